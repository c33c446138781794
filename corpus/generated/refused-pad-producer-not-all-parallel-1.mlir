// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 45` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 45 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1x3x3x?xf32> {fusefuzz.shape = array<i64: 1, 3, 3, 3>}, %arg1: tensor<1x3x3x3xf32>, %arg2: tensor<1x3x3x3xf32>, %arg3: tensor<1x3xf32>, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?x?xi32> {fusefuzz.shape = array<i64: 3, 6>}, %arg6: tensor<3x6xi32>, %arg7: tensor<3x6xf32>, %arg8: tensor<1x?xf32> {fusefuzz.shape = array<i64: 1, 3>}, %arg9: tensor<1x?xf32> {fusefuzz.shape = array<i64: 1, 3>}) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xi32>, tensor<1x?xf32>) {
    %g0_c0_1 = arith.constant 3 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<1x3x3x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<1x?xf32>
    %g0_fillval0 = arith.constant 5.000000e-01 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<1x?xf32>) -> tensor<1x?xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1x3x3x?xf32>, tensor<1x3x3x3xf32>, tensor<1x3x3x3xf32>) outs(%g0_fill0, %arg3 : tensor<1x?xf32>, tensor<1x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.subf %g0_in1, %g0_in0 : f32
      %g0_1 = arith.maximumf %g0_out0, %g0_0 : f32
      %g0_2 = arith.minimumf %g0_in2, %g0_in0 : f32
      %g0_3 = arith.addf %g0_out1, %g0_2 : f32
      linalg.yield %g0_1, %g0_3 : f32, f32
    } -> (tensor<1x?xf32>, tensor<1x3xf32>)
    %p1_padval = arith.constant -1.500000e+00 : f32
    %v1 = tensor.pad %v0#1 low[1, 1] high[%arg4, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : f32
    } : tensor<1x3xf32> to tensor<?x6xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x6xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg5, %g2_c0_1 : tensor<?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg5 : tensor<?x6xf32>, tensor<?x?xi32>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i32, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in1 : i32 to f32
      %g2_1 = arith.cmpf ugt, %g2_0, %g2_in0 : f32
      %g2_2 = arith.constant 7.000000e+00 : f32
      %g2_3 = arith.select %g2_1, %g2_in0, %g2_2 : f32
      %g2_4 = math.floor %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xf32>
    %g3_c1_0 = arith.constant 0 : index
    %g3_d1_0 = tensor.dim %v2, %g3_c1_0 : tensor<?x?xf32>
    %g3_c1_1 = arith.constant 1 : index
    %g3_d1_1 = tensor.dim %v2, %g3_c1_1 : tensor<?x?xf32>
    %g3_empty1 = tensor.empty(%g3_d1_0, %g3_d1_1) : tensor<?x?xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg6, %arg7 : tensor<?x?xf32>, tensor<3x6xi32>, tensor<3x6xf32>) outs(%g3_empty0, %g3_empty1 : tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_in2: f32, %g3_out0: f32, %g3_out1: f32):
      %g3_0 = arith.negf %g3_in0 : f32
      %g3_1 = arith.sitofp %g3_in1 : i32 to f32
      %g3_2 = arith.cmpf une, %g3_0, %g3_1 : f32
      %g3_3 = arith.cmpf olt, %g3_in2, %g3_in2 : f32
      %g3_4 = arith.constant 7.000000e+00 : f32
      %g3_5 = arith.select %g3_3, %g3_in2, %g3_4 : f32
      %g3_6 = arith.select %g3_2, %g3_5, %g3_in0 : f32
      %g3_7 = arith.sitofp %g3_in1 : i32 to f32
      %g3_8 = arith.maximumf %g3_6, %g3_7 : f32
      %g3_9 = arith.sitofp %g3_in1 : i32 to f32
      %g3_10 = arith.cmpf oge, %g3_9, %g3_in0 : f32
      %g3_11 = arith.constant 0.000000e+00 : f32
      %g3_12 = arith.select %g3_10, %g3_in2, %g3_11 : f32
      %g3_13 = arith.sitofp %g3_in1 : i32 to f32
      %g3_14 = arith.sitofp %g3_in1 : i32 to f32
      %g3_15 = arith.addf %g3_13, %g3_14 : f32
      %g3_16 = arith.maximumf %g3_12, %g3_15 : f32
      %g3_17 = arith.negf %g3_16 : f32
      linalg.yield %g3_8, %g3_17 : f32, f32
    } -> (tensor<?x?xf32>, tensor<?x?xf32>)
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3#1, %g4_c0_0 : tensor<?x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3#1, %g4_c0_1 : tensor<?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xf32>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %v3#1, %g4_c1_0 : tensor<?x?xf32>
    %g4_c1_1 = arith.constant 1 : index
    %g4_d1_1 = tensor.dim %v3#1, %g4_c1_1 : tensor<?x?xf32>
    %g4_empty1 = tensor.empty(%g4_d1_0, %g4_d1_1) : tensor<?x?xi32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3#1 : tensor<?x?xf32>) outs(%g4_empty0, %g4_empty1 : tensor<?x?xf32>, tensor<?x?xi32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: i32):
      %g4_0 = arith.constant -0.000000e+00 : f32
      %g4_1 = arith.constant 0.000000e+00 : f32
      %g4_2 = arith.addf %g4_0, %g4_1 : f32
      %g4_3 = arith.divf %g4_in0, %g4_in0 : f32
      %g4_4 = arith.subf %g4_2, %g4_3 : f32
      %g4_5 = arith.subf %g4_4, %g4_in0 : f32
      %g4_6 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_7 = arith.constant -1.000000e+02 : f32
      %g4_8 = arith.constant 1.000000e+02 : f32
      %g4_9 = arith.constant 0.000000e+00 : f32
      %g4_10 = arith.maximumf %g4_in0, %g4_7 : f32
      %g4_11 = arith.minimumf %g4_10, %g4_8 : f32
      %g4_12 = arith.select %g4_6, %g4_9, %g4_11 : f32
      %g4_13 = arith.fptosi %g4_12 : f32 to i32
      %g4_14 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_15 = arith.constant -1.000000e+02 : f32
      %g4_16 = arith.constant 1.000000e+02 : f32
      %g4_17 = arith.constant 0.000000e+00 : f32
      %g4_18 = arith.maximumf %g4_in0, %g4_15 : f32
      %g4_19 = arith.minimumf %g4_18, %g4_16 : f32
      %g4_20 = arith.select %g4_14, %g4_17, %g4_19 : f32
      %g4_21 = arith.fptosi %g4_20 : f32 to i32
      %g4_22 = arith.constant 32 : i32
      %g4_23 = arith.remui %g4_21, %g4_22 : i32
      %g4_24 = arith.shli %g4_13, %g4_23 : i32
      %g4_25 = arith.cmpf uno, %g4_in0, %g4_in0 : f32
      %g4_26 = arith.constant -1.000000e+02 : f32
      %g4_27 = arith.constant 1.000000e+02 : f32
      %g4_28 = arith.constant 0.000000e+00 : f32
      %g4_29 = arith.maximumf %g4_in0, %g4_26 : f32
      %g4_30 = arith.minimumf %g4_29, %g4_27 : f32
      %g4_31 = arith.select %g4_25, %g4_28, %g4_30 : f32
      %g4_32 = arith.fptosi %g4_31 : f32 to i32
      %g4_33 = arith.addi %g4_24, %g4_32 : i32
      %g4_34 = arith.constant 4 : i32
      %g4_35 = arith.maxui %g4_33, %g4_34 : i32
      linalg.yield %g4_5, %g4_35 : f32, i32
    } -> (tensor<?x?xf32>, tensor<?x?xi32>)
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v0#0, %g5_c0_1 : tensor<1x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<1x?xf32>
    %v5 = linalg.map ins(%v0#0, %arg8, %arg9 : tensor<1x?xf32>, tensor<1x?xf32>, tensor<1x?xf32>) outs(%g5_empty0 : tensor<1x?xf32>)
      (%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32) {
        %g5_0 = arith.constant -1.500000e+00 : f32
        %g5_1 = arith.mulf %g5_in1, %g5_0 : f32
        linalg.yield %g5_1 : f32
      }
    return %v3#0, %v4#0, %v4#1, %v5 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xi32>, tensor<1x?xf32>
  }
}
