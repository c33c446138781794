//===- Replay.cpp ---------------------------------------------------------===//
#include "fuzz/Replay.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <map>

using namespace fusefuzz;

llvm::Expected<CaseDirectives> fusefuzz::readDirectives(llvm::StringRef text,
                                                        llvm::StringRef name) {
  CaseDirectives d;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  for (auto [n, raw] : llvm::enumerate(lines)) {
    llvm::StringRef line = raw.trim();
    if (!line.starts_with("//"))
      break; // directives live in the leading comment block
    line = line.drop_front(2).trim();
    if (line.consume_front("EXPECT:")) {
      std::optional<Verdict> v = verdictFromName(line.trim());
      if (!v)
        return llvm::createStringError(
            llvm::formatv("{0}:{1}: unknown verdict '{2}'", name, n + 1,
                          line.trim())
                .str());
      d.expected = *v;
    } else if (line.consume_front("STRATEGY:")) {
      d.strategy = line.trim().str();
    } else if (line.consume_front("EQUIVALENCE:")) {
      llvm::StringRef mode = line.trim();
      std::optional<CheckOptions::EquivalenceMode> parsed =
          parseEquivalenceMode(mode);
      if (!parsed)
        return llvm::createStringError(
            llvm::formatv("{0}:{1}: unknown equivalence mode '{2}'", name,
                          n + 1, mode)
                .str());
      d.equivalence = *parsed;
    } else if (line.consume_front("MODE:")) {
      if (line.trim() != "prove-only")
        return llvm::createStringError(
            llvm::formatv("{0}:{1}: unknown mode '{2}'", name, n + 1,
                          line.trim())
                .str());
      d.proveOnly = true;
    }
  }
  return d;
}

std::vector<std::string>
fusefuzz::collectCases(llvm::ArrayRef<std::string> paths) {
  std::vector<std::string> files;
  for (const std::string &path : paths) {
    if (!llvm::sys::fs::is_directory(path)) {
      files.push_back(path);
      continue;
    }
    std::error_code ec;
    for (llvm::sys::fs::recursive_directory_iterator it(path, ec), end;
         it != end && !ec; it.increment(ec))
      if (llvm::sys::path::extension(it->path()) == ".mlir")
        files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

ReplayTotals fusefuzz::replayCases(Session &session,
                                   llvm::ArrayRef<std::string> files,
                                   const IsolationOptions &isolation,
                                   llvm::raw_ostream &out) {
  ReplayTotals totals;
  // One checker (one worker process) per strategy.
  std::map<std::string, std::unique_ptr<IsolatedChecker>> checkers;
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      out << file << ": cannot read: " << buffer.getError().message()
          << ": UNEXPECTED\n";
      ++totals.failed;
      continue;
    }
    llvm::StringRef text = (*buffer)->getBuffer();
    auto directives = readDirectives(text, file);
    if (!directives) {
      out << llvm::toString(directives.takeError()) << ": UNEXPECTED\n";
      ++totals.failed;
      continue;
    }
    auto &checker =
        checkers[directives->strategy +
                 (directives->proveOnly ? "/prove-only" : "") + "/" +
                 std::to_string(static_cast<int>(directives->equivalence))];
    if (!checker) {
      CheckOptions options;
      options.strategy = directives->strategy;
      options.execute = !directives->proveOnly;
      options.equivalence = directives->equivalence;
      // The corpus checks the interpreter against the JIT on every case.
      options.execution = Execution::Both;
      checker = std::make_unique<IsolatedChecker>(session, options, isolation);
    }
    CaseResult r = checker->check(text, file);
    bool ok = r.verdict == directives->expected;
    out << llvm::formatv("{0}: {1} ({2} fusions), expected {3}: {4}\n", file,
                         verdictName(r.verdict), r.fusions,
                         verdictName(directives->expected),
                         ok ? "ok" : "UNEXPECTED");
    if (!ok && !r.detail.empty())
      out << "  detail: " << r.detail << "\n";
    out << describeStatistics(r);
    ok ? ++totals.passed : ++totals.failed;
  }
  out << llvm::formatv("replay: {0} passed, {1} failed\n", totals.passed,
                       totals.failed);
  return totals;
}
