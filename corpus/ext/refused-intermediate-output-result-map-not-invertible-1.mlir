// Corpus case 'refused-intermediate-output-result-map-not-invertible': `fusefuzz generate --seed 79 --strategy intermediate-output` under strategy intermediate-output.
// EXPECT: pass
// STRATEGY: intermediate-output
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseKeepingIntermediates: result-map-not-invertible=
module attributes {fusefuzz.seed = 79 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<1x1x1xi32>, %arg1: tensor<2x4xi32>, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 5>}, %arg3: i32, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<5xf32>, %arg7: index {fusefuzz.value = 2 : i64}) -> (tensor<?xi32>, tensor<?xi32>, tensor<1x1x1xf32>, tensor<?xf32>, tensor<1xf32>) {
    %v0 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [1, 1, 1, 1] : tensor<1x1x1xi32> into tensor<1x1x1x1xi32>
    %g1_empty0 = tensor.empty() : tensor<1x1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, 0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<1x1x1x1xi32>) outs(%g1_empty0 : tensor<1x1xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.cmpi eq, %g1_in0, %g1_in0 : i32
      %g1_1 = arith.constant 5 : i32
      %g1_2 = arith.select %g1_0, %g1_in0, %g1_1 : i32
      %g1_3 = arith.cmpi ugt, %g1_in0, %g1_in0 : i32
      %g1_4 = arith.select %g1_3, %g1_in0, %g1_in0 : i32
      %g1_5 = arith.cmpi ugt, %g1_2, %g1_4 : i32
      %g1_6 = arith.constant 2 : i32
      %g1_7 = arith.subi %g1_in0, %g1_6 : i32
      %g1_8 = linalg.index 0 : index
      %g1_9 = arith.constant 2 : index
      %g1_10 = arith.remui %g1_8, %g1_9 : index
      %g1_11 = linalg.index 0 : index
      %g1_12 = arith.constant 4 : index
      %g1_13 = arith.remui %g1_11, %g1_12 : index
      %g1_14 = tensor.extract %arg1[%g1_10, %g1_13] : tensor<2x4xi32>
      %g1_15 = arith.minsi %g1_in0, %g1_14 : i32
      %g1_16 = arith.select %g1_5, %g1_7, %g1_15 : i32
      linalg.yield %g1_16 : i32
    } -> tensor<1x1xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi32>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %arg2, %g2_c1_0 : tensor<?xi32>
    %g2_empty1 = tensor.empty(%g2_d1_0) : tensor<?xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, 0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2 : tensor<1x1xi32>, tensor<?xi32>) outs(%g2_empty0, %g2_empty1 : tensor<?xi32>, tensor<?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32, %g2_out1: i32):
      %g2_0 = arith.andi %g2_in1, %g2_in1 : i32
      %g2_1 = arith.constant -3 : i32
      %g2_2 = arith.constant 32 : i32
      %g2_3 = arith.remui %arg3, %g2_2 : i32
      %g2_4 = arith.shrui %g2_1, %g2_3 : i32
      %g2_5 = arith.constant 0 : i32
      %g2_6 = arith.constant 1 : i32
      %g2_7 = arith.cmpi eq, %g2_4, %g2_5 : i32
      %g2_8 = arith.select %g2_7, %g2_6, %g2_4 : i32
      %g2_9 = arith.remui %g2_0, %g2_8 : i32
      %g2_10 = arith.xori %g2_in0, %g2_9 : i32
      %g2_11 = arith.constant 4 : i32
      %g2_12 = arith.andi %g2_11, %g2_in1 : i32
      %g2_13 = arith.muli %arg3, %g2_12 : i32
      %g2_14 = arith.minsi %g2_in1, %arg3 : i32
      %g2_15 = arith.xori %arg3, %g2_in0 : i32
      %g2_16 = arith.constant 0 : i32
      %g2_17 = arith.constant 1 : i32
      %g2_18 = arith.cmpi eq, %g2_15, %g2_16 : i32
      %g2_19 = arith.select %g2_18, %g2_17, %g2_15 : i32
      %g2_20 = arith.divui %g2_14, %g2_19 : i32
      %g2_21 = arith.muli %g2_13, %g2_20 : i32
      linalg.yield %g2_10, %g2_21 : i32, i32
    } -> (tensor<?xi32>, tensor<?xi32>)
    %g3_empty0 = tensor.empty() : tensor<1x1xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg4, %arg5 : tensor<1x1xi32>, tensor<f32>, tensor<f32>) outs(%g3_empty0 : tensor<1x1xf32>) {
    ^bb0(%g3_in0: i32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = arith.constant 7.000000e+00 : f32
      %g3_1 = math.exp %g3_0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<1x1xf32>
    %v4 = tensor.expand_shape %v3 [[0, 1], [2]] output_shape [1, 1, 1] : tensor<1x1xf32> into tensor<1x1x1xf32>
    %g5_empty0 = tensor.empty() : tensor<1x1x1xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4 : tensor<1x1x1xf32>) outs(%g5_empty0 : tensor<1x1x1xf32>) {
    ^bb0(%g5_in0: f32, %g5_out0: f32):
      %g5_0 = arith.divf %g5_in0, %g5_in0 : f32
      %g5_1 = arith.minimumf %g5_in0, %g5_in0 : f32
      %g5_2 = arith.minimumf %g5_0, %g5_1 : f32
      %g5_3 = arith.constant -3.000000e+00 : f32
      %g5_4 = arith.mulf %g5_3, %g5_in0 : f32
      %g5_5 = arith.mulf %g5_in0, %g5_in0 : f32
      %g5_6 = arith.maximumf %g5_4, %g5_5 : f32
      %g5_7 = arith.cmpf oge, %g5_2, %g5_6 : f32
      %g5_8 = arith.divf %g5_in0, %g5_in0 : f32
      %g5_9 = arith.addf %g5_in0, %g5_in0 : f32
      %g5_10 = arith.maximumf %g5_8, %g5_9 : f32
      %g5_11 = arith.addf %g5_in0, %g5_in0 : f32
      %g5_12 = arith.negf %g5_11 : f32
      %g5_13 = arith.select %g5_7, %g5_10, %g5_12 : f32
      linalg.yield %g5_13 : f32
    } -> tensor<1x1x1xf32>
    %p6_padval = arith.constant 0.000000e+00 : f32
    %v6 = tensor.pad %arg6 low[1] high[%arg7] {
    ^bb0(%p6_i0: index):
      tensor.yield %p6_padval : f32
    } : tensor<5xf32> to tensor<?xf32>
    %g7_empty0 = tensor.empty() : tensor<1xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<1x1x1xf32>) outs(%g7_empty0 : tensor<1xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.constant 2.000000e+00 : f32
      %g7_1 = math.sqrt %g7_0 : f32
      linalg.yield %g7_1 : f32
    } -> tensor<1xf32>
    return %v2#0, %v2#1, %v5, %v6, %v7 : tensor<?xi32>, tensor<?xi32>, tensor<1x1x1xf32>, tensor<?xf32>, tensor<1xf32>
  }
}
