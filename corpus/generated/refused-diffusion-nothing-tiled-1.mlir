// Corpus case 'refused-diffusion-nothing-tiled': `fusefuzz generate --seed 7` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:nothing-tiled=
module attributes {fusefuzz.seed = 7 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x5xf16>, %arg1: tensor<?x?xf16> {fusefuzz.shape = array<i64: 4, 5>}, %arg2: tensor<3xi8>, %arg3: tensor<4xi8>, %arg4: tensor<5x5xi32>) -> (tensor<i8>, tensor<?xf16>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf16>
    %g0_fillval0 = arith.constant -3.000000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<?xf16>) -> tensor<?xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0, %arg1 : tensor<4x5xf16>, tensor<?x?xf16>) outs(%g0_fill0 : tensor<?xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16):
      %g0_0 = arith.constant 7.000000e+00 : f16
      %g0_1 = math.sqrt %g0_0 : f16
      %g0_2 = arith.minimumf %g0_out0, %g0_1 : f16
      linalg.yield %g0_2 : f16
    } -> tensor<?xf16>
    %g1_empty0 = tensor.empty() : tensor<i8>
    %g1_fillval0 = arith.constant 5 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<i8>) -> tensor<i8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg2 : tensor<3xi8>) outs(%g1_fill0 : tensor<i8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.maxui %g1_in0, %g1_out0 : i8
      %g1_1 = arith.constant -1 : i8
      %g1_2 = arith.maxui %g1_1, %g1_in0 : i8
      %g1_3 = arith.constant 0 : i8
      %g1_4 = arith.constant 1 : i8
      %g1_5 = arith.cmpi eq, %g1_2, %g1_3 : i8
      %g1_6 = arith.constant -1 : i8
      %g1_7 = arith.cmpi eq, %g1_2, %g1_6 : i8
      %g1_8 = arith.ori %g1_5, %g1_7 : i1
      %g1_9 = arith.select %g1_8, %g1_4, %g1_2 : i8
      %g1_10 = arith.divsi %g1_0, %g1_9 : i8
      %g1_11 = arith.addi %g1_out0, %g1_10 : i8
      linalg.yield %g1_11 : i8
    } -> tensor<i8>
    %g2_empty0 = tensor.empty() : tensor<i8>
    %g2_fillval0 = arith.constant 6 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<i8>) -> tensor<i8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg3 : tensor<i8>, tensor<4xi8>) outs(%g2_fill0 : tensor<i8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i8):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.trunci %g2_1 : i32 to i8
      %g2_3 = arith.constant -2 : i8
      %g2_4 = arith.ori %g2_2, %g2_3 : i8
      %g2_5 = arith.maxsi %g2_out0, %g2_4 : i8
      linalg.yield %g2_5 : i8
    } -> tensor<i8>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v0, %g3_c0_1 : tensor<?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<5x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg4, %v1 : tensor<?xf16>, tensor<5x5xi32>, tensor<i8>) outs(%g3_empty0 : tensor<5x?xi32>) {
    ^bb0(%g3_in0: f16, %g3_in1: i32, %g3_in2: i8, %g3_out0: i32):
      %g3_0 = arith.constant -2 : i32
      %g3_1 = arith.muli %g3_0, %g3_in1 : i32
      %g3_2 = arith.maxsi %g3_in1, %g3_1 : i32
      linalg.yield %g3_2 : i32
    } -> tensor<5x?xi32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<5x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<5x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<5x?xi32>) outs(%g4_empty0 : tensor<5x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.cmpi ne, %g4_in0, %g4_in0 : i32
      %g4_1 = arith.constant 4 : i32
      %g4_2 = arith.select %g4_0, %g4_in0, %g4_1 : i32
      %g4_3 = arith.constant 2 : i32
      %g4_4 = arith.addi %g4_3, %g4_in0 : i32
      %g4_5 = arith.constant 0 : i32
      %g4_6 = arith.constant 1 : i32
      %g4_7 = arith.cmpi eq, %g4_4, %g4_5 : i32
      %g4_8 = arith.select %g4_7, %g4_6, %g4_4 : i32
      %g4_9 = arith.divui %g4_2, %g4_8 : i32
      linalg.yield %g4_9 : i32
    } -> tensor<5x?xi32>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<5x?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xf16>
    %g5_fillval0 = arith.constant 5.000000e-01 : f16
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f16) outs(%g5_empty0 : tensor<?xf16>) -> tensor<?xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v4 : tensor<5x?xi32>) outs(%g5_fill0 : tensor<?xf16>) {
    ^bb0(%g5_in0: i32, %g5_out0: f16):
      %g5_0 = linalg.index 1 : index
      %g5_1 = arith.index_cast %g5_0 : index to i32
      %g5_2 = arith.sitofp %g5_1 : i32 to f16
      %g5_3 = arith.mulf %g5_out0, %g5_2 : f16
      %g5_4 = math.sqrt %g5_3 : f16
      %g5_5 = arith.mulf %g5_out0, %g5_4 : f16
      linalg.yield %g5_5 : f16
    } -> tensor<?xf16>
    return %v2, %v5 : tensor<i8>, tensor<?xf16>
  }
}
