// Corpus case 'tile-fuse-producer': `fusefuzz generate --seed 1` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducer=
module attributes {fusefuzz.seed = 1 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5xf16>, %arg1: tensor<?xf16> {fusefuzz.shape = array<i64: 5>}, %arg2: tensor<5x1x?xf32> {fusefuzz.shape = array<i64: 5, 1, 3>}, %arg3: tensor<3x5x2x1xf32>, %arg4: tensor<?x1x?x2xf32> {fusefuzz.shape = array<i64: 5, 1, 3, 2>}) -> (tensor<?x5x1x5xf16>, tensor<?x1x?x2xf32>) {
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf16>) outs(%arg1 : tensor<?xf16>) {
    ^bb0(%g0_in0: f16, %g0_out0: f16):
      %g0_0 = math.sqrt %g0_out0 : f16
      %g0_1 = arith.negf %g0_0 : f16
      linalg.yield %g0_1 : f16
    } -> tensor<?xf16>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x5x1x5xf16>
    %v1 = linalg.broadcast ins(%v0 : tensor<?xf16>) outs(%g1_empty0 : tensor<?x5x1x5xf16>) dimensions = [1, 2, 3]
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %arg3 : tensor<5x1x?xf32>, tensor<3x5x2x1xf32>) outs(%arg4 : tensor<?x1x?x2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = math.absf %g2_in0 : f32
      linalg.yield %g2_0 : f32
    } -> tensor<?x1x?x2xf32>
    return %v1, %v2 : tensor<?x5x1x5xf16>, tensor<?x1x?x2xf32>
  }
}
