//===- StackSymbolizer.cpp ------------------------------------------------===//
#include "fuzz/StackSymbolizer.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/DebugInfo/Symbolize/Symbolize.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <link.h>
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

/// The loaded object holding `address`: its path ("" for the main program)
/// and load bias. dl_iterate_phdr reads the program headers only, where
/// dladdr would also search the object's symbol table, linearly (3% of a
/// campaign's time went to that search for the frames of crash stacks).
struct Module {
  uint64_t address = 0;
  std::string path;
  uint64_t bias = 0;
  bool found = false;
};

int findModule(dl_phdr_info *info, size_t, void *data) {
  auto *m = static_cast<Module *>(data);
  for (unsigned i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) &ph = info->dlpi_phdr[i];
    uint64_t start = info->dlpi_addr + ph.p_vaddr;
    if (ph.p_type == PT_LOAD && m->address >= start &&
        m->address < start + ph.p_memsz) {
      m->path = info->dlpi_name ? info->dlpi_name : "";
      m->bias = info->dlpi_addr;
      m->found = true;
      return 1;
    }
  }
  return 0;
}

/// The main program's file.
const std::string &mainProgram() {
  static const std::string path = [] {
    llvm::SmallString<256> real;
    if (llvm::sys::fs::real_path("/proc/self/exe", real))
      return std::string("/proc/self/exe");
    return std::string(real);
  }();
  return path;
}

/// "#<n> 0x<addr> <function> (<module>+0x<offset>)", or "" when the
/// address lies in no loaded module.
std::string symbolizeFrame(unsigned n, uint64_t address) {
  Module m;
  m.address = address;
  dl_iterate_phdr(findModule, &m);
  if (!m.found)
    return "";
  // The main program comes without a name.
  std::string path = m.path.empty() ? mainProgram() : m.path;
  uint64_t offset = address - m.bias;
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
