// Corpus case 'diffuse-two-levels': `fusefuzz generate --seed 7` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}DiffuseProducerInner=
module attributes {fusefuzz.seed = 7 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x5xf32>, %arg1: tensor<?x5xi32> {fusefuzz.shape = array<i64: 4, 5>}, %arg2: tensor<?x1xf32> {fusefuzz.shape = array<i64: 4, 1>}, %arg3: tensor<2x4x4x6x3xf32>, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: f32, %arg9: tensor<f32>) -> (tensor<?x5xf32>, tensor<?x2x4x6xf32>, tensor<?x?x8x8x?xf32>, tensor<f32>) {
    %g0_empty0 = tensor.empty() : tensor<4x5xf32>
    %v0 = linalg.map ins(%arg0 : tensor<4x5xf32>) outs(%g0_empty0 : tensor<4x5xf32>)
      (%g0_in0: f32, %g0_out0: f32) {
        %g0_0 = arith.divf %g0_in0, %g0_in0 : f32
        %g0_1 = arith.constant -3.000000e+00 : f32
        %g0_2 = arith.mulf %g0_1, %g0_in0 : f32
        %g0_3 = arith.cmpf une, %g0_0, %g0_2 : f32
        %g0_4 = arith.constant 7.000000e+00 : f32
        %g0_5 = arith.subf %g0_in0, %g0_4 : f32
        %g0_6 = arith.mulf %g0_in0, %g0_in0 : f32
        %g0_7 = arith.select %g0_3, %g0_5, %g0_6 : f32
        linalg.yield %g0_7 : f32
      }
    %g1_empty0 = tensor.empty() : tensor<4x5xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x5xf32>) outs(%g1_empty0 : tensor<4x5xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.constant -0.000000e+00 : f32
      %g1_1 = arith.constant -1.500000e+00 : f32
      %g1_2 = arith.cmpf une, %g1_0, %g1_1 : f32
      %g1_3 = linalg.index 1 : index
      %g1_4 = arith.index_cast %g1_3 : index to i32
      %g1_5 = arith.sitofp %g1_4 : i32 to f32
      %g1_6 = arith.select %g1_2, %g1_in0, %g1_5 : f32
      %g1_7 = arith.maximumf %g1_in0, %g1_in0 : f32
      %g1_8 = arith.cmpf une, %g1_6, %g1_7 : f32
      %g1_9 = arith.mulf %g1_in0, %g1_in0 : f32
      %g1_10 = arith.select %g1_8, %g1_9, %g1_in0 : f32
      %g1_11 = math.absf %g1_10 : f32
      linalg.yield %g1_11 : f32
    } -> tensor<4x5xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg1, %g2_c0_0 : tensor<?x5xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x5xf32>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %arg1, %g2_c1_0 : tensor<?x5xi32>
    %g2_empty1 = tensor.empty(%g2_d1_0) : tensor<?x5xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg1 : tensor<4x5xf32>, tensor<?x5xi32>) outs(%g2_empty0, %g2_empty1 : tensor<?x5xf32>, tensor<?x5xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.sitofp %g2_in1 : i32 to f32
      %g2_1 = arith.constant 2.000000e+00 : f32
      %g2_2 = arith.mulf %g2_0, %g2_1 : f32
      %g2_3 = arith.addf %g2_in0, %g2_2 : f32
      %g2_4 = arith.sitofp %g2_in1 : i32 to f32
      %g2_5 = arith.constant 1.000000e+00 : f32
      %g2_6 = math.floor %g2_5 : f32
      %g2_7 = arith.cmpf ord, %g2_4, %g2_6 : f32
      %g2_8 = arith.subf %g2_in0, %g2_in0 : f32
      %g2_9 = arith.constant 0.000000e+00 : f32
      %g2_10 = arith.sitofp %g2_in1 : i32 to f32
      %g2_11 = arith.mulf %g2_9, %g2_10 : f32
      %g2_12 = arith.select %g2_7, %g2_8, %g2_11 : f32
      %g2_13 = arith.maximumf %g2_3, %g2_12 : f32
      %g2_14 = arith.sitofp %g2_in1 : i32 to f32
      %g2_15 = arith.sitofp %g2_in1 : i32 to f32
      %g2_16 = arith.divf %g2_in0, %g2_15 : f32
      %g2_17 = arith.mulf %g2_in0, %g2_in0 : f32
      %g2_18 = arith.mulf %g2_16, %g2_17 : f32
      %g2_19 = arith.addf %g2_14, %g2_18 : f32
      linalg.yield %g2_13, %g2_19 : f32, f32
    } -> (tensor<?x5xf32>, tensor<?x5xf32>)
    %v3 = tensor.concat dim(1) %arg2, %v2#1 : (tensor<?x1xf32>, tensor<?x5xf32>) -> tensor<?x6xf32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x6xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x2x4x6xf32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3, 0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3 : tensor<?x6xf32>) outs(%g4_empty0, %arg3 : tensor<?x2x4x6xf32>, tensor<2x4x4x6x3xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32, %g4_out1: f32):
      %g4_0 = arith.cmpf une, %g4_in0, %g4_in0 : f32
      %g4_1 = arith.constant 7.000000e+00 : f32
      %g4_2 = arith.select %g4_0, %g4_1, %g4_in0 : f32
      %g4_3 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_4 = arith.minimumf %g4_2, %g4_3 : f32
      %g4_5 = arith.maximumf %g4_in0, %g4_4 : f32
      %g4_6 = arith.negf %g4_in0 : f32
      %g4_7 = math.sqrt %g4_in0 : f32
      %g4_8 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_9 = arith.mulf %g4_7, %g4_8 : f32
      %g4_10 = arith.divf %g4_6, %g4_9 : f32
      linalg.yield %g4_5, %g4_10 : f32, f32
    } -> (tensor<?x2x4x6xf32>, tensor<2x4x4x6x3xf32>)
    %v5 = tensor.pad %v4#1 low[%arg4, 2, 2, 2, %arg6] high[2, %arg5, 2, 0, %arg7] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index, %p5_i4: index):
      tensor.yield %arg8 : f32
    } : tensor<2x4x4x6x3xf32> to tensor<?x?x8x8x?xf32>
    %v6 = linalg.reduce ins(%v0 : tensor<4x5xf32>) outs(%arg9 : tensor<f32>) dimensions = [0, 1]
      (%g6_in0: f32, %g6_out0: f32) {
        %g6_0 = arith.minimumf %g6_out0, %g6_in0 : f32
        linalg.yield %g6_0 : f32
      }
    return %v2#0, %v4#0, %v5, %v6 : tensor<?x5xf32>, tensor<?x2x4x6xf32>, tensor<?x?x8x8x?xf32>, tensor<f32>
  }
}
