// Corpus case 'broadcast': `fusefuzz generate --seed 36` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 36 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5xi8>, %arg1: tensor<5x5x4xf32>, %arg2: tensor<5x5x?x2xi8> {fusefuzz.shape = array<i64: 5, 5, 4, 2>}, %arg3: tensor<?x4x5xi8> {fusefuzz.shape = array<i64: 2, 4, 5>}, %arg4: tensor<5x?x2xi8> {fusefuzz.shape = array<i64: 5, 4, 2>}, %arg5: tensor<5x2x4xi8>, %arg6: tensor<5x2x4xi8>, %arg7: tensor<5x?x4xi8> {fusefuzz.shape = array<i64: 5, 2, 4>}) -> (tensor<?x4x5xi8>, tensor<5x?x4x1xi8>, tensor<5x?x4x1xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x4x2xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5xi8>) outs(%g0_empty0 : tensor<5x4x2xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.muli %g0_in0, %g0_in0 : i8
      %g0_1 = arith.minsi %g0_in0, %g0_0 : i8
      %g0_2 = arith.constant 8 : i8
      %g0_3 = arith.remui %g0_in0, %g0_2 : i8
      %g0_4 = arith.shrui %g0_1, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<5x4x2xi8>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<5x4x2xi8>, tensor<5x5x4xf32>, tensor<5x5x?x2xi8>) outs(%arg3, %arg4 : tensor<?x4x5xi8>, tensor<5x?x2xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: f32, %g1_in2: i8, %g1_out0: i8, %g1_out1: i8):
      %g1_0 = arith.constant -3 : i8
      %g1_1 = arith.addi %g1_out1, %g1_0 : i8
      %g1_2 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_3 = arith.constant -1.000000e+02 : f32
      %g1_4 = arith.constant 1.000000e+02 : f32
      %g1_5 = arith.constant 0.000000e+00 : f32
      %g1_6 = arith.maximumf %g1_in1, %g1_3 : f32
      %g1_7 = arith.minimumf %g1_6, %g1_4 : f32
      %g1_8 = arith.select %g1_2, %g1_5, %g1_7 : f32
      %g1_9 = arith.fptosi %g1_8 : f32 to i32
      %g1_10 = arith.trunci %g1_9 : i32 to i8
      %g1_11 = arith.cmpi slt, %g1_1, %g1_10 : i8
      %g1_12 = arith.constant 0 : i8
      %g1_13 = arith.constant 1 : i8
      %g1_14 = arith.cmpi eq, %g1_in0, %g1_12 : i8
      %g1_15 = arith.select %g1_14, %g1_13, %g1_in0 : i8
      %g1_16 = arith.divui %g1_out0, %g1_15 : i8
      %g1_17 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_18 = arith.constant -1.000000e+02 : f32
      %g1_19 = arith.constant 1.000000e+02 : f32
      %g1_20 = arith.constant 0.000000e+00 : f32
      %g1_21 = arith.maximumf %g1_in1, %g1_18 : f32
      %g1_22 = arith.minimumf %g1_21, %g1_19 : f32
      %g1_23 = arith.select %g1_17, %g1_20, %g1_22 : f32
      %g1_24 = arith.fptosi %g1_23 : f32 to i32
      %g1_25 = arith.trunci %g1_24 : i32 to i8
      %g1_26 = arith.subi %g1_25, %g1_in2 : i8
      %g1_27 = arith.select %g1_11, %g1_16, %g1_26 : i8
      %g1_28 = arith.minsi %g1_out0, %g1_27 : i8
      %g1_29 = arith.constant 4 : i8
      %g1_30 = arith.ori %g1_in2, %g1_29 : i8
      %g1_31 = arith.ori %g1_in0, %g1_out1 : i8
      %g1_32 = arith.constant 0 : i8
      %g1_33 = arith.constant 1 : i8
      %g1_34 = arith.cmpi eq, %g1_31, %g1_32 : i8
      %g1_35 = arith.constant -1 : i8
      %g1_36 = arith.cmpi eq, %g1_31, %g1_35 : i8
      %g1_37 = arith.ori %g1_34, %g1_36 : i1
      %g1_38 = arith.select %g1_37, %g1_33, %g1_31 : i8
      %g1_39 = arith.remsi %g1_30, %g1_38 : i8
      %g1_40 = arith.minsi %g1_out1, %g1_39 : i8
      linalg.yield %g1_28, %g1_40 : i8, i8
    } -> (tensor<?x4x5xi8>, tensor<5x?x2xi8>)
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1#1, %arg5, %arg6 : tensor<5x?x2xi8>, tensor<5x2x4xi8>, tensor<5x2x4xi8>) outs(%arg7 : tensor<5x?x4xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8):
      %g2_0 = arith.constant 0 : i8
      %g2_1 = arith.maxsi %g2_in2, %g2_0 : i8
      linalg.yield %g2_1 : i8
    } -> tensor<5x?x4xi8>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<5x?x4xi8>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<5x?x4x1xi8>
    %g3_c1_1 = arith.constant 1 : index
    %g3_d1_1 = tensor.dim %v2, %g3_c1_1 : tensor<5x?x4xi8>
    %g3_empty1 = tensor.empty(%g3_d1_1) : tensor<5x?x4x1xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<5x?x4xi8>) outs(%g3_empty0, %g3_empty1 : tensor<5x?x4x1xi8>, tensor<5x?x4x1xf32>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8, %g3_out1: f32):
      %g3_0 = arith.maxsi %g3_in0, %g3_in0 : i8
      %g3_1 = arith.sitofp %g3_in0 : i8 to f32
      %g3_2 = arith.sitofp %g3_in0 : i8 to f32
      %g3_3 = arith.cmpf une, %g3_1, %g3_2 : f32
      %g3_4 = arith.sitofp %g3_in0 : i8 to f32
      %g3_5 = arith.sitofp %g3_in0 : i8 to f32
      %g3_6 = arith.select %g3_3, %g3_4, %g3_5 : f32
      linalg.yield %g3_0, %g3_6 : i8, f32
    } -> (tensor<5x?x4x1xi8>, tensor<5x?x4x1xf32>)
    return %v1#0, %v3#0, %v3#1 : tensor<?x4x5xi8>, tensor<5x?x4x1xi8>, tensor<5x?x4x1xf32>
  }
}
