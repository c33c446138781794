// Corpus case 'no-fusion-control': `fusefuzz generate --seed 0` under strategy none.
// EXPECT: pass
// STRATEGY: none
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x?x5x4xi1> {fusefuzz.shape = array<i64: 4, 4, 5, 4>}, %arg1: tensor<4x?x?x?xi1> {fusefuzz.shape = array<i64: 4, 4, 5, 4>}, %arg2: tensor<?x4x4x?xi1> {fusefuzz.shape = array<i64: 5, 4, 4, 4>}, %arg3: tensor<4x4x?x?xf32> {fusefuzz.shape = array<i64: 4, 4, 5, 4>}) -> (tensor<?x?x?x?xi1>) {
    %cst0 = arith.constant dense<-1> : tensor<i32>
    %g0_empty0 = tensor.empty() : tensor<4x5x4xi1>
    %g0_fillval0 = arith.constant 0 : i1
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i1) outs(%g0_empty0 : tensor<4x5x4xi1>) -> tensor<4x5x4xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst0 : tensor<i32>) outs(%g0_fill0 : tensor<4x5x4xi1>) {
    ^bb0(%g0_in0: i32, %g0_out0: i1):
      %g0_0 = linalg.index 2 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.constant 0 : i32
      %g0_3 = arith.cmpi ne, %g0_1, %g0_2 : i32
      %g0_4 = arith.constant 1 : i1
      %g0_5 = arith.andi %g0_out0, %g0_4 : i1
      %g0_6 = arith.xori %g0_3, %g0_5 : i1
      linalg.yield %g0_6 : i1
    } -> tensor<4x5x4xi1>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<4x?x?x?xi1>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg0, %g1_c0_1 : tensor<4x?x5x4xi1>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg1, %g1_c0_2 : tensor<4x?x?x?xi1>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %arg1, %g1_c0_3 : tensor<4x?x?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<?x?x?x?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg0, %arg1 : tensor<4x5x4xi1>, tensor<4x?x5x4xi1>, tensor<4x?x?x?xi1>) outs(%g1_empty0 : tensor<?x?x?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_in2: i1, %g1_out0: i1):
      %g1_0 = arith.constant 0 : i1
      %g1_1 = arith.andi %g1_0, %g1_in0 : i1
      %g1_2 = arith.andi %g1_in2, %g1_in0 : i1
      %g1_3 = arith.xori %g1_1, %g1_2 : i1
      linalg.yield %g1_3 : i1
    } -> tensor<?x?x?x?xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?x?xi1>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?x?xi1>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?x?xi1>
    %g2_c0_3 = arith.constant 3 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x?x?x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2, %g2_d0_3) : tensor<?x?x?x?xi1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<?x?x?x?xi1>) -> tensor<?x?x?x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg2, %arg3 : tensor<?x?x?x?xi1>, tensor<?x4x4x?xi1>, tensor<4x4x?x?xf32>) outs(%g2_fill0 : tensor<?x?x?x?xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_in2: f32, %g2_out0: i1):
      %g2_0 = arith.constant 0 : i1
      %g2_1 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_2 = arith.constant -1.000000e+02 : f32
      %g2_3 = arith.constant 1.000000e+02 : f32
      %g2_4 = arith.constant 0.000000e+00 : f32
      %g2_5 = arith.maximumf %g2_in2, %g2_2 : f32
      %g2_6 = arith.minimumf %g2_5, %g2_3 : f32
      %g2_7 = arith.select %g2_1, %g2_4, %g2_6 : f32
      %g2_8 = arith.fptosi %g2_7 : f32 to i32
      %g2_9 = arith.constant 0 : i32
      %g2_10 = arith.cmpi ne, %g2_8, %g2_9 : i32
      %g2_11 = arith.andi %g2_in1, %g2_10 : i1
      %g2_12 = arith.cmpf uno, %g2_in2, %g2_in2 : f32
      %g2_13 = arith.constant -1.000000e+02 : f32
      %g2_14 = arith.constant 1.000000e+02 : f32
      %g2_15 = arith.constant 0.000000e+00 : f32
      %g2_16 = arith.maximumf %g2_in2, %g2_13 : f32
      %g2_17 = arith.minimumf %g2_16, %g2_14 : f32
      %g2_18 = arith.select %g2_12, %g2_15, %g2_17 : f32
      %g2_19 = arith.fptosi %g2_18 : f32 to i32
      %g2_20 = arith.constant 0 : i32
      %g2_21 = arith.cmpi ne, %g2_19, %g2_20 : i32
      %g2_22 = arith.xori %g2_11, %g2_21 : i1
      %g2_23 = arith.andi %g2_0, %g2_22 : i1
      linalg.yield %g2_23 : i1
    } -> tensor<?x?x?x?xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?x?xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x?x?xi1>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x?x?xi1>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x?x?x?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2, %g3_d0_3) : tensor<?x?x?x?xi1>
    %v3 = linalg.transpose ins(%v2 : tensor<?x?x?x?xi1>) outs(%g3_empty0 : tensor<?x?x?x?xi1>) permutation = [0, 1, 2, 3]
    %g4_c0_0 = arith.constant 2 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x?x?xi1>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x?x?xi1>
    %g4_c0_2 = arith.constant 3 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<?x?x?x?xi1>
    %g4_c0_3 = arith.constant 0 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x?x?x?xi1>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2, %g4_d0_3) : tensor<?x?x?x?xi1>
    %g4_fillval0 = arith.constant 1 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<?x?x?x?xi1>) -> tensor<?x?x?x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x?x?x?xi1>) outs(%g4_fill0 : tensor<?x?x?x?xi1>) {
    ^bb0(%g4_in0: i1, %g4_out0: i1):
      %g4_0 = arith.andi %g4_in0, %g4_in0 : i1
      linalg.yield %g4_0 : i1
    } -> tensor<?x?x?x?xi1>
    return %v4 : tensor<?x?x?x?xi1>
  }
}
