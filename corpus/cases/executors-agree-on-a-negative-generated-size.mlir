// The known strided-read negative-size bug of tiling
// (corpus/known/transform-fuse-dilated-window-negative-pad-size.mlir) at
// the sizes of a campaign refutation's counterexample (10-minute default
// campaign `fusefuzz run --seconds 600 --seed 20261201`, case seed
// 8861108954377911829, with dim(arg1,1) = dim(arg1,2) = 0; reduced by
// `fusefuzz reduce --no-prove`): the tiled pad's tile where it reads no
// source is a tensor.generate of a negative size. The interpreter refused
// it and the JIT ran it (an executor disagreement at the counterexample);
// the JIT's checking build now checks a tensor.generate's sizes too, and
// the two executors agree.
// EXPECT: mismatch
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (2 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s --no-prove | FileCheck %s --check-prefix=EXEC
// EXEC: mismatch (2 fusions): the fused function failed at run time (the unfused one ran): the compiled function failed a runtime check: tensor.generate (line {{[0-9]+}}): size 0 is negative
// EXEC-NOT: executor-disagreement
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:TransformFuseIntoForall:sizes/negative-size/strided-read (known: transform-fuse-dilated-window-negative-pad-size.mlir)
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 8861108954377911829 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<1x2x3x?xf32> {fusefuzz.shape = array<i64: 1, 2, 3, 2>}, %arg1: tensor<1x?x?x2xf32> {fusefuzz.shape = array<i64: 1, 0, 0, 2>}) -> tensor<1x3x3x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 2, 2, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x2x3x?xf32> to tensor<1x5x6x?xf32>
    %0 = tensor.empty() : tensor<1x3x3x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x5x6x?xf32>, tensor<1x?x?x2xf32>) outs(%1 : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    return %2 : tensor<1x3x3x1xf32>
  }
}
