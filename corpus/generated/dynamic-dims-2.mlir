// Corpus case 'dynamic-dims': `fusefuzz generate --seed 6` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2xi1>, %arg1: tensor<5x3x2xi1>, %arg2: tensor<3xf32>, %arg3: tensor<2x?x5xf32> {fusefuzz.shape = array<i64: 2, 3, 5>}) -> (tensor<2x?x5xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x2x3xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2xi1>, tensor<5x3x2xi1>, tensor<3xf32>) outs(%g0_empty0 : tensor<5x2x3xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: f32, %g0_out0: i1):
      %g0_0 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in2, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.constant 0 : i32
      %g0_9 = arith.cmpi ne, %g0_7, %g0_8 : i32
      %g0_10 = arith.ori %g0_in0, %g0_9 : i1
      %g0_11 = arith.cmpf uno, %g0_in2, %g0_in2 : f32
      %g0_12 = arith.constant -1.000000e+02 : f32
      %g0_13 = arith.constant 1.000000e+02 : f32
      %g0_14 = arith.constant 0.000000e+00 : f32
      %g0_15 = arith.maximumf %g0_in2, %g0_12 : f32
      %g0_16 = arith.minimumf %g0_15, %g0_13 : f32
      %g0_17 = arith.select %g0_11, %g0_14, %g0_16 : f32
      %g0_18 = arith.fptosi %g0_17 : f32 to i32
      %g0_19 = arith.constant 0 : i32
      %g0_20 = arith.cmpi ne, %g0_18, %g0_19 : i32
      %g0_21 = arith.ori %g0_20, %g0_in0 : i1
      %g0_22 = arith.andi %g0_10, %g0_21 : i1
      linalg.yield %g0_22 : i1
    } -> tensor<5x2x3xi1>
    %g1_empty0 = tensor.empty() : tensor<2x3x5xi1>
    %g1_fillval0 = arith.constant 0 : i1
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i1) outs(%g1_empty0 : tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x2x3xi1>) outs(%g1_fill0 : tensor<2x3x5xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1):
      %g1_0 = arith.andi %g1_in0, %g1_out0 : i1
      %g1_1 = arith.ori %g1_in0, %g1_0 : i1
      linalg.yield %g1_1 : i1
    } -> tensor<2x3x5xi1>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %arg3, %g2_c0_1 : tensor<2x?x5xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<2x?x5xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg3, %v1 : tensor<2x3x5xi1>, tensor<2x?x5xf32>, tensor<2x3x5xi1>) outs(%g2_empty0 : tensor<2x?x5xf32>) {
    ^bb0(%g2_in0: i1, %g2_in1: f32, %g2_in2: i1, %g2_out0: f32):
      %g2_0 = arith.constant 7.000000e+00 : f32
      %g2_1 = arith.uitofp %g2_in0 : i1 to f32
      %g2_2 = arith.divf %g2_0, %g2_1 : f32
      %g2_3 = arith.constant -1.500000e+00 : f32
      %g2_4 = math.absf %g2_3 : f32
      %g2_5 = arith.cmpf oge, %g2_2, %g2_4 : f32
      %g2_6 = arith.uitofp %g2_in0 : i1 to f32
      %g2_7 = arith.uitofp %g2_in0 : i1 to f32
      %g2_8 = arith.cmpf ord, %g2_6, %g2_7 : f32
      %g2_9 = arith.uitofp %g2_in2 : i1 to f32
      %g2_10 = arith.uitofp %g2_in2 : i1 to f32
      %g2_11 = arith.select %g2_8, %g2_9, %g2_10 : f32
      %g2_12 = arith.uitofp %g2_in2 : i1 to f32
      %g2_13 = arith.select %g2_5, %g2_11, %g2_12 : f32
      %g2_14 = arith.maximumf %g2_13, %g2_in1 : f32
      linalg.yield %g2_14 : f32
    } -> tensor<2x?x5xf32>
    return %v2 : tensor<2x?x5xf32>
  }
}
