// Upstream MLIR 22 bug in the executors' own lowering, found by fusefuzz
// (the interpreter and the JIT disagreed) and worked around in
// passes/Lowering.cpp (copyPartiallyWrittenInits).
// EXPECT: pass
// STRATEGY: none
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (0 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy none --execution jit | FileCheck %s --check-prefix=JIT
// JIT: pass (0 fusions)
//
// One-Shot Bufferize (`mlir-opt --one-shot-bufferize`) gives a linalg op
// whose payload never reads its `%out` a new buffer when it cannot write
// in place (here: the init is also returned), and copies nothing into it
// (LinalgOp's bufferizesToMemoryRead is false for such an outs). With an
// output map that writes only part of the init, `(d0) -> (d0, 0)`, column
// 1 of the result must be the init's and is uninitialized memory. Without
// the workaround the JIT said this unfused case reads uninitialized memory
// while the interpreter said it is well defined (executor-disagreement in
// `fusefuzz run --strategy elementwise --seconds 60 --seed 11`).
//
// REPRODUCE: mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" bufferize-partial-write-drops-init.mlir
//   The generic writes into a fresh `memref.alloc() : memref<4x2xf32>`
//   with no `memref.copy` of %arg1 into it.
#id = affine_map<(d0) -> (d0)>
#pw = affine_map<(d0) -> (d0, 0)>
module attributes {fusefuzz.seed = 0 : i64} {
  func.func @case(%arg0: tensor<4xf32>, %arg1: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) {
    %r = linalg.generic {indexing_maps = [#id, #pw], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4x2xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.mulf %x, %x : f32
      linalg.yield %m : f32
    } -> tensor<4x2xf32>
    return %r, %arg1 : tensor<4x2xf32>, tensor<4x2xf32>
  }
}
