// Corpus case 'math-payload': `fusefuzz generate --seed 46` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 46 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2xf32>, %arg1: tensor<?x5x3xf32> {fusefuzz.shape = array<i64: 2, 5, 3>}, %arg2: tensor<5x3x2xf32>, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<3x4x?xf32> {fusefuzz.shape = array<i64: 3, 4, 7>}, %arg7: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}) -> (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x5x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2xf32>, tensor<?x5x3xf32>, tensor<5x3x2xf32>) outs(%g0_empty0 : tensor<?x5x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = math.sqrt %g0_in0 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<?x5x3xf32>
    %p1_padval = arith.constant -1.500000e+00 : f32
    %v1 = tensor.pad %v0 low[1, %arg3, %arg4] high[0, 1, %arg5] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x5x3xf32> to tensor<?x?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xf32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg6, %v1 : tensor<?x?x?xf32>, tensor<3x4x?xf32>, tensor<?x?x?xf32>) outs(%g2_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.subf %g2_in2, %g2_in0 : f32
      %g2_1 = arith.constant 0.000000e+00 : f32
      %g2_2 = arith.constant 7.000000e+00 : f32
      %g2_3 = arith.addf %g2_1, %g2_2 : f32
      %g2_4 = arith.maximumf %g2_0, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2) : tensor<?x?x?xf32>
    %g3_fillval0 = arith.constant -3.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %v1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%g3_fill0 : tensor<?x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.subf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.divf %g3_in1, %g3_in1 : f32
      %g3_2 = arith.cmpf olt, %g3_0, %g3_1 : f32
      %g3_3 = arith.cmpf olt, %g3_in0, %g3_in1 : f32
      %g3_4 = arith.select %g3_3, %g3_in1, %g3_in0 : f32
      %g3_5 = arith.constant -1.500000e+00 : f32
      %g3_6 = arith.cmpf oeq, %g3_5, %g3_in0 : f32
      %g3_7 = arith.select %g3_6, %g3_in0, %g3_in0 : f32
      %g3_8 = arith.select %g3_2, %g3_4, %g3_7 : f32
      %g3_9 = arith.subf %g3_in0, %g3_in0 : f32
      %g3_10 = arith.divf %g3_in0, %g3_9 : f32
      %g3_11 = arith.mulf %g3_8, %g3_10 : f32
      linalg.yield %g3_11 : f32
    } -> tensor<?x?x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg7, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %arg7, %g4_c1_0 : tensor<?xf32>
    %g4_empty1 = tensor.empty(%g4_d1_0) : tensor<?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg7 : tensor<?xf32>) outs(%g4_empty0, %g4_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.addf %g4_in0, %g4_in0 : f32
      %g4_1 = arith.maximumf %g4_in0, %g4_in0 : f32
      %g4_2 = arith.cmpf olt, %g4_0, %g4_1 : f32
      %g4_3 = arith.constant 5.000000e-01 : f32
      %g4_4 = arith.cmpf ugt, %g4_3, %g4_in0 : f32
      %g4_5 = arith.constant 1.000000e+00 : f32
      %g4_6 = arith.select %g4_4, %g4_in0, %g4_5 : f32
      %g4_7 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_8 = arith.select %g4_2, %g4_6, %g4_7 : f32
      %g4_9 = arith.negf %g4_8 : f32
      %g4_10 = arith.mulf %g4_in0, %g4_in0 : f32
      linalg.yield %g4_9, %g4_10 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    return %v3, %v4#0, %v4#1 : tensor<?x?x?xf32>, tensor<?xf32>, tensor<?xf32>
  }
}
