//===- GenPolicy.cpp ------------------------------------------------------===//
#include "generators/GenPolicy.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace fusefuzz;

llvm::Error GenPolicy::parseOverrides(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> items;
  text.split(items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [key, value] = item.trim().split('=');
    unsigned parsed;
    if (value.trim().getAsInteger(10, parsed))
      return llvm::createStringError(
          llvm::formatv("policy: '{0}' needs an unsigned value", key).str());
    bool known = false;
#define GEN_KNOB(name, def, desc)                                              \
  if (key.trim() == #name) {                                                   \
    name = parsed;                                                             \
    known = true;                                                              \
  }
#include "generators/GenPolicy.def"
    if (!known)
      return llvm::createStringError(
          llvm::formatv("policy: unknown knob '{0}' (see --help-policy)", key)
              .str());
  }
  if (min_ops < 1 || min_ops > max_ops || max_rank < 1 || max_rank > 4 ||
      max_dim < 1 || max_dim > 64)
    return llvm::createStringError(
        "policy: need 1 <= min_ops <= max_ops, 1 <= max_rank <= 4, "
        "1 <= max_dim <= 64");
  return llvm::Error::success();
}

std::string GenPolicy::str() const {
  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::StringRef sep = "";
#define GEN_KNOB(name, def, desc)                                              \
  os << sep << #name << "=" << name;                                           \
  sep = ",";
#include "generators/GenPolicy.def"
  return out;
}

uint64_t GenPolicy::hash() const {
  // FNV-1a: stable across platforms and library versions.
  uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : str()) {
    h ^= static_cast<uint8_t>(c);
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string GenPolicy::describe() {
  std::string out;
  llvm::raw_string_ostream os(out);
#define GEN_KNOB(name, def, desc)                                              \
  os << llvm::formatv("  {0,-20} {1,4}  {2}\n", #name, def, desc);
#include "generators/GenPolicy.def"
  return out;
}
