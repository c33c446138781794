// Corpus case 'fill-init': `fusefuzz generate --seed 41` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 41 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<i32>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<?x4xi32> {fusefuzz.shape = array<i64: 3, 4>}, %arg4: tensor<i32>, %arg5: tensor<1x?xf32> {fusefuzz.shape = array<i64: 1, 1>}, %arg6: tensor<1x1xi32>, %arg7: tensor<3x?x2xf32> {fusefuzz.shape = array<i64: 3, 3, 2>}, %arg8: tensor<3x3x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<2x?x3xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<i32>) outs(%g0_empty0 : tensor<1x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.constant 0 : i32
      %g0_4 = arith.constant 1 : i32
      %g0_5 = arith.cmpi eq, %g0_2, %g0_3 : i32
      %g0_6 = arith.constant -1 : i32
      %g0_7 = arith.cmpi eq, %g0_2, %g0_6 : i32
      %g0_8 = arith.ori %g0_5, %g0_7 : i1
      %g0_9 = arith.select %g0_8, %g0_4, %g0_2 : i32
      %g0_10 = arith.divsi %g0_0, %g0_9 : i32
      %g0_11 = arith.constant 0 : i32
      %g0_12 = arith.constant 1 : i32
      %g0_13 = arith.cmpi eq, %g0_in0, %g0_11 : i32
      %g0_14 = arith.constant -1 : i32
      %g0_15 = arith.cmpi eq, %g0_in0, %g0_14 : i32
      %g0_16 = arith.ori %g0_13, %g0_15 : i1
      %g0_17 = arith.select %g0_16, %g0_12, %g0_in0 : i32
      %g0_18 = arith.remsi %g0_10, %g0_17 : i32
      %g0_19 = linalg.index 1 : index
      %g0_20 = arith.index_cast %g0_19 : index to i32
      %g0_21 = arith.ori %g0_20, %g0_in0 : i32
      %g0_22 = arith.addi %g0_in0, %g0_21 : i32
      %g0_23 = arith.cmpi slt, %g0_18, %g0_22 : i32
      %g0_24 = arith.constant 0 : i32
      %g0_25 = arith.constant 1 : i32
      %g0_26 = arith.cmpi eq, %g0_in0, %g0_24 : i32
      %g0_27 = arith.constant -1 : i32
      %g0_28 = arith.cmpi eq, %g0_in0, %g0_27 : i32
      %g0_29 = arith.ori %g0_26, %g0_28 : i1
      %g0_30 = arith.select %g0_29, %g0_25, %g0_in0 : i32
      %g0_31 = arith.remsi %g0_in0, %g0_30 : i32
      %g0_32 = arith.maxsi %g0_in0, %g0_31 : i32
      %g0_33 = arith.select %g0_23, %g0_32, %g0_in0 : i32
      linalg.yield %g0_33 : i32
    } -> tensor<1x1xi32>
    %p1_padval = arith.constant 7 : i32
    %v1 = tensor.pad %v0 low[%arg1, 1] high[2, %arg2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<1x1xi32> to tensor<?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v1, %v1, %arg3 : tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x4xi32>) outs(%arg4 : tensor<i32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.constant 0 : i32
      %g2_1 = arith.constant 1 : i32
      %g2_2 = arith.cmpi eq, %g2_in2, %g2_0 : i32
      %g2_3 = arith.select %g2_2, %g2_1, %g2_in2 : i32
      %g2_4 = arith.remui %g2_in2, %g2_3 : i32
      %g2_5 = arith.xori %g2_in1, %g2_in2 : i32
      %g2_6 = arith.constant 32 : i32
      %g2_7 = arith.remui %g2_5, %g2_6 : i32
      %g2_8 = arith.shrui %g2_4, %g2_7 : i32
      %g2_9 = arith.xori %g2_out0, %g2_8 : i32
      linalg.yield %g2_9 : i32
    } -> tensor<i32>
    %g3_empty0 = tensor.empty() : tensor<i32>
    %g3_fillval0 = arith.constant -2 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<i32>) -> tensor<i32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%arg5, %arg6 : tensor<1x?xf32>, tensor<1x1xi32>) outs(%g3_fill0 : tensor<i32>) {
    ^bb0(%g3_in0: f32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.xori %g3_out0, %g3_in1 : i32
      %g3_1 = arith.constant 1 : i32
      %g3_2 = arith.xori %g3_out0, %g3_1 : i32
      %g3_3 = arith.andi %g3_0, %g3_2 : i32
      %g3_4 = arith.addi %g3_out0, %g3_3 : i32
      linalg.yield %g3_4 : i32
    } -> tensor<i32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %arg7, %g4_c0_1 : tensor<3x?x2xf32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<3x?x2xf32>
    %v4 = linalg.map ins(%arg7 : tensor<3x?x2xf32>) outs(%g4_empty0 : tensor<3x?x2xf32>)
      (%g4_in0: f32, %g4_out0: f32) {
        %g4_0 = arith.addf %g4_in0, %g4_in0 : f32
        linalg.yield %g4_0 : f32
      }
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<3x?x2xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<2x?x3xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg8 : tensor<3x?x2xf32>, tensor<3x3x2xf32>) outs(%g5_empty0 : tensor<2x?x3xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32):
      %g5_0 = arith.mulf %g5_in1, %g5_in1 : f32
      %g5_1 = arith.addf %g5_in1, %g5_in0 : f32
      %g5_2 = arith.cmpf ugt, %g5_0, %g5_1 : f32
      %g5_3 = arith.maximumf %g5_in0, %g5_in1 : f32
      %g5_4 = arith.mulf %g5_in1, %g5_in1 : f32
      %g5_5 = arith.select %g5_2, %g5_3, %g5_4 : f32
      linalg.yield %g5_5 : f32
    } -> tensor<2x?x3xf32>
    return %v2, %v3, %v5 : tensor<i32>, tensor<i32>, tensor<2x?x3xf32>
  }
}
