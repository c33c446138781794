//===- WallClockGuard.h - Wall-clock limit of a Z3 check -------*- C++ -*-===//
//
// A Z3 check's resource limit is its budget; the wall clock only guards
// against work Z3 does not count. Z3's own `timeout` parameter starts a
// timer thread for every check: a futex wake, a context switch and, while
// that thread runs, a TLB shootdown on the other core for every page the
// check touches first (10% of a campaign's CPU time on these 2-core
// machines). The guard below is one thread per process that sleeps until
// the running check's deadline (or, when no check runs, until one starts)
// and interrupts a check that passed it: Z3 then answers unknown with the
// reason "canceled".
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_SMT_WALLCLOCKGUARD_H
#define FUSEFUZZ_ORACLE_SMT_WALLCLOCKGUARD_H

struct _Z3_context;

namespace fusefuzz::smt {

/// While alive, the check running on `ctx` is interrupted once `ms`
/// milliseconds have passed (0: never), and the context is usable again
/// once it ends. One check at a time per process: the checks of a process
/// run on one thread.
class WallClockDeadline {
public:
  WallClockDeadline(_Z3_context *ctx, unsigned ms);
  ~WallClockDeadline();
  WallClockDeadline(const WallClockDeadline &) = delete;
  WallClockDeadline &operator=(const WallClockDeadline &) = delete;
  /// For tests: the deadline passes now, and returns once the guard has
  /// interrupted the context (whether or not a check still runs on it).
  void expireNow();

private:
  _Z3_context *ctx;
};

} // namespace fusefuzz::smt

#endif
