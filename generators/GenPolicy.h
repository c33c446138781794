//===- GenPolicy.h - Generation policy as plain data -----------*- C++ -*-===//
#ifndef FUSEFUZZ_GENERATORS_GENPOLICY_H
#define FUSEFUZZ_GENERATORS_GENPOLICY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace fusefuzz {

/// Weights and limits of generation (see GenPolicy.def). Plain data: copied,
/// printed, hashed into every case, overridden with `--policy k=v,k=v`.
struct GenPolicy {
#define GEN_KNOB(name, def, desc) unsigned name = def;
#include "generators/GenPolicy.def"

  /// Applies "key=value,key=value" overrides; unknown keys are an error.
  llvm::Error parseOverrides(llvm::StringRef text);
  /// "key=value,..." of every knob, in .def order.
  std::string str() const;
  /// Stable 64-bit hash of str(), recorded in every generated case.
  uint64_t hash() const;
  /// One line per knob: name, default, description.
  static std::string describe();
};

} // namespace fusefuzz

#endif
