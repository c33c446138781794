//===- Table.h - One table for the Markdown and the HTML report -*- C++ -*-===//
#ifndef FUSEFUZZ_REPORTS_TABLE_H
#define FUSEFUZZ_REPORTS_TABLE_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace fusefuzz {

/// A header and rows of plain-text cells; a flagged row is news (shown in
/// the NEW style in HTML).
struct Table {
  std::vector<std::string> header;
  struct Row {
    std::vector<std::string> cells;
    bool flagged = false;
  };
  std::vector<Row> rows;
};

/// Orders the rows by their first cell (rows read from a JSON object come
/// in no particular order).
void sortRowsByFirstCell(Table &table);

/// "| a | b |" lines under a header and its rule.
std::string markdownTable(const Table &table);
/// A <table> (cells escaped), with `id` when given.
std::string htmlTable(const Table &table, llvm::StringRef id = "");

} // namespace fusefuzz

#endif
