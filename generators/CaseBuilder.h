//===- CaseBuilder.h - The generator's state while it builds a case -*- C++
//-*-===//
//
// Private to generators/: Generator.cpp holds the DAG rules and the ops of
// every case (generics, named ops, pads, reshapes, concats);
// ConvGenerator.cpp the convolutions, pooling and residual blocks.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_GENERATORS_CASEBUILDER_H
#define FUSEFUZZ_GENERATORS_CASEBUILDER_H

#include "generators/CaseModel.h"
#include "generators/DecisionSource.h"
#include "generators/GenPolicy.h"
#include "generators/PayloadBuilder.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace fusefuzz::gen {

class CaseBuilder {
public:
  CaseBuilder(DecisionSource &ds, const GenPolicy &policy)
      : ds(ds), policy(policy) {}

  CaseModel build(uint64_t seed);

private:
  ElemType pickType();
  /// A new tensor argument; `dynamic`, when given, fixes which dims are
  /// dynamic (named ops need operand types that agree exactly).
  int newTensorArg(ElemType type, llvm::ArrayRef<int64_t> shape,
                   std::optional<llvm::ArrayRef<bool>> dynamic = {});
  int newIndexArg(int64_t value);
  int newScalarArg(ElemType type);
  /// A dense (or splat) constant of `type` and static `shape`.
  int newConstant(ElemType type, llvm::ArrayRef<int64_t> shape);
  int addResult(int op, unsigned resultNo, unsigned numResults, ElemType type,
                llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<bool> dynamic);
  int pickAnchor();
  int findValue(llvm::ArrayRef<int64_t> shape, ElemType preferred);
  llvm::SmallVector<unsigned> permutation(unsigned n, bool shuffle);
  IndexingMap inputMapFor(unsigned numLoops);
  llvm::SmallVector<std::pair<int, unsigned>>
  loopSources(const GenericModel &g);
  /// Adds result `g.results.size()` with output map `map`: picks its init
  /// (a defined one when `defined`) and records its shape.
  void addOutput(GenericModel &g, int opIndex, unsigned numResults,
                 ElemType type, const IndexingMap &map, bool defined,
                 PayloadBuilder &pb,
                 llvm::ArrayRef<std::pair<int, unsigned>> loopSource,
                 std::optional<llvm::ArrayRef<bool>> dynamic = {});
  void genGeneric();
  bool genNamed();
  /// A linalg.elementwise on the anchor (or a fresh input), unary or
  /// binary (ElementwiseOpGenerator.cpp); false when the anchor suits none.
  bool genElementwiseOp(int anchor);
  /// The source of a pad or reshape: the anchor (when `anchored`) if it has
  /// a rank, else a fresh argument of random shape (marked used).
  int shapedSource(bool anchored = true);
  void genPad();
  /// A pad of `source` by `amount(dim, high)` per side (no padding where it
  /// gives none); each padded amount is a dynamic index argument by policy.
  /// The caller picks the pad value, then addPad adds the op.
  PadModel
  padAmounts(int source,
             llvm::function_ref<std::optional<int64_t>(unsigned, bool)> amount);
  /// Adds the pad `p` (its shape from its source and amounts); returns its
  /// result.
  int addPad(PadModel p);
  void genReshape();
  void genConcat();

  // Convolutions and pooling (ConvGenerator.cpp).
  /// A convolution, depthwise convolution or pooling op on the anchor (a
  /// rank-4 NHWC value) or a fresh input; false when the anchor suits none.
  bool genConv(int anchor);
  /// A residual block: pad -> conv -> elementwise -> pad -> conv, plus the
  /// block's input (pad, conv, elementwise epilogue, residual add).
  void genResidualBlock();
  /// `source` padded along its spatial dims (1 and 2 of NHWC) by `low` and
  /// `high` (each amount dynamic by policy); returns the padded value.
  int padSpatial(int source, int64_t low, int64_t high);
  /// A fresh NHWC argument (not i1) with spatial sizes up to `maxSpatial`.
  int freshNhwcInput(int64_t maxSpatial);
  /// Kernel sizes, strides and dilations of the two spatial dims.
  struct Window {
    int64_t kernel[2] = {1, 1}, stride[2] = {1, 1}, dilation[2] = {1, 1};
  };
  /// The conv op `kind` reading `input` (NHWC) through `window`, with
  /// `features` output channels (depthwise and pooling keep the input's).
  /// Returns the result.
  int addConv(NamedKind kind, int input, const Window &window,
              int64_t features);
  /// An all-parallel generic over `inputs` (all of `shape`, identity maps)
  /// whose payload is random over them, or their sum when `sum`.
  int addElementwise(llvm::ArrayRef<int> inputs, bool sum);
  // Packs, unpacks and softmax (RelayoutGenerator.cpp).
  /// A linalg.pack, linalg.unpack or linalg.softmax on the anchor or a
  /// fresh input.
  void genRelayout();
  int addPack(int source);
  int addUnpack();
  int addSoftmax(int source);
  /// Packs made so far (their ops' indices): an unpack restores one's
  /// layout.
  llvm::SmallVector<int> packs;

  void useValue(int id) { ++m.values[id].uses; }

  DecisionSource &ds;
  const GenPolicy &policy;
  CaseModel m;
};

} // namespace fusefuzz::gen

#endif
