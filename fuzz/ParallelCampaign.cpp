//===- ParallelCampaign.cpp -----------------------------------------------===//
#include "fuzz/ParallelCampaign.h"

#include "oracle/summary/SummaryJson.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace fusefuzz;

llvm::Error fusefuzz::parseShard(llvm::StringRef text, Sharding &sharding) {
  auto [k, n] = text.split('/');
  unsigned shard = 0, shards = 0;
  if (k.getAsInteger(10, shard) || n.getAsInteger(10, shards) || shard < 1 ||
      shard > shards)
    return llvm::createStringError("--shard takes K/N with 1 <= K <= N, not '" +
                                   text.str() + "'");
  sharding.shard = shard - 1;
  sharding.shards = shards;
  return llvm::Error::success();
}

unsigned fusefuzz::defaultJobs() {
  return std::max(1u, llvm::hardware_concurrency().compute_thread_count());
}

CampaignOptions fusefuzz::workerOptions(const CampaignOptions &options,
                                        const Sharding &sharding,
                                        unsigned worker) {
  CampaignOptions o = options;
  o.firstIndex = sharding.shard + uint64_t(sharding.shards) * worker;
  o.indexStride = uint64_t(sharding.shards) * sharding.jobs;
  return o;
}

namespace {
/// The parent's view of one worker process.
struct Worker {
  pid_t pid = -1;
  int fd = -1;         // read end of its log pipe
  std::string pending; // a line not yet complete
  uint64_t cases = 0, failures = 0, known = 0, fusions = 0;
  std::string summaryPath, caseLogPath;
};

std::vector<pid_t> &runningWorkers() {
  static std::vector<pid_t> pids;
  return pids;
}

/// SIGINT and SIGTERM reach the parent: each worker is asked to stop after
/// its current case (a terminal's Ctrl-C reaches them directly too).
void forwardStop(int) {
  for (pid_t pid : runningWorkers())
    kill(pid, SIGINT);
}

struct ForwardStopGuard {
  ForwardStopGuard() {
    struct sigaction action = {};
    action.sa_handler = forwardStop;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &oldInt);
    sigaction(SIGTERM, &action, &oldTerm);
  }
  ~ForwardStopGuard() {
    sigaction(SIGINT, &oldInt, nullptr);
    sigaction(SIGTERM, &oldTerm, nullptr);
    runningWorkers().clear();
  }
  struct sigaction oldInt = {}, oldTerm = {};
};

/// What a worker process does: its own session, its part of the campaign,
/// its summary as JSON in `summaryPath`.
[[noreturn]] void workerMain(const CampaignOptions &options,
                             const StrategyRegistry &registry, int logFd,
                             const std::string &summaryPath) {
  llvm::raw_fd_ostream log(logFd, /*shouldClose=*/true);
  std::string error;
  std::unique_ptr<Session> session = Session::create(error, registry);
  if (!session) {
    log << "fusefuzz: worker: " << error << "\n";
    log.flush();
    _exit(2);
  }
  Summary summary = runCampaign(*session, options, log);
  std::error_code ec;
  llvm::raw_fd_ostream json(summaryPath, ec);
  if (ec) {
    log << "fusefuzz: cannot write " << summaryPath << ": " << ec.message()
        << "\n";
    log.flush();
    _exit(2);
  }
  json << llvm::formatv("{0}", summaryToJson(summary)) << "\n";
  json.close();
  log.flush();
  _exit(json.has_error() ? 2 : 0);
}

/// Forwards the complete lines in `w.pending`; status lines update `w`.
void forwardLines(Worker &w, llvm::raw_ostream &log, bool progress) {
  size_t end;
  while ((end = w.pending.find('\n')) != std::string::npos) {
    llvm::StringRef line(w.pending.data(), end);
    if (line.consume_front(llvm::StringRef(&kProgressMarker, 1))) {
      llvm::SmallVector<llvm::StringRef, 4> fields;
      line.split(fields, ' ');
      if (fields.size() == 4) {
        fields[0].getAsInteger(10, w.cases);
        fields[1].getAsInteger(10, w.failures);
        fields[2].getAsInteger(10, w.known);
        fields[3].getAsInteger(10, w.fusions);
      }
    } else {
      if (progress)
        log << "\r\x1b[K"; // clear the status line first
      log << line << "\n";
    }
    w.pending.erase(0, end + 1);
  }
}

/// Appends the workers' case logs to `path` in index order.
void mergeCaseLogs(llvm::ArrayRef<Worker> workers, llvm::StringRef path,
                   llvm::raw_ostream &log) {
  std::vector<std::pair<uint64_t, std::string>> lines;
  for (const Worker &w : workers) {
    auto buffer = llvm::MemoryBuffer::getFile(w.caseLogPath);
    if (!buffer)
      continue;
    llvm::SmallVector<llvm::StringRef> rows;
    (*buffer)->getBuffer().split(rows, '\n', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef row : rows) {
      uint64_t index = 0;
      row.split('\t').first.getAsInteger(10, index);
      lines.emplace_back(index, row.str());
    }
    llvm::sys::fs::remove(w.caseLogPath);
  }
  llvm::sort(lines);
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Append);
  if (ec) {
    log << "fusefuzz: cannot write " << path << ": " << ec.message() << "\n";
    return;
  }
  for (const auto &line : lines)
    os << line.second << "\n";
}
} // namespace

Summary fusefuzz::runParallelCampaign(const CampaignOptions &options,
                                      const Sharding &sharding,
                                      const StrategyRegistry &registry,
                                      llvm::raw_ostream &log) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  Summary merged;
  merged.strategy = campaignName(options);
  merged.workers = 0;
  llvm::SmallString<256> jobsDir(options.outDir);
  llvm::sys::path::append(jobsDir, ".jobs");
  if (std::error_code ec = llvm::sys::fs::create_directories(jobsDir)) {
    log << "fusefuzz: cannot create " << jobsDir << ": " << ec.message()
        << "\n";
    merged.interrupted = true;
    return merged;
  }
  // Report slots are claimed afresh by every campaign.
  llvm::SmallString<256> claims(options.outDir);
  llvm::sys::path::append(claims, ".claims");
  llvm::sys::fs::remove_directories(claims);
  ForwardStopGuard stopGuard;
  std::vector<Worker> workers(sharding.jobs);
  log.flush();
  llvm::outs().flush();
  llvm::errs().flush();
  for (unsigned k = 0; k < sharding.jobs; ++k) {
    Worker &w = workers[k];
    w.summaryPath =
        (jobsDir + llvm::formatv("/worker-{0}-{1}.json", getpid(), k)).str();
    CampaignOptions o = workerOptions(options, sharding, k);
    o.progress = false;
    o.progressLines = options.progress;
    o.sharedOutDir = true;
    if (!options.caseLog.empty()) {
      w.caseLogPath = (options.caseLog + llvm::formatv(".worker-{0}", k)).str();
      llvm::sys::fs::remove(w.caseLogPath);
      o.caseLog = w.caseLogPath;
    }
    int fds[2];
    if (pipe(fds) != 0) {
      log << "fusefuzz: pipe: " << strerror(errno) << "\n";
      break;
    }
    pid_t pid = fork();
    if (pid == 0) {
      close(fds[0]);
      for (const Worker &other : workers)
        if (other.fd >= 0)
          close(other.fd);
      workerMain(o, registry, fds[1], w.summaryPath);
    }
    close(fds[1]);
    if (pid < 0) {
      close(fds[0]);
      log << "fusefuzz: fork: " << strerror(errno) << "\n";
      break;
    }
    w.pid = pid;
    w.fd = fds[0];
    runningWorkers().push_back(pid);
  }
  // Forward the workers' logs until every pipe is closed.
  auto lastProgress = Clock::now();
  for (;;) {
    std::vector<pollfd> polls;
    std::vector<Worker *> polled;
    for (Worker &w : workers)
      if (w.fd >= 0) {
        polls.push_back({w.fd, POLLIN, 0});
        polled.push_back(&w);
      }
    if (polls.empty())
      break;
    if (poll(polls.data(), polls.size(), 250) < 0 && errno != EINTR)
      break;
    for (size_t i = 0; i < polls.size(); ++i) {
      if (!(polls[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      Worker &w = *polled[i];
      char buffer[4096];
      ssize_t n = read(w.fd, buffer, sizeof(buffer));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        if (!w.pending.empty())
          w.pending += "\n";
        forwardLines(w, log, options.progress);
        close(w.fd);
        w.fd = -1;
        continue;
      }
      w.pending.append(buffer, n);
      forwardLines(w, log, options.progress);
    }
    if (options.progress &&
        std::chrono::duration<double>(Clock::now() - lastProgress).count() >
            0.25) {
      lastProgress = Clock::now();
      uint64_t cases = 0, failures = 0, known = 0, fusions = 0;
      for (const Worker &w : workers) {
        cases += w.cases;
        failures += w.failures;
        known += w.known;
        fusions += w.fusions;
      }
      double seconds =
          std::chrono::duration<double>(Clock::now() - start).count();
      log << llvm::formatv("\r[{0,5:f1}s] {1} cases, {2} failures ({3} "
                           "known), {4:f1} cases/s, {5} fusions ({6} "
                           "workers)   ",
                           seconds, cases, failures, known,
                           seconds > 0 ? cases / seconds : 0.0, fusions,
                           sharding.jobs);
      log.flush();
    }
  }
  if (options.progress)
    log << "\n";
  for (unsigned k = 0; k < workers.size(); ++k) {
    Worker &w = workers[k];
    if (w.pid < 0)
      continue;
    int status = 0;
    while (waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
    }
    llvm::Expected<Summary> summary =
        loadMergedSummaries(std::vector<std::string>{w.summaryPath});
    if (!summary) {
      // Findings the worker wrote stay in outDir and findings.tsv; only
      // its counts are lost, and the summary says so.
      log << llvm::formatv(
          "fusefuzz: worker {0} ended without a summary "
          "({1}): {2}\n",
          k,
          WIFSIGNALED(status)
              ? llvm::formatv("signal {0}", WTERMSIG(status)).str()
              : llvm::formatv("exit {0}", WEXITSTATUS(status)).str(),
          llvm::toString(summary.takeError()));
      merged.interrupted = true;
      continue;
    }
    merged.merge(*summary);
    llvm::sys::fs::remove(w.summaryPath);
  }
  llvm::sys::fs::remove(jobsDir); // only when empty
  llvm::sys::fs::remove_directories(claims);
  if (!options.caseLog.empty())
    mergeCaseLogs(workers, options.caseLog, log);
  merged.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return merged;
}
