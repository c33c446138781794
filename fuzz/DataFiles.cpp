//===- DataFiles.cpp ------------------------------------------------------===//
#include "fuzz/DataFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

using namespace fusefuzz;

static bool isDataRoot(llvm::StringRef dir) {
  llvm::SmallString<256> known(dir);
  llvm::sys::path::append(known, "corpus", "known", "KNOWN");
  return llvm::sys::fs::exists(known);
}

std::vector<std::string> fusefuzz::dataRootCandidates() {
  std::vector<std::string> out;
  if (const char *env = std::getenv("FUSEFUZZ_DATA_DIR"))
    out.push_back(env);
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable(nullptr, &anchor);
  if (!exe.empty()) {
    llvm::SmallString<256> bin(llvm::sys::path::parent_path(exe));
    llvm::SmallString<256> share(llvm::sys::path::parent_path(bin));
    llvm::sys::path::append(share, "share", "fusefuzz");
    out.push_back(std::string(share));
    // A build directory inside the checkout: walk up to the source tree.
    for (llvm::StringRef dir = bin; !dir.empty();
         dir = llvm::sys::path::parent_path(dir))
      out.push_back(dir.str());
  }
  llvm::SmallString<256> cwd;
  if (!llvm::sys::fs::current_path(cwd))
    out.push_back(std::string(cwd));
  return out;
}

std::optional<std::string> fusefuzz::findDataRoot() {
  for (const std::string &dir : dataRootCandidates())
    if (isDataRoot(dir))
      return dir;
  return std::nullopt;
}
