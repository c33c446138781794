// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 56` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 56 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<4xi32>, %arg4: tensor<5x4xi32>, %arg5: tensor<3x1x5xi8>, %arg6: tensor<5x?x3xi32> {fusefuzz.shape = array<i64: 5, 1, 3>}, %arg7: tensor<3x?x5xi32> {fusefuzz.shape = array<i64: 3, 1, 5>}, %arg8: tensor<3x?x5xi32> {fusefuzz.shape = array<i64: 3, 1, 5>}, %arg9: tensor<1x?x1x3xf32> {fusefuzz.shape = array<i64: 1, 5, 1, 3>}, %arg10: tensor<3x?x1x5xf32> {fusefuzz.shape = array<i64: 3, 1, 1, 5>}, %arg11: i32) -> (tensor<i32>, tensor<5x?x3xi32>, tensor<3x?x?x?xi32>) {
    %g0_empty0 = tensor.empty() : tensor<2xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<2xi1>, tensor<i32>) outs(%g0_empty0 : tensor<2xi32>) {
    ^bb0(%g0_in0: i1, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.constant -3 : i32
      %g0_1 = arith.xori %g0_in1, %g0_0 : i32
      linalg.yield %g0_1 : i32
    } -> tensor<2xi32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (1)>], iterator_types = ["reduction"]} ins(%v0 : tensor<2xi32>) outs(%arg2, %arg3 : tensor<i32>, tensor<4xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32, %g1_out1: i32):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.maxsi %g1_in0, %g1_1 : i32
      %g1_3 = arith.constant 4 : i32
      %g1_4 = arith.subi %g1_3, %g1_out0 : i32
      %g1_5 = arith.constant 0 : i32
      %g1_6 = arith.constant 1 : i32
      %g1_7 = arith.cmpi eq, %g1_4, %g1_5 : i32
      %g1_8 = arith.select %g1_7, %g1_6, %g1_4 : i32
      %g1_9 = arith.remui %g1_2, %g1_8 : i32
      %g1_10 = arith.addi %g1_out0, %g1_9 : i32
      %g1_11 = linalg.index 0 : index
      %g1_12 = arith.index_cast %g1_11 : index to i32
      %g1_13 = arith.cmpi ugt, %g1_out1, %g1_12 : i32
      %g1_14 = linalg.index 0 : index
      %g1_15 = arith.index_cast %g1_14 : index to i32
      %g1_16 = linalg.index 0 : index
      %g1_17 = arith.index_cast %g1_16 : index to i32
      %g1_18 = arith.select %g1_13, %g1_15, %g1_17 : i32
      %g1_19 = arith.constant 32 : i32
      %g1_20 = arith.remui %g1_18, %g1_19 : i32
      %g1_21 = arith.shrui %g1_in0, %g1_20 : i32
      %g1_22 = arith.maxsi %g1_out1, %g1_21 : i32
      linalg.yield %g1_10, %g1_22 : i32, i32
    } -> (tensor<i32>, tensor<4xi32>)
    %g2_empty0 = tensor.empty() : tensor<5x4xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1#1, %arg4, %arg4 : tensor<4xi32>, tensor<5x4xi32>, tensor<5x4xi32>) outs(%g2_empty0 : tensor<5x4xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.constant -1 : i32
      %g2_1 = arith.constant 0 : i32
      %g2_2 = arith.constant 1 : i32
      %g2_3 = arith.cmpi eq, %g2_0, %g2_1 : i32
      %g2_4 = arith.select %g2_3, %g2_2, %g2_0 : i32
      %g2_5 = arith.divui %g2_in1, %g2_4 : i32
      linalg.yield %g2_5 : i32
    } -> tensor<5x4xi32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v2, %arg5 : tensor<5x4xi32>, tensor<3x1x5xi8>) outs(%arg6, %arg7 : tensor<5x?x3xi32>, tensor<3x?x5xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i8, %g3_out0: i32, %g3_out1: i32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.addi %g3_in0, %g3_1 : i32
      %g3_3 = arith.extsi %g3_in1 : i8 to i32
      %g3_4 = arith.cmpi eq, %g3_out0, %g3_3 : i32
      %g3_5 = linalg.index 1 : index
      %g3_6 = arith.index_cast %g3_5 : index to i32
      %g3_7 = arith.select %g3_4, %g3_6, %g3_out0 : i32
      %g3_8 = arith.constant 32 : i32
      %g3_9 = arith.remui %g3_7, %g3_8 : i32
      %g3_10 = arith.shrui %g3_2, %g3_9 : i32
      %g3_11 = arith.minsi %g3_out0, %g3_10 : i32
      %g3_12 = arith.constant 0 : i32
      %g3_13 = linalg.index 0 : index
      %g3_14 = arith.index_cast %g3_13 : index to i32
      %g3_15 = arith.cmpi ne, %g3_12, %g3_14 : i32
      %g3_16 = arith.select %g3_15, %g3_in0, %g3_out1 : i32
      %g3_17 = linalg.index 2 : index
      %g3_18 = arith.index_cast %g3_17 : index to i32
      %g3_19 = arith.extsi %g3_in1 : i8 to i32
      %g3_20 = arith.cmpi ugt, %g3_18, %g3_19 : i32
      %g3_21 = arith.constant 5 : i32
      %g3_22 = arith.constant 3 : i32
      %g3_23 = arith.select %g3_20, %g3_21, %g3_22 : i32
      %g3_24 = arith.xori %g3_16, %g3_23 : i32
      %g3_25 = arith.muli %g3_out1, %g3_24 : i32
      linalg.yield %g3_11, %g3_25 : i32, i32
    } -> (tensor<5x?x3xi32>, tensor<3x?x5xi32>)
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %v3#1, %g4_c0_1 : tensor<3x?x5xi32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<3x?x5xi32>
    %v4 = linalg.map ins(%v3#1, %arg7, %arg8 : tensor<3x?x5xi32>, tensor<3x?x5xi32>, tensor<3x?x5xi32>) outs(%g4_empty0 : tensor<3x?x5xi32>)
      (%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32) {
        %g4_0 = arith.minsi %g4_in1, %g4_in0 : i32
        %g4_1 = arith.constant -1 : i32
        %g4_2 = arith.cmpi eq, %g4_0, %g4_1 : i32
        %g4_3 = arith.constant 5 : i32
        %g4_4 = arith.maxui %g4_in2, %g4_3 : i32
        %g4_5 = arith.constant 1 : i32
        %g4_6 = arith.maxui %g4_in0, %g4_5 : i32
        %g4_7 = arith.select %g4_2, %g4_4, %g4_6 : i32
        %g4_8 = arith.constant 4 : i32
        %g4_9 = arith.constant 32 : i32
        %g4_10 = arith.remui %g4_8, %g4_9 : i32
        %g4_11 = arith.shrui %g4_in0, %g4_10 : i32
        %g4_12 = arith.xori %g4_in1, %g4_in0 : i32
        %g4_13 = arith.constant 0 : i32
        %g4_14 = arith.constant 1 : i32
        %g4_15 = arith.cmpi eq, %g4_12, %g4_13 : i32
        %g4_16 = arith.select %g4_15, %g4_14, %g4_12 : i32
        %g4_17 = arith.divui %g4_11, %g4_16 : i32
        %g4_18 = arith.ori %g4_7, %g4_17 : i32
        linalg.yield %g4_18 : i32
      }
    %g5_c0_1 = arith.constant 1 : index
    %g5_d0_1 = tensor.dim %arg10, %g5_c0_1 : tensor<3x?x1x5xf32>
    %g5_c0_2 = arith.constant 1 : index
    %g5_d0_2 = tensor.dim %v4, %g5_c0_2 : tensor<3x?x5xi32>
    %g5_c0_3 = arith.constant 1 : index
    %g5_d0_3 = tensor.dim %arg9, %g5_c0_3 : tensor<1x?x1x3xf32>
    %g5_empty0 = tensor.empty(%g5_d0_1, %g5_d0_2, %g5_d0_3) : tensor<3x?x?x?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v4, %arg9, %arg10 : tensor<3x?x5xi32>, tensor<1x?x1x3xf32>, tensor<3x?x1x5xf32>) outs(%g5_empty0 : tensor<3x?x?x?xi32>) {
    ^bb0(%g5_in0: i32, %g5_in1: f32, %g5_in2: f32, %g5_out0: i32):
      %g5_0 = arith.andi %arg11, %arg11 : i32
      %g5_1 = arith.muli %g5_in0, %arg11 : i32
      %g5_2 = arith.muli %g5_0, %g5_1 : i32
      %g5_3 = arith.cmpf uno, %g5_in2, %g5_in2 : f32
      %g5_4 = arith.constant -1.000000e+02 : f32
      %g5_5 = arith.constant 1.000000e+02 : f32
      %g5_6 = arith.constant 0.000000e+00 : f32
      %g5_7 = arith.maximumf %g5_in2, %g5_4 : f32
      %g5_8 = arith.minimumf %g5_7, %g5_5 : f32
      %g5_9 = arith.select %g5_3, %g5_6, %g5_8 : f32
      %g5_10 = arith.fptosi %g5_9 : f32 to i32
      %g5_11 = arith.constant 32 : i32
      %g5_12 = arith.remui %g5_10, %g5_11 : i32
      %g5_13 = arith.shrsi %g5_2, %g5_12 : i32
      linalg.yield %g5_13 : i32
    } -> tensor<3x?x?x?xi32>
    return %v1#0, %v3#0, %v5 : tensor<i32>, tensor<5x?x3xi32>, tensor<3x?x?x?xi32>
  }
}
