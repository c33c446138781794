//===- TransformStrategy.cpp - Tile-and-fuse through transform scripts ----===//
//
// `transform`: the tile-and-fuse transformations as users drive them, as
// transform-dialect scripts applied in-process by the transform interpreter
// (transform::applyTransformNamedSequence), one script per case drawn from
// its seed:
//   - `transform.structured.fuse` on a returned op (tile sizes, interchange,
//     optionally `use_forall` and `apply_cleanup`);
//   - `transform.structured.tile_using_forall` on a returned op, then
//     `transform.structured.fuse_into_containing_op` of its producers.
// The payload ops a script names are tagged with a discardable attribute
// for `transform.structured.match`; the tags are removed afterwards. The
// script text is the rewrite's description, so a finding's reproducer runs
// with plain `mlir-opt --transform-interpreter` after adding it.
//
//===----------------------------------------------------------------------===//
#include "passes/TransformStrategy.h"

#include "passes/Strategy.h"
#include "passes/TileParams.h"
#include "passes/TransformScript.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

/// Salts the case seed for this strategy's draws (ASCII "xform").
static constexpr uint64_t kTransformSalt = 0x0000'0078'666f'726dULL;

static constexpr StringLiteral kRootTag = "fusefuzz.root";
static constexpr StringLiteral kProducerTag = "fusefuzz.producer";

static std::string list(ArrayRef<int64_t> v) {
  std::string s;
  for (int64_t x : v)
    s += (s.empty() ? "" : ", ") + std::to_string(x);
  return "[" + s + "]";
}

static std::string handles(unsigned n) {
  std::string s = "!transform.any_op";
  for (unsigned i = 0; i < n; ++i)
    s += ", !transform.any_op";
  return s;
}

/// `%<handle> = transform.structured.match` of the ops tagged `tag`.
static std::string matchTagged(StringRef handle, StringRef tag) {
  return llvm::formatv("    %{0} = transform.structured.match "
                       "attributes{{\"{1}\"} in %arg0 : (!transform.any_op) "
                       "-> !transform.any_op\n",
                       handle, tag)
      .str();
}

/// fuse_into_containing_op of the tagged producers into `container`.
static std::string fuseProducersInto(const std::string &container) {
  return "    %fused, %new = transform.structured.fuse_into_containing_op "
         "%producers into " +
         container +
         " : (!transform.any_op, !transform.any_op) -> (!transform.any_op, "
         "!transform.any_op)\n";
}

namespace {
struct Script {
  std::string text;
  std::string rule;        // the fusion rule successful fusions count under
  std::string description; // for the rewrite list
};
} // namespace

/// transform.structured.fuse on the tagged root.
static Script fuseScript(const TileParams &p, bool cleanup, StringRef rule) {
  unsigned loops =
      p.forall ? 1 : llvm::count_if(p.sizes, [](int64_t s) { return s != 0; });
  std::string attrs;
  if (cleanup || p.forall)
    attrs = llvm::formatv(" {{{0}{1}{2}}", cleanup ? "apply_cleanup" : "",
                          cleanup && p.forall ? ", " : "",
                          p.forall ? "use_forall" : "");
  std::string interchange =
      p.interchange.empty() ? "" : " interchange " + list(p.interchange);
  Script s;
  s.text =
      matchTagged("root", kRootTag) +
      llvm::formatv("    %tiled, %loops:{0} = transform.structured.fuse "
                    "%root tile_sizes {1}{2}{3} : (!transform.any_op) -> "
                    "({4})\n",
                    loops, list(p.sizes), interchange, attrs, handles(loops))
          .str();
  s.rule = rule.str();
  s.description =
      llvm::formatv("transform.structured.fuse tile_sizes {0}{1}{2}",
                    list(p.sizes), interchange, attrs);
  return s;
}

/// tile_using_forall on the tagged root, then fuse_into_containing_op of the
/// tagged producers.
static Script forallScript(const TileParams &p, StringRef rule) {
  Script s;
  s.text = matchTagged("root", kRootTag) +
           matchTagged("producers", kProducerTag) +
           llvm::formatv("    %tiled, %forall = "
                         "transform.structured.tile_using_forall %root "
                         "tile_sizes {0} : (!transform.any_op) -> "
                         "(!transform.any_op, !transform.any_op)\n",
                         list(p.sizes))
               .str() +
           fuseProducersInto("%forall");
  s.rule = rule.str();
  s.description =
      llvm::formatv("transform.structured.tile_using_forall tile_sizes {0} + "
                    "fuse_into_containing_op",
                    list(p.sizes));
  return s;
}

/// tile_using_for on the tagged root, then fuse_into_containing_op of the
/// tagged producers into the innermost scf.for.
static Script forScript(const TileParams &p, StringRef rule) {
  unsigned loops = llvm::count_if(p.sizes, [](int64_t s) { return s != 0; });
  std::string interchange =
      p.interchange.empty() ? "" : " interchange = " + list(p.interchange);
  Script s;
  s.text = matchTagged("root", kRootTag) +
           matchTagged("producers", kProducerTag) +
           llvm::formatv("    %tiled, %loops:{0} = "
                         "transform.structured.tile_using_for %root "
                         "tile_sizes {1}{2} : (!transform.any_op) -> ({3})\n",
                         loops, list(p.sizes), interchange, handles(loops))
               .str() +
           fuseProducersInto("%loops#" + std::to_string(loops - 1));
  s.rule = rule.str();
  s.description =
      llvm::formatv("transform.structured.tile_using_for tile_sizes {0}{1} + "
                    "fuse_into_containing_op",
                    list(p.sizes), interchange);
  return s;
}

/// Whether a producer `fuse_into_containing_op` fuses for `root` has other
/// users: the op then yields it through the loop nest.
static bool producerHasOtherUses(TilingInterface root) {
  return llvm::any_of(root->getOperands(), [&](Value v) {
    Operation *def = v.getDefiningOp();
    return def && isa<TilingInterface>(def) &&
           llvm::any_of(def->getUsers(),
                        [&](Operation *u) { return u != root; });
  });
}

namespace {
/// What a case's script does, drawn from its seed.
struct Plan {
  TilingInterface root;
  Script script;
};
} // namespace

/// The script for `func` (none when it has no tileable returned op).
static std::optional<Plan> planFor(func::FuncOp func) {
  // The last returned op is the root.
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  TilingInterface root;
  for (Value v : llvm::reverse(ret.getOperands()))
    if ((root = v.getDefiningOp<TilingInterface>()))
      break;
  if (!root)
    return std::nullopt;
  SeededDecisions ds = strategyDecisions(func, kTransformSalt, 0);
  TileParams params = chooseTileParams(root, ds);
  // Scripts need at least one tiled loop (an empty loop list is a verifier
  // error of the script, not a fusion).
  if (llvm::all_of(params.sizes, [](int64_t s) { return s == 0; })) {
    for (auto [i, it] : llvm::enumerate(root.getLoopIteratorTypes()))
      if (it == utils::IteratorType::parallel) {
        params.sizes[i] = 1;
        break;
      }
  }
  if (llvm::all_of(params.sizes, [](int64_t s) { return s == 0; }))
    return std::nullopt;
  bool reductionTiled = params.tilesReduction(root);
  Plan plan{root, {}};
  if (ds.chance(40)) {
    params.interchange.clear(); // tile_using_forall takes none
    params.forall = true;
    // A producer other ops also read is fused and yielded through the
    // forall's shared outputs; upstream's header leaves it to the caller
    // not to compute it redundantly, which the transform op does not check.
    bool yielded = producerHasOtherUses(root);
    std::string rule = std::string("TransformFuseIntoForall") +
                       (reductionTiled ? "ReductionTiled" : "") +
                       (yielded ? "Yielded" : "");
    plan.script = forallScript(params, rule);
  } else {
    bool cleanup = ds.chance(50);
    // Drawn last, so that earlier draws stay what older case files recorded.
    if (ds.chance(30)) {
      params.forall = false;
      bool yielded = producerHasOtherUses(root);
      plan.script =
          forScript(params, std::string("TransformFuseIntoFor") +
                                (reductionTiled ? "ReductionTiled" : "") +
                                (yielded ? "Yielded" : ""));
    } else {
      plan.script = fuseScript(params, cleanup,
                               reductionTiled ? "TransformFuseReductionTiled"
                                              : "TransformFuse");
    }
  }
  return plan;
}

static void tag(const Plan &plan) {
  MLIRContext *ctx = plan.root->getContext();
  plan.root->setAttr(kRootTag, UnitAttr::get(ctx));
  for (Value v : plan.root->getOperands())
    if (Operation *def = v.getDefiningOp(); def && isa<TilingInterface>(def))
      def->setAttr(kProducerTag, UnitAttr::get(ctx));
}

static void untag(func::FuncOp func) {
  func.walk([&](Operation *op) {
    op->removeAttr(kRootTag);
    op->removeAttr(kProducerTag);
  });
}

static std::string scriptModule(const Plan &plan) {
  return "module attributes {transform.with_named_sequence} {\n"
         "  transform.named_sequence @__transform_main(%arg0: "
         "!transform.any_op {transform.readonly}) {\n" +
         plan.script.text + "    transform.yield\n  }\n}\n";
}

std::optional<std::string> fusefuzz::transformReproducer(func::FuncOp func) {
  std::optional<Plan> plan = planFor(func);
  if (!plan)
    return std::nullopt;
  tag(*plan);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "// The `transform` strategy's script for this case, on the case's\n"
        "// function with the ops it names tagged. Replays with:\n"
        "//   mlir-opt --transform-interpreter THIS_FILE\n"
        "module {\n";
  func.print(os);
  os << "\n}\n" << scriptModule(*plan);
  untag(func);
  return text;
}

LogicalResult fusefuzz::runTransformScripts(func::FuncOp func,
                                            FusionTally &tally) {
  tally.classifiesRefusals = true;
  if (tally.limitReached())
    return success();
  std::optional<Plan> plan = planFor(func);
  if (!plan)
    return success();
  const Script &script = plan->script;
  tag(*plan);
  std::string text = scriptModule(*plan);
  std::string diagnostic;
  LogicalResult applied = failure();
  unsigned before = tilingOpsInLoops(func);
  {
    OwningOpRef<ModuleOp> transforms =
        parseSourceString<ModuleOp>(text, func.getContext(), "transform");
    if (!transforms)
      return failure(); // a script this strategy cannot parse is its bug
    applied = applyTransformScript(func, *transforms, diagnostic);
  }
  untag(func);
  tally.rewrites.push_back(script.description);
  if (failed(applied)) {
    tally.refuse("transform:failed: " + diagnosticHeadline(diagnostic));
    return success();
  }
  unsigned after = tilingOpsInLoops(func);
  // The tiled root is one op in the loops; the rest were fused into them.
  if (after > before + 1)
    tally.record(script.rule, after - before - 1);
  else
    tally.refuse("transform:nothing-fused");
  return success();
}
