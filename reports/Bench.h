//===- Bench.h - Timing fused and unfused kernels ---------------*- C++ -*-===//
//
// `fusefuzz bench` registers, for every case, `<case>/unfused` and
// `<case>/fused` with Google Benchmark (so its flags and JSON output work as
// usual), plus a streaming kernel that measures the machine's memory
// bandwidth in the same run. Cases are compiled once, outside the timed
// loop, with the fuzzing lowering pipeline and LLVM -O3 (which vectorizes
// the loops); inputs are made once.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_REPORTS_BENCH_H
#define FUSEFUZZ_REPORTS_BENCH_H

#include "mlir/IR/BuiltinOps.h"
#include "oracle/pipeline/Session.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <vector>

namespace fusefuzz {

struct BenchOptions {
  std::string strategy = "all";
  /// Runtime sizes of dynamic dims are multiplied by this.
  unsigned scale = 1;
};

/// Owns what the registered benchmarks call into; keep it alive until
/// benchmark::RunSpecifiedBenchmarks() returns.
class BenchSession {
public:
  ~BenchSession();
  /// Compiles every case and registers its benchmarks. Cases that cannot
  /// be compiled are reported on `log` and skipped.
  static std::unique_ptr<BenchSession>
  create(Session &session, const std::vector<std::string> &files,
         const BenchOptions &options, llvm::raw_ostream &log);
  unsigned registered() const { return count; }
  struct Kernel;

private:
  std::vector<std::unique_ptr<Kernel>> kernels;
  unsigned count = 0;
};

/// Multiplies the recorded runtime size (`fusefuzz.shape`) of every dynamic
/// dim of the module's functions by `scale`.
void scaleDynamicSizes(mlir::ModuleOp module, unsigned scale);

/// Registers the streaming (triad) bandwidth benchmark.
void registerStreamBenchmark();

} // namespace fusefuzz

#endif
