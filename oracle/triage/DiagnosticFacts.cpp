//===- DiagnosticFacts.cpp ------------------------------------------------===//
#include "oracle/triage/DiagnosticFacts.h"

#include "mlir/IR/Dominance.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace fusefuzz;

/// The first words of a diagnostic `message`, lower case and joined by
/// dashes, without what names a type or a number ("runs out-of-bounds
/// along dimension" from "... runs out-of-bounds along dimension 1").
static std::string phrase(llvm::StringRef message) {
  std::string out;
  unsigned words = 0;
  bool quoted = false, numbered = false; // in a word like "0-th"
  for (char c : message) {
    if (c == '\'') {
      quoted = !quoted;
      continue;
    }
    numbered = llvm::isDigit(c) || (numbered && c != ' ');
    if (quoted || numbered)
      continue;
    if (llvm::isAlpha(c)) {
      out += llvm::toLower(c);
    } else if (!out.empty() && out.back() != '-') {
      if (++words == 5)
        break;
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-')
    out.pop_back();
  return out;
}

/// `op` without its dialect ("extract_slice" of "tensor.extract_slice").
static llvm::StringRef withoutDialect(llvm::StringRef op) {
  return op.contains('.') ? op.split('.').second : op;
}

/// "<op>-<problem>", or the problem alone where no op is named.
static std::string joinFact(llvm::StringRef op, llvm::StringRef problem) {
  return op.empty() ? problem.str() : (op + "-" + problem).str();
}

std::string fusefuzz::runtimeCheckFact(llvm::StringRef detail) {
  // "... failed a runtime check: tensor.extract_slice (line 13):
  // extract_slice runs out-of-bounds along dimension 0"
  size_t at = detail.find("failed a runtime check: ");
  if (at == llvm::StringRef::npos)
    return "";
  llvm::StringRef rest =
      detail.drop_front(at + strlen("failed a runtime check: "));
  llvm::StringRef op = rest.take_until([](char c) { return c == ' '; });
  size_t colon = rest.find("): ");
  llvm::StringRef message =
      colon == llvm::StringRef::npos ? "" : rest.drop_front(colon + 3);
  message = message.take_until([](char c) { return c == '\n'; });
  llvm::StringRef shortOp = withoutDialect(op);
  message.consume_front(shortOp);
  std::string problem = phrase(message.trim());
  if (problem.empty())
    return "";
  return joinFact(shortOp, problem);
}

/// The op the note "see current operation: ..." names (custom or generic
/// form), or empty.
static llvm::StringRef currentOperation(llvm::StringRef diagnostics) {
  size_t at = diagnostics.find("see current operation: ");
  if (at == llvm::StringRef::npos)
    return "";
  llvm::StringRef rest =
      diagnostics.drop_front(at + strlen("see current operation: "));
  rest = rest.take_until([](char c) { return c == '\n'; });
  if (rest.starts_with("%")) // "%1 = ..." or "%1:2 = ..."
    rest = rest.drop_front(std::min(rest.find("= "), rest.size()) + 2);
  if (rest.consume_front("\""))
    return rest.take_until([](char c) { return c == '"'; });
  return rest.take_until([](char c) { return c == ' ' || c == '('; });
}

std::string fusefuzz::verifierFact(llvm::StringRef diagnostics) {
  size_t at = diagnostics.find("error: ");
  if (at == llvm::StringRef::npos)
    return "";
  llvm::StringRef message = diagnostics.drop_front(at + strlen("error: "));
  message = message.take_until([](char c) { return c == '\n'; }).trim();
  llvm::StringRef op;
  if (message.starts_with("'")) { // "'linalg.unpack' op failed to ..."
    llvm::StringRef name =
        message.drop_front().take_until([](char c) { return c == '\''; });
    if (message.drop_front(name.size() + 2).starts_with(" op ")) {
      op = name;
      message = message.drop_front(name.size() + 6);
    }
  }
  if (op.empty())
    op = currentOperation(diagnostics);
  std::string problem;
  if (message.contains("does not dominate"))
    problem = "operand-does-not-dominate";
  else if (message.contains("null operand"))
    problem = "null-operand";
  else if (message.contains("(size mismatch)"))
    problem = "size-mismatch";
  else if (message.starts_with("failed to verify"))
    problem = "does-not-verify";
  else
    problem = phrase(message);
  if (problem.empty())
    problem = "rejected";
  return joinFact(withoutDialect(op), problem);
}

std::string fusefuzz::dominanceFact(func::FuncOp fused) {
  DominanceInfo dominance(fused);
  std::string fact;
  fused.walk([&](Operation *op) {
    for (Value operand : op->getOperands()) {
      if (!operand || dominance.properlyDominates(operand, op))
        continue;
      Region *region = operand.getParentRegion();
      Operation *owner = region->getParentOp();
      // Further down the use's block, or the block of an op holding it.
      if (operand.getParentBlock()->findAncestorOpInBlock(*op))
        fact = "defined-later";
      else if (owner && !region->isAncestor(op->getParentRegion()))
        fact = ("defined-in-" + owner->getName().stripDialect()).str();
      else
        fact = "defined-elsewhere";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return fact;
}
