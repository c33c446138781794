//===- Machine.h - The interpreter's internals ------------------*- C++ -*-===//
//
// Shared by the files that execute each family of ops (Interpreter.cpp:
// functions, scf, affine and scalar ops; TensorOps.cpp: the tensor
// dialect; LinalgOps.cpp: linalg ops through their compiled payloads).
// Not part of the oracle's interface: use Interpreter.h.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_INTERP_MACHINE_H
#define FUSEFUZZ_ORACLE_INTERP_MACHINE_H

#include "oracle/interp/Kernel.h"
#include "oracle/interp/Tensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineMap.h"
#include "llvm/ADT/DenseMap.h"

namespace fusefuzz::interp {

/// A runtime value: a scalar's bits, or a tensor.
struct RtValue {
  uint64_t bits = 0;
  TensorRef tensor;
};

/// An indexing map evaluated at loop points: each result is
/// `consts[r] + sum_d coeffs[r][d] * point[d]` when `linear`, else the map
/// is evaluated as written.
struct IndexingForm {
  mlir::AffineMap map;
  AffineProgram program; // when not linear
  bool linear = true;
  llvm::SmallVector<int64_t, 8> coeffs; // numResults x numDims
  llvm::SmallVector<int64_t, 4> consts;
  explicit IndexingForm(mlir::AffineMap map);
  /// Fills `out` (numResults entries); false on a division by zero.
  bool apply(const int64_t *point, int64_t *out) const;
};

/// A linalg op made ready to run.
struct LinalgPlan {
  Kernel kernel;
  std::vector<IndexingForm> maps;       // per operand
  AffineProgram shapesToLoops;          // operand sizes -> loop ranges
  llvm::SmallVector<int, 8> argOperand; // block argument -> operand number
  llvm::SmallVector<bool, 8> argUsed;   // whether the payload reads it
  unsigned numInputs = 0;
};

/// What Interpreter::create prepared: payloads compiled, scalar ops
/// described, every op checked to be one the interpreter runs.
class Program {
public:
  mlir::func::FuncOp func;
  llvm::DenseMap<mlir::Operation *, ScalarInst> scalarOps;
  llvm::DenseMap<mlir::Operation *, AffineProgram> affineOps;
  llvm::DenseMap<mlir::Operation *, std::unique_ptr<LinalgPlan>> linalgOps;
  /// tensor.pad and tensor.generate: the region computing an element.
  llvm::DenseMap<mlir::Operation *, std::unique_ptr<Kernel>> elementKernels;

  mlir::LogicalResult prepare(std::string &why);
};

/// One run of a program.
class Machine {
public:
  Machine(const Program &program, uint8_t poison)
      : program(program), poison(poison) {}

  /// Runs the ops of `block` before its terminator.
  mlir::LogicalResult runBlock(mlir::Block &block);

  /// Ends the run with `message`.
  mlir::LogicalResult fail(const llvm::Twine &message);
  /// Counts `n` steps against the budget.
  mlir::LogicalResult spend(int64_t n);

  const TensorRef &tensor(mlir::Value v) { return env[v].tensor; }
  uint64_t bits(mlir::Value v) { return env[v].bits; }
  int64_t index(mlir::Value v) { return int64_t(env[v].bits); }
  int64_t index(mlir::OpFoldResult ofr);
  llvm::SmallVector<int64_t, 4> indices(llvm::ArrayRef<mlir::OpFoldResult> r);
  void set(mlir::Value v, TensorRef t) { env[v] = RtValue{0, std::move(t)}; }
  void set(mlir::Value v, uint64_t bits) { env[v] = RtValue{bits, nullptr}; }
  /// A tensor of `ty` and `shape`: failure when a size is negative or it
  /// exceeds the harness's limit. Elements hold the poison pattern unless
  /// `filled` is false (then the caller writes every one).
  mlir::FailureOr<TensorRef> allocate(mlir::Type elementType,
                                      llvm::ArrayRef<int64_t> shape,
                                      bool filled = true);

  /// Families (TensorOps.cpp, LinalgOps.cpp); `handled` false when `op`
  /// is not theirs.
  mlir::LogicalResult runTensorOp(mlir::Operation &op, bool &handled);
  mlir::LogicalResult runLinalgOp(mlir::linalg::LinalgOp op,
                                  const LinalgPlan &plan);
  mlir::LogicalResult runPad(mlir::Operation &op, const Kernel &kernel);
  /// Slots for `kernel` with its constants and captured scalars filled;
  /// its captured tensors in `captured`.
  void bindKernel(const Kernel &kernel, std::vector<uint64_t> &slots,
                  llvm::SmallVectorImpl<const Tensor *> &captured);
  /// Fills `out` in row-major order: elements `copied(indices, i)` does not
  /// supply are computed by `kernel` from their indices (`what` names it in
  /// errors).
  mlir::LogicalResult fillElements(
      Tensor &out, const Kernel &kernel, llvm::StringRef what,
      llvm::function_ref<bool(llvm::ArrayRef<int64_t>, int64_t)> copied);
  mlir::LogicalResult runGenerate(mlir::Operation &op, const Kernel &kernel);

  /// Whether an op computed with an element that still held its poison
  /// (Tensor::fresh): only then, or when a result holds such elements, can
  /// the results depend on the poison pattern.
  bool poisonRead = false;
  /// Reads element `i` of `t` into a computation.
  uint64_t read(const Tensor &t, int64_t i) {
    if (!t.fresh.empty() && t.fresh[i])
      poisonRead = true;
    return t.data[i];
  }

  std::string error;
  /// The first race of the run: two iterations of an scf.forall writing
  /// one element of a shared output ("iterations (0) and (1) of the
  /// scf.forall at line 7 both write element (2) of shared output 0").
  std::string race;
  /// The run failed for running past Interpreter::kStepBudget.
  bool outOfSteps = false;
  const Program &program;
  llvm::DenseMap<mlir::Value, RtValue> env;

private:
  mlir::LogicalResult runOp(mlir::Operation &op);
  mlir::LogicalResult runFor(mlir::Operation &op);
  mlir::LogicalResult runForall(mlir::Operation &op);
  mlir::LogicalResult runIf(mlir::Operation &op);
  /// Records that the last of `iterations` of `forall` wrote the elements
  /// at `offsets` of its shared output `output` (of `shape`), `writer`
  /// holding which iteration wrote each element last; notes a race.
  void noteWrites(mlir::Operation *forall, unsigned output,
                  llvm::ArrayRef<int64_t> shape,
                  llvm::ArrayRef<int64_t> offsets,
                  llvm::ArrayRef<llvm::SmallVector<int64_t, 4>> iterations,
                  std::vector<int64_t> &writer);
  uint8_t poison;
  int64_t steps = 0;
};

/// The row-major offsets in a tensor of `shape` of the elements of the
/// box `offsets`/`sizes`/`strides`, in the box's own row-major order; false
/// with `error` when the box leaves the tensor.
/// Copies `part`'s elements (and freshness) to `offsets` of `whole`.
void insertElements(Tensor &whole, const Tensor &part,
                    llvm::ArrayRef<int64_t> offsets);
/// A tensor of `whole`'s elements (and freshness) at `offsets`, of `shape`.
TensorRef gatherElements(const Tensor &whole, llvm::ArrayRef<int64_t> offsets,
                         llvm::ArrayRef<int64_t> shape);

bool boxOffsets(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> offsets,
                llvm::ArrayRef<int64_t> sizes, llvm::ArrayRef<int64_t> strides,
                std::vector<int64_t> &out, std::string &error);

} // namespace fusefuzz::interp

#endif
