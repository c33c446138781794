// Corpus case 'reads-outs': `fusefuzz generate --seed 35` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 35 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2xi8>, %arg1: tensor<?x5x4xi8> {fusefuzz.shape = array<i64: 1, 5, 4>}, %arg2: tensor<1x5xi8>, %arg3: tensor<?x5x4xi8> {fusefuzz.shape = array<i64: 1, 5, 4>}, %arg4: tensor<1x5x?xi8> {fusefuzz.shape = array<i64: 1, 5, 4>}) -> (tensor<1x5x4xi8>, tensor<?x5x?xi8>) {
    %g0_empty0 = tensor.empty() : tensor<1x5x4xi8>
    %g0_fillval0 = arith.constant -3 : i8
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i8) outs(%g0_empty0 : tensor<1x5x4xi8>) -> tensor<1x5x4xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<2xi8>) outs(%g0_fill0 : tensor<1x5x4xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 5 : i8
      %g0_1 = arith.constant -3 : i8
      %g0_2 = arith.cmpi ult, %g0_out0, %g0_1 : i8
      %g0_3 = arith.select %g0_2, %g0_in0, %g0_out0 : i8
      %g0_4 = arith.ori %g0_0, %g0_3 : i8
      %g0_5 = arith.addi %g0_out0, %g0_4 : i8
      linalg.yield %g0_5 : i8
    } -> tensor<1x5x4xi8>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<?x5x4xi8>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<4x?x5xi8>
    %g1_fillval0 = arith.constant 3 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<4x?x5xi8>) -> tensor<4x?x5xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<1x5x4xi8>, tensor<?x5x4xi8>, tensor<1x5xi8>) outs(%g1_fill0 : tensor<4x?x5xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = arith.constant 0 : i8
      %g1_1 = arith.constant 1 : i8
      %g1_2 = arith.cmpi eq, %g1_in2, %g1_0 : i8
      %g1_3 = arith.constant -1 : i8
      %g1_4 = arith.cmpi eq, %g1_in2, %g1_3 : i8
      %g1_5 = arith.ori %g1_2, %g1_4 : i1
      %g1_6 = arith.select %g1_5, %g1_1, %g1_in2 : i8
      %g1_7 = arith.remsi %g1_in1, %g1_6 : i8
      %g1_8 = arith.andi %g1_in2, %g1_7 : i8
      %g1_9 = arith.ori %g1_in0, %g1_in2 : i8
      %g1_10 = arith.maxsi %g1_in2, %g1_9 : i8
      %g1_11 = arith.cmpi ult, %g1_8, %g1_10 : i8
      %g1_12 = arith.constant -2 : i8
      %g1_13 = arith.cmpi ugt, %g1_12, %g1_in0 : i8
      %g1_14 = arith.constant 2 : i8
      %g1_15 = arith.select %g1_13, %g1_in1, %g1_14 : i8
      %g1_16 = arith.constant 0 : i8
      %g1_17 = arith.constant 1 : i8
      %g1_18 = arith.cmpi eq, %g1_in2, %g1_16 : i8
      %g1_19 = arith.constant -1 : i8
      %g1_20 = arith.cmpi eq, %g1_in2, %g1_19 : i8
      %g1_21 = arith.ori %g1_18, %g1_20 : i1
      %g1_22 = arith.select %g1_21, %g1_17, %g1_in2 : i8
      %g1_23 = arith.remsi %g1_in2, %g1_22 : i8
      %g1_24 = arith.maxui %g1_15, %g1_23 : i8
      %g1_25 = arith.maxui %g1_in1, %g1_in1 : i8
      %g1_26 = arith.constant 8 : i8
      %g1_27 = arith.remui %g1_25, %g1_26 : i8
      %g1_28 = arith.shli %g1_in2, %g1_27 : i8
      %g1_29 = arith.select %g1_11, %g1_24, %g1_28 : i8
      linalg.yield %g1_29 : i8
    } -> tensor<4x?x5xi8>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<4x?x5xi8>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg4, %g2_c0_2 : tensor<1x5x?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x5x?xi8>
    %g2_fillval0 = arith.constant 2 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<?x5x?xi8>) -> tensor<?x5x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg3, %arg4 : tensor<4x?x5xi8>, tensor<?x5x4xi8>, tensor<1x5x?xi8>) outs(%g2_fill0 : tensor<?x5x?xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8):
      %g2_0 = arith.constant 8 : i8
      %g2_1 = arith.remui %g2_in0, %g2_0 : i8
      %g2_2 = arith.shrsi %g2_in2, %g2_1 : i8
      linalg.yield %g2_2 : i8
    } -> tensor<?x5x?xi8>
    return %v0, %v2 : tensor<1x5x4xi8>, tensor<?x5x?xi8>
  }
}
