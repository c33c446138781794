// A closed false alarm of the end-to-end proof (decide campaign of seed
// 20261124, case seed 2961831223659524612; execution at the
// counterexample's sizes passed): tile-and-fuse of producers whose payloads
// read linalg.index, the same class as
// prover-false-alarm-float-op-on-local-index.mlir (an uninterpreted float op
// of a tile's local index against the constant the unfused side folded).
// EXPECT: pass
// STRATEGY: all
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = 2961831223659524612 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<1x3x1x5xf32>, %arg1: tensor<5x1x?xf32> {fusefuzz.shape = array<i64: 5, 1, 3>}, %arg2: tensor<?x5x1xf32> {fusefuzz.shape = array<i64: 3, 5, 1>}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: f32) -> (tensor<?x5x1xf32>, tensor<?x?x2xf32>) {
    %cst0 = arith.constant dense<[[[[1.000000e+00], [-0.000000e+00], [7.000000e+00], [-3.000000e+00], [-1.500000e+00]]], [[[-0.000000e+00], [7.000000e+00], [7.000000e+00], [-1.500000e+00], [0.000000e+00]]], [[[1.000000e+00], [-0.000000e+00], [-1.500000e+00], [7.000000e+00], [2.000000e+00]]]]> : tensor<3x1x5x1xf32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg1, %g0_c0_2 : tensor<5x1x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_2) : tensor<5x1x?x1xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst0, %arg0, %arg1 : tensor<3x1x5x1xf32>, tensor<1x3x1x5xf32>, tensor<5x1x?xf32>) outs(%g0_empty0 : tensor<5x1x?x1xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = linalg.index 3 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = arith.addf %g0_in1, %g0_in0 : f32
      %g0_4 = linalg.index 1 : index
      %g0_5 = arith.index_cast %g0_4 : index to i32
      %g0_6 = arith.sitofp %g0_5 : i32 to f32
      %g0_7 = arith.mulf %g0_in1, %g0_6 : f32
      %g0_8 = arith.subf %g0_3, %g0_7 : f32
      %g0_9 = arith.mulf %g0_2, %g0_8 : f32
      linalg.yield %g0_9 : f32
    } -> tensor<5x1x?x1xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<5x1x?x1xf32>
    %g1_empty0 = tensor.empty(%g1_d0_2) : tensor<5x1x?x1xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x1x?x1xf32>) outs(%g1_empty0 : tensor<5x1x?x1xf32>) {
    ^bb0(%g1_in0: f32, %g1_out0: f32):
      %g1_0 = arith.cmpf olt, %g1_in0, %g1_in0 : f32
      %g1_1 = arith.select %g1_0, %g1_in0, %g1_in0 : f32
      linalg.yield %g1_1 : f32
    } -> tensor<5x1x?x1xf32>
    %g2_c1_1 = arith.constant 2 : index
    %g2_d1_1 = tensor.dim %v1, %g2_c1_1 : tensor<5x1x?x1xf32>
    %g2_empty1 = tensor.empty(%g2_d1_1) : tensor<5x?x1xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %arg2 : tensor<5x1x?x1xf32>, tensor<?x5x1xf32>) outs(%arg2, %g2_empty1 : tensor<?x5x1xf32>, tensor<5x?x1xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = linalg.index 1 : index
      %g2_1 = arith.index_cast %g2_0 : index to i32
      %g2_2 = arith.sitofp %g2_1 : i32 to f32
      %g2_3 = arith.cmpf oge, %g2_in1, %g2_2 : f32
      %g2_4 = linalg.index 1 : index
      %g2_5 = arith.index_cast %g2_4 : index to i32
      %g2_6 = arith.sitofp %g2_5 : i32 to f32
      %g2_7 = arith.subf %g2_6, %g2_in0 : f32
      %g2_8 = linalg.index 1 : index
      %g2_9 = arith.index_cast %g2_8 : index to i32
      %g2_10 = arith.sitofp %g2_9 : i32 to f32
      %g2_11 = arith.divf %g2_10, %g2_in1 : f32
      %g2_12 = arith.addf %g2_in1, %g2_in0 : f32
      %g2_13 = arith.maximumf %g2_11, %g2_12 : f32
      %g2_14 = arith.select %g2_3, %g2_7, %g2_13 : f32
      %g2_15 = linalg.index 0 : index
      %g2_16 = arith.index_cast %g2_15 : index to i32
      %g2_17 = arith.sitofp %g2_16 : i32 to f32
      %g2_18 = arith.minimumf %g2_in0, %g2_17 : f32
      %g2_19 = linalg.index 2 : index
      %g2_20 = arith.index_cast %g2_19 : index to i32
      %g2_21 = arith.sitofp %g2_20 : i32 to f32
      %g2_22 = arith.constant 7.000000e+00 : f32
      %g2_23 = arith.maximumf %g2_21, %g2_22 : f32
      %g2_24 = arith.subf %g2_18, %g2_23 : f32
      %g2_25 = arith.maximumf %g2_in0, %g2_in0 : f32
      %g2_26 = arith.addf %g2_25, %g2_in0 : f32
      %g2_27 = arith.cmpf ord, %g2_24, %g2_26 : f32
      %g2_28 = linalg.index 2 : index
      %g2_29 = arith.index_cast %g2_28 : index to i32
      %g2_30 = arith.sitofp %g2_29 : i32 to f32
      %g2_31 = arith.constant 2.000000e+00 : f32
      %g2_32 = arith.cmpf ord, %g2_30, %g2_31 : f32
      %g2_33 = arith.select %g2_32, %g2_in0, %g2_in1 : f32
      %g2_34 = math.floor %g2_in0 : f32
      %g2_35 = arith.cmpf ord, %g2_33, %g2_34 : f32
      %g2_36 = arith.constant -0.000000e+00 : f32
      %g2_37 = arith.select %g2_35, %g2_36, %g2_in1 : f32
      %g2_38 = arith.select %g2_27, %g2_37, %g2_in1 : f32
      linalg.yield %g2_14, %g2_38 : f32, f32
    } -> (tensor<?x5x1xf32>, tensor<5x?x1xf32>)
    %v3 = tensor.pad %v2#1 low[1, 2, 1] high[%arg3, 0, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %arg4 : f32
    } : tensor<5x?x1xf32> to tensor<?x?x2xf32>
    return %v2#0, %v3 : tensor<?x5x1xf32>, tensor<?x?x2xf32>
  }
}
