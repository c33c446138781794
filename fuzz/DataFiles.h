//===- DataFiles.h - Where fusefuzz finds its data at run time --*- C++ -*-===//
//
// fusefuzz reads two data sets at run time: the known findings
// (corpus/known/KNOWN and the reproducers it names) and the benchmark cases
// (corpus/bench/). They are found, in this order, under $FUSEFUZZ_DATA_DIR,
// under <prefix>/share/fusefuzz next to an installed binary
// (<prefix>/bin/fusefuzz), in a source tree that holds the running binary
// (a build directory inside the checkout), and under the current directory.
// Nothing is compiled in, so an installed binary works from any directory.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_DATAFILES_H
#define FUSEFUZZ_FUZZ_DATAFILES_H

#include <optional>
#include <string>
#include <vector>

namespace fusefuzz {

/// The first data root (a directory holding corpus/known/KNOWN) among the
/// places above, or nullopt.
std::optional<std::string> findDataRoot();

/// Every place findDataRoot looks, in order (for error messages).
std::vector<std::string> dataRootCandidates();

} // namespace fusefuzz

#endif
