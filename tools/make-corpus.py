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

# (name, strategy, predicate on (text, check output)).
def text_has(pattern):
    return lambda text, out: re.search(pattern, text) is not None

def out_has(pattern):
    return lambda text, out: re.search(pattern, out) is not None

CRITERIA = [
    ("fuse-elementwise", "all", out_has(r"FuseElementwiseOps=")),
    ("fuse-pad", "all", out_has(r"FusePadOp=")),
    ("fuse-pad-and-elementwise", "all",
     out_has(r"FuseElementwiseOps=\d+.*FusePadOp=|FusePadOp=\d+.*FuseElementwiseOps=")),
    ("refused-control-declined", "elementwise", out_has(r"control-declined=")),
    ("refused-producer-not-all-parallel", "all",
     out_has(r" producer-not-all-parallel=")),
    ("refused-operand-not-input", "all", out_has(r"operand-not-input=")),
    ("refused-reduction-loop-unbounded", "all",
     out_has(r"reduction-loop-unbounded=")),
    ("refused-pad-producer-not-all-parallel", "all",
     out_has(r"pad-producer-not-all-parallel=")),
    ("refused-pad-not-fused", "elementwise", out_has(r"pad-not-fused=")),
    ("linalg-index", "all", text_has(r"linalg\.index")),
    ("reduction", "all", text_has(r'"reduction"')),
    ("multi-result", "all", text_has(r"%v\d+:2 = linalg\.generic")),
    ("dynamic-dims", "all", text_has(r"fusefuzz\.shape")),
    ("dynamic-pad", "all", text_has(r"(low|high)\[[^\]]*%arg")),
    ("static-pad", "all", text_has(r"tensor\.pad %\w+ low\[\d+(, \d+)*\] high\[\d+(, \d+)*\]")),
    ("type-f16", "all", text_has(r"xf16>")),
    ("type-i8", "all", text_has(r"xi8>")),
    ("type-i1", "all", text_has(r"xi1>")),
    ("type-i32", "all", text_has(r"xi32>")),
    ("scalar-map", "all", text_has(r"-> \(\)>")),
    ("constant-zero-map", "all", text_has(r"\(d\d, 0|\(0, d|, 0, d")),
    ("cyclic-3d-permutation", "all",
     text_has(r"\(d0, d1, d2\) -> \((d1, d2, d0|d2, d0, d1)\)")),
    ("4d-permutation", "all",
     text_has(r"\(d0, d1, d2, d3\) -> \((?!d0, d1, d2, d3\))d\d, d\d, d\d, d\d\)")),
    ("broadcast", "all", text_has(r"\(d0, d1, d2\) -> \(d\d\)")),
    ("reads-outs", "all", text_has(r"= arith\.\w+ %g\d+_out\d")),
    ("fill-init", "all", text_has(r"linalg\.fill")),
    ("math-payload", "all", text_has(r"math\.(exp|sqrt|floor|absf)")),
    ("guarded-division", "all", text_has(r"arith\.(divsi|remsi|divui|remui)")),
    ("guarded-fptosi", "all", text_has(r"arith\.fptosi")),
    ("aggressive", "elementwise-aggressive", out_has(r"FuseElementwiseOps=")),
    ("stepwise", "stepwise", out_has(r"stepwise=")),
    ("pad-only", "pad", out_has(r"FusePadOp=")),
    ("no-fusion-control", "none", lambda t, o: True),
]

def check_all(ff, files, strategy):
    """Runs `fusefuzz check` on many files; returns {file: output block}."""
    out = subprocess.run([ff, "check", "--no-isolate", "--strategy", strategy]
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

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fusefuzz", default="build/tools/fusefuzz/fusefuzz")
    ap.add_argument("--out", default="corpus/generated")
    args = ap.parse_args()
    ff = args.fusefuzz
    tmp = tempfile.mkdtemp()
    files, texts = [], {}
    for seed in range(SEEDS):
        text = subprocess.run([ff, "generate", "--seed", str(seed)],
                              capture_output=True, text=True, check=True).stdout
        path = os.path.join(tmp, f"seed{seed}.mlir")
        with open(path, "w") as f:
            f.write(text)
        files.append(path)
        texts[path] = text
    outputs = {}
    for strategy in sorted({c[1] for c in CRITERIA}):
        outputs[strategy] = check_all(ff, files, strategy)
    os.makedirs(args.out, exist_ok=True)
    for old in os.listdir(args.out):
        if old.endswith(".mlir"):
            os.remove(os.path.join(args.out, old))
    written = 0
    used = set()
    for name, strategy, pred in CRITERIA:
        picked = 0
        for path in files:
            block = outputs[strategy].get(path, "")
            if not re.search(r": pass \(", block) or (path, strategy) in used:
                continue
            if not pred(texts[path], block):
                continue
            seed = re.search(r"seed(\d+)", path).group(1)
            used.add((path, strategy))
            picked += 1
            fusions = re.search(r"pass \((\d+) fusions\)", block).group(1)
            checks = [f"// CHECK: pass ({fusions} fusions), expected pass: ok"]
            for rule in ("rules fired:", "refused pairs:"):
                line = next((l for l in block.splitlines()
                             if l.strip().startswith(rule)), None)
                if line:
                    checks.append("// CHECK: " + line.strip())
            header = [
                f"// Corpus case '{name}': `fusefuzz generate --seed {seed}` "
                f"under strategy {strategy}.",
                "// EXPECT: pass",
                f"// STRATEGY: {strategy}",
                "// RUN: %fusefuzz replay %s | FileCheck %s",
            ] + checks
            out_path = os.path.join(args.out, f"{name}-{picked}.mlir")
            with open(out_path, "w") as f:
                f.write("\n".join(header) + "\n" + texts[path])
            written += 1
            if picked == PER_CRITERION:
                break
        if picked == 0:
            print(f"warning: no seed shows '{name}'", file=sys.stderr)
    print(f"wrote {written} cases to {args.out}")

if __name__ == "__main__":
    main()
