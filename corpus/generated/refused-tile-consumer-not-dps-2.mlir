// Corpus case 'refused-tile-consumer-not-dps': `fusefuzz generate --seed 10` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}tile:upstream-declined: consumer op is not DPS operation=
module attributes {fusefuzz.seed = 10 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<?x3x4xf32> {fusefuzz.shape = array<i64: 3, 3, 4>}, %arg2: tensor<3x?x4xf32> {fusefuzz.shape = array<i64: 3, 3, 4>}, %arg3: tensor<5xi1>, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<8xi1>, %arg6: tensor<8xi1>) -> (tensor<?x?x4xf32>, tensor<8xi1>, tensor<?xf32>) {
    %cst0 = arith.constant dense<[1, 0, 0, 1, 0, 0, 1, 0]> : tensor<8xi1>
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x3x4xf32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<3x?x4xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?x4xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3xf32>, tensor<?x3x4xf32>, tensor<3x?x4xf32>) outs(%g0_fill0 : tensor<?x?x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = math.floor %g0_in1 : f32
      linalg.yield %g0_0 : f32
    } -> tensor<?x?x4xf32>
    %p1_padval = arith.constant 0 : i1
    %v1 = tensor.pad %arg3 low[%arg4] high[1] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i1
    } : tensor<5xi1> to tensor<?xi1>
    %p2_padval = arith.constant 1 : i1
    %v2 = tensor.pad %v1 low[1] high[0] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i1
    } : tensor<?xi1> to tensor<?xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2 : tensor<?xi1>) outs(%g3_empty0 : tensor<?xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1):
      %g3_0 = arith.extui %g3_in0 : i1 to i32
      %g3_1 = arith.extui %g3_in0 : i1 to i32
      %g3_2 = arith.cmpi sle, %g3_0, %g3_1 : i32
      linalg.yield %g3_2 : i1
    } -> tensor<?xi1>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %v3, %g4_c1_0 : tensor<?xi1>
    %g4_empty1 = tensor.empty(%g4_d1_0) : tensor<?xf32>
    %g4_fillval1 = arith.constant 2.000000e+00 : f32
    %g4_fill1 = linalg.fill ins(%g4_fillval1 : f32) outs(%g4_empty1 : tensor<?xf32>) -> tensor<?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg5, %cst0 : tensor<?xi1>, tensor<8xi1>, tensor<8xi1>) outs(%arg6, %g4_fill1 : tensor<8xi1>, tensor<?xf32>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_in2: i1, %g4_out0: i1, %g4_out1: f32):
      %g4_0 = arith.ori %g4_in1, %g4_in0 : i1
      %g4_1 = arith.constant 0 : i1
      %g4_2 = arith.ori %g4_0, %g4_1 : i1
      %g4_3 = arith.constant -0.000000e+00 : f32
      %g4_4 = math.absf %g4_3 : f32
      linalg.yield %g4_2, %g4_4 : i1, f32
    } -> (tensor<8xi1>, tensor<?xf32>)
    return %v0, %v4#0, %v4#1 : tensor<?x?x4xf32>, tensor<8xi1>, tensor<?xf32>
  }
}
