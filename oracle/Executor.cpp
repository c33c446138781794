//===- Executor.cpp -------------------------------------------------------===//
//
// Calling convention: functions are called through the ExecutionEngine's
// packed wrappers. After func-to-llvm a memref argument of rank r is
// expanded into (allocated ptr, aligned ptr, offset, r sizes, r strides),
// an index into one i64, and results come back as one (struct of)
// descriptor(s); every field is 8 bytes, so flat int64 arrays hold them.
//
//===----------------------------------------------------------------------===//
#include "oracle/Executor.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdlib>
#include <cstring>
#include <mutex>

using namespace mlir;
using namespace fusefuzz;

JitModule::~JitModule() = default;

llvm::StringRef fusefuzz::poisonName(Poison p) {
  return p == Poison::A ? "0xff" : "0xfe";
}

namespace {
/// The poison byte of the call in progress on this thread. It lives only
/// for the duration of one call (PoisonScope), so no state outlives it.
thread_local uint8_t activePoison = static_cast<uint8_t>(Poison::A);

struct PoisonScope {
  explicit PoisonScope(Poison p) : saved(activePoison) {
    activePoison = static_cast<uint8_t>(p);
  }
  ~PoisonScope() { activePoison = saved; }
  uint8_t saved;
};

/// The allocation functions lowered code calls (finalize-memref-to-llvm
/// emits malloc, or aligned_alloc): each fresh block is poisoned.
void *poisonedMalloc(size_t bytes) {
  void *p = std::malloc(bytes);
  if (p)
    std::memset(p, activePoison, bytes);
  return p;
}
void *poisonedAlignedAlloc(size_t alignment, size_t bytes) {
  void *p = std::aligned_alloc(alignment, bytes);
  if (p)
    std::memset(p, activePoison, bytes);
  return p;
}
} // namespace

std::unique_ptr<JitTarget> JitTarget::detect(std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  auto host = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!host) {
    error =
        "cannot detect the host target: " + llvm::toString(host.takeError());
    return nullptr;
  }
  std::unique_ptr<JitTarget> target(new JitTarget());
  target->builder =
      std::make_unique<llvm::orc::JITTargetMachineBuilder>(std::move(*host));
  return target;
}

JitTarget::~JitTarget() = default;

std::unique_ptr<JitModule> JitModule::compile(const JitTarget &target,
                                              ModuleOp module, bool optimize,
                                              std::string &error) {
  ExecutionEngineOptions options;
  llvm::CodeGenOptLevel level = optimize ? llvm::CodeGenOptLevel::Aggressive
                                         : llvm::CodeGenOptLevel::None;
  options.jitCodeGenOptLevel = level;
  std::function<llvm::Error(llvm::Module *)> transformer;
  if (optimize) {
    transformer = makeOptimizingTransformer(3, 0, nullptr);
    options.transformer = transformer;
  }
  options.enableGDBNotificationListener = false;
  options.enablePerfNotificationListener = false;
  // ExecutionEngine compiles with the target machine it is given, so the
  // codegen level must be set here (-O0 uses FastISel and the fast register
  // allocator: several times faster to compile than the default).
  llvm::orc::JITTargetMachineBuilder builder = target.host();
  builder.setCodeGenOptLevel(level);
  auto tm = builder.createTargetMachine();
  if (!tm) {
    error = "cannot create a target machine: " + llvm::toString(tm.takeError());
    return nullptr;
  }
  auto engine = ExecutionEngine::create(module, options, std::move(*tm));
  if (!engine) {
    error = "JIT compilation failed: " + llvm::toString(engine.takeError());
    return nullptr;
  }
  std::unique_ptr<JitModule> jit(new JitModule());
  jit->engine = std::move(*engine);
  // The lowering's own runtime helper for strided copies, and the
  // poisoning allocators in place of libc's: the only symbols besides free
  // and libm that lowered cases may reference.
  jit->engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    auto define = [&](llvm::StringRef name, auto *fn) {
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                                 llvm::JITSymbolFlags::Exported};
    };
    define("memrefCopy", &memrefCopy);
    define("malloc", &poisonedMalloc);
    define("aligned_alloc", &poisonedAlignedAlloc);
    return symbols;
  });
  return jit;
}

void (*JitModule::packed(llvm::StringRef name, std::string &error))(void **) {
  auto fn = engine->lookupPacked(name);
  if (!fn) {
    error = llvm::toString(fn.takeError());
    return nullptr;
  }
  return *fn;
}

PreparedCall::~PreparedCall() {
  for (void *b : buffers)
    std::free(b);
}

void PreparedCall::restoreInputs() {
  for (size_t i = 0; i < buffers.size(); ++i)
    if (buffers[i] && !inputs[i].data.empty())
      std::memcpy(buffers[i], inputs[i].data.data(), inputs[i].data.size());
}

std::unique_ptr<PreparedCall>
JitModule::prepare(llvm::StringRef name, const Signature &sig,
                   llvm::ArrayRef<HostTensor> inputs, std::string &error) {
  void (*fn)(void **) = packed(name, error);
  if (!fn)
    return nullptr;
  std::unique_ptr<PreparedCall> call(new PreparedCall());
  call->fn = fn;
  call->sig = sig;
  call->inputs.assign(inputs.begin(), inputs.end());
  size_t numResultSlots = 0;
  for (const ResultSpec &r : sig.results)
    numResultSlots += 3 + 2 * r.rank;
  size_t nextInput = 0;
  for (const ArgSpec &arg : sig.args) {
    if (arg.isIndex) {
      call->slots.push_back(arg.indexValue);
      continue;
    }
    if (nextInput >= inputs.size()) {
      error = "internal: fewer inputs than tensor arguments";
      return nullptr;
    }
    const HostTensor &t = inputs[nextInput++];
    if (arg.isScalar) {
      // Passed by value: the packed wrapper loads the scalar's own width
      // from the slot's first bytes (little endian).
      call->slots.push_back(static_cast<int64_t>(t.bits(0)));
      call->buffers.push_back(nullptr);
      continue;
    }
    // 64-byte aligned heap copies, so no element type is misaligned.
    size_t bytes = ((t.data.size() + 63) / 64) * 64 + 64;
    void *buffer = std::aligned_alloc(64, bytes);
    call->buffers.push_back(buffer);
    auto ptr = reinterpret_cast<int64_t>(buffer);
    call->slots.push_back(ptr);
    call->slots.push_back(ptr);
    call->slots.push_back(0);
    for (int64_t size : t.shape)
      call->slots.push_back(size);
    llvm::SmallVector<int64_t, 4> strides(t.shape.size());
    int64_t stride = 1;
    for (int d = static_cast<int>(t.shape.size()) - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= t.shape[d];
    }
    call->slots.insert(call->slots.end(), strides.begin(), strides.end());
  }
  call->restoreInputs();
  call->results.assign(numResultSlots, 0);
  for (int64_t &slot : call->slots)
    call->args.push_back(&slot);
  if (numResultSlots)
    call->args.push_back(call->results.data());
  return call;
}

LogicalResult PreparedCall::invoke(std::vector<HostTensor> *outputs,
                                   std::string &error, Poison poison) {
  {
    PoisonScope scope(poison);
    fn(args.data());
  }
  if (outputs)
    outputs->clear();
  llvm::SmallVector<void *> toFree;
  size_t pos = 0;
  LogicalResult status = success();
  for (const ResultSpec &r : sig.results) {
    auto *alloc = reinterpret_cast<void *>(results[pos]);
    auto *aligned = reinterpret_cast<uint8_t *>(results[pos + 1]);
    int64_t offset = results[pos + 2];
    llvm::ArrayRef<int64_t> sizes(&results[pos + 3], r.rank);
    llvm::ArrayRef<int64_t> strides(&results[pos + 3 + r.rank], r.rank);
    pos += 3 + 2 * r.rank;
    if (alloc && !llvm::is_contained(toFree, alloc))
      toFree.push_back(alloc);
    if (!outputs || failed(status))
      continue;
    HostTensor out;
    out.kind = r.kind;
    out.shape.assign(sizes.begin(), sizes.end());
    int64_t n = out.numElements();
    if (n < 0 || n > kMaxElements) {
      error = "result has an implausible shape";
      status = failure();
      continue;
    }
    unsigned elemBytes = r.kind.storageBytes();
    out.data.assign(n * elemBytes, 0);
    llvm::SmallVector<int64_t, 4> idx(r.rank, 0);
    for (int64_t i = 0; i < n; ++i) {
      int64_t linear = offset;
      for (unsigned d = 0; d < r.rank; ++d)
        linear += idx[d] * strides[d];
      std::memcpy(out.data.data() + i * elemBytes, aligned + linear * elemBytes,
                  elemBytes);
      for (int d = static_cast<int>(r.rank) - 1; d >= 0; --d) {
        if (++idx[d] < sizes[d])
          break;
        idx[d] = 0;
      }
    }
    outputs->push_back(std::move(out));
  }
  // Returned buffers are owned by the caller (ownership-based deallocation).
  // The same buffer may be returned twice, so free only after every result
  // is copied, each buffer once, and never one of ours.
  for (void *alloc : toFree)
    if (!llvm::is_contained(buffers, alloc))
      std::free(alloc);
  return status;
}

LogicalResult JitModule::run(llvm::StringRef name, const Signature &sig,
                             llvm::ArrayRef<HostTensor> inputs,
                             std::vector<HostTensor> &outputs,
                             std::string &error, Poison poison) {
  std::unique_ptr<PreparedCall> call = prepare(name, sig, inputs, error);
  if (!call)
    return failure();
  return call->invoke(&outputs, error, poison);
}
