// Corpus case 'reads-outs': `fusefuzz generate --seed 42` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 42 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x?x2xi32> {fusefuzz.shape = array<i64: 2, 4, 2>}, %arg1: tensor<2x4x2xi32>, %arg2: tensor<2x4x?xi32> {fusefuzz.shape = array<i64: 2, 4, 2>}, %arg3: tensor<2x2x?xi32> {fusefuzz.shape = array<i64: 2, 2, 4>}, %arg4: tensor<4x2xf32>, %arg5: tensor<?x2x?xi32> {fusefuzz.shape = array<i64: 4, 2, 2>}) -> (tensor<2x4x2xi32>, tensor<?x?x1x?xi32>, tensor<?x?x1x?xi8>) {
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x2xi32>) outs(%arg1, %arg2 : tensor<2x4x2xi32>, tensor<2x4x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.constant 32 : i32
      %g0_1 = arith.remui %g0_out0, %g0_0 : i32
      %g0_2 = arith.shrui %g0_out0, %g0_1 : i32
      %g0_3 = arith.andi %g0_out0, %g0_out1 : i32
      linalg.yield %g0_2, %g0_3 : i32, i32
    } -> (tensor<2x4x2xi32>, tensor<2x4x?xi32>)
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0#1, %g1_c0_1 : tensor<2x4x?xi32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %arg3, %g1_c0_2 : tensor<2x2x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2) : tensor<2x?x?xi32>
    %g1_fillval0 = arith.constant 3 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<2x?x?xi32>) -> tensor<2x?x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0#1, %arg3 : tensor<2x4x?xi32>, tensor<2x2x?xi32>) outs(%g1_fill0 : tensor<2x?x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.xori %g1_in0, %g1_in0 : i32
      %g1_1 = arith.constant -2 : i32
      %g1_2 = arith.constant 2 : i32
      %g1_3 = arith.constant 0 : i32
      %g1_4 = arith.constant 1 : i32
      %g1_5 = arith.cmpi eq, %g1_2, %g1_3 : i32
      %g1_6 = arith.select %g1_5, %g1_4, %g1_2 : i32
      %g1_7 = arith.remui %g1_1, %g1_6 : i32
      %g1_8 = arith.xori %g1_0, %g1_7 : i32
      linalg.yield %g1_8 : i32
    } -> tensor<2x?x?xi32>
    %g2_c0_0 = arith.constant 2 : index
    %g2_d0_0 = tensor.dim %arg5, %g2_c0_0 : tensor<?x2x?xi32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<2x?x?xi32>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<2x?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg4, %arg5 : tensor<2x?x?xi32>, tensor<4x2xf32>, tensor<?x2x?xi32>) outs(%g2_empty0 : tensor<?x?x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: f32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.constant 1 : i32
      %g2_2 = arith.cmpi eq, %g2_in0, %g2_0 : i32
      %g2_3 = arith.select %g2_2, %g2_1, %g2_in0 : i32
      %g2_4 = arith.remui %g2_in0, %g2_3 : i32
      linalg.yield %g2_4 : i32
    } -> tensor<?x?x?xi32>
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x?xi32>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x?x?xi32>
    %g3_c0_3 = arith.constant 0 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x?x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_2, %g3_d0_3) : tensor<?x1x?x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x?x?xi32>) outs(%g3_empty0 : tensor<?x1x?x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.constant 3 : i32
      %g3_1 = arith.addi %g3_in0, %g3_0 : i32
      %g3_2 = arith.andi %g3_in0, %g3_in0 : i32
      %g3_3 = arith.cmpi slt, %g3_1, %g3_2 : i32
      %g3_4 = arith.muli %g3_in0, %g3_in0 : i32
      %g3_5 = arith.select %g3_3, %g3_4, %g3_in0 : i32
      %g3_6 = arith.constant 0 : i32
      %g3_7 = arith.constant 1 : i32
      %g3_8 = arith.cmpi eq, %g3_in0, %g3_6 : i32
      %g3_9 = arith.constant -1 : i32
      %g3_10 = arith.cmpi eq, %g3_in0, %g3_9 : i32
      %g3_11 = arith.ori %g3_8, %g3_10 : i1
      %g3_12 = arith.select %g3_11, %g3_7, %g3_in0 : i32
      %g3_13 = arith.remsi %g3_in0, %g3_12 : i32
      %g3_14 = arith.cmpi sge, %g3_13, %g3_in0 : i32
      %g3_15 = arith.constant 7 : i32
      %g3_16 = arith.muli %g3_in0, %g3_in0 : i32
      %g3_17 = arith.select %g3_14, %g3_15, %g3_16 : i32
      %g3_18 = arith.constant 0 : i32
      %g3_19 = arith.constant 1 : i32
      %g3_20 = arith.cmpi eq, %g3_17, %g3_18 : i32
      %g3_21 = arith.select %g3_20, %g3_19, %g3_17 : i32
      %g3_22 = arith.divui %g3_5, %g3_21 : i32
      linalg.yield %g3_22 : i32
    } -> tensor<?x1x?x?xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x1x?x?xi32>
    %g4_c0_1 = arith.constant 2 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x1x?x?xi32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x1x?x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_3) : tensor<?x?x1x?xi32>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %v3, %g4_c1_0 : tensor<?x1x?x?xi32>
    %g4_c1_1 = arith.constant 2 : index
    %g4_d1_1 = tensor.dim %v3, %g4_c1_1 : tensor<?x1x?x?xi32>
    %g4_c1_3 = arith.constant 3 : index
    %g4_d1_3 = tensor.dim %v3, %g4_c1_3 : tensor<?x1x?x?xi32>
    %g4_empty1 = tensor.empty(%g4_d1_0, %g4_d1_1, %g4_d1_3) : tensor<?x?x1x?xi8>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x1x?x?xi32>) outs(%g4_empty0, %g4_empty1 : tensor<?x?x1x?xi32>, tensor<?x?x1x?xi8>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32, %g4_out1: i8):
      %g4_0 = arith.constant 4 : i32
      %g4_1 = arith.ori %g4_0, %g4_in0 : i32
      %g4_2 = arith.trunci %g4_in0 : i32 to i8
      %g4_3 = arith.trunci %g4_in0 : i32 to i8
      %g4_4 = arith.maxui %g4_2, %g4_3 : i8
      %g4_5 = arith.trunci %g4_in0 : i32 to i8
      %g4_6 = arith.trunci %g4_in0 : i32 to i8
      %g4_7 = arith.xori %g4_5, %g4_6 : i8
      %g4_8 = arith.constant 0 : i8
      %g4_9 = arith.constant 1 : i8
      %g4_10 = arith.cmpi eq, %g4_7, %g4_8 : i8
      %g4_11 = arith.constant -1 : i8
      %g4_12 = arith.cmpi eq, %g4_7, %g4_11 : i8
      %g4_13 = arith.ori %g4_10, %g4_12 : i1
      %g4_14 = arith.select %g4_13, %g4_9, %g4_7 : i8
      %g4_15 = arith.remsi %g4_4, %g4_14 : i8
      linalg.yield %g4_1, %g4_15 : i32, i8
    } -> (tensor<?x?x1x?xi32>, tensor<?x?x1x?xi8>)
    return %v0#0, %v4#0, %v4#1 : tensor<2x4x2xi32>, tensor<?x?x1x?xi32>, tensor<?x?x1x?xi8>
  }
}
