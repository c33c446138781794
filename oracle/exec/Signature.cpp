//===- Signature.cpp ------------------------------------------------------===//
#include "oracle/exec/Signature.h"

#include "generators/DecisionSource.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

FailureOr<Signature> fusefuzz::readSignature(func::FuncOp func,
                                             std::string &error) {
  Signature sig;
  FunctionType type = func.getFunctionType();
  for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
    ArgSpec arg;
    if (argType.isIndex()) {
      arg.isIndex = true;
      arg.indexValue = 1;
      if (auto v = func.getArgAttrOfType<IntegerAttr>(i, "fusefuzz.value"))
        arg.indexValue = v.getInt();
      if (arg.indexValue < 0 || arg.indexValue > 64) {
        error = llvm::formatv("argument #{0}: index value {1} is outside "
                              "[0, 64]",
                              i, arg.indexValue);
        return failure();
      }
      sig.args.push_back(arg);
      continue;
    }
    auto tensor = dyn_cast<RankedTensorType>(argType);
    std::optional<ScalarKind> kind =
        ScalarKind::of(tensor ? tensor.getElementType() : argType);
    if (!kind) {
      error = llvm::formatv("argument #{0} has type {1}; supported are index, "
                            "f16/f32/f64/i1/i8/i16/i32/i64 and ranked "
                            "tensors of them",
                            i, argType);
      return failure();
    }
    arg.kind = *kind;
    if (auto bound =
            func.getArgAttrOfType<IntegerAttr>(i, "fusefuzz.index_bound"))
      arg.indexBound = std::max<int64_t>(bound.getInt(), 0);
    if (!tensor) {
      arg.isScalar = true;
      sig.args.push_back(arg);
      continue;
    }
    auto recorded =
        func.getArgAttrOfType<DenseI64ArrayAttr>(i, "fusefuzz.shape");
    if (recorded && recorded.size() != tensor.getRank()) {
      error = llvm::formatv("argument #{0}: fusefuzz.shape has {1} sizes for "
                            "a rank-{2} tensor",
                            i, recorded.size(), tensor.getRank());
      return failure();
    }
    int64_t elements = 1;
    for (int64_t d = 0; d < tensor.getRank(); ++d) {
      int64_t size = tensor.getDimSize(d);
      if (ShapedType::isDynamic(size))
        size = recorded ? recorded[d] : 4;
      else if (recorded && recorded[d] != size) {
        error = llvm::formatv("argument #{0}: fusefuzz.shape says {1} for "
                              "static dim {2} of size {3}",
                              i, recorded[d], d, size);
        return failure();
      }
      if (size < 0 || size > kMaxElements) {
        error =
            llvm::formatv("argument #{0}: dim {1} has size {2}", i, d, size);
        return failure();
      }
      arg.shape.push_back(size);
      elements *= size;
      if (elements > kMaxElements) {
        error = llvm::formatv("argument #{0}: more than {1} elements; shapes "
                              "this large are not fuzzed",
                              i, kMaxElements);
        return failure();
      }
    }
    sig.args.push_back(arg);
  }
  for (auto [i, resultType] : llvm::enumerate(type.getResults())) {
    auto tensor = dyn_cast<RankedTensorType>(resultType);
    std::optional<ScalarKind> kind =
        tensor ? ScalarKind::of(tensor.getElementType()) : std::nullopt;
    if (!kind) {
      error = llvm::formatv("result #{0} has type {1}; results must be ranked "
                            "tensors of a supported element type",
                            i, resultType);
      return failure();
    }
    sig.results.push_back({*kind, static_cast<unsigned>(tensor.getRank())});
  }
  return sig;
}

llvm::StringRef fusefuzz::inputSetName(InputSet set) {
  switch (set) {
  case InputSet::SmallInts:
    return "small-ints";
  case InputSet::Random:
    return "random";
  case InputSet::Special:
    return "special";
  }
  return "?";
}

static const llvm::fltSemantics &semantics(unsigned bits) {
  return bits == 16   ? llvm::APFloat::IEEEhalf()
         : bits == 32 ? llvm::APFloat::IEEEsingle()
                      : llvm::APFloat::IEEEdouble();
}

static uint64_t floatBits(double value, unsigned bits) {
  llvm::APFloat f(value);
  bool lost;
  f.convert(semantics(bits), llvm::APFloat::rmNearestTiesToEven, &lost);
  return f.bitcastToAPInt().getZExtValue();
}

static uint64_t specialFloat(SeededDecisions &ds, unsigned bits) {
  const llvm::fltSemantics &sem = semantics(bits);
  switch (ds.below(10)) {
  case 0:
    return llvm::APFloat::getQNaN(sem).bitcastToAPInt().getZExtValue();
  case 1:
    return llvm::APFloat::getInf(sem).bitcastToAPInt().getZExtValue();
  case 2:
    return llvm::APFloat::getInf(sem, true).bitcastToAPInt().getZExtValue();
  case 3:
    return llvm::APFloat::getZero(sem, true).bitcastToAPInt().getZExtValue();
  case 4:
    return llvm::APFloat::getSmallest(sem).bitcastToAPInt().getZExtValue();
  case 5:
    return llvm::APFloat::getLargest(sem, ds.chance(50))
        .bitcastToAPInt()
        .getZExtValue();
  default:
    return floatBits(static_cast<double>(ds.range(-3, 3)) * 0.75, bits);
  }
}

static uint64_t specialInt(SeededDecisions &ds, unsigned bits) {
  if (bits == 1)
    return ds.below(2);
  llvm::APInt value;
  switch (ds.below(6)) {
  case 0:
    value = llvm::APInt::getSignedMinValue(bits);
    break;
  case 1:
    value = llvm::APInt::getSignedMaxValue(bits);
    break;
  case 2:
    value = llvm::APInt::getAllOnes(bits);
    break;
  default:
    value = llvm::APInt(bits, ds.range(-2, 2), /*isSigned=*/true);
  }
  return value.getZExtValue();
}

std::vector<HostTensor> fusefuzz::makeInputs(const Signature &sig, InputSet set,
                                             uint64_t seed) {
  std::vector<HostTensor> inputs;
  SeededDecisions ds(caseSeed(seed, 1000 + static_cast<unsigned>(set)));
  for (const ArgSpec &arg : sig.args) {
    if (arg.isIndex)
      continue;
    HostTensor t;
    t.kind = arg.kind;
    t.shape = arg.shape;
    t.data.assign(t.numElements() * t.kind.storageBytes(), 0);
    for (int64_t i = 0, e = t.numElements(); i < e; ++i) {
      uint64_t v;
      unsigned bits = t.kind.bits;
      if (t.kind.isFloat) {
        if (set == InputSet::SmallInts)
          v = floatBits(static_cast<double>(ds.range(-4, 4)), bits);
        else if (set == InputSet::Random)
          v = floatBits(
              static_cast<double>(ds.below(1 << 20)) / (1 << 16) - 8.0, bits);
        else
          v = specialFloat(ds, bits);
      } else if (arg.indexBound > 0) {
        v = ds.below(arg.indexBound);
      } else if (bits == 1) {
        v = ds.below(2);
      } else if (set == InputSet::SmallInts) {
        v = llvm::APInt(bits, ds.range(-4, 4), true).getZExtValue();
      } else if (set == InputSet::Random) {
        v = ds.raw() & (bits == 64 ? ~0ULL : ((1ULL << bits) - 1));
      } else {
        v = specialInt(ds, bits);
      }
      t.setBits(i, v);
    }
    inputs.push_back(std::move(t));
  }
  return inputs;
}
