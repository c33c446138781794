//===- Kernel.cpp ---------------------------------------------------------===//
#include "oracle/interp/Kernel.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace fusefuzz::interp;

std::optional<uint64_t> fusefuzz::interp::scalarBits(Attribute attr) {
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    std::optional<Ty> ty = tyOf(i.getType());
    if (!ty)
      return std::nullopt;
    return truncBits(*ty, i.getValue().getZExtValue());
  }
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    if (!tyOf(f.getType()))
      return std::nullopt;
    return f.getValue().bitcastToAPInt().getZExtValue();
  }
  return std::nullopt;
}

FailureOr<Kernel> Kernel::compile(Block &body, std::string &why) {
  Kernel k;
  llvm::DenseMap<Value, uint32_t> slotOf;
  for (BlockArgument arg : body.getArguments()) {
    if (!tyOf(arg.getType())) {
      why = "a body argument of a type the interpreter does not handle";
      return failure();
    }
    slotOf[arg] = k.slotCount++;
  }
  auto fresh = [&](Value v) { return slotOf[v] = k.slotCount++; };
  // The slot of a scalar operand; values from above become constants or
  // captures.
  auto slotFor = [&](Value v) -> std::optional<uint32_t> {
    auto it = slotOf.find(v);
    if (it != slotOf.end())
      return it->second;
    if (!tyOf(v.getType()))
      return std::nullopt;
    if (auto c = v.getDefiningOp<arith::ConstantOp>())
      if (std::optional<uint64_t> bits = scalarBits(c.getValue())) {
        uint32_t slot = fresh(v);
        k.constants.push_back({slot, *bits});
        return slot;
      }
    uint32_t slot = fresh(v);
    k.captures.push_back({slot, v});
    return slot;
  };
  auto unsupported = [&](Operation &op, const char *what) {
    why = (op.getName().getStringRef() + " in a payload: " + what).str();
    return failure();
  };
  for (Operation &op : body.without_terminator()) {
    if (op.getNumRegions())
      return unsupported(op, "ops with regions are not interpreted");
    if (auto c = dyn_cast<arith::ConstantOp>(op)) {
      std::optional<uint64_t> bits = scalarBits(c.getValue());
      if (!bits)
        return unsupported(op, "not a scalar constant");
      k.constants.push_back({fresh(c), *bits});
      continue;
    }
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      KernelInst in{KernelInst::Index, {}};
      in.dim = index.getDim();
      in.dst = fresh(index);
      k.insts.push_back(in);
      continue;
    }
    if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
      Value t = extract.getTensor();
      if (slotOf.count(t) || !tyOf(extract.getType()))
        return unsupported(op, "not a gather from a tensor defined above");
      auto pos = llvm::find(k.tensors, t);
      KernelInst in{KernelInst::Extract, {}};
      in.dim = pos - k.tensors.begin();
      if (pos == k.tensors.end())
        k.tensors.push_back(t);
      in.firstIndex = k.indexSlots.size();
      in.numIndices = extract.getIndices().size();
      for (Value i : extract.getIndices()) {
        std::optional<uint32_t> s = slotFor(i);
        if (!s)
          return unsupported(op, "index of an unsupported type");
        k.indexSlots.push_back(*s);
      }
      in.dst = fresh(extract);
      k.insts.push_back(in);
      continue;
    }
    if (isa<affine::AffineApplyOp, affine::AffineMinOp, affine::AffineMaxOp>(
            op)) {
      KernelInst in{isa<affine::AffineMinOp>(op)   ? KernelInst::Min
                    : isa<affine::AffineMaxOp>(op) ? KernelInst::Max
                                                   : KernelInst::Apply,
                    {}};
      in.dim = k.maps.size();
      k.maps.emplace_back(op.getAttrOfType<AffineMapAttr>("map").getValue());
      in.firstIndex = k.indexSlots.size();
      in.numIndices = op.getNumOperands();
      for (Value v : op.getOperands()) {
        std::optional<uint32_t> s = slotFor(v);
        if (!s)
          return unsupported(op, "an operand that is not an index");
        k.indexSlots.push_back(*s);
      }
      in.dst = fresh(op.getResult(0));
      k.insts.push_back(in);
      continue;
    }
    llvm::SmallVector<uint32_t, 3> operands;
    for (Value v : op.getOperands()) {
      std::optional<uint32_t> s = slotFor(v);
      if (!s)
        return unsupported(op, "an operand that is not a scalar");
      operands.push_back(*s);
    }
    KernelInst in{KernelInst::Scalar, {}};
    if (op.getNumResults() != 1)
      return unsupported(op, "not one result");
    uint32_t dst = fresh(op.getResult(0));
    if (failed(compileScalarOp(&op, operands, dst, in.scalar, why)))
      return failure();
    in.dst = dst;
    k.insts.push_back(in);
  }
  Operation *yield = body.getTerminator();
  if (!isa<linalg::YieldOp, tensor::YieldOp>(yield))
    return unsupported(*yield, "not a linalg.yield or tensor.yield");
  for (Value v : yield->getOperands()) {
    std::optional<uint32_t> s = slotFor(v);
    if (!s)
      return unsupported(*yield, "yields a value that is not a scalar");
    k.yielded.push_back(*s);
  }
  return k;
}

void Kernel::initConstants(uint64_t *slots) const {
  for (const auto &[slot, bits] : constants)
    slots[slot] = bits;
}

bool Kernel::run(uint64_t *slots, const int64_t *point,
                 const Tensor *const *capturedTensors, bool &poisonRead,
                 std::string &error) const {
  for (const KernelInst &in : insts) {
    switch (in.kind) {
    case KernelInst::Scalar: {
      const char *why = nullptr;
      if (!evaluate(in.scalar, slots, why)) {
        error = why;
        return false;
      }
      break;
    }
    case KernelInst::Index:
      slots[in.dst] = uint64_t(point[in.dim]);
      break;
    case KernelInst::Extract: {
      const Tensor &t = *capturedTensors[in.dim];
      int64_t offset = 0;
      for (uint32_t i = 0; i < in.numIndices; ++i) {
        int64_t idx = int64_t(slots[indexSlots[in.firstIndex + i]]);
        if (idx < 0 || idx >= t.shape[i]) {
          error = "tensor.extract in a payload reads index " +
                  std::to_string(idx) + " of a dimension of size " +
                  std::to_string(t.shape[i]);
          return false;
        }
        offset = offset * t.shape[i] + idx;
      }
      if (!t.fresh.empty() && t.fresh[offset])
        poisonRead = true;
      slots[in.dst] = t.data[offset];
      break;
    }
    case KernelInst::Apply:
    case KernelInst::Min:
    case KernelInst::Max: {
      int64_t operands[16];
      llvm::SmallVector<int64_t, 16> spill;
      int64_t *at = operands;
      if (in.numIndices > 16) {
        spill.resize(in.numIndices);
        at = spill.data();
      }
      for (uint32_t i = 0; i < in.numIndices; ++i)
        at[i] = int64_t(slots[indexSlots[in.firstIndex + i]]);
      std::optional<int64_t> v = maps[in.dim].evaluateOne(
          in.kind == KernelInst::Min, in.kind == KernelInst::Max, at);
      if (!v) {
        error = "an affine map divides by a non-positive value";
        return false;
      }
      slots[in.dst] = uint64_t(*v);
      break;
    }
    }
  }
  return true;
}
