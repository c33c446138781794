// The same case, proved again, asks Z3 the same queries (generated case
// seed 9789332955876834598, campaign seed 2027). Its fused side's terms
// came out with the two operands of an `or` in either order from one run
// of the same binary to the next (which terms Z3 still held when a case
// built new ones, and so their ids, depended on the order in which their
// holders died), and its end-to-end proof went from proved to a budget run
// out with them: 1-2% of a campaign's verdicts changed between two runs.
// Terms now live until their stage ends and go in the order made.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected pass: ok
// RUN: rm -rf %t && mkdir -p %t/1 %t/2 %t/3 %t/4 %t/5
// RUN: %fusefuzz prove %s --dump-smt2 %t/1 > %t/1.out
// RUN: %fusefuzz prove %s --dump-smt2 %t/2 > %t/2.out
// RUN: %fusefuzz prove %s --dump-smt2 %t/3 > %t/3.out
// RUN: %fusefuzz prove %s --dump-smt2 %t/4 > %t/4.out
// RUN: %fusefuzz prove %s --dump-smt2 %t/5 > %t/5.out
// RUN: diff -r %t/1 %t/2
// RUN: diff -r %t/1 %t/3
// RUN: diff -r %t/1 %t/4
// RUN: diff -r %t/1 %t/5
module attributes {fusefuzz.seed = -8657411117832717018 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<2x?x1xf16> {fusefuzz.shape = array<i64: 2, 2, 1>}, %arg1: tensor<2x1x1xf32>, %arg2: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 1>}, %arg3: tensor<2x?xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg4: tensor<2x1x4x?xi32> {fusefuzz.shape = array<i64: 2, 1, 4, 2>}, %arg5: tensor<2x?x?xi32> {fusefuzz.shape = array<i64: 2, 4, 2>}, %arg6: i32, %arg7: tensor<?x?x1xi32> {fusefuzz.shape = array<i64: 4, 2, 1>}) -> (tensor<?x2xf32>, tensor<?x?x1xi32>) {
    %r0_c1 = arith.constant 1 : index
    %r0_d1 = tensor.dim %arg0, %r0_c1 : tensor<2x?x1xf16>
    %v0 = tensor.expand_shape %arg0 [[0], [1, 2], [3]] output_shape [2, 1, %r0_d1, 1] : tensor<2x?x1xf16> into tensor<2x1x?x1xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v0, %v0 : tensor<2x1x?x1xf16>, tensor<2x1x?x1xf16>) outs(%arg1 : tensor<2x1x1xf32>) {
    ^bb0(%g1_in0: f16, %g1_in1: f16, %g1_out0: f32):
      %g1_0 = arith.extf %g1_in0 : f16 to f32
      %g1_1 = arith.constant 1.000000e+00 : f32
      %g1_2 = arith.subf %g1_0, %g1_1 : f32
      %g1_3 = arith.mulf %g1_out0, %g1_2 : f32
      linalg.yield %g1_3 : f32
    } -> tensor<2x1x1xf32>
    %g2_c0_0 = arith.constant 1 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<2x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg2 : tensor<2x1x1xf32>, tensor<2x?xf32>) outs(%g2_empty0 : tensor<?x2xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = math.exp %g2_in0 : f32
      %g2_1 = arith.constant 1.000000e+00 : f32
      %g2_2 = arith.cmpf oeq, %g2_in1, %g2_1 : f32
      %g2_3 = arith.constant 5.000000e-01 : f32
      %g2_4 = arith.constant -3.000000e+00 : f32
      %g2_5 = arith.select %g2_2, %g2_3, %g2_4 : f32
      %g2_6 = arith.cmpf une, %g2_0, %g2_5 : f32
      %g2_7 = arith.cmpf oge, %g2_in0, %g2_in0 : f32
      %g2_8 = arith.select %g2_7, %g2_in0, %g2_in1 : f32
      %g2_9 = arith.constant 7.000000e+00 : f32
      %g2_10 = arith.constant 2.000000e+00 : f32
      %g2_11 = arith.divf %g2_9, %g2_10 : f32
      %g2_12 = arith.select %g2_6, %g2_8, %g2_11 : f32
      linalg.yield %g2_12 : f32
    } -> tensor<?x2xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %arg0, %g3_c0_1 : tensor<2x?x1xf16>
    %g3_c0_2 = arith.constant 1 : index
    %g3_d0_2 = tensor.dim %arg3, %g3_c0_2 : tensor<2x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1, %g3_d0_2) : tensor<2x?x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg3 : tensor<2x?x1xf16>, tensor<2x?xi32>) outs(%g3_empty0 : tensor<2x?x?xi32>) {
    ^bb0(%g3_in0: f16, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_1 = arith.constant -1.000000e+02 : f16
      %g3_2 = arith.constant 1.000000e+02 : f16
      %g3_3 = arith.constant 0.000000e+00 : f16
      %g3_4 = arith.maximumf %g3_in0, %g3_1 : f16
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f16
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f16
      %g3_7 = arith.fptosi %g3_6 : f16 to i32
      %g3_8 = arith.constant 0 : i32
      %g3_9 = arith.constant 1 : i32
      %g3_10 = arith.cmpi eq, %g3_7, %g3_8 : i32
      %g3_11 = arith.constant -1 : i32
      %g3_12 = arith.cmpi eq, %g3_7, %g3_11 : i32
      %g3_13 = arith.ori %g3_10, %g3_12 : i1
      %g3_14 = arith.select %g3_13, %g3_9, %g3_7 : i32
      %g3_15 = arith.divsi %g3_in1, %g3_14 : i32
      %g3_16 = arith.cmpf uno, %g3_in0, %g3_in0 : f16
      %g3_17 = arith.constant -1.000000e+02 : f16
      %g3_18 = arith.constant 1.000000e+02 : f16
      %g3_19 = arith.constant 0.000000e+00 : f16
      %g3_20 = arith.maximumf %g3_in0, %g3_17 : f16
      %g3_21 = arith.minimumf %g3_20, %g3_18 : f16
      %g3_22 = arith.select %g3_16, %g3_19, %g3_21 : f16
      %g3_23 = arith.fptosi %g3_22 : f16 to i32
      %g3_24 = arith.andi %g3_in1, %g3_23 : i32
      %g3_25 = arith.constant 32 : i32
      %g3_26 = arith.remui %g3_24, %g3_25 : i32
      %g3_27 = arith.shrui %g3_15, %g3_26 : i32
      linalg.yield %g3_27 : i32
    } -> tensor<2x?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%v3, %arg4, %arg5 : tensor<2x?x?xi32>, tensor<2x1x4x?xi32>, tensor<2x?x?xi32>) outs(%arg7 : tensor<?x?x1xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.muli %g4_in2, %arg6 : i32
      %g4_1 = arith.constant 0 : i32
      %g4_2 = arith.constant 1 : i32
      %g4_3 = arith.cmpi eq, %g4_0, %g4_1 : i32
      %g4_4 = arith.constant -1 : i32
      %g4_5 = arith.cmpi eq, %g4_0, %g4_4 : i32
      %g4_6 = arith.ori %g4_3, %g4_5 : i1
      %g4_7 = arith.select %g4_6, %g4_2, %g4_0 : i32
      %g4_8 = arith.divsi %g4_in1, %g4_7 : i32
      %g4_9 = arith.cmpi sge, %g4_out0, %g4_out0 : i32
      %g4_10 = arith.select %g4_9, %g4_in1, %g4_out0 : i32
      %g4_11 = arith.addi %g4_in0, %g4_in0 : i32
      %g4_12 = arith.subi %g4_10, %g4_11 : i32
      %g4_13 = arith.constant 32 : i32
      %g4_14 = arith.remui %g4_12, %g4_13 : i32
      %g4_15 = arith.shli %g4_8, %g4_14 : i32
      %g4_16 = arith.addi %g4_out0, %g4_15 : i32
      linalg.yield %g4_16 : i32
    } -> tensor<?x?x1xi32>
    return %v2, %v4 : tensor<?x2xf32>, tensor<?x?x1xi32>
  }
}
