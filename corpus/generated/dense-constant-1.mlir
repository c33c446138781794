// Corpus case 'dense-constant': `fusefuzz generate --seed 24` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 24 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1xi32>, %arg1: tensor<1x5xi32>, %arg2: tensor<i32>, %arg3: tensor<1xi32>, %arg4: tensor<i32>, %arg5: tensor<2x5x3xf32>, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: tensor<4xf32>) -> (tensor<i32>, tensor<?x8x4xf32>) {
    %cst0 = arith.constant dense<[[-2, -3, -2, 0, 6]]> : tensor<1x5xi32>
    %g0_empty0 = tensor.empty() : tensor<1x5xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst0, %arg0 : tensor<1x5xi32>, tensor<1xi32>) outs(%g0_empty0 : tensor<1x5xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.andi %g0_in1, %g0_in1 : i32
      %g0_1 = arith.maxui %g0_in0, %g0_in0 : i32
      %g0_2 = arith.ori %g0_0, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<1x5xi32>
    %g1_empty0 = tensor.empty() : tensor<1xi32>
    %g1_fillval0 = arith.constant 2 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<1xi32>) -> tensor<1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v0, %arg1 : tensor<1x5xi32>, tensor<1x5xi32>) outs(%g1_fill0 : tensor<1xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.subi %g1_out0, %g1_out0 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.constant 1 : i32
      %g1_4 = arith.cmpi eq, %g1_1, %g1_2 : i32
      %g1_5 = arith.constant -1 : i32
      %g1_6 = arith.cmpi eq, %g1_1, %g1_5 : i32
      %g1_7 = arith.ori %g1_4, %g1_6 : i1
      %g1_8 = arith.select %g1_7, %g1_3, %g1_1 : i32
      %g1_9 = arith.divsi %g1_in0, %g1_8 : i32
      %g1_10 = arith.cmpi ne, %g1_0, %g1_9 : i32
      %g1_11 = arith.subi %g1_in1, %g1_in1 : i32
      %g1_12 = arith.maxui %g1_out0, %g1_in0 : i32
      %g1_13 = arith.select %g1_10, %g1_11, %g1_12 : i32
      %g1_14 = arith.maxsi %g1_out0, %g1_13 : i32
      linalg.yield %g1_14 : i32
    } -> tensor<1xi32>
    %g2_empty0 = tensor.empty() : tensor<1xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2, %arg3 : tensor<1xi32>, tensor<i32>, tensor<1xi32>) outs(%g2_empty0 : tensor<1xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.muli %g2_in1, %g2_in2 : i32
      %g2_1 = arith.minsi %g2_in0, %g2_in2 : i32
      %g2_2 = arith.constant 0 : i32
      %g2_3 = arith.constant 1 : i32
      %g2_4 = arith.cmpi eq, %g2_1, %g2_2 : i32
      %g2_5 = arith.select %g2_4, %g2_3, %g2_1 : i32
      %g2_6 = arith.remui %g2_0, %g2_5 : i32
      linalg.yield %g2_6 : i32
    } -> tensor<1xi32>
    %g3_empty0 = tensor.empty() : tensor<i32>
    %g3_fillval0 = arith.constant 4 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<i32>) -> tensor<i32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v2, %arg4 : tensor<1xi32>, tensor<i32>) outs(%g3_fill0 : tensor<i32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.minsi %g3_in0, %g3_in0 : i32
      %g3_1 = arith.cmpi ugt, %g3_in0, %g3_0 : i32
      %g3_2 = arith.ori %g3_in0, %g3_in1 : i32
      %g3_3 = arith.constant 6 : i32
      %g3_4 = arith.xori %g3_3, %g3_out0 : i32
      %g3_5 = arith.select %g3_1, %g3_2, %g3_4 : i32
      %g3_6 = arith.constant 1 : i32
      %g3_7 = arith.constant 0 : i32
      %g3_8 = arith.constant 1 : i32
      %g3_9 = arith.cmpi eq, %g3_6, %g3_7 : i32
      %g3_10 = arith.select %g3_9, %g3_8, %g3_6 : i32
      %g3_11 = arith.divui %g3_in0, %g3_10 : i32
      %g3_12 = arith.constant -2 : i32
      %g3_13 = arith.xori %g3_in0, %g3_12 : i32
      %g3_14 = arith.minsi %g3_11, %g3_13 : i32
      %g3_15 = arith.cmpi slt, %g3_5, %g3_14 : i32
      %g3_16 = arith.constant 1 : i32
      %g3_17 = arith.muli %g3_16, %g3_in0 : i32
      %g3_18 = arith.constant 2 : i32
      %g3_19 = arith.constant 0 : i32
      %g3_20 = arith.constant 1 : i32
      %g3_21 = arith.cmpi eq, %g3_in0, %g3_19 : i32
      %g3_22 = arith.constant -1 : i32
      %g3_23 = arith.cmpi eq, %g3_in0, %g3_22 : i32
      %g3_24 = arith.ori %g3_21, %g3_23 : i1
      %g3_25 = arith.select %g3_24, %g3_20, %g3_in0 : i32
      %g3_26 = arith.divsi %g3_18, %g3_25 : i32
      %g3_27 = arith.constant 32 : i32
      %g3_28 = arith.remui %g3_26, %g3_27 : i32
      %g3_29 = arith.shrui %g3_17, %g3_28 : i32
      %g3_30 = arith.select %g3_15, %g3_29, %g3_out0 : i32
      %g3_31 = arith.maxsi %g3_out0, %g3_30 : i32
      linalg.yield %g3_31 : i32
    } -> tensor<i32>
    %p4_padval = arith.constant -3.000000e+00 : f32
    %v4 = tensor.pad %arg5 low[%arg6, 1, 1] high[2, 2, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index):
      tensor.yield %p4_padval : f32
    } : tensor<2x5x3xf32> to tensor<?x8x4xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x8x4xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x8x4xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg2, %arg7 : tensor<?x8x4xf32>, tensor<i32>, tensor<4xf32>) outs(%g5_empty0 : tensor<?x8x4xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: i32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = arith.sitofp %g5_in1 : i32 to f32
      %g5_1 = arith.addf %g5_in2, %g5_0 : f32
      %g5_2 = linalg.index 0 : index
      %g5_3 = arith.index_cast %g5_2 : index to i32
      %g5_4 = arith.sitofp %g5_3 : i32 to f32
      %g5_5 = arith.maximumf %g5_1, %g5_4 : f32
      linalg.yield %g5_5 : f32
    } -> tensor<?x8x4xf32>
    return %v3, %v5 : tensor<i32>, tensor<?x8x4xf32>
  }
}
