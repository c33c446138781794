// Corpus case 'tile-fuse-producer-reduction-tiled': `fusefuzz generate --seed 96` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducerReductionTiled=
module attributes {fusefuzz.seed = 96 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<4x3x5x4xi32>, %arg1: tensor<?x5x4x?xi32> {fusefuzz.shape = array<i64: 3, 5, 4, 4>}, %arg2: tensor<3xi32>, %arg3: tensor<4x4x5x3xi32>, %arg4: tensor<4x3xi32>, %arg5: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg6: tensor<1x5xi32>, %arg7: tensor<4x?x5x3xi32> {fusefuzz.shape = array<i64: 4, 4, 5, 3>}, %arg8: i32, %arg9: tensor<4x5x4x?xi32> {fusefuzz.shape = array<i64: 4, 5, 4, 3>}) -> (tensor<4x3xi32>, tensor<2x5xi32>, tensor<4x5x4x?xi32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x3x5x4xi32>, tensor<?x5x4x?xi32>) outs(%arg3 : tensor<4x4x5x3xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = linalg.index 3 : index
      %g0_1 = arith.constant 3 : index
      %g0_2 = arith.remui %g0_0, %g0_1 : index
      %g0_3 = tensor.extract %arg2[%g0_2] : tensor<3xi32>
      %g0_4 = arith.minsi %g0_in1, %g0_3 : i32
      linalg.yield %g0_4 : i32
    } -> tensor<4x4x5x3xi32>
    %v1 = linalg.reduce ins(%v0 : tensor<4x4x5x3xi32>) outs(%arg4 : tensor<4x3xi32>) dimensions = [1, 2]
      (%g1_in0: i32, %g1_out0: i32) {
        %g1_0 = arith.muli %g1_out0, %g1_in0 : i32
        linalg.yield %g1_0 : i32
      }
    %g2_empty0 = tensor.empty() : tensor<2x5xi32>
    %g2_fillval0 = arith.constant 3 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<2x5xi32>) -> tensor<2x5xi32>
    %v2 = linalg.matmul ins(%arg5, %arg6 : tensor<2x?xi32>, tensor<1x5xi32>) outs(%g2_fill0 : tensor<2x5xi32>) -> tensor<2x5xi32>
    %g3_empty0 = tensor.empty() : tensor<4x4x5x3xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<4x4x5x3xi32>) outs(%g3_empty0 : tensor<4x4x5x3xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.ori %g3_in0, %g3_in0 : i32
      %g3_1 = arith.constant 0 : i32
      %g3_2 = arith.constant 0 : i32
      %g3_3 = arith.constant 1 : i32
      %g3_4 = arith.cmpi eq, %g3_1, %g3_2 : i32
      %g3_5 = arith.select %g3_4, %g3_3, %g3_1 : i32
      %g3_6 = arith.divui %g3_in0, %g3_5 : i32
      %g3_7 = arith.subi %g3_0, %g3_6 : i32
      %g3_8 = linalg.index 0 : index
      %g3_9 = arith.index_cast %g3_8 : index to i32
      %g3_10 = arith.addi %g3_9, %g3_in0 : i32
      %g3_11 = arith.minsi %g3_10, %g3_in0 : i32
      %g3_12 = arith.ori %g3_7, %g3_11 : i32
      linalg.yield %g3_12 : i32
    } -> tensor<4x4x5x3xi32>
    %g4_empty0 = tensor.empty() : tensor<4x5x4x3xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<4x4x5x3xi32>) outs(%g4_empty0 : tensor<4x5x4x3xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.addi %g4_in0, %g4_in0 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<4x5x4x3xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg7, %v4 : tensor<4x5x4x3xi32>, tensor<4x?x5x3xi32>, tensor<4x5x4x3xi32>) outs(%arg9 : tensor<4x5x4x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: i32, %g5_in2: i32, %g5_out0: i32):
      %g5_0 = arith.muli %g5_in0, %g5_in2 : i32
      linalg.yield %g5_0 : i32
    } -> tensor<4x5x4x?xi32>
    return %v1, %v2, %v5 : tensor<4x3xi32>, tensor<2x5xi32>, tensor<4x5x4x?xi32>
  }
}
