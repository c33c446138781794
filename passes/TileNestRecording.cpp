//===- TileNestRecording.cpp ----------------------------------------------===//
#include "passes/TileNestRecording.h"
#include "passes/IndexTracer.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

//===----------------------------------------------------------------------===//
// TileIndex
//===----------------------------------------------------------------------===//

TileIndex TileIndex::op(Kind k, std::vector<TileIndex> args) {
  TileIndex t;
  t.kind = k;
  t.args = std::move(args);
  return t;
}

bool TileIndex::known() const {
  if (kind == Unknown)
    return false;
  return llvm::all_of(args, [](const TileIndex &a) { return a.known(); });
}

bool TileIndex::usesIv(unsigned iv) const {
  if (kind == Iv)
    return value == iv;
  return llvm::any_of(args, [&](const TileIndex &a) { return a.usesIv(iv); });
}

std::string fusefuzz::describeTileIndex(const TileIndex &t,
                                        const SymbolNames &symbols) {
  auto arg = [&](unsigned i) { return describeTileIndex(t.args[i], symbols); };
  switch (t.kind) {
  case TileIndex::Unknown:
    return "?";
  case TileIndex::Const:
    return std::to_string(t.value);
  case TileIndex::Iv:
    return "iv" + std::to_string(t.value);
  case TileIndex::Symbol:
    return t.value < (int64_t)symbols.names.size() ? symbols.names[t.value]
                                                   : "s?";
  case TileIndex::Add:
    return "(" + arg(0) + " + " + arg(1) + ")";
  case TileIndex::Mul:
    return arg(0) + " * " + arg(1);
  case TileIndex::FloorDiv:
    return arg(0) + " floordiv " + arg(1);
  case TileIndex::CeilDiv:
    return arg(0) + " ceildiv " + arg(1);
  case TileIndex::Mod:
    return arg(0) + " mod " + arg(1);
  case TileIndex::Min:
  case TileIndex::Max: {
    std::string out = t.kind == TileIndex::Min ? "min(" : "max(";
    for (unsigned i = 0; i < t.args.size(); ++i)
      out += (i ? ", " : "") + arg(i);
    return out + ")";
  }
  }
  return "?";
}

static TileIndex fromAffine(AffineExpr e, ArrayRef<TileIndex> dims,
                            ArrayRef<TileIndex> syms) {
  if (!e)
    return {};
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return TileIndex::constant(c.getValue());
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return d.getPosition() < dims.size() ? dims[d.getPosition()] : TileIndex();
  if (auto s = dyn_cast<AffineSymbolExpr>(e))
    return s.getPosition() < syms.size() ? syms[s.getPosition()] : TileIndex();
  auto bin = cast<AffineBinaryOpExpr>(e);
  TileIndex lhs = fromAffine(bin.getLHS(), dims, syms),
            rhs = fromAffine(bin.getRHS(), dims, syms);
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return TileIndex::op(TileIndex::Add, {lhs, rhs});
  case AffineExprKind::Mul:
    return TileIndex::op(TileIndex::Mul, {lhs, rhs});
  case AffineExprKind::FloorDiv:
    return TileIndex::op(TileIndex::FloorDiv, {lhs, rhs});
  case AffineExprKind::CeilDiv:
    return TileIndex::op(TileIndex::CeilDiv, {lhs, rhs});
  case AffineExprKind::Mod:
    return TileIndex::op(TileIndex::Mod, {lhs, rhs});
  default:
    return {};
  }
}

//===----------------------------------------------------------------------===//
// Reading one nest
//===----------------------------------------------------------------------===//

namespace {

bool isTileLoop(Operation *op) { return isa<scf::ForOp, scf::ForallOp>(op); }

/// Ops a tiling leaves between loops and around tiled ops: index
/// arithmetic and shape queries, nothing that computes tensors.
bool isIndexOp(Operation *op) {
  return isa<arith::ConstantOp, affine::AffineApplyOp, affine::AffineMinOp,
             affine::AffineMaxOp, tensor::DimOp, arith::AddIOp, arith::SubIOp,
             arith::MulIOp, arith::MinSIOp, arith::MaxSIOp, arith::MinUIOp,
             arith::MaxUIOp>(op) ||
         op->hasTrait<OpTrait::IsTerminator>();
}

class NestReader {
public:
  NestReader(Operation *outermost, TileNestRecord &record)
      : outermost(outermost), record(record),
        tracer(outermost->getContext(), record.symbols) {}

  void read();
  /// The tiled structured ops, in the order of TileNestRecord::ops.
  llvm::ArrayRef<Operation *> tiledOpList() const { return tiledOpsInOrder; }

private:
  bool inside(Value v) const {
    Operation *owner = isa<BlockArgument>(v)
                           ? cast<BlockArgument>(v).getOwner()->getParentOp()
                           : v.getDefiningOp();
    return owner && outermost->isAncestor(owner);
  }
  void unsupported(const std::string &why) {
    if (record.unsupported.empty())
      record.unsupported = why;
  }
  void addLoops(Operation *loop);
  TileIndex index(Value v, unsigned depth = 0);
  TileIndex fold(OpFoldResult ofr) {
    if (std::optional<int64_t> c = getConstantIntValue(ofr))
      return TileIndex::constant(*c);
    return index(cast<Value>(ofr));
  }
  TileIndex outsideIndex(AffineExpr e) {
    SmallVector<TileIndex> syms;
    for (unsigned i = 0; i < record.symbols.names.size(); ++i)
      syms.push_back({TileIndex::Symbol, (int64_t)i, {}});
    return fromAffine(e, {}, syms);
  }
  TileIndex dimOf(Value tensor, unsigned d, unsigned depth);
  std::vector<TileIndex> sizesOf(Value tensor) {
    std::vector<TileIndex> out;
    auto type = cast<RankedTensorType>(tensor.getType());
    for (unsigned d = 0; d < type.getRank(); ++d)
      out.push_back(dimOf(tensor, d, 0));
    return out;
  }
  /// Where a tensor of the nest lies in a whole one: `full` is a value
  /// defined outside the nest, an iter_arg (shared output) of the
  /// outermost loop, or a value computed in the nest; `offsets` (empty:
  /// all 0) place the tensor within it. Inner loops' iter_args stand for
  /// their inits, slices for their sources.
  struct Located {
    Value full;
    std::vector<TileIndex> offsets;
    bool unitStrides = true;
  };
  Located locate(Value v);
  /// The nest result a loop-carried block argument stands for.
  std::optional<int> carried(BlockArgument arg);
  /// Where the value `loop` yields at `pos` ends: a result of the nest,
  /// at `offsets` (empty: all 0) within it, through scf.for yields and
  /// (parallel_)insert_slices into enclosing loops' iter_args.
  struct Yielded {
    int nestResult = -1;
    std::vector<TileIndex> offsets;
    bool unitStrides = true;
    bool parallel = false; // some loop on the way is an scf.forall
  };
  std::optional<Yielded> yieldedAsResult(Operation *loop, unsigned pos);
  /// Sizes of nest result `k` (of the outermost loop's init).
  std::vector<TileIndex> resultSizes(unsigned k);
  TileNestRecord::Region region(OffsetSizeAndStrideOpInterface slice);
  TileNestRecord::Operand operand(Value v);
  std::optional<TileNestRecord::Write> write(OpResult result);

  Operation *outermost;
  TileNestRecord &record;
  IndexTracer tracer;
  llvm::DenseMap<Value, unsigned> ivs;
  llvm::DenseMap<Operation *, unsigned> tiledOps;
  llvm::SmallPtrSet<Operation *, 4> opaque;
  SmallVector<Operation *> tiledOpsInOrder;
  Operation *innermost = nullptr;
};

void NestReader::addLoops(Operation *loop) {
  if (auto f = dyn_cast<scf::ForOp>(loop)) {
    ivs[f.getInductionVar()] = record.loops.size();
    record.loops.push_back({index(f.getLowerBound()), index(f.getUpperBound()),
                            index(f.getStep()), false});
    return;
  }
  auto forall = cast<scf::ForallOp>(loop);
  SmallVector<OpFoldResult> lbs = forall.getMixedLowerBound(),
                            ubs = forall.getMixedUpperBound(),
                            steps = forall.getMixedStep();
  for (auto [i, iv] : llvm::enumerate(forall.getInductionVars())) {
    ivs[iv] = record.loops.size();
    record.loops.push_back({fold(lbs[i]), fold(ubs[i]), fold(steps[i]), true});
  }
}

TileIndex NestReader::index(Value v, unsigned depth) {
  if (depth > 32)
    return {};
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return TileIndex::constant(*c);
  if (auto it = ivs.find(v); it != ivs.end())
    return {TileIndex::Iv, (int64_t)it->second, {}};
  if (!inside(v))
    return outsideIndex(tracer.value(v));
  Operation *def = v.getDefiningOp();
  if (!def)
    return {};
  auto applyMap = [&](AffineMap map, ValueRange operands) {
    SmallVector<TileIndex> dims, syms;
    for (auto [i, operand] : llvm::enumerate(operands))
      (i < map.getNumDims() ? dims : syms).push_back(index(operand, depth + 1));
    std::vector<TileIndex> results;
    for (AffineExpr e : map.getResults())
      results.push_back(fromAffine(e, dims, syms));
    return results;
  };
  auto binary = [&](TileIndex::Kind k, Value a, Value b, int64_t scaleB = 1) {
    TileIndex rhs = index(b, depth + 1);
    if (scaleB != 1)
      rhs = TileIndex::op(TileIndex::Mul, {rhs, TileIndex::constant(scaleB)});
    return TileIndex::op(k, {index(a, depth + 1), rhs});
  };
  return llvm::TypeSwitch<Operation *, TileIndex>(def)
      .Case([&](affine::AffineApplyOp op) {
        return applyMap(op.getAffineMap(), op.getMapOperands())[0];
      })
      .Case([&](affine::AffineMinOp op) {
        return TileIndex::op(TileIndex::Min,
                             applyMap(op.getAffineMap(), op.getMapOperands()));
      })
      .Case([&](affine::AffineMaxOp op) {
        return TileIndex::op(TileIndex::Max,
                             applyMap(op.getAffineMap(), op.getMapOperands()));
      })
      .Case([&](arith::AddIOp op) {
        return binary(TileIndex::Add, op.getLhs(), op.getRhs());
      })
      .Case([&](arith::SubIOp op) {
        return binary(TileIndex::Add, op.getLhs(), op.getRhs(), -1);
      })
      .Case([&](arith::MulIOp op) {
        return binary(TileIndex::Mul, op.getLhs(), op.getRhs());
      })
      .Case<arith::MinSIOp, arith::MinUIOp>([&](Operation *op) {
        return binary(TileIndex::Min, op->getOperand(0), op->getOperand(1));
      })
      .Case<arith::MaxSIOp, arith::MaxUIOp>([&](Operation *op) {
        return binary(TileIndex::Max, op->getOperand(0), op->getOperand(1));
      })
      .Case([&](tensor::DimOp op) {
        std::optional<int64_t> d = op.getConstantIndex();
        return d ? dimOf(op.getSource(), *d, depth + 1) : TileIndex();
      })
      .Default([](Operation *) { return TileIndex(); });
}

TileIndex NestReader::dimOf(Value tensor, unsigned d, unsigned depth) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || d >= type.getRank() || depth > 32)
    return {};
  if (!type.isDynamicDim(d))
    return TileIndex::constant(type.getDimSize(d));
  if (!inside(tensor))
    return outsideIndex(tracer.dim(tensor, d));
  if (auto arg = dyn_cast<BlockArgument>(tensor)) {
    Operation *loop = arg.getOwner()->getParentOp();
    if (auto f = dyn_cast<scf::ForOp>(loop))
      if (OpOperand *init = f.getTiedLoopInit(arg))
        return dimOf(init->get(), d, depth + 1);
    if (auto forall = dyn_cast<scf::ForallOp>(loop))
      if (OpOperand *init = forall.getTiedOpOperand(arg))
        return dimOf(init->get(), d, depth + 1);
    return {};
  }
  Operation *def = tensor.getDefiningOp();
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
    if (slice.getSourceType().getRank() != type.getRank())
      return {};
    return fold(slice.getMixedSizes()[d]);
  }
  if (auto empty = dyn_cast<tensor::EmptyOp>(def))
    return index(empty.getDynamicSize(d), depth + 1);
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(def))
    return dimOf(dps.getDpsInits()[cast<OpResult>(tensor).getResultNumber()], d,
                 depth + 1);
  return {};
}

/// Adds `more` to `offsets` (empty: all 0) element by element.
static void shift(std::vector<TileIndex> &offsets,
                  const std::vector<TileIndex> &more) {
  if (offsets.empty()) {
    offsets = more;
    return;
  }
  for (size_t j = 0; j < offsets.size() && j < more.size(); ++j)
    offsets[j] = TileIndex::op(TileIndex::Add, {offsets[j], more[j]});
}

/// The init tied to a loop's iter_arg or shared output (null otherwise).
static Value tiedInit(BlockArgument arg) {
  Operation *loop = arg.getOwner()->getParentOp();
  OpOperand *tied = nullptr;
  if (auto f = dyn_cast<scf::ForOp>(loop))
    tied = f.getTiedLoopInit(arg);
  else if (auto forall = dyn_cast<scf::ForallOp>(loop))
    tied = forall.getTiedOpOperand(arg);
  return tied ? tied->get() : Value();
}

NestReader::Located NestReader::locate(Value v) {
  Located l{v, {}, true};
  for (unsigned depth = 0; depth < 64 && inside(l.full); ++depth) {
    if (auto arg = dyn_cast<BlockArgument>(l.full)) {
      if (arg.getOwner()->getParentOp() == outermost)
        break;
      Value init = tiedInit(arg);
      if (!init)
        break;
      l.full = init;
      continue;
    }
    auto slice = l.full.getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || slice.getSourceType().getRank() != slice.getType().getRank())
      break;
    TileNestRecord::Region r = region(slice);
    shift(l.offsets, r.offsets);
    l.unitStrides &= r.unitStrides;
    l.full = slice.getSource();
  }
  return l;
}

std::optional<int> NestReader::carried(BlockArgument arg) {
  auto base = dyn_cast<BlockArgument>(locate(arg).full);
  if (!base || base.getOwner()->getParentOp() != outermost || !tiedInit(base))
    return std::nullopt;
  unsigned numIvs =
      isa<scf::ForOp>(outermost) ? 1 : cast<scf::ForallOp>(outermost).getRank();
  return base.getArgNumber() - numIvs;
}

std::optional<NestReader::Yielded> NestReader::yieldedAsResult(Operation *loop,
                                                               unsigned pos) {
  Yielded y;
  y.parallel = isa<scf::ForallOp>(loop);
  for (unsigned depth = 0; loop != outermost; ++depth) {
    Operation *parent = loop->getParentOp();
    if (depth > 32 || !isTileLoop(parent))
      return std::nullopt;
    Value result = loop->getResult(pos);
    std::optional<unsigned> next;
    for (OpOperand &use : result.getUses()) {
      Operation *user = use.getOwner();
      if (auto f = dyn_cast<scf::ForOp>(parent)) {
        auto yield = cast<scf::YieldOp>(f.getBody()->getTerminator());
        if (user == yield.getOperation()) {
          next = use.getOperandNumber();
          break;
        }
        // Inserted into an iter_arg, and yielded where that iter_arg is.
        auto insert = dyn_cast<tensor::InsertSliceOp>(user);
        if (!insert || insert.getSource() != result ||
            insert.getSourceType().getRank() != insert.getDestType().getRank())
          continue;
        auto dest = dyn_cast<BlockArgument>(insert.getDest());
        if (!dest || dest.getOwner() != f.getBody() || dest.getArgNumber() < 1)
          continue;
        unsigned p = dest.getArgNumber() - 1;
        if (yield.getOperand(p) != insert.getResult())
          continue;
        TileNestRecord::Region r = region(insert);
        shift(y.offsets, r.offsets);
        y.unitStrides &= r.unitStrides;
        next = p;
        break;
      }
      auto forall = cast<scf::ForallOp>(parent);
      auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(user);
      if (!insert || insert.getSource() != result ||
          insert.getSourceType().getRank() != insert.getDestType().getRank())
        continue;
      auto dest = dyn_cast<BlockArgument>(insert.getDest());
      if (!dest || dest.getOwner()->getParentOp() != forall)
        continue;
      TileNestRecord::Region r = region(insert);
      shift(y.offsets, r.offsets);
      y.unitStrides &= r.unitStrides;
      y.parallel = true;
      next = dest.getArgNumber() - forall.getRank();
      break;
    }
    if (!next)
      return std::nullopt;
    pos = *next;
    loop = parent;
  }
  y.nestResult = pos;
  return y;
}

std::vector<TileIndex> NestReader::resultSizes(unsigned k) {
  ValueRange inits = cast<LoopLikeOpInterface>(outermost).getInits();
  return k < inits.size() ? sizesOf(inits[k]) : std::vector<TileIndex>();
}

TileNestRecord::Region
NestReader::region(OffsetSizeAndStrideOpInterface slice) {
  TileNestRecord::Region r;
  for (OpFoldResult o : slice.getMixedOffsets())
    r.offsets.push_back(fold(o));
  for (OpFoldResult s : slice.getMixedSizes())
    r.sizes.push_back(fold(s));
  for (OpFoldResult s : slice.getMixedStrides())
    r.unitStrides &= isConstantIntValue(s, 1);
  return r;
}

TileNestRecord::Operand NestReader::operand(Value v) {
  using Operand = TileNestRecord::Operand;
  Operand o;
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type) {
    o.source = Operand::Scalar;
    return o;
  }
  // A whole tensor (what `locate` found): where it lives.
  auto classify = [&](Value full, Operand &o) {
    if (!inside(full)) {
      o.source = Operand::Outside;
      return;
    }
    if (auto arg = dyn_cast<BlockArgument>(full)) {
      if (std::optional<int> result = carried(arg)) {
        o.source = Operand::Carried;
        o.nestResult = *result;
      }
      return;
    }
    if (auto res = dyn_cast<OpResult>(full)) {
      if (auto it = tiledOps.find(res.getOwner()); it != tiledOps.end()) {
        o.source = Operand::InNest;
        o.producer = it->second;
        o.result = res.getResultNumber();
      } else if (opaque.contains(res.getOwner())) {
        o.source = Operand::Opaque;
      }
    }
  };
  // A slice of what a tiled op just inserted into a carried value reads
  // that op's tile (at the offsets relative to the insert).
  if (auto slice = v.getDefiningOp<tensor::ExtractSliceOp>();
      slice && inside(v))
    if (auto insert = slice.getSource().getDefiningOp<tensor::InsertSliceOp>();
        insert && inside(insert.getResult()) &&
        insert.getSourceType().getRank() == type.getRank() &&
        slice.getSourceType().getRank() == type.getRank()) {
      classify(insert.getSource(), o);
      if (o.source != Operand::InNest)
        return Operand{};
      o.region = region(slice);
      TileNestRecord::Region at = region(insert);
      for (size_t j = 0; j < o.region.offsets.size(); ++j)
        o.region.offsets[j] = TileIndex::op(
            TileIndex::Add,
            {o.region.offsets[j],
             TileIndex::op(TileIndex::Mul,
                           {at.offsets[j], TileIndex::constant(-1)})});
      o.region.unitStrides &= at.unitStrides;
      return o;
    }
  Located at = locate(v);
  classify(at.full, o);
  if (o.source == Operand::Untraced || o.source == Operand::Opaque)
    return o;
  // Outside, Carried: in the whole tensor; InNest: in the producer's tile
  // result.
  o.region.sizes = sizesOf(v);
  o.region.offsets = at.offsets;
  if (o.region.offsets.empty())
    o.region.offsets.assign(o.region.sizes.size(), TileIndex::constant(0));
  o.region.unitStrides = at.unitStrides;
  if (o.source != Operand::InNest)
    o.fullSizes = sizesOf(at.full);
  return o;
}

std::optional<TileNestRecord::Write> NestReader::write(OpResult result) {
  // Where the tiled op's result goes in innermost's carried value: at
  // `at` (empty: the whole value), then on through the loops.
  auto written = [&](BlockArgument dest, unsigned pos,
                     std::optional<TileNestRecord::Region> at,
                     bool parallel) -> std::optional<TileNestRecord::Write> {
    std::optional<Yielded> y = yieldedAsResult(innermost, pos);
    if (!y || y->nestResult != carried(dest))
      return std::nullopt;
    TileNestRecord::Write w;
    w.nestResult = y->nestResult;
    if (at) {
      w.region = *at;
    } else {
      w.region.sizes = sizesOf(dest);
      w.region.offsets.assign(w.region.sizes.size(), TileIndex::constant(0));
    }
    if (!y->offsets.empty())
      for (size_t j = 0; j < w.region.offsets.size(); ++j)
        w.region.offsets[j] =
            TileIndex::op(TileIndex::Add, {y->offsets[j], w.region.offsets[j]});
    w.region.unitStrides &= y->unitStrides;
    w.fullSizes = resultSizes(w.nestResult);
    w.parallel = parallel || y->parallel;
    w.read = !outermost->getResult(w.nestResult).use_empty();
    return w;
  };
  for (OpOperand &use : result.getUses()) {
    Operation *user = use.getOwner();
    auto loop = dyn_cast<scf::ForOp>(innermost);
    if (auto yield = dyn_cast<scf::YieldOp>(user);
        yield && loop && yield->getParentOp() == loop) {
      // Yielded whole: the op wrote the whole carried tensor.
      unsigned pos = use.getOperandNumber();
      if (auto w =
              written(loop.getRegionIterArgs()[pos], pos, std::nullopt, false))
        return w;
      continue;
    }
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(user)) {
      auto dest = dyn_cast<BlockArgument>(insert.getDest());
      if (!loop || insert.getSource() != result || !dest ||
          dest.getOwner()->getParentOp() != loop ||
          insert.getSourceType().getRank() != insert.getDestType().getRank())
        continue;
      // Yielded at the position of the iter_arg it updates.
      unsigned pos = dest.getArgNumber() - 1;
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      if (yield.getOperand(pos) != insert.getResult())
        continue;
      if (auto w = written(dest, pos, region(insert), false))
        return w;
      continue;
    }
    if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(user)) {
      auto dest = dyn_cast<BlockArgument>(insert.getDest());
      auto forall = dyn_cast<scf::ForallOp>(innermost);
      if (!forall || insert.getSource() != result || !dest ||
          dest.getOwner()->getParentOp() != forall ||
          insert.getSourceType().getRank() != insert.getDestType().getRank())
        continue;
      unsigned pos = dest.getArgNumber() - forall.getRank();
      if (auto w = written(dest, pos, region(insert), true))
        return w;
    }
  }
  return std::nullopt;
}

/// Ops of `body` whose results nothing live reads and that have no other
/// effect (what a declined upstream fusion may leave behind): they cannot
/// change a result, so the nest is read without them.
static llvm::SmallPtrSet<Operation *, 8> deadOps(Block &body) {
  llvm::SmallPtrSet<Operation *, 8> dead;
  for (Operation &op : llvm::reverse(body)) {
    if (op.hasTrait<OpTrait::IsTerminator>() || !wouldOpBeTriviallyDead(&op))
      continue;
    if (llvm::all_of(op.getUsers(),
                     [&](Operation *user) { return dead.contains(user); }))
      dead.insert(&op);
  }
  return dead;
}

void NestReader::read() {
  // Descend through perfectly nested loops.
  Operation *loop = outermost;
  while (true) {
    addLoops(loop);
    innermost = loop;
    Block &body = loop->getRegion(0).front();
    llvm::SmallPtrSet<Operation *, 8> dead = deadOps(body);
    SmallVector<Operation *> inner;
    SmallVector<Operation *> computing;
    for (Operation &op : body) {
      if (dead.contains(&op))
        continue;
      if (isTileLoop(&op))
        inner.push_back(&op);
      else if (!isIndexOp(&op) && !isa<tensor::ExtractSliceOp>(op) &&
               (op.getNumRegions() ||
                llvm::any_of(op.getResultTypes(), llvm::IsaPred<TensorType>)))
        computing.push_back(&op);
    }
    if (inner.empty())
      break;
    // Between two levels of tiling only slices of the inner loop's inputs
    // and the insertion of its results may stand.
    bool onlyInserts = llvm::all_of(computing, [&](Operation *op) {
      auto insert = dyn_cast<tensor::InsertSliceOp>(op);
      return insert && insert.getSource().getDefiningOp() == inner.front();
    });
    if (inner.size() > 1 || !onlyInserts) {
      unsupported(inner.size() > 1
                      ? "several loops in one loop body"
                      : "an op computing tensors between the loops of the "
                        "nest: " +
                            computing.front()->getName().getStringRef().str());
      return;
    }
    loop = inner.front();
  }
  Block &body = innermost->getRegion(0).front();
  llvm::SmallPtrSet<Operation *, 8> dead = deadOps(body);
  for (Operation &op : body) {
    if (dead.contains(&op))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (isa<linalg::PackOp, linalg::UnPackOp, linalg::SoftmaxOp>(op) &&
        record.unmodelled.empty())
      // Tiled layout ops and softmax: the end-to-end proof reads them
      // (through upstream's decompositions); here they are opaque, and
      // the step is not proved whole.
      record.unmodelled = "a tiled " + op.getName().getStringRef().str() +
                          " (the step proofs model structured ops and pads)";
    if (!linalgOp) {
      // Ops computing tensors the recorder does not model (a tiled pad's
      // scf.if): what reads them gets `unknown` for that operand.
      if (!isIndexOp(&op) &&
          !isa<tensor::ExtractSliceOp, tensor::InsertSliceOp, tensor::EmptyOp>(
              op))
        opaque.insert(&op);
      continue;
    }
    TileNestRecord::Op rec;
    rec.name = llvm::formatv("{0} #{1}", op.getName().getStringRef(),
                             record.ops.size())
                   .str();
    rec.maps = linalgOp.getIndexingMapsArray();
    for (utils::IteratorType t : linalgOp.getIteratorTypesArray())
      rec.parallel.push_back(t == utils::IteratorType::parallel);
    rec.numInputs = linalgOp.getNumDpsInputs();
    for (OpOperand &init : linalgOp.getDpsInitsMutable()) {
      rec.readsInit.push_back(linalgOp.payloadUsesValueFromOperand(&init));
      Block *body = linalgOp.getBlock();
      unsigned r = init.getOperandNumber() - rec.numInputs;
      rec.copiesInit.push_back(body &&
                               r < body->getTerminator()->getNumOperands() &&
                               body->getTerminator()->getOperand(r) ==
                                   linalgOp.getMatchingBlockArgument(&init));
    }
    for (OpOperand &o : op.getOpOperands())
      rec.operands.push_back(operand(o.get()));
    for (OpResult r : op.getResults())
      rec.writes.push_back(write(r));
    tiledOps[&op] = record.ops.size();
    tiledOpsInOrder.push_back(&op);
    record.ops.push_back(std::move(rec));
  }
}

} // namespace

/// The sizes `original`'s structured ops need equal (see
/// TileNestRecord::premises), over `record`'s symbols.
/// Whether `e` only adds loop dims and constants with non-negative
/// coefficients (its largest value over a box is at the box's last point).
static bool isMonotone(AffineExpr e) {
  if (isa<AffineDimExpr, AffineSymbolExpr>(e))
    return true;
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue() >= 0;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (e.getKind() == AffineExprKind::Add)
    return isMonotone(bin.getLHS()) && isMonotone(bin.getRHS());
  if (e.getKind() == AffineExprKind::Mul)
    return isMonotone(bin.getLHS()) && isMonotone(bin.getRHS()) &&
           (isa<AffineConstantExpr>(bin.getLHS()) ||
            isa<AffineConstantExpr>(bin.getRHS()));
  return false;
}

static void addPremises(func::FuncOp original, TileNestRecord &record) {
  IndexTracer tracer(original.getContext(), record.symbols);
  std::vector<std::pair<AffineExpr, AffineExpr>> equal, below;
  original.walk([&](linalg::LinalgOp op) {
    SmallVector<AffineExpr> extent(op.getNumLoops());
    for (OpOperand &o : op->getOpOperands()) {
      if (!isa<RankedTensorType>(o.get().getType()))
        continue;
      AffineMap map = op.getMatchingIndexingMap(&o);
      for (auto [j, e] : llvm::enumerate(map.getResults())) {
        auto d = dyn_cast<AffineDimExpr>(e);
        if (!d)
          continue;
        AffineExpr size = tracer.dim(o.get(), j);
        if (!size)
          continue;
        AffineExpr &first = extent[d.getPosition()];
        if (!first)
          first = size;
        else if (first != size)
          equal.push_back({first, size});
      }
    }
    // Other accesses, at the loops' last point.
    SmallVector<AffineExpr> last;
    for (AffineExpr size : extent)
      last.push_back(size ? size - 1 : AffineExpr());
    for (OpOperand &o : op->getOpOperands()) {
      if (!isa<RankedTensorType>(o.get().getType()))
        continue;
      AffineMap map = op.getMatchingIndexingMap(&o);
      for (auto [j, e] : llvm::enumerate(map.getResults())) {
        if (isa<AffineDimExpr>(e) || !isMonotone(e))
          continue;
        bool known = true;
        for (unsigned k = 0; k < last.size(); ++k)
          known &= !e.isFunctionOfDim(k) || bool(last[k]);
        AffineExpr size = tracer.dim(o.get(), j);
        if (!known || !size)
          continue;
        SmallVector<AffineExpr> dims;
        for (AffineExpr l : last)
          dims.push_back(l ? l : getAffineConstantExpr(0, op.getContext()));
        below.push_back({e.replaceDimsAndSymbols(dims, {}), size});
      }
    }
  });
  SmallVector<TileIndex> syms;
  for (unsigned i = 0; i < record.symbols.names.size(); ++i)
    syms.push_back({TileIndex::Symbol, (int64_t)i, {}});
  for (auto [a, b] : equal)
    record.premises.push_back(
        {fromAffine(a, {}, syms), fromAffine(b, {}, syms)});
  for (auto [a, b] : below)
    record.inBounds.push_back(
        {fromAffine(a, {}, syms), fromAffine(b, {}, syms)});
}

/// Whether `a` and `b`, values of one function, are one tensor up to CSE:
/// the same value, or results of equivalent ops over such values.
static bool sameUpToCSE(Value a, Value b, unsigned depth = 0) {
  if (a == b)
    return true;
  auto ra = dyn_cast<OpResult>(a), rb = dyn_cast<OpResult>(b);
  if (!ra || !rb || ra.getResultNumber() != rb.getResultNumber() || depth > 8 ||
      !isMemoryEffectFree(ra.getOwner()))
    return false;
  // Values of the two ops' regions (block arguments, payload results)
  // the comparison found to correspond.
  llvm::DenseMap<Value, Value> corresponding;
  return OperationEquivalence::isEquivalentTo(
      ra.getOwner(), rb.getOwner(),
      [&](Value x, Value y) {
        return success(corresponding.lookup(x) == y ||
                       sameUpToCSE(x, y, depth + 1));
      },
      [&](Value x, Value y) { corresponding[x] = y; },
      OperationEquivalence::IgnoreLocations);
}

/// The ops of the original (unfused) function by location, read once per
/// function: what the fused function's ops were cloned from (clones keep
/// the location).
class OriginalOps {
public:
  explicit OriginalOps(func::FuncOp original) : original(original) {
    original.walk([&](Operation *op) {
      if (!isa<UnknownLoc>(op->getLoc()))
        byLocation[op->getLoc()].push_back(op);
    });
  }

  /// The op `op` was cloned from: the one at its location with its name
  /// and as many operands and results, when exactly one is.
  Operation *of(Operation *op) const {
    auto it = byLocation.find(op->getLoc());
    if (it == byLocation.end())
      return nullptr;
    Operation *match = nullptr;
    for (Operation *candidate : it->second)
      if (candidate->getName() == op->getName() &&
          candidate->getNumOperands() == op->getNumOperands() &&
          candidate->getNumResults() == op->getNumResults()) {
        if (match)
          return nullptr;
        match = candidate;
      }
    return match;
  }

  /// The value `v` was cloned from: the same argument, or the same result
  /// of of() its op; null when there is none.
  Value of(Value v) const {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      bool isArgument = arg.getOwner()->isEntryBlock() &&
                        isa<func::FuncOp>(arg.getOwner()->getParentOp());
      return isArgument && arg.getArgNumber() < original.getNumArguments()
                 ? original.getArgument(arg.getArgNumber())
                 : Value();
    }
    auto result = cast<OpResult>(v);
    Operation *op = of(result.getOwner());
    return op && op->getResult(result.getResultNumber()).getType() ==
                       v.getType()
               ? op->getResult(result.getResultNumber())
               : Value();
  }

private:
  mutable func::FuncOp original;
  llvm::DenseMap<Location, SmallVector<Operation *, 1>> byLocation;
};

/// The tensors of `original` a nest reads, numbered so that equal numbers
/// are one tensor up to CSE (TileNestRecord::Op::originalInits,
/// TileNestRecord::resultInitOrigins).
struct OriginalTensors {
  SmallVector<Value> representatives;
  int number(Value v) {
    for (auto [n, r] : llvm::enumerate(representatives))
      if (sameUpToCSE(r, v))
        return n;
    representatives.push_back(v);
    return representatives.size() - 1;
  }
};

/// Each tiled op's original inits, and where each nest result's loop
/// starts, in the original program (see TileNestRecord).
static void addOriginalInits(const OriginalOps &original, Operation *outermost,
                             llvm::ArrayRef<Operation *> tiled,
                             TileNestRecord &record) {
  OriginalTensors tensors;
  for (unsigned i = 0; i < tiled.size(); ++i) {
    auto match = dyn_cast_or_null<linalg::LinalgOp>(original.of(tiled[i]));
    if (!match)
      continue;
    for (Value init : match.getDpsInits())
      record.ops[i].originalInits.push_back(tensors.number(init));
  }
  for (Value init : cast<LoopLikeOpInterface>(outermost).getInits()) {
    Value from = original.of(init);
    record.resultInitOrigins.push_back(from ? tensors.number(from) : -1);
  }
}

std::vector<FusionStep> fusefuzz::recordTileNests(func::FuncOp func,
                                                  bool withIR,
                                                  func::FuncOp original) {
  std::vector<FusionStep> steps;
  std::optional<OriginalOps> originalOps; // read at the first nest
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isTileLoop(op))
      return WalkResult::advance();
    FusionStep step;
    step.kind = FusionStep::TileNest;
    step.rule = "TileNest";
    NestReader reader(op, step.tileNest);
    reader.read();
    // A nest the recorder cannot read stays, to be reported unknown.
    if (step.tileNest.ops.empty() && step.tileNest.unsupported.empty() &&
        step.tileNest.unmodelled.empty())
      return WalkResult::skip(); // a loop without tiled ops
    step.fusionsCovered =
        step.tileNest.ops.empty() ? 0 : step.tileNest.ops.size() - 1;
    if (original) {
      addPremises(original, step.tileNest);
      if (!originalOps)
        originalOps.emplace(original);
      addOriginalInits(*originalOps, op, reader.tiledOpList(), step.tileNest);
    }
    if (withIR) {
      llvm::raw_string_ostream os(step.after);
      op->print(os);
    }
    steps.push_back(std::move(step));
    return WalkResult::skip();
  });
  return steps;
}
