// Corpus case 'scalar-argument': `fusefuzz generate --seed 9` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 9 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x1x4x?xf32> {fusefuzz.shape = array<i64: 5, 1, 4, 3>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?x6x?x?xf32> {fusefuzz.shape = array<i64: 4, 6, 3, 8>}, %arg6: tensor<4x6x8xf32>, %arg7: f32, %arg8: tensor<4x?x6x?xi32> {fusefuzz.shape = array<i64: 4, 9, 6, 8>}, %arg9: f32, %arg10: tensor<1x2xf32>, %arg11: index {fusefuzz.value = 0 : i64}, %arg12: index {fusefuzz.value = 0 : i64}, %arg13: index {fusefuzz.value = 1 : i64}, %arg14: index {fusefuzz.value = 0 : i64}, %arg15: tensor<1x?x11xf32> {fusefuzz.shape = array<i64: 1, 7, 11>}, %arg16: tensor<?x11x7x7xf32> {fusefuzz.shape = array<i64: 5, 11, 7, 7>}) -> (tensor<?x6x?x?xf32>, tensor<?x6x?x?xf32>, tensor<1xf32>, tensor<?x?x?x?xf32>) {
    %p0_padval = arith.constant 7.000000e+00 : f32
    %v0 = tensor.pad %arg0 low[%arg1, 1, 1, 2] high[%arg2, %arg3, 1, %arg4] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : f32
    } : tensor<5x1x4x?xf32> to tensor<?x?x6x?xf32>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x6x?xf32>
    %g1_c0_2 = arith.constant 3 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x6x?xf32>
    %g1_c0_3 = arith.constant 0 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<?x?x6x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_2, %g1_d0_3) : tensor<?x6x?x?xf32>
    %v1 = linalg.transpose ins(%v0 : tensor<?x?x6x?xf32>) outs(%g1_empty0 : tensor<?x6x?x?xf32>) permutation = [1, 2, 3, 0]
    %v2 = tensor.concat dim(2) %v1, %arg5 : (tensor<?x6x?x?xf32>, tensor<?x6x?x?xf32>) -> tensor<?x6x?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x6x?x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x6x?x?xf32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x6x?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_2, %g3_d0_3) : tensor<?x6x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg6, %v2 : tensor<?x6x?x?xf32>, tensor<4x6x8xf32>, tensor<?x6x?x?xf32>) outs(%g3_empty0 : tensor<?x6x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = math.sqrt %g3_in0 : f32
      %g3_1 = arith.constant -3.000000e+00 : f32
      %g3_2 = arith.maximumf %g3_in1, %g3_1 : f32
      %g3_3 = arith.cmpf olt, %g3_0, %g3_2 : f32
      %g3_4 = arith.constant -0.000000e+00 : f32
      %g3_5 = arith.minimumf %g3_in2, %g3_4 : f32
      %g3_6 = arith.cmpf une, %arg7, %g3_in2 : f32
      %g3_7 = arith.select %g3_6, %arg7, %g3_in2 : f32
      %g3_8 = arith.select %g3_3, %g3_5, %g3_7 : f32
      linalg.yield %g3_8 : f32
    } -> tensor<?x6x?x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x6x?x?xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x6x?x?xf32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x6x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_2, %g4_d0_3) : tensor<?x6x?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg8 : tensor<?x6x?x?xf32>, tensor<4x?x6x?xi32>) outs(%g4_empty0 : tensor<?x6x?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: i32, %g4_out0: f32):
      %g4_0 = arith.sitofp %g4_in1 : i32 to f32
      %g4_1 = arith.maximumf %g4_in0, %g4_0 : f32
      %g4_2 = arith.negf %g4_1 : f32
      %g4_3 = arith.sitofp %g4_in1 : i32 to f32
      %g4_4 = arith.constant -1.500000e+00 : f32
      %g4_5 = arith.subf %g4_3, %g4_4 : f32
      %g4_6 = arith.maximumf %g4_in0, %arg9 : f32
      %g4_7 = arith.divf %g4_5, %g4_6 : f32
      %g4_8 = arith.addf %g4_2, %g4_7 : f32
      linalg.yield %g4_8 : f32
    } -> tensor<?x6x?x?xf32>
    %l5_dest = tensor.empty() : tensor<1xf32>
    %v5 = linalg.unpack %arg10 inner_dims_pos = [0] inner_tiles = [2] into %l5_dest : tensor<1x2xf32> -> tensor<1xf32>
    %p6_padval = arith.constant 1.000000e+00 : f32
    %v6 = tensor.pad %v1 low[1, %arg12, %arg13, 1] high[%arg11, 1, %arg14, 2] {
    ^bb0(%p6_i0: index, %p6_i1: index, %p6_i2: index, %p6_i3: index):
      tensor.yield %p6_padval : f32
    } : tensor<?x6x?x?xf32> to tensor<?x?x?x?xf32>
    %g7_c0_0 = arith.constant 0 : index
    %g7_d0_0 = tensor.dim %v6, %g7_c0_0 : tensor<?x?x?x?xf32>
    %g7_c0_1 = arith.constant 1 : index
    %g7_d0_1 = tensor.dim %v6, %g7_c0_1 : tensor<?x?x?x?xf32>
    %g7_c0_2 = arith.constant 2 : index
    %g7_d0_2 = tensor.dim %v6, %g7_c0_2 : tensor<?x?x?x?xf32>
    %g7_c0_3 = arith.constant 3 : index
    %g7_d0_3 = tensor.dim %v6, %g7_c0_3 : tensor<?x?x?x?xf32>
    %g7_empty0 = tensor.empty(%g7_d0_0, %g7_d0_1, %g7_d0_2, %g7_d0_3) : tensor<?x?x?x?xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v6, %arg15, %arg16 : tensor<?x?x?x?xf32>, tensor<1x?x11xf32>, tensor<?x11x7x7xf32>) outs(%g7_empty0 : tensor<?x?x?x?xf32>) {
    ^bb0(%g7_in0: f32, %g7_in1: f32, %g7_in2: f32, %g7_out0: f32):
      %g7_0 = arith.subf %g7_in0, %g7_in0 : f32
      %g7_1 = arith.cmpf oge, %g7_in2, %g7_0 : f32
      %g7_2 = arith.subf %g7_in2, %g7_in1 : f32
      %g7_3 = arith.select %g7_1, %g7_2, %g7_in2 : f32
      linalg.yield %g7_3 : f32
    } -> tensor<?x?x?x?xf32>
    return %v1, %v4, %v5, %v7 : tensor<?x6x?x?xf32>, tensor<?x6x?x?xf32>, tensor<1xf32>, tensor<?x?x?x?xf32>
  }
}
