// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 226` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 226 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1xi8>, %arg1: tensor<?x5x1x4xi8> {fusefuzz.shape = array<i64: 4, 5, 1, 4>}, %arg2: tensor<4x5x1x4xf16>, %arg3: tensor<4x5xf16>, %arg4: tensor<?x1x4x4xf32> {fusefuzz.shape = array<i64: 5, 1, 4, 4>}) -> (tensor<5x4x1x5xi8>, tensor<?x5x1x4xf16>, tensor<1x?x4x5xf16>) {
    %g0_empty0 = tensor.empty() : tensor<4x1x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<1xi8>, tensor<1xi8>) outs(%g0_empty0 : tensor<4x1x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.constant 2 : i8
      %g0_1 = arith.constant 0 : i8
      %g0_2 = arith.constant 1 : i8
      %g0_3 = arith.cmpi eq, %g0_in1, %g0_1 : i8
      %g0_4 = arith.constant -1 : i8
      %g0_5 = arith.cmpi eq, %g0_in1, %g0_4 : i8
      %g0_6 = arith.ori %g0_3, %g0_5 : i1
      %g0_7 = arith.select %g0_6, %g0_2, %g0_in1 : i8
      %g0_8 = arith.remsi %g0_0, %g0_7 : i8
      linalg.yield %g0_8 : i8
    } -> tensor<4x1x5xi8>
    %g1_empty0 = tensor.empty() : tensor<4x1x5xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<4x1x5xi8>) outs(%g1_empty0 : tensor<4x1x5xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = arith.minsi %g1_in0, %g1_in0 : i8
      linalg.yield %g1_0 : i8
    } -> tensor<4x1x5xi8>
    %g2_empty0 = tensor.empty() : tensor<5x4x1x5xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<4x1x5xi8>) outs(%g2_empty0 : tensor<5x4x1x5xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.maxsi %g2_in0, %g2_in0 : i8
      %g2_1 = arith.addi %g2_in0, %g2_in0 : i8
      %g2_2 = arith.andi %g2_0, %g2_1 : i8
      linalg.yield %g2_2 : i8
    } -> tensor<5x4x1x5xi8>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg1, %g3_c0_0 : tensor<?x5x1x4xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x5x1x4xf16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %arg2 : tensor<?x5x1x4xi8>, tensor<4x5x1x4xf16>) outs(%g3_empty0 : tensor<?x5x1x4xf16>) {
    ^bb0(%g3_in0: i8, %g3_in1: f16, %g3_out0: f16):
      %g3_0 = arith.constant 1.000000e+00 : f16
      %g3_1 = arith.sitofp %g3_in0 : i8 to f16
      %g3_2 = arith.divf %g3_0, %g3_1 : f16
      linalg.yield %g3_2 : f16
    } -> tensor<?x5x1x4xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg3, %arg4 : tensor<?x5x1x4xf16>, tensor<4x5xf16>, tensor<?x1x4x4xf32>) outs(%v3 : tensor<?x5x1x4xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f16, %g4_in2: f32, %g4_out0: f16):
      %g4_0 = arith.constant -3.000000e+00 : f16
      %g4_1 = arith.cmpf oge, %g4_out0, %g4_0 : f16
      %g4_2 = arith.select %g4_1, %g4_out0, %g4_in1 : f16
      %g4_3 = math.absf %g4_2 : f16
      linalg.yield %g4_3 : f16
    } -> tensor<?x5x1x4xf16>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x5x1x4xf16>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<1x?x4x5xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x5x1x4xf16>) outs(%g5_empty0 : tensor<1x?x4x5xf16>) {
    ^bb0(%g5_in0: f16, %g5_out0: f16):
      %g5_0 = arith.constant -3.000000e+00 : f16
      %g5_1 = math.floor %g5_0 : f16
      %g5_2 = arith.cmpf une, %g5_in0, %g5_1 : f16
      %g5_3 = math.absf %g5_in0 : f16
      %g5_4 = arith.mulf %g5_in0, %g5_in0 : f16
      %g5_5 = arith.select %g5_2, %g5_3, %g5_4 : f16
      linalg.yield %g5_5 : f16
    } -> tensor<1x?x4x5xf16>
    return %v2, %v4, %v5 : tensor<5x4x1x5xi8>, tensor<?x5x1x4xf16>, tensor<1x?x4x5xf16>
  }
}
