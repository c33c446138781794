// Corpus case 'type-i8': `fusefuzz generate --seed 14` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 14 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5x4x1xi32>, %arg1: tensor<5xf32>, %arg2: tensor<3xi8>, %arg3: tensor<1xi8>) -> (tensor<5x4x1xi32>, tensor<1xi8>, tensor<3x1xi8>) {
    %g0_empty0 = tensor.empty() : tensor<5x4x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x4x1xi32>) outs(%g0_empty0 : tensor<5x4x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.muli %g0_in0, %g0_in0 : i32
      %g0_1 = arith.xori %g0_in0, %g0_in0 : i32
      %g0_2 = arith.minsi %g0_0, %g0_1 : i32
      %g0_3 = linalg.index 1 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = linalg.index 2 : index
      %g0_6 = arith.index_cast %g0_5 : index to i32
      %g0_7 = arith.constant 32 : i32
      %g0_8 = arith.remui %g0_6, %g0_7 : i32
      %g0_9 = arith.shrui %g0_4, %g0_8 : i32
      %g0_10 = arith.maxui %g0_in0, %g0_in0 : i32
      %g0_11 = arith.minsi %g0_9, %g0_10 : i32
      %g0_12 = arith.cmpi ugt, %g0_2, %g0_11 : i32
      %g0_13 = arith.xori %g0_in0, %g0_in0 : i32
      %g0_14 = linalg.index 0 : index
      %g0_15 = arith.index_cast %g0_14 : index to i32
      %g0_16 = linalg.index 0 : index
      %g0_17 = arith.index_cast %g0_16 : index to i32
      %g0_18 = arith.minsi %g0_15, %g0_17 : i32
      %g0_19 = arith.andi %g0_13, %g0_18 : i32
      %g0_20 = arith.select %g0_12, %g0_19, %g0_in0 : i32
      linalg.yield %g0_20 : i32
    } -> tensor<5x4x1xi32>
    %g1_empty0 = tensor.empty() : tensor<5xf32>
    %g1_fillval0 = arith.constant -3.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<5xf32>) -> tensor<5xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<5xf32>) outs(%g1_fill0 : tensor<5xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.minimumf %g1_in0, %g1_out0 : f32
      %g1_1 = arith.addf %g1_out0, %g1_out0 : f32
      %g1_2 = arith.divf %g1_0, %g1_1 : f32
      %g1_3 = arith.cmpf oeq, %g1_out0, %g1_2 : f32
      %g1_4 = arith.select %g1_3, %g1_in0, %g1_in0 : f32
      linalg.yield %g1_4 : f32
    } -> tensor<5xf32>
    %g2_empty0 = tensor.empty() : tensor<5xf32>
    %g2_fillval0 = arith.constant -3.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<5xf32>) -> tensor<5xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %v1 : tensor<5xf32>, tensor<5xf32>) outs(%g2_fill0 : tensor<5xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.maximumf %g2_in0, %g2_out0 : f32
      %g2_1 = arith.constant 5.000000e-01 : f32
      %g2_2 = arith.divf %g2_out0, %g2_1 : f32
      %g2_3 = arith.cmpf oeq, %g2_0, %g2_2 : f32
      %g2_4 = arith.constant 1.000000e+00 : f32
      %g2_5 = arith.divf %g2_4, %g2_out0 : f32
      %g2_6 = math.exp %g2_in0 : f32
      %g2_7 = arith.select %g2_3, %g2_5, %g2_6 : f32
      %g2_8 = arith.addf %g2_in0, %g2_7 : f32
      linalg.yield %g2_8 : f32
    } -> tensor<5xf32>
    %g3_empty0 = tensor.empty() : tensor<1x1xi8>
    %g3_fillval0 = arith.constant 5 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<1x1xi8>) -> tensor<1x1xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v2 : tensor<5xf32>) outs(%g3_fill0 : tensor<1x1xi8>) {
    ^bb0(%g3_in0: f32, %g3_out0: i8):
      %g3_0 = arith.constant 1 : i8
      %g3_1 = arith.constant 7 : i8
      %g3_2 = arith.xori %g3_1, %g3_out0 : i8
      %g3_3 = arith.minsi %g3_0, %g3_2 : i8
      %g3_4 = arith.maxsi %g3_out0, %g3_3 : i8
      linalg.yield %g3_4 : i8
    } -> tensor<1x1xi8>
    %g4_empty0 = tensor.empty() : tensor<1xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<1x1xi8>) outs(%g4_empty0 : tensor<1xi8>) {
    ^bb0(%g4_in0: i8, %g4_out0: i8):
      %g4_0 = arith.constant 8 : i8
      %g4_1 = arith.remui %g4_in0, %g4_0 : i8
      %g4_2 = arith.shrui %g4_in0, %g4_1 : i8
      linalg.yield %g4_2 : i8
    } -> tensor<1xi8>
    %g5_empty0 = tensor.empty() : tensor<3x1xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg3 : tensor<3xi8>, tensor<1xi8>) outs(%g5_empty0 : tensor<3x1xi8>) {
    ^bb0(%g5_in0: i8, %g5_in1: i8, %g5_out0: i8):
      %g5_0 = arith.constant 0 : i8
      %g5_1 = arith.constant 1 : i8
      %g5_2 = arith.cmpi eq, %g5_in1, %g5_0 : i8
      %g5_3 = arith.constant -1 : i8
      %g5_4 = arith.cmpi eq, %g5_in1, %g5_3 : i8
      %g5_5 = arith.ori %g5_2, %g5_4 : i1
      %g5_6 = arith.select %g5_5, %g5_1, %g5_in1 : i8
      %g5_7 = arith.remsi %g5_in1, %g5_6 : i8
      %g5_8 = linalg.index 0 : index
      %g5_9 = arith.index_cast %g5_8 : index to i32
      %g5_10 = arith.trunci %g5_9 : i32 to i8
      %g5_11 = arith.constant 0 : i8
      %g5_12 = arith.constant 1 : i8
      %g5_13 = arith.cmpi eq, %g5_10, %g5_11 : i8
      %g5_14 = arith.select %g5_13, %g5_12, %g5_10 : i8
      %g5_15 = arith.divui %g5_in0, %g5_14 : i8
      %g5_16 = arith.subi %g5_7, %g5_15 : i8
      linalg.yield %g5_16 : i8
    } -> tensor<3x1xi8>
    return %v0, %v4, %v5 : tensor<5x4x1xi32>, tensor<1xi8>, tensor<3x1xi8>
  }
}
