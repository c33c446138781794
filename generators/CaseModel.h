//===- CaseModel.h - The DAG a generated case is made of --------*- C++ -*-===//
//
// A case is one function: tensor, index and scalar arguments, a DAG of
// structured ops (linalg.generic and named ops), tensor.pad, reshapes and
// constants, and the values it returns. The model
// holds exactly what the emitter needs to print it; payload bodies are kept
// as already-rendered lines because nothing downstream edits them.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_GENERATORS_CASEMODEL_H
#define FUSEFUZZ_GENERATORS_CASEMODEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace fusefuzz {

enum class ElemType : uint8_t { F32, F16, I32, I8, I1 };
llvm::StringRef typeName(ElemType type);
bool isFloat(ElemType type);
unsigned bitWidth(ElemType type);

/// One result of an indexing map:
/// `scale * d<dim> [+ scale2 * d<dim2>] + offset`, or the constant `offset`
/// when `isConst`. Plain results are `d<dim>`.
struct MapResult {
  bool isConst = false;
  unsigned dim = 0;
  int dim2 = -1;       // a second loop added, or -1
  unsigned scale = 1;  // coefficient of d<dim>
  int64_t offset = 0;  // the constant, or the constant added
  unsigned scale2 = 1; // coefficient of d<dim2>
  static MapResult plain(unsigned d) { return {false, d}; }
  static MapResult constant(int64_t c) { return {true, 0, -1, 1, c}; }
  /// A convolution's window read: `stride * d<out> + dilation * d<win>`.
  static MapResult window(unsigned out, unsigned win, unsigned stride,
                          unsigned dilation) {
    return {false, out, static_cast<int>(win), stride, 0, dilation};
  }
  bool isPlain() const {
    return !isConst && dim2 < 0 && scale == 1 && offset == 0;
  }
  /// The smallest tensor size that keeps the result in bounds over loops of
  /// these sizes.
  int64_t extent(llvm::ArrayRef<int64_t> loopSizes) const {
    if (isConst)
      return offset + 1;
    int64_t last = scale * (loopSizes[dim] - 1) + offset;
    if (dim2 >= 0)
      last += scale2 * (loopSizes[dim2] - 1);
    return last + 1;
  }
};
using IndexingMap = llvm::SmallVector<MapResult, 4>;

/// A tensor value of the function: an argument or an op result.
struct TensorValue {
  std::string name; // SSA name including '%' (and '#k' for multi-results)
  ElemType type = ElemType::F32;
  llvm::SmallVector<int64_t, 4> shape; // runtime sizes
  llvm::SmallVector<bool, 4> dynamic;  // printed as '?'
  int definingOp = -1;                 // index into CaseModel::ops, -1 = arg
  unsigned uses = 0;
  bool returned = false;

  unsigned rank() const { return shape.size(); }
  std::string typeString() const;
};

/// An index argument (dynamic pad amount) with its runtime value.
struct IndexArg {
  std::string name;
  int64_t value = 0;
};

/// An element-type scalar argument (f32, i8, ...), read by payloads (the
/// body captures it) and used as a pad value.
struct ScalarArg {
  std::string name;
  ElemType type = ElemType::F32;
};

struct GenericInit {
  enum Kind { Empty, Fill, Arg, Value } kind = Empty;
  int value = -1;           // TensorValue id for Arg / Value
  std::string fillConstant; // literal for Fill
};

/// A structured op printed in its named form; the GenericModel fields then
/// describe the generic it equals (loops, maps), which fixes its shapes.
enum class NamedKind : uint8_t {
  None, // linalg.generic
  Matmul,
  BatchMatmul,
  Reduce,    // namedDims: the reduced input dims
  Transpose, // namedDims: the permutation
  Broadcast, // namedDims: the added result dims
  Map,
  // Convolutions and pooling over NHWC inputs; namedDims: the strides and
  // then the dilations of the two spatial dims.
  Conv2DNhwcHwcf,
  Conv2DNhwcFhwc,
  DepthwiseConv2DNhwcHwc,
  PoolingNhwcSum, // the window operand is a tensor.empty the emitter adds
  PoolingNhwcMax,
  Elementwise // linalg.elementwise; GenericModel::elementwiseKind
};
bool isConvolution(NamedKind kind);
bool isPooling(NamedKind kind);
llvm::StringRef namedOpName(NamedKind kind);

struct GenericModel {
  NamedKind named = NamedKind::None;
  llvm::SmallVector<int64_t, 4> namedDims;
  /// Of linalg.elementwise: its kind (`exp`, `add`, `max_signed`, ...).
  std::string elementwiseKind;
  llvm::SmallVector<int64_t, 4> loopSizes;
  llvm::SmallVector<bool, 4> isReduction;
  llvm::SmallVector<int, 4> inputs; // TensorValue ids
  llvm::SmallVector<IndexingMap, 4> inputMaps;
  llvm::SmallVector<GenericInit, 2> inits;
  llvm::SmallVector<IndexingMap, 2> outputMaps;
  llvm::SmallVector<int, 2> results; // TensorValue ids
  std::vector<std::string> payload;  // body lines, without the terminator
  llvm::SmallVector<std::string, 2> yields;
  /// Dimension sizes of dynamic init shapes: (input position, operand dim)
  /// per result dim, or (-1, 0) for static.
  llvm::SmallVector<llvm::SmallVector<std::pair<int, unsigned>, 4>, 2>
      initDimSources;
};

struct PadAmount {
  int64_t value = 0;
  int indexArg = -1; // IndexArg id when dynamic
};

struct PadModel {
  int source = -1;
  llvm::SmallVector<PadAmount, 4> low, high;
  std::string padConstant;
  int padScalar = -1; // ScalarArg id when the pad value is an argument
  int result = -1;
};

/// tensor.expand_shape or tensor.collapse_shape.
struct ReshapeModel {
  int source = -1;
  bool expand = false;
  /// Per dim of the lower-rank side, the higher-rank dims it groups.
  llvm::SmallVector<llvm::SmallVector<unsigned, 4>, 4> reassociation;
  int result = -1;
};

/// tensor.concat of `sources` along `dim`.
struct ConcatModel {
  llvm::SmallVector<int, 2> sources;
  unsigned dim = 0;
  int result = -1;
};

/// A dense constant tensor (`arith.constant dense<...>`), or a splat;
/// printed at the top of the function.
struct ConstantModel {
  std::vector<std::string> literals; // one per element, or one for a splat
  int result = -1;
};

/// linalg.pack, linalg.unpack or linalg.softmax.
struct RelayoutModel {
  enum Kind { Pack, Unpack, Softmax } kind = Pack;
  int source = -1;
  /// Pack and unpack: the tiled dims of the unpacked side, their static
  /// tile sizes, and the order of the packed side's outer dims (empty:
  /// as they are).
  llvm::SmallVector<int64_t, 2> innerDimsPos, innerTiles;
  llvm::SmallVector<int64_t, 4> outerDimsPerm;
  /// Pack: the padding value's literal (empty: no padding_value, the
  /// tiles divide every dim).
  std::string padConstant;
  /// Unpack: per dim of the result, the value whose dim of the same
  /// number gives its size where it is dynamic (the pack's source).
  int sizesFrom = -1;
  /// Softmax: the dim it normalizes along.
  unsigned softmaxDim = 0;
  int result = -1;
};

struct OpModel {
  enum Kind { Generic, Pad, Reshape, Concat, Relayout } kind = Generic;
  GenericModel generic;
  PadModel pad;
  ReshapeModel reshape;
  ConcatModel concat;
  RelayoutModel relayout;
};

/// A function argument: a tensor (TensorValue id), an index (IndexArg id)
/// or an element-type scalar (ScalarArg id).
struct ArgRef {
  enum Kind { Tensor, Index, Scalar } kind = Tensor;
  int id = -1;
};

struct CaseModel {
  uint64_t seed = 0;
  uint64_t policyHash = 0;
  std::vector<TensorValue> values;
  std::vector<IndexArg> indexArgs;
  std::vector<ScalarArg> scalarArgs;
  /// Function arguments in order.
  std::vector<ArgRef> args;
  std::vector<ConstantModel> constants;
  std::vector<OpModel> ops;
};

} // namespace fusefuzz

#endif
