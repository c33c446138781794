// Corpus case 'guarded-fptosi': `fusefuzz generate --seed 54` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 54 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2xf32>, %arg1: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg2: f32, %arg3: tensor<3xf32>, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}) -> (tensor<?xf32>, tensor<?xi32>) {
    %cst0 = arith.constant dense<[-1.500000e+00, 7.000000e+00]> : tensor<2xf32>
    %g0_empty0 = tensor.empty() : tensor<2xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %cst0 : tensor<2xf32>, tensor<2xf32>) outs(%g0_empty0 : tensor<2xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.constant 1.000000e+00 : f32
      %g0_1 = arith.cmpf oeq, %g0_in0, %g0_0 : f32
      %g0_2 = arith.select %g0_1, %g0_in0, %g0_in0 : f32
      %g0_3 = arith.mulf %g0_in0, %g0_2 : f32
      %g0_4 = arith.divf %g0_in0, %g0_in0 : f32
      %g0_5 = math.exp %g0_4 : f32
      %g0_6 = arith.minimumf %g0_3, %g0_5 : f32
      linalg.yield %g0_6 : f32
    } -> tensor<2xf32>
    %p1_padval = arith.constant 2.000000e+00 : f32
    %v1 = tensor.pad %v0 low[0] high[1] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<2xf32> to tensor<3xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg1 : tensor<3xf32>, tensor<?xf32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.sitofp %g2_1 : i32 to f32
      %g2_3 = arith.maximumf %g2_2, %arg2 : f32
      %g2_4 = arith.maximumf %g2_in1, %g2_in1 : f32
      %g2_5 = arith.divf %g2_3, %g2_4 : f32
      %g2_6 = math.floor %g2_5 : f32
      linalg.yield %g2_6 : f32
    } -> tensor<?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %g3_c1_0 = arith.constant 0 : index
    %g3_d1_0 = tensor.dim %v2, %g3_c1_0 : tensor<?xf32>
    %g3_empty1 = tensor.empty(%g3_d1_0) : tensor<?xi32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg3 : tensor<?xf32>, tensor<3xf32>) outs(%g3_empty0, %g3_empty1 : tensor<?xf32>, tensor<?xi32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32, %g3_out1: i32):
      %g3_0 = arith.minimumf %g3_in1, %g3_in1 : f32
      %g3_1 = arith.constant 2.000000e+00 : f32
      %g3_2 = math.floor %g3_1 : f32
      %g3_3 = arith.subf %g3_0, %g3_2 : f32
      %g3_4 = linalg.index 0 : index
      %g3_5 = arith.index_cast %g3_4 : index to i32
      %g3_6 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_7 = arith.constant -1.000000e+02 : f32
      %g3_8 = arith.constant 1.000000e+02 : f32
      %g3_9 = arith.constant 0.000000e+00 : f32
      %g3_10 = arith.maximumf %g3_in1, %g3_7 : f32
      %g3_11 = arith.minimumf %g3_10, %g3_8 : f32
      %g3_12 = arith.select %g3_6, %g3_9, %g3_11 : f32
      %g3_13 = arith.fptosi %g3_12 : f32 to i32
      %g3_14 = arith.cmpf uno, %g3_in1, %g3_in1 : f32
      %g3_15 = arith.constant -1.000000e+02 : f32
      %g3_16 = arith.constant 1.000000e+02 : f32
      %g3_17 = arith.constant 0.000000e+00 : f32
      %g3_18 = arith.maximumf %g3_in1, %g3_15 : f32
      %g3_19 = arith.minimumf %g3_18, %g3_16 : f32
      %g3_20 = arith.select %g3_14, %g3_17, %g3_19 : f32
      %g3_21 = arith.fptosi %g3_20 : f32 to i32
      %g3_22 = arith.muli %g3_13, %g3_21 : i32
      %g3_23 = arith.subi %g3_5, %g3_22 : i32
      linalg.yield %g3_3, %g3_23 : f32, i32
    } -> (tensor<?xf32>, tensor<?xi32>)
    %p4_padval = arith.constant -3 : i32
    %v4 = tensor.pad %v3#1 low[1] high[%arg4] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : i32
    } : tensor<?xi32> to tensor<?xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4, %v4, %arg5 : tensor<?xi32>, tensor<?xi32>, tensor<?xf32>) outs(%g5_empty0 : tensor<?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_in2: f32, %g5_out0: i32):
      %g5_0 = arith.cmpf uno, %g5_in2, %g5_in2 : f32
      %g5_1 = arith.constant -1.000000e+02 : f32
      %g5_2 = arith.constant 1.000000e+02 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = arith.maximumf %g5_in2, %g5_1 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_2 : f32
      %g5_6 = arith.select %g5_0, %g5_3, %g5_5 : f32
      %g5_7 = arith.fptosi %g5_6 : f32 to i32
      %g5_8 = arith.minsi %g5_in0, %g5_7 : i32
      %g5_9 = arith.constant 7 : i32
      %g5_10 = arith.muli %g5_8, %g5_9 : i32
      linalg.yield %g5_10 : i32
    } -> tensor<?xi32>
    return %v3#0, %v5 : tensor<?xf32>, tensor<?xi32>
  }
}
