//===- Verdict.h - Outcomes of checking a case ------------------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_VERDICT_H
#define FUSEFUZZ_ORACLE_PIPELINE_VERDICT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace fusefuzz {

enum class Verdict {
#define VERDICT(e, name, failure, desc) e,
#include "oracle/pipeline/Verdict.def"
};

llvm::StringRef verdictName(Verdict v);
bool isFailure(Verdict v);
llvm::ArrayRef<Verdict> allVerdicts();
std::optional<Verdict> verdictFromName(llvm::StringRef name);

} // namespace fusefuzz

#endif
