//===- ArgParser.h - GNU-style options for the fusefuzz subcommands -*- C++
//-*-===//
//
// `--name value`, `--name=value`, boolean `--flag`, and positionals. Each
// subcommand declares its options in a table, which also prints its help.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_TOOLS_ARGPARSER_H
#define FUSEFUZZ_TOOLS_ARGPARSER_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace fusefuzz {

struct OptionSpec {
  llvm::StringRef name;  // without dashes
  llvm::StringRef value; // placeholder ("N"), empty for a boolean flag
  llvm::StringRef help;
};

class ArgParser {
public:
  explicit ArgParser(std::vector<OptionSpec> specs) : specs(std::move(specs)) {}

  /// Parses `args`; on error returns false with a message in `error`.
  bool parse(llvm::ArrayRef<std::string> args, std::string &error);

  bool has(llvm::StringRef name) const { return values.count(name); }
  std::string get(llvm::StringRef name, llvm::StringRef def = "") const;
  /// Parses an unsigned option; false with `error` set when malformed.
  bool getUnsigned(llvm::StringRef name, uint64_t &out,
                   std::string &error) const;
  bool getDouble(llvm::StringRef name, double &out, std::string &error) const;
  const std::vector<std::string> &positionals() const { return positional; }

  void printHelp(llvm::raw_ostream &os) const;

private:
  std::vector<OptionSpec> specs;
  llvm::StringMap<std::string> values;
  std::vector<std::string> positional;
};

} // namespace fusefuzz

#endif
