// Corpus case 'refused-operand-not-input': `fusefuzz generate --seed 182` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} operand-not-input=
module attributes {fusefuzz.seed = 182 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xi1>, %arg1: tensor<?xi1> {fusefuzz.shape = array<i64: 3>}, %arg2: tensor<?x2x3xf16> {fusefuzz.shape = array<i64: 4, 2, 3>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 0 : i64}, %arg6: tensor<?x2x1xf16> {fusefuzz.shape = array<i64: 4, 2, 1>}, %arg7: tensor<5xf16>, %arg8: tensor<i1>, %arg9: tensor<2xi1>) -> (tensor<?xi1>, tensor<?x?x?xf16>, tensor<4x?x2xf16>, tensor<5xi32>, tensor<i1>) {
    %cst0 = arith.constant dense<[1, 1, 0, 0, 0]> : tensor<5xi1>
    %g0_empty0 = tensor.empty() : tensor<5xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst0, %cst0, %arg0 : tensor<5xi1>, tensor<5xi1>, tensor<5xi1>) outs(%g0_empty0 : tensor<5xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1):
      %g0_0 = arith.uitofp %g0_in0 : i1 to f32
      %g0_1 = arith.uitofp %g0_in0 : i1 to f32
      %g0_2 = arith.addf %g0_0, %g0_1 : f32
      %g0_3 = arith.uitofp %g0_in1 : i1 to f32
      %g0_4 = math.exp %g0_3 : f32
      %g0_5 = arith.cmpf olt, %g0_2, %g0_4 : f32
      linalg.yield %g0_5 : i1
    } -> tensor<5xi1>
    %v1 = tensor.concat dim(0) %arg1, %v0 : (tensor<?xi1>, tensor<5xi1>) -> tensor<?xi1>
    %l2_c0 = arith.constant 0 : index
    %l2_d0 = tensor.dim %arg2, %l2_c0 : tensor<?x2x3xf16>
    %l2_dest = tensor.empty(%l2_d0) : tensor<?x2x3xf16>
    %v2 = linalg.softmax dimension(1) ins(%arg2 : tensor<?x2x3xf16>) outs(%l2_dest : tensor<?x2x3xf16>) -> tensor<?x2x3xf16>
    %p3_padval = arith.constant 2.000000e+00 : f16
    %v3 = tensor.pad %v2 low[1, %arg3, %arg5] high[1, %arg4, 2] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %p3_padval : f16
    } : tensor<?x2x3xf16> to tensor<?x?x?xf16>
    %v4 = tensor.concat dim(2) %v2, %arg6 : (tensor<?x2x3xf16>, tensor<?x2x1xf16>) -> tensor<?x2x4xf16>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x2x4xf16>
    %g5_empty0 = tensor.empty(%g5_d0_1) : tensor<4x?x2xf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4 : tensor<?x2x4xf16>) outs(%g5_empty0 : tensor<4x?x2xf16>) {
    ^bb0(%g5_in0: f16, %g5_out0: f16):
      %g5_0 = arith.constant -1.500000e+00 : f16
      %g5_1 = arith.cmpf oge, %g5_0, %g5_in0 : f16
      %g5_2 = arith.select %g5_1, %g5_in0, %g5_in0 : f16
      %g5_3 = arith.cmpf ugt, %g5_in0, %g5_in0 : f16
      %g5_4 = arith.select %g5_3, %g5_in0, %g5_in0 : f16
      %g5_5 = arith.minimumf %g5_2, %g5_4 : f16
      linalg.yield %g5_5 : f16
    } -> tensor<4x?x2xf16>
    %g6_empty0 = tensor.empty() : tensor<5xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg7, %cst0 : tensor<5xf16>, tensor<5xi1>) outs(%g6_empty0 : tensor<5xi32>) {
    ^bb0(%g6_in0: f16, %g6_in1: i1, %g6_out0: i32):
      %g6_0 = arith.constant 4 : i32
      %g6_1 = arith.extui %g6_in1 : i1 to i32
      %g6_2 = arith.addi %g6_0, %g6_1 : i32
      %g6_3 = arith.extui %g6_in1 : i1 to i32
      %g6_4 = arith.extui %g6_in1 : i1 to i32
      %g6_5 = arith.cmpi ugt, %g6_3, %g6_4 : i32
      %g6_6 = arith.extui %g6_in1 : i1 to i32
      %g6_7 = linalg.index 0 : index
      %g6_8 = arith.index_cast %g6_7 : index to i32
      %g6_9 = arith.select %g6_5, %g6_6, %g6_8 : i32
      %g6_10 = arith.constant 0 : i32
      %g6_11 = arith.constant 1 : i32
      %g6_12 = arith.cmpi eq, %g6_9, %g6_10 : i32
      %g6_13 = arith.constant -1 : i32
      %g6_14 = arith.cmpi eq, %g6_9, %g6_13 : i32
      %g6_15 = arith.ori %g6_12, %g6_14 : i1
      %g6_16 = arith.select %g6_15, %g6_11, %g6_9 : i32
      %g6_17 = arith.divsi %g6_2, %g6_16 : i32
      linalg.yield %g6_17 : i32
    } -> tensor<5xi32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0, %cst0, %cst0 : tensor<5xi1>, tensor<5xi1>, tensor<5xi1>) outs(%arg8 : tensor<i1>) {
    ^bb0(%g7_in0: i1, %g7_in1: i1, %g7_in2: i1, %g7_out0: i1):
      %g7_0 = arith.constant 5 : i32
      %g7_1 = arith.extui %g7_in0 : i1 to i32
      %g7_2 = arith.cmpi ult, %g7_0, %g7_1 : i32
      %g7_3 = arith.extui %g7_in1 : i1 to i32
      %g7_4 = arith.extui %g7_in0 : i1 to i32
      %g7_5 = arith.select %g7_2, %g7_3, %g7_4 : i32
      %g7_6 = arith.extui %g7_in1 : i1 to i32
      %g7_7 = arith.maxsi %g7_5, %g7_6 : i32
      %g7_8 = arith.extui %g7_out0 : i1 to i32
      %g7_9 = arith.extui %g7_in2 : i1 to i32
      %g7_10 = arith.cmpi eq, %g7_8, %g7_9 : i32
      %g7_11 = arith.extui %g7_in0 : i1 to i32
      %g7_12 = arith.constant 2 : i32
      %g7_13 = arith.andi %g7_11, %g7_12 : i32
      %g7_14 = arith.extui %g7_in1 : i1 to i32
      %g7_15 = arith.extui %g7_in0 : i1 to i32
      %g7_16 = arith.muli %g7_14, %g7_15 : i32
      %g7_17 = arith.select %g7_10, %g7_13, %g7_16 : i32
      %g7_18 = arith.cmpi sle, %g7_7, %g7_17 : i32
      %g7_19 = arith.andi %g7_out0, %g7_18 : i1
      linalg.yield %g7_19 : i1
    } -> tensor<i1>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v7, %arg9 : tensor<i1>, tensor<2xi1>) outs(%v7 : tensor<i1>) {
    ^bb0(%g8_in0: i1, %g8_in1: i1, %g8_out0: i1):
      %g8_0 = arith.andi %g8_in1, %g8_in1 : i1
      %g8_1 = arith.andi %g8_0, %g8_in0 : i1
      %g8_2 = arith.ori %g8_out0, %g8_1 : i1
      %g8_3 = arith.ori %g8_out0, %g8_2 : i1
      linalg.yield %g8_3 : i1
    } -> tensor<i1>
    return %v1, %v3, %v5, %v6, %v8 : tensor<?xi1>, tensor<?x?x?xf16>, tensor<4x?x2xf16>, tensor<5xi32>, tensor<i1>
  }
}
