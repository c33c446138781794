//===- StackSymbolizer.cpp ------------------------------------------------===//
#include "fuzz/StackSymbolizer.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/DebugInfo/Symbolize/Symbolize.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>
#include <memory>

using namespace fusefuzz;

namespace {
/// One symbolizer per process: it keeps every module it has read.
llvm::symbolize::LLVMSymbolizer &symbolizer() {
  static std::unique_ptr<llvm::symbolize::LLVMSymbolizer> s = [] {
    llvm::symbolize::LLVMSymbolizer::Options options;
    options.Demangle = true;
    options.UseSymbolTable = true;
    return std::make_unique<llvm::symbolize::LLVMSymbolizer>(options);
  }();
  return *s;
}

/// "#<n> 0x<addr> <function> (<module>+0x<offset>)", or "" when the
/// address lies in no loaded module.
std::string symbolizeFrame(unsigned n, uint64_t address) {
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(address), &info) || !info.dli_fbase)
    return "";
  // The main program may come without a name.
  std::string path =
      info.dli_fname && *info.dli_fname ? info.dli_fname : "/proc/self/exe";
  uint64_t offset = address - reinterpret_cast<uint64_t>(info.dli_fbase);
  std::string function;
  auto line = symbolizer().symbolizeCode(
      path, {offset, llvm::object::SectionedAddress::UndefSection});
  if (line && line->FunctionName != llvm::DILineInfo::BadString)
    function = line->FunctionName;
  else if (!line)
    llvm::consumeError(line.takeError());
  std::string module = llvm::sys::path::filename(path).str();
  return llvm::formatv("#{0} {1:x16} {2}{3}({4}+{5:x})", n, address, function,
                       function.empty() ? "" : " ", module, offset)
      .str();
}
} // namespace

std::string fusefuzz::symbolizeStack(llvm::StringRef stack) {
  llvm::SmallVector<llvm::StringRef> lines;
  stack.split(lines, '\n');
  std::string out;
  for (auto [i, line] : llvm::enumerate(lines)) {
    if (i)
      out += "\n";
    if (line.starts_with("Stack dump without symbol names")) {
      out += "Stack dump (frames named by fusefuzz's campaign process):";
      continue;
    }
    // "<n> <module> 0x<address> [rest]": LLVM's unsymbolized frame.
    llvm::SmallVector<llvm::StringRef, 4> fields;
    line.trim().split(fields, ' ', -1, /*KeepEmpty=*/false);
    unsigned n;
    uint64_t address;
    if (fields.size() >= 3 && !fields[0].getAsInteger(10, n) &&
        fields[2].consume_front("0x") && !fields[2].getAsInteger(16, address)) {
      std::string named = symbolizeFrame(n, address);
      if (!named.empty()) {
        out += named;
        continue;
      }
    }
    out += line;
  }
  return out;
}
