//===- Table.cpp ----------------------------------------------------------===//
#include "reports/Table.h"
#include "reports/Svg.h"

#include "llvm/ADT/STLExtras.h"

using namespace fusefuzz;

void fusefuzz::sortRowsByFirstCell(Table &table) {
  llvm::sort(table.rows, [](const Table::Row &a, const Table::Row &b) {
    return a.cells.front() < b.cells.front();
  });
}

std::string fusefuzz::markdownTable(const Table &table) {
  std::string out = "|", rule = "|";
  for (const std::string &h : table.header) {
    out += " " + h + " |";
    rule += "---|";
  }
  out += "\n" + rule + "\n";
  for (const Table::Row &row : table.rows) {
    out += "|";
    for (const std::string &cell : row.cells)
      out += " " + cell + " |";
    out += "\n";
  }
  return out;
}

std::string fusefuzz::htmlTable(const Table &table, llvm::StringRef id) {
  std::string out =
      id.empty() ? "<table><tr>" : "<table id='" + escapeXml(id) + "'><tr>";
  for (const std::string &h : table.header)
    out += "<th>" + escapeXml(h) + "</th>";
  out += "</tr>";
  for (const Table::Row &row : table.rows) {
    out += row.flagged ? "<tr class='NEW'>" : "<tr>";
    for (const std::string &cell : row.cells)
      out += "<td>" + escapeXml(cell) + "</td>";
    out += "</tr>";
  }
  return out + "</table>";
}
