//===- Bench.cpp ----------------------------------------------------------===//
#include "reports/Bench.h"

#include "oracle/exec/Executor.h"
#include "oracle/exec/Signature.h"
#include "oracle/pipeline/CaseStages.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <benchmark/benchmark.h>

using namespace fusefuzz;

struct BenchSession::Kernel {
  std::unique_ptr<JitModule> jit;
  std::unique_ptr<PreparedCall> unfused, fused;
  bool restore = false; // the functions write into their inputs
  double bytesPerCall = 0;
  std::string label;
};

BenchSession::~BenchSession() = default;

void fusefuzz::scaleDynamicSizes(mlir::ModuleOp module, unsigned scale) {
  module.walk([&](mlir::func::FuncOp func) {
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      auto shape =
          func.getArgAttrOfType<mlir::DenseI64ArrayAttr>(i, "fusefuzz.shape");
      auto type =
          llvm::dyn_cast<mlir::RankedTensorType>(func.getArgument(i).getType());
      if (!shape || !type)
        continue;
      llvm::SmallVector<int64_t> sizes(shape.asArrayRef());
      for (int64_t d = 0; d < type.getRank(); ++d)
        if (type.isDynamicDim(d))
          sizes[d] *= scale;
      func.setArgAttr(
          i, "fusefuzz.shape",
          mlir::Builder(func.getContext()).getDenseI64ArrayAttr(sizes));
    }
  });
}

static double tensorBytes(const HostTensor &t) {
  return static_cast<double>(t.data.size());
}

/// Parses, scales and fuses one case, compiles it at -O3 and prepares both
/// functions for timing; null (with `error`) when that fails.
static std::unique_ptr<BenchSession::Kernel>
prepareKernel(Session &session, llvm::StringRef text, llvm::StringRef file,
              const BenchOptions &options, unsigned &fusions,
              std::string &error) {
  CheckOptions check;
  check.strategy = options.strategy;
  CaseState state(session, text, file);
  if (mlir::failed(parseStage(state, check))) {
    error = state.result.detail;
    return nullptr;
  }
  scaleDynamicSizes(*state.module, options.scale);
  mlir::FailureOr<Signature> sig = readSignature(state.unfused, error);
  if (mlir::failed(sig))
    return nullptr;
  state.sig = std::move(*sig);
  if (mlir::failed(fuseStage(state, check)) ||
      mlir::failed(verifyStage(state)) ||
      mlir::failed(compileStage(state, /*optimize=*/true))) {
    error = state.result.detail;
    return nullptr;
  }
  fusions = state.result.fusions;
  auto kernel = std::make_unique<BenchSession::Kernel>();
  std::vector<HostTensor> inputs =
      makeInputs(state.sig, InputSet::Random, state.seed);
  kernel->unfused = state.jit->prepare("unfused", state.sig, inputs, error);
  kernel->fused = state.jit->prepare("fused", state.sig, inputs, error);
  if (!kernel->unfused || !kernel->fused)
    return nullptr;
  // One checked call each: outputs give the bytes written, and whether the
  // functions write into their inputs (then inputs are restored, untimed,
  // before every call).
  std::vector<HostTensor> outputs, after;
  if (mlir::failed(kernel->fused->invoke(&outputs, error)) ||
      mlir::failed(kernel->unfused->invoke(&after, error)))
    return nullptr;
  for (const HostTensor &t : inputs)
    kernel->bytesPerCall += tensorBytes(t);
  for (const HostTensor &t : outputs)
    kernel->bytesPerCall += tensorBytes(t);
  kernel->restore = true; // conservative: restoring is untimed
  std::string shapes;
  for (const HostTensor &t : inputs) {
    shapes += shapes.empty() ? "" : ",";
    for (size_t d = 0; d < t.shape.size(); ++d)
      shapes += (d ? "x" : "") + std::to_string(t.shape[d]);
  }
  kernel->label = shapes;
  kernel->jit = std::move(state.jit);
  return kernel;
}

std::unique_ptr<BenchSession>
BenchSession::create(Session &compiler, const std::vector<std::string> &files,
                     const BenchOptions &options, llvm::raw_ostream &log) {
  std::unique_ptr<BenchSession> session(new BenchSession());
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      log << "fusefuzz: " << file << ": cannot read\n";
      continue;
    }
    std::string error;
    unsigned fusions = 0;
    std::unique_ptr<Kernel> kernel = prepareKernel(
        compiler, (*buffer)->getBuffer(), file, options, fusions, error);
    if (!kernel) {
      log << "fusefuzz: " << file << ": not benchmarked: " << error << "\n";
      continue;
    }
    std::string name = llvm::sys::path::stem(file).str();
    kernel->label = llvm::formatv("strategy={0} fusions={1} shapes={2}",
                                  options.strategy, fusions, kernel->label);
    Kernel *k = kernel.get();
    for (bool fused : {false, true}) {
      std::string benchName = name + (fused ? "/fused" : "/unfused");
      benchmark::RegisterBenchmark(
          benchName.c_str(),
          [k, fused, fusions](benchmark::State &state) {
            PreparedCall &call = fused ? *k->fused : *k->unfused;
            for (auto _ : state) {
              if (k->restore) {
                state.PauseTiming();
                call.restoreInputs();
                state.ResumeTiming();
              }
              call.invokeTimed();
            }
            state.SetBytesProcessed(
                static_cast<int64_t>(state.iterations() * k->bytesPerCall));
            state.counters["bytes_per_call"] = k->bytesPerCall;
            state.counters["fusions"] = fusions;
            state.SetLabel(k->label);
          })
          ->Unit(benchmark::kMicrosecond)
          ->UseRealTime();
      ++session->count;
    }
    session->kernels.push_back(std::move(kernel));
  }
  return session;
}

void fusefuzz::registerStreamBenchmark() {
  benchmark::RegisterBenchmark(
      "stream/triad",
      [](benchmark::State &state) {
        // Three 64 MiB arrays: far larger than any cache here.
        constexpr size_t n = size_t(16) << 20;
        std::vector<float> a(n), b(n, 1.0f), c(n, 2.0f);
        for (auto _ : state) {
          for (size_t i = 0; i < n; ++i)
            a[i] = b[i] + 3.0f * c[i];
          benchmark::DoNotOptimize(a.data());
          benchmark::ClobberMemory();
        }
        state.SetBytesProcessed(
            static_cast<int64_t>(state.iterations() * 3 * n * sizeof(float)));
        state.counters["bytes_per_call"] = 3.0 * n * sizeof(float);
      })
      ->Unit(benchmark::kMicrosecond)
      ->UseRealTime();
}
