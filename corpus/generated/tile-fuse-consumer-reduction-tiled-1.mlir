// Corpus case 'tile-fuse-consumer-reduction-tiled': `fusefuzz generate --seed 54` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseConsumerReductionTiled=
module attributes {fusefuzz.seed = 54 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1x2x?xf32> {fusefuzz.shape = array<i64: 1, 2, 2>}, %arg1: tensor<1x?x?xi1> {fusefuzz.shape = array<i64: 1, 2, 2>}, %arg2: tensor<2x2xi32>, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<6x3xi32>, %arg5: tensor<?xi32> {fusefuzz.shape = array<i64: 6>}, %arg6: tensor<6x?xi32> {fusefuzz.shape = array<i64: 6, 3>}, %arg7: tensor<6x?x?xi32> {fusefuzz.shape = array<i64: 6, 4, 6>}, %arg8: tensor<6x?x?x4xi32> {fusefuzz.shape = array<i64: 6, 6, 3, 4>}, %arg9: tensor<3x?xi32> {fusefuzz.shape = array<i64: 3, 4>}) -> (tensor<6x?xi32>, tensor<3x?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x2x?xf32>, tensor<1x?x?xi1>) outs(%arg2 : tensor<2x2xi32>) {
    ^bb0(%g0_in0: f32, %g0_in1: i1, %g0_out0: i32):
      %g0_0 = linalg.index 1 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.extui %g0_in1 : i1 to i32
      %g0_3 = arith.maxui %g0_1, %g0_2 : i32
      %g0_4 = arith.muli %g0_out0, %g0_3 : i32
      linalg.yield %g0_4 : i32
    } -> tensor<2x2xi32>
    %p1_padval = arith.constant 5 : i32
    %v1 = tensor.pad %v0 low[2, %arg3] high[2, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<2x2xi32> to tensor<6x?xi32>
    %g2_empty0 = tensor.empty() : tensor<6x3xi32>
    %g2_fillval0 = arith.constant 0 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<6x3xi32>) -> tensor<6x3xi32>
    %v2 = linalg.matmul ins(%v1, %arg4 : tensor<6x?xi32>, tensor<6x3xi32>) outs(%g2_fill0 : tensor<6x3xi32>) -> tensor<6x3xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg5 : tensor<6x3xi32>, tensor<?xi32>) outs(%arg6 : tensor<6x?xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.constant -3 : i32
      %g3_1 = arith.xori %g3_in1, %g3_0 : i32
      %g3_2 = arith.ori %g3_1, %g3_in1 : i32
      linalg.yield %g3_2 : i32
    } -> tensor<6x?xi32>
    %g4_c0_0 = arith.constant 2 : index
    %g4_d0_0 = tensor.dim %arg7, %g4_c0_0 : tensor<6x?x?xi32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v1, %g4_c0_1 : tensor<6x?xi32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %arg8, %g4_c0_2 : tensor<6x?x?x4xi32>
    %g4_c0_3 = arith.constant 1 : index
    %g4_d0_3 = tensor.dim %arg7, %g4_c0_3 : tensor<6x?x?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_2, %g4_d0_3) : tensor<?x?x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1, %arg7, %arg8 : tensor<6x?xi32>, tensor<6x?x?xi32>, tensor<6x?x?x4xi32>) outs(%g4_empty0 : tensor<?x?x?x?xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.constant 4 : i32
      %g4_1 = arith.constant 32 : i32
      %g4_2 = arith.remui %g4_0, %g4_1 : i32
      %g4_3 = arith.shrsi %g4_in0, %g4_2 : i32
      linalg.yield %g4_3 : i32
    } -> tensor<?x?x?x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%v4 : tensor<?x?x?x?xi32>) outs(%arg9 : tensor<3x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.constant 0 : i32
      %g5_1 = arith.constant 1 : i32
      %g5_2 = arith.cmpi eq, %g5_out0, %g5_0 : i32
      %g5_3 = arith.select %g5_2, %g5_1, %g5_out0 : i32
      %g5_4 = arith.divui %g5_out0, %g5_3 : i32
      %g5_5 = arith.xori %g5_out0, %g5_4 : i32
      linalg.yield %g5_5 : i32
    } -> tensor<3x?xi32>
    return %v3, %v5 : tensor<6x?xi32>, tensor<3x?xi32>
  }
}
