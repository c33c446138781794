// Corpus case 'refused-pad-producer-not-all-parallel': `fusefuzz generate --seed 155` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} pad-producer-not-all-parallel=
module attributes {fusefuzz.seed = 155 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3x?xi1> {fusefuzz.shape = array<i64: 3, 4>}, %arg1: tensor<2x3x1x3xf32>, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: tensor<3x3x3x3xf32>, %arg4: tensor<?x3x1x3xf32> {fusefuzz.shape = array<i64: 2, 3, 1, 3>}, %arg5: tensor<3x3x3x?xf32> {fusefuzz.shape = array<i64: 3, 3, 3, 3>}, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: tensor<7xf32>) -> (tensor<3x?xi1>, tensor<?xf32>, tensor<?xf32>) {
    %cst0 = arith.constant dense<[0, 0, 1, 1]> : tensor<4xi1>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<3x?xi1>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<3x?xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0, %cst0 : tensor<3x?xi1>, tensor<3x?xi1>, tensor<4xi1>) outs(%g0_empty0 : tensor<3x?xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.andi %g0_in1, %g0_0 : i1
      linalg.yield %g0_1 : i1
    } -> tensor<3x?xi1>
    %p1_padval = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %arg1 low[0, 1, 1, 0] high[0, %arg2, 1, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : f32
    } : tensor<2x3x1x3xf32> to tensor<2x?x3x3xf32>
    %v2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v1, %arg3 : tensor<2x?x3x3xf32>, tensor<3x3x3x3xf32>) outs(%arg4 : tensor<?x3x1x3xf32>) -> tensor<?x3x1x3xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x3x1x3xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x3x1x3xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<?x3x1x3xf32>) outs(%g3_empty0 : tensor<?x3x1x3xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = arith.mulf %g3_in0, %g3_in0 : f32
      %g3_1 = arith.constant 0.000000e+00 : f32
      %g3_2 = arith.minimumf %g3_1, %g3_in0 : f32
      %g3_3 = arith.minimumf %g3_0, %g3_2 : f32
      %g3_4 = arith.divf %g3_3, %g3_in0 : f32
      linalg.yield %g3_4 : f32
    } -> tensor<?x3x1x3xf32>
    %p4_padval = arith.constant -1.500000e+00 : f32
    %v4 = tensor.pad %v3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : f32
    } : tensor<?x3x1x3xf32> to tensor<?x5x3x3xf32>
    %v5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v4, %arg5 : tensor<?x5x3x3xf32>, tensor<3x3x3x?xf32>) outs(%v3 : tensor<?x3x1x3xf32>) -> tensor<?x3x1x3xf32>
    %g6_c0_0 = arith.constant 0 : index
    %g6_d0_0 = tensor.dim %v5, %g6_c0_0 : tensor<?x3x1x3xf32>
    %g6_empty0 = tensor.empty(%g6_d0_0) : tensor<?x3x1x3xf32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5, %arg1 : tensor<?x3x1x3xf32>, tensor<2x3x1x3xf32>) outs(%g6_empty0 : tensor<?x3x1x3xf32>) {
    ^bb0(%g6_in0: f32, %g6_in1: f32, %g6_out0: f32):
      %g6_sum = arith.addf %g6_in0, %g6_in1 : f32
      linalg.yield %g6_sum : f32
    } -> tensor<?x3x1x3xf32>
    %g7_empty0 = tensor.empty() : tensor<1x3xf32>
    %g7_fillval0 = arith.constant 2.000000e+00 : f32
    %g7_fill0 = linalg.fill ins(%g7_fillval0 : f32) outs(%g7_empty0 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %v7 = linalg.reduce ins(%v6 : tensor<?x3x1x3xf32>) outs(%g7_fill0 : tensor<1x3xf32>) dimensions = [0, 1]
      (%g7_in0: f32, %g7_out0: f32) {
        %g7_0 = arith.minimumf %g7_out0, %g7_in0 : f32
        linalg.yield %g7_0 : f32
      }
    %g8_empty0 = tensor.empty() : tensor<3xf32>
    %g8_fillval0 = arith.constant -0.000000e+00 : f32
    %g8_fill0 = linalg.fill ins(%g8_fillval0 : f32) outs(%g8_empty0 : tensor<3xf32>) -> tensor<3xf32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v7 : tensor<1x3xf32>) outs(%g8_fill0 : tensor<3xf32>) {
    ^bb0(%g8_in0: f32, %g8_out0: f32):
      %g8_0 = math.exp %g8_in0 : f32
      %g8_1 = arith.addf %g8_out0, %g8_0 : f32
      linalg.yield %g8_1 : f32
    } -> tensor<3xf32>
    %p9_padval = arith.constant 1.000000e+00 : f32
    %v9 = tensor.pad %v8 low[2] high[%arg6] {
    ^bb0(%p9_i0: index):
      tensor.yield %p9_padval : f32
    } : tensor<3xf32> to tensor<?xf32>
    %g10_c0_0 = arith.constant 0 : index
    %g10_d0_0 = tensor.dim %v9, %g10_c0_0 : tensor<?xf32>
    %g10_empty0 = tensor.empty(%g10_d0_0) : tensor<?xf32>
    %g10_fillval0 = arith.constant 0.000000e+00 : f32
    %g10_fill0 = linalg.fill ins(%g10_fillval0 : f32) outs(%g10_empty0 : tensor<?xf32>) -> tensor<?xf32>
    %g10_c1_0 = arith.constant 0 : index
    %g10_d1_0 = tensor.dim %v9, %g10_c1_0 : tensor<?xf32>
    %g10_empty1 = tensor.empty(%g10_d1_0) : tensor<?xf32>
    %v10:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v9, %arg7 : tensor<?xf32>, tensor<7xf32>) outs(%g10_fill0, %g10_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g10_in0: f32, %g10_in1: f32, %g10_out0: f32, %g10_out1: f32):
      %g10_0 = math.absf %g10_in1 : f32
      %g10_1 = linalg.index 0 : index
      %g10_2 = arith.index_cast %g10_1 : index to i32
      %g10_3 = arith.sitofp %g10_2 : i32 to f32
      %g10_4 = arith.cmpf ugt, %g10_in0, %g10_3 : f32
      %g10_5 = linalg.index 0 : index
      %g10_6 = arith.index_cast %g10_5 : index to i32
      %g10_7 = arith.sitofp %g10_6 : i32 to f32
      %g10_8 = arith.constant 1.000000e+00 : f32
      %g10_9 = arith.divf %g10_7, %g10_8 : f32
      %g10_10 = arith.cmpf oeq, %g10_in1, %g10_in0 : f32
      %g10_11 = linalg.index 0 : index
      %g10_12 = arith.index_cast %g10_11 : index to i32
      %g10_13 = arith.sitofp %g10_12 : i32 to f32
      %g10_14 = arith.select %g10_10, %g10_13, %g10_in0 : f32
      %g10_15 = arith.cmpf ugt, %g10_9, %g10_14 : f32
      %g10_16 = arith.maximumf %g10_in0, %g10_in1 : f32
      %g10_17 = math.sqrt %g10_in1 : f32
      %g10_18 = arith.select %g10_15, %g10_16, %g10_17 : f32
      %g10_19 = arith.minimumf %g10_in0, %g10_in0 : f32
      %g10_20 = arith.select %g10_4, %g10_18, %g10_19 : f32
      linalg.yield %g10_0, %g10_20 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    return %v0, %v10#0, %v10#1 : tensor<3x?xi1>, tensor<?xf32>, tensor<?xf32>
  }
}
