//===- SampleClock.cpp ----------------------------------------------------===//
#include "reports/SampleClock.h"

#include "llvm/Support/MemoryBuffer.h"

#include <chrono>
#include <cstring>
#include <ctime>
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace fusefuzz;

/// The calling thread's user-space CPU cycles counter, or -1.
static int openCycleCounter() {
  perf_event_attr attr;
  std::memset(&attr, 0, sizeof(attr));
  attr.type = PERF_TYPE_HARDWARE;
  attr.size = sizeof(attr);
  attr.config = PERF_COUNT_HW_CPU_CYCLES;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  int fd = int(syscall(SYS_perf_event_open, &attr, /*pid=*/0, /*cpu=*/-1,
                       /*group_fd=*/-1, /*flags=*/0));
  if (fd < 0)
    return -1;
  uint64_t value = 0;
  // Some virtual machines open the event and never count.
  if (ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0 ||
      read(fd, &value, sizeof(value)) != sizeof(value)) {
    close(fd);
    return -1;
  }
  volatile double sink = 0;
  for (int i = 0; i < 100000; ++i)
    sink = sink + i;
  uint64_t later = 0;
  if (read(fd, &later, sizeof(later)) != sizeof(later) || later <= value) {
    close(fd);
    return -1;
  }
  return fd;
}

std::unique_ptr<SampleClock> SampleClock::of(Kind kind) {
  switch (kind) {
  case Kind::Cycles: {
    int fd = openCycleCounter();
    if (fd < 0)
      return nullptr;
    return std::unique_ptr<SampleClock>(new SampleClock(kind, fd));
  }
  case Kind::ThreadCpu: {
    timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
      return nullptr;
    return std::unique_ptr<SampleClock>(new SampleClock(kind, -1));
  }
  case Kind::Wall:
    return std::unique_ptr<SampleClock>(new SampleClock(kind, -1));
  }
  return nullptr;
}

std::unique_ptr<SampleClock> SampleClock::best(bool allowCycles) {
  if (allowCycles)
    if (auto clock = of(Kind::Cycles))
      return clock;
  if (auto clock = of(Kind::ThreadCpu))
    return clock;
  return of(Kind::Wall);
}

SampleClock::~SampleClock() {
  if (counter >= 0)
    close(counter);
}

llvm::StringRef SampleClock::name() const {
  switch (clockKind) {
  case Kind::Cycles:
    return "the thread's CPU cycles (hardware counter)";
  case Kind::ThreadCpu:
    return "the thread's CPU time";
  case Kind::Wall:
    return "wall time";
  }
  return "";
}

llvm::StringRef SampleClock::unit() const {
  return clockKind == Kind::Cycles ? "cycles" : "s";
}

double fusefuzz::threadCpuSeconds() {
  timespec ts;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return std::chrono::duration<double>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

double SampleClock::now() const {
  switch (clockKind) {
  case Kind::Cycles: {
    uint64_t value = 0;
    if (read(counter, &value, sizeof(value)) != sizeof(value))
      return 0;
    return double(value);
  }
  case Kind::ThreadCpu:
    return threadCpuSeconds();
  case Kind::Wall:
    break;
  }
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

MachineLoad MachineLoad::now() {
  MachineLoad load;
  if (auto buffer = llvm::MemoryBuffer::getFileAsStream("/proc/loadavg"))
    (void)llvm::StringRef((*buffer)->getBuffer())
        .split(' ')
        .first.getAsDouble(load.loadAverage);
  if (auto buffer = llvm::MemoryBuffer::getFileAsStream("/proc/stat")) {
    llvm::StringRef text = (*buffer)->getBuffer();
    size_t at = text.find("procs_running ");
    if (at != llvm::StringRef::npos) {
      int running = 0;
      if (!text.substr(at + 14).split('\n').first.trim().getAsInteger(10,
                                                                      running))
        load.otherRunnable = std::max(0, running - 1);
    }
  }
  return load;
}
