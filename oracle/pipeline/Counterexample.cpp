//===- Counterexample.cpp -------------------------------------------------===//
#include "oracle/pipeline/Counterexample.h"
#include "oracle/equiv/Equivalence.h"
#include "oracle/exec/Signature.h"
#include "oracle/pipeline/Session.h"
#include "passes/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace fusefuzz;

CounterexampleSizes fusefuzz::parseCounterexampleSizes(llvm::StringRef text) {
  CounterexampleSizes sizes;
  llvm::Regex dim("^dim\\(arg([0-9]+),([0-9]+)\\)=(-?[0-9]+)$");
  llvm::Regex arg("^arg([0-9]+)=(-?[0-9]+)$");
  size_t at = text.find("counterexample: ");
  if (at == llvm::StringRef::npos)
    return sizes;
  llvm::SmallVector<llvm::StringRef> items;
  text.substr(at + strlen("counterexample: ")).split(items, ", ");
  for (llvm::StringRef item : items) {
    item = item.trim();
    llvm::SmallVector<llvm::StringRef> m;
    if (dim.match(item, &m)) {
      unsigned a, d;
      int64_t v;
      if (!m[1].getAsInteger(10, a) && !m[2].getAsInteger(10, d) &&
          !m[3].getAsInteger(10, v))
        sizes.dims[{a, d}] = v;
    } else if (arg.match(item, &m)) {
      unsigned a;
      int64_t v;
      if (!m[1].getAsInteger(10, a) && !m[2].getAsInteger(10, v))
        sizes.indexArgs[a] = v;
    }
  }
  return sizes;
}

std::optional<std::string> fusefuzz::withSizes(Session &session,
                                               llvm::StringRef text,
                                               const CounterexampleSizes &sizes,
                                               std::string &why,
                                               bool &ownSizes) {
  std::string error;
  OwningOpRef<ModuleOp> module =
      parseModule(text, "case.mlir", session.context(), error);
  if (!module) {
    why = error;
    return std::nullopt;
  }
  auto funcs = module->getOps<func::FuncOp>();
  if (funcs.empty()) {
    why = "no function";
    return std::nullopt;
  }
  func::FuncOp func = *funcs.begin();
  std::string sigError;
  FailureOr<Signature> before = readSignature(func, sigError);
  if (failed(before)) {
    why = sigError;
    return std::nullopt;
  }
  bool changed = false;
  Builder b(module->getContext());
  for (const auto &[argIndex, value] : sizes.indexArgs) {
    if (argIndex >= before->args.size() || !before->args[argIndex].isIndex ||
        value < 0 || value > 64) {
      why = llvm::formatv("arg{0}={1} is no index value the harness runs",
                          argIndex, value);
      return std::nullopt;
    }
    changed |= before->args[argIndex].indexValue != value;
    func.setArgAttr(argIndex, "fusefuzz.value", b.getI64IntegerAttr(value));
  }
  std::map<unsigned, SmallVector<int64_t>> shapes;
  for (const auto &[key, value] : sizes.dims) {
    auto [argIndex, d] = key;
    auto type =
        argIndex < func.getNumArguments()
            ? dyn_cast<RankedTensorType>(func.getArgument(argIndex).getType())
            : RankedTensorType();
    if (!type || d >= type.getRank() || !type.isDynamicDim(d) || value < 0 ||
        value > 64) {
      why = llvm::formatv("dim(arg{0},{1})={2} is no dynamic size the harness "
                          "runs",
                          argIndex, d, value);
      return std::nullopt;
    }
    SmallVector<int64_t> &shape = shapes[argIndex];
    if (shape.empty())
      shape.assign(before->args[argIndex].shape.begin(),
                   before->args[argIndex].shape.end());
    changed |= shape[d] != value;
    shape[d] = value;
  }
  // The premises the model satisfies tie the sizes it names together;
  // a size it leaves free keeps the case's own value, which may not fit
  // them (an ill-formed program reads and writes out of bounds). So every
  // runtime size of the case must be named.
  for (auto [argIndex, arg] : llvm::enumerate(before->args)) {
    if (arg.isIndex && !sizes.indexArgs.count(argIndex)) {
      why = llvm::formatv("it leaves arg{0} free", argIndex);
      return std::nullopt;
    }
    auto type =
        dyn_cast<RankedTensorType>(func.getArgument(argIndex).getType());
    for (unsigned d = 0; type && d < type.getRank(); ++d)
      if (type.isDynamicDim(d) && !sizes.dims.count({argIndex, d})) {
        why = llvm::formatv("it leaves dim(arg{0},{1}) free", argIndex, d);
        return std::nullopt;
      }
  }
  for (const auto &[argIndex, shape] : shapes)
    func.setArgAttr(argIndex, "fusefuzz.shape", b.getDenseI64ArrayAttr(shape));
  ownSizes = !changed;
  return printOp(*module);
}

void fusefuzz::confirmAtCounterexample(Session &session, llvm::StringRef text,
                                       llvm::StringRef name,
                                       const CheckOptions &options,
                                       CaseResult &result) {
  // A race is confirmed by the interpreter seeing two iterations write
  // one element (the values cannot show it: it runs them one by one).
  bool race = llvm::StringRef(result.refutationFact).starts_with("forall-");
  auto raceSeen = [&](const CaseResult &run, llvm::StringRef where) {
    result.counterexampleConfirmed = true;
    result.evidence +=
        ("\nexecution " + where + " records the race: " + run.fusedRace + "\n")
            .str();
  };
  if (race && !result.fusedRace.empty())
    return raceSeen(result, "at the case's sizes");
  // An element nobody wrote the end-to-end refutation names, read by the
  // fused function (alone) where the case ran.
  if (result.equivalenceRefutation == "undefined" &&
      !result.refutationFact.empty() && result.onlyFusedReadUnwritten) {
    result.counterexampleConfirmed = true;
    result.evidence += "\nexecution at the case's sizes confirms the "
                       "undefined read: the fused function reads elements "
                       "nobody wrote, the unfused one none\n";
    return;
  }
  CounterexampleSizes sizes = parseCounterexampleSizes(result.failedProof);
  // The model's input values make a re-run worth its time at the case's
  // own sizes too.
  bool planted = !result.counterexampleInputs.empty();
  if (sizes.empty() && !planted) {
    if (race && result.interpreted) {
      result.counterexampleConfirmed = false;
      result.evidence += "\nexecution at the case's sizes records no race\n";
    }
    return;
  }
  std::string why;
  bool ownSizes = true;
  std::optional<std::string> resized =
      sizes.empty() ? text.str()
                    : withSizes(session, text, sizes, why, ownSizes);
  if (resized && ownSizes && !planted)
    why = "the counterexample's sizes are the case's own";
  if (!resized || (ownSizes && !planted)) {
    result.evidence +=
        "\nnot re-run at the counterexample's sizes: " + why + "\n";
    return;
  }
  CheckOptions again = options;
  again.prove = false; // execution alone, and no second confirmation
  again.jitAfterUnfusedFailure = false;
  again.plantedInputs = result.counterexampleInputs;
  CaseResult r = checkCase(session, *resized, name, again);
  if (race && !r.fusedRace.empty()) {
    raceSeen(r, "at the counterexample's sizes");
  } else if (r.verdict == Verdict::Mismatch) {
    result.counterexampleConfirmed = true;
    result.evidence += "\nexecution at the counterexample's sizes mismatches "
                       "too: " +
                       r.detail + "\n";
  } else if (r.verdict == Verdict::Pass && r.onlyFusedReadUnwritten &&
             result.equivalenceRefutation == "undefined" &&
             !result.refutationFact.empty()) {
    // The refutation says a fused element is computed from an unwritten
    // one; the run shows the fused function (alone) reading unwritten
    // elements at these sizes, though the ops after the read mask its
    // value (`x xor x`): the undefined read, confirmed as such.
    result.counterexampleConfirmed = true;
    result.evidence +=
        "\nexecution at the counterexample's sizes confirms the undefined "
        "read: the fused function reads elements nobody wrote, the unfused "
        "one none (the values agree: the ops after the read mask it)\n";
  } else if (r.verdict == Verdict::Pass) {
    result.counterexampleConfirmed = false;
    result.evidence += "\nexecution at the counterexample's sizes passes\n";
  } else {
    result.evidence += "\nnot confirmed: at the counterexample's sizes " +
                       verdictName(r.verdict).str() + ": " + r.detail + "\n";
  }
}
