//===- FusionWatchdog.cpp -------------------------------------------------===//
#include "oracle/pipeline/FusionWatchdog.h"

#include <csignal>
#include <sys/time.h>
#include <unistd.h>

using namespace fusefuzz;

static double limitSeconds = 0;

void fusefuzz::limitFusionCpuTime(double seconds) { limitSeconds = seconds; }

static void expired(int) { _exit(kFusionTimeoutExit); }

FusionWatchdog::FusionWatchdog() {
  if (limitSeconds <= 0)
    return;
  struct sigaction action = {};
  action.sa_handler = expired;
  sigemptyset(&action.sa_mask);
  sigaction(SIGVTALRM, &action, nullptr);
  itimerval timer = {};
  timer.it_value.tv_sec = static_cast<time_t>(limitSeconds);
  timer.it_value.tv_usec = static_cast<suseconds_t>(
      (limitSeconds - static_cast<double>(timer.it_value.tv_sec)) * 1e6);
  armed = setitimer(ITIMER_VIRTUAL, &timer, nullptr) == 0;
}

FusionWatchdog::~FusionWatchdog() {
  if (!armed)
    return;
  itimerval off = {};
  setitimer(ITIMER_VIRTUAL, &off, nullptr);
}
