// Corpus case 'math-payload': `fusefuzz generate --seed 43` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 43 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x3x?xf32> {fusefuzz.shape = array<i64: 5, 3, 5>}, %arg1: tensor<5x?x4xf32> {fusefuzz.shape = array<i64: 5, 5, 4>}, %arg2: tensor<5x3x4xf32>, %arg3: tensor<?xi32> {fusefuzz.shape = array<i64: 5>}, %arg4: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}) -> (tensor<3x4x5xi32>, tensor<?xf32>) {
    %v0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<?x3x?xf32>, tensor<5x?x4xf32>) outs(%arg2 : tensor<5x3x4xf32>) -> tensor<5x3x4xf32>
    %g1_empty0 = tensor.empty() : tensor<3x4x5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x3x4xf32>) outs(%g1_empty0 : tensor<3x4x5xi32>) {
    ^bb0(%g1_in0: f32, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in0, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_9 = arith.constant -1.000000e+02 : f32
      %g1_10 = arith.constant 1.000000e+02 : f32
      %g1_11 = arith.constant 0.000000e+00 : f32
      %g1_12 = arith.maximumf %g1_in0, %g1_9 : f32
      %g1_13 = arith.minimumf %g1_12, %g1_10 : f32
      %g1_14 = arith.select %g1_8, %g1_11, %g1_13 : f32
      %g1_15 = arith.fptosi %g1_14 : f32 to i32
      %g1_16 = arith.maxsi %g1_7, %g1_15 : i32
      linalg.yield %g1_16 : i32
    } -> tensor<3x4x5xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xi32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: i32, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in0 : i32 to f32
      %g2_1 = arith.sitofp %g2_in0 : i32 to f32
      %g2_2 = arith.cmpf ord, %g2_0, %g2_1 : f32
      %g2_3 = arith.sitofp %g2_in0 : i32 to f32
      %g2_4 = arith.sitofp %g2_in0 : i32 to f32
      %g2_5 = arith.sitofp %g2_in0 : i32 to f32
      %g2_6 = arith.addf %g2_4, %g2_5 : f32
      %g2_7 = arith.select %g2_2, %g2_3, %g2_6 : f32
      linalg.yield %g2_7 : f32
    } -> tensor<?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %v3 = linalg.map ins(%v2, %arg4 : tensor<?xf32>, tensor<?xf32>) outs(%g3_empty0 : tensor<?xf32>)
      (%g3_in0: f32, %g3_in1: f32, %g3_out0: f32) {
        %g3_0 = arith.maximumf %g3_in0, %g3_in0 : f32
        %g3_1 = math.sqrt %g3_in1 : f32
        %g3_2 = arith.cmpf ugt, %g3_0, %g3_1 : f32
        %g3_3 = arith.constant 1.000000e+00 : f32
        %g3_4 = arith.mulf %g3_3, %g3_in1 : f32
        %g3_5 = arith.select %g3_2, %g3_4, %g3_in0 : f32
        linalg.yield %g3_5 : f32
      }
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %v4 = linalg.map ins(%v3, %v3 : tensor<?xf32>, tensor<?xf32>) outs(%g4_empty0 : tensor<?xf32>)
      (%g4_in0: f32, %g4_in1: f32, %g4_out0: f32) {
        %g4_0 = arith.mulf %g4_in1, %g4_in0 : f32
        %g4_1 = arith.divf %g4_in0, %g4_in0 : f32
        %g4_2 = arith.subf %g4_0, %g4_1 : f32
        linalg.yield %g4_2 : f32
      }
    return %v1, %v4 : tensor<3x4x5xi32>, tensor<?xf32>
  }
}
