// A closed false alarm of the end-to-end proof (10-minute decide campaign
// of seed 20261127, case seed 17949541050355743607, reduced by hand): a
// tiled tensor.pad feeding a reduction out * (select(ord(in, out), in,
// in2) + out) over three static iterations, written out on both sides.
// Refolding rebuilt the terms in at most 8 rounds, one level of a chain of
// commutative ops per round; the first iteration's `x * 1.0` (the fill's
// 1.0 as accumulator) lay deeper on the unfused side and stayed, while the
// fused side dropped it, so uninterpreted mulf made the sides differ.
// Refolding now rebuilds each op bottom-up, from operands already refolded.
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x704eae7228c8393f", fusefuzz.seed = -497203023353808009 : i64} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}, %arg1: f32, %arg2: tensor<?x1x3xf32> {fusefuzz.shape = array<i64: 3, 1, 3>}) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, %dim] : tensor<?xf32> into tensor<1x?xf32>
    %padded = tensor.pad %expanded low[2, 0] high[0, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<1x?xf32> to tensor<3x?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg2, %c0_0 : tensor<?x1x3xf32>
    %0 = tensor.empty(%dim_1) : tensor<?xf32>
    %cst = arith.constant 1.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "reduction"]} ins(%padded, %arg2 : tensor<3x?xf32>, tensor<?x1x3xf32>) outs(%1 : tensor<?xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %3 = arith.cmpf ord, %in, %out : f32
      %4 = arith.select %3, %in, %in_2 : f32
      %7 = arith.addf %4, %out : f32
      %8 = arith.mulf %out, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<?xf32>
    return %2 : tensor<?xf32>
  }
}
