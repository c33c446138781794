// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 58` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 58 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x1xi32>, %arg1: tensor<i32>, %arg2: tensor<?x1x2x1xf32> {fusefuzz.shape = array<i64: 1, 1, 2, 1>}, %arg3: tensor<2x5xi32>) -> (tensor<5xi32>, tensor<5xf32>, tensor<4x2xi1>) {
    %v0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<5x1xi32> into tensor<5xi32>
    %g1_empty0 = tensor.empty() : tensor<5xi32>
    %g1_empty1 = tensor.empty() : tensor<5xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg1, %v0 : tensor<5xi32>, tensor<i32>, tensor<5xi32>) outs(%g1_empty0, %g1_empty1 : tensor<5xi32>, tensor<5xf32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32, %g1_out1: f32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.cmpi ugt, %g1_in2, %g1_0 : i32
      %g1_2 = arith.select %g1_1, %g1_in2, %g1_in0 : i32
      %g1_3 = arith.sitofp %g1_in2 : i32 to f32
      %g1_4 = arith.sitofp %g1_in0 : i32 to f32
      %g1_5 = arith.divf %g1_3, %g1_4 : f32
      linalg.yield %g1_2, %g1_5 : i32, f32
    } -> (tensor<5xi32>, tensor<5xf32>)
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<?x1x2x1xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x1x2x1xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<?x1x2x1xf32>) outs(%g2_empty0 : tensor<?x1x2x1xi1>) {
    ^bb0(%g2_in0: f32, %g2_out0: i1):
      %g2_0 = arith.constant 0 : i1
      %g2_1 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_2 = arith.constant -1.000000e+02 : f32
      %g2_3 = arith.constant 1.000000e+02 : f32
      %g2_4 = arith.constant 0.000000e+00 : f32
      %g2_5 = arith.maximumf %g2_in0, %g2_2 : f32
      %g2_6 = arith.minimumf %g2_5, %g2_3 : f32
      %g2_7 = arith.select %g2_1, %g2_4, %g2_6 : f32
      %g2_8 = arith.fptosi %g2_7 : f32 to i32
      %g2_9 = arith.constant 0 : i32
      %g2_10 = arith.cmpi ne, %g2_8, %g2_9 : i32
      %g2_11 = linalg.index 2 : index
      %g2_12 = arith.constant 2 : index
      %g2_13 = arith.remui %g2_11, %g2_12 : index
      %g2_14 = linalg.index 3 : index
      %g2_15 = arith.constant 5 : index
      %g2_16 = arith.remui %g2_14, %g2_15 : index
      %g2_17 = tensor.extract %arg3[%g2_13, %g2_16] : tensor<2x5xi32>
      %g2_18 = arith.constant 0 : i32
      %g2_19 = arith.cmpi ne, %g2_17, %g2_18 : i32
      %g2_20 = arith.xori %g2_10, %g2_19 : i1
      %g2_21 = linalg.index 0 : index
      %g2_22 = arith.constant 2 : index
      %g2_23 = arith.remui %g2_21, %g2_22 : index
      %g2_24 = linalg.index 0 : index
      %g2_25 = arith.constant 5 : index
      %g2_26 = arith.remui %g2_24, %g2_25 : index
      %g2_27 = tensor.extract %arg3[%g2_23, %g2_26] : tensor<2x5xi32>
      %g2_28 = arith.constant 0 : i32
      %g2_29 = arith.cmpi ne, %g2_27, %g2_28 : i32
      %g2_30 = arith.xori %g2_20, %g2_29 : i1
      %g2_31 = arith.andi %g2_0, %g2_30 : i1
      linalg.yield %g2_31 : i1
    } -> tensor<?x1x2x1xi1>
    %g3_empty0 = tensor.empty() : tensor<4x2xi1>
    %g3_fillval0 = arith.constant 0 : i1
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i1) outs(%g3_empty0 : tensor<4x2xi1>) -> tensor<4x2xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%v2 : tensor<?x1x2x1xi1>) outs(%g3_fill0 : tensor<4x2xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1):
      %g3_0 = arith.constant -0.000000e+00 : f32
      %g3_1 = arith.uitofp %g3_in0 : i1 to f32
      %g3_2 = arith.cmpf olt, %g3_0, %g3_1 : f32
      %g3_3 = arith.andi %g3_in0, %g3_out0 : i1
      %g3_4 = arith.andi %g3_2, %g3_3 : i1
      %g3_5 = arith.xori %g3_out0, %g3_out0 : i1
      %g3_6 = arith.ori %g3_4, %g3_5 : i1
      %g3_7 = arith.ori %g3_out0, %g3_6 : i1
      linalg.yield %g3_7 : i1
    } -> tensor<4x2xi1>
    return %v1#0, %v1#1, %v3 : tensor<5xi32>, tensor<5xf32>, tensor<4x2xi1>
  }
}
