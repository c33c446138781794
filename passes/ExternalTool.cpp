//===- ExternalTool.cpp ---------------------------------------------------===//
#include "passes/ExternalTool.h"
#include "passes/Context.h"
#include "passes/TempFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace fusefuzz;

std::vector<std::string> ExternalTool::arguments() const {
  // A bare pipeline; flags (which may hold one:
  // `--load-pass-plugin=X.so --pass-pipeline=builtin.module(...)`) start
  // with '-'.
  llvm::StringRef text = llvm::StringRef(pipeline).trim();
  if (text.contains('(') && !text.starts_with("-"))
    return {"--pass-pipeline=" + pipeline};
  llvm::SmallVector<llvm::StringRef> parts;
  llvm::StringRef(pipeline).split(parts, ' ', -1, /*KeepEmpty=*/false);
  std::vector<std::string> out;
  for (llvm::StringRef p : parts)
    out.push_back(p.str());
  return out;
}

std::string ExternalTool::command(llvm::StringRef input) const {
  std::string out = path;
  for (const std::string &a : arguments())
    out += " '" + a + "'";
  return out + " " + input.str();
}

ExternalResult fusefuzz::runExternalTool(const ExternalTool &tool,
                                         llvm::StringRef text,
                                         mlir::MLIRContext &context) {
  ExternalResult result;
  TempFile input("mlir"), output("mlir"), errors("txt");
  if (input.path.empty() || output.path.empty() || errors.path.empty()) {
    result.kind = ExternalResult::Failed;
    result.message = "cannot create temporary files";
    return result;
  }
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input.path, ec);
    os << text;
  }
  std::vector<std::string> args = {tool.path, std::string(input.path)};
  for (std::string &a : tool.arguments())
    args.push_back(std::move(a));
  std::vector<llvm::StringRef> argRefs(args.begin(), args.end());
  std::optional<llvm::StringRef> redirects[] = {
      std::nullopt, llvm::StringRef(output.path), llvm::StringRef(errors.path)};
  std::string errorMessage;
  int rc =
      llvm::sys::ExecuteAndWait(tool.path, argRefs, std::nullopt, redirects,
                                tool.timeoutSeconds, 0, &errorMessage);
  std::string stderrText = errors.text();
  if (rc == -1) {
    result.kind = ExternalResult::Failed;
    result.message = "cannot run " + tool.path + ": " + errorMessage;
    return result;
  }
  if (rc == -2) {
    bool timedOut = llvm::StringRef(errorMessage).contains("timed out");
    result.kind = timedOut ? ExternalResult::TimedOut : ExternalResult::Crashed;
    result.message =
        errorMessage + (stderrText.empty() ? "" : "\n") + stderrText;
    return result;
  }
  if (rc != 0) {
    result.kind = ExternalResult::Failed;
    result.message = "exit status " + std::to_string(rc) +
                     (stderrText.empty() ? "" : ":\n" + stderrText);
    return result;
  }
  std::string parseErrors;
  result.module = parseModule(output.text(), "<" + tool.path + " output>",
                              context, parseErrors);
  if (!result.module) {
    result.kind = ExternalResult::Unparsable;
    result.message = parseErrors;
  }
  return result;
}
