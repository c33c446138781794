// Corpus case 'fuse-pad': `fusefuzz generate --seed 10` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FusePadOp=
module attributes {fusefuzz.seed = 10 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x5x3xf32> {fusefuzz.shape = array<i64: 5, 5, 3>}, %arg1: tensor<?x?xf32> {fusefuzz.shape = array<i64: 2, 4>}, %arg2: tensor<4xf32>, %arg3: tensor<4x2xf32>, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<6x2xf32>) -> (tensor<?x5x3xf32>, tensor<?x2xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x5x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<?x5x3xf32>, tensor<?x5x3xf32>) outs(%g0_empty0 : tensor<?x5x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.subf %g0_in0, %g0_in0 : f32
      %g0_1 = math.absf %g0_in1 : f32
      %g0_2 = arith.subf %g0_0, %g0_1 : f32
      %g0_3 = arith.constant 7.000000e+00 : f32
      %g0_4 = math.floor %g0_3 : f32
      %g0_5 = arith.cmpf ugt, %g0_4, %g0_in0 : f32
      %g0_6 = linalg.index 1 : index
      %g0_7 = arith.index_cast %g0_6 : index to i32
      %g0_8 = arith.sitofp %g0_7 : i32 to f32
      %g0_9 = arith.select %g0_5, %g0_in0, %g0_8 : f32
      %g0_10 = arith.subf %g0_2, %g0_9 : f32
      linalg.yield %g0_10 : f32
    } -> tensor<?x5x3xf32>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?x?xf32>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?x?xf32>) outs(%g1_empty0 : tensor<?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.cmpf une, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.constant 5.000000e-01 : f32
      %g1_2 = arith.select %g1_0, %g1_in0, %g1_1 : f32
      %g1_3 = arith.subf %g1_in0, %g1_2 : f32
      linalg.yield %g1_3 : f32
    } -> tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg2 : tensor<?x?xf32>, tensor<4xf32>) outs(%arg3 : tensor<4x2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.cmpf oge, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.select %g2_0, %g2_in0, %g2_in1 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<4x2xf32>
    %p3_padval = arith.constant -0.000000e+00 : f32
    %v3 = tensor.pad %v2 low[2, 0] high[%arg4, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : f32
    } : tensor<4x2xf32> to tensor<?x2xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x2xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg5 : tensor<?x2xf32>, tensor<6x2xf32>) outs(%g4_empty0 : tensor<?x2xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.constant -1.500000e+00 : f32
      %g4_1 = arith.cmpf olt, %g4_in0, %g4_0 : f32
      %g4_2 = arith.constant -3.000000e+00 : f32
      %g4_3 = arith.select %g4_1, %g4_in0, %g4_2 : f32
      %g4_4 = arith.constant -0.000000e+00 : f32
      %g4_5 = math.sqrt %g4_4 : f32
      %g4_6 = arith.cmpf oge, %g4_3, %g4_5 : f32
      %g4_7 = arith.constant 7.000000e+00 : f32
      %g4_8 = arith.maximumf %g4_7, %g4_in0 : f32
      %g4_9 = arith.subf %g4_in0, %g4_in0 : f32
      %g4_10 = arith.select %g4_6, %g4_8, %g4_9 : f32
      %g4_11 = arith.minimumf %g4_10, %g4_in1 : f32
      linalg.yield %g4_11 : f32
    } -> tensor<?x2xf32>
    return %v0, %v4 : tensor<?x5x3xf32>, tensor<?x2xf32>
  }
}
