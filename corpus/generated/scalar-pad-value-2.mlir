// Corpus case 'scalar-pad-value': `fusefuzz generate --seed 114` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 114 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x1xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<1x2xf32>, %arg3: tensor<4x2xf32>, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: f32) -> (tensor<4x2xf32>, tensor<2x?x4xf32>) {
    %g0_empty0 = tensor.empty() : tensor<4x1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<4x1xf32>, tensor<4x1xf32>) outs(%g0_empty0 : tensor<4x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_out0: f32):
      %g0_0 = arith.cmpf ugt, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant 0.000000e+00 : f32
      %g0_2 = arith.maximumf %g0_1, %g0_in0 : f32
      %g0_3 = arith.select %g0_0, %g0_in1, %g0_2 : f32
      %g0_4 = arith.mulf %g0_in0, %g0_in1 : f32
      %g0_5 = arith.mulf %g0_4, %g0_in1 : f32
      %g0_6 = arith.cmpf ord, %g0_3, %g0_5 : f32
      %g0_7 = arith.mulf %g0_in1, %g0_in1 : f32
      %g0_8 = arith.cmpf ord, %g0_in0, %g0_in1 : f32
      %g0_9 = arith.select %g0_8, %g0_in1, %g0_in0 : f32
      %g0_10 = arith.cmpf oge, %g0_7, %g0_9 : f32
      %g0_11 = arith.cmpf ugt, %g0_in1, %g0_in0 : f32
      %g0_12 = linalg.index 0 : index
      %g0_13 = arith.constant 2 : index
      %g0_14 = arith.remui %g0_12, %g0_13 : index
      %g0_15 = linalg.index 0 : index
      %g0_16 = arith.constant 1 : index
      %g0_17 = arith.remui %g0_15, %g0_16 : index
      %g0_18 = tensor.extract %arg1[%g0_14, %g0_17] : tensor<2x1xf32>
      %g0_19 = arith.select %g0_11, %g0_in0, %g0_18 : f32
      %g0_20 = linalg.index 1 : index
      %g0_21 = arith.constant 2 : index
      %g0_22 = arith.remui %g0_20, %g0_21 : index
      %g0_23 = linalg.index 1 : index
      %g0_24 = arith.constant 1 : index
      %g0_25 = arith.remui %g0_23, %g0_24 : index
      %g0_26 = tensor.extract %arg1[%g0_22, %g0_25] : tensor<2x1xf32>
      %g0_27 = arith.cmpf une, %g0_26, %g0_in0 : f32
      %g0_28 = linalg.index 0 : index
      %g0_29 = arith.constant 2 : index
      %g0_30 = arith.remui %g0_28, %g0_29 : index
      %g0_31 = linalg.index 0 : index
      %g0_32 = arith.constant 1 : index
      %g0_33 = arith.remui %g0_31, %g0_32 : index
      %g0_34 = tensor.extract %arg1[%g0_30, %g0_33] : tensor<2x1xf32>
      %g0_35 = arith.select %g0_27, %g0_in0, %g0_34 : f32
      %g0_36 = arith.select %g0_10, %g0_19, %g0_35 : f32
      %g0_37 = linalg.index 1 : index
      %g0_38 = arith.constant 2 : index
      %g0_39 = arith.remui %g0_37, %g0_38 : index
      %g0_40 = linalg.index 0 : index
      %g0_41 = arith.constant 1 : index
      %g0_42 = arith.remui %g0_40, %g0_41 : index
      %g0_43 = tensor.extract %arg1[%g0_39, %g0_42] : tensor<2x1xf32>
      %g0_44 = arith.cmpf ord, %g0_43, %g0_in1 : f32
      %g0_45 = arith.constant 5.000000e-01 : f32
      %g0_46 = arith.select %g0_44, %g0_in1, %g0_45 : f32
      %g0_47 = arith.constant -1.500000e+00 : f32
      %g0_48 = arith.divf %g0_in0, %g0_47 : f32
      %g0_49 = arith.cmpf ugt, %g0_46, %g0_48 : f32
      %g0_50 = linalg.index 0 : index
      %g0_51 = arith.constant 2 : index
      %g0_52 = arith.remui %g0_50, %g0_51 : index
      %g0_53 = linalg.index 1 : index
      %g0_54 = arith.constant 1 : index
      %g0_55 = arith.remui %g0_53, %g0_54 : index
      %g0_56 = tensor.extract %arg1[%g0_52, %g0_55] : tensor<2x1xf32>
      %g0_57 = arith.maximumf %g0_in0, %g0_56 : f32
      %g0_58 = arith.subf %g0_in1, %g0_in0 : f32
      %g0_59 = arith.select %g0_49, %g0_57, %g0_58 : f32
      %g0_60 = arith.select %g0_6, %g0_36, %g0_59 : f32
      linalg.yield %g0_60 : f32
    } -> tensor<4x1xf32>
    %v1 = linalg.matmul ins(%v0, %arg2 : tensor<4x1xf32>, tensor<1x2xf32>) outs(%arg3 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %g2_empty0 = tensor.empty() : tensor<4x2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<4x2xf32>) outs(%g2_empty0 : tensor<4x2xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32):
      %g2_0 = arith.maximumf %g2_in0, %g2_in0 : f32
      %g2_1 = arith.cmpf ugt, %g2_0, %g2_in0 : f32
      %g2_2 = math.sqrt %g2_in0 : f32
      %g2_3 = arith.select %g2_1, %g2_2, %g2_in0 : f32
      %g2_4 = arith.constant -1.500000e+00 : f32
      %g2_5 = arith.maximumf %g2_4, %g2_in0 : f32
      %g2_6 = arith.cmpf ord, %g2_in0, %g2_in0 : f32
      %g2_7 = arith.select %g2_6, %g2_in0, %g2_in0 : f32
      %g2_8 = arith.divf %g2_5, %g2_7 : f32
      %g2_9 = arith.maximumf %g2_3, %g2_8 : f32
      linalg.yield %g2_9 : f32
    } -> tensor<4x2xf32>
    %g3_empty0 = tensor.empty() : tensor<1x4x2xf32>
    %v3 = linalg.broadcast ins(%v2 : tensor<4x2xf32>) outs(%g3_empty0 : tensor<1x4x2xf32>) dimensions = [0]
    %v4 = tensor.pad %v3 low[1, 1, 0] high[0, %arg4, 2] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index):
      tensor.yield %arg5 : f32
    } : tensor<1x4x2xf32> to tensor<2x?x4xf32>
    return %v1, %v4 : tensor<4x2xf32>, tensor<2x?x4xf32>
  }
}
