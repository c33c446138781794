// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 14` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 14 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x?xi1> {fusefuzz.shape = array<i64: 5, 4>}, %arg1: tensor<?x4x5x4xi1> {fusefuzz.shape = array<i64: 4, 4, 5, 4>}, %arg2: tensor<?x5xi1> {fusefuzz.shape = array<i64: 4, 5>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: tensor<2x8x1x6xf32>, %arg5: tensor<2x?x5x4xi1> {fusefuzz.shape = array<i64: 2, 1, 5, 4>}) -> (tensor<?x?xi1>, tensor<?x1xf32>, tensor<5x2x?x4xi1>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<5x?xi1>, tensor<?x4x5x4xi1>) outs(%arg2 : tensor<?x5xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_out0: i1):
      %g0_0 = arith.andi %g0_in1, %g0_out0 : i1
      %g0_1 = arith.xori %g0_out0, %g0_0 : i1
      linalg.yield %g0_1 : i1
    } -> tensor<?x5xi1>
    %p1_padval = arith.constant 1 : i1
    %v1 = tensor.pad %v0 low[2, %arg3] high[2, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i1
    } : tensor<?x5xi1> to tensor<?x?xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi1>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %v1, %v1 : tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?xi1>) outs(%g2_empty0 : tensor<?x?xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_in2: i1, %g2_out0: i1):
      %g2_0 = arith.ori %g2_in2, %g2_in0 : i1
      linalg.yield %g2_0 : i1
    } -> tensor<?x?xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xf32>
    %g3_fillval0 = arith.constant 2.000000e+00 : f32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f32) outs(%g3_empty0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<?x?xi1>) outs(%g3_fill0 : tensor<?x?xf32>) {
    ^bb0(%g3_in0: i1, %g3_out0: f32):
      %g3_0 = arith.uitofp %g3_in0 : i1 to f32
      %g3_1 = arith.cmpf une, %g3_out0, %g3_0 : f32
      %g3_2 = arith.constant -3.000000e+00 : f32
      %g3_3 = arith.uitofp %g3_in0 : i1 to f32
      %g3_4 = arith.select %g3_1, %g3_2, %g3_3 : f32
      %g3_5 = arith.negf %g3_4 : f32
      linalg.yield %g3_5 : f32
    } -> tensor<?x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x1xf32>
    %g4_fillval0 = arith.constant 2.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v3, %arg4 : tensor<?x?xf32>, tensor<2x8x1x6xf32>) outs(%g4_fill0 : tensor<?x1xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.constant 7.000000e+00 : f32
      %g4_1 = arith.mulf %g4_in1, %g4_0 : f32
      %g4_2 = linalg.index 1 : index
      %g4_3 = arith.index_cast %g4_2 : index to i32
      %g4_4 = arith.sitofp %g4_3 : i32 to f32
      %g4_5 = arith.divf %g4_4, %g4_out0 : f32
      %g4_6 = arith.maximumf %g4_1, %g4_5 : f32
      %g4_7 = math.sqrt %g4_6 : f32
      %g4_8 = arith.minimumf %g4_out0, %g4_7 : f32
      linalg.yield %g4_8 : f32
    } -> tensor<?x1xf32>
    %g5_c0_2 = arith.constant 1 : index
    %g5_d0_2 = tensor.dim %arg5, %g5_c0_2 : tensor<2x?x5x4xi1>
    %g5_empty0 = tensor.empty(%g5_d0_2) : tensor<5x2x?x4xi1>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<2x?x5x4xi1>) outs(%g5_empty0 : tensor<5x2x?x4xi1>) {
    ^bb0(%g5_in0: i1, %g5_out0: i1):
      %g5_0 = arith.uitofp %g5_in0 : i1 to f32
      %g5_1 = arith.uitofp %g5_in0 : i1 to f32
      %g5_2 = arith.cmpf olt, %g5_0, %g5_1 : f32
      linalg.yield %g5_2 : i1
    } -> tensor<5x2x?x4xi1>
    return %v1, %v4, %v5 : tensor<?x?xi1>, tensor<?x1xf32>, tensor<5x2x?x4xi1>
  }
}
