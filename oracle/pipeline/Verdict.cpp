//===- Verdict.cpp --------------------------------------------------------===//
#include "oracle/pipeline/Verdict.h"

using namespace fusefuzz;

llvm::StringRef fusefuzz::verdictName(Verdict v) {
  switch (v) {
#define VERDICT(e, name, failure, desc)                                        \
  case Verdict::e:                                                             \
    return name;
#include "oracle/pipeline/Verdict.def"
  }
  return "?";
}

bool fusefuzz::isFailure(Verdict v) {
  switch (v) {
#define VERDICT(e, name, failure, desc)                                        \
  case Verdict::e:                                                             \
    return failure;
#include "oracle/pipeline/Verdict.def"
  }
  return true;
}

llvm::ArrayRef<Verdict> fusefuzz::allVerdicts() {
  static const Verdict all[] = {
#define VERDICT(e, name, failure, desc) Verdict::e,
#include "oracle/pipeline/Verdict.def"
  };
  return all;
}

std::optional<Verdict> fusefuzz::verdictFromName(llvm::StringRef name) {
  for (Verdict v : allVerdicts())
    if (verdictName(v) == name)
      return v;
  return std::nullopt;
}
