//===- SplitInput.h - Cases separated by `// -----` in one file -*- C++ -*-===//
//
// MLIR's own tests keep many small inputs in one file, separated by lines
// that start with `// -----` (mlir-opt --split-input-file). fusefuzz reads
// such files the same way, so a test file pasted from a compiler's test
// suite checks as one case per section.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_SPLITINPUT_H
#define FUSEFUZZ_FUZZ_SPLITINPUT_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace fusefuzz {

struct InputSection {
  /// 1-based line of the section's first line in the file.
  unsigned firstLine = 1;
  /// The section, preceded by one empty line per line before it, so the
  /// parser's diagnostics name the line of the whole file.
  std::string text;
};

/// The sections of `text` between `// -----` lines (the marker lines belong
/// to no section). Sections holding only blank lines and comments are
/// dropped. A file without markers is one section.
std::vector<InputSection> splitInputFile(llvm::StringRef text);

} // namespace fusefuzz

#endif
