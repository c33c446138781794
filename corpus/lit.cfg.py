# lit configuration of the regression corpus: every .mlir file here is a
# case whose RUN line replays it with fusefuzz and FileChecks the verdict.
import os

import lit.formats

config.name = "fusefuzz-corpus"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(
    os.environ.get("FUSEFUZZ_LIT_EXEC_ROOT", "/tmp"), "fusefuzz-corpus-lit")

fusefuzz = os.environ.get("FUSEFUZZ")
if not fusefuzz:
    lit_config.fatal("set FUSEFUZZ to the fusefuzz binary")
config.substitutions.append(("%fusefuzz", fusefuzz))
llvm_bin = os.environ.get("FUSEFUZZ_LLVM_BINDIR", "/usr/lib/llvm-22/bin")
config.environment["PATH"] = llvm_bin + os.pathsep + os.environ["PATH"]
