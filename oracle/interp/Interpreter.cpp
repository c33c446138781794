//===- Interpreter.cpp - Functions, scf, affine and scalar ops ------------===//
#include "oracle/interp/Interpreter.h"
#include "oracle/interp/Machine.h"
#include "passes/RuntimeChecks.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::interp;

//===----------------------------------------------------------------------===//
// Affine expressions
//===----------------------------------------------------------------------===//

/// Adds `scale * e` to a linear form over dims; false when `e` is not
/// linear in them.
static bool linearize(AffineExpr e, int64_t scale, MutableArrayRef<int64_t> c,
                      int64_t &constant) {
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    c[d.getPosition()] += scale;
    return true;
  }
  if (auto k = dyn_cast<AffineConstantExpr>(e)) {
    constant += scale * k.getValue();
    return true;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (e.getKind() == AffineExprKind::Add)
    return linearize(bin.getLHS(), scale, c, constant) &&
           linearize(bin.getRHS(), scale, c, constant);
  if (e.getKind() == AffineExprKind::Mul)
    if (auto k = dyn_cast<AffineConstantExpr>(bin.getRHS()))
      return linearize(bin.getLHS(), scale * k.getValue(), c, constant);
  return false;
}

IndexingForm::IndexingForm(AffineMap map) : map(map) {
  unsigned nd = map.getNumDims();
  coeffs.assign(map.getNumResults() * nd, 0);
  consts.assign(map.getNumResults(), 0);
  linear = map.getNumSymbols() == 0;
  for (unsigned r = 0; linear && r < map.getNumResults(); ++r)
    linear = linearize(map.getResult(r), 1,
                       MutableArrayRef<int64_t>(coeffs).slice(r * nd, nd),
                       consts[r]);
  if (!linear)
    program = AffineProgram(map);
}

bool IndexingForm::apply(const int64_t *point, int64_t *out) const {
  unsigned nd = map.getNumDims(), nr = map.getNumResults();
  if (linear) {
    for (unsigned r = 0; r < nr; ++r) {
      int64_t v = consts[r];
      const int64_t *c = &coeffs[r * nd];
      for (unsigned d = 0; d < nd; ++d)
        v += c[d] * point[d];
      out[r] = v;
    }
    return true;
  }
  return program.evaluate(point, out);
}

//===----------------------------------------------------------------------===//
// Preparation
//===----------------------------------------------------------------------===//

/// Ops run by name (scalar arith/math ops, linalg ops and tensor.pad are
/// prepared separately).
static bool isStructural(llvm::StringRef name) {
  static const llvm::StringSet<> names = {"func.return",
                                          "cf.assert",
                                          "scf.for",
                                          "scf.forall",
                                          "scf.if",
                                          "scf.yield",
                                          "scf.forall.in_parallel",
                                          "affine.apply",
                                          "affine.min",
                                          "affine.max",
                                          "arith.constant",
                                          "tensor.empty",
                                          "tensor.dim",
                                          "tensor.extract_slice",
                                          "tensor.insert_slice",
                                          "tensor.parallel_insert_slice",
                                          "tensor.cast",
                                          "tensor.expand_shape",
                                          "tensor.collapse_shape",
                                          "tensor.concat",
                                          "tensor.extract",
                                          "tensor.insert",
                                          "tensor.splat"};
  return names.contains(name);
}

static LogicalResult prepareLinalg(Program &p, linalg::LinalgOp op,
                                   std::string &why) {
  auto plan = std::make_unique<LinalgPlan>();
  FailureOr<Kernel> kernel = Kernel::compile(*op.getBlock(), why);
  if (failed(kernel))
    return failure();
  plan->kernel = std::move(*kernel);
  for (AffineMap map : op.getIndexingMapsArray())
    plan->maps.emplace_back(map);
  AffineMap shapesToLoops = op.getShapesToLoopsMap();
  if (!shapesToLoops) {
    why = (op->getName().getStringRef() +
           ": loop ranges cannot be read from the operand sizes")
              .str();
    return failure();
  }
  plan->shapesToLoops = AffineProgram(shapesToLoops);
  for (BlockArgument arg : op.getBlock()->getArguments()) {
    plan->argOperand.push_back(
        op.getMatchingOpOperand(arg)->getOperandNumber());
    plan->argUsed.push_back(!arg.use_empty());
  }
  plan->numInputs = op.getNumDpsInputs();
  for (Value v : op->getOperands())
    if (!isa<RankedTensorType>(v.getType()) && !tyOf(v.getType())) {
      why = (op->getName().getStringRef() + ": an operand of unsupported type")
                .str();
      return failure();
    }
  p.linalgOps[op] = std::move(plan);
  return success();
}

LogicalResult Program::prepare(std::string &why) {
  WalkResult walk = func.getBody().walk<WalkOrder::PreOrder>([&](Operation *op)
                                                                 -> WalkResult {
    for (Type t : op->getResultTypes()) {
      Type element = t;
      if (auto tensor = dyn_cast<RankedTensorType>(t))
        element = tensor.getElementType();
      else if (isa<TensorType>(t)) {
        why = "unranked tensors are not interpreted";
        return WalkResult::interrupt();
      }
      if (!tyOf(element)) {
        why = llvm::formatv("{0}: result type {1} is not interpreted",
                            op->getName(), t)
                  .str();
        return WalkResult::interrupt();
      }
    }
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (!linalgOp.hasPureTensorSemantics()) {
        why = "linalg ops on buffers are not interpreted";
        return WalkResult::interrupt();
      }
      if (failed(prepareLinalg(*this, linalgOp, why)))
        return WalkResult::interrupt();
      return WalkResult::skip(); // its payload is a kernel
    }
    if (isa<tensor::PadOp, tensor::GenerateOp>(op)) {
      FailureOr<Kernel> k = Kernel::compile(op->getRegion(0).front(), why);
      if (failed(k))
        return WalkResult::interrupt();
      elementKernels[op] = std::make_unique<Kernel>(std::move(*k));
      return WalkResult::skip();
    }
    llvm::StringRef name = op->getName().getStringRef();
    if (auto map = op->getAttrOfType<AffineMapAttr>("map");
        map && name.starts_with("affine."))
      affineOps.try_emplace(op, map.getValue());
    if (isStructural(name))
      return WalkResult::advance();
    if (name.starts_with("arith.") || name.starts_with("math.")) {
      llvm::SmallVector<uint32_t, 3> slots;
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        slots.push_back(i);
      ScalarInst inst;
      if (failed(compileScalarOp(op, slots, op->getNumOperands(), inst, why)))
        return WalkResult::interrupt();
      scalarOps[op] = inst;
      return WalkResult::advance();
    }
    why = (name + " is not interpreted").str();
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// The machine
//===----------------------------------------------------------------------===//

LogicalResult Machine::fail(const llvm::Twine &message) {
  if (error.empty())
    error = message.str();
  return failure();
}

LogicalResult Machine::spend(int64_t n) {
  steps += n;
  if (steps > Interpreter::kStepBudget) {
    outOfSteps = true;
    return fail(llvm::formatv("ran more than {0} loop iterations and payload "
                              "points (a runaway loop?)",
                              Interpreter::kStepBudget));
  }
  return success();
}

int64_t Machine::index(OpFoldResult ofr) {
  if (auto attr = dyn_cast<Attribute>(ofr))
    return cast<IntegerAttr>(attr).getInt();
  return index(cast<Value>(ofr));
}

llvm::SmallVector<int64_t, 4>
Machine::indices(llvm::ArrayRef<OpFoldResult> list) {
  llvm::SmallVector<int64_t, 4> out;
  for (OpFoldResult ofr : list)
    out.push_back(index(ofr));
  return out;
}

FailureOr<TensorRef> Machine::allocate(Type elementType,
                                       llvm::ArrayRef<int64_t> shape,
                                       bool filled) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0)
      return fail(llvm::formatv("a tensor of negative size {0}", d));
    if (d && n > kMaxElements / d)
      return fail("a tensor larger than the harness's limit");
    n *= d;
  }
  auto t = std::make_shared<Tensor>();
  t->ty = *tyOf(elementType);
  t->shape.assign(shape.begin(), shape.end());
  t->data.assign(n, filled ? repeatedByte(t->ty, poison) : 0);
  if (filled)
    t->fresh.assign(n, 1);
  return t;
}

LogicalResult Machine::runBlock(Block &block) {
  for (Operation &op : block.without_terminator())
    if (failed(runOp(op)))
      return failure();
  return success();
}

/// The values `terminator` (scf.yield or func.return) passes on.
static llvm::SmallVector<RtValue, 4> yielded(Machine &m, Operation *term) {
  llvm::SmallVector<RtValue, 4> out;
  for (Value v : term->getOperands())
    out.push_back(m.env[v]);
  return out;
}

LogicalResult Machine::runFor(Operation &o) {
  auto op = cast<scf::ForOp>(o);
  Type ivType = op.getInductionVar().getType();
  Ty ty = *tyOf(ivType);
  int64_t lb = signExtend(ty, bits(op.getLowerBound())),
          ub = signExtend(ty, bits(op.getUpperBound())),
          step = signExtend(ty, bits(op.getStep()));
  if (lb < ub && step <= 0)
    return fail(llvm::formatv("scf.for with step {0}", step));
  llvm::SmallVector<RtValue, 4> carried;
  for (Value v : op.getInitArgs())
    carried.push_back(env[v]);
  Block &body = *op.getBody();
  for (int64_t iv = lb; iv < ub; iv += step) {
    if (failed(spend(1)))
      return failure();
    env[op.getInductionVar()] = RtValue{truncBits(ty, uint64_t(iv)), nullptr};
    for (auto [arg, value] : llvm::zip(op.getRegionIterArgs(), carried))
      env[arg] = value;
    if (failed(runBlock(body)))
      return failure();
    carried = yielded(*this, body.getTerminator());
  }
  for (auto [result, value] : llvm::zip(op.getResults(), carried))
    env[result] = value;
  return success();
}

/// `(a, b, ...)`.
static std::string tuple(llvm::ArrayRef<int64_t> values) {
  std::string out = "(";
  for (auto [k, v] : llvm::enumerate(values))
    out += (k ? ", " : "") + std::to_string(v);
  return out + ")";
}

void Machine::noteWrites(
    Operation *forall, unsigned output, llvm::ArrayRef<int64_t> shape,
    llvm::ArrayRef<int64_t> offsets,
    llvm::ArrayRef<llvm::SmallVector<int64_t, 4>> iterations,
    std::vector<int64_t> &writer) {
  if (writer.empty()) {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    writer.assign(n, -1);
  }
  int64_t now = int64_t(iterations.size()) - 1;
  for (int64_t at : offsets) {
    int64_t before = writer[at];
    writer[at] = now;
    if (before < 0 || before == now || !race.empty())
      continue;
    llvm::SmallVector<int64_t, 4> element;
    for (int64_t stride : stridesOf(shape)) {
      element.push_back(at / stride);
      at %= stride;
    }
    race = "iterations " + tuple(iterations[before]) + " and " +
           tuple(iterations[now]) + " of the scf.forall";
    if (auto loc = dyn_cast<FileLineColLoc>(forall->getLoc()))
      race += " at line " + std::to_string(loc.getLine());
    race += " both write element " + tuple(element) + " of shared output " +
            std::to_string(output);
  }
}

LogicalResult Machine::runForall(Operation &o) {
  auto op = cast<scf::ForallOp>(o);
  llvm::SmallVector<int64_t, 4> lbs = indices(op.getMixedLowerBound()),
                                ubs = indices(op.getMixedUpperBound()),
                                steps = indices(op.getMixedStep());
  unsigned rank = lbs.size();
  for (unsigned d = 0; d < rank; ++d)
    if (lbs[d] < ubs[d] && steps[d] <= 0)
      return fail(llvm::formatv("scf.forall with step {0}", steps[d]));
  // Shared outputs: fresh copies every iteration writes into in place (the
  // bufferized loop writes one buffer too).
  llvm::SmallVector<TensorRef, 4> shared;
  for (Value init : op.getOutputs())
    shared.push_back(std::make_shared<Tensor>(*tensor(init)));
  Block &body = *op.getBody();
  auto terminator = cast<scf::InParallelOp>(body.getTerminator());
  llvm::SmallVector<int64_t, 4> iv(lbs);
  bool empty = false;
  for (unsigned d = 0; d < rank; ++d)
    empty |= lbs[d] >= ubs[d];
  // Which iteration wrote each element of each shared output: two that
  // write one element race (run one after the other here, as the JIT runs
  // them, the race does not show in the values).
  std::vector<llvm::SmallVector<int64_t, 4>> iterations;
  std::vector<std::vector<int64_t>> writer(shared.size());
  while (!empty) {
    iterations.push_back(iv);
    if (failed(spend(1)))
      return failure();
    for (unsigned d = 0; d < rank; ++d)
      set(op.getInductionVar(d), uint64_t(iv[d]));
    for (auto [arg, t] : llvm::zip(op.getRegionIterArgs(), shared))
      set(arg, t);
    if (failed(runBlock(body)))
      return failure();
    for (Operation &yieldOp : terminator.getYieldingOps()) {
      auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(yieldOp);
      if (!insert)
        return fail(yieldOp.getName().getStringRef() +
                    " in scf.forall.in_parallel is not interpreted");
      auto dest = dyn_cast<BlockArgument>(insert.getDest());
      if (!dest || dest.getOwner() != &body || dest.getArgNumber() < rank)
        return fail("tensor.parallel_insert_slice into a value that is not a "
                    "shared output");
      Tensor &whole = *shared[dest.getArgNumber() - rank];
      const Tensor &part = *tensor(insert.getSource());
      std::vector<int64_t> offsets;
      if (!boxOffsets(whole.shape, indices(insert.getMixedOffsets()),
                      indices(insert.getMixedSizes()),
                      indices(insert.getMixedStrides()), offsets, error))
        return fail("tensor.parallel_insert_slice: " + error);
      if (int64_t(offsets.size()) != part.numElements())
        return fail("tensor.parallel_insert_slice of a source whose size is "
                    "not the slice's");
      insertElements(whole, part, offsets);
      noteWrites(op, dest.getArgNumber() - rank, whole.shape, offsets,
                 iterations, writer[dest.getArgNumber() - rank]);
    }
    // Next point, row-major.
    int d = int(rank) - 1;
    for (; d >= 0; --d) {
      iv[d] += steps[d];
      if (iv[d] < ubs[d])
        break;
      iv[d] = lbs[d];
    }
    if (d < 0)
      break;
  }
  for (auto [result, t] : llvm::zip(op.getResults(), shared))
    set(result, t);
  return success();
}

LogicalResult Machine::runIf(Operation &o) {
  auto op = cast<scf::IfOp>(o);
  Region &region =
      (bits(op.getCondition()) & 1) ? op.getThenRegion() : op.getElseRegion();
  if (region.empty())
    return success(); // no results without an else
  if (failed(runBlock(region.front())))
    return failure();
  for (auto [result, value] : llvm::zip(
           op.getResults(), yielded(*this, region.front().getTerminator())))
    env[result] = value;
  return success();
}

LogicalResult Machine::runOp(Operation &op) {
  if (auto it = program.scalarOps.find(&op); it != program.scalarOps.end()) {
    uint64_t slots[4] = {0, 0, 0, 0};
    for (unsigned i = 0; i < op.getNumOperands(); ++i)
      slots[i] = bits(op.getOperand(i));
    const char *why = nullptr;
    if (!evaluate(it->second, slots, why))
      return fail(op.getName().getStringRef() + ": " + why);
    set(op.getResult(0), slots[op.getNumOperands()]);
    return success();
  }
  if (auto it = program.linalgOps.find(&op); it != program.linalgOps.end())
    return runLinalgOp(cast<linalg::LinalgOp>(op), *it->second);
  if (auto it = program.elementKernels.find(&op);
      it != program.elementKernels.end())
    return isa<tensor::PadOp>(op) ? runPad(op, *it->second)
                                  : runGenerate(op, *it->second);
  if (auto assertion = dyn_cast<cf::AssertOp>(op)) {
    // The case's own assertion, named as the JIT's runtime check names it.
    if (bits(assertion.getArg()) & 1)
      return success();
    return fail(runtimeCheckMessage(&op, assertion.getMsg()) +
                " (the assertion failed)");
  }
  if (isa<scf::ForOp>(op))
    return runFor(op);
  if (isa<scf::ForallOp>(op))
    return runForall(op);
  if (isa<scf::IfOp>(op))
    return runIf(op);
  if (isa<affine::AffineApplyOp, affine::AffineMinOp, affine::AffineMaxOp>(
          op)) {
    llvm::SmallVector<int64_t, 4> operands;
    for (Value v : op.getOperands())
      operands.push_back(index(v));
    std::optional<int64_t> result =
        program.affineOps.find(&op)->second.evaluateOne(
            isa<affine::AffineMinOp>(op), isa<affine::AffineMaxOp>(op),
            operands.data());
    if (!result)
      return fail(op.getName().getStringRef() +
                  ": division by a non-positive value");
    set(op.getResult(0), uint64_t(*result));
    return success();
  }
  bool handled = false;
  if (failed(runTensorOp(op, handled)))
    return failure();
  if (!handled)
    return fail(op.getName().getStringRef() + " is not interpreted");
  return success();
}

//===----------------------------------------------------------------------===//
// The interface
//===----------------------------------------------------------------------===//

Interpreter::~Interpreter() = default;

std::unique_ptr<Interpreter> Interpreter::create(func::FuncOp func,
                                                 std::string &why) {
  std::unique_ptr<Interpreter> interpreter(new Interpreter());
  interpreter->program = std::make_unique<Program>();
  interpreter->program->func = func;
  if (func.isExternal() || !func.getBody().hasOneBlock()) {
    why = "not a function with one block";
    return nullptr;
  }
  if (failed(interpreter->program->prepare(why)))
    return nullptr;
  return interpreter;
}

LogicalResult Interpreter::run(const Signature &sig,
                               llvm::ArrayRef<HostTensor> inputs,
                               std::vector<HostTensor> &outputs,
                               std::string &error, Poison poison,
                               bool *poisonFree) {
  Machine m(*program, static_cast<uint8_t>(poison));
  Block &entry = program->func.getBody().front();
  if (entry.getNumArguments() != sig.args.size()) {
    error = "internal: the signature does not match the function";
    return failure();
  }
  size_t nextInput = 0;
  for (auto [arg, spec] : llvm::zip(entry.getArguments(), sig.args)) {
    if (spec.isIndex) {
      m.set(arg, uint64_t(spec.indexValue));
      continue;
    }
    if (nextInput >= inputs.size()) {
      error = "internal: fewer inputs than tensor arguments";
      return failure();
    }
    const HostTensor &in = inputs[nextInput++];
    if (spec.isScalar) {
      m.set(arg, in.bits(0));
      continue;
    }
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type) {
      error = "internal: a tensor input for a non-tensor argument";
      return failure();
    }
    FailureOr<TensorRef> t = m.allocate(type.getElementType(), in.shape,
                                        /*filled=*/false);
    if (failed(t)) {
      error = m.error;
      return failure();
    }
    for (int64_t i = 0, n = in.numElements(); i < n; ++i)
      (*t)->data[i] = in.bits(i);
    m.set(arg, *t);
  }
  outOfSteps = false;
  LogicalResult ran = m.runBlock(entry);
  lastRace = m.race;
  if (failed(ran)) {
    error = m.error;
    outOfSteps = m.outOfSteps;
    return failure();
  }
  outputs.clear();
  Operation *ret = entry.getTerminator();
  if (poisonFree) {
    *poisonFree = !m.poisonRead;
    for (Value v : ret->getOperands())
      if (const TensorRef &t = m.env[v].tensor; t && t->anyFresh())
        *poisonFree = false;
  }
  if (ret->getNumOperands() != sig.results.size()) {
    error = "internal: the signature's results do not match the function's";
    return failure();
  }
  for (auto [v, spec] : llvm::zip(ret->getOperands(), sig.results)) {
    HostTensor out;
    out.kind = spec.kind;
    const RtValue &value = m.env[v];
    if (!value.tensor) {
      out.data.assign(out.kind.storageBytes(), 0);
      out.setBits(0, value.bits);
    } else {
      out.shape.assign(value.tensor->shape.begin(), value.tensor->shape.end());
      int64_t n = value.tensor->numElements();
      out.data.assign(n * out.kind.storageBytes(), 0);
      for (int64_t i = 0; i < n; ++i)
        out.setBits(i, value.tensor->data[i]);
    }
    outputs.push_back(std::move(out));
  }
  return success();
}
