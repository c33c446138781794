//===- Bench.cpp ----------------------------------------------------------===//
#include "reports/Bench.h"

#include "oracle/CheckCase.h"
#include "oracle/Executor.h"
#include "oracle/Signature.h"

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

/// Multiplies the recorded runtime size of every dynamic dim by `scale`.
static void scaleShapes(mlir::ModuleOp module, unsigned scale) {
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

std::unique_ptr<BenchSession>
BenchSession::create(mlir::MLIRContext &context,
                     const std::vector<std::string> &files,
                     const BenchOptions &options, llvm::raw_ostream &log) {
  std::unique_ptr<BenchSession> session(new BenchSession());
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      log << "fusefuzz: " << file << ": cannot read\n";
      continue;
    }
    auto kernel = std::make_unique<Kernel>();
    std::string error;
    CheckOptions check;
    check.strategy = options.strategy;
    check.prove = false;
    check.optimize = true;
    check.adjustInput = [&](mlir::ModuleOp m) {
      scaleShapes(m, options.scale);
    };
    check.takeCompiled = [&](std::unique_ptr<JitModule> &jit,
                             const Signature &sig, uint64_t seed) {
      std::vector<HostTensor> inputs = makeInputs(sig, InputSet::Random, seed);
      kernel->unfused = jit->prepare("unfused", sig, inputs, error);
      kernel->fused = jit->prepare("fused", sig, inputs, error);
      if (!kernel->unfused || !kernel->fused)
        return;
      // One checked call each: outputs give the bytes written, and whether
      // the functions write into their inputs (then inputs are restored,
      // untimed, before every call).
      std::vector<HostTensor> outputs;
      if (failed(kernel->fused->invoke(&outputs, error)))
        return;
      std::vector<HostTensor> after;
      (void)kernel->unfused->invoke(&after, error);
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
      kernel->jit = std::move(jit);
    };
    CaseResult r = checkCase(context, (*buffer)->getBuffer(), file, check);
    if (!kernel->jit) {
      log << "fusefuzz: " << file
          << ": not benchmarked: " << (r.detail.empty() ? error : r.detail)
          << "\n";
      continue;
    }
    std::string name = llvm::sys::path::stem(file).str();
    kernel->label = llvm::formatv("strategy={0} fusions={1} shapes={2}",
                                  options.strategy, r.fusions, kernel->label);
    Kernel *k = kernel.get();
    unsigned fusions = r.fusions;
    for (bool fused : {false, true}) {
      std::string benchName = name + (fused ? "/fused" : "/unfused");
      benchmark::RegisterBenchmark(
          benchName.c_str(),
          [k, fused, fusions](benchmark::State &state) {
            PreparedCall &call = fused ? *k->fused : *k->unfused;
            std::string err;
            for (auto _ : state) {
              if (k->restore) {
                state.PauseTiming();
                call.restoreInputs();
                state.ResumeTiming();
              }
              if (failed(call.invoke(nullptr, err))) {
                state.SkipWithError(err.c_str());
                break;
              }
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
