// Corpus case 'scalar-map': `fusefuzz generate --seed 27` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 27 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2x?x?xi32> {fusefuzz.shape = array<i64: 2, 4, 1>}, %arg1: tensor<2x1x4xi32>, %arg2: tensor<i32>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 3>}) -> (tensor<?x2x?xi32>, tensor<?x?x2xi32>, tensor<?xf32>) {
    %cst0 = arith.constant dense<1.000000e+00> : tensor<3xf32>
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<2x?x?xi32>
    %g0_c0_2 = arith.constant 1 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<2x?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_2) : tensor<?x2x?xi32>
    %g0_c1_0 = arith.constant 2 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<2x?x?xi32>
    %g0_c1_2 = arith.constant 1 : index
    %g0_d1_2 = tensor.dim %arg0, %g0_c1_2 : tensor<2x?x?xi32>
    %g0_empty1 = tensor.empty(%g0_d1_0, %g0_d1_2) : tensor<?x2x?xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x?x?xi32>, tensor<2x1x4xi32>, tensor<i32>) outs(%g0_empty0, %g0_empty1 : tensor<?x2x?xi32>, tensor<?x2x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.ori %g0_in2, %g0_in2 : i32
      %g0_1 = arith.xori %g0_in0, %g0_in2 : i32
      linalg.yield %g0_0, %g0_1 : i32, i32
    } -> (tensor<?x2x?xi32>, tensor<?x2x?xi32>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<?x2x?xi32>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %v0#1, %g1_c0_1 : tensor<?x2x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?x2xi32>
    %v1 = linalg.transpose ins(%v0#1 : tensor<?x2x?xi32>) outs(%g1_empty0 : tensor<?x?x2xi32>) permutation = [0, 2, 1]
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst0, %cst0, %arg3 : tensor<3xf32>, tensor<3xf32>, tensor<?xf32>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.addf %g2_in2, %g2_in1 : f32
      %g2_1 = arith.minimumf %g2_0, %g2_in0 : f32
      %g2_2 = math.sqrt %g2_1 : f32
      linalg.yield %g2_2 : f32
    } -> tensor<?xf32>
    return %v0#0, %v1, %v2 : tensor<?x2x?xi32>, tensor<?x?x2xi32>, tensor<?xf32>
  }
}
