//===- Kernel.h - A region body compiled to slot instructions ---*- C++ -*-===//
//
// The payload of a linalg op or the padding region of a tensor.pad runs
// once per point of its iteration space. It is compiled once into a flat
// list of instructions over numbered slots (block arguments first, then
// values captured from above, constants and results), so that a point
// costs a loop over instructions, not a walk of the IR.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_INTERP_KERNEL_H
#define FUSEFUZZ_ORACLE_INTERP_KERNEL_H

#include "oracle/interp/AffineProgram.h"
#include "oracle/interp/Scalar.h"
#include "oracle/interp/Tensor.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Block.h"

namespace fusefuzz::interp {

struct KernelInst {
  enum Kind : uint8_t { Scalar, Index, Extract, Apply, Min, Max } kind;
  ScalarInst scalar; // Scalar
  /// Index: the loop; Extract: the captured tensor; Apply, Min, Max (the
  /// affine ops): the map in `maps`.
  uint32_t dim = 0;
  /// Extract: its index slots in `indexSlots`; affine ops: their operands.
  uint32_t firstIndex = 0;
  uint32_t numIndices = 0;
  uint32_t dst = 0;
};

class Kernel {
public:
  /// Compiles `body` (terminated by linalg.yield or tensor.yield); failure
  /// with `why` when an op is outside what the interpreter implements.
  static mlir::FailureOr<Kernel> compile(mlir::Block &body, std::string &why);

  /// Values from outside the body it reads: scalars go into `slots` before
  /// `run` (at `scalarCaptures[i].first`), tensors are passed to `run`.
  llvm::ArrayRef<std::pair<uint32_t, mlir::Value>> scalarCaptures() const {
    return captures;
  }
  llvm::ArrayRef<mlir::Value> tensorCaptures() const { return tensors; }
  unsigned numSlots() const { return slotCount; }
  /// Slots holding the yielded values after `run`.
  llvm::ArrayRef<uint32_t> yields() const { return yielded; }
  /// Fills the constant slots (once per slot vector).
  void initConstants(uint64_t *slots) const;

  /// Runs the body at loop point `point` (read by linalg.index) with the
  /// block arguments already in slots [0, numArgs); false with `error`.
  /// Sets `poisonRead` when it reads a fresh element (Tensor::fresh).
  bool run(uint64_t *slots, const int64_t *point,
           const Tensor *const *capturedTensors, bool &poisonRead,
           std::string &error) const;

private:
  std::vector<KernelInst> insts;
  std::vector<uint32_t> indexSlots;
  std::vector<AffineProgram> maps;
  std::vector<std::pair<uint32_t, uint64_t>> constants;
  std::vector<std::pair<uint32_t, mlir::Value>> captures;
  std::vector<mlir::Value> tensors;
  std::vector<uint32_t> yielded;
  unsigned slotCount = 0;
};

/// The bits of a scalar integer, index or float attribute, or nullopt.
std::optional<uint64_t> scalarBits(mlir::Attribute attr);

} // namespace fusefuzz::interp

#endif
