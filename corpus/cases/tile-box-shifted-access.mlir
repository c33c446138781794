// A generated case whose last generic reads %arg3 at (d0, d1 + d0, d2): the
// tensor is larger than any loop, so no loop fixes its size. Tiled and
// fused by a transform script, the step proofs' tile-box used to fail with
// the tensor's size free (dim(arg3,1)=0); the end-to-end proof takes the
// original op's reads in bounds as premises and proves both results.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (3 fusions), expected pass: ok
// RUN: %fusefuzz prove %s | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: proved
// PROOF: result 0: proved
// PROOF: result 1: proved
module attributes {fusefuzz.seed = 489215147674969543 : i64, fusefuzz.policy = "0xf75650b3c2a836e1"} {
  func.func @case(%arg0: tensor<2xf32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<?x?x?xf32> {fusefuzz.shape = array<i64: 2, 3, 5>}, %arg3: tensor<2x?x5xi32> {fusefuzz.shape = array<i64: 2, 4, 5>}) -> (tensor<?xf32>, tensor<?x?x?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<2xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%g0_empty0 : tensor<2xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant -3.000000e+00 : f32
      %g0_1 = arith.cmpf oeq, %g0_in0, %g0_0 : f32
      %g0_2 = arith.constant -0.000000e+00 : f32
      %g0_3 = arith.select %g0_1, %g0_2, %g0_in0 : f32
      %g0_4 = math.absf %g0_in0 : f32
      %g0_5 = arith.subf %g0_3, %g0_4 : f32
      linalg.yield %g0_5 : f32
    } -> tensor<2xf32>
    %p1_padval = arith.constant 1.000000e+00 : f32
    %v1 = tensor.pad %v0 low[%arg1] high[2] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<2xf32> to tensor<?xf32>
    %g2_c0_2 = arith.constant 0 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<2x3x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?xf32>) outs(%g2_empty0 : tensor<2x3x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = linalg.index 0 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.sitofp %g2_1 : i32 to f32
      %g2_3 = arith.minimumf %g2_2, %g2_in0 : f32
      %g2_4 = arith.mulf %g2_3, %g2_in0 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<2x3x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg2, %g3_c0_0 : tensor<?x?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg2, %g3_c0_1 : tensor<?x?x?xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<2x3x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2) : tensor<?x?x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1 + d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg2, %arg3 : tensor<2x3x?xf32>, tensor<?x?x?xf32>, tensor<2x?x5xi32>) outs(%g3_empty0 : tensor<?x?x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: i32, %g3_out0: f32):
      %g3_0 = arith.constant 7.000000e+00 : f32
      %g3_1 = math.floor %g3_0 : f32
      %g3_2 = arith.sitofp %g3_in2 : i32 to f32
      %g3_3 = arith.subf %g3_1, %g3_2 : f32
      %g3_4 = arith.addf %g3_in0, %g3_3 : f32
      linalg.yield %g3_4 : f32
    } -> tensor<?x?x?xf32>
    return %v1, %v3 : tensor<?xf32>, tensor<?x?x?xf32>
  }
}
