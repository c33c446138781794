// Corpus case 'fuse-keeping-intermediates': `fusefuzz generate --seed 0 --strategy intermediate-output` under strategy intermediate-output.
// EXPECT: pass
// STRATEGY: intermediate-output
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseKeepingIntermediates=
module attributes {fusefuzz.seed = 0 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<f32>, %arg1: tensor<?x4x4x3xf32> {fusefuzz.shape = array<i64: 5, 4, 4, 3>}, %arg2: tensor<?x?xf32> {fusefuzz.shape = array<i64: 5, 4>}, %arg3: tensor<?x?x3xf32> {fusefuzz.shape = array<i64: 5, 4, 3>}, %arg4: tensor<3xf32>, %arg5: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg6: tensor<f32>, %arg7: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}) -> (tensor<?xf32>, tensor<?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x4x4x3xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4x3xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<?x4x3xf32>) -> tensor<?x4x3xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<f32>, tensor<?x4x4x3xf32>) outs(%g0_fill0 : tensor<?x4x3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in0, %g0_in1 : f32
      %g0_1 = arith.constant -0.000000e+00 : f32
      %g0_2 = arith.divf %g0_0, %g0_1 : f32
      %g0_3 = arith.mulf %g0_out0, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<?x4x3xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<?x4x3xf32>, tensor<?x?xf32>, tensor<?x?x3xf32>) outs(%arg4 : tensor<3xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = math.sqrt %g1_in0 : f32
      %g1_1 = arith.maximumf %g1_out0, %g1_0 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<3xf32>
    %g2_empty1 = tensor.empty() : tensor<f32>
    %g2_fillval1 = arith.constant -0.000000e+00 : f32
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : f32) outs(%g2_empty1 : tensor<f32>) -> tensor<f32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1, %arg4, %arg5 : tensor<3xf32>, tensor<3xf32>, tensor<?xf32>) outs(%arg6, %g2_fill1 : tensor<f32>, tensor<f32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.constant 0.000000e+00 : f32
      %g2_1 = arith.maximumf %g2_in0, %g2_0 : f32
      %g2_2 = arith.negf %g2_1 : f32
      %g2_3 = arith.maximumf %g2_out0, %g2_2 : f32
      %g2_4 = math.floor %g2_out0 : f32
      %g2_5 = arith.addf %g2_out1, %g2_4 : f32
      linalg.yield %g2_3, %g2_5 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1, %v2#0, %arg7 : tensor<f32>, tensor<f32>, tensor<?xf32>) outs(%arg7 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.addf %g3_in2, %g3_in1 : f32
      %g3_1 = math.absf %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %v3, %g4_c1_0 : tensor<?xf32>
    %g4_empty1 = tensor.empty(%g4_d1_0) : tensor<?xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<?xf32>) outs(%g4_empty0, %g4_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = linalg.index 0 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f32
      %g4_3 = linalg.index 0 : index
      %g4_4 = arith.index_cast %g4_3 : index to i32
      %g4_5 = arith.sitofp %g4_4 : i32 to f32
      %g4_6 = arith.subf %g4_2, %g4_5 : f32
      %g4_7 = arith.constant 2.000000e+00 : f32
      %g4_8 = arith.constant -1.500000e+00 : f32
      %g4_9 = arith.mulf %g4_7, %g4_8 : f32
      linalg.yield %g4_6, %g4_9 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    return %v4#0, %v4#1 : tensor<?xf32>, tensor<?xf32>
  }
}
