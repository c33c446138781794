//===- Isolation.cpp ------------------------------------------------------===//
#include "fuzz/Isolation.h"
#include "fuzz/StackSymbolizer.h"
#include "oracle/exec/Executor.h"
#include "oracle/pipeline/FusionWatchdog.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace fusefuzz;
namespace json = llvm::json;

static json::Value toJson(const CaseResult &r) {
  json::Object fired, refusals;
  for (const auto &e : r.fired)
    fired[e.getKey()] = e.getValue();
  for (const auto &e : r.refusals)
    refusals[e.getKey()] = e.getValue();
  return json::Object{
      {"verdict", verdictName(r.verdict)},
      {"detail", r.detail},
      {"evidence", r.evidence},
      {"fused", r.fusedText},
      {"fusions", r.fusions},
      {"fired", std::move(fired)},
      {"refusals", std::move(refusals)},
      {"not_converged", r.notConverged},
      {"interpreted", r.interpreted},
      {"jit_ran", r.jitRan},
      {"interpreter_declined", r.interpreterDeclined},
      {"t", json::Array{r.fuseSeconds, r.lowerSeconds, r.jitSeconds,
                        r.runSeconds, r.proveSeconds}},
      {"failed_rule", r.failedRule},
      {"mismatch_fact", r.failureFact},
      {"refutation_fact", r.refutationFact},
      {"stack", r.stack},
      {"same_failure",
       json::Array{r.sameFailureStrategy, r.sameFailureSignature}},
      {"rewrites", json::Array(r.rewrites)},
      {"notes", json::Array(r.notes)},
      {"speedup", r.speedup},
      {"failed_proof", r.failedProof},
      {"equivalence",
       json::Array{r.equivalence, r.equivalenceReason, r.equivalenceReport,
                   r.equivalenceSeconds, r.equivalenceRefutation}},
      {"family", r.family},
      {"op_kinds",
       [&] {
         json::Object kinds;
         for (const auto &[name, fused] : r.opKinds)
           kinds[name] = fused;
         return kinds;
       }()},
      {"proofs_hold", r.proofsHold ? json::Value(*r.proofsHold) : nullptr},
      {"counterexample_confirmed", r.counterexampleConfirmed
                                       ? json::Value(*r.counterexampleConfirmed)
                                       : nullptr},
      {"execution_agrees",
       r.executionAgrees ? json::Value(*r.executionAgrees) : nullptr}};
}

static bool fromJson(llvm::StringRef text, CaseResult &r) {
  auto parsed = json::parse(text);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return false;
  }
  const json::Object *o = parsed->getAsObject();
  if (!o)
    return false;
  auto verdict = verdictFromName(o->getString("verdict").value_or(""));
  if (!verdict)
    return false;
  r.verdict = *verdict;
  r.detail = o->getString("detail").value_or("").str();
  r.evidence = o->getString("evidence").value_or("").str();
  r.fusedText = o->getString("fused").value_or("").str();
  r.fusions = o->getInteger("fusions").value_or(0);
  r.notConverged = o->getBoolean("not_converged").value_or(false);
  r.interpreted = o->getBoolean("interpreted").value_or(false);
  r.jitRan = o->getBoolean("jit_ran").value_or(false);
  r.interpreterDeclined =
      o->getString("interpreter_declined").value_or("").str();
  if (const json::Object *f = o->getObject("fired"))
    for (const auto &[k, v] : *f)
      r.fired[k] = v.getAsInteger().value_or(0);
  if (const json::Object *f = o->getObject("refusals"))
    for (const auto &[k, v] : *f)
      r.refusals[k] = v.getAsInteger().value_or(0);
  if (const json::Array *t = o->getArray("t"); t && t->size() == 5) {
    r.fuseSeconds = (*t)[0].getAsNumber().value_or(0);
    r.lowerSeconds = (*t)[1].getAsNumber().value_or(0);
    r.jitSeconds = (*t)[2].getAsNumber().value_or(0);
    r.runSeconds = (*t)[3].getAsNumber().value_or(0);
    r.proveSeconds = (*t)[4].getAsNumber().value_or(0);
  }
  r.failedRule = o->getString("failed_rule").value_or("").str();
  r.failureFact = o->getString("mismatch_fact").value_or("").str();
  r.refutationFact = o->getString("refutation_fact").value_or("").str();
  r.stack = o->getString("stack").value_or("").str();
  if (const json::Array *same = o->getArray("same_failure");
      same && same->size() == 2) {
    r.sameFailureStrategy = (*same)[0].getAsString().value_or("").str();
    r.sameFailureSignature = (*same)[1].getAsString().value_or("").str();
  }
  r.speedup = o->getNumber("speedup").value_or(0);
  r.failedProof = o->getString("failed_proof").value_or("").str();
  if (const json::Array *e = o->getArray("equivalence"); e && e->size() == 5) {
    r.equivalence = (*e)[0].getAsString().value_or("").str();
    r.equivalenceReason = (*e)[1].getAsString().value_or("").str();
    r.equivalenceReport = (*e)[2].getAsString().value_or("").str();
    r.equivalenceSeconds = (*e)[3].getAsNumber().value_or(0);
    r.equivalenceRefutation = (*e)[4].getAsString().value_or("").str();
  }
  r.family = o->getString("family").value_or("").str();
  if (const json::Object *kinds = o->getObject("op_kinds"))
    for (const auto &[name, fused] : *kinds)
      r.opKinds[name.str()] = fused.getAsBoolean().value_or(false);
  r.proofsHold = o->getBoolean("proofs_hold");
  r.counterexampleConfirmed = o->getBoolean("counterexample_confirmed");
  r.executionAgrees = o->getBoolean("execution_agrees");
  if (const json::Array *t = o->getArray("rewrites"))
    for (const json::Value &v : *t)
      r.rewrites.push_back(v.getAsString().value_or("").str());
  if (const json::Array *t = o->getArray("notes"))
    for (const json::Value &v : *t)
      r.notes.push_back(v.getAsString().value_or("").str());
  return true;
}

static bool writeAll(int fd, const void *data, size_t size) {
  auto *p = static_cast<const char *>(data);
  while (size > 0) {
    ssize_t n = write(fd, p, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    p += n;
    size -= n;
  }
  return true;
}

static bool writeMessage(int fd, llvm::StringRef message) {
  uint64_t size = message.size();
  return writeAll(fd, &size, sizeof(size)) &&
         writeAll(fd, message.data(), message.size());
}

/// Reads exactly `size` bytes before `deadline` (none: wait forever).
/// Returns 1 on success, 0 on EOF or error, -1 on timeout.
static int
readAll(int fd, char *data, size_t size,
        std::optional<std::chrono::steady_clock::time_point> deadline) {
  while (size > 0) {
    if (deadline) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                      *deadline - std::chrono::steady_clock::now())
                      .count();
      if (left <= 0)
        return -1;
      pollfd p{fd, POLLIN, 0};
      int ready = poll(&p, 1, static_cast<int>(left));
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready == 0)
        return -1;
    }
    ssize_t n = read(fd, data, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return 0;
    data += n;
    size -= n;
  }
  return 1;
}

static int
readMessage(int fd, std::string &out,
            std::optional<std::chrono::steady_clock::time_point> deadline) {
  uint64_t size = 0;
  int rc = readAll(fd, reinterpret_cast<char *>(&size), sizeof(size), deadline);
  if (rc != 1)
    return rc;
  if (size > (uint64_t(1) << 32))
    return 0;
  out.resize(size);
  return readAll(fd, out.data(), size, deadline);
}

/// The CPU time process `pid` has spent (user and system), in seconds;
/// nullopt where /proc does not tell.
static std::optional<double> cpuSecondsOf(pid_t pid) {
  std::string path = "/proc/" + std::to_string(pid) + "/stat";
  FILE *f = fopen(path.c_str(), "r");
  if (!f)
    return std::nullopt;
  char buffer[1024];
  size_t n = fread(buffer, 1, sizeof(buffer) - 1, f);
  fclose(f);
  buffer[n] = 0;
  // Fields after the command name (which may hold spaces, in parentheses):
  // state is field 3, utime 14 and stime 15.
  const char *rest = strrchr(buffer, ')');
  if (!rest)
    return std::nullopt;
  unsigned long long utime = 0, stime = 0;
  if (sscanf(rest + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
             &utime, &stime) != 2)
    return std::nullopt;
  return double(utime + stime) / double(sysconf(_SC_CLK_TCK));
}

/// How long a crashing worker's stack dump may take.
static constexpr int kCrashDumpSeconds = 5;

IsolatedChecker::IsolatedChecker(Session &session, const CheckOptions &options,
                                 IsolationOptions isolation)
    : IsolatedChecker(
          session,
          [options](Session &s, llvm::StringRef text, llvm::StringRef name) {
            return checkCase(s, text, name, options);
          },
          isolation) {}

void IsolatedChecker::workerLoop(int in, int out) {
  rlimit limit{isolation.memoryLimitBytes, isolation.memoryLimitBytes};
  setrlimit(RLIMIT_AS, &limit);
  limitFusionCpuTime(isolation.fusionCpuSeconds);
  // Ctrl-C is for the campaign: it finishes the current case and stops.
  signal(SIGINT, SIG_IGN);
  // What the worker prints when it dies (LLVM's stack trace) goes to a file
  // the parent reads after a crash.
  if (stackFd >= 0)
    dup2(stackFd, STDERR_FILENO);
  // Frames are named by the parent (StackSymbolizer.h): the dying worker
  // only prints addresses.
  setenv("LLVM_DISABLE_SYMBOLIZATION", "1", 1);
  std::string name, text;
  while (readMessage(in, name, std::nullopt) == 1 &&
         readMessage(in, text, std::nullopt) == 1) {
    std::string reply;
    llvm::raw_string_ostream os(reply);
    os << toJson(checkFn(session, text, name));
    os.flush();
    if (!writeMessage(out, reply))
      break;
  }
  _exit(0);
}

/// Parent-side pipe ends of every live worker. A new worker must close the
/// ones it inherits, or a dead worker's pipe never reports end-of-file.
static std::vector<int> &liveParentFds() {
  static std::vector<int> fds;
  return fds;
}

static void forgetFd(int fd) {
  auto &fds = liveParentFds();
  fds.erase(std::remove(fds.begin(), fds.end(), fd), fds.end());
}

bool IsolatedChecker::startWorker(std::string &error) {
  int down[2], up[2];
  if (pipe(down) != 0) {
    error = std::string("pipe: ") + strerror(errno);
    return false;
  }
  if (pipe(up) != 0) {
    error = std::string("pipe: ") + strerror(errno);
    close(down[0]);
    close(down[1]);
    return false;
  }
  llvm::outs().flush();
  llvm::errs().flush();
  if (stackFd >= 0)
    close(stackFd);
  char path[] = "/tmp/fusefuzz-worker-XXXXXX";
  stackFd = mkstemp(path);
  if (stackFd >= 0)
    unlink(path); // only the descriptor is needed
  pid_t child = fork();
  if (child < 0) {
    error = std::string("fork: ") + strerror(errno);
    for (int fd : {down[0], down[1], up[0], up[1]})
      close(fd);
    return false;
  }
  if (child == 0) {
    // Its own process group: killing the group also ends what the worker
    // started (an external fusion tool), which would outlive it otherwise.
    setpgid(0, 0);
    close(down[1]);
    close(up[0]);
    for (int fd : liveParentFds())
      close(fd);
    workerLoop(down[0], up[1]);
  }
  setpgid(child, child); // also here: whichever runs first
  close(down[0]);
  close(up[1]);
  pid = child;
  toWorker = down[1];
  fromWorker = up[0];
  liveParentFds().push_back(toWorker);
  liveParentFds().push_back(fromWorker);
  ++started;
  return true;
}

IsolatedChecker::~IsolatedChecker() {
  stopWorker();
  if (stackFd >= 0)
    close(stackFd);
}

void IsolatedChecker::stopWorker() {
  if (pid < 0)
    return;
  forgetFd(toWorker);
  forgetFd(fromWorker);
  close(toWorker); // the worker's loop ends on EOF
  close(fromWorker);
  int status;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  pid = toWorker = fromWorker = -1;
}

std::string IsolatedChecker::readStack() {
  if (stackFd < 0)
    return "";
  std::string out;
  char buffer[4096];
  ssize_t n;
  off_t offset = 0;
  while ((n = pread(stackFd, buffer, sizeof(buffer), offset)) > 0 &&
         out.size() < (1 << 16)) {
    out.append(buffer, n);
    offset += n;
  }
  return out;
}

bool IsolatedChecker::workerIsCrashing() {
  std::string stack = readStack();
  return stack.find("PLEASE submit a bug report") != std::string::npos ||
         stack.find("Stack dump:") != std::string::npos;
}

CaseResult IsolatedChecker::check(llvm::StringRef text,
                                  llvm::StringRef bufferName) {
  if (!isolation.enabled)
    return checkFn(session, text, bufferName);
  CaseResult r;
  std::string error;
  if (pid < 0 && !startWorker(error)) {
    r.verdict = Verdict::Crash;
    r.detail = "internal: cannot start a worker: " + error;
    return r;
  }
  std::string reply;
  int rc = 0;
  auto seconds = [](double s) {
    return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(s));
  };
  auto start = std::chrono::steady_clock::now();
  auto deadline = start + seconds(isolation.timeoutSeconds);
  auto wallLimit = start + seconds(isolation.timeoutSeconds *
                                   IsolationOptions::kWallClockFactor);
  std::optional<double> cpuStart = cpuSecondsOf(pid);
  if (writeMessage(toWorker, bufferName) && writeMessage(toWorker, text)) {
    // Wait for the reply, watching for LLVM's crash handler: a handler that
    // hangs (malloc on a heap the crash corrupted) must not hold the case
    // until its time limit.
    bool crashed = false;
    for (;;) {
      pollfd ready = {fromWorker, POLLIN, 0};
      if (poll(&ready, 1, 100) != 0)
        break;
      auto now = std::chrono::steady_clock::now();
      if (now >= deadline) {
        // The limit is the worker's CPU time: where it spent less (other
        // processes had the cores), it gets the rest, up to the wall limit.
        std::optional<double> cpu = cpuSecondsOf(pid);
        double spent =
            cpu && cpuStart ? *cpu - *cpuStart : isolation.timeoutSeconds;
        if (spent >= isolation.timeoutSeconds || now >= wallLimit)
          break;
        deadline = std::min(
            wallLimit,
            now + seconds(std::max(0.1, isolation.timeoutSeconds - spent)));
      }
      if (workerIsCrashing()) {
        crashed = true;
        break;
      }
    }
    // A reply that is ready is read, even where the poll that saw it
    // returned past the deadline.
    rc = crashed
             ? -1
             : readMessage(fromWorker, reply,
                           std::max(deadline, std::chrono::steady_clock::now() +
                                                  seconds(1)));
  }
  if (rc == 1 && fromJson(reply, r))
    return r;
  // The worker is gone or stuck: kill it, find out how it ended, and start
  // a fresh one for the next case.
  int status = 0;
  bool reaped = false, crashing = false;
  if (rc == -1 && workerIsCrashing()) {
    // LLVM's crash handler has started: the worker crashed, whatever
    // happens next. Let the handler finish its stack dump (addresses only:
    // the parent names them), so a crash is reported as a crash however busy
    // the machine is.
    crashing = true;
    auto dumped = std::chrono::steady_clock::now() +
                  std::chrono::seconds(kCrashDumpSeconds);
    while (!reaped && std::chrono::steady_clock::now() < dumped) {
      if (waitpid(pid, &status, WNOHANG) == pid)
        reaped = true;
      else
        usleep(20000);
    }
  }
  if (!reaped && (rc == -1 || crashing))
    kill(-pid, SIGKILL); // the worker's whole process group
  forgetFd(toWorker);
  forgetFd(fromWorker);
  close(toWorker);
  close(fromWorker);
  while (!reaped && waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  kill(-pid, SIGKILL); // what the worker started and left behind
  pid = toWorker = fromWorker = -1;
  if (crashing && !(reaped && WIFSIGNALED(status))) {
    r.stack = symbolizeStack(readStack());
    r.evidence = r.stack;
    r.verdict = Verdict::Crash;
    r.detail = llvm::formatv("{0}: the check crashed (its stack dump did not "
                             "finish within {1} s)",
                             bufferName, kCrashDumpSeconds);
  } else if (rc == -1 && !crashing) {
    r.verdict = Verdict::Timeout;
    r.detail = llvm::formatv("{0}: no result within {1} s of CPU time "
                             "(killed)",
                             bufferName, isolation.timeoutSeconds);
  } else if (WIFEXITED(status) && WEXITSTATUS(status) == kFusionTimeoutExit) {
    r.verdict = Verdict::Timeout;
    r.detail = llvm::formatv("{0}: fusion took more than {1} s of CPU time "
                             "(the worker was stopped)",
                             bufferName, isolation.fusionCpuSeconds);
  } else if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    r.stack = symbolizeStack(readStack());
    r.evidence = r.stack;
    r.verdict = Verdict::Crash;
    r.detail = llvm::formatv("{0}: the check died with signal {1} ({2})",
                             bufferName, sig, strsignal(sig));
  } else {
    r.verdict = Verdict::Crash;
    r.detail = llvm::formatv("{0}: the worker exited with status {1} without "
                             "a result",
                             bufferName, WEXITSTATUS(status));
  }
  return r;
}
