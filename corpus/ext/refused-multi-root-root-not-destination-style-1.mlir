// Corpus case 'refused-multi-root-root-not-destination-style': `fusefuzz generate --seed 5 --strategy multi-root` under strategy multi-root.
// EXPECT: pass
// STRATEGY: multi-root
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}MultiRoot: root-not-destination-style=
module attributes {fusefuzz.seed = 5 : i64, fusefuzz.policy = "0x2d46020661320c17"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x1x3x2xi8>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg4: tensor<1xf32>, %arg5: tensor<f32>, %arg6: tensor<4xf32>, %arg7: index {fusefuzz.value = 1 : i64}) -> (tensor<5x5x1x5xf32>, tensor<3x1x2x2xi8>, tensor<?xf32>, tensor<?xf32>) {
    %v0 = tensor.concat dim(0) %arg1, %arg0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
    %g1_empty0 = tensor.empty() : tensor<5x5x1x5xf32>
    %v1 = linalg.broadcast ins(%v0 : tensor<5xf32>) outs(%g1_empty0 : tensor<5x5x1x5xf32>) dimensions = [1, 2, 3]
    %g2_empty0 = tensor.empty() : tensor<3x1x2x2xi8>
    %g2_fillval0 = arith.constant 5 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<3x1x2x2xi8>) -> tensor<3x1x2x2xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x1x3x2xi8>) outs(%g2_fill0 : tensor<3x1x2x2xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.addi %g2_out0, %g2_in0 : i8
      %g2_1 = arith.constant 8 : i8
      %g2_2 = arith.remui %g2_in0, %g2_1 : i8
      %g2_3 = arith.shli %g2_0, %g2_2 : i8
      linalg.yield %g2_3 : i8
    } -> tensor<3x1x2x2xi8>
    %v3 = tensor.concat dim(0) %arg3, %arg1 : (tensor<?xf32>, tensor<2xf32>) -> tensor<?xf32>
    %v4 = linalg.reduce ins(%arg4 : tensor<1xf32>) outs(%arg5 : tensor<f32>) dimensions = [0]
      (%g4_in0: f32, %g4_out0: f32) {
        %g4_0 = arith.mulf %g4_out0, %g4_in0 : f32
        linalg.yield %g4_0 : f32
      }
    %g5_empty0 = tensor.empty() : tensor<4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4, %arg6, %arg6 : tensor<f32>, tensor<4xf32>, tensor<4xf32>) outs(%g5_empty0 : tensor<4xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = arith.cmpf ord, %g5_in1, %g5_in0 : f32
      %g5_1 = arith.select %g5_0, %g5_in0, %g5_in0 : f32
      %g5_2 = arith.cmpf olt, %g5_in2, %g5_1 : f32
      %g5_3 = arith.mulf %g5_in2, %g5_in2 : f32
      %g5_4 = arith.constant 5.000000e-01 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_in1 : f32
      %g5_6 = arith.select %g5_2, %g5_3, %g5_5 : f32
      linalg.yield %g5_6 : f32
    } -> tensor<4xf32>
    %p6_padval = arith.constant 0.000000e+00 : f32
    %v6 = tensor.pad %v5 low[2] high[%arg7] {
    ^bb0(%p6_i0: index):
      tensor.yield %p6_padval : f32
    } : tensor<4xf32> to tensor<?xf32>
    return %v1, %v2, %v3, %v6 : tensor<5x5x1x5xf32>, tensor<3x1x2x2xi8>, tensor<?xf32>, tensor<?xf32>
  }
}
