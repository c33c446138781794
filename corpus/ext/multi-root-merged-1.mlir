// Corpus case 'multi-root-merged': `fusefuzz generate --seed 34 --strategy multi-root` under strategy multi-root.
// EXPECT: pass
// STRATEGY: multi-root
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}MultiRootMergedProducer=
module attributes {fusefuzz.seed = 34 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<?x2xi8> {fusefuzz.shape = array<i64: 3, 2>}, %arg1: tensor<?x2xi8> {fusefuzz.shape = array<i64: 3, 2>}, %arg2: tensor<2x1x?x3xi8> {fusefuzz.shape = array<i64: 2, 1, 5, 3>}, %arg3: tensor<5x2x1x3xf16>, %arg4: f16) -> (tensor<?x2x1x?xf16>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x2xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x2xi8>
    %v0 = linalg.map ins(%arg0, %arg1 : tensor<?x2xi8>, tensor<?x2xi8>) outs(%g0_empty0 : tensor<?x2xi8>)
      (%g0_in0: i8, %g0_in1: i8, %g0_out0: i8) {
        %g0_0 = arith.constant -3 : i8
        %g0_1 = arith.constant 8 : i8
        %g0_2 = arith.remui %g0_0, %g0_1 : i8
        %g0_3 = arith.shli %g0_in0, %g0_2 : i8
        linalg.yield %g0_3 : i8
      }
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x2xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x2xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %v0 : tensor<?x2xi8>, tensor<?x2xi8>) outs(%g1_empty0 : tensor<?x2xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_out0: i8):
      %g1_0 = arith.subi %g1_in0, %g1_in1 : i8
      %g1_1 = arith.constant 0 : i8
      %g1_2 = arith.constant 1 : i8
      %g1_3 = arith.cmpi eq, %g1_in0, %g1_1 : i8
      %g1_4 = arith.constant -1 : i8
      %g1_5 = arith.cmpi eq, %g1_in0, %g1_4 : i8
      %g1_6 = arith.ori %g1_3, %g1_5 : i1
      %g1_7 = arith.select %g1_6, %g1_2, %g1_in0 : i8
      %g1_8 = arith.remsi %g1_0, %g1_7 : i8
      %g1_9 = arith.maxui %g1_in1, %g1_in1 : i8
      %g1_10 = arith.constant 4 : i8
      %g1_11 = arith.maxsi %g1_10, %g1_in0 : i8
      %g1_12 = arith.minsi %g1_9, %g1_11 : i8
      %g1_13 = arith.maxsi %g1_8, %g1_12 : i8
      linalg.yield %g1_13 : i8
    } -> tensor<?x2xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x2xi8>
    %g2_c0_2 = arith.constant 2 : index
    %g2_d0_2 = tensor.dim %arg2, %g2_c0_2 : tensor<2x1x?x3xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_2) : tensor<?x2x?x1xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg2 : tensor<?x2xi8>, tensor<2x1x?x3xi8>) outs(%g2_empty0 : tensor<?x2x?x1xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i8):
      %g2_0 = arith.ori %g2_in0, %g2_in1 : i8
      linalg.yield %g2_0 : i8
    } -> tensor<?x2x?x1xi8>
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x2x?x1xi8>
    %g3_c0_3 = arith.constant 0 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x2x?x1xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_3) : tensor<?x2x1x?xi8>
    %v3 = linalg.transpose ins(%v2 : tensor<?x2x?x1xi8>) outs(%g3_empty0 : tensor<?x2x1x?xi8>) permutation = [2, 1, 3, 0]
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x2x1x?xi8>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x2x1x?xi8>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_3) : tensor<?x2x1x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg3 : tensor<?x2x1x?xi8>, tensor<5x2x1x3xf16>) outs(%g4_empty0 : tensor<?x2x1x?xf16>) {
    ^bb0(%g4_in0: i8, %g4_in1: f16, %g4_out0: f16):
      %g4_0 = arith.divf %arg4, %arg4 : f16
      linalg.yield %g4_0 : f16
    } -> tensor<?x2x1x?xf16>
    return %v4 : tensor<?x2x1x?xf16>
  }
}
