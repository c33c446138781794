// Corpus case 'fuse-elementwise': `fusefuzz generate --seed 9` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps=
module attributes {fusefuzz.seed = 9 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<1x4xi1>, %arg1: tensor<1x?xi1> {fusefuzz.shape = array<i64: 1, 4>}, %arg2: tensor<4x1xf16>, %arg3: tensor<4x1xf16>, %arg4: tensor<4x1xf16>, %arg5: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg6: tensor<5xi1>, %arg7: tensor<i1>) -> (tensor<1xi1>, tensor<?xi1>, tensor<i1>, tensor<f32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<1x?xi1>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<1x?xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x4xi1>, tensor<1x?xi1>) outs(%g0_empty0 : tensor<1x?xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_out0: i1):
      %g0_0 = arith.andi %g0_in1, %g0_in0 : i1
      %g0_1 = arith.andi %g0_0, %g0_in1 : i1
      linalg.yield %g0_1 : i1
    } -> tensor<1x?xi1>
    %g1_empty0 = tensor.empty() : tensor<1xi1>
    %g1_fillval0 = arith.constant 0 : i1
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i1) outs(%g1_empty0 : tensor<1xi1>) -> tensor<1xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v0, %arg1 : tensor<1x?xi1>, tensor<1x?xi1>) outs(%g1_fill0 : tensor<1xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_out0: i1):
      %g1_0 = arith.andi %g1_in1, %g1_in1 : i1
      %g1_1 = arith.andi %g1_out0, %g1_0 : i1
      linalg.yield %g1_1 : i1
    } -> tensor<1xi1>
    %g2_empty0 = tensor.empty() : tensor<4x1xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg3 : tensor<4x1xf16>, tensor<4x1xf16>) outs(%g2_empty0 : tensor<4x1xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_out0: f16):
      %g2_0 = arith.constant -3.000000e+00 : f16
      %g2_1 = arith.addf %g2_0, %g2_in0 : f16
      linalg.yield %g2_1 : f16
    } -> tensor<4x1xf16>
    %g3_empty0 = tensor.empty() : tensor<f16>
    %g3_fillval0 = arith.constant -0.000000e+00 : f16
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : f16) outs(%g3_empty0 : tensor<f16>) -> tensor<f16>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v2, %arg4, %v2 : tensor<4x1xf16>, tensor<4x1xf16>, tensor<4x1xf16>) outs(%g3_fill0 : tensor<f16>) {
    ^bb0(%g3_in0: f16, %g3_in1: f16, %g3_in2: f16, %g3_out0: f16):
      %g3_0 = arith.constant -3.000000e+00 : f16
      %g3_1 = arith.divf %g3_out0, %g3_0 : f16
      %g3_2 = math.absf %g3_out0 : f16
      %g3_3 = arith.mulf %g3_1, %g3_2 : f16
      %g3_4 = arith.constant -3.000000e+00 : f16
      %g3_5 = arith.cmpf oeq, %g3_in2, %g3_4 : f16
      %g3_6 = arith.cmpf ord, %g3_out0, %g3_in2 : f16
      %g3_7 = arith.select %g3_6, %g3_out0, %g3_out0 : f16
      %g3_8 = arith.constant -1.500000e+00 : f16
      %g3_9 = arith.mulf %g3_8, %g3_in0 : f16
      %g3_10 = arith.select %g3_5, %g3_7, %g3_9 : f16
      %g3_11 = arith.divf %g3_3, %g3_10 : f16
      %g3_12 = arith.addf %g3_out0, %g3_11 : f16
      linalg.yield %g3_12 : f16
    } -> tensor<f16>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg5, %g4_c0_0 : tensor<?xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg5 : tensor<f16>, tensor<?xi32>) outs(%g4_empty0 : tensor<?xi1>) {
    ^bb0(%g4_in0: f16, %g4_in1: i32, %g4_out0: i1):
      %g4_0 = arith.cmpf uno, %g4_in0, %g4_in0 : f16
      %g4_1 = arith.constant -1.000000e+02 : f16
      %g4_2 = arith.constant 1.000000e+02 : f16
      %g4_3 = arith.constant 0.000000e+00 : f16
      %g4_4 = arith.maximumf %g4_in0, %g4_1 : f16
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f16
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f16
      %g4_7 = arith.fptosi %g4_6 : f16 to i32
      %g4_8 = arith.constant 0 : i32
      %g4_9 = arith.cmpi ne, %g4_7, %g4_8 : i32
      %g4_10 = arith.constant 1 : i1
      %g4_11 = arith.andi %g4_9, %g4_10 : i1
      linalg.yield %g4_11 : i1
    } -> tensor<?xi1>
    %g5_empty1 = tensor.empty() : tensor<f32>
    %g5_fillval1 = arith.constant -3.000000e+00 : f32
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : f32) outs(%g5_empty1 : tensor<f32>) -> tensor<f32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v4, %arg6 : tensor<?xi1>, tensor<5xi1>) outs(%arg7, %g5_fill1 : tensor<i1>, tensor<f32>) {
    ^bb0(%g5_in0: i1, %g5_in1: i1, %g5_out0: i1, %g5_out1: f32):
      %g5_0 = arith.xori %g5_out0, %g5_out0 : i1
      %g5_1 = arith.andi %g5_out0, %g5_0 : i1
      %g5_2 = arith.uitofp %g5_in0 : i1 to f32
      %g5_3 = arith.uitofp %g5_out0 : i1 to f32
      %g5_4 = arith.maximumf %g5_2, %g5_3 : f32
      %g5_5 = arith.maximumf %g5_out1, %g5_4 : f32
      linalg.yield %g5_1, %g5_5 : i1, f32
    } -> (tensor<i1>, tensor<f32>)
    return %v1, %v4, %v5#0, %v5#1 : tensor<1xi1>, tensor<?xi1>, tensor<i1>, tensor<f32>
  }
}
