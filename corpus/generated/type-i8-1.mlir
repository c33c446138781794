// Corpus case 'type-i8': `fusefuzz generate --seed 16` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 16 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %arg4: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}) -> (tensor<?x5xi8>) {
    %g0_empty0 = tensor.empty() : tensor<2xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<2xf32>, tensor<2xf32>) outs(%g0_empty0 : tensor<2xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.constant 5.000000e-01 : f32
      %g0_1 = arith.maximumf %g0_in1, %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<2xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %arg2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%v0 : tensor<2xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = math.floor %g1_in1 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<2xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg3, %arg4 : tensor<2xf32>, tensor<?xf32>, tensor<?xf32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant -3.000000e+00 : f32
      %g2_1 = arith.subf %g2_0, %g2_in0 : f32
      %g2_2 = math.sqrt %g2_in0 : f32
      %g2_3 = arith.subf %g2_1, %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x5xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<?xf32>) outs(%g3_empty0 : tensor<?x5xi8>) {
    ^bb0(%g3_in0: f32, %g3_out0: i8):
      %g3_0 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_1 = arith.constant -1.000000e+02 : f32
      %g3_2 = arith.constant 1.000000e+02 : f32
      %g3_3 = arith.constant 0.000000e+00 : f32
      %g3_4 = arith.maximumf %g3_in0, %g3_1 : f32
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f32
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f32
      %g3_7 = arith.fptosi %g3_6 : f32 to i32
      %g3_8 = arith.trunci %g3_7 : i32 to i8
      %g3_9 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_10 = arith.constant -1.000000e+02 : f32
      %g3_11 = arith.constant 1.000000e+02 : f32
      %g3_12 = arith.constant 0.000000e+00 : f32
      %g3_13 = arith.maximumf %g3_in0, %g3_10 : f32
      %g3_14 = arith.minimumf %g3_13, %g3_11 : f32
      %g3_15 = arith.select %g3_9, %g3_12, %g3_14 : f32
      %g3_16 = arith.fptosi %g3_15 : f32 to i32
      %g3_17 = arith.trunci %g3_16 : i32 to i8
      %g3_18 = arith.constant 8 : i8
      %g3_19 = arith.remui %g3_17, %g3_18 : i8
      %g3_20 = arith.shli %g3_8, %g3_19 : i8
      linalg.yield %g3_20 : i8
    } -> tensor<?x5xi8>
    return %v3 : tensor<?x5xi8>
  }
}
