// Corpus case 'scalar-pad-value': `fusefuzz generate --seed 57` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 57 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xf32>, %arg1: f32, %arg2: f32, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<5xf32>, %arg6: index {fusefuzz.value = 0 : i64}) -> (tensor<8xf32>, tensor<5xf32>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%g0_empty0 : tensor<5xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.constant 7.000000e+00 : f32
      %g0_1 = arith.addf %g0_0, %g0_in0 : f32
      %g0_2 = math.sqrt %arg1 : f32
      %g0_3 = arith.maximumf %g0_1, %g0_2 : f32
      linalg.yield %g0_3 : f32
    } -> tensor<5xf32>
    %v1 = tensor.pad %v0 low[2] high[1] {
    ^bb0(%p1_i0: index):
      tensor.yield %arg2 : f32
    } : tensor<5xf32> to tensor<8xf32>
    %g2_empty0 = tensor.empty() : tensor<8xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg3, %arg4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%g2_empty0 : tensor<8xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant 0.000000e+00 : f32
      %g2_1 = arith.minimumf %g2_in0, %g2_in1 : f32
      %g2_2 = arith.cmpf oge, %g2_0, %g2_1 : f32
      %g2_3 = arith.maximumf %g2_in2, %g2_in0 : f32
      %g2_4 = arith.addf %g2_in2, %g2_in0 : f32
      %g2_5 = arith.select %g2_2, %g2_3, %g2_4 : f32
      linalg.yield %g2_5 : f32
    } -> tensor<8xf32>
    %g3_empty0 = tensor.empty() : tensor<5xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg5 : tensor<5xf32>, tensor<5xf32>) outs(%g3_empty0 : tensor<5xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = arith.constant 0.000000e+00 : f32
      %g3_4 = arith.minimumf %g3_2, %g3_3 : f32
      %g3_5 = math.absf %g3_4 : f32
      %g3_6 = arith.cmpf ord, %g3_in0, %g3_5 : f32
      %g3_7 = linalg.index 0 : index
      %g3_8 = arith.index_cast %g3_7 : index to i32
      %g3_9 = arith.sitofp %g3_8 : i32 to f32
      %g3_10 = arith.subf %g3_9, %g3_in1 : f32
      %g3_11 = linalg.index 0 : index
      %g3_12 = arith.index_cast %g3_11 : index to i32
      %g3_13 = arith.sitofp %g3_12 : i32 to f32
      %g3_14 = linalg.index 0 : index
      %g3_15 = arith.index_cast %g3_14 : index to i32
      %g3_16 = arith.sitofp %g3_15 : i32 to f32
      %g3_17 = arith.divf %g3_13, %g3_16 : f32
      %g3_18 = arith.cmpf ord, %g3_10, %g3_17 : f32
      %g3_19 = linalg.index 0 : index
      %g3_20 = arith.index_cast %g3_19 : index to i32
      %g3_21 = arith.sitofp %g3_20 : i32 to f32
      %g3_22 = math.exp %g3_21 : f32
      %g3_23 = arith.select %g3_18, %g3_in1, %g3_22 : f32
      %g3_24 = arith.cmpf ugt, %g3_in0, %g3_in1 : f32
      %g3_25 = arith.constant 1.000000e+00 : f32
      %g3_26 = arith.select %g3_24, %g3_in0, %g3_25 : f32
      %g3_27 = linalg.index 0 : index
      %g3_28 = arith.index_cast %g3_27 : index to i32
      %g3_29 = arith.sitofp %g3_28 : i32 to f32
      %g3_30 = arith.minimumf %g3_29, %g3_in1 : f32
      %g3_31 = arith.subf %g3_26, %g3_30 : f32
      %g3_32 = arith.select %g3_6, %g3_23, %g3_31 : f32
      linalg.yield %g3_32 : f32
    } -> tensor<5xf32>
    %p4_padval = arith.constant 1.000000e+00 : f32
    %v4 = tensor.pad %v0 low[%arg6] high[2] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : f32
    } : tensor<5xf32> to tensor<?xf32>
    return %v2, %v3, %v4 : tensor<8xf32>, tensor<5xf32>, tensor<?xf32>
  }
}
