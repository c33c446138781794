//===- Signature.h - What a case function takes and returns -----*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_EXEC_SIGNATURE_H
#define FUSEFUZZ_ORACLE_EXEC_SIGNATURE_H

#include "oracle/exec/HostTensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace fusefuzz {

/// Largest tensor the harness will allocate for one argument or result.
constexpr int64_t kMaxElements = int64_t(1) << 24;

struct ArgSpec {
  bool isIndex = false;
  int64_t indexValue = 0; // runtime value of an index argument
  /// An element-type scalar (f32, i8, ...): an input like a rank-0 tensor
  /// (one value per input set), passed by value.
  bool isScalar = false;
  ScalarKind kind; // element kind of a tensor or scalar
  /// Integer elements used as indices: inputs are drawn from [0, bound)
  /// (`fusefuzz.index_bound`; 0: no bound).
  int64_t indexBound = 0;
  llvm::SmallVector<int64_t, 4> shape; // runtime shape of a tensor argument
};

struct ResultSpec {
  ScalarKind kind;
  unsigned rank = 0;
};

struct Signature {
  std::vector<ArgSpec> args;
  std::vector<ResultSpec> results;
};

/// Reads the runtime signature of `func`: static dims from the types,
/// dynamic dims from the `fusefuzz.shape` argument attribute, index values
/// from `fusefuzz.value` (defaults: 4 per dynamic dim, 1 per index). Fails,
/// with a message, on element types or sizes the harness cannot handle.
mlir::FailureOr<Signature> readSignature(mlir::func::FuncOp func,
                                         std::string &error);

/// The kinds of input set every case is run on.
enum class InputSet { SmallInts, Random, Special };
llvm::StringRef inputSetName(InputSet set);

/// Deterministic inputs for every tensor and scalar argument of `sig` (a
/// scalar's is a rank-0 tensor).
std::vector<HostTensor> makeInputs(const Signature &sig, InputSet set,
                                   uint64_t seed);

} // namespace fusefuzz

#endif
