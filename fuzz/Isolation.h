//===- Isolation.h - Check a case in a child process ------------*- C++ -*-===//
//
// A crashing fusion pass, a crashing kernel or a hanging case must not end a
// campaign. An IsolatedChecker forks one worker process (with a memory
// limit) that checks case after case, so the fork is paid once per batch,
// not per case. A worker killed by a signal turns the case it was checking
// into a `crash` verdict naming the signal; one that outlives the time limit
// is killed and the case becomes `timeout`. Either way the next case gets a
// fresh worker.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_ISOLATION_H
#define FUSEFUZZ_FUZZ_ISOLATION_H

#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Session.h"

#include <functional>

namespace fusefuzz {

struct IsolationOptions {
  bool enabled = true;
  /// CPU seconds a worker may spend on one case, so the limit holds however
  /// busy the machine is (a case that took 5.8 s idle timed out at a wall
  /// clock's 10 s with both cores loaded); a worker that waits without
  /// spending CPU (a deadlock) is stopped after kWallClockFactor times as
  /// long on the wall clock.
  double timeoutSeconds = 10;
  static constexpr double kWallClockFactor = 4;
  uint64_t memoryLimitBytes = uint64_t(4) << 30;
  /// CPU seconds one fusion stage may take in a worker (FusionWatchdog.h);
  /// 0: only `timeoutSeconds` applies. Campaigns use kCampaignFusionCpuSeconds.
  double fusionCpuSeconds = 1;
  /// Generated cases fuse in milliseconds: none of 131,000 (every strategy)
  /// took 0.1 s, while each spinning upstream fusion costs a campaign the
  /// whole limit.
  static constexpr double kCampaignFusionCpuSeconds = 0.25;
};

/// What a worker does with one case.
using CaseCheck = std::function<CaseResult(Session &, llvm::StringRef text,
                                           llvm::StringRef name)>;

class IsolatedChecker {
public:
  /// Checks cases with checkCase(session, text, name, options).
  IsolatedChecker(Session &session, const CheckOptions &options,
                  IsolationOptions isolation);
  /// Checks cases with `check` (e.g. checkCase plus speedup timing).
  IsolatedChecker(Session &session, CaseCheck check, IsolationOptions isolation)
      : session(session), checkFn(std::move(check)), isolation(isolation) {}
  ~IsolatedChecker();
  IsolatedChecker(const IsolatedChecker &) = delete;
  IsolatedChecker &operator=(const IsolatedChecker &) = delete;

  CaseResult check(llvm::StringRef text, llvm::StringRef bufferName);
  /// Workers started so far (1 plus one per crash or timeout).
  unsigned workersStarted() const { return started; }

private:
  bool startWorker(std::string &error);
  void stopWorker();
  [[noreturn]] void workerLoop(int in, int out);
  std::string readStack();
  /// Whether the worker has entered LLVM's crash handler (its stack dump
  /// has begun).
  bool workerIsCrashing();

  Session &session;
  CaseCheck checkFn;
  IsolationOptions isolation;
  int pid = -1, toWorker = -1, fromWorker = -1;
  int stackFd = -1; // the worker's stderr
  unsigned started = 0;
};

} // namespace fusefuzz

#endif
