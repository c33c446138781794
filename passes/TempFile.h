//===- TempFile.h - A temporary file for a subprocess's input or output ---===//
//
// What an external program reads or writes (mlir-opt, a downstream *-opt,
// fusefuzz itself run on a reproducer) goes through files that must not
// outlive the call.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEFUZZ_PASSES_TEMPFILE_H
#define FUSEFUZZ_PASSES_TEMPFILE_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <string>

namespace fusefuzz {

/// A temporary file removed when this goes out of scope; `path` is empty
/// when it could not be created.
struct TempFile {
  explicit TempFile(llvm::StringRef suffix) {
    if (llvm::sys::fs::createTemporaryFile("fusefuzz", suffix, path))
      path.clear();
  }
  ~TempFile() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
  TempFile(const TempFile &) = delete;
  TempFile &operator=(const TempFile &) = delete;
  /// What the file holds now ("" if it cannot be read).
  std::string text() const {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    return buffer ? (*buffer)->getBuffer().str() : "";
  }
  llvm::SmallString<128> path;
};

} // namespace fusefuzz

#endif // FUSEFUZZ_PASSES_TEMPFILE_H
