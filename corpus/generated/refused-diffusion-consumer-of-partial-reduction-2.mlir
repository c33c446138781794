// Corpus case 'refused-diffusion-consumer-of-partial-reduction': `fusefuzz generate --seed 42` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:consumer-of-partial-reduction=
module attributes {fusefuzz.seed = 42 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x?xi32> {fusefuzz.shape = array<i64: 4, 2>}, %arg1: tensor<2x4xi32>, %arg2: tensor<4x4xi32>, %arg3: tensor<3x?x4xi32> {fusefuzz.shape = array<i64: 3, 2, 4>}, %arg4: tensor<3x2x4xi32>) -> (tensor<?x?xi32>, tensor<?x?xi32>, tensor<3x2x4xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x?xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?xi32>
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<?x?xi32>
    %g0_c1_1 = arith.constant 1 : index
    %g0_d1_1 = tensor.dim %arg0, %g0_c1_1 : tensor<?x?xi32>
    %g0_empty1 = tensor.empty(%g0_d1_0, %g0_d1_1) : tensor<?x?xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xi32>) outs(%g0_empty0, %g0_empty1 : tensor<?x?xi32>, tensor<?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.minsi %g0_in0, %g0_in0 : i32
      %g0_1 = arith.constant 7 : i32
      %g0_2 = arith.cmpi ult, %g0_in0, %g0_1 : i32
      %g0_3 = linalg.index 0 : index
      %g0_4 = arith.index_cast %g0_3 : index to i32
      %g0_5 = arith.constant 1 : i32
      %g0_6 = arith.select %g0_2, %g0_4, %g0_5 : i32
      linalg.yield %g0_0, %g0_6 : i32, i32
    } -> (tensor<?x?xi32>, tensor<?x?xi32>)
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<?x?xi32>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %v0#1, %g1_c0_1 : tensor<?x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi32>
    %g1_c1_0 = arith.constant 1 : index
    %g1_d1_0 = tensor.dim %v0#1, %g1_c1_0 : tensor<?x?xi32>
    %g1_c1_1 = arith.constant 0 : index
    %g1_d1_1 = tensor.dim %v0#1, %g1_c1_1 : tensor<?x?xi32>
    %g1_empty1 = tensor.empty(%g1_d1_0, %g1_d1_1) : tensor<?x?xi32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0#1, %arg1, %arg1 : tensor<?x?xi32>, tensor<2x4xi32>, tensor<2x4xi32>) outs(%g1_empty0, %g1_empty1 : tensor<?x?xi32>, tensor<?x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32, %g1_out1: i32):
      %g1_0 = arith.xori %g1_in1, %g1_in0 : i32
      %g1_1 = arith.constant -3 : i32
      %g1_2 = arith.maxui %g1_1, %g1_in0 : i32
      linalg.yield %g1_0, %g1_2 : i32, i32
    } -> (tensor<?x?xi32>, tensor<?x?xi32>)
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1#1, %g2_c0_0 : tensor<?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x4xi32>
    %g2_fillval0 = arith.constant 0 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?x4xi32>) -> tensor<?x4xi32>
    %v2 = linalg.matmul ins(%v1#1, %arg2 : tensor<?x?xi32>, tensor<4x4xi32>) outs(%g2_fill0 : tensor<?x4xi32>) -> tensor<?x4xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x4xi32>) outs(%arg3 : tensor<3x?x4xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 0 : i32
      %g3_1 = arith.constant 1 : i32
      %g3_2 = arith.cmpi eq, %g3_in0, %g3_0 : i32
      %g3_3 = arith.select %g3_2, %g3_1, %g3_in0 : i32
      %g3_4 = arith.divui %g3_out0, %g3_3 : i32
      %g3_5 = arith.cmpi slt, %g3_in0, %g3_out0 : i32
      %g3_6 = arith.select %g3_5, %g3_out0, %g3_in0 : i32
      %g3_7 = arith.maxui %g3_4, %g3_6 : i32
      linalg.yield %g3_7 : i32
    } -> tensor<3x?x4xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<3x?x4xi32>) outs(%arg4 : tensor<3x2x4xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.minsi %g4_out0, %g4_out0 : i32
      %g4_1 = arith.addi %g4_out0, %g4_in0 : i32
      %g4_2 = arith.xori %g4_0, %g4_1 : i32
      %g4_3 = arith.constant 0 : i32
      %g4_4 = arith.constant 1 : i32
      %g4_5 = arith.cmpi eq, %g4_out0, %g4_3 : i32
      %g4_6 = arith.constant -1 : i32
      %g4_7 = arith.cmpi eq, %g4_out0, %g4_6 : i32
      %g4_8 = arith.ori %g4_5, %g4_7 : i1
      %g4_9 = arith.select %g4_8, %g4_4, %g4_out0 : i32
      %g4_10 = arith.remsi %g4_out0, %g4_9 : i32
      %g4_11 = arith.cmpi sge, %g4_10, %g4_in0 : i32
      %g4_12 = arith.constant 7 : i32
      %g4_13 = arith.muli %g4_in0, %g4_out0 : i32
      %g4_14 = arith.select %g4_11, %g4_12, %g4_13 : i32
      %g4_15 = arith.constant 0 : i32
      %g4_16 = arith.constant 1 : i32
      %g4_17 = arith.cmpi eq, %g4_14, %g4_15 : i32
      %g4_18 = arith.select %g4_17, %g4_16, %g4_14 : i32
      %g4_19 = arith.divui %g4_2, %g4_18 : i32
      linalg.yield %g4_19 : i32
    } -> tensor<3x2x4xi32>
    return %v0#0, %v1#0, %v4 : tensor<?x?xi32>, tensor<?x?xi32>, tensor<3x2x4xi32>
  }
}
