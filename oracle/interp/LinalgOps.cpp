//===- LinalgOps.cpp - linalg ops through their compiled payloads ---------===//
#include "oracle/interp/Interpreter.h"
#include "oracle/interp/Machine.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz::interp;

/// Where an operand dimension that a map result names as a bare loop
/// dimension differs from that loop's range: the op's shape contract
/// (what its verifier checks of static sizes, and upstream's runtime
/// verification of dynamic ones), broken. A rewrite that adds such a
/// contract (a map that ties two sizes together) makes the op undefined
/// at sizes where the original was not, even when the loop ranges it
/// takes from its first operands happen to read what the original did.
static std::optional<std::string>
brokenShapeContract(const LinalgPlan &plan,
                    llvm::ArrayRef<const Tensor *> operands,
                    llvm::ArrayRef<int64_t> ranges) {
  for (auto [i, operand] : llvm::enumerate(operands)) {
    if (!operand)
      continue;
    AffineMap map = plan.maps[i].map;
    for (auto [r, e] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(e);
      if (!dim || operand->shape[r] == ranges[dim.getPosition()])
        continue;
      return llvm::formatv("dimension #{0} of operand #{1} has size {2}, but "
                           "the loop d{3} its map names there runs over {4}",
                           r, i, operand->shape[r], dim.getPosition(),
                           ranges[dim.getPosition()])
          .str();
    }
  }
  return std::nullopt;
}

LogicalResult Machine::runLinalgOp(linalg::LinalgOp op,
                                   const LinalgPlan &plan) {
  unsigned numOperands = op->getNumOperands();
  // Operand values; results start as copies of the inits.
  llvm::SmallVector<const Tensor *, 6> operands(numOperands, nullptr);
  llvm::SmallVector<uint64_t, 6> scalars(numOperands, 0);
  llvm::SmallVector<TensorRef, 2> results;
  llvm::SmallVector<int64_t, 8> operandSizes;
  for (unsigned i = 0; i < numOperands; ++i) {
    Value v = op->getOperand(i);
    if (!isa<RankedTensorType>(v.getType())) {
      scalars[i] = bits(v);
      continue;
    }
    if (i >= plan.numInputs) {
      results.push_back(std::make_shared<Tensor>(*tensor(v)));
      operands[i] = results.back().get();
    } else {
      operands[i] = tensor(v).get();
    }
    operandSizes.append(operands[i]->shape.begin(), operands[i]->shape.end());
  }
  // Loop ranges from the operand sizes.
  unsigned numLoops = plan.shapesToLoops.numResults();
  llvm::SmallVector<int64_t, 8> ranges(numLoops);
  if (!plan.shapesToLoops.evaluate(operandSizes.data(), ranges.data()))
    return fail(op->getName().getStringRef() +
                ": a loop range cannot be computed");
  if (std::optional<std::string> broken =
          brokenShapeContract(plan, operands, ranges))
    return fail(op->getName().getStringRef() + ": " + *broken);
  int64_t points = 1;
  for (int64_t r : ranges) {
    if (r < 0)
      return fail(op->getName().getStringRef() + ": a negative loop range");
    if (r && points > Interpreter::kStepBudget / r)
      return spend(Interpreter::kStepBudget + 1);
    points *= r;
  }
  if (failed(spend(points)))
    return failure();
  // Per-operand strides, and where each block argument comes from.
  llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 6> strides(numOperands);
  for (unsigned i = 0; i < numOperands; ++i)
    if (operands[i])
      strides[i] = stridesOf(operands[i]->shape);
  std::vector<uint64_t> slots;
  llvm::SmallVector<const Tensor *, 2> captured;
  bindKernel(plan.kernel, slots, captured);
  llvm::ArrayRef<uint32_t> yields = plan.kernel.yields();
  unsigned numInits = op->getNumOperands() - plan.numInputs;
  if (yields.size() != numInits)
    return fail(op->getName().getStringRef() +
                ": the payload yields a value per init");

  // Fast path: every tensor operand's map is linear and stays inside the
  // operand over the whole iteration box. Offsets then move by a constant
  // per step of each loop, with no per-point bounds checks.
  llvm::SmallVector<int64_t, 6> cur(numOperands, 0);
  llvm::SmallVector<llvm::SmallVector<int64_t, 8>, 6> step(numOperands);
  bool fast = points > 0;
  for (unsigned i = 0; fast && i < numOperands; ++i) {
    if (!operands[i])
      continue;
    const IndexingForm &form = plan.maps[i];
    fast = form.linear;
    step[i].assign(numLoops, 0);
    for (unsigned r = 0; fast && r < form.consts.size(); ++r) {
      int64_t lo = form.consts[r], hi = form.consts[r];
      for (unsigned d = 0; d < numLoops; ++d) {
        int64_t c = form.coeffs[r * numLoops + d];
        (c < 0 ? lo : hi) += c * (ranges[d] - 1);
        step[i][d] += c * strides[i][r];
      }
      fast = lo >= 0 && hi < operands[i]->shape[r];
      cur[i] += form.consts[r] * strides[i][r];
    }
  }
  if (fast) {
    llvm::SmallVector<int64_t, 8> point(numLoops, 0);
    unsigned numArgs = plan.argOperand.size();
    for (int64_t p = 0; p < points; ++p) {
      for (unsigned a = 0; a < numArgs; ++a) {
        unsigned i = plan.argOperand[a];
        if (!operands[i])
          slots[a] = scalars[i];
        else if (plan.argUsed[a])
          slots[a] = read(*operands[i], cur[i]);
      }
      if (!plan.kernel.run(slots.data(), point.data(), captured.data(),
                           poisonRead, error))
        return fail(op->getName().getStringRef() + " payload: " + error);
      for (unsigned r = 0; r < numInits; ++r) {
        int64_t at = cur[plan.numInputs + r];
        results[r]->data[at] = slots[yields[r]];
        results[r]->written(at);
      }
      for (int d = int(numLoops) - 1; d >= 0; --d) {
        bool carry = ++point[d] == ranges[d];
        for (unsigned i = 0; i < numOperands; ++i)
          if (operands[i])
            cur[i] += carry ? step[i][d] * (1 - ranges[d]) : step[i][d];
        if (!carry)
          break;
        point[d] = 0;
      }
    }
    for (auto [result, value] : llvm::zip(op->getResults(), results))
      set(result, value);
    return success();
  }

  // The element of operand `i` at loop point `point`, as a row-major
  // offset; -1 with `error` set when the map leaves the operand.
  int64_t index[8];
  auto offsetAt = [&](unsigned i, const int64_t *point) -> int64_t {
    const IndexingForm &form = plan.maps[i];
    unsigned rank = operands[i]->shape.size();
    int64_t *idx = rank <= 8 ? index : nullptr;
    llvm::SmallVector<int64_t, 8> spill;
    if (!idx) {
      spill.resize(rank);
      idx = spill.data();
    }
    if (!form.apply(point, idx)) {
      error = "an indexing map divides by a non-positive value";
      return -1;
    }
    int64_t offset = 0;
    for (unsigned d = 0; d < rank; ++d) {
      if (idx[d] < 0 || idx[d] >= operands[i]->shape[d]) {
        error = llvm::formatv("operand #{0} is read at index {1} of a "
                              "dimension of size {2}",
                              i, idx[d], operands[i]->shape[d]);
        return -1;
      }
      offset += idx[d] * strides[i][d];
    }
    return offset;
  };

  llvm::SmallVector<int64_t, 8> point(numLoops, 0);
  llvm::SmallVector<int64_t, 2> outOffsets(numInits);
  for (int64_t p = 0; p < points; ++p) {
    for (unsigned a = 0; a < plan.argOperand.size(); ++a) {
      unsigned i = plan.argOperand[a];
      if (!operands[i]) {
        slots[a] = scalars[i];
        continue;
      }
      int64_t offset = offsetAt(i, point.data());
      if (offset < 0)
        return fail(op->getName().getStringRef() + ": " + error);
      slots[a] = plan.argUsed[a] ? read(*operands[i], offset) : 0;
    }
    if (!plan.kernel.run(slots.data(), point.data(), captured.data(),
                         poisonRead, error))
      return fail(op->getName().getStringRef() + " payload: " + error);
    for (unsigned r = 0; r < numInits; ++r) {
      int64_t offset = offsetAt(plan.numInputs + r, point.data());
      if (offset < 0)
        return fail(op->getName().getStringRef() + ": " + error);
      outOffsets[r] = offset;
    }
    for (unsigned r = 0; r < numInits; ++r) {
      results[r]->data[outOffsets[r]] = slots[yields[r]];
      results[r]->written(outOffsets[r]);
    }
    for (int d = int(numLoops) - 1; d >= 0; --d) {
      if (++point[d] < ranges[d])
        break;
      point[d] = 0;
    }
  }
  for (auto [result, value] : llvm::zip(op->getResults(), results))
    set(result, value);
  return success();
}
