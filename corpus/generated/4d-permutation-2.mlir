// Corpus case '4d-permutation': `fusefuzz generate --seed 40` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 40 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x5x?x5xf32> {fusefuzz.shape = array<i64: 3, 5, 5, 5>}, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}) -> (tensor<?x5x5x3xf32>, tensor<7x?x?x?xf16>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<3x5x?x5xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x5x3xf32>
    %g0_c1_3 = arith.constant 2 : index
    %g0_d1_3 = tensor.dim %arg0, %g0_c1_3 : tensor<3x5x?x5xf32>
    %g0_empty1 = tensor.empty(%g0_d1_3) : tensor<3x5x5x?xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x5x?x5xf32>) outs(%g0_empty0, %g0_empty1 : tensor<?x5x5x3xf32>, tensor<3x5x5x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant 7.000000e+00 : f32
      %g0_2 = arith.addf %g0_in0, %g0_1 : f32
      %g0_3 = arith.minimumf %g0_0, %g0_2 : f32
      %g0_4 = math.floor %g0_in0 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_in0 : f32
      %g0_6 = arith.cmpf oeq, %g0_3, %g0_5 : f32
      %g0_7 = arith.negf %g0_in0 : f32
      %g0_8 = arith.cmpf une, %g0_in0, %g0_in0 : f32
      %g0_9 = arith.select %g0_8, %g0_in0, %g0_in0 : f32
      %g0_10 = math.exp %g0_9 : f32
      %g0_11 = arith.select %g0_6, %g0_7, %g0_10 : f32
      %g0_12 = arith.mulf %g0_in0, %g0_in0 : f32
      %g0_13 = math.sqrt %g0_in0 : f32
      %g0_14 = arith.addf %g0_12, %g0_13 : f32
      %g0_15 = arith.constant 7.000000e+00 : f32
      %g0_16 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_17 = arith.minimumf %g0_15, %g0_16 : f32
      %g0_18 = arith.cmpf olt, %g0_14, %g0_17 : f32
      %g0_19 = arith.constant 0.000000e+00 : f32
      %g0_20 = arith.cmpf ord, %g0_in0, %g0_19 : f32
      %g0_21 = arith.select %g0_20, %g0_in0, %g0_in0 : f32
      %g0_22 = arith.constant 1.000000e+00 : f32
      %g0_23 = arith.cmpf ugt, %g0_22, %g0_in0 : f32
      %g0_24 = arith.select %g0_23, %g0_in0, %g0_in0 : f32
      %g0_25 = arith.subf %g0_21, %g0_24 : f32
      %g0_26 = arith.cmpf olt, %g0_in0, %g0_in0 : f32
      %g0_27 = arith.select %g0_26, %g0_in0, %g0_in0 : f32
      %g0_28 = arith.cmpf une, %g0_in0, %g0_in0 : f32
      %g0_29 = arith.constant 0.000000e+00 : f32
      %g0_30 = arith.select %g0_28, %g0_in0, %g0_29 : f32
      %g0_31 = arith.cmpf oeq, %g0_27, %g0_30 : f32
      %g0_32 = math.sqrt %g0_in0 : f32
      %g0_33 = arith.select %g0_31, %g0_32, %g0_in0 : f32
      %g0_34 = arith.select %g0_18, %g0_25, %g0_33 : f32
      linalg.yield %g0_11, %g0_34 : f32, f32
    } -> (tensor<?x5x5x3xf32>, tensor<3x5x5x?xf32>)
    %g1_c0_2 = arith.constant 3 : index
    %g1_d0_2 = tensor.dim %v0#1, %g1_c0_2 : tensor<3x5x5x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<3x5x?x5xf32>
    %v1 = linalg.transpose ins(%v0#1 : tensor<3x5x5x?xf32>) outs(%g1_empty0 : tensor<3x5x?x5xf32>) permutation = [0, 2, 3, 1]
    %p2_padval = arith.constant 1.000000e+00 : f32
    %v2 = tensor.pad %v1 low[2, %arg1, 2, %arg2] high[2, 1, 0, %arg3] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : f32
    } : tensor<3x5x?x5xf32> to tensor<7x?x?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<7x?x?x?xf32>
    %g3_c0_2 = arith.constant 3 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<7x?x?x?xf32>
    %g3_c0_3 = arith.constant 2 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<7x?x?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2, %g3_d0_3) : tensor<7x?x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<7x?x?x?xf32>) outs(%g3_empty0 : tensor<7x?x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.maximumf %g3_2, %g3_in0 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<7x?x?x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<7x?x?x?xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<7x?x?x?xf32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<7x?x?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1, %g4_d0_2, %g4_d0_3) : tensor<7x?x?x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %v3 : tensor<7x?x?x?xf32>, tensor<7x?x?x?xf32>) outs(%g4_empty0 : tensor<7x?x?x?xf16>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f16):
      %g4_0 = arith.truncf %g4_in0 : f32 to f16
      %g4_1 = arith.constant 7.000000e+00 : f16
      %g4_2 = arith.subf %g4_0, %g4_1 : f16
      %g4_3 = arith.constant -3.000000e+00 : f16
      %g4_4 = arith.subf %g4_2, %g4_3 : f16
      linalg.yield %g4_4 : f16
    } -> tensor<7x?x?x?xf16>
    return %v0#0, %v4 : tensor<?x5x5x3xf32>, tensor<7x?x?x?xf16>
  }
}
