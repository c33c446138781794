// Corpus case 'refused-multi-root-root-without-parallel-loop': `fusefuzz generate --seed 4 --strategy multi-root` under strategy multi-root.
// EXPECT: pass
// STRATEGY: multi-root
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}MultiRoot: root-without-parallel-loop=
module attributes {fusefuzz.seed = 4 : i64, fusefuzz.policy = "0x2d46020661320c17"} {
  func.func @case(%arg0: tensor<3x5x5x1xi1>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: index {fusefuzz.value = 1 : i64}, %arg6: tensor<2xf32>, %arg7: tensor<i1>, %arg8: tensor<2xf32>) -> (tensor<?x?x?xi1>, tensor<?x?x?x?xi1>, tensor<f32>, tensor<f32>) {
    %p0_padval = arith.constant 0 : i1
    %v0 = tensor.pad %arg0 low[%arg1, %arg3, 2, 1] high[%arg2, 2, %arg4, %arg5] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index, %p0_i3: index):
      tensor.yield %p0_padval : i1
    } : tensor<3x5x5x1xi1> to tensor<?x?x?x?xi1>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x?x?xi1>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x?x?xi1>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<?x?x?x?xi1>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<?x?x?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<?x?x?x?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x?x?x?xi1>) outs(%g1_empty0 : tensor<?x?x?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.cmpi ne, %g1_1, %g1_2 : i32
      %g1_4 = linalg.index 1 : index
      %g1_5 = arith.index_cast %g1_4 : index to i32
      %g1_6 = arith.constant 0 : i32
      %g1_7 = arith.cmpi ne, %g1_5, %g1_6 : i32
      %g1_8 = arith.ori %g1_3, %g1_7 : i1
      linalg.yield %g1_8 : i1
    } -> tensor<?x?x?x?xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?x?xi1>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?x?xi1>
    %g2_c0_2 = arith.constant 3 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?x?x?x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1, %g2_d0_2) : tensor<?x?x?xi1>
    %g2_fillval0 = arith.constant 1 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<?x?x?xi1>) -> tensor<?x?x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v1 : tensor<?x?x?x?xi1>) outs(%g2_fill0 : tensor<?x?x?xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.uitofp %g2_in0 : i1 to f32
      %g2_1 = linalg.index 3 : index
      %g2_2 = arith.index_cast %g2_1 : index to i32
      %g2_3 = arith.sitofp %g2_2 : i32 to f32
      %g2_4 = arith.cmpf olt, %g2_0, %g2_3 : f32
      %g2_5 = arith.xori %g2_out0, %g2_4 : i1
      linalg.yield %g2_5 : i1
    } -> tensor<?x?x?xi1>
    %g3_c0_0 = arith.constant 2 : index
    %g3_d0_0 = tensor.dim %v1, %g3_c0_0 : tensor<?x?x?x?xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v1, %g3_c0_1 : tensor<?x?x?x?xi1>
    %g3_c0_2 = arith.constant 3 : index
    %g3_d0_2 = tensor.dim %v1, %g3_c0_2 : tensor<?x?x?x?xi1>
    %g3_c0_3 = arith.constant 0 : index
    %g3_d0_3 = tensor.dim %v1, %g3_c0_3 : tensor<?x?x?x?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1, %g3_d0_2, %g3_d0_3) : tensor<?x?x?x?xi1>
    %v3 = linalg.transpose ins(%v1 : tensor<?x?x?x?xi1>) outs(%g3_empty0 : tensor<?x?x?x?xi1>) permutation = [2, 1, 3, 0]
    %g4_empty0 = tensor.empty() : tensor<2xf32>
    %v4 = linalg.map ins(%arg6 : tensor<2xf32>) outs(%g4_empty0 : tensor<2xf32>)
      (%g4_in0: f32, %g4_out0: f32) {
        %g4_0 = arith.addf %g4_in0, %g4_in0 : f32
        linalg.yield %g4_0 : f32
      }
    %g5_empty0 = tensor.empty() : tensor<f32>
    %g5_fillval0 = arith.constant -0.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<f32>) -> tensor<f32>
    %g5_empty1 = tensor.empty() : tensor<f32>
    %g5_fillval1 = arith.constant 7.000000e+00 : f32
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : f32) outs(%g5_empty1 : tensor<f32>) -> tensor<f32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v4, %arg7, %arg8 : tensor<2xf32>, tensor<i1>, tensor<2xf32>) outs(%g5_fill0, %g5_fill1 : tensor<f32>, tensor<f32>) {
    ^bb0(%g5_in0: f32, %g5_in1: i1, %g5_in2: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = arith.uitofp %g5_in1 : i1 to f32
      %g5_1 = arith.constant 7.000000e+00 : f32
      %g5_2 = arith.mulf %g5_0, %g5_1 : f32
      %g5_3 = arith.minimumf %g5_out0, %g5_2 : f32
      %g5_4 = arith.maximumf %g5_in0, %g5_in0 : f32
      %g5_5 = arith.minimumf %g5_out1, %g5_4 : f32
      linalg.yield %g5_3, %g5_5 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    return %v2, %v3, %v5#0, %v5#1 : tensor<?x?x?xi1>, tensor<?x?x?x?xi1>, tensor<f32>, tensor<f32>
  }
}
