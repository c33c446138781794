// Corpus case 'broadcast': `fusefuzz generate --seed 29` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 29 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<4x2xf32>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: tensor<4x7x5xf32>, %arg6: tensor<5xf32>) -> (tensor<4x?x?xf32>, tensor<4x?x?xf32>) {
    %p0_padval = arith.constant -1.500000e+00 : f32
    %v0 = tensor.pad %arg0 low[0, %arg2] high[%arg1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : f32
    } : tensor<4x2xf32> to tensor<?x?xf32>
    %p1_padval = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %v0 low[1, %arg3] high[2, %arg4] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<?x?xf32>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant -1.500000e+00 : f32
      %g2_1 = arith.minimumf %g2_0, %g2_in0 : f32
      %g2_2 = arith.divf %g2_in0, %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?x?xf32>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xf32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2) : tensor<4x?x?xf32>
    %g3_c1_1 = arith.constant 0 : index
    %g3_d1_1 = tensor.dim %v2, %g3_c1_1 : tensor<?x?xf32>
    %g3_c1_2 = arith.constant 1 : index
    %g3_d1_2 = tensor.dim %v2, %g3_c1_2 : tensor<?x?xf32>
    %g3_empty1 = tensor.empty(%g3_d1_1, %g3_d1_2) : tensor<4x?x?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg5, %arg6 : tensor<?x?xf32>, tensor<4x7x5xf32>, tensor<5xf32>) outs(%g3_empty0, %g3_empty1 : tensor<4x?x?xf32>, tensor<4x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32, %g3_out1: f32):
      %g3_0 = arith.constant 5.000000e-01 : f32
      %g3_1 = arith.minimumf %g3_in2, %g3_in1 : f32
      %g3_2 = arith.cmpf oge, %g3_0, %g3_1 : f32
      %g3_3 = linalg.index 2 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.sitofp %g3_4 : i32 to f32
      %g3_6 = arith.cmpf ugt, %g3_5, %g3_in2 : f32
      %g3_7 = arith.select %g3_6, %g3_in0, %g3_in1 : f32
      %g3_8 = arith.subf %g3_in1, %g3_7 : f32
      %g3_9 = arith.select %g3_2, %g3_in2, %g3_8 : f32
      %g3_10 = linalg.index 2 : index
      %g3_11 = arith.index_cast %g3_10 : index to i32
      %g3_12 = arith.sitofp %g3_11 : i32 to f32
      %g3_13 = linalg.index 2 : index
      %g3_14 = arith.index_cast %g3_13 : index to i32
      %g3_15 = arith.sitofp %g3_14 : i32 to f32
      %g3_16 = arith.minimumf %g3_12, %g3_15 : f32
      %g3_17 = math.exp %g3_in2 : f32
      %g3_18 = arith.cmpf olt, %g3_16, %g3_17 : f32
      %g3_19 = linalg.index 1 : index
      %g3_20 = arith.index_cast %g3_19 : index to i32
      %g3_21 = arith.sitofp %g3_20 : i32 to f32
      %g3_22 = math.floor %g3_21 : f32
      %g3_23 = linalg.index 1 : index
      %g3_24 = arith.index_cast %g3_23 : index to i32
      %g3_25 = arith.sitofp %g3_24 : i32 to f32
      %g3_26 = arith.select %g3_18, %g3_22, %g3_25 : f32
      %g3_27 = math.absf %g3_in2 : f32
      %g3_28 = arith.cmpf olt, %g3_in0, %g3_27 : f32
      %g3_29 = arith.divf %g3_in2, %g3_in2 : f32
      %g3_30 = arith.select %g3_28, %g3_in0, %g3_29 : f32
      %g3_31 = arith.mulf %g3_26, %g3_30 : f32
      linalg.yield %g3_9, %g3_31 : f32, f32
    } -> (tensor<4x?x?xf32>, tensor<4x?x?xf32>)
    return %v3#0, %v3#1 : tensor<4x?x?xf32>, tensor<4x?x?xf32>
  }
}
