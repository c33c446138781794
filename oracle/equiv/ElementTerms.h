//===- ElementTerms.h - A function's results as element terms ---*- C++ -*-===//
//
// Reads a tensor function as IR, whoever produced it, and gives every
// tensor value a term for "its element at index vector i" and a size term
// per dim: function arguments are uninterpreted functions of the index;
// a linalg op's result is its payload with every block argument replaced
// by the operand read at the op's map of the loop point (loops solved from
// the output map, `linalg.index` k being loop k); a reduction is a fold
// term (docs/DESIGN.md, "The end-to-end equivalence proof"); tensor.pad is
// ite(in source, src(i - low), pad value); slices read and write through
// their offsets and strides; reshapes through the row-major linearization
// of their groups; tensor.empty is unwritten (undefined).
//
// What a function needs of its sizes to be well defined (operands of a
// linalg op agreeing with its loop sizes, pads and slice sizes not
// negative, slices inside their tensors, reshapes keeping the element
// count) is collected as `wellDefined()`: the unfused function's are
// premises, the fused function's must follow from them.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_EQUIV_ELEMENTTERMS_H
#define FUSEFUZZ_ORACLE_EQUIV_ELEMENTTERMS_H

#include "oracle/equiv/ScalarTerms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallBitVector.h"

#include <map>
#include <memory>

namespace fusefuzz::equiv {

/// scf.for and scf.forall: the loops whose nests have terms.
bool isTileLoop(mlir::Operation *op);
/// For an iter_arg (shared output) of such a loop: its init; else null.
mlir::OpOperand *tiedLoopInit(mlir::BlockArgument arg);
/// Whether `arg` is such a loop's induction variable.
bool isInductionVariable(mlir::BlockArgument arg);

/// The arguments both functions share: element functions and size
/// variables of the tensor arguments ("dim(arg0,1)"), variables of the
/// scalar ones ("arg7").
/// What a condition on the sizes asks: the fact a refutation on the sizes
/// names (the first fused condition its counterexample breaks).
enum class ConditionKind {
  NegativeSize,        // a tensor.empty size, a pad amount, a reshape size
  NegativeSliceSize,   // a slice's size
  SliceOutOfBounds,    // a non-empty slice within its tensor
  InsertedSizeDiffers, // an inserted tile's sizes those of its slice
  ReshapeSizeDiffers,  // an expand_shape's sizes multiply to its source's
  ConcatSizesDiffer,   // a concat's inputs agree off its dim
  StaticSizeDiffers,   // a static size what the operands make it
  AssertionFails,      // a cf.assert
  LoopSizesDiffer,     // the operands of a structured op agree on a loop
  ReadOutOfBounds,     // a map result that is not a loop reads within size
};
/// "negative-size", "negative-slice-size", "slice-out-of-bounds", ...
llvm::StringRef conditionKindName(ConditionKind k);

struct FunctionInputs {
  /// Fails (with `why`) on an argument type without a meaning.
  FunctionInputs(ScalarTerms &scalars, mlir::func::FuncOp f);
  bool ok = true;
  std::string why;
  std::vector<std::vector<smt::Expr>> argSizes;
  std::vector<std::optional<smt::Func>> argElements;
  std::vector<std::optional<Term>> scalarArgs;
  /// Every size and index variable by name, for counterexamples.
  std::vector<std::pair<std::string, smt::Expr>> named;
  /// Sizes are not negative.
  smt::Expr assumptions;
};

/// `0 <= index[k] < sizes[k]` for every k.
smt::Expr inBounds(smt::Context &ctx, llvm::ArrayRef<smt::Expr> index,
                   llvm::ArrayRef<smt::Expr> sizes);

class FunctionTerms {
public:
  /// `trustBodies`: a reduction's body is taken to be defined at every
  /// point of its domain (the unfused function's premise); otherwise its
  /// definedness is stated for a free point of the domain, which is exact
  /// where definedness is only used negated (the fused function's).
  FunctionTerms(ScalarTerms &scalars, const FunctionInputs &inputs,
                bool trustBodies);
  ~FunctionTerms();

  mlir::FailureOr<std::vector<smt::Expr>> sizes(mlir::Value tensor);
  /// The element of `tensor` at `index`, `index` being in bounds.
  mlir::FailureOr<Term> element(mlir::Value tensor,
                                llvm::ArrayRef<smt::Expr> index);
  /// The element at `index`, undefined where `index` is out of bounds.
  mlir::FailureOr<Term> read(mlir::Value tensor,
                             llvm::ArrayRef<smt::Expr> index);
  /// A scalar computed outside payloads (sizes, pad amounts, constants).
  mlir::FailureOr<Term> scalar(mlir::Value v);
  /// Collects what every op of `f` needs of the sizes, the ops whose
  /// values no result reads included (they run all the same). An op
  /// without a size term adds nothing.
  void collectConditions(mlir::func::FuncOp f);
  /// What the function's ops need of the sizes (see the file comment).
  smt::Expr wellDefined() const { return ctx.all(conditions); }
  llvm::ArrayRef<smt::Expr> wellDefinedParts() const { return conditions; }
  /// Whether condition `k` is asked of every point because where its op
  /// runs has no term (a branch condition or loop bound without one): its
  /// failure then proves nothing.
  bool unguardedCondition(size_t k) const { return unguarded.contains(k); }
  /// What condition `k` asks ("negative-slice-size", ...: see
  /// conditionKindName), the fact a refutation on the sizes names.
  ConditionKind conditionKind(size_t k) const { return kinds[k]; }

  /// Folds of at most kMaxUnrolled static iterations are written out
  /// (exact, but larger terms): off unless a comparison needs it.
  bool unrollFolds = false;
  /// Folds of at most this many static iterations are written out.
  static constexpr int64_t kMaxUnrolled = 16;
  /// Why the last failure happened ("no term for scf.for").
  std::string why;
  /// Set when a reshape's index arithmetic multiplies or divides by a
  /// dynamic size: queries are then nonlinear.
  bool nonlinear = false;
  /// What the loop-nest terms assume of the nests (tiles of different
  /// iterations do not overlap), with free induction variables standing
  /// for every iteration: must be valid under the premises, or the terms
  /// mean nothing (the proof is then unknown, `assumedWhy` saying why).
  llvm::ArrayRef<smt::Expr> assumed() const { return assumptions; }
  static constexpr llvm::StringLiteral assumedWhy =
      "tiles of a loop nest may overlap (several iterations may write one "
      "element)";
  /// Where two iterations of an scf.forall write one element of a shared
  /// output (undefined behaviour: a race sequential execution cannot
  /// see): `condition` holds of iteration `one` (the nest's induction
  /// variables, outermost first), iteration `other` (their copies) and
  /// element `index` when both are on the loops' grid, the first loop they
  /// differ on is an scf.forall's, and both tiles hold the element.
  struct Race {
    std::string writer;
    std::vector<smt::Expr> one, other, index;
    smt::Expr condition;
  };
  /// The race terms of the nests built so far that have an scf.forall
  /// loop, in the order the nests were built: with `all`, of every such
  /// nest; otherwise of those whose tiles are not assumed apart (`assumed`
  /// covers the others): a forall loop that moves none of the tiles, or a
  /// nest built only for its races.
  std::vector<Race> races(bool all);
  /// Builds the nest of every scf.forall shared output of `f` (a race is
  /// undefined behaviour whether or not a result's term reads the nest).
  void buildForallNests(mlir::func::FuncOp f);

private:
  /// Non-splat constants up to this size get terms (a choice per element).
  static constexpr int64_t kMaxConstantElements = 1024;
  struct Payload;
  mlir::FailureOr<Term> value(mlir::Value v, Payload *payload);
  mlir::FailureOr<Term> opValue(mlir::Operation *op, Payload *payload);
  mlir::FailureOr<Term> computeElement(mlir::Value tensor,
                                       llvm::ArrayRef<smt::Expr> index);
  /// computeElement of each tensor op, at `index`.
  mlir::FailureOr<Term> ifElement(mlir::scf::IfOp ifOp, mlir::Value tensor,
                                  llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> padElement(mlir::tensor::PadOp pad,
                                   llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> extractSliceElement(mlir::tensor::ExtractSliceOp slice,
                                            llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> insertSliceElement(mlir::tensor::InsertSliceOp insert,
                                           llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> expandShapeElement(mlir::tensor::ExpandShapeOp expand,
                                           mlir::Value tensor,
                                           llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term>
  collapseShapeElement(mlir::tensor::CollapseShapeOp collapse,
                       llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> concatElement(mlir::tensor::ConcatOp concat,
                                      llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> insertElement(mlir::tensor::InsertOp insert,
                                      llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> constantElement(mlir::arith::ConstantOp c,
                                        mlir::Value tensor,
                                        llvm::ArrayRef<smt::Expr> index);

  mlir::FailureOr<std::vector<smt::Expr>> computeSizes(mlir::Value tensor);
  /// The sizes `op` gives its result `tensor` (of `type`) by its operands,
  /// before the type's static sizes are checked against them; the
  /// conditions they need added.
  mlir::FailureOr<std::vector<smt::Expr>>
  derivedSizes(mlir::Operation *op, mlir::Value tensor,
               mlir::RankedTensorType type);
  mlir::FailureOr<std::vector<smt::Expr>> padSizes(mlir::tensor::PadOp pad);
  mlir::FailureOr<std::vector<smt::Expr>>
  extractSliceSizes(mlir::tensor::ExtractSliceOp slice);
  mlir::FailureOr<std::vector<smt::Expr>>
  insertSliceSizes(mlir::tensor::InsertSliceOp insert);
  mlir::FailureOr<std::vector<smt::Expr>>
  expandShapeSizes(mlir::tensor::ExpandShapeOp expand);
  mlir::FailureOr<std::vector<smt::Expr>>
  collapseShapeSizes(mlir::tensor::CollapseShapeOp collapse);
  mlir::FailureOr<std::vector<smt::Expr>>
  concatSizes(mlir::tensor::ConcatOp concat);
  /// Sizes from the type, dynamic ones from the op's size operands.
  mlir::FailureOr<std::vector<smt::Expr>>
  typedSizes(mlir::Operation *op, mlir::RankedTensorType type);
  /// Adds the condition that each of `values` is at least 0.
  void conditionNotNegative(llvm::ArrayRef<smt::Expr> values,
                            ConditionKind kind = ConditionKind::NegativeSize);
  mlir::FailureOr<smt::Expr> index(mlir::OpFoldResult ofr);
  mlir::FailureOr<std::vector<smt::Expr>>
  indices(llvm::ArrayRef<mlir::OpFoldResult> ofrs);
  mlir::FailureOr<std::vector<smt::Expr>> loopSizes(mlir::Operation *linalgOp);
  mlir::FailureOr<Term> linalgElement(mlir::OpResult result,
                                      llvm::ArrayRef<smt::Expr> index);
  /// Binds the loops the output map of `init` names to `index` (a loop
  /// named twice, or a constant, adds to `written`: where the element is
  /// written); fails on other map results.
  mlir::LogicalResult bindOutputLoops(mlir::linalg::LinalgOp op,
                                      mlir::OpOperand *init,
                                      llvm::ArrayRef<smt::Expr> index,
                                      std::vector<smt::Expr> &loops,
                                      smt::Expr &written);
  /// Where a fold's body (and the joint fold's `others`) is defined over
  /// `domain`: a premise for every point of the unfused function's (its
  /// conditions on the accumulators `accs` trusted), at a free point of the
  /// fused one's.
  smt::Expr foldBodyDefined(const smt::Expr &domain, const Term &body,
                            llvm::ArrayRef<Term> others,
                            llvm::ArrayRef<smt::Expr> accs,
                            llvm::ArrayRef<smt::Expr> bound);
  /// `step` (over `bound` and `acc`) applied in loop order from `init`
  /// over every point of `sizes`, where `unrollFolds` is set and they are
  /// numerals with at most kMaxUnrolled points; nullopt otherwise.
  std::optional<smt::Expr> unrolled(const smt::Expr &init,
                                    llvm::ArrayRef<smt::Expr> bound,
                                    llvm::ArrayRef<smt::Expr> sizes,
                                    const smt::Expr &acc,
                                    const smt::Expr &step);
  /// fold(init, sizes, lambda (bound, acc). step): `step` applied in loop
  /// order over the points of `sizes`, unrolled where it may be (an
  /// uninterpreted function of its arguments otherwise).
  /// `kind` names folds that must not be compared with a linalg op's as
  /// uninterpreted functions (their lambdas take another form for the
  /// same values): "fold.<kind>.<type>.<n>" has another shape.
  smt::Expr fold(const smt::Expr &init, llvm::ArrayRef<smt::Expr> bound,
                 llvm::ArrayRef<smt::Expr> sizes, const smt::Expr &acc,
                 const smt::Expr &step, mlir::Type type,
                 llvm::StringRef kind = "");
  /// The loops of linalg op `op` its output `init`'s map leaves out.
  std::vector<unsigned> missingLoops(mlir::Operation *op,
                                     mlir::OpOperand *init);
  /// `operand` of linalg op `op` read at loop point `loops` through its
  /// map (in bounds where the map results are loops; checked elsewhere).
  mlir::FailureOr<Term> readThroughMap(mlir::Operation *op,
                                       mlir::OpOperand &operand,
                                       llvm::ArrayRef<smt::Expr> loops);
  /// What the payload of `op` reads from output `init` at loop point
  /// `loops`: the init where each element is visited once; otherwise what
  /// the earlier visits wrote (a fold of that result's body over the loops
  /// its map leaves out, up to `loops`), as a bufferized op computes it.
  mlir::FailureOr<Term> outsState(mlir::Operation *op, mlir::OpOperand *init,
                                  llvm::ArrayRef<smt::Expr> loops,
                                  unsigned nesting);
  /// Whether output `init` of `op` is folded over the `reduced` loops with
  /// the result they are reduced for (its map names none of them, and
  /// leaves some loop out): an accumulator of a joint fold. One whose map
  /// names a reduced loop is written once per point instead.
  bool foldedJointly(mlir::linalg::LinalgOp op, mlir::OpOperand &init,
                     llvm::ArrayRef<unsigned> reduced);
  /// The results folded jointly with result `r`, their bodies and
  /// accumulators (of `accs`, one per result).
  struct JointBodies {
    std::vector<unsigned> results;
    std::vector<Term> bodies;
    std::vector<smt::Expr> accs;
  };
  /// Fills `out` where `t` (r's body in `payload`) reads another result's
  /// accumulator, leaves it empty where it does not; fails where a joined
  /// body has no term.
  mlir::LogicalResult jointBodies(mlir::linalg::LinalgOp op, unsigned r,
                                  llvm::ArrayRef<unsigned> reduced,
                                  const Term &t, llvm::ArrayRef<smt::Expr> accs,
                                  Payload &payload, JointBodies &out);
  /// Result `r` of a reduction whose results read each other's
  /// accumulators: one fold of the `joined` results (those whose output
  /// maps leave out the reduced loops; `accs` and `bodies` theirs) at once.
  mlir::FailureOr<Term>
  jointFold(mlir::Operation *op, unsigned r, llvm::ArrayRef<unsigned> joined,
            llvm::ArrayRef<smt::Expr> loops, llvm::ArrayRef<unsigned> reduced,
            llvm::ArrayRef<smt::Expr> loopSize, llvm::ArrayRef<smt::Expr> bound,
            llvm::ArrayRef<smt::Expr> accs, llvm::ArrayRef<Term> bodies,
            const smt::Expr &domain, const smt::Expr &bodyDefined,
            const smt::Expr &written, const Term &initTerm);
  //===-- Loop nests (LoopTerms.cpp) -------------------------------------===//
  /// A perfect nest of scf.for / scf.forall loops writing one result: each
  /// loop's body passes its iter_arg to the next loop, the innermost
  /// inserts one tile into it. Terms over free induction variables `x`.
  struct LoopNest;
  /// The free variable of a loop's induction variable.
  smt::Expr inductionVariable(mlir::BlockArgument iv);
  /// An scf.for / scf.forall's induction variables with their bounds.
  struct LoopBounds {
    smt::Expr x, lb, ub, step;
  };
  mlir::FailureOr<std::vector<LoopBounds>> loopBounds(mlir::Operation *loop);
  mlir::FailureOr<LoopNest *> loopNest(mlir::Operation *loop, unsigned result);
  /// The nest's tile: its offsets and sizes from its leaf, each loop's
  /// variable solving one dim's offset (dimOf, coeff, rest), and the
  /// assumption that no other iteration writes into a tile; fails (with
  /// why) on strides, offsets not affine in one variable, or a dim solved
  /// twice.
  mlir::LogicalResult solveTileOffsets(LoopNest &nest);
  /// Where no variable solves a tile's offsets (a maximum, a floordiv,
  /// one loop driving two dims) in a nest with few iterations of numeral
  /// bounds: every iteration, in order, for the element as the last one
  /// whose tile holds it wrote it (an scf.forall's in any order: where
  /// two write one element, the race query refutes). Fails elsewhere.
  mlir::LogicalResult enumerateIterations(LoopNest &nest);
  /// A result element of a nest whose iterations are enumerated.
  mlir::FailureOr<Term> enumeratedElement(LoopNest &nest, mlir::Value result,
                                          llvm::ArrayRef<smt::Expr> index);
  /// The nest an iter_arg (shared output) belongs to, built from the
  /// outermost loop of its perfect nest where it is not yet.
  mlir::FailureOr<LoopNest *> nestOfIterArg(mlir::BlockArgument arg);
  /// "shared output 1 of scf.forall #2" (the function's second, in the
  /// order its ops are walked).
  static std::string describeWriter(mlir::Operation *forall, unsigned output);
  /// Result `result` of an scf.for / scf.forall at `index`: the tile of
  /// the one iteration whose tile holds `index` (solved from the tile
  /// offsets, affine in the induction variables), the init elsewhere.
  mlir::FailureOr<Term> loopElement(mlir::OpResult result,
                                    llvm::ArrayRef<smt::Expr> index);
  /// A loop's iter_arg read at `index` inside an iteration: inside that
  /// iteration's tile, what earlier iterations of a loop that moves none of
  /// the tiles wrote there (earlierWrites), the init's element where no
  /// such loop runs more than once; undefined outside the tile.
  mlir::FailureOr<Term> iterArgElement(mlir::BlockArgument arg,
                                       llvm::ArrayRef<smt::Expr> index);
  /// What earlier iterations of loop `m` of `nest` (which moves none of
  /// its tiles) left at `index` of its output, for a read inside the
  /// current iteration: a fold of the tile's element over the iterations
  /// before it, from `init` (the last one's element where the tile does
  /// not read what it rewrites).
  /// The element of `nest`'s tile at `local` (`index` of its output),
  /// built inside a fold at `depth` whose accumulator `acc` stands for
  /// that output's element at `index`.
  mlir::FailureOr<Term> accumulatingTileElement(LoopNest &nest,
                                                llvm::ArrayRef<smt::Expr> index,
                                                llvm::ArrayRef<smt::Expr> local,
                                                const smt::Expr &acc,
                                                unsigned depth);
  /// A fold's definedness: `init`'s, and `body` (over `bound` and `acc`)
  /// in `domain` for every iteration where bodies are trusted (its
  /// conditions on the accumulator excepted), at a free one otherwise.
  smt::Expr foldDefined(const smt::Expr &init, llvm::ArrayRef<smt::Expr> bound,
                        const smt::Expr &domain, const smt::Expr &body,
                        const smt::Expr &acc);
  mlir::FailureOr<Term> earlierWrites(LoopNest &nest, unsigned m,
                                      llvm::ArrayRef<smt::Expr> index,
                                      const Term &init);
  /// `t` (an element of `tensor` at `index`) with the facts `index` being
  /// in bounds gives written in (0 <= i true, size <= i false): the
  /// conditions of a tile holding the index fold where only the bounds
  /// decide them.
  Term inBoundsAt(mlir::Value tensor, llvm::ArrayRef<smt::Expr> index,
                  const Term &t);
  /// Whether `holds` (over `index`) is true wherever `index` is in the
  /// bounds of `tensor`, for all sizes: a small query of its own.
  bool coversAll(mlir::Value tensor, llvm::ArrayRef<smt::Expr> index,
                 const smt::Expr &holds);
  /// Its budget, in Z3's resource units (so the terms built do not depend
  /// on the machine's load); the wall clock only as a safety net far above
  /// it.
  static constexpr uint64_t kDecideRlimit = 20000;
  static constexpr unsigned kDecideTimeoutMs = 5000;
  std::unique_ptr<smt::Solver> decider;
  /// Where `op` runs: every iteration of the loops around it (lb <= x <
  /// ub on the grid) where the conditions of the scf.if around it hold;
  /// null where a bound or condition has no term.
  smt::Expr reached(mlir::Operation *op);
  /// The free variables of the induction variables of the loops around
  /// `op`, innermost first.
  std::vector<smt::Expr> enclosingInductionVariables(mlir::Operation *op);
  /// The conditions of `op` reading its operands in bounds through map
  /// results that are not a single loop (a constant, d1 + d2), over its
  /// loops' sizes.
  void accessConditions(mlir::Operation *op, llvm::ArrayRef<smt::Expr> loops);
  /// The conditions of a slice (`offsets`, `sizes`, `strides`) of a
  /// tensor of sizes `whole`: its sizes non-negative, the slice within the
  /// tensor where it is not empty and, for a slice `inserted`, its sizes
  /// those of the dims the slice keeps (not `dropped`).
  void sliceConditions(llvm::ArrayRef<smt::Expr> whole,
                       llvm::ArrayRef<smt::Expr> offsets,
                       llvm::ArrayRef<smt::Expr> sizes,
                       llvm::ArrayRef<smt::Expr> strides,
                       const llvm::SmallBitVector &dropped,
                       std::optional<llvm::ArrayRef<smt::Expr>> inserted);
  /// The sizes conditions of a tensor.parallel_insert_slice.
  void insertConditions(mlir::Operation *insert);

  mlir::FailureOr<Term> regionYield(mlir::Region &region,
                                    llvm::ArrayRef<smt::Expr> index);
  mlir::FailureOr<Term> failWith(const llvm::Twine &reason);
  smt::Expr inBounds(llvm::ArrayRef<smt::Expr> index,
                     llvm::ArrayRef<smt::Expr> sizes) {
    return equiv::inBounds(ctx, index, sizes);
  }

  smt::Context &ctx;
  ScalarTerms &scalars;
  const FunctionInputs &inputs;
  bool trustBodies;
  unsigned foldDepth = 0;
  std::vector<smt::Expr> conditions;
  std::vector<ConditionKind> kinds; // of each condition
  llvm::DenseSet<size_t> unguarded;
  /// A condition of the op on top of `computing`, asked where it runs.
  void addCondition(const smt::Expr &c, ConditionKind kind);
  /// A `cf.assert`'s condition: a premise of the unfused function, an
  /// obligation of the fused one.
  void assertCondition(mlir::cf::AssertOp op);
  std::vector<mlir::Operation *> computing;
  llvm::DenseMap<mlir::Operation *, smt::Expr> guards;
  std::vector<smt::Expr> assumptions;
  llvm::DenseMap<mlir::Value, smt::Expr> inductionVars;
  std::map<std::pair<mlir::Operation *, unsigned>, std::shared_ptr<LoopNest>>
      nests;
  /// The nests in the order they were built.
  std::vector<LoopNest *> builtNests;
  llvm::DenseMap<mlir::Value, LoopNest *> nestOf;
  /// Set while nests are built only for their races (buildForallNests).
  bool buildingRaceOnly = false;
  /// The nests whose tiles are being read iteration by iteration
  /// (enumeratedElement): a read of their output there is what the
  /// iterations before left, named by two functions of the index (its
  /// value and whether it is defined), replaced iteration by iteration.
  struct Enumerating {
    LoopNest *nest;
    smt::Func value, defined;
    std::string valueName, definedName;
  };
  std::vector<Enumerating> enumerating;
  unsigned enumerations = 0;
  /// The tiled reductions being folded: their nest, the element and its
  /// accumulator.
  struct Folding {
    LoopNest *nest;
    std::vector<smt::Expr> index;
    smt::Expr acc;
  };
  std::vector<Folding> folding;
  /// Whether `t` names the accumulator of a fold in progress, or the
  /// output of a nest being enumerated: then it means what it does only
  /// there, and is not cached.
  bool readsFoldAccumulator(const Term &t) const;
  llvm::DenseMap<mlir::Value, std::vector<smt::Expr>> sizeCache;
  llvm::DenseMap<mlir::Value, Term> scalarCache;
  llvm::DenseMap<mlir::Operation *, std::vector<smt::Expr>> loopSizeCache;
  /// (tensor, ids of the index terms) -> (the index terms, kept alive so
  /// that their ids stay theirs, and the element).
  std::map<std::pair<const void *, std::vector<unsigned>>,
           std::pair<std::vector<smt::Expr>, Term>>
      elementCache;
};

} // namespace fusefuzz::equiv

#endif
