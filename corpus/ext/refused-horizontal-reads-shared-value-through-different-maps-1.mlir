// Corpus case 'refused-horizontal-reads-shared-value-through-different-maps': `fusefuzz generate --seed 39 --strategy horizontal` under strategy horizontal.
// EXPECT: pass
// STRATEGY: horizontal
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseSiblings: reads-shared-value-through-different-maps=
module attributes {fusefuzz.seed = 39 : i64, fusefuzz.policy = "0x098e10579c6ad515"} {
  func.func @case(%arg0: tensor<2x2xi32>, %arg1: tensor<i32>, %arg2: i32, %arg3: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 2>}, %arg4: tensor<2x2xi32>, %arg5: tensor<2xi32>) -> (tensor<2x2xf16>, tensor<2x2xi32>, tensor<2x?xi32>, tensor<2x2xi32>, tensor<2x?xi32>, tensor<2x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<2x2xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x2xi32>) outs(%g0_empty0 : tensor<2x2xf16>) {
    ^bb0(%g0_in0: i32, %g0_out0: f16):
      %g0_0 = arith.sitofp %g0_in0 : i32 to f16
      %g0_1 = math.floor %g0_0 : f16
      linalg.yield %g0_1 : f16
    } -> tensor<2x2xf16>
    %g1_empty0 = tensor.empty() : tensor<2x2xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0, %arg1 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>) outs(%g1_empty0 : tensor<2x2xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.cmpi eq, %g1_in1, %g1_0 : i32
      %g1_3 = arith.select %g1_2, %g1_1, %g1_in1 : i32
      %g1_4 = arith.remui %g1_in0, %g1_3 : i32
      linalg.yield %g1_4 : i32
    } -> tensor<2x2xi32>
    %g2_empty1 = tensor.empty() : tensor<2x2xi32>
    %g2_fillval1 = arith.constant 2 : i32
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : i32) outs(%g2_empty1 : tensor<2x2xi32>) -> tensor<2x2xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x2xi32>) outs(%arg3, %g2_fill1 : tensor<2x?xi32>, tensor<2x2xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32, %g2_out1: i32):
      %g2_0 = arith.cmpi ult, %g2_out1, %g2_out1 : i32
      %g2_1 = arith.constant -3 : i32
      %g2_2 = arith.select %g2_0, %g2_out1, %g2_1 : i32
      %g2_3 = arith.constant 32 : i32
      %g2_4 = arith.remui %g2_out0, %g2_3 : i32
      %g2_5 = arith.shrui %g2_out0, %g2_4 : i32
      %g2_6 = arith.constant 32 : i32
      %g2_7 = arith.remui %g2_5, %g2_6 : i32
      %g2_8 = arith.shrui %g2_2, %g2_7 : i32
      %g2_9 = arith.minsi %g2_in0, %g2_out0 : i32
      linalg.yield %g2_8, %g2_9 : i32, i32
    } -> (tensor<2x?xi32>, tensor<2x2xi32>)
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg3, %g3_c0_1 : tensor<2x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<2x?xi32>
    %g3_c1_1 = arith.constant 1 : index
    %g3_d1_1 = tensor.dim %arg3, %g3_c1_1 : tensor<2x?xi32>
    %g3_empty1 = tensor.empty(%g3_d1_1) : tensor<2x?xi32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4, %arg5 : tensor<2x?xi32>, tensor<2x2xi32>, tensor<2xi32>) outs(%g3_empty0, %g3_empty1 : tensor<2x?xi32>, tensor<2x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: i32, %g3_out0: i32, %g3_out1: i32):
      %g3_0 = arith.constant 4 : i32
      %g3_1 = arith.xori %g3_0, %g3_in2 : i32
      %g3_2 = arith.constant 32 : i32
      %g3_3 = arith.remui %g3_in1, %g3_2 : i32
      %g3_4 = arith.shrui %g3_in0, %g3_3 : i32
      linalg.yield %g3_1, %g3_4 : i32, i32
    } -> (tensor<2x?xi32>, tensor<2x?xi32>)
    return %v0, %v1, %v2#0, %v2#1, %v3#0, %v3#1 : tensor<2x2xf16>, tensor<2x2xi32>, tensor<2x?xi32>, tensor<2x2xi32>, tensor<2x?xi32>, tensor<2x?xi32>
  }
}
