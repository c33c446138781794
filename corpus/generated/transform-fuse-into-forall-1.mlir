// Corpus case 'transform-fuse-into-forall': `fusefuzz generate --seed 3` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoForall=
module attributes {fusefuzz.seed = 3 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: f32, %arg2: tensor<5xf32>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg4: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 2>}, %arg5: tensor<2xi32>, %arg6: tensor<5xf32>, %arg7: tensor<f32>, %arg8: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg9: f32, %arg10: tensor<5xf32>, %arg11: tensor<5xf32>, %arg12: tensor<5xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<2xi32>, tensor<5xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<5xf32>, tensor<5xf32>) outs(%arg2 : tensor<5xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_1 = math.floor %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<5xf32>
    %g1_empty0 = tensor.empty() : tensor<f32>
    %g1_fillval0 = arith.constant 7.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<f32>) -> tensor<f32>
    %v1 = linalg.reduce ins(%v0 : tensor<5xf32>) outs(%g1_fill0 : tensor<f32>) dimensions = [0]
      (%g1_in0: f32, %g1_out0: f32) {
        %g1_0 = arith.addf %g1_out0, %g1_in0 : f32
        linalg.yield %g1_0 : f32
      }
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %arg3, %g2_c1_0 : tensor<?xf32>
    %g2_empty1 = tensor.empty(%g2_d1_0) : tensor<?xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg3 : tensor<f32>, tensor<?xf32>) outs(%g2_empty0, %g2_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.constant 7.000000e+00 : f32
      %g2_1 = arith.mulf %g2_0, %g2_in1 : f32
      %g2_2 = math.floor %g2_1 : f32
      %g2_3 = arith.minimumf %g2_in1, %g2_2 : f32
      %g2_4 = arith.cmpf oeq, %g2_in1, %g2_in1 : f32
      %g2_5 = arith.constant 7.000000e+00 : f32
      %g2_6 = arith.constant 5.000000e-01 : f32
      %g2_7 = arith.select %g2_4, %g2_5, %g2_6 : f32
      %g2_8 = arith.addf %g2_7, %g2_in1 : f32
      %g2_9 = arith.mulf %g2_8, %g2_in0 : f32
      linalg.yield %g2_3, %g2_9 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    %v3 = linalg.reduce ins(%arg4 : tensor<2x?xi32>) outs(%arg5 : tensor<2xi32>) dimensions = [1]
      (%g3_in0: i32, %g3_out0: i32) {
        %g3_0 = arith.maxsi %g3_out0, %g3_in0 : i32
        linalg.yield %g3_0 : i32
      }
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg8, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %g4_fillval0 = arith.constant -3.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg6, %arg7, %arg8 : tensor<5xf32>, tensor<f32>, tensor<?xf32>) outs(%g4_fill0 : tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = linalg.index 0 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f32
      %g4_3 = linalg.index 0 : index
      %g4_4 = arith.index_cast %g4_3 : index to i32
      %g4_5 = arith.sitofp %g4_4 : i32 to f32
      %g4_6 = arith.subf %g4_2, %g4_5 : f32
      %g4_7 = arith.addf %g4_6, %g4_in1 : f32
      %g4_8 = arith.cmpf ord, %g4_7, %g4_in2 : f32
      %g4_9 = arith.maximumf %g4_in2, %g4_in2 : f32
      %g4_10 = arith.cmpf ugt, %arg9, %g4_in2 : f32
      %g4_11 = linalg.index 0 : index
      %g4_12 = arith.index_cast %g4_11 : index to i32
      %g4_13 = arith.sitofp %g4_12 : i32 to f32
      %g4_14 = arith.select %g4_10, %g4_in1, %g4_13 : f32
      %g4_15 = arith.divf %g4_9, %g4_14 : f32
      %g4_16 = arith.cmpf olt, %g4_in1, %g4_in2 : f32
      %g4_17 = arith.constant 0.000000e+00 : f32
      %g4_18 = arith.select %g4_16, %g4_17, %g4_in0 : f32
      %g4_19 = linalg.index 0 : index
      %g4_20 = arith.index_cast %g4_19 : index to i32
      %g4_21 = arith.sitofp %g4_20 : i32 to f32
      %g4_22 = arith.addf %arg9, %g4_21 : f32
      %g4_23 = arith.cmpf olt, %g4_18, %g4_22 : f32
      %g4_24 = arith.addf %arg9, %arg9 : f32
      %g4_25 = arith.cmpf ord, %g4_in0, %g4_in1 : f32
      %g4_26 = arith.select %g4_25, %g4_in0, %g4_in0 : f32
      %g4_27 = arith.select %g4_23, %g4_24, %g4_26 : f32
      %g4_28 = arith.select %g4_8, %g4_15, %g4_27 : f32
      linalg.yield %g4_28 : f32
    } -> tensor<?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4, %arg10, %arg11 : tensor<?xf32>, tensor<5xf32>, tensor<5xf32>) outs(%arg12 : tensor<5xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = arith.divf %g5_in1, %g5_out0 : f32
      %g5_1 = math.sqrt %g5_0 : f32
      linalg.yield %g5_1 : f32
    } -> tensor<5xf32>
    return %v2#0, %v2#1, %v3, %v5 : tensor<?xf32>, tensor<?xf32>, tensor<2xi32>, tensor<5xf32>
  }
}
