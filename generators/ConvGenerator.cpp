//===- ConvGenerator.cpp - Convolutions, pooling and residual blocks ------===//
//
// The ops of the models users compile: linalg.conv_2d_nhwc_hwcf and
// conv_2d_nhwc_fhwc, depthwise_conv_2d_nhwc_hwc, pooling_nhwc_sum and
// pooling_nhwc_max, with strides and dilations, on NHWC inputs that are
// often padded first; and residual blocks (pad, 3x3 conv, elementwise
// epilogue, pad, 3x3 conv, residual add), the chains ByteIR's fusion
// extensions were written for. Each op is a GenericModel whose loops and
// maps are those of the generic it equals; the emitter prints the named op.
//
//===----------------------------------------------------------------------===//
#include "generators/CaseBuilder.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
using namespace fusefuzz::gen;
using llvm::formatv;

int CaseBuilder::padSpatial(int source, int64_t low, int64_t high) {
  useValue(source);
  PadModel p = padAmounts(
      source, [&](unsigned dim, bool isHigh) -> std::optional<int64_t> {
        if (dim != 1 && dim != 2)
          return std::nullopt;
        return isHigh ? high : low;
      });
  // Zero padding, as convolutions are usually fed, or another value.
  ElemType type = m.values[source].type;
  PayloadBuilder constants(ds, policy, "unused");
  p.padConstant = ds.chance(50) ? (isFloat(type) ? "0.000000e+00" : "0")
                                : constants.literal(type);
  return addPad(std::move(p));
}

int CaseBuilder::freshNhwcInput(int64_t maxSpatial) {
  ElemType type = pickType();
  if (type == ElemType::I1) // convolutions multiply and add
    type = ElemType::F32;
  return newTensorArg(type, {ds.range(1, 2), ds.range(1, maxSpatial),
                             ds.range(1, maxSpatial), ds.range(1, 3)});
}

int CaseBuilder::addConv(NamedKind kind, int input, const Window &w,
                         int64_t features) {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Generic;
  GenericModel &g = op.generic;
  g.named = kind;
  const TensorValue in = m.values[input];
  ElemType type = in.type;
  int64_t outSpatial[2];
  for (unsigned k = 0; k < 2; ++k)
    outSpatial[k] = (in.shape[1 + k] - (w.kernel[k] - 1) * w.dilation[k] - 1) /
                        w.stride[k] +
                    1;
  g.namedDims = {w.stride[0], w.stride[1], w.dilation[0], w.dilation[1]};
  auto plain = [](std::initializer_list<unsigned> dims) {
    IndexingMap map;
    for (unsigned d : dims)
      map.push_back(MapResult::plain(d));
    return map;
  };
  // The loop of the output's channel dim (3) and of the window (kh, kw);
  // full convolutions add the input channel loop last.
  auto inputMap = [&](unsigned channelLoop) {
    return IndexingMap{MapResult::plain(0),
                       MapResult::window(1, 4, w.stride[0], w.dilation[0]),
                       MapResult::window(2, 5, w.stride[1], w.dilation[1]),
                       MapResult::plain(channelLoop)};
  };
  auto weights = [&](llvm::ArrayRef<int64_t> shape) {
    // Model weights are constants as often as arguments.
    int v = ds.chance(policy.constant_input) ? newConstant(type, shape)
                                             : newTensorArg(type, shape);
    g.inputs.push_back(v);
    useValue(v);
  };
  g.inputs.push_back(input);
  useValue(input);
  bool perChannel =
      kind == NamedKind::DepthwiseConv2DNhwcHwc || isPooling(kind);
  if (perChannel) {
    g.loopSizes = {in.shape[0], outSpatial[0], outSpatial[1],
                   in.shape[3], w.kernel[0],   w.kernel[1]};
    g.isReduction = {false, false, false, false, true, true};
    g.inputMaps = {inputMap(3)};
    if (kind == NamedKind::DepthwiseConv2DNhwcHwc) {
      g.inputMaps.push_back(plain({4, 5, 3}));
      weights({w.kernel[0], w.kernel[1], in.shape[3]});
    }
  } else {
    g.loopSizes = {in.shape[0], outSpatial[0], outSpatial[1], features,
                   w.kernel[0], w.kernel[1],   in.shape[3]};
    g.isReduction = {false, false, false, false, true, true, true};
    g.inputMaps = {inputMap(6)};
    if (kind == NamedKind::Conv2DNhwcHwcf) {
      g.inputMaps.push_back(plain({4, 5, 6, 3}));
      weights({w.kernel[0], w.kernel[1], in.shape[3], features});
    } else {
      g.inputMaps.push_back(plain({3, 4, 5, 6}));
      weights({features, w.kernel[0], w.kernel[1], in.shape[3]});
    }
  }
  PayloadBuilder pb(ds, policy, formatv("g{0}", opIndex).str());
  // Convolutions accumulate into their init: always a defined one.
  addOutput(g, opIndex, 1, type, plain({0, 1, 2, 3}), /*defined=*/true, pb,
            loopSources(g));
  int result = g.results[0];
  m.ops.push_back(std::move(op));
  return result;
}

bool CaseBuilder::genConv(int anchor) {
  int input = anchor;
  if (input < 0) {
    ElemType type = pickType();
    if (type == ElemType::I1)
      type = ElemType::F32;
    input =
        newTensorArg(type, {ds.range(1, 2), ds.range(1, policy.max_dim + 2),
                            ds.range(1, policy.max_dim + 2), ds.range(1, 3)});
  } else if (m.values[input].rank() != 4 ||
             m.values[input].type == ElemType::I1) {
    return false;
  }
  static const NamedKind kinds[] = {
      NamedKind::Conv2DNhwcHwcf, NamedKind::Conv2DNhwcFhwc,
      NamedKind::DepthwiseConv2DNhwcHwc, NamedKind::PoolingNhwcSum,
      NamedKind::PoolingNhwcMax};
  NamedKind kind = ds.pick(llvm::ArrayRef<NamedKind>(kinds));
  if (ds.chance(policy.conv_pad))
    input = padSpatial(input, ds.range(0, 2), ds.range(0, 2));
  Window w;
  for (unsigned k = 0; k < 2; ++k) {
    w.kernel[k] = ds.range(1, 3);
    w.stride[k] = ds.chance(policy.conv_stride) ? 2 : 1;
    w.dilation[k] = ds.chance(policy.conv_dilation) ? 2 : 1;
    // The window fits the input: at least one output element.
    int64_t size = m.values[input].shape[1 + k];
    while ((w.kernel[k] - 1) * w.dilation[k] + 1 > size) {
      if (w.dilation[k] > 1)
        w.dilation[k] = 1;
      else
        --w.kernel[k];
    }
  }
  addConv(kind, input, w, ds.range(1, 3));
  return true;
}

int CaseBuilder::addElementwise(llvm::ArrayRef<int> inputs, bool sum) {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Generic;
  GenericModel &g = op.generic;
  const TensorValue first = m.values[inputs[0]];
  ElemType type = first.type;
  g.loopSizes.assign(first.shape.begin(), first.shape.end());
  g.isReduction.assign(first.rank(), false);
  IndexingMap identity;
  for (unsigned d = 0; d < first.rank(); ++d)
    identity.push_back(MapResult::plain(d));
  PayloadBuilder pb(ds, policy, formatv("g{0}", opIndex).str());
  for (auto [i, v] : llvm::enumerate(inputs)) {
    g.inputs.push_back(v);
    g.inputMaps.push_back(identity);
    useValue(v);
    pb.addLeaf(formatv("%g{0}_in{1}", opIndex, i).str(), type);
  }
  addOutput(g, opIndex, 1, type, identity, ds.chance(10), pb, loopSources(g));
  if (sum) {
    std::string value = formatv("%g{0}_sum", opIndex);
    g.payload.push_back(formatv("{0} = arith.{1} %g{2}_in0, %g{2}_in1 : {3}",
                                value, isFloat(type) ? "addf" : "addi", opIndex,
                                typeName(type)));
    g.yields.push_back(value);
  } else {
    g.yields.push_back(
        pb.root(type, ds.range(1, std::max(1u, policy.payload_depth))));
    g.payload = pb.takeLines();
  }
  int result = g.results[0];
  m.ops.push_back(std::move(op));
  return result;
}

void CaseBuilder::genResidualBlock() {
  int x = pickAnchor();
  if (x < 0 || m.values[x].rank() != 4 || m.values[x].type == ElemType::I1)
    x = freshNhwcInput(policy.max_dim);
  // 3x3 convolutions over a border of 1 keep the spatial sizes, and as
  // many features as channels keep the shape, so the block's input adds
  // to its output.
  Window same;
  same.kernel[0] = same.kernel[1] = 3;
  int64_t channels = m.values[x].shape[3];
  int conv1 =
      addConv(NamedKind::Conv2DNhwcHwcf, padSpatial(x, 1, 1), same, channels);
  int epilogue = addElementwise({conv1}, /*sum=*/false);
  int conv2 = addConv(NamedKind::Conv2DNhwcHwcf, padSpatial(epilogue, 1, 1),
                      same, channels);
  addElementwise({conv2, x}, /*sum=*/true);
}
