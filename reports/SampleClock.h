//===- SampleClock.h - A clock other processes cannot move ------*- C++ -*-===//
//
// Timing samples measure what the calling thread itself did, so that
// another job on the machine changes how long a comparison takes, not what
// it measures:
//  - the thread's user-space CPU cycles from the hardware counters, where
//    the kernel allows it (perf_event_open; not instructions: a
//    memory-bound slowdown keeps their count);
//  - else the thread's CPU time (CLOCK_THREAD_CPUTIME_ID): time the thread
//    waits for a core is not counted;
//  - else wall time.
// The load the machine was under is read alongside (load average, other
// runnable threads), for the report.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_REPORTS_SAMPLECLOCK_H
#define FUSEFUZZ_REPORTS_SAMPLECLOCK_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>

namespace fusefuzz {

class SampleClock {
public:
  enum class Kind { Cycles, ThreadCpu, Wall };
  /// The best clock this thread can use (`allowCycles` false: skips the
  /// hardware counters).
  static std::unique_ptr<SampleClock> best(bool allowCycles = true);
  /// A clock of `kind`, or null if this machine has none.
  static std::unique_ptr<SampleClock> of(Kind kind);
  ~SampleClock();

  Kind kind() const { return clockKind; }
  /// "CPU cycles of the thread (hardware counter)", ...
  llvm::StringRef name() const;
  /// The unit of `now`: "cycles" or "s".
  llvm::StringRef unit() const;
  /// The current reading, in `unit`.
  double now() const;

private:
  SampleClock(Kind kind, int fd) : clockKind(kind), counter(fd) {}
  Kind clockKind;
  int counter; // the perf event of Cycles, else -1
};

/// CPU time this thread has used, in seconds (budgets that a busy machine
/// does not shorten).
double threadCpuSeconds();

/// What else the machine was doing: the 1-minute load average and the
/// threads runnable besides the reader.
struct MachineLoad {
  double loadAverage = 0;
  int otherRunnable = 0;
  /// Reads /proc/loadavg and /proc/stat; zeros where they are missing.
  static MachineLoad now();
};

} // namespace fusefuzz

#endif
