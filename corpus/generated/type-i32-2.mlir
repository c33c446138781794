// Corpus case 'type-i32': `fusefuzz generate --seed 32` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 32 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg1: tensor<4x3x4x?xi1> {fusefuzz.shape = array<i64: 4, 3, 4, 2>}, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<4x2x2x3xf32>, %arg6: tensor<?x3x?x?xf32> {fusefuzz.shape = array<i64: 2, 3, 4, 2>}, %arg7: tensor<2x3x?x?xf32> {fusefuzz.shape = array<i64: 2, 3, 4, 2>}) -> (tensor<?xf32>, tensor<?x3x?x?xi1>, tensor<?x3x?x?xf32>, tensor<2x3x?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<?xi32>
    %g0_empty1 = tensor.empty(%g0_d1_0) : tensor<?xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xi32>) outs(%g0_empty0, %g0_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g0_in0: i32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.sitofp %g0_in0 : i32 to f32
      %g0_1 = math.absf %g0_0 : f32
      %g0_2 = arith.sitofp %g0_in0 : i32 to f32
      %g0_3 = arith.sitofp %g0_in0 : i32 to f32
      %g0_4 = arith.cmpf oeq, %g0_2, %g0_3 : f32
      %g0_5 = arith.constant 1.000000e+00 : f32
      %g0_6 = arith.constant 1.000000e+00 : f32
      %g0_7 = arith.select %g0_4, %g0_5, %g0_6 : f32
      %g0_8 = math.floor %g0_7 : f32
      %g0_9 = math.sqrt %g0_8 : f32
      linalg.yield %g0_1, %g0_9 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0#1, %v0#1, %v0#0 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%g1_empty0 : tensor<?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = arith.maximumf %g1_in1, %g1_in1 : f32
      %g1_1 = arith.constant 5.000000e-01 : f32
      %g1_2 = arith.divf %g1_0, %g1_1 : f32
      %g1_3 = arith.constant -1.500000e+00 : f32
      %g1_4 = arith.divf %g1_2, %g1_3 : f32
      linalg.yield %g1_4 : f32
    } -> tensor<?xf32>
    %p2_padval = arith.constant 1 : i1
    %v2 = tensor.pad %arg1 low[%arg2, 0, 1, %arg4] high[2, 0, %arg3, 2] {
    ^bb0(%p2_i0: index, %p2_i1: index, %p2_i2: index, %p2_i3: index):
      tensor.yield %p2_padval : i1
    } : tensor<4x3x4x?xi1> to tensor<?x3x?x?xi1>
    %g3_c0_2 = arith.constant 0 : index
    %g3_d0_2 = tensor.dim %v0#1, %g3_c0_2 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<2x3x?x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0#1 : tensor<?xf32>) outs(%g3_empty0 : tensor<2x3x?x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.mulf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<2x3x?x2xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<2x3x?x2xf32>
    %g4_empty0 = tensor.empty(%g4_d0_2) : tensor<2x3x?x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg5, %v3 : tensor<2x3x?x2xf32>, tensor<4x2x2x3xf32>, tensor<2x3x?x2xf32>) outs(%g4_empty0 : tensor<2x3x?x2xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.constant 5.000000e-01 : f32
      %g4_1 = arith.minimumf %g4_in2, %g4_0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<2x3x?x2xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4 : tensor<2x3x?x2xf32>) outs(%arg6, %arg7 : tensor<?x3x?x?xf32>, tensor<2x3x?x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.constant 5.000000e-01 : f32
      %g5_1 = arith.addf %g5_0, %g5_out0 : f32
      %g5_2 = arith.maximumf %g5_out1, %g5_out0 : f32
      linalg.yield %g5_1, %g5_2 : f32, f32
    } -> (tensor<?x3x?x?xf32>, tensor<2x3x?x?xf32>)
    return %v1, %v2, %v5#0, %v5#1 : tensor<?xf32>, tensor<?x3x?x?xi1>, tensor<?x3x?x?xf32>, tensor<2x3x?x?xf32>
  }
}
