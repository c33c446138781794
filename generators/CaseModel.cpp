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
