//===- WallClockGuard.cpp -------------------------------------------------===//
#include "oracle/smt/WallClockGuard.h"

#include <z3.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace fusefuzz::smt;
using Clock = std::chrono::steady_clock;

namespace {
/// The check being guarded and the thread that guards it.
struct Guard {
  std::mutex mutex;
  std::condition_variable wake;
  Z3_context running = nullptr;     // the context of the check guarded
  Z3_context interrupted = nullptr; // the check's context, once interrupted
  Clock::time_point deadline;
  unsigned long started = 0; // checks guarded so far
  bool idle = false;         // the thread waits for a check to start

  /// The thread's loop: wakes at the running check's deadline, and when
  /// no check started since it last woke, sleeps until one does.
  void run() {
    std::unique_lock<std::mutex> lock(mutex);
    unsigned long seen = started;
    for (;;) {
      if (running && Clock::now() >= deadline) {
        Z3_interrupt(running);
        interrupted = running;
        running = nullptr;
      }
      if (running) {
        wake.wait_until(lock, deadline);
      } else if (started == seen) {
        idle = true;
        wake.wait(lock, [&] { return running != nullptr; });
        idle = false;
      } else {
        seen = started;
        // Checks come in bursts; between two of them, a second's wait.
        wake.wait_for(lock, std::chrono::seconds(1));
      }
    }
  }
};

/// This process's guard. A child made by fork() has none of its parent's
/// threads: it starts its own guard (the parent's copy, whose mutex the
/// parent's thread may have held at the fork, is left untouched).
Guard &guard() {
  static pid_t owner = 0;
  static Guard *current = nullptr;
  if (owner != getpid()) {
    owner = getpid();
    current = new Guard; // lives as long as its detached thread
    std::thread([g = current] { g->run(); }).detach();
  }
  return *current;
}
} // namespace

WallClockDeadline::WallClockDeadline(Z3_context ctx, unsigned ms)
    : ctx(ms ? ctx : nullptr) {
  if (!this->ctx)
    return;
  Guard &g = guard();
  bool notify;
  {
    std::lock_guard<std::mutex> lock(g.mutex);
    g.running = ctx;
    g.deadline = Clock::now() + std::chrono::milliseconds(ms);
    ++g.started;
    notify = g.idle;
  }
  if (notify)
    g.wake.notify_one();
}

void WallClockDeadline::expireNow() {
  Guard &g = guard();
  {
    std::lock_guard<std::mutex> lock(g.mutex);
    g.deadline = Clock::now();
  }
  g.wake.notify_one();
  for (;;) {
    {
      std::lock_guard<std::mutex> lock(g.mutex);
      if (g.interrupted == ctx)
        return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

WallClockDeadline::~WallClockDeadline() {
  if (!ctx)
    return;
  Guard &g = guard();
  bool wasInterrupted;
  {
    std::lock_guard<std::mutex> lock(g.mutex);
    wasInterrupted = g.interrupted == ctx;
    g.running = g.interrupted = nullptr;
  }
  if (!wasInterrupted)
    return;
  // Z3_interrupt leaves the context canceled (model evaluation and
  // simplification fail) until a check starts, which clears it: an empty
  // one does.
  Z3_solver empty = Z3_mk_simple_solver(ctx);
  Z3_solver_inc_ref(ctx, empty);
  Z3_solver_check(ctx, empty);
  Z3_solver_dec_ref(ctx, empty);
}
