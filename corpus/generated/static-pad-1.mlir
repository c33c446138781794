// Corpus case 'static-pad': `fusefuzz generate --seed 50` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 50 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<?x2x2x?xf32> {fusefuzz.shape = array<i64: 3, 2, 2, 3>}, %arg4: tensor<f32>, %arg5: tensor<?x3xf32> {fusefuzz.shape = array<i64: 2, 3>}) -> (tensor<1xi32>, tensor<?x3xf32>) {
    %p0_padval = arith.constant 0 : i32
    %v0 = tensor.pad %arg0 low[1] high[2] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : i32
    } : tensor<3xi32> to tensor<6xi32>
    %g1_empty0 = tensor.empty() : tensor<i32>
    %g1_fillval0 = arith.constant 1 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<i32>) -> tensor<i32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0 : tensor<6xi32>) outs(%g1_fill0 : tensor<i32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.addi %g1_out0, %g1_in0 : i32
      %g1_1 = arith.muli %g1_0, %g1_out0 : i32
      %g1_2 = arith.xori %g1_out0, %g1_1 : i32
      linalg.yield %g1_2 : i32
    } -> tensor<i32>
    %g2_empty0 = tensor.empty() : tensor<1xi32>
    %g2_fillval0 = arith.constant -1 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<1xi32>) -> tensor<1xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg1 : tensor<i32>, tensor<i32>) outs(%g2_fill0 : tensor<1xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32):
      %g2_0 = arith.constant 7 : i32
      %g2_1 = arith.addi %g2_0, %g2_out0 : i32
      linalg.yield %g2_1 : i32
    } -> tensor<1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%arg2, %arg3, %arg4 : tensor<f32>, tensor<?x2x2x?xf32>, tensor<f32>) outs(%arg5 : tensor<?x3xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.constant -1.500000e+00 : f32
      %g3_1 = arith.mulf %g3_in2, %g3_in0 : f32
      %g3_2 = arith.cmpf olt, %g3_0, %g3_1 : f32
      %g3_3 = math.exp %g3_in1 : f32
      %g3_4 = arith.select %g3_2, %g3_3, %g3_in2 : f32
      %g3_5 = arith.constant -0.000000e+00 : f32
      %g3_6 = arith.divf %g3_in0, %g3_5 : f32
      %g3_7 = arith.maximumf %g3_in0, %g3_6 : f32
      %g3_8 = arith.addf %g3_4, %g3_7 : f32
      %g3_9 = arith.mulf %g3_out0, %g3_8 : f32
      linalg.yield %g3_9 : f32
    } -> tensor<?x3xf32>
    return %v2, %v3 : tensor<1xi32>, tensor<?x3xf32>
  }
}
