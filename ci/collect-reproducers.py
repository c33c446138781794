#!/usr/bin/env python3
"""Copies the reproducer of every new distinct finding in a merged campaign
summary (`fusefuzz run --json`, or several shards') into one folder, as
regression-corpus cases ready for corpus/: the reduced case when the campaign
reduced it, else the generated one, headed by the // EXPECT:, // STRATEGY:
and lit RUN/CHECK lines `fusefuzz replay` and `lit corpus/` read.

    ci/collect-reproducers.py OUT_DIR SUMMARY.json [SUMMARY.json...]

Prints one line per reproducer; exits 0 (finding nothing is not an error).
"""
import json
import os
import re
import sys


def report_fields(finding_dir):
    fields = {}
    try:
        with open(os.path.join(finding_dir, "report.txt")) as f:
            for line in f:
                m = re.match(r"(verdict|strategy|seed|signature):\s*(.*)", line)
                if m and m.group(1) not in fields:
                    fields[m.group(1)] = m.group(2).strip()
    except OSError:
        pass
    return fields


def slug(signature):
    return re.sub(r"[^A-Za-z0-9]+", "-", signature).strip("-")[:120]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out_dir, summaries = sys.argv[1], sys.argv[2:]
    os.makedirs(out_dir, exist_ok=True)
    seen = set()
    for path in summaries:
        with open(path) as f:
            summary = json.load(f)
        for d in summary.get("distinct_findings", []):
            signature, example = d.get("signature"), d.get("example")
            if d.get("known") or not example or signature in seen:
                continue
            seen.add(signature)
            case = os.path.join(example, "reduced.mlir")
            if not os.path.exists(case):
                case = os.path.join(example, "case.mlir")
            if not os.path.exists(case):
                print(f"{signature}: no reproducer in {example}")
                continue
            fields = report_fields(example)
            verdict = fields.get("verdict", signature.split(":")[0])
            strategy = fields.get("strategy", "all")
            target = os.path.join(out_dir, slug(signature) + ".mlir")
            with open(case) as f:
                text = f.read()
            with open(target, "w") as f:
                f.write(f"// New finding of a nightly campaign: {signature}\n"
                        f"// (seed {fields.get('seed', '?')}, from {example}).\n"
                        f"// EXPECT: {verdict}\n"
                        f"// STRATEGY: {strategy}\n"
                        f"// RUN: %fusefuzz replay %s | FileCheck %s\n"
                        f"// CHECK: {verdict} ({{{{[0-9]+}}}} fusions), "
                        f"expected {verdict}: ok\n\n")
                f.write(text)
            print(f"{target}: {signature}")


if __name__ == "__main__":
    main()
