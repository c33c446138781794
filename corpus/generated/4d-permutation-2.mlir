// Corpus case '4d-permutation': `fusefuzz generate --seed 34` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 34 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x?x2x2xi32> {fusefuzz.shape = array<i64: 5, 3, 2, 2>}, %arg1: tensor<i32>, %arg2: tensor<3x2xi32>, %arg3: i8, %arg4: tensor<2x?x?x2xi32> {fusefuzz.shape = array<i64: 2, 3, 5, 2>}, %arg5: tensor<4x1x?xf32> {fusefuzz.shape = array<i64: 4, 1, 1>}, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: tensor<6x5x5x5xf16>) -> (tensor<2x?x?x2xi32>, tensor<2x?x?x2xi32>, tensor<?x?x5x?xf32>) {
    %g0_c1_1 = arith.constant 1 : index
    %g0_d1_1 = tensor.dim %arg0, %g0_c1_1 : tensor<?x?x2x2xi32>
    %g0_c1_2 = arith.constant 0 : index
    %g0_d1_2 = tensor.dim %arg0, %g0_c1_2 : tensor<?x?x2x2xi32>
    %g0_empty1 = tensor.empty(%g0_d1_1, %g0_d1_2) : tensor<2x?x?x2xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1, d3, d0)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?x2x2xi32>, tensor<i32>, tensor<3x2xi32>) outs(%arg4, %g0_empty1 : tensor<2x?x?x2xi32>, tensor<2x?x?x2xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.constant 4 : i32
      %g0_1 = arith.andi %g0_in0, %g0_0 : i32
      %g0_2 = arith.maxui %g0_in0, %g0_1 : i32
      %g0_3 = arith.maxui %g0_2, %g0_in0 : i32
      %g0_4 = arith.extsi %arg3 : i8 to i32
      %g0_5 = arith.extsi %arg3 : i8 to i32
      %g0_6 = arith.maxui %g0_4, %g0_5 : i32
      linalg.yield %g0_3, %g0_6 : i32, i32
    } -> (tensor<2x?x?x2xi32>, tensor<2x?x?x2xi32>)
    %p1_padval = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %arg5 low[%arg6, %arg7, 2] high[0, 2, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : f32
    } : tensor<4x1x?xf32> to tensor<?x?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xf32>
    %g2_c0_3 = arith.constant 2 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_3) : tensor<?x?x5x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x?x?xf32>) outs(%g2_empty0 : tensor<?x?x5x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.constant -0.000000e+00 : f32
      %g2_1 = math.sqrt %g2_0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<?x?x5x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x5x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x5x?xf32>
    %g3_c0_3 = arith.constant 3 : index
    %g3_d0_3 = tensor.dim %v2, %g3_c0_3 : tensor<?x?x5x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_3) : tensor<?x?x5x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg8 : tensor<?x?x5x?xf32>, tensor<6x5x5x5xf16>) outs(%g3_empty0 : tensor<?x?x5x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f16, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.minimumf %g3_in0, %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<?x?x5x?xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?x5x?xf32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?x5x?xf32>
    %g4_c0_3 = arith.constant 3 : index
    %g4_d0_3 = tensor.dim %v3, %g4_c0_3 : tensor<?x?x5x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1, %g4_d0_3) : tensor<?x?x5x?xf32>
    %v4 = linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%v3 : tensor<?x?x5x?xf32>) outs(%g4_empty0 : tensor<?x?x5x?xf32>) -> tensor<?x?x5x?xf32>
    return %v0#0, %v0#1, %v4 : tensor<2x?x?x2xi32>, tensor<2x?x?x2xi32>, tensor<?x?x5x?xf32>
  }
}
