// Corpus case 'fuse-elementwise': `fusefuzz generate --seed 5` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps=
module attributes {fusefuzz.seed = 5 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg4: tensor<1x4x?xf32> {fusefuzz.shape = array<i64: 1, 4, 2>}, %arg5: tensor<3x?x2xi1> {fusefuzz.shape = array<i64: 3, 3, 2>}, %arg6: tensor<2x3x3xf32>, %arg7: tensor<2x3xf32>) -> (tensor<5xf32>, tensor<3x?xf32>, tensor<?xf32>, tensor<1x4x?xf32>, tensor<2x3xf32>) {
    %v0 = tensor.concat dim(0) %arg1, %arg0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
    %l1_dest = tensor.empty() : tensor<2x4xf32>
    %l1_padval = arith.constant 5.000000e-01 : f32
    %v1 = linalg.pack %v0 padding_value(%l1_padval : f32) inner_dims_pos = [0] inner_tiles = [4] into %l1_dest : tensor<5xf32> -> tensor<2x4xf32>
    %p2_padval = arith.constant -0.000000e+00 : f32
    %v2 = tensor.pad %v1 low[0, 0] high[1, %arg2] {
    ^bb0(%p2_i0: index, %p2_i1: index):
      tensor.yield %p2_padval : f32
    } : tensor<2x4xf32> to tensor<3x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg3, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xf32>) outs(%g3_empty0 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.maximumf %g3_in0, %g3_in0 : f32
      linalg.yield %g3_0 : f32
    } -> tensor<?xf32>
    %g4_empty0 = tensor.empty() : tensor<1x4x2xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<2x4xf32>) outs(%g4_empty0 : tensor<1x4x2xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.constant 0.000000e+00 : f32
      %g4_1 = arith.cmpf ugt, %g4_in0, %g4_0 : f32
      %g4_2 = arith.constant 2.000000e+00 : f32
      %g4_3 = arith.select %g4_1, %g4_2, %g4_in0 : f32
      linalg.yield %g4_3 : f32
    } -> tensor<1x4x2xf32>
    %g5_c0_2 = arith.constant 2 : index
    %g5_d0_2 = tensor.dim %arg4, %g5_c0_2 : tensor<1x4x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_2) : tensor<1x4x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg4 : tensor<1x4x2xf32>, tensor<1x4x?xf32>) outs(%g5_empty0 : tensor<1x4x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32):
      %g5_0 = arith.addf %g5_in0, %g5_in0 : f32
      linalg.yield %g5_0 : f32
    } -> tensor<1x4x?xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg5, %arg6 : tensor<2xf32>, tensor<3x?x2xi1>, tensor<2x3x3xf32>) outs(%arg7 : tensor<2x3xf32>) {
    ^bb0(%g6_in0: f32, %g6_in1: i1, %g6_in2: f32, %g6_out0: f32):
      %g6_0 = arith.uitofp %g6_in1 : i1 to f32
      %g6_1 = arith.addf %g6_out0, %g6_0 : f32
      %g6_2 = arith.mulf %g6_out0, %g6_1 : f32
      linalg.yield %g6_2 : f32
    } -> tensor<2x3xf32>
    return %v0, %v2, %v3, %v5, %v6 : tensor<5xf32>, tensor<3x?xf32>, tensor<?xf32>, tensor<1x4x?xf32>, tensor<2x3xf32>
  }
}
