//===- FusionWatchdog.h - A CPU-time limit on the fusion stage --*- C++ -*-===//
//
// Fusing a generated case takes milliseconds. A strategy that spins (an
// upstream use-after-free that walks a corrupted parent chain for seconds)
// would hold an isolated worker until the case's wall-clock limit. Workers
// arm this watchdog: after `seconds` of CPU time in one fusion stage the
// worker exits with kFusionTimeoutExit, which its parent reports as a
// timeout. CPU time, not wall time, so a loaded machine cannot trigger it.
// Never armed in-process: it ends the whole process.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_FUSIONWATCHDOG_H
#define FUSEFUZZ_ORACLE_PIPELINE_FUSIONWATCHDOG_H

namespace fusefuzz {

/// The exit status of a worker stopped by the watchdog.
constexpr int kFusionTimeoutExit = 86;

/// Sets the CPU-time limit of every later fusion stage in this process (0:
/// off, the default).
void limitFusionCpuTime(double seconds);

/// Arms the watchdog for its lifetime, when a limit is set.
class FusionWatchdog {
public:
  FusionWatchdog();
  ~FusionWatchdog();
  FusionWatchdog(const FusionWatchdog &) = delete;
  FusionWatchdog &operator=(const FusionWatchdog &) = delete;

private:
  bool armed = false;
};

} // namespace fusefuzz

#endif
