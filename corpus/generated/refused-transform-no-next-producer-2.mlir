// Corpus case 'refused-transform-no-next-producer': `fusefuzz generate --seed 80` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}transform:failed: could not find next producer to fuse into container=
module attributes {fusefuzz.seed = 80 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<?x1x4xf32> {fusefuzz.shape = array<i64: 3, 1, 4>}, %arg4: tensor<4x1xf32>, %arg5: tensor<4x1xf32>, %arg6: tensor<?xf32> {fusefuzz.shape = array<i64: 4>}, %arg7: tensor<1x2xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?x2xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0, %arg1 : tensor<?xf32>, tensor<?xf32>, tensor<3xf32>) outs(%g0_empty0 : tensor<?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = arith.divf %g0_in1, %g0_in0 : f32
      %g0_1 = math.absf %g0_0 : f32
      linalg.yield %g0_1 : f32
    } -> tensor<?xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg2 : tensor<?xf32>, tensor<3xf32>) outs(%g1_empty0 : tensor<?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32):
      %g1_0 = math.floor %g1_in1 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<?xf32>
    %g2_empty0 = tensor.empty() : tensor<4x1xf32>
    %g2_fillval0 = arith.constant -0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg3 : tensor<?x1x4xf32>) outs(%g2_fill0 : tensor<4x1xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = math.sqrt %g2_out0 : f32
      %g2_1 = arith.constant -1.500000e+00 : f32
      %g2_2 = arith.cmpf ugt, %g2_1, %g2_in0 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.select %g2_2, %g2_out0, %g2_3 : f32
      %g2_5 = arith.subf %g2_0, %g2_4 : f32
      %g2_6 = arith.negf %g2_5 : f32
      %g2_7 = arith.maximumf %g2_out0, %g2_6 : f32
      linalg.yield %g2_7 : f32
    } -> tensor<4x1xf32>
    %g3_empty0 = tensor.empty() : tensor<4x1xf32>
    %v3 = linalg.map ins(%v2, %arg4, %arg5 : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) outs(%g3_empty0 : tensor<4x1xf32>)
      (%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32) {
        %g3_0 = arith.addf %g3_in2, %g3_in1 : f32
        %g3_1 = math.sqrt %g3_0 : f32
        linalg.yield %g3_1 : f32
      }
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg6, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x1xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3, %arg6 : tensor<4x1xf32>, tensor<?xf32>) outs(%g4_empty0 : tensor<?x1xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.minimumf %g4_in1, %g4_in0 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<?x1xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x1xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x2xf32>
    %g5_fillval0 = arith.constant 0.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %v5 = linalg.matmul ins(%v4, %arg7 : tensor<?x1xf32>, tensor<1x2xf32>) outs(%g5_fill0 : tensor<?x2xf32>) -> tensor<?x2xf32>
    return %v0, %v1, %v5 : tensor<?xf32>, tensor<?xf32>, tensor<?x2xf32>
  }
}
