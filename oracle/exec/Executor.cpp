//===- Executor.cpp -------------------------------------------------------===//
//
// Calling convention: functions are called through the ExecutionEngine's
// packed wrappers. After func-to-llvm a memref argument of rank r is
// expanded into (allocated ptr, aligned ptr, offset, r sizes, r strides),
// an index into one i64, and results come back as one (struct of)
// descriptor(s); every field is 8 bytes, so flat int64 arrays hold them.
//
//===----------------------------------------------------------------------===//
#include "oracle/exec/Executor.h"
#include "passes/RuntimeChecks.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TargetSelect.h"

#include <csetjmp>
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

/// Guard bytes before and after every buffer compiled code gets: a kernel
/// that writes out of a buffer's bounds changes them, and the call fails
/// with that finding instead of corrupting the harness's heap (which shows
/// later, elsewhere, as a crash whose stack names the wrong code).
constexpr size_t kRedzone = 256;
constexpr uint8_t kGuard = 0xA5;

bool guardIntact(const uint8_t *zone) {
  for (size_t i = 0; i < kRedzone; ++i)
    if (zone[i] != kGuard)
      return false;
  return true;
}

/// A buffer of `bytes` between two guard zones, `data` bytes into its
/// allocation.
struct GuardedBlock {
  uint8_t *start;
  size_t bytes;
  uint8_t *data() const { return start + kRedzone; }
  bool intact() const {
    return guardIntact(start) && guardIntact(data() + bytes);
  }
  static size_t allocation(size_t bytes) { return bytes + 2 * kRedzone; }
  static GuardedBlock make(void *start, size_t bytes) {
    GuardedBlock b{static_cast<uint8_t *>(start), bytes};
    std::memset(b.start, kGuard, kRedzone);
    std::memset(b.data() + bytes, kGuard, kRedzone);
    return b;
  }
};

/// The blocks compiled code allocated during the calls of this thread that
/// are not yet freed, and the first misuse of the heap it made.
struct GuardedHeap {
  llvm::DenseMap<void *, GuardedBlock> live; // by data pointer
  std::string violation;
  /// A timed call (PreparedCall::invokeTimed) allocates without guard
  /// zones or poison, so that the kernel's time is its own, from blocks
  /// earlier timed calls of this thread freed (as a runtime's caching
  /// allocator would: libc's malloc and free are not the kernel's cost).
  bool timing = false;
  struct TimedBlock {
    void *start;
    size_t bytes, alignment;
  };
  llvm::SmallVector<TimedBlock, 8> timedBlocks, timedFree;
  void *allocateTimed(size_t bytes, size_t alignment) {
    for (auto it = timedFree.begin(); it != timedFree.end(); ++it)
      if (it->bytes == bytes && it->alignment == alignment) {
        timedBlocks.push_back(*it);
        timedFree.erase(it);
        return timedBlocks.back().start;
      }
    void *start =
        alignment ? std::aligned_alloc(alignment, bytes) : std::malloc(bytes);
    if (start)
      timedBlocks.push_back({start, bytes, alignment});
    return start;
  }
  /// Keeps `p` for the next timed call, if a timed call allocated it.
  void releaseTimed(void *p) {
    auto it = llvm::find_if(timedBlocks,
                            [&](const TimedBlock &b) { return b.start == p; });
    if (it == timedBlocks.end())
      return; // an input or a constant
    timedFree.push_back(*it);
    timedBlocks.erase(it);
    // A bounded cache: the oldest blocks go back to libc.
    while (timedFree.size() > kTimedCache) {
      std::free(timedFree.front().start);
      timedFree.erase(timedFree.begin());
    }
  }
  static constexpr size_t kTimedCache = 32;
  ~GuardedHeap() {
    for (const TimedBlock &b : timedFree)
      std::free(b.start);
  }
  /// Where the call in progress started: an allocation no case can need (a
  /// size computed negative, seen as a huge unsigned one) ends the call
  /// here, before its size wraps around in the guard arithmetic and the
  /// code writes past a small block.
  std::jmp_buf *escape = nullptr;
  static constexpr size_t kMaxBytes = size_t(kMaxElements) * 16;

  /// Ends the call in progress if `bytes` is more than any case can need.
  void checkSize(size_t bytes) {
    if (bytes <= kMaxBytes || !escape)
      return;
    if (violation.empty())
      violation = llvm::formatv("asked the allocator for {0} bytes (a size "
                                "computed negative?)",
                                bytes);
    std::longjmp(*escape, 1);
  }

  void *allocate(void *start, size_t bytes) {
    if (!start)
      return nullptr;
    GuardedBlock b = GuardedBlock::make(start, bytes);
    std::memset(b.data(), activePoison, bytes);
    live[b.data()] = b;
    return b.data();
  }
  /// Whether `b`'s guard zones are intact (recording a violation if not).
  bool check(const GuardedBlock &b) {
    if (b.intact())
      return true;
    if (violation.empty())
      violation = "wrote outside the bounds of a buffer it allocated";
    return false;
  }
  void release(void *p) {
    if (!p)
      return;
    auto it = live.find(p);
    if (it == live.end()) {
      // Not ours to free (an input, or freed twice): freeing it would
      // corrupt the heap.
      if (violation.empty())
        violation = "freed memory it did not allocate (or freed it twice)";
      return;
    }
    GuardedBlock b = it->second;
    live.erase(it);
    if (check(b))
      std::free(b.start); // a damaged block is leaked, not freed
  }
};
thread_local GuardedHeap heap;

/// The argument buffers of the call in progress on this thread (data
/// pointer, bytes).
thread_local llvm::SmallVector<std::pair<const uint8_t *, size_t>, 8>
    callArguments;

/// "5x?x2"-style sizes of a memref ("5x0x2").
std::string shapeText(const DynamicMemRefType<char> &m) {
  std::string text;
  for (int64_t i = 0; i < m.rank; ++i)
    text += (i ? "x" : "") + std::to_string(m.sizes[i]);
  return m.rank ? text : "scalar";
}

/// Whether the bytes [lo, hi) lie inside one buffer the call may use: an
/// argument or a live block it allocated.
bool insideOneBuffer(const uint8_t *lo, const uint8_t *hi) {
  for (auto [data, bytes] : callArguments)
    if (lo >= data && hi <= data + bytes)
      return true;
  for (const auto &entry : heap.live) {
    const uint8_t *data = entry.second.data();
    if (lo >= data && hi <= data + entry.second.bytes)
      return true;
  }
  return false;
}

/// Why copying `src` into `dst` would go out of bounds by their shapes
/// alone: memrefCopy walks the source's sizes, so a destination of another
/// shape (dynamic sizes that disagree at run time), or a negative size (a
/// slice size computed out of range), writes past the destination.
std::string copyShapeProblem(const ::UnrankedMemRefType<char> &src,
                             const ::UnrankedMemRefType<char> &dst) {
  DynamicMemRefType<char> s(src), d(dst);
  if (s.rank != d.rank)
    return "copied between memrefs of different ranks";
  for (int64_t i = 0; i < s.rank; ++i) {
    if (s.sizes[i] < 0 || d.sizes[i] < 0)
      return "copied a slice of negative size";
    if (s.sizes[i] != d.sizes[i])
      return llvm::formatv("copied a {0} slice into a {1} one (a memref.copy "
                           "whose dynamic sizes disagree at run time)",
                           shapeText(s), shapeText(d))
          .str();
  }
  return "";
}

/// The bytes a strided memref spans, or an empty range when it has none.
std::pair<const uint8_t *, const uint8_t *>
span(int64_t elemSize, const ::UnrankedMemRefType<char> &memref) {
  DynamicMemRefType<char> m(memref);
  int64_t first = m.offset, last = m.offset;
  for (int64_t d = 0; d < m.rank; ++d) {
    if (m.sizes[d] <= 0)
      return {nullptr, nullptr};
    int64_t extent = (m.sizes[d] - 1) * m.strides[d];
    (extent < 0 ? first : last) += extent;
  }
  const auto *base = reinterpret_cast<const uint8_t *>(m.data);
  return {base + first * elemSize, base + (last + 1) * elemSize};
}

/// The lowering's strided copy (memref.copy), bounds-checked: a copy into
/// or out of memory outside every buffer (a slice with offsets out of
/// range) is a finding, and is not done: it would corrupt the harness.
/// Constants are copied from globals, which only a source may be.
void guardedMemrefCopy(int64_t elemSize, ::UnrankedMemRefType<char> *src,
                       ::UnrankedMemRefType<char> *dst) {
  std::string problem = copyShapeProblem(*src, *dst);
  if (!problem.empty()) {
    if (heap.violation.empty())
      heap.violation = problem;
    return;
  }
  auto [lo, hi] = span(elemSize, *dst);
  if (lo && !insideOneBuffer(lo, hi)) {
    if (heap.violation.empty())
      heap.violation = "copied a slice to memory outside every buffer (a "
                       "memref.copy out of bounds)";
    return;
  }
  memrefCopy(elemSize, src, dst);
}

/// The allocation functions lowered code calls (finalize-memref-to-llvm
/// emits malloc, or aligned_alloc, and free): each fresh block is poisoned
/// and lies between guard zones.
void *guardedMalloc(size_t bytes) {
  if (heap.timing)
    return heap.allocateTimed(bytes, 0);
  heap.checkSize(bytes);
  return heap.allocate(std::malloc(GuardedBlock::allocation(bytes)), bytes);
}
void *guardedAlignedAlloc(size_t alignment, size_t bytes) {
  // The guard zone keeps the data aligned for alignments up to its size.
  if (alignment > kRedzone)
    return nullptr;
  if (heap.timing)
    return heap.allocateTimed((bytes + alignment - 1) / alignment * alignment,
                              alignment);
  heap.checkSize(bytes);
  size_t total =
      (GuardedBlock::allocation(bytes) + alignment - 1) / alignment * alignment;
  return heap.allocate(std::aligned_alloc(alignment, total), bytes);
}
void guardedFree(void *p) {
  if (!heap.timing)
    return heap.release(p);
  heap.releaseTimed(p);
}

/// The messages of the runtime checks of the module whose function is
/// being called on this thread (passes/RuntimeChecks.h).
thread_local const std::vector<std::string> *activeChecks = nullptr;

/// What every runtime check of the checking build calls: a failed one ends
/// the call here with the check's message.
void runtimeCheck(int64_t holds, int64_t number) {
  if (holds)
    return;
  if (heap.violation.empty()) {
    heap.violation = "failed a runtime check: ";
    if (activeChecks && number >= 0 &&
        static_cast<size_t>(number) < activeChecks->size())
      heap.violation += (*activeChecks)[number];
    else
      heap.violation += "#" + std::to_string(number);
  }
  if (heap.escape)
    std::longjmp(*heap.escape, 1);
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
  if (auto checks = module->getAttrOfType<ArrayAttr>(kRuntimeChecksAttr))
    for (Attribute m : checks)
      jit->checkMessages.push_back(cast<StringAttr>(m).str());
  // The lowering's own runtime helper for strided copies, the poisoning
  // allocators in place of libc's, and the checking build's report of a
  // failed runtime check: the only symbols besides libm that lowered cases
  // may reference.
  jit->engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    auto define = [&](llvm::StringRef name, auto *fn) {
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                                 llvm::JITSymbolFlags::Exported};
    };
    define("memrefCopy", &guardedMemrefCopy);
    define("malloc", &guardedMalloc);
    define("aligned_alloc", &guardedAlignedAlloc);
    define("free", &guardedFree);
    define(kRuntimeCheck, &runtimeCheck);
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
    if (b)
      std::free(static_cast<uint8_t *>(b) - kRedzone);
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
  call->checkMessages = &checkMessages;
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
    // 64-byte aligned heap copies, so no element type is misaligned,
    // between guard zones.
    size_t bytes = (GuardedBlock::allocation(t.data.size()) + 63) / 64 * 64;
    void *start = std::aligned_alloc(64, bytes);
    void *buffer = GuardedBlock::make(start, t.data.size()).data();
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
  heap.violation.clear();
  callArguments.clear();
  for (size_t i = 0; i < buffers.size(); ++i)
    if (buffers[i])
      callArguments.push_back(
          {static_cast<const uint8_t *>(buffers[i]), inputs[i].data.size()});
  {
    PoisonScope scope(poison);
    // Only JIT-compiled frames (no destructors) lie between here and a
    // longjmp from the allocator.
    std::jmp_buf escape;
    heap.escape = &escape;
    activeChecks = checkMessages;
    if (setjmp(escape) == 0)
      fn(args.data());
    heap.escape = nullptr;
    activeChecks = nullptr;
  }
  callArguments.clear();
  // Out-of-bounds writes: past an argument's data, past a buffer the code
  // allocated and still holds (returned or leaked), or a bad free.
  for (size_t i = 0; i < buffers.size(); ++i)
    if (buffers[i] &&
        !GuardedBlock{static_cast<uint8_t *>(buffers[i]) - kRedzone,
                      inputs[i].data.size()}
             .intact())
      heap.violation = llvm::formatv("wrote outside the bounds of tensor "
                                     "argument #{0}",
                                     i)
                           .str();
  for (const auto &entry : heap.live)
    heap.check(entry.second);
  if (!heap.violation.empty()) {
    error = "the compiled function " + heap.violation;
    // Its blocks may be damaged: leak them rather than free them.
    heap.live.clear();
    return failure();
  }
  if (outputs)
    outputs->clear();
  size_t pos = 0;
  LogicalResult status = success();
  for (const ResultSpec &r : sig.results) {
    auto *aligned = reinterpret_cast<uint8_t *>(results[pos + 1]);
    int64_t offset = results[pos + 2];
    llvm::ArrayRef<int64_t> sizes(&results[pos + 3], r.rank);
    llvm::ArrayRef<int64_t> strides(&results[pos + 3 + r.rank], r.rank);
    pos += 3 + 2 * r.rank;
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
  // Every block the call allocated is freed now that the results are
  // copied: those it returned (the same one may be returned twice) and
  // those it left behind (the lowering inserts no deallocation). A result
  // may also be an argument's buffer or a constant: those stay.
  for (const auto &entry : heap.live)
    if (entry.second.intact())
      std::free(entry.second.start);
  heap.live.clear();
  return status;
}

void PreparedCall::invokeTimed() {
  heap.timing = true;
  fn(args.data());
  heap.timing = false;
  // The blocks it returned and those it left behind, kept for the next.
  while (!heap.timedBlocks.empty())
    heap.releaseTimed(heap.timedBlocks.back().start);
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
