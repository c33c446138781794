//===- Normalize.cpp ------------------------------------------------------===//
#include "oracle/pipeline/Normalize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

/// An arith or math op computing on whole tensors.
static bool isTensorElementwise(Operation *op) {
  return op->hasTrait<OpTrait::Elementwise>() &&
         llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
}

static bool convertElementwise(func::FuncOp func,
                               std::vector<std::string> &notes,
                               std::string &error) {
  unsigned count = 0;
  func.walk([&](Operation *op) { count += isTensorElementwise(op); });
  if (!count)
    return true;
  PassManager pm(func.getContext(), func::FuncOp::getOperationName());
  pm.addPass(createConvertElementwiseToLinalgPass());
  if (failed(pm.run(func))) {
    error = "converting elementwise ops on tensors to linalg.generic failed";
    return false;
  }
  notes.push_back(llvm::formatv("{0} elementwise op(s) on tensors converted "
                                "to linalg.generic",
                                count));
  return true;
}

/// True when `use` reads the contents of the tensor it names.
static bool readsContents(OpOperand &use) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner()))
    return linalgOp.payloadUsesValueFromOperand(&use);
  return isa<tensor::ExtractOp, tensor::PadOp, tensor::ConcatOp>(
             use.getOwner()) ||
         (isa<tensor::InsertSliceOp>(use.getOwner()) &&
          use.getOperandNumber() == 0);
}

static void promoteReadEmpties(func::FuncOp func,
                               std::vector<std::string> &notes) {
  llvm::SmallVector<tensor::EmptyOp> empties;
  func.walk([&](tensor::EmptyOp e) {
    if (e->getParentOp() == func.getOperation() &&
        llvm::any_of(e->getUses(), readsContents))
      empties.push_back(e);
  });
  Block &entry = func.getBody().front();
  for (tensor::EmptyOp e : empties) {
    unsigned index = entry.getNumArguments();
    if (failed(func.insertArgument(index, e.getType(), {}, e.getLoc())))
      continue;
    Value arg = entry.getArgument(index);
    e.getResult().replaceUsesWithIf(arg, readsContents);
    std::string loc;
    llvm::raw_string_ostream os(loc);
    os << e.getLoc();
    notes.push_back(llvm::formatv(
        "the tensor.empty at {0} is read (a reduction's or payload's init): "
        "it is argument #{1} instead, so every value of it is checked",
        loc, index));
    if (e->use_empty())
      e.erase();
  }
}

/// The function argument whose elements `index` is computed from by casts
/// inside a linalg payload, or null.
static BlockArgument indexSource(Value index, func::FuncOp func) {
  while (Operation *def = index.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
             arith::ExtUIOp, arith::TruncIOp>(def))
      return nullptr;
    index = def->getOperand(0);
  }
  auto blockArg = dyn_cast<BlockArgument>(index);
  if (!blockArg)
    return nullptr;
  auto linalgOp =
      dyn_cast<linalg::LinalgOp>(blockArg.getOwner()->getParentOp());
  if (!linalgOp || blockArg.getOwner() != linalgOp.getBlock())
    return nullptr;
  OpOperand *operand = linalgOp.getMatchingOpOperand(blockArg);
  if (!operand || !linalgOp.isDpsInput(operand))
    return nullptr;
  auto source = dyn_cast<BlockArgument>(operand->get());
  if (!source || source.getOwner() != &func.getBody().front())
    return nullptr;
  return source;
}

/// The runtime extent of dim `k` of `tensor`: static, or recorded on the
/// function argument it is.
static std::optional<int64_t> runtimeExtent(Value tensor, unsigned k,
                                            func::FuncOp func) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (!type.isDynamicDim(k))
    return type.getDimSize(k);
  auto arg = dyn_cast<BlockArgument>(tensor);
  if (!arg || arg.getOwner() != &func.getBody().front())
    return std::nullopt;
  auto shape = func.getArgAttrOfType<DenseI64ArrayAttr>(arg.getArgNumber(),
                                                        "fusefuzz.shape");
  if (!shape || k >= shape.size())
    return std::nullopt;
  return shape[k];
}

void fusefuzz::boundIndexData(func::FuncOp func,
                              std::vector<std::string> &notes) {
  llvm::DenseMap<unsigned, int64_t> bounds;
  func.walk([&](tensor::ExtractOp extract) {
    for (auto [k, index] : llvm::enumerate(extract.getIndices())) {
      BlockArgument source = indexSource(index, func);
      if (!source || !getElementTypeOrSelf(source.getType()).isInteger())
        continue;
      std::optional<int64_t> extent =
          runtimeExtent(extract.getTensor(), k, func);
      if (!extent || *extent < 1)
        continue;
      auto [it, inserted] = bounds.try_emplace(source.getArgNumber(), *extent);
      if (!inserted)
        it->second = std::min(it->second, *extent);
    }
  });
  Builder b(func.getContext());
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    auto it = bounds.find(i);
    if (it == bounds.end() || func.getArgAttr(i, "fusefuzz.index_bound"))
      continue;
    func.setArgAttr(i, "fusefuzz.index_bound", b.getI64IntegerAttr(it->second));
    notes.push_back(llvm::formatv("argument #{0} holds tensor.extract "
                                  "indices: its inputs are drawn from [0, {1})",
                                  i, it->second));
  }
}

/// `llvm.mlir.constant` of a builtin integer, index or float: the same
/// arith.constant.
static unsigned replaceLlvmConstants(ModuleOp module) {
  llvm::SmallVector<LLVM::ConstantOp> constants;
  module.walk([&](LLVM::ConstantOp op) {
    auto value = dyn_cast<TypedAttr>(op.getValue());
    if (value && value.getType() == op.getType() &&
        isa<IntegerAttr, FloatAttr>(value))
      constants.push_back(op);
  });
  for (LLVM::ConstantOp op : constants) {
    OpBuilder b(op);
    auto replacement = arith::ConstantOp::create(
        b, op.getLoc(), cast<TypedAttr>(op.getValue()));
    op.replaceAllUsesWith(replacement.getResult());
    op.erase();
  }
  return constants.size();
}

/// `tensor.extract(shape.shape_of %t)[c]` of a ranked %t, directly or
/// through `shape.to_extent_tensor`: `tensor.dim %t, c`.
static unsigned replaceShapeOfReads(ModuleOp module) {
  unsigned replaced = 0;
  llvm::SmallVector<shape::ShapeOfOp> shapes;
  module.walk([&](shape::ShapeOfOp op) { shapes.push_back(op); });
  for (shape::ShapeOfOp op : shapes) {
    if (!isa<RankedTensorType>(op.getArg().getType()))
      continue;
    llvm::SmallVector<Operation *> extents = {op};
    for (Operation *user : op->getUsers())
      if (isa<shape::ToExtentTensorOp>(user))
        extents.push_back(user);
    for (Operation *extent : extents)
      for (Operation *user : llvm::make_early_inc_range(extent->getUsers())) {
        auto extract = dyn_cast<tensor::ExtractOp>(user);
        std::optional<int64_t> dim =
            extract && extract.getIndices().size() == 1
                ? getConstantIntValue(extract.getIndices()[0])
                : std::nullopt;
        if (!dim)
          continue;
        OpBuilder b(extract);
        Value d = tensor::DimOp::create(b, extract.getLoc(), op.getArg(), *dim);
        extract.replaceAllUsesWith(d);
        extract.erase();
        ++replaced;
      }
    for (Operation *extent : llvm::reverse(extents))
      if (extent->use_empty())
        extent->erase();
  }
  return replaced;
}

void fusefuzz::normalizeForeignOps(ModuleOp module,
                                   std::vector<std::string> &notes) {
  if (unsigned n = replaceLlvmConstants(module))
    notes.push_back(
        llvm::formatv("{0} llvm.mlir.constant op(s) became arith.constant", n));
  if (unsigned n = replaceShapeOfReads(module))
    notes.push_back(
        llvm::formatv("{0} read(s) of shape.shape_of became tensor.dim", n));
}

bool fusefuzz::normalizeCase(func::FuncOp func, std::vector<std::string> &notes,
                             std::string &error) {
  if (!convertElementwise(func, notes, error))
    return false;
  promoteReadEmpties(func, notes);
  return true;
}
