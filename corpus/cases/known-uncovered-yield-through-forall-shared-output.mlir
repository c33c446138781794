// The known yielded-uncovered-producer bug (corpus/known/tile-fuse-yields-
// uncovered-producer.mlir) through an scf.forall: the transform family's
// fuse_into_containing_op yields a two-result producer through a shared
// output, but the consumer conv (output height dim(arg3,1)) reads only part
// of the producer's height (dim(arg1,0)), so the yielded result keeps rows
// no iteration wrote. Found by the 10-minute default campaign `fusefuzz run
// --seconds 600 --seed 20261129` (case seed 5686680967223181572, as a NEW
// `proof-failure:TransformFuseIntoForallYielded:unwritten`): the
// uncovered-yield fact did not follow a forall's shared output to its
// result. Execution at the counterexample's sizes reads the unwritten rows.
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure (1 fusions), expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:TransformFuseIntoForallYielded:unwritten/yielded-tiles-not-cover (known: tile-fuse-yields-uncovered-producer.mlir)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d0, d3, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 5686680967223181572 : i64} {
  func.func @case(%arg0: tensor<2x?x4x5xf32> {fusefuzz.shape = array<i64: 2, 5, 4, 5>}, %arg1: tensor<?x5x?x?xf32> {fusefuzz.shape = array<i64: 4, 5, 2, 5>}, %arg2: tensor<1x1x5x2xf32>, %arg3: tensor<5x?x2x?xf32> {fusefuzz.shape = array<i64: 5, 4, 2, 2>}) -> (tensor<?x?x?x5xf32>, tensor<5x?x2x?xf32>) {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<2x?x4x5xf32>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x5x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_1 = tensor.dim %arg1, %c2 : tensor<?x5x?x?xf32>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?x5xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %arg0, %c1_2 : tensor<2x?x4x5xf32>
    %c2_4 = arith.constant 2 : index
    %dim_5 = tensor.dim %arg1, %c2_4 : tensor<?x5x?x?xf32>
    %c0_6 = arith.constant 0 : index
    %dim_7 = tensor.dim %arg1, %c0_6 : tensor<?x5x?x?xf32>
    %1 = tensor.empty(%dim_3, %dim_5, %dim_7) : tensor<?x?x5x?xf32>
    %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x?x4x5xf32>, tensor<?x5x?x?xf32>) outs(%0, %1 : tensor<?x?x?x5xf32>, tensor<?x?x5x?xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32, %out_9: f32):
      linalg.yield %in, %in : f32, f32
    } -> (tensor<?x?x?x5xf32>, tensor<?x?x5x?xf32>)
    %3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%2#0, %arg2 : tensor<?x?x?x5xf32>, tensor<1x1x5x2xf32>) outs(%arg3 : tensor<5x?x2x?xf32>) -> tensor<5x?x2x?xf32>
    return %2#0, %3 : tensor<?x?x?x5xf32>, tensor<5x?x2x?xf32>
  }
}
