// Corpus case 'tile-fuse-consumer-reduction-tiled': `fusefuzz generate --seed 205` under strategy tile-fuse-consumers.
// EXPECT: pass
// STRATEGY: tile-fuse-consumers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseConsumerReductionTiled=
module attributes {fusefuzz.seed = 205 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2xi32>, %arg1: tensor<?xf16> {fusefuzz.shape = array<i64: 2>}, %arg2: tensor<f16>, %arg3: tensor<f16>) -> (tensor<?xf16>, tensor<f16>, tensor<1x2x2x1xf16>) {
    %g0_empty0 = tensor.empty() : tensor<2xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<2xi32>, tensor<2xi32>) outs(%g0_empty0 : tensor<2xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.cmpi slt, %g0_in1, %g0_in0 : i32
      %g0_1 = arith.constant -3 : i32
      %g0_2 = arith.select %g0_0, %g0_in0, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<2xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?xf16>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1 : tensor<2xi32>, tensor<?xf16>) outs(%g1_empty0 : tensor<?xf16>) {
    ^bb0(%g1_in0: i32, %g1_in1: f16, %g1_out0: f16):
      %g1_0 = arith.sitofp %g1_in0 : i32 to f16
      %g1_1 = arith.cmpf une, %g1_0, %g1_in1 : f16
      %g1_2 = arith.sitofp %g1_in0 : i32 to f16
      %g1_3 = arith.select %g1_1, %g1_2, %g1_in1 : f16
      %g1_4 = arith.sitofp %g1_in0 : i32 to f16
      %g1_5 = arith.minimumf %g1_3, %g1_4 : f16
      linalg.yield %g1_5 : f16
    } -> tensor<?xf16>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xf16>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<?xf16>) outs(%g2_empty0 : tensor<?xf16>) {
    ^bb0(%g2_in0: f16, %g2_out0: f16):
      %g2_0 = math.floor %g2_in0 : f16
      %g2_1 = math.sqrt %g2_0 : f16
      linalg.yield %g2_1 : f16
    } -> tensor<?xf16>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xf16>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf16>
    %g3_c1_0 = arith.constant 0 : index
    %g3_d1_0 = tensor.dim %v2, %g3_c1_0 : tensor<?xf16>
    %g3_empty1 = tensor.empty(%g3_d1_0) : tensor<?xf16>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2 : tensor<?xf16>) outs(%g3_empty0, %g3_empty1 : tensor<?xf16>, tensor<?xf16>) {
    ^bb0(%g3_in0: f16, %g3_out0: f16, %g3_out1: f16):
      %g3_0 = arith.constant 0.000000e+00 : f16
      %g3_1 = arith.maximumf %g3_0, %g3_in0 : f16
      %g3_2 = arith.cmpf ord, %g3_in0, %g3_in0 : f16
      %g3_3 = arith.select %g3_2, %g3_in0, %g3_in0 : f16
      linalg.yield %g3_1, %g3_3 : f16, f16
    } -> (tensor<?xf16>, tensor<?xf16>)
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v3#1, %v3#0, %arg1 : tensor<?xf16>, tensor<?xf16>, tensor<?xf16>) outs(%arg2 : tensor<f16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f16, %g4_in2: f16, %g4_out0: f16):
      %g4_0 = arith.constant 2.000000e+00 : f16
      %g4_1 = arith.maximumf %g4_0, %g4_in1 : f16
      %g4_2 = arith.maximumf %g4_out0, %g4_1 : f16
      linalg.yield %g4_2 : f16
    } -> tensor<f16>
    %g5_empty0 = tensor.empty() : tensor<1x2x2x1xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg3 : tensor<f16>, tensor<f16>) outs(%g5_empty0 : tensor<1x2x2x1xf16>) {
    ^bb0(%g5_in0: f16, %g5_in1: f16, %g5_out0: f16):
      %g5_0 = arith.subf %g5_in0, %g5_in0 : f16
      %g5_1 = math.exp %g5_in1 : f16
      %g5_2 = arith.mulf %g5_0, %g5_1 : f16
      linalg.yield %g5_2 : f16
    } -> tensor<1x2x2x1xf16>
    return %v3#0, %v4, %v5 : tensor<?xf16>, tensor<f16>, tensor<1x2x2x1xf16>
  }
}
