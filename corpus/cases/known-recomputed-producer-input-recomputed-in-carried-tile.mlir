// The known recomputed-producer bug (corpus/known/tile-fuse-yields-
// recomputed-producer.mlir) through a yielded producer whose input is
// itself a producer recomputed into a carried tile: tile-and-fuse with
// yield replacements tiles %v3 along d2, which %v2 lacks; %v2 reads its
// outs, a tile of the loop's carried value that stays put along d2, so
// each d2 iteration applies it again to what the last one left (7 for 6).
// Its input %v0 is recomputed in every iteration into another carried
// tile it overwrites whole without reading: that does not move either.
// Found by the 10-minute default campaign `fusefuzz run --seconds 600
// --seed 20261129` (case seed 3679542007305841407) as a NEW
// `mismatch:TileAndFuseProducer+TileAndFuseProducerYielded` with no fact:
// the fact reader took the recomputed input for one that moves.
// EXPECT: mismatch
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: mismatch (3 fusions), expected mismatch: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: mismatch:TileAndFuseProducer+TileAndFuseProducerYielded:recomputed-producer-reaccumulates (known: tile-fuse-yields-recomputed-producer.mlir)
module attributes {fusefuzz.strategy = "all", fusefuzz.seed = 3679542007305841407 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x4x4xi32>, %arg1: tensor<1x?x5x4xi1> {fusefuzz.shape = array<i64: 1, 4, 5, 4>}, %arg2: tensor<4x4xi32>, %arg3: tensor<4x4xi32>, %arg4: tensor<?x4xi32> {fusefuzz.shape = array<i64: 4, 4>}, %arg5: tensor<4x?x?xi32> {fusefuzz.shape = array<i64: 4, 4, 2>}, %arg6: tensor<4x4x2xi32>) -> (tensor<?x1x4x5xi1>, tensor<4x4x2xi32>) {
    %g0_empty0 = tensor.empty() : tensor<4x1x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x4xi32>) outs(%g0_empty0 : tensor<4x1x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = linalg.index 1 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.constant 32 : i32
      %g0_3 = arith.remui %g0_in0, %g0_2 : i32
      %g0_4 = arith.shli %g0_1, %g0_3 : i32
      %g0_5 = arith.minsi %g0_in0, %g0_in0 : i32
      %g0_6 = arith.ori %g0_4, %g0_5 : i32
      linalg.yield %g0_6 : i32
    } -> tensor<4x1x4xi32>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<1x?x5x4xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x1x4x5xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<4x1x4xi32>, tensor<1x?x5x4xi1>) outs(%g1_empty0 : tensor<?x1x4x5xi1>) {
    ^bb0(%g1_in0: i32, %g1_in1: i1, %g1_out0: i1):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.cmpi ne, %g1_in0, %g1_0 : i32
      %g1_2 = arith.xori %g1_1, %g1_in1 : i1
      %g1_3 = arith.andi %g1_in1, %g1_2 : i1
      linalg.yield %g1_3 : i1
    } -> tensor<?x1x4x5xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<4x1x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>) outs(%arg4 : tensor<?x4xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.addi %g2_in1, %g2_out0 : i32
      %g2_1 = arith.ori %g2_out0, %g2_in0 : i32
      %g2_2 = arith.constant 0 : i32
      %g2_3 = arith.constant 1 : i32
      %g2_4 = arith.cmpi eq, %g2_1, %g2_2 : i32
      %g2_5 = arith.constant -1 : i32
      %g2_6 = arith.cmpi eq, %g2_1, %g2_5 : i32
      %g2_7 = arith.ori %g2_4, %g2_6 : i1
      %g2_8 = arith.select %g2_7, %g2_3, %g2_1 : i32
      %g2_9 = arith.remsi %g2_0, %g2_8 : i32
      %g2_10 = arith.cmpi ult, %g2_9, %g2_out0 : i32
      %g2_11 = arith.constant 6 : i32
      %g2_12 = arith.constant -1 : i32
      %g2_13 = arith.subi %g2_11, %g2_12 : i32
      %g2_14 = arith.constant 4 : i32
      %g2_15 = arith.maxsi %g2_13, %g2_14 : i32
      %g2_16 = arith.constant 6 : i32
      %g2_17 = arith.maxsi %g2_in1, %g2_16 : i32
      %g2_18 = arith.maxui %g2_in2, %g2_17 : i32
      %g2_19 = arith.select %g2_10, %g2_15, %g2_18 : i32
      linalg.yield %g2_19 : i32
    } -> tensor<?x4xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg5 : tensor<?x4xi32>, tensor<4x?x?xi32>) outs(%arg6 : tensor<4x4x2xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.maxsi %g3_in0, %g3_out0 : i32
      %g3_1 = arith.constant 0 : i32
      %g3_2 = arith.cmpi slt, %g3_0, %g3_1 : i32
      %g3_3 = arith.select %g3_2, %g3_in0, %g3_in0 : i32
      linalg.yield %g3_3 : i32
    } -> tensor<4x4x2xi32>
    return %v1, %v3 : tensor<?x1x4x5xi1>, tensor<4x4x2xi32>
  }
}
