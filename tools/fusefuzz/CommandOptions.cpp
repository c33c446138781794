//===- CommandOptions.cpp - Options shared by subcommands ---------------===//
#include "tools/fusefuzz/Commands.h"

#include "passes/Strategy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace fusefuzz;

bool fusefuzz::parsePolicy(const ArgParser &p, GenPolicy &policy,
                           std::string &error) {
  if (!p.has("policy"))
    return true;
  if (llvm::Error e = policy.parseOverrides(p.get("policy"))) {
    error = llvm::toString(std::move(e));
    return false;
  }
  return true;
}

bool fusefuzz::parseIsolation(const ArgParser &p, IsolationOptions &isolation,
                              std::string &error) {
  uint64_t megabytes = isolation.memoryLimitBytes >> 20;
  if (!p.getDouble("timeout", isolation.timeoutSeconds, error) ||
      !p.getUnsigned("memory-limit", megabytes, error))
    return false;
  isolation.memoryLimitBytes = megabytes << 20;
  isolation.enabled = !p.has("no-isolate");
  return true;
}

bool fusefuzz::parseProofOptions(const ArgParser &p, CheckOptions &check,
                                 std::string &error) {
  uint64_t timeout = check.proofTimeoutMs;
  if (!p.getUnsigned("proof-timeout", timeout, error))
    return false;
  check.proofTimeoutMs = timeout;
  check.prove = !p.has("no-prove");
  check.execute = !p.has("no-execute");
  if (!check.prove && !check.execute) {
    error = "--no-prove and --no-execute together check nothing";
    return false;
  }
  return true;
}

/// --opt-tool/--pipeline: an external fusion tool replaces the strategy.
bool fusefuzz::parseExternal(const ArgParser &p, CheckOptions &check,
                             std::string &error) {
  if (!p.has("opt-tool")) {
    if (p.has("pipeline") || p.has("opt-timeout")) {
      error = "--pipeline and --opt-timeout need --opt-tool";
      return false;
    }
    return true;
  }
  ExternalTool tool;
  tool.path = p.get("opt-tool");
  tool.pipeline = p.get("pipeline");
  double seconds = tool.timeoutSeconds;
  if (!p.getDouble("opt-timeout", seconds, error))
    return false;
  tool.timeoutSeconds = std::max(1.0, seconds);
  if (!llvm::sys::fs::can_execute(tool.path)) {
    error = "--opt-tool " + tool.path + ": not an executable";
    return false;
  }
  if (tool.pipeline.empty()) {
    error = "--opt-tool needs --pipeline";
    return false;
  }
  check.external = tool;
  check.strategy = "external";
  return true;
}

bool fusefuzz::checkStrategy(llvm::StringRef name, std::string &error) {
  const StrategyInfo *info = findStrategy(name);
  if (info)
    return true;
  error = ("unknown strategy '" + name + "' (see `fusefuzz strategies`)").str();
  return false;
}

bool fusefuzz::writeText(const std::string &path, llvm::StringRef text,
                         std::string &error) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    error = "cannot write " + path + ": " + ec.message();
    return false;
  }
  os << text;
  return true;
}
