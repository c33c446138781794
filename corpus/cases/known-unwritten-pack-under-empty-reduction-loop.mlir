// The known consumer-into-reduction-tiles hazard (corpus/known/tile-fuse-
// consumer-into-reduction-tiles.mlir) where the loop over the reduction's
// tiles runs no iteration: tile-and-fuse of the linalg.pack consumer into
// the loop over the min-reduction's dim 0 (dynamic, 0 at the
// counterexample) leaves the pack's result, its init a tensor.empty
// carried through that loop, unwritten. Found by `fusefuzz run --strategy
// every --seconds 60 --seed 61` (case seed 16933336050406968257, reduced,
// as a NEW proof-failure: its fact names the carried empty init);
// execution at the counterexample's sizes reads the unwritten result.
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: fused undefined
// SIG: signature: proof-failure:TileAndFuseConsumer+TileAndFuseConsumerReductionTiled:unwritten/yielded-tiles-not-cover (known: tile-fuse-consumer-into-reduction-tiles.mlir)
// SIG: execution at the counterexample's sizes mismatches too
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -1513408023302583359 : i64} {
  func.func @case(%arg0: tensor<?xi8> {fusefuzz.shape = array<i64: 2>}, %arg1: tensor<5xi8>) -> tensor<2x3xi8> {
    %c5_i8 = arith.constant 5 : i8
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xi8>
    %0 = tensor.empty(%dim) : tensor<?x5xi8>
    %dim_0 = tensor.dim %arg0, %c0 : tensor<?xi8>
    %1 = tensor.empty(%dim_0) : tensor<?x5xi8>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?xi8>) outs(%0, %1 : tensor<?x5xi8>, tensor<?x5xi8>) {
    ^bb0(%in: i8, %out: i8, %out_1: i8):
      linalg.yield %in, %in : i8, i8
    } -> (tensor<?x5xi8>, tensor<?x5xi8>)
    %reduced = linalg.reduce { arith.minsi } ins(%2#1 : tensor<?x5xi8>) outs(%arg1 : tensor<5xi8>) dimensions = [0] 
    %3 = tensor.empty() : tensor<2x3xi8>
    %pack = linalg.pack %reduced padding_value(%c5_i8 : i8) inner_dims_pos = [0] inner_tiles = [3] into %3 : tensor<5xi8> -> tensor<2x3xi8>
    return %pack : tensor<2x3xi8>
  }
}
