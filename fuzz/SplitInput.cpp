//===- SplitInput.cpp -----------------------------------------------------===//
#include "fuzz/SplitInput.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace fusefuzz;

static bool isMarker(llvm::StringRef line) {
  return line.starts_with("// -----");
}

/// True when `lines` hold no operation: only blanks and `//` comments.
static bool onlyComments(llvm::ArrayRef<llvm::StringRef> lines) {
  return llvm::all_of(lines, [](llvm::StringRef line) {
    llvm::StringRef trimmed = line.trim();
    return trimmed.empty() || trimmed.starts_with("//");
  });
}

std::vector<InputSection> fusefuzz::splitInputFile(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  std::vector<InputSection> sections;
  size_t begin = 0;
  auto close = [&](size_t end) {
    llvm::ArrayRef<llvm::StringRef> body =
        llvm::ArrayRef<llvm::StringRef>(lines).slice(begin, end - begin);
    if (!onlyComments(body)) {
      InputSection section;
      section.firstLine = begin + 1;
      section.text.assign(begin, '\n');
      for (llvm::StringRef line : body)
        (section.text += line) += '\n';
      sections.push_back(std::move(section));
    }
    begin = end + 1;
  };
  for (size_t i = 0; i < lines.size(); ++i)
    if (isMarker(lines[i]))
      close(i);
  close(lines.size());
  return sections;
}
