// Corpus case 'constant-zero-map': `fusefuzz generate --seed 41` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 41 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<3x1xf32>, %arg2: tensor<2x1xf32>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}) -> (tensor<3x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3x1xf32>
    %g0_empty1 = tensor.empty() : tensor<3x1xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<3xf32>, tensor<3x1xf32>, tensor<3x1xf32>) outs(%g0_empty0, %g0_empty1 : tensor<3x1xf32>, tensor<3x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = math.absf %g0_in0 : f32
      %g0_1 = arith.constant 2.000000e+00 : f32
      %g0_2 = arith.cmpf une, %g0_0, %g0_1 : f32
      %g0_3 = math.sqrt %g0_in0 : f32
      %g0_4 = arith.select %g0_2, %g0_in0, %g0_3 : f32
      %g0_5 = linalg.index 1 : index
      %g0_6 = arith.index_cast %g0_5 : index to i32
      %g0_7 = arith.sitofp %g0_6 : i32 to f32
      %g0_8 = arith.subf %g0_in0, %g0_7 : f32
      %g0_9 = arith.cmpf oeq, %g0_in2, %g0_in1 : f32
      %g0_10 = linalg.index 1 : index
      %g0_11 = arith.index_cast %g0_10 : index to i32
      %g0_12 = arith.sitofp %g0_11 : i32 to f32
      %g0_13 = arith.select %g0_9, %g0_in1, %g0_12 : f32
      %g0_14 = arith.mulf %g0_8, %g0_13 : f32
      %g0_15 = arith.addf %g0_4, %g0_14 : f32
      %g0_16 = linalg.index 0 : index
      %g0_17 = arith.index_cast %g0_16 : index to i32
      %g0_18 = arith.sitofp %g0_17 : i32 to f32
      %g0_19 = arith.subf %g0_in1, %g0_18 : f32
      %g0_20 = arith.addf %g0_19, %g0_in2 : f32
      %g0_21 = arith.cmpf ugt, %g0_20, %g0_in1 : f32
      %g0_22 = linalg.index 1 : index
      %g0_23 = arith.index_cast %g0_22 : index to i32
      %g0_24 = arith.sitofp %g0_23 : i32 to f32
      %g0_25 = math.sqrt %g0_24 : f32
      %g0_26 = math.exp %g0_in0 : f32
      %g0_27 = arith.cmpf ugt, %g0_25, %g0_26 : f32
      %g0_28 = arith.constant 7.000000e+00 : f32
      %g0_29 = arith.minimumf %g0_in1, %g0_28 : f32
      %g0_30 = arith.constant -0.000000e+00 : f32
      %g0_31 = linalg.index 1 : index
      %g0_32 = arith.index_cast %g0_31 : index to i32
      %g0_33 = arith.sitofp %g0_32 : i32 to f32
      %g0_34 = arith.maximumf %g0_30, %g0_33 : f32
      %g0_35 = arith.select %g0_27, %g0_29, %g0_34 : f32
      %g0_36 = arith.select %g0_21, %g0_35, %g0_in0 : f32
      linalg.yield %g0_15, %g0_36 : f32, f32
    } -> (tensor<3x1xf32>, tensor<3x1xf32>)
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0#1 : tensor<3x1xf32>) outs(%arg0 : tensor<3xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.maximumf %g1_in0, %g1_in0 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<3xf32>
    %g2_empty0 = tensor.empty() : tensor<3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<3xf32>) outs(%g2_empty0 : tensor<3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf oeq, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.select %g2_0, %g2_in0, %g2_in0 : f32
      %g2_2 = math.sqrt %g2_in0 : f32
      %g2_3 = arith.subf %g2_1, %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<3xf32>
    %g3_empty0 = tensor.empty() : tensor<3xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %v1 : tensor<3xf32>, tensor<3xf32>) outs(%g3_empty0 : tensor<3xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = math.floor %g3_in1 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<3xf32>
    %g4_empty0 = tensor.empty() : tensor<2x1xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x1xf32>) outs(%g4_empty0 : tensor<2x1xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.subf %g4_in0, %g4_in0 : f32
      %g4_1 = arith.subf %g4_in0, %g4_in0 : f32
      %g4_2 = arith.cmpf oeq, %g4_0, %g4_1 : f32
      %g4_3 = arith.addf %g4_in0, %g4_in0 : f32
      %g4_4 = arith.select %g4_2, %g4_3, %g4_in0 : f32
      %g4_5 = arith.constant -1.500000e+00 : f32
      %g4_6 = arith.minimumf %g4_in0, %g4_5 : f32
      %g4_7 = math.absf %g4_6 : f32
      %g4_8 = arith.divf %g4_4, %g4_7 : f32
      linalg.yield %g4_8 : f32
    } -> tensor<2x1xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v4 : tensor<2x1xf32>) outs(%arg3 : tensor<?xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.constant -0.000000e+00 : f32
      %g5_1 = math.exp %g5_0 : f32
      %g5_2 = arith.maximumf %g5_out0, %g5_1 : f32
      linalg.yield %g5_2 : f32
    } -> tensor<?xf32>
    return %v0#0, %v1, %v3, %v5 : tensor<3x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<?xf32>
  }
}
