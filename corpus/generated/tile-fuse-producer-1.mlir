// Corpus case 'tile-fuse-producer': `fusefuzz generate --seed 0` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducer=
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x4x5xf16>, %arg1: tensor<4x3xf16>, %arg2: tensor<?x?x5xf16> {fusefuzz.shape = array<i64: 4, 3, 5>}, %arg3: tensor<?x2xf16> {fusefuzz.shape = array<i64: 4, 2>}, %arg4: tensor<7x4xf16>, %arg5: tensor<1x4xf16>, %arg6: tensor<7xf16>) -> (tensor<7x?xf16>, tensor<7xf16>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg2, %g0_c0_0 : tensor<?x?x5xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5xf16>
    %g0_fillval0 = arith.constant -1.500000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<?x5xf16>) -> tensor<?x5xf16>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x4x5xf16>, tensor<4x3xf16>, tensor<?x?x5xf16>) outs(%g0_fill0 : tensor<?x5xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_in2: f16, %g0_out0: f16):
      %g0_0 = arith.constant 7.000000e+00 : f16
      %g0_1 = arith.cmpf olt, %g0_0, %g0_in1 : f16
      %g0_2 = arith.constant -1.500000e+00 : f16
      %g0_3 = arith.minimumf %g0_in0, %g0_2 : f16
      %g0_4 = arith.maximumf %g0_out0, %g0_out0 : f16
      %g0_5 = arith.select %g0_1, %g0_3, %g0_4 : f16
      %g0_6 = arith.subf %g0_in0, %g0_in2 : f16
      %g0_7 = arith.divf %g0_5, %g0_6 : f16
      %g0_8 = arith.maximumf %g0_out0, %g0_7 : f16
      linalg.yield %g0_8 : f16
    } -> tensor<?x5xf16>
    %v1 = tensor.concat dim(1) %arg3, %v0 : (tensor<?x2xf16>, tensor<?x5xf16>) -> tensor<?x7xf16>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x7xf16>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x7xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %v1 : tensor<?x7xf16>, tensor<?x7xf16>) outs(%g2_empty0 : tensor<?x7xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_out0: f16):
      %g2_0 = math.floor %g2_in1 : f16
      %g2_1 = math.absf %g2_0 : f16
      %g2_2 = arith.constant 0.000000e+00 : f16
      %g2_3 = arith.mulf %g2_1, %g2_2 : f16
      linalg.yield %g2_3 : f16
    } -> tensor<?x7xf16>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x7xf16>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<7x?xf16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<?x7xf16>) outs(%g3_empty0 : tensor<7x?xf16>) {
    ^bb0(%g3_in0: f16, %g3_out0: f16):
      %g3_0 = arith.constant 1.000000e+00 : f16
      %g3_1 = arith.addf %g3_in0, %g3_0 : f16
      linalg.yield %g3_1 : f16
    } -> tensor<7x?xf16>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<7x?xf16>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<7x?xf16>
    %g4_fillval0 = arith.constant -3.000000e+00 : f16
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f16) outs(%g4_empty0 : tensor<7x?xf16>) -> tensor<7x?xf16>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg4 : tensor<7x?xf16>, tensor<7x4xf16>) outs(%g4_fill0 : tensor<7x?xf16>) {
    ^bb0(%g4_in0: f16, %g4_in1: f16, %g4_out0: f16):
      %g4_0 = math.exp %g4_in0 : f16
      linalg.yield %g4_0 : f16
    } -> tensor<7x?xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v4, %arg4 : tensor<7x?xf16>, tensor<7x4xf16>) outs(%arg6 : tensor<7xf16>) {
    ^bb0(%g5_in0: f16, %g5_in1: f16, %g5_out0: f16):
      %g5_0 = arith.mulf %g5_in1, %g5_out0 : f16
      %g5_1 = arith.minimumf %g5_out0, %g5_0 : f16
      linalg.yield %g5_1 : f16
    } -> tensor<7xf16>
    return %v4, %v5 : tensor<7x?xf16>, tensor<7xf16>
  }
}
