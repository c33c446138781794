// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 71` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 71 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg1: tensor<f32>, %arg2: tensor<2xf32>) -> (tensor<4xf32>) {
    %v0 = linalg.reduce ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<f32>) dimensions = [0]
      (%g0_in0: f32, %g0_out0: f32) {
        %g0_0 = arith.mulf %g0_out0, %g0_in0 : f32
        linalg.yield %g0_0 : f32
      }
    %g1_empty0 = tensor.empty() : tensor<2xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<f32>) outs(%g1_empty0 : tensor<2xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant 5.000000e-01 : f32
      %g1_1 = arith.mulf %g1_0, %g1_in0 : f32
      %g1_2 = math.floor %g1_in0 : f32
      %g1_3 = arith.subf %g1_1, %g1_2 : f32
      %g1_4 = arith.constant -0.000000e+00 : f32
      %g1_5 = arith.maximumf %g1_4, %g1_in0 : f32
      %g1_6 = arith.mulf %g1_in0, %g1_5 : f32
      %g1_7 = arith.subf %g1_3, %g1_6 : f32
      linalg.yield %g1_7 : f32
    } -> tensor<2xf32>
    %g2_empty0 = tensor.empty() : tensor<2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2 : tensor<2xf32>, tensor<2xf32>) outs(%g2_empty0 : tensor<2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.mulf %g2_in0, %g2_in1 : f32
      %g2_1 = arith.cmpf olt, %g2_in0, %g2_in0 : f32
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in1 : f32
      %g2_3 = arith.divf %g2_0, %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<2xf32>
    %p3_padval = arith.constant 7.000000e+00 : f32
    %v3 = tensor.pad %v2 low[1] high[1] {
    ^bb0(%p3_i0: index):
      tensor.yield %p3_padval : f32
    } : tensor<2xf32> to tensor<4xf32>
    %g4_empty0 = tensor.empty() : tensor<4xf32>
    %v4 = linalg.map ins(%v3 : tensor<4xf32>) outs(%g4_empty0 : tensor<4xf32>)
      (%g4_in0: f32, %g4_out0: f32) {
        %g4_0 = math.exp %g4_in0 : f32
        linalg.yield %g4_0 : f32
      }
    return %v4 : tensor<4xf32>
  }
}
