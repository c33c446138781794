#!/usr/bin/env python3
"""Fails when a source file includes a folder its layer may not depend on.

Dependencies flow one way: generators -> passes -> oracle -> fuzz/reports,
tools wiring them together; inside oracle/, the folders' READMEs say what
each may include. Usage: layering_test.py SOURCE_ROOT
"""
import pathlib
import re
import sys

# folder -> folders (of the project) its files may include.
ALLOWED = {
    "generators": {"generators"},
    "passes": {"generators", "passes"},
    "oracle/smt": {"oracle/smt"},
    "oracle/exec": {"oracle/exec", "passes", "generators"},
    "oracle/triage": {"oracle/triage", "passes"},
    "oracle/interp": {"oracle/interp", "oracle/exec", "passes"},
    "oracle/equiv": {"oracle/equiv", "oracle/smt", "oracle/interp", "passes"},
    "oracle/pipeline": {"oracle/pipeline", "oracle/exec", "oracle/interp",
                        "oracle/equiv", "oracle/smt", "oracle/triage",
                        "passes", "generators"},
    "oracle/summary": {"oracle/summary", "oracle/pipeline", "passes"},
    "fuzz": {"fuzz", "oracle", "passes", "generators"},
    "reports": {"reports", "oracle", "passes", "generators"},
}
INCLUDE = re.compile(r'^#include "((?:generators|passes|oracle|fuzz|reports|tools)/[^"]+)"',
                     re.M)


def layer(path: str) -> str:
    parts = path.split("/")
    return "/".join(parts[:2]) if parts[0] == "oracle" else parts[0]


def allows(allowed: set, target: str) -> bool:
    return any(target == a or target.startswith(a + "/") for a in allowed)


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    bad = []
    for folder in ("generators", "passes", "oracle", "fuzz", "reports"):
        for f in sorted((root / folder).rglob("*")):
            if f.suffix not in (".cpp", ".h", ".def"):
                continue
            rel = f.relative_to(root).as_posix()
            allowed = ALLOWED.get(layer(rel))
            if allowed is None:
                bad.append(f"{rel}: a folder without layering rules")
                continue
            for target in INCLUDE.findall(f.read_text(errors="ignore")):
                if not allows(allowed, target):
                    bad.append(f"{rel}: includes {target}")
    for line in bad:
        print(line)
    print(f"layering: {len(bad)} violation(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
