// Corpus case 'type-f16': `fusefuzz generate --seed 20` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 20 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x4xf16>, %arg1: tensor<?x4xf16> {fusefuzz.shape = array<i64: 4, 4>}, %arg2: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}, %arg3: tensor<?xi1> {fusefuzz.shape = array<i64: 2>}, %arg4: tensor<2xi8>, %arg5: f32) -> (tensor<4x4xf16>, tensor<1x2x3x1xf32>) {
    %g0_empty0 = tensor.empty() : tensor<4x4xf16>
    %g0_fillval0 = arith.constant -0.000000e+00 : f16
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f16) outs(%g0_empty0 : tensor<4x4xf16>) -> tensor<4x4xf16>
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x4xf16>, tensor<?x4xf16>) outs(%g0_fill0 : tensor<4x4xf16>) -> tensor<4x4xf16>
    %g1_empty0 = tensor.empty() : tensor<i1>
    %g1_fillval0 = arith.constant 1 : i1
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i1) outs(%g1_empty0 : tensor<i1>) -> tensor<i1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg2, %arg3, %arg4 : tensor<?xi1>, tensor<?xi1>, tensor<2xi8>) outs(%g1_fill0 : tensor<i1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_in2: i8, %g1_out0: i1):
      %g1_0 = arith.andi %g1_in0, %g1_out0 : i1
      %g1_1 = arith.xori %g1_out0, %g1_0 : i1
      linalg.yield %g1_1 : i1
    } -> tensor<i1>
    %g2_empty0 = tensor.empty() : tensor<3xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<i1>) outs(%g2_empty0 : tensor<3xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.uitofp %g2_in0 : i1 to f32
      %g2_1 = arith.uitofp %g2_in0 : i1 to f32
      %g2_2 = arith.cmpf olt, %g2_0, %g2_1 : f32
      %g2_3 = arith.extui %g2_in0 : i1 to i32
      %g2_4 = arith.extui %g2_in0 : i1 to i32
      %g2_5 = arith.cmpi sle, %g2_3, %g2_4 : i32
      %g2_6 = arith.andi %g2_2, %g2_5 : i1
      linalg.yield %g2_6 : i1
    } -> tensor<3xi1>
    %g3_empty0 = tensor.empty() : tensor<1x2x3x1xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<3xi1>) outs(%g3_empty0 : tensor<1x2x3x1xf32>) {
    ^bb0(%g3_in0: i1, %g3_out0: f32):
      %g3_0 = arith.constant 1.000000e+00 : f32
      %g3_1 = arith.addf %g3_0, %arg5 : f32
      %g3_2 = arith.constant -0.000000e+00 : f32
      %g3_3 = linalg.index 0 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.sitofp %g3_4 : i32 to f32
      %g3_6 = arith.mulf %g3_2, %g3_5 : f32
      %g3_7 = arith.divf %g3_1, %g3_6 : f32
      linalg.yield %g3_7 : f32
    } -> tensor<1x2x3x1xf32>
    return %v0, %v3 : tensor<4x4xf16>, tensor<1x2x3x1xf32>
  }
}
