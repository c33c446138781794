//===- CaseModel.cpp ------------------------------------------------------===//
#include "generators/CaseModel.h"

#include "llvm/Support/raw_ostream.h"

using namespace fusefuzz;

llvm::StringRef fusefuzz::typeName(ElemType type) {
  switch (type) {
  case ElemType::F32:
    return "f32";
  case ElemType::F16:
    return "f16";
  case ElemType::I32:
    return "i32";
  case ElemType::I8:
    return "i8";
  case ElemType::I1:
    return "i1";
  }
  return "?";
}

bool fusefuzz::isFloat(ElemType type) {
  return type == ElemType::F32 || type == ElemType::F16;
}

unsigned fusefuzz::bitWidth(ElemType type) {
  switch (type) {
  case ElemType::F32:
  case ElemType::I32:
    return 32;
  case ElemType::F16:
    return 16;
  case ElemType::I8:
    return 8;
  case ElemType::I1:
    return 1;
  }
  return 0;
}

std::string TensorValue::typeString() const {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "tensor<";
  for (unsigned i = 0, e = rank(); i < e; ++i) {
    if (dynamic[i])
      os << "?";
    else
      os << shape[i];
    os << "x";
  }
  os << typeName(type) << ">";
  return out;
}

llvm::StringRef fusefuzz::namedOpName(NamedKind kind) {
  switch (kind) {
  case NamedKind::None:
    return "linalg.generic";
  case NamedKind::Conv2DNhwcHwcf:
    return "linalg.conv_2d_nhwc_hwcf";
  case NamedKind::Conv2DNhwcFhwc:
    return "linalg.conv_2d_nhwc_fhwc";
  case NamedKind::DepthwiseConv2DNhwcHwc:
    return "linalg.depthwise_conv_2d_nhwc_hwc";
  case NamedKind::PoolingNhwcSum:
    return "linalg.pooling_nhwc_sum";
  case NamedKind::PoolingNhwcMax:
    return "linalg.pooling_nhwc_max";
  case NamedKind::Elementwise:
    return "linalg.elementwise";
  case NamedKind::Matmul:
    return "linalg.matmul";
  case NamedKind::BatchMatmul:
    return "linalg.batch_matmul";
  case NamedKind::Reduce:
    return "linalg.reduce";
  case NamedKind::Transpose:
    return "linalg.transpose";
  case NamedKind::Broadcast:
    return "linalg.broadcast";
  case NamedKind::Map:
    return "linalg.map";
  }
  return "linalg.generic";
}

bool fusefuzz::isPooling(NamedKind kind) {
  return kind == NamedKind::PoolingNhwcSum || kind == NamedKind::PoolingNhwcMax;
}

bool fusefuzz::isConvolution(NamedKind kind) {
  return kind == NamedKind::Conv2DNhwcHwcf ||
         kind == NamedKind::Conv2DNhwcFhwc ||
         kind == NamedKind::DepthwiseConv2DNhwcHwc || isPooling(kind);
}
