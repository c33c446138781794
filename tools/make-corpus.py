#!/usr/bin/env python3
"""Builds corpus/generated/: generated cases chosen to cover every generator
feature, every fusion rule and every refusal rule, each with its expected
verdict and lit RUN/CHECK lines. Run from the repository root after a build:

    tools/make-corpus.py [--fusefuzz build/tools/fusefuzz/fusefuzz]

Cases are picked from seeds 0.. (first seeds that pass and show the
criterion), so re-running gives the same corpus for the same generator.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

PER_CRITERION = 2
SEEDS = 700

# (name, strategy, predicate on (text, check output)). CHECK lines pin the
# verdict and what the case exists for (RULE_CHECKS), never exact rewrite
# counts, which change with any MLIR upgrade.
def text_has(pattern):
    return lambda text, out: re.search(pattern, text) is not None

def out_has(pattern):
    return lambda text, out: re.search(pattern, out) is not None

# The tile families and reshape propagation: (name, strategy, rule) for
# every fusion rule and every refusal rule ("refused-" names are refusals).
RULE_CRITERIA = [
    ("tile-fuse-producer", "tile-fuse-producers", "TileAndFuseProducer"),
    ("tile-fuse-producer-yielded", "tile-fuse-producers",
     "TileAndFuseProducerYielded"),
    ("tile-fuse-producer-reduction-tiled", "tile-fuse-producers",
     "TileAndFuseProducerReductionTiled"),
    ("tile-fuse-consumer", "tile-fuse-consumers", "TileAndFuseConsumer"),
    ("tile-fuse-consumer-reduction-tiled", "tile-fuse-consumers",
     "TileAndFuseConsumerReductionTiled"),
    ("transform-fuse", "transform", "TransformFuse"),
    ("transform-fuse-into-forall", "transform", "TransformFuseIntoForall"),
    ("transform-fuse-into-for", "transform", "TransformFuseIntoFor"),
    ("diffuse-producer", "diffusion", "DiffuseProducer"),
    ("diffuse-consumer", "diffusion", "DiffuseConsumer"),
    ("diffuse-two-levels", "diffusion", "DiffuseProducerInner"),
    ("refused-tile-nothing-tiled", "tile-fuse-producers",
     "tile:nothing-tiled"),
    ("refused-tile-consumer-not-dps", "tile-fuse-consumers",
     "tile:upstream-declined: consumer op is not DPS operation"),
    ("refused-tile-consumer-writes-into-nest", "tile-fuse-consumers",
     "tile:upstream-declined: consumer op taking the result of scf.for "
     "as init is not supported"),
    ("refused-tile-consumer-map", "tile-fuse-consumers",
     "tile:upstream-declined: consumer operand map not a projected "
     "permutation"),
    ("refused-tile-consumer-first-user", "tile-fuse-consumers",
     "tile:upstream-declined: the first user of loop should not dominate "
     "any define of consumer operand(s)"),
    ("refused-tile-consumer-reduction-not-reassociable",
     "tile-fuse-consumers", "tile:consumer-reduction-not-reassociable"),
    ("refused-transform-nothing-fused", "transform",
     "transform:nothing-fused"),
    ("refused-transform-no-next-producer", "transform",
     "transform:failed: could not find next producer to fuse into "
     "container"),
    ("refused-diffusion-nothing-tiled", "diffusion",
     "diffusion:nothing-tiled"),
    ("refused-diffusion-init-into-reduction-tiles", "diffusion",
     "diffusion:init-into-reduction-tiles"),
    ("refused-diffusion-consumer-of-partial-reduction", "diffusion",
     "diffusion:consumer-of-partial-reduction"),
    ("refused-diffusion-consumer-reads-nest-twice", "diffusion",
     "diffusion:consumer-reads-nest-twice"),
    ("refused-diffusion-forall-consumer-with-reduction", "diffusion",
     "diffusion:forall-consumer-with-reduction"),
    ("refused-diffusion-consumer-reduction-not-reassociable", "diffusion",
     "diffusion:consumer-reduction-not-reassociable"),
    ("refused-diffusion-consumer-not-dps", "diffusion",
     "diffusion:upstream-declined: consumer op is not DPS operation"),
    ("refused-diffusion-consumer-writes-into-nest", "diffusion",
     "diffusion:upstream-declined: consumer op taking the result of "
     "scf.for as init is not supported"),
    ("refused-diffusion-consumer-map", "diffusion",
     "diffusion:upstream-declined: consumer operand map not a projected "
     "permutation"),
    # Reshape propagation: every pattern that fires, every reason a pattern
    # gives for declining.
    ("fold-producer-reshape-by-expansion", "reshape-expansion-aggressive",
     "FoldWithProducerReshapeOpByExpansion"),
    ("fold-reshape-with-generic-by-expansion", "reshape-expansion-aggressive",
     "FoldReshapeWithGenericOpByExpansion"),
    ("fold-producer-reshape-by-collapsing", "reshape-collapsing-aggressive",
     "FoldWithProducerReshapeOpByCollapsing"),
    ("fold-reshape-with-generic-by-collapsing",
     "reshape-collapsing-aggressive", "FoldReshapeWithGenericOpByCollapsing"),
    ("elementwise-reshape-by-expansion", "elementwise",
     "FoldWithProducerReshapeOpByExpansion"),
    ("refused-expansion-control", "reshape-expansion",
     "FoldReshapeWithGenericOpByExpansion: fusion blocked by control "
     "function"),
    ("refused-expansion-producer-not-generic", "reshape-expansion",
     "FoldReshapeWithGenericOpByExpansion: producer not a generic op"),
    ("refused-expansion-source-not-op", "reshape-expansion",
     "FoldReshapeWithGenericOpByExpansion: source not produced by an "
     "operation"),
    ("refused-collapsing-control", "reshape-collapsing",
     "FoldReshapeWithGenericOpByCollapsing: fusion blocked by control "
     "function"),
    ("refused-collapsing-producer-not-generic", "reshape-collapsing",
     "FoldReshapeWithGenericOpByCollapsing: producer not a generic op"),
]

CRITERIA = [
    ("fuse-elementwise", "pad+elementwise", out_has(r"FuseElementwiseOps=")),
    ("fuse-pad", "pad+elementwise", out_has(r"FusePadOp=")),
    ("fuse-pad-and-elementwise", "pad+elementwise",
     out_has(r"FuseElementwiseOps=\d+.*FusePadOp=|FusePadOp=\d+.*FuseElementwiseOps=")),
    ("refused-control-declined", "elementwise", out_has(r"control-declined=")),
    ("refused-producer-not-all-parallel", "pad+elementwise",
     out_has(r" producer-not-all-parallel=")),
    ("refused-operand-not-input", "pad+elementwise", out_has(r"operand-not-input=")),
    ("refused-reduction-loop-unbounded", "pad+elementwise",
     out_has(r"reduction-loop-unbounded=")),
    ("refused-pad-producer-not-all-parallel", "pad+elementwise",
     out_has(r"pad-producer-not-all-parallel=")),
    ("refused-pad-not-fused", "elementwise", out_has(r"pad-not-fused=")),
    ("linalg-index", "pad+elementwise", text_has(r"linalg\.index")),
    ("reduction", "pad+elementwise", text_has(r'"reduction"')),
    ("multi-result", "pad+elementwise", text_has(r"%v\d+:2 = linalg\.generic")),
    ("dynamic-dims", "pad+elementwise", text_has(r"fusefuzz\.shape")),
    ("dynamic-pad", "pad+elementwise", text_has(r"(low|high)\[[^\]]*%arg")),
    ("static-pad", "pad+elementwise", text_has(r"tensor\.pad %\w+ low\[\d+(, \d+)*\] high\[\d+(, \d+)*\]")),
    ("type-f16", "pad+elementwise", text_has(r"xf16>")),
    ("type-i8", "pad+elementwise", text_has(r"xi8>")),
    ("type-i1", "pad+elementwise", text_has(r"xi1>")),
    ("type-i32", "pad+elementwise", text_has(r"xi32>")),
    ("scalar-map", "pad+elementwise", text_has(r"-> \(\)>")),
    ("constant-zero-map", "pad+elementwise", text_has(r"\(d\d, 0|\(0, d|, 0, d")),
    ("cyclic-3d-permutation", "pad+elementwise",
     text_has(r"\(d0, d1, d2\) -> \((d1, d2, d0|d2, d0, d1)\)")),
    ("4d-permutation", "pad+elementwise",
     text_has(r"\(d0, d1, d2, d3\) -> \((?!d0, d1, d2, d3\))d\d, d\d, d\d, d\d\)")),
    ("broadcast", "pad+elementwise", text_has(r"\(d0, d1, d2\) -> \(d\d\)")),
    ("reads-outs", "pad+elementwise", text_has(r"= arith\.\w+ %g\d+_out\d")),
    ("fill-init", "pad+elementwise", text_has(r"linalg\.fill")),
    ("math-payload", "pad+elementwise", text_has(r"math\.(exp|sqrt|floor|absf)")),
    ("guarded-division", "pad+elementwise", text_has(r"arith\.(divsi|remsi|divui|remui)")),
    ("guarded-fptosi", "pad+elementwise", text_has(r"arith\.fptosi")),
    ("aggressive", "elementwise-aggressive", out_has(r"FuseElementwiseOps=")),
    ("stepwise", "stepwise", out_has(r"stepwise=")),
    ("pad-only", "pad", out_has(r"FusePadOp=")),
    ("no-fusion-control", "none", lambda t, o: True),
    # Named ops and contraction-centred cases.
    ("named-matmul", "all", text_has(r"linalg\.matmul")),
    ("named-batch-matmul", "all", text_has(r"linalg\.batch_matmul")),
    ("named-reduce", "all", text_has(r"linalg\.reduce")),
    ("named-transpose", "all", text_has(r"linalg\.transpose")),
    ("named-broadcast", "all", text_has(r"linalg\.broadcast")),
    ("named-map", "all", text_has(r"linalg\.map")),
    # Reshapes, scalar arguments and constants.
    ("expand-shape", "elementwise", text_has(r"tensor\.expand_shape")),
    ("expand-shape-dynamic", "elementwise",
     text_has(r"output_shape \[[^\]]*%r\d+_")),
    ("collapse-shape", "elementwise", text_has(r"tensor\.collapse_shape")),
    ("scalar-argument", "elementwise",
     text_has(r"%arg\d+: (f32|f16|i32|i8|i1)[,)]")),
    ("scalar-pad-value", "pad+elementwise", text_has(r"tensor\.yield %arg\d+ ")),
    ("dense-constant", "elementwise", text_has(r"arith\.constant dense<\[")),
    ("splat-constant", "elementwise", text_has(r"arith\.constant dense<[^\[]")),
    # The ops of models: convolutions, pooling, linalg.elementwise, layout
    # ops and softmax.
    ("conv", "all", text_has(r"linalg\.conv_2d")),
    ("depthwise-conv", "all", text_has(r"linalg\.depthwise_conv_2d")),
    ("pooling", "all", text_has(r"linalg\.pooling_nhwc")),
    ("elementwise-op", "all", text_has(r"linalg\.elementwise")),
    ("pack", "all", text_has(r"linalg\.pack")),
    ("pack-outer-perm", "all", text_has(r"linalg\.pack [^\n]*outer_dims_perm")),
    ("unpack", "all", text_has(r"linalg\.unpack")),
    ("softmax", "all", text_has(r"linalg\.softmax")),
    ("pack-tiled-and-fused", "tile-fuse-producers",
     lambda t, o: "linalg.pack" in t and "TileAndFuseProducer=" in o),
    ("softmax-tiled-and-fused", "tile-fuse-consumers",
     lambda t, o: "linalg.softmax" in t and "TileAndFuseConsumer=" in o),
] + [
    (name, strategy, out_has(re.escape(rule) + "="))
    for name, strategy, rule in RULE_CRITERIA
]





# fusefuzz's own fusion library (passes/ext), into corpus/ext with --ext:
# (name, strategy, rule) for every fusion rule and every refusal rule, on
# cases generated with the strategy's generation emphasis.
EXT_REFUSALS = {
    "multi-operand": ("FuseOperands", [
        "composed-maps-differ", "composed-map-ties-size", "kept-result-reads-init-repeatedly",
        "kept-result-read-through-partial-map", "loops-unbounded",
        "producer-kept-for-earlier-users", "producer-not-all-parallel",
        "result-map-not-invertible", "upstream-refuses",
        "kept-result-under-loop-that-may-be-empty"]),
    "intermediate-output": ("FuseKeepingIntermediates", [
        "composed-maps-differ", "composed-map-ties-size", "kept-result-reads-init-repeatedly",
        "kept-result-read-through-partial-map", "loops-unbounded",
        "producer-kept-for-earlier-users", "producer-not-all-parallel",
        "result-map-not-invertible", "upstream-refuses",
        "kept-result-under-loop-that-may-be-empty"]),
    "horizontal": ("FuseSiblings", [
        "sibling-not-all-parallel", "sibling-map-not-invertible",
        "reads-shared-value-through-different-maps",
        "sibling-depends-on-sibling", "kept-result-read-through-partial-map",
        "kept-result-reads-init-repeatedly",
        "kept-result-under-loop-that-may-be-empty"]),
    "tile-fuse-ext": ("TileFuseExt", [
        "stop-set", "init-fusion-into-reduction-loop",
        "intermediate-recomputed-outside", "nothing-tiled",
        "strided-read-of-empty-loop"]),
    # (Roots are tiled along parallel loops only: no nest loop runs over a
    # reduction, so init-fusion-into-reduction-loop cannot occur here.)
    "multi-root": ("MultiRoot", [
        "root-not-destination-style", "root-without-parallel-loop",
        "stop-set", "intermediate-recomputed-outside", "root-extent-differs",
        "strided-read-of-empty-loop"]),
}
EXT_CRITERIA = [
    ("fuse-operands", "multi-operand", "FuseOperands"),
    ("fuse-keeping-intermediates", "intermediate-output",
     "FuseKeepingIntermediates"),
    ("fuse-siblings", "horizontal", "FuseSiblings"),
    ("tile-fuse-ext-producer", "tile-fuse-ext", "TileFuseExtProducer"),
    ("tile-fuse-ext-merged", "tile-fuse-ext", "TileFuseExtMergedProducer"),
    ("tile-fuse-ext-output", "tile-fuse-ext", "TileFuseExtProducerOutput"),
    ("multi-root-nest", "multi-root", "MultiRootNest"),
    ("multi-root-merged", "multi-root", "MultiRootMergedProducer"),
] + [
    (f"refused-{strategy}-{reason}", strategy, f"{rule}: {reason}")
    for strategy, (rule, reasons) in EXT_REFUSALS.items()
    for reason in reasons
]

RULE_CHECKS = {
    "fuse-elementwise": "rules fired:{{.*}}FuseElementwiseOps=",
    "fuse-pad": "rules fired:{{.*}}FusePadOp=",
    "fuse-pad-and-elementwise":
        "rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=",
    "refused-control-declined": "refused pairs:{{.*}} control-declined=",
    "refused-producer-not-all-parallel":
        "refused pairs:{{.*}} producer-not-all-parallel=",
    "refused-operand-not-input": "refused pairs:{{.*}} operand-not-input=",
    "refused-reduction-loop-unbounded":
        "refused pairs:{{.*}} reduction-loop-unbounded=",
    "refused-pad-producer-not-all-parallel":
        "refused pairs:{{.*}} pad-producer-not-all-parallel=",
    "refused-pad-not-fused": "refused pairs:{{.*}} pad-not-fused=",
    "aggressive": "rules fired:{{.*}}FuseElementwiseOps=",
    "stepwise": "rules fired:{{.*}}stepwise=",
    "pad-only": "rules fired:{{.*}}FusePadOp=",
}
RULE_CHECKS.update({
    name: ("refused pairs:{{.*}}" if name.startswith("refused-")
           else "rules fired:{{.*}}") + rule + "="
    for name, _, rule in RULE_CRITERIA + EXT_CRITERIA
})

def check_lines(name):
    lines = ["// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok"]
    if name in RULE_CHECKS:
        lines.append("// CHECK: " + RULE_CHECKS[name])
    return lines

def check_all(ff, files, strategy):
    """Runs `fusefuzz check` on many files (each in its own worker: a known
    upstream crash must not end the batch); returns {file: output block}."""
    out = subprocess.run([ff, "check", "--strategy", strategy]
                         + files, capture_output=True, text=True).stdout
    blocks, current = {}, None
    for line in out.splitlines():
        m = re.match(r"^(\S+\.mlir): ", line)
        if m and m.group(1) in files:
            current = m.group(1)
            blocks[current] = ""
        if current:
            blocks[current] += line + "\n"
    return blocks

def recheck(directory):
    """Rewrites the CHECK lines of existing cases with check_lines()."""
    for entry in sorted(os.listdir(directory)):
        m = re.match(r"(.+)-\d+\.mlir$", entry)
        if not m:
            continue
        path = os.path.join(directory, entry)
        with open(path) as f:
            lines = f.read().split("\n")
        kept = [l for l in lines if not l.startswith("// CHECK:")]
        at = next(i for i, l in enumerate(kept) if l.startswith("// RUN:")) + 1
        kept[at:at] = check_lines(m.group(1))
        with open(path, "w") as f:
            f.write("\n".join(kept))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fusefuzz", default="build/tools/fusefuzz/fusefuzz")
    ap.add_argument("--out", default="corpus/generated")
    ap.add_argument("--recheck", action="store_true",
                    help="only rewrite the CHECK lines of the existing cases")
    ap.add_argument("--ext", action="store_true",
                    help="the cases of passes/ext's strategies (into "
                    "corpus/ext unless --out), one per criterion")
    args = ap.parse_args()
    if args.ext and args.out == "corpus/generated":
        args.out = "corpus/ext"
    if args.recheck:
        recheck(args.out)
        return
    ff = args.fusefuzz
    criteria = ([(n, s, out_has(re.escape(r) + "=")) for n, s, r in EXT_CRITERIA]
                if args.ext else CRITERIA)
    per_criterion = 1 if args.ext else PER_CRITERION
    tmp = tempfile.mkdtemp()
    # Per strategy: its cases (generated with its generation emphasis).
    files, texts = {}, {}
    outputs = {}
    for strategy in sorted({c[1] for c in criteria}):
        emphasis = ["--strategy", strategy] if args.ext else []
        files[strategy] = []
        if not args.ext and len(files) > 1:
            # The same cases for every strategy: generated once.
            files[strategy] = list(next(iter(files.values())))
        for seed in range(SEEDS if not files[strategy] else 0):
            text = subprocess.run([ff, "generate", "--seed", str(seed)]
                                  + emphasis, capture_output=True, text=True,
                                  check=True).stdout
            path = os.path.join(tmp, f"{strategy}-seed{seed}.mlir" if args.ext
                                else f"seed{seed}.mlir")
            if path not in texts:
                with open(path, "w") as f:
                    f.write(text)
                texts[path] = text
            files[strategy].append(path)
        outputs[strategy] = check_all(ff, files[strategy], strategy)
    os.makedirs(args.out, exist_ok=True)
    for old in os.listdir(args.out):
        if old.endswith(".mlir"):
            os.remove(os.path.join(args.out, old))
    written = 0
    used = set()
    for name, strategy, pred in criteria:
        picked = 0
        for path in files[strategy]:
            block = outputs[strategy].get(path, "")
            if not re.search(r": pass \(", block) or (path, strategy) in used:
                continue
            if not pred(texts[path], block):
                continue
            seed = re.search(r"seed(\d+)", path).group(1)
            used.add((path, strategy))
            picked += 1
            checks = check_lines(name)
            emphasis = f" --strategy {strategy}" if args.ext else ""
            header = [
                f"// Corpus case '{name}': `fusefuzz generate --seed {seed}"
                f"{emphasis}` under strategy {strategy}.",
                "// EXPECT: pass",
                f"// STRATEGY: {strategy}",
                "// RUN: %fusefuzz replay %s | FileCheck %s",
            ] + checks
            out_path = os.path.join(args.out, f"{name}-{picked}.mlir")
            with open(out_path, "w") as f:
                f.write("\n".join(header) + "\n" + texts[path])
            written += 1
            if picked == per_criterion:
                break
        if picked == 0:
            print(f"warning: no seed shows '{name}'", file=sys.stderr)
    print(f"wrote {written} cases to {args.out}")

if __name__ == "__main__":
    main()
