// Corpus case 'cyclic-3d-permutation': `fusefuzz generate --seed 32` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 32 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5x4x?x1xi1> {fusefuzz.shape = array<i64: 5, 4, 1, 1>}, %arg1: tensor<3x?x2xf32> {fusefuzz.shape = array<i64: 3, 3, 2>}, %arg2: tensor<?x?x3xf32> {fusefuzz.shape = array<i64: 2, 3, 3>}, %arg3: tensor<f32>, %arg4: tensor<3x?xf32> {fusefuzz.shape = array<i64: 3, 2>}, %arg5: tensor<4x2x5xi1>, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 0 : i64}) -> (tensor<5x4x1xi1>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x4x1xi1>
    %g0_fillval0 = arith.constant 0 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<5x4x1xi1>) -> tensor<5x4x1xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x4x?x1xi1>) outs(%g0_fill0 : tensor<5x4x1xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.constant 1.000000e+00 : f32
      %g0_1 = arith.constant 1.000000e+00 : f32
      %g0_2 = arith.cmpf ugt, %g0_0, %g0_1 : f32
      %g0_3 = arith.uitofp %g0_out0 : i1 to f32
      %g0_4 = arith.uitofp %g0_out0 : i1 to f32
      %g0_5 = arith.select %g0_2, %g0_3, %g0_4 : f32
      %g0_6 = arith.constant -0.000000e+00 : f32
      %g0_7 = arith.cmpf olt, %g0_5, %g0_6 : f32
      %g0_8 = arith.xori %g0_out0, %g0_7 : i1
      linalg.yield %g0_8 : i1
    } -> tensor<5x4x1xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg2, %arg3 : tensor<3x?x2xf32>, tensor<?x?x3xf32>, tensor<f32>) outs(%arg4 : tensor<3x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = linalg.index 2 : index
      %g1_4 = arith.index_cast %g1_3 : index to i32
      %g1_5 = arith.sitofp %g1_4 : i32 to f32
      %g1_6 = arith.minimumf %g1_2, %g1_5 : f32
      %g1_7 = math.floor %g1_out0 : f32
      %g1_8 = arith.cmpf ugt, %g1_6, %g1_7 : f32
      %g1_9 = arith.subf %g1_in0, %g1_in1 : f32
      %g1_10 = arith.constant 0.000000e+00 : f32
      %g1_11 = arith.cmpf oge, %g1_out0, %g1_10 : f32
      %g1_12 = arith.constant -3.000000e+00 : f32
      %g1_13 = arith.select %g1_11, %g1_12, %g1_in0 : f32
      %g1_14 = arith.select %g1_8, %g1_9, %g1_13 : f32
      %g1_15 = arith.addf %g1_out0, %g1_14 : f32
      linalg.yield %g1_15 : f32
    } -> tensor<3x?xf32>
    %g2_empty0 = tensor.empty() : tensor<f32>
    %g2_fillval0 = arith.constant 7.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<f32>) -> tensor<f32>
    %v2 = linalg.reduce ins(%v1 : tensor<3x?xf32>) outs(%g2_fill0 : tensor<f32>) dimensions = [0, 1]
      (%g2_in0: f32, %g2_out0: f32) {
        %g2_0 = arith.mulf %g2_out0, %g2_in0 : f32
        linalg.yield %g2_0 : f32
      }
    %g3_empty0 = tensor.empty() : tensor<4xf32>
    %g3_fillval0 = arith.constant 5.000000e-01 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<4xf32>) -> tensor<4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%v2, %arg5, %arg5 : tensor<f32>, tensor<4x2x5xi1>, tensor<4x2x5xi1>) outs(%g3_fill0 : tensor<4xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i1, %g3_in2: i1, %g3_out0: f32):
      %g3_0 = math.absf %g3_out0 : f32
      %g3_1 = arith.mulf %g3_out0, %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<4xf32>
    %g4_empty0 = tensor.empty() : tensor<4xf32>
    %v4 = linalg.map ins(%v3, %v3, %v3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%g4_empty0 : tensor<4xf32>)
      (%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32) {
        %g4_0 = arith.divf %g4_in1, %g4_in2 : f32
        linalg.yield %g4_0 : f32
      }
    %p5_padval = arith.constant 5.000000e-01 : f32
    %v5 = tensor.pad %v4 low[%arg6] high[%arg7] {
    ^bb0(%p5_i0: index):
      tensor.yield %p5_padval : f32
    } : tensor<4xf32> to tensor<?xf32>
    return %v0, %v5 : tensor<5x4x1xi1>, tensor<?xf32>
  }
}
