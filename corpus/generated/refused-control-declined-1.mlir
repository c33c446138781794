// Corpus case 'refused-control-declined': `fusefuzz generate --seed 8` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} control-declined=
module attributes {fusefuzz.seed = 8 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<5x2x?xf32> {fusefuzz.shape = array<i64: 5, 2, 4>}, %arg1: tensor<4x5x2xf32>, %arg2: tensor<4xf32>, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<f32>, %arg5: tensor<f32>) -> (tensor<4x5x2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x2x?xf32>) outs(%arg1 : tensor<4x5x2xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf oeq, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant 5.000000e-01 : f32
      %g0_2 = arith.select %g0_0, %g0_in0, %g0_1 : f32
      %g0_3 = math.sqrt %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<4x5x2xf32>
    %p1_padval = arith.constant 7.000000e+00 : f32
    %v1 = tensor.pad %arg2 low[0] high[%arg3] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<4xf32> to tensor<?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %g2_fillval0 = arith.constant 2.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %v1, %g2_c1_0 : tensor<?xf32>
    %g2_empty1 = tensor.empty(%g2_d1_0) : tensor<?xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg4, %arg5 : tensor<?xf32>, tensor<f32>, tensor<f32>) outs(%g2_fill0, %g2_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = math.absf %g2_in0 : f32
      %g2_1 = arith.divf %g2_in2, %g2_in2 : f32
      %g2_2 = arith.cmpf oge, %g2_0, %g2_1 : f32
      %g2_3 = arith.constant -1.500000e+00 : f32
      %g2_4 = arith.addf %g2_in1, %g2_in2 : f32
      %g2_5 = arith.select %g2_2, %g2_3, %g2_4 : f32
      %g2_6 = arith.constant 1.000000e+00 : f32
      %g2_7 = math.absf %g2_6 : f32
      %g2_8 = arith.cmpf oge, %g2_in0, %g2_in0 : f32
      %g2_9 = arith.constant 2.000000e+00 : f32
      %g2_10 = arith.select %g2_8, %g2_9, %g2_in1 : f32
      %g2_11 = arith.cmpf ugt, %g2_7, %g2_10 : f32
      %g2_12 = arith.select %g2_11, %g2_in1, %g2_in2 : f32
      %g2_13 = arith.cmpf olt, %g2_5, %g2_12 : f32
      %g2_14 = arith.maximumf %g2_in0, %g2_in2 : f32
      %g2_15 = arith.negf %g2_14 : f32
      %g2_16 = arith.constant -1.500000e+00 : f32
      %g2_17 = arith.subf %g2_in1, %g2_16 : f32
      %g2_18 = arith.divf %g2_17, %g2_in1 : f32
      %g2_19 = arith.select %g2_13, %g2_15, %g2_18 : f32
      %g2_20 = arith.subf %g2_in1, %g2_in1 : f32
      %g2_21 = arith.subf %g2_in0, %g2_in1 : f32
      %g2_22 = arith.cmpf ugt, %g2_20, %g2_21 : f32
      %g2_23 = arith.cmpf olt, %g2_in0, %g2_in2 : f32
      %g2_24 = arith.constant 5.000000e-01 : f32
      %g2_25 = arith.select %g2_23, %g2_24, %g2_in0 : f32
      %g2_26 = arith.mulf %g2_in2, %g2_in2 : f32
      %g2_27 = arith.select %g2_22, %g2_25, %g2_26 : f32
      %g2_28 = math.absf %g2_in1 : f32
      %g2_29 = arith.cmpf une, %g2_27, %g2_28 : f32
      %g2_30 = arith.cmpf oge, %g2_in0, %g2_in2 : f32
      %g2_31 = arith.select %g2_30, %g2_in0, %g2_in2 : f32
      %g2_32 = arith.cmpf ord, %g2_in0, %g2_in1 : f32
      %g2_33 = arith.constant 5.000000e-01 : f32
      %g2_34 = arith.select %g2_32, %g2_in0, %g2_33 : f32
      %g2_35 = arith.divf %g2_31, %g2_34 : f32
      %g2_36 = arith.select %g2_29, %g2_in0, %g2_35 : f32
      linalg.yield %g2_19, %g2_36 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2#1, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1 : tensor<?xf32>) outs(%g3_empty0 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.addf %g3_in0, %g3_in0 : f32
      %g3_1 = math.exp %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?xf32>
    return %v0, %v1, %v2#0, %v3 : tensor<4x5x2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  }
}
