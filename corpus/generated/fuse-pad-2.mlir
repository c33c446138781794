// Corpus case 'fuse-pad': `fusefuzz generate --seed 6` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FusePadOp=
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1xf32>, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg2: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<f32>) -> (tensor<f32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg2, %g0_c0_0 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %g0_fillval0 = arith.constant 1.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1xf32>, tensor<?xf32>, tensor<?xf32>) outs(%g0_fill0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.addf %g0_0, %g0_in0 : f32
      %g0_2 = arith.mulf %g0_in1, %g0_1 : f32
      linalg.yield %g0_2 : f32
    } -> tensor<?xf32>
    %p1_padval = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %v0 low[%arg3] high[1] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<?xf32> to tensor<?xf32>
    %v2 = linalg.reduce ins(%v1 : tensor<?xf32>) outs(%arg4 : tensor<f32>) dimensions = [0]
      (%g2_in0: f32, %g2_out0: f32) {
        %g2_0 = arith.addf %g2_out0, %g2_in0 : f32
        linalg.yield %g2_0 : f32
      }
    return %v2 : tensor<f32>
  }
}
