//===- PayloadBuilder.cpp -------------------------------------------------===//
#include "generators/PayloadBuilder.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
using llvm::formatv;

std::string PayloadBuilder::fresh() {
  return formatv("%{0}_{1}", prefix, counter++).str();
}

std::string PayloadBuilder::emit(const std::string &rhs) {
  std::string name = fresh();
  lines.push_back(name + " = " + rhs);
  return name;
}

std::string PayloadBuilder::literal(ElemType type) {
  static const char *floats[] = {
      "0.000000e+00", "1.000000e+00",  "-1.500000e+00", "2.000000e+00",
      "5.000000e-01", "-3.000000e+00", "-0.000000e+00", "7.000000e+00"};
  if (isFloat(type))
    return floats[ds.below(8)];
  if (type == ElemType::I1)
    return ds.chance(50) ? "1" : "0";
  return std::to_string(ds.range(-3, 7));
}

std::string PayloadBuilder::constant(ElemType type) {
  return emit(
      formatv("arith.constant {0} : {1}", literal(type), typeName(type)));
}

std::string PayloadBuilder::convert(const std::string &value, ElemType from,
                                    ElemType to) {
  if (from == to)
    return value;
  llvm::StringRef f = typeName(from), t = typeName(to);
  if (isFloat(from) && isFloat(to))
    return emit(formatv("arith.{0} {1} : {2} to {3}",
                        bitWidth(from) < bitWidth(to) ? "extf" : "truncf",
                        value, f, t));
  if (!isFloat(from) && !isFloat(to)) {
    if (to == ElemType::I1) {
      std::string zero = emit(formatv("arith.constant 0 : {0}", f));
      return emit(formatv("arith.cmpi ne, {0}, {1} : {2}", value, zero, f));
    }
    if (from == ElemType::I1)
      return emit(formatv("arith.extui {0} : i1 to {1}", value, t));
    return emit(formatv("arith.{0} {1} : {2} to {3}",
                        bitWidth(from) < bitWidth(to) ? "extsi" : "trunci",
                        value, f, t));
  }
  if (!isFloat(from)) // int -> float
    return emit(formatv("arith.{0} {1} : {2} to {3}",
                        from == ElemType::I1 ? "uitofp" : "sitofp", value, f,
                        t));
  // float -> int: NaN becomes 0, the rest is clamped to [-100, 100] so that
  // fptosi into i32 is always defined; narrower ints go through i32.
  std::string isNan = emit(formatv("arith.cmpf uno, {0}, {0} : {1}", value, f));
  std::string lo = emit(formatv("arith.constant -1.000000e+02 : {0}", f));
  std::string hi = emit(formatv("arith.constant 1.000000e+02 : {0}", f));
  std::string zero = emit(formatv("arith.constant 0.000000e+00 : {0}", f));
  std::string a = emit(formatv("arith.maximumf {0}, {1} : {2}", value, lo, f));
  std::string b = emit(formatv("arith.minimumf {0}, {1} : {2}", a, hi, f));
  std::string c =
      emit(formatv("arith.select {0}, {1}, {2} : {3}", isNan, zero, b, f));
  std::string i = emit(formatv("arith.fptosi {0} : {1} to i32", c, f));
  return convert(i, ElemType::I32, to);
}

std::string PayloadBuilder::gatherLeaf(ElemType type) {
  const auto &[name, from] = *gather;
  llvm::SmallVector<std::string> indices;
  for (int64_t size : gatherShape) {
    std::string i =
        emit(formatv("linalg.index {0} : index", ds.below(gatherLoops)));
    std::string n = emit(formatv("arith.constant {0} : index", size));
    indices.push_back(emit(formatv("arith.remui {0}, {1} : index", i, n)));
  }
  std::string tensorType = "tensor<";
  for (int64_t size : gatherShape)
    tensorType += std::to_string(size) + "x";
  tensorType += typeName(from).str() + ">";
  std::string value = emit(formatv("tensor.extract {0}[{1}] : {2}", name,
                                   llvm::join(indices, ", "), tensorType));
  return convert(value, from, type);
}

std::string PayloadBuilder::leaf(ElemType type) {
  bool canIndex = indexLoops > 0;
  unsigned choice =
      ds.weighted({leaves.empty() ? 0u : 70u, 15u, canIndex ? policy.index : 0u,
                   gather ? 20u : 0u});
  if (choice == 3)
    return gatherLeaf(type);
  if (choice == 0) {
    auto &[name, from] = leaves[ds.below(leaves.size())];
    return convert(name, from, type);
  }
  if (choice == 1)
    return constant(type);
  indexUsed = true;
  std::string idx =
      emit(formatv("linalg.index {0} : index", ds.below(indexLoops)));
  std::string asInt = emit(formatv("arith.index_cast {0} : index to i32", idx));
  return convert(asInt, ElemType::I32, type);
}

std::string PayloadBuilder::expr(ElemType type, unsigned depth) {
  if (depth == 0 || (depth < rootDepth && ds.chance(30)))
    return leaf(type);
  if (type == ElemType::I1)
    return boolOp(depth);
  return isFloat(type) ? floatOp(type, depth) : intOp(type, depth);
}

std::string PayloadBuilder::root(ElemType type, unsigned depth) {
  // The root is always an operation, so no body is a plain copy.
  rootDepth = std::max(depth, 1u);
  return expr(type, rootDepth);
}

std::string PayloadBuilder::floatOp(ElemType type, unsigned depth) {
  llvm::StringRef t = typeName(type);
  static const char *binary[] = {"addf", "subf",     "mulf",
                                 "divf", "maximumf", "minimumf"};
  static const char *unary[] = {"arith.negf", "math.absf", "math.sqrt",
                                "math.exp", "math.floor"};
  static const char *preds[] = {"olt", "oge", "oeq", "une", "ugt", "ord"};
  switch (ds.weighted({60, 20, 20})) {
  case 0: {
    std::string a = expr(type, depth - 1), b = expr(type, depth - 1);
    return emit(
        formatv("arith.{0} {1}, {2} : {3}", binary[ds.below(6)], a, b, t));
  }
  case 1: {
    std::string a = expr(type, depth - 1);
    return emit(formatv("{0} {1} : {2}", unary[ds.below(5)], a, t));
  }
  default: {
    std::string a = expr(type, depth - 1), b = expr(type, depth - 1);
    std::string c = emit(
        formatv("arith.cmpf {0}, {1}, {2} : {3}", preds[ds.below(6)], a, b, t));
    std::string x = expr(type, depth - 1), y = expr(type, depth - 1);
    return emit(formatv("arith.select {0}, {1}, {2} : {3}", c, x, y, t));
  }
  }
}

std::string PayloadBuilder::guardedDivisor(ElemType type,
                                           const std::string &divisor,
                                           bool isSigned) {
  llvm::StringRef t = typeName(type);
  std::string zero = emit(formatv("arith.constant 0 : {0}", t));
  std::string one = emit(formatv("arith.constant 1 : {0}", t));
  std::string bad =
      emit(formatv("arith.cmpi eq, {0}, {1} : {2}", divisor, zero, t));
  if (isSigned) { // also avoid INT_MIN / -1
    std::string minusOne = emit(formatv("arith.constant -1 : {0}", t));
    std::string isMinusOne =
        emit(formatv("arith.cmpi eq, {0}, {1} : {2}", divisor, minusOne, t));
    bad = emit(formatv("arith.ori {0}, {1} : i1", bad, isMinusOne));
  }
  return emit(
      formatv("arith.select {0}, {1}, {2} : {3}", bad, one, divisor, t));
}

std::string PayloadBuilder::intOp(ElemType type, unsigned depth) {
  llvm::StringRef t = typeName(type);
  static const char *plain[] = {"addi", "subi",  "muli",  "andi", "ori",
                                "xori", "maxsi", "minsi", "maxui"};
  static const char *division[] = {"divsi", "remsi", "divui", "remui"};
  static const char *shifts[] = {"shli", "shrsi", "shrui"};
  static const char *preds[] = {"slt", "sge", "eq", "ne", "ult", "ugt"};
  switch (ds.weighted({55, 12, 10, 15})) {
  case 0: {
    std::string a = expr(type, depth - 1), b = expr(type, depth - 1);
    return emit(
        formatv("arith.{0} {1}, {2} : {3}", plain[ds.below(9)], a, b, t));
  }
  case 1: {
    unsigned which = ds.below(4);
    std::string a = expr(type, depth - 1), b = expr(type, depth - 1);
    std::string d = guardedDivisor(type, b, /*isSigned=*/which < 2);
    return emit(formatv("arith.{0} {1}, {2} : {3}", division[which], a, d, t));
  }
  case 2: {
    std::string a = expr(type, depth - 1), b = expr(type, depth - 1);
    std::string width =
        emit(formatv("arith.constant {0} : {1}", bitWidth(type), t));
    std::string amount =
        emit(formatv("arith.remui {0}, {1} : {2}", b, width, t));
    return emit(
        formatv("arith.{0} {1}, {2} : {3}", shifts[ds.below(3)], a, amount, t));
  }
  default: {
    std::string a = expr(type, depth - 1), b = expr(type, depth - 1);
    std::string c = emit(
        formatv("arith.cmpi {0}, {1}, {2} : {3}", preds[ds.below(6)], a, b, t));
    std::string x = expr(type, depth - 1), y = expr(type, depth - 1);
    return emit(formatv("arith.select {0}, {1}, {2} : {3}", c, x, y, t));
  }
  }
}

std::string PayloadBuilder::boolOp(unsigned depth) {
  static const char *ops[] = {"andi", "ori", "xori"};
  if (ds.chance(70)) {
    std::string a = expr(ElemType::I1, depth - 1),
                b = expr(ElemType::I1, depth - 1);
    return emit(formatv("arith.{0} {1}, {2} : i1", ops[ds.below(3)], a, b));
  }
  // A comparison of wider values.
  ElemType from = ds.chance(50) ? ElemType::I32 : ElemType::F32;
  std::string a = expr(from, depth - 1), b = expr(from, depth - 1);
  if (isFloat(from))
    return emit(formatv("arith.cmpf olt, {0}, {1} : f32", a, b));
  return emit(formatv("arith.cmpi sle, {0}, {1} : i32", a, b));
}

std::string PayloadBuilder::combine(ElemType type, const std::string &acc,
                                    const std::string &value) {
  llvm::StringRef t = typeName(type);
  if (type == ElemType::I1) {
    static const char *ops[] = {"ori", "andi", "xori"};
    return emit(
        formatv("arith.{0} {1}, {2} : i1", ops[ds.below(3)], acc, value));
  }
  if (isFloat(type)) {
    static const char *ops[] = {"addf", "maximumf", "minimumf", "mulf"};
    return emit(
        formatv("arith.{0} {1}, {2} : {3}", ops[ds.below(4)], acc, value, t));
  }
  static const char *ops[] = {"addi", "maxsi", "minsi", "xori", "muli"};
  return emit(
      formatv("arith.{0} {1}, {2} : {3}", ops[ds.below(5)], acc, value, t));
}
