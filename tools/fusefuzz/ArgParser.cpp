//===- ArgParser.cpp ------------------------------------------------------===//
#include "tools/fusefuzz/ArgParser.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;

bool ArgParser::parse(llvm::ArrayRef<std::string> args, std::string &error) {
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    // "-o" style: one dash and one letter.
    bool shortOption = arg.size() == 2 && arg[0] == '-' && arg[1] != '-';
    if ((!arg.starts_with("--") || arg == "--") && !shortOption) {
      positional.push_back(arg.str());
      continue;
    }
    auto [name, inlineValue] = arg.drop_front(shortOption ? 1 : 2).split('=');
    bool hasInline = arg.contains('=');
    const OptionSpec *spec = nullptr;
    for (const OptionSpec &s : specs)
      if (s.name == name)
        spec = &s;
    if (!spec) {
      error = llvm::formatv("unknown option '--{0}'", name);
      return false;
    }
    if (spec->value.empty()) {
      if (hasInline) {
        error = llvm::formatv("option '--{0}' takes no value", name);
        return false;
      }
      values[name] = "1";
      continue;
    }
    if (hasInline) {
      values[name] = inlineValue.str();
      continue;
    }
    if (i + 1 >= args.size()) {
      error = llvm::formatv("option '--{0}' needs a value ({1})", name,
                            spec->value);
      return false;
    }
    values[name] = args[++i];
  }
  return true;
}

std::string ArgParser::get(llvm::StringRef name, llvm::StringRef def) const {
  auto it = values.find(name);
  return it == values.end() ? def.str() : it->second;
}

bool ArgParser::getUnsigned(llvm::StringRef name, uint64_t &out,
                            std::string &error) const {
  auto it = values.find(name);
  if (it == values.end())
    return true;
  if (llvm::StringRef(it->second).getAsInteger(10, out)) {
    error = llvm::formatv("--{0} needs an unsigned integer, not '{1}'", name,
                          it->second);
    return false;
  }
  return true;
}

bool ArgParser::getDouble(llvm::StringRef name, double &out,
                          std::string &error) const {
  auto it = values.find(name);
  if (it == values.end())
    return true;
  if (llvm::StringRef(it->second).getAsDouble(out) || out < 0) {
    error = llvm::formatv("--{0} needs a non-negative number, not '{1}'", name,
                          it->second);
    return false;
  }
  return true;
}

void ArgParser::printHelp(llvm::raw_ostream &os) const {
  for (const OptionSpec &s : specs) {
    std::string left = ((s.name.size() == 1 ? "-" : "--") + s.name).str();
    if (!s.value.empty())
      left += " " + s.value.str();
    os << llvm::formatv("  {0,-24} {1}\n", left, s.help);
  }
}
