//===- Emitter.cpp - Prints a case model as an MLIR module ----------------===//
#include "generators/Generator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace fusefuzz;
using llvm::formatv;

namespace {

std::string mapString(unsigned numLoops, const IndexingMap &map) {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "affine_map<(";
  for (unsigned d = 0; d < numLoops; ++d)
    os << (d ? ", " : "") << "d" << d;
  os << ") -> (";
  for (unsigned i = 0; i < map.size(); ++i) {
    os << (i ? ", " : "");
    const MapResult &r = map[i];
    if (r.isConst) {
      os << r.offset;
      continue;
    }
    os << "d" << r.dim;
    if (r.scale != 1)
      os << " * " << r.scale;
    if (r.dim2 >= 0)
      os << " + d" << r.dim2;
    if (r.dim2 >= 0 && r.scale2 != 1)
      os << " * " << r.scale2;
    if (r.offset)
      os << " + " << r.offset;
  }
  os << ")>";
  return out;
}

class Emitter {
public:
  explicit Emitter(const CaseModel &m) : m(m), os(out) {}
  std::string run();

private:
  void emitGeneric(unsigned index, const GenericModel &g);
  void emitPad(unsigned index, const PadModel &p);
  void emitReshape(unsigned index, const ReshapeModel &r);
  void emitConcat(const ConcatModel &c);
  void emitRelayout(unsigned index, const RelayoutModel &r);
  /// A tensor.empty of `v`'s type, its dynamic sizes the same-numbered
  /// dims of `sizesFrom` (divided, rounded up, by `tiles[d]` where given).
  std::string emitEmpty(const std::string &prefix, const TensorValue &v,
                        const TensorValue &sizesFrom,
                        llvm::ArrayRef<int64_t> dimOf = {},
                        llvm::ArrayRef<int64_t> tiles = {});
  void emitConstant(const ConstantModel &c);
  void emitNamed(unsigned index, const GenericModel &g,
                 llvm::ArrayRef<std::string> inNames,
                 llvm::ArrayRef<std::string> inTypes,
                 llvm::ArrayRef<std::string> initNames,
                 llvm::ArrayRef<std::string> outTypes);
  const TensorValue &val(int id) const { return m.values[id]; }

  const CaseModel &m;
  std::string out;
  llvm::raw_string_ostream os;
};

} // namespace

void Emitter::emitGeneric(unsigned index, const GenericModel &g) {
  unsigned numLoops = g.loopSizes.size();
  // Inits first: tensor.empty (with tensor.dim for dynamic sizes) and fills.
  llvm::SmallVector<std::string> initNames;
  for (unsigned k = 0; k < g.inits.size(); ++k) {
    const GenericInit &init = g.inits[k];
    const TensorValue &result = val(g.results[k]);
    if (init.kind == GenericInit::Arg || init.kind == GenericInit::Value) {
      initNames.push_back(val(init.value).name);
      continue;
    }
    llvm::SmallVector<std::string> dynSizes;
    for (unsigned j = 0; j < result.rank(); ++j) {
      auto [input, dim] = g.initDimSources[k][j];
      if (input < 0)
        continue;
      const TensorValue &src = val(g.inputs[input]);
      std::string c = formatv("%g{0}_c{1}_{2}", index, k, j);
      std::string d = formatv("%g{0}_d{1}_{2}", index, k, j);
      os << formatv("    {0} = arith.constant {1} : index\n", c, dim);
      os << formatv("    {0} = tensor.dim {1}, {2} : {3}\n", d, src.name, c,
                    src.typeString());
      dynSizes.push_back(d);
    }
    std::string empty = formatv("%g{0}_empty{1}", index, k);
    os << formatv("    {0} = tensor.empty({1}) : {2}\n", empty,
                  llvm::join(dynSizes, ", "), result.typeString());
    if (init.kind == GenericInit::Empty) {
      initNames.push_back(empty);
      continue;
    }
    std::string cst = formatv("%g{0}_fillval{1}", index, k);
    std::string fill = formatv("%g{0}_fill{1}", index, k);
    os << formatv("    {0} = arith.constant {1} : {2}\n", cst,
                  init.fillConstant, typeName(result.type));
    os << formatv("    {0} = linalg.fill ins({1} : {2}) outs({3} : {4}) -> "
                  "{4}\n",
                  fill, cst, typeName(result.type), empty, result.typeString());
    initNames.push_back(fill);
  }

  llvm::SmallVector<std::string> maps, iters, inNames, inTypes, outTypes,
      blockArgs;
  for (unsigned i = 0; i < g.inputs.size(); ++i) {
    maps.push_back(mapString(numLoops, g.inputMaps[i]));
    inNames.push_back(val(g.inputs[i]).name);
    inTypes.push_back(val(g.inputs[i]).typeString());
    blockArgs.push_back(
        formatv("%g{0}_in{1}: {2}", index, i, typeName(val(g.inputs[i]).type)));
  }
  for (unsigned k = 0; k < g.outputMaps.size(); ++k) {
    maps.push_back(mapString(numLoops, g.outputMaps[k]));
    outTypes.push_back(val(g.results[k]).typeString());
    blockArgs.push_back(formatv("%g{0}_out{1}: {2}", index, k,
                                typeName(val(g.results[k]).type)));
  }
  for (bool r : g.isReduction)
    iters.push_back(r ? "\"reduction\"" : "\"parallel\"");
  if (g.named != NamedKind::None) {
    emitNamed(index, g, inNames, inTypes, initNames, outTypes);
    return;
  }

  std::string resultName = formatv("%v{0}", index);
  if (g.results.size() > 1)
    resultName += formatv(":{0}", g.results.size()).str();
  std::string resultTypes = llvm::join(outTypes, ", ");
  if (g.results.size() > 1)
    resultTypes = "(" + resultTypes + ")";
  os << formatv("    {0} = linalg.generic {{indexing_maps = [{1}], "
                "iterator_types = [{2}]} ins({3} : {4}) outs({5} : {6}) {{\n",
                resultName, llvm::join(maps, ", "), llvm::join(iters, ", "),
                llvm::join(inNames, ", "), llvm::join(inTypes, ", "),
                llvm::join(initNames, ", "), llvm::join(outTypes, ", "));
  os << formatv("    ^bb0({0}):\n", llvm::join(blockArgs, ", "));
  for (const std::string &line : g.payload)
    os << "      " << line << "\n";
  llvm::SmallVector<std::string> yieldTypes;
  for (int r : g.results)
    yieldTypes.push_back(typeName(val(r).type).str());
  os << formatv("      linalg.yield {0} : {1}\n", llvm::join(g.yields, ", "),
                llvm::join(yieldTypes, ", "));
  os << formatv("    } -> {0}\n", resultTypes);
}

void Emitter::emitNamed(unsigned index, const GenericModel &g,
                        llvm::ArrayRef<std::string> inNames,
                        llvm::ArrayRef<std::string> inTypes,
                        llvm::ArrayRef<std::string> initNames,
                        llvm::ArrayRef<std::string> outTypes) {
  std::string head =
      formatv("    %v{0} = {1} ins({2} : {3}) outs({4} : {5})", index,
              namedOpName(g.named), llvm::join(inNames, ", "),
              llvm::join(inTypes, ", "), llvm::join(initNames, ", "),
              llvm::join(outTypes, ", "));
  llvm::SmallVector<std::string> dims;
  for (int64_t d : g.namedDims)
    dims.push_back(std::to_string(d));
  std::string elem = typeName(val(g.results[0]).type).str();
  auto body = [&](llvm::ArrayRef<std::string> args) {
    os << formatv("\n      ({0}) {{\n", llvm::join(args, ", "));
    for (const std::string &line : g.payload)
      os << "        " << line << "\n";
    os << formatv("        linalg.yield {0} : {1}\n      }\n", g.yields[0],
                  elem);
  };
  if (isConvolution(g.named)) {
    // namedDims: strides (h, w), then dilations (h, w).
    std::string ins = llvm::join(inNames, ", ");
    std::string types = llvm::join(inTypes, ", ");
    if (isPooling(g.named)) {
      // The window: a shape only, as users write it.
      std::string window = formatv("%g{0}_window", index);
      std::string windowType =
          formatv("tensor<{0}x{1}x{2}>", g.loopSizes[4], g.loopSizes[5], elem);
      os << formatv("    {0} = tensor.empty() : {1}\n", window, windowType);
      ins += ", " + window;
      types += ", " + windowType;
    }
    os << formatv("    %v{0} = {1} {{dilations = dense<[{2}, {3}]> : "
                  "tensor<2xi64>, strides = dense<[{4}, {5}]> : tensor<2xi64>} "
                  "ins({6} : {7}) outs({8} : {9}) -> {9}\n",
                  index, namedOpName(g.named), dims[2], dims[3], dims[0],
                  dims[1], ins, types, llvm::join(initNames, ", "),
                  outTypes[0]);
    return;
  }
  if (g.named == NamedKind::Elementwise) {
    // Its maps are printed where one is not the identity.
    unsigned numLoops = g.loopSizes.size();
    bool identity = llvm::all_of(g.inputMaps, [&](const IndexingMap &map) {
      return map.size() == numLoops &&
             llvm::all_of(llvm::enumerate(map), [](auto r) {
               return r.value().isPlain() && r.value().dim == r.index();
             });
    });
    std::string maps;
    if (!identity) {
      llvm::SmallVector<std::string> all;
      for (const IndexingMap &map : g.inputMaps)
        all.push_back(mapString(numLoops, map));
      all.push_back(mapString(numLoops, g.outputMaps[0]));
      maps = " indexing_maps = [" + llvm::join(all, ", ") + "]";
    }
    os << formatv("    %v{0} = linalg.elementwise "
                  "kind=#linalg.elementwise_kind<{1}>{2} ins({3} : {4}) "
                  "outs({5} : {6}) -> {6}\n",
                  index, g.elementwiseKind, maps, llvm::join(inNames, ", "),
                  llvm::join(inTypes, ", "), llvm::join(initNames, ", "),
                  outTypes[0]);
    return;
  }
  switch (g.named) {
  case NamedKind::None:
  case NamedKind::Elementwise:
  case NamedKind::Conv2DNhwcHwcf:
  case NamedKind::Conv2DNhwcFhwc:
  case NamedKind::DepthwiseConv2DNhwcHwc:
  case NamedKind::PoolingNhwcSum:
  case NamedKind::PoolingNhwcMax:
    return;
  case NamedKind::Matmul:
  case NamedKind::BatchMatmul:
    os << head << " -> " << outTypes[0] << "\n";
    return;
  case NamedKind::Transpose:
    os << head << " permutation = [" << llvm::join(dims, ", ") << "]\n";
    return;
  case NamedKind::Broadcast:
    os << head << " dimensions = [" << llvm::join(dims, ", ") << "]\n";
    return;
  case NamedKind::Reduce:
    os << head << " dimensions = [" << llvm::join(dims, ", ") << "]";
    body({formatv("%g{0}_in0: {1}", index, elem).str(),
          formatv("%g{0}_out0: {1}", index, elem).str()});
    return;
  case NamedKind::Map: {
    llvm::SmallVector<std::string> args;
    for (unsigned i = 0; i < g.inputs.size(); ++i)
      args.push_back(formatv("%g{0}_in{1}: {2}", index, i, elem));
    args.push_back(formatv("%g{0}_out0: {1}", index, elem));
    os << head;
    body(args);
    return;
  }
  }
}

void Emitter::emitPad(unsigned index, const PadModel &p) {
  const TensorValue &src = val(p.source);
  const TensorValue &res = val(p.result);
  auto amounts = [&](llvm::ArrayRef<PadAmount> side) {
    llvm::SmallVector<std::string> items;
    for (const PadAmount &a : side)
      items.push_back(a.indexArg >= 0 ? m.indexArgs[a.indexArg].name
                                      : std::to_string(a.value));
    return llvm::join(items, ", ");
  };
  std::string cst = formatv("%p{0}_padval", index);
  if (p.padScalar >= 0)
    cst = m.scalarArgs[p.padScalar].name;
  else
    os << formatv("    {0} = arith.constant {1} : {2}\n", cst, p.padConstant,
                  typeName(src.type));
  llvm::SmallVector<std::string> idx;
  for (unsigned j = 0; j < src.rank(); ++j)
    idx.push_back(formatv("%p{0}_i{1}: index", index, j));
  os << formatv("    {0} = tensor.pad {1} low[{2}] high[{3}] {{\n", res.name,
                src.name, amounts(p.low), amounts(p.high));
  os << formatv("    ^bb0({0}):\n", llvm::join(idx, ", "));
  os << formatv("      tensor.yield {0} : {1}\n", cst, typeName(src.type));
  os << formatv("    } : {0} to {1}\n", src.typeString(), res.typeString());
}

void Emitter::emitConcat(const ConcatModel &c) {
  llvm::SmallVector<std::string> names, types;
  for (int source : c.sources) {
    names.push_back(val(source).name);
    types.push_back(val(source).typeString());
  }
  os << formatv("    {0} = tensor.concat dim({1}) {2} : ({3}) -> {4}\n",
                val(c.result).name, c.dim, llvm::join(names, ", "),
                llvm::join(types, ", "), val(c.result).typeString());
}

void Emitter::emitReshape(unsigned index, const ReshapeModel &r) {
  const TensorValue &src = val(r.source);
  const TensorValue &res = val(r.result);
  llvm::SmallVector<std::string> groups;
  for (const auto &group : r.reassociation) {
    llvm::SmallVector<std::string> dims;
    for (unsigned d : group)
      dims.push_back(std::to_string(d));
    groups.push_back("[" + llvm::join(dims, ", ") + "]");
  }
  std::string reassociation = "[" + llvm::join(groups, ", ") + "]";
  if (!r.expand) {
    os << formatv("    {0} = tensor.collapse_shape {1} {2} : {3} into {4}\n",
                  res.name, src.name, reassociation, src.typeString(),
                  res.typeString());
    return;
  }
  // output_shape: static sizes as numbers; a dynamic size is the source
  // dim's size divided by the static sizes of its group.
  llvm::SmallVector<std::string> sizes;
  for (auto [j, group] : llvm::enumerate(r.reassociation)) {
    int64_t staticPart = 1;
    for (unsigned d : group)
      if (!res.dynamic[d])
        staticPart *= res.shape[d];
    for (unsigned d : group) {
      if (!res.dynamic[d]) {
        sizes.push_back(std::to_string(res.shape[d]));
        continue;
      }
      std::string c = formatv("%r{0}_c{1}", index, j);
      std::string dim = formatv("%r{0}_d{1}", index, j);
      os << formatv("    {0} = arith.constant {1} : index\n", c, j);
      os << formatv("    {0} = tensor.dim {1}, {2} : {3}\n", dim, src.name, c,
                    src.typeString());
      if (staticPart != 1) {
        std::string k = formatv("%r{0}_k{1}", index, j);
        std::string q = formatv("%r{0}_q{1}", index, j);
        os << formatv("    {0} = arith.constant {1} : index\n", k, staticPart);
        os << formatv("    {0} = arith.divui {1}, {2} : index\n", q, dim, k);
        dim = q;
      }
      sizes.push_back(dim);
    }
  }
  os << formatv("    {0} = tensor.expand_shape {1} {2} output_shape [{3}] : "
                "{4} into {5}\n",
                res.name, src.name, reassociation, llvm::join(sizes, ", "),
                src.typeString(), res.typeString());
}

std::string Emitter::emitEmpty(const std::string &prefix, const TensorValue &v,
                               const TensorValue &sizesFrom,
                               llvm::ArrayRef<int64_t> dimOf,
                               llvm::ArrayRef<int64_t> tiles) {
  llvm::SmallVector<std::string> sizes;
  for (unsigned j = 0; j < v.rank(); ++j) {
    if (!v.dynamic[j])
      continue;
    int64_t d = dimOf.empty() ? j : dimOf[j];
    std::string c = formatv("{0}_c{1}", prefix, j);
    std::string dim = formatv("{0}_d{1}", prefix, j);
    os << formatv("    {0} = arith.constant {1} : index\n", c, d);
    os << formatv("    {0} = tensor.dim {1}, {2} : {3}\n", dim, sizesFrom.name,
                  c, sizesFrom.typeString());
    if (!tiles.empty() && tiles[j] > 1) {
      std::string q = formatv("{0}_q{1}", prefix, j);
      os << formatv("    {0} = affine.apply affine_map<()[s0] -> (s0 ceildiv "
                    "{1})>()[{2}]\n",
                    q, tiles[j], dim);
      dim = q;
    }
    sizes.push_back(dim);
  }
  std::string empty = prefix + "_dest";
  os << formatv("    {0} = tensor.empty({1}) : {2}\n", empty,
                llvm::join(sizes, ", "), v.typeString());
  return empty;
}

/// `[a, b, c]`.
static std::string listOf(llvm::ArrayRef<int64_t> items) {
  llvm::SmallVector<std::string> out;
  for (int64_t i : items)
    out.push_back(std::to_string(i));
  return "[" + llvm::join(out, ", ") + "]";
}

void Emitter::emitRelayout(unsigned index, const RelayoutModel &r) {
  const TensorValue &src = val(r.source);
  const TensorValue &res = val(r.result);
  std::string prefix = formatv("%l{0}", index);
  if (r.kind == RelayoutModel::Softmax) {
    std::string dest = emitEmpty(prefix, res, val(r.sizesFrom));
    os << formatv("    {0} = linalg.softmax dimension({1}) ins({2} : {3}) "
                  "outs({4} : {5}) -> {5}\n",
                  res.name, r.softmaxDim, src.name, src.typeString(), dest,
                  res.typeString());
    return;
  }
  std::string attrs;
  if (!r.outerDimsPerm.empty())
    attrs += "outer_dims_perm = " + listOf(r.outerDimsPerm) + " ";
  attrs += formatv("inner_dims_pos = {0} inner_tiles = {1}",
                   listOf(r.innerDimsPos), listOf(r.innerTiles));
  if (r.kind == RelayoutModel::Unpack) {
    std::string dest = r.sizesFrom >= 0
                           ? emitEmpty(prefix, res, val(r.sizesFrom))
                           : emitEmpty(prefix, res, res);
    os << formatv("    {0} = linalg.unpack {1} {2} into {3} : {4} -> {5}\n",
                  res.name, src.name, attrs, dest, src.typeString(),
                  res.typeString());
    return;
  }
  // The packed outer dim j is the source's dim perm[j], divided by its
  // tile where it is tiled.
  unsigned rank = src.rank();
  llvm::SmallVector<int64_t> dimOf, tiles;
  for (unsigned j = 0; j < res.rank(); ++j) {
    int64_t d =
        j < rank ? (r.outerDimsPerm.empty() ? j : r.outerDimsPerm[j]) : 0;
    int64_t tile = 1;
    for (auto [pos, t] : llvm::zip(r.innerDimsPos, r.innerTiles))
      if (j < rank && pos == d)
        tile = t;
    dimOf.push_back(d);
    tiles.push_back(tile);
  }
  std::string dest = emitEmpty(prefix, res, src, dimOf, tiles);
  std::string padding;
  if (!r.padConstant.empty()) {
    std::string cst = prefix + "_padval";
    os << formatv("    {0} = arith.constant {1} : {2}\n", cst, r.padConstant,
                  typeName(src.type));
    padding = formatv("padding_value({0} : {1}) ", cst, typeName(src.type));
  }
  os << formatv("    {0} = linalg.pack {1} {2}{3} into {4} : {5} -> {6}\n",
                res.name, src.name, padding, attrs, dest, src.typeString(),
                res.typeString());
}

void Emitter::emitConstant(const ConstantModel &c) {
  const TensorValue &v = val(c.result);
  std::string literal;
  if (c.literals.size() == 1) {
    literal = c.literals.front();
  } else {
    // Nested brackets, row-major.
    std::function<std::string(unsigned, size_t &)> nest =
        [&](unsigned dim, size_t &next) -> std::string {
      if (dim == v.rank())
        return c.literals[next++];
      llvm::SmallVector<std::string> items;
      for (int64_t i = 0; i < v.shape[dim]; ++i)
        items.push_back(nest(dim + 1, next));
      return "[" + llvm::join(items, ", ") + "]";
    };
    size_t next = 0;
    literal = nest(0, next);
  }
  os << formatv("    {0} = arith.constant dense<{1}> : {2}\n", v.name, literal,
                v.typeString());
}

std::string Emitter::run() {
  os << formatv("module attributes {{fusefuzz.seed = {0} : i64, "
                "fusefuzz.policy = \"{1:x16}\"} {{\n",
                static_cast<int64_t>(m.seed), m.policyHash);
  llvm::SmallVector<std::string> args, results, resultTypes;
  for (const ArgRef &ref : m.args) {
    if (ref.kind == ArgRef::Index) {
      const IndexArg &a = m.indexArgs[ref.id];
      args.push_back(
          formatv("{0}: index {{fusefuzz.value = {1} : i64}", a.name, a.value));
      continue;
    }
    if (ref.kind == ArgRef::Scalar) {
      const ScalarArg &a = m.scalarArgs[ref.id];
      args.push_back(formatv("{0}: {1}", a.name, typeName(a.type)));
      continue;
    }
    const TensorValue &v = val(ref.id);
    std::string arg = v.name + ": " + v.typeString();
    if (llvm::is_contained(v.dynamic, true)) {
      llvm::SmallVector<std::string> sizes;
      for (int64_t s : v.shape)
        sizes.push_back(std::to_string(s));
      arg += formatv(" {{fusefuzz.shape = array<i64: {0}>}",
                     llvm::join(sizes, ", "));
    }
    args.push_back(arg);
  }
  for (const TensorValue &v : m.values)
    if (v.returned) {
      results.push_back(v.name);
      resultTypes.push_back(v.typeString());
    }
  os << formatv("  func.func @case({0}) -> ({1}) {{\n", llvm::join(args, ", "),
                llvm::join(resultTypes, ", "));
  for (const ConstantModel &c : m.constants)
    emitConstant(c);
  for (unsigned i = 0; i < m.ops.size(); ++i) {
    switch (m.ops[i].kind) {
    case OpModel::Generic:
      emitGeneric(i, m.ops[i].generic);
      break;
    case OpModel::Pad:
      emitPad(i, m.ops[i].pad);
      break;
    case OpModel::Reshape:
      emitReshape(i, m.ops[i].reshape);
      break;
    case OpModel::Concat:
      emitConcat(m.ops[i].concat);
      break;
    case OpModel::Relayout:
      emitRelayout(i, m.ops[i].relayout);
      break;
    }
  }
  os << formatv("    return {0} : {1}\n", llvm::join(results, ", "),
                llvm::join(resultTypes, ", "));
  os << "  }\n}\n";
  return out;
}

std::string fusefuzz::emitCase(const CaseModel &model) {
  return Emitter(model).run();
}
