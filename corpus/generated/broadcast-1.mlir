// Corpus case 'broadcast': `fusefuzz generate --seed 53` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 53 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5xi32>, %arg1: tensor<f16>, %arg2: tensor<5xf16>, %arg3: tensor<4xi32>, %arg4: tensor<5x?x1xi32> {fusefuzz.shape = array<i64: 5, 4, 1>}) -> (tensor<5x?x1xi32>) {
    %g0_empty1 = tensor.empty() : tensor<i32>
    %g0_fillval1 = arith.constant 6 : i32
    %g0_fill1 = linalg.fill ins(%g0_fillval1 : i32) outs(%g0_empty1 : tensor<i32>) -> tensor<i32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<5xi32>) outs(%arg1, %g0_fill1 : tensor<f16>, tensor<i32>) {
    ^bb0(%g0_in0: i32, %g0_out0: f16, %g0_out1: i32):
      %g0_0 = arith.sitofp %g0_in0 : i32 to f16
      %g0_1 = arith.divf %g0_0, %g0_out0 : f16
      %g0_2 = arith.addf %g0_out0, %g0_1 : f16
      %g0_3 = arith.cmpf uno, %g0_out0, %g0_out0 : f16
      %g0_4 = arith.constant -1.000000e+02 : f16
      %g0_5 = arith.constant 1.000000e+02 : f16
      %g0_6 = arith.constant 0.000000e+00 : f16
      %g0_7 = arith.maximumf %g0_out0, %g0_4 : f16
      %g0_8 = arith.minimumf %g0_7, %g0_5 : f16
      %g0_9 = arith.select %g0_3, %g0_6, %g0_8 : f16
      %g0_10 = arith.fptosi %g0_9 : f16 to i32
      %g0_11 = arith.constant 6 : i32
      %g0_12 = arith.andi %g0_10, %g0_11 : i32
      %g0_13 = arith.muli %g0_out1, %g0_12 : i32
      linalg.yield %g0_2, %g0_13 : f16, i32
    } -> (tensor<f16>, tensor<i32>)
    %g1_empty0 = tensor.empty() : tensor<5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0#1, %v0#0, %arg2 : tensor<i32>, tensor<f16>, tensor<5xf16>) outs(%g1_empty0 : tensor<5xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: f16, %g1_in2: f16, %g1_out0: i32):
      %g1_0 = arith.cmpf uno, %g1_in1, %g1_in1 : f16
      %g1_1 = arith.constant -1.000000e+02 : f16
      %g1_2 = arith.constant 1.000000e+02 : f16
      %g1_3 = arith.constant 0.000000e+00 : f16
      %g1_4 = arith.maximumf %g1_in1, %g1_1 : f16
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f16
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f16
      %g1_7 = arith.fptosi %g1_6 : f16 to i32
      %g1_8 = arith.andi %g1_in0, %g1_7 : i32
      %g1_9 = arith.subi %g1_in0, %g1_8 : i32
      linalg.yield %g1_9 : i32
    } -> tensor<5xi32>
    %g2_empty0 = tensor.empty() : tensor<5xi32>
    %g2_empty1 = tensor.empty() : tensor<5xi32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<5xi32>) outs(%g2_empty0, %g2_empty1 : tensor<5xi32>, tensor<5xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32, %g2_out1: i32):
      %g2_0 = arith.constant 4 : i32
      %g2_1 = arith.constant 32 : i32
      %g2_2 = arith.remui %g2_in0, %g2_1 : i32
      %g2_3 = arith.shrui %g2_in0, %g2_2 : i32
      %g2_4 = arith.andi %g2_0, %g2_3 : i32
      %g2_5 = arith.andi %g2_4, %g2_in0 : i32
      %g2_6 = arith.constant -3 : i32
      %g2_7 = arith.cmpi ult, %g2_in0, %g2_in0 : i32
      %g2_8 = arith.constant 4 : i32
      %g2_9 = arith.select %g2_7, %g2_in0, %g2_8 : i32
      %g2_10 = arith.cmpi eq, %g2_in0, %g2_in0 : i32
      %g2_11 = arith.constant 4 : i32
      %g2_12 = arith.constant 4 : i32
      %g2_13 = arith.select %g2_10, %g2_11, %g2_12 : i32
      %g2_14 = arith.constant 0 : i32
      %g2_15 = arith.constant 1 : i32
      %g2_16 = arith.cmpi eq, %g2_13, %g2_14 : i32
      %g2_17 = arith.constant -1 : i32
      %g2_18 = arith.cmpi eq, %g2_13, %g2_17 : i32
      %g2_19 = arith.ori %g2_16, %g2_18 : i1
      %g2_20 = arith.select %g2_19, %g2_15, %g2_13 : i32
      %g2_21 = arith.divsi %g2_9, %g2_20 : i32
      %g2_22 = arith.andi %g2_6, %g2_21 : i32
      linalg.yield %g2_5, %g2_22 : i32, i32
    } -> (tensor<5xi32>, tensor<5xi32>)
    %g3_empty0 = tensor.empty() : tensor<5xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1, %v2#0, %v0#0 : tensor<5xi32>, tensor<5xi32>, tensor<f16>) outs(%g3_empty0 : tensor<5xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: f16, %g3_out0: i32):
      %g3_0 = arith.cmpf uno, %g3_in2, %g3_in2 : f16
      %g3_1 = arith.constant -1.000000e+02 : f16
      %g3_2 = arith.constant 1.000000e+02 : f16
      %g3_3 = arith.constant 0.000000e+00 : f16
      %g3_4 = arith.maximumf %g3_in2, %g3_1 : f16
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f16
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f16
      %g3_7 = arith.fptosi %g3_6 : f16 to i32
      %g3_8 = arith.cmpf uno, %g3_in2, %g3_in2 : f16
      %g3_9 = arith.constant -1.000000e+02 : f16
      %g3_10 = arith.constant 1.000000e+02 : f16
      %g3_11 = arith.constant 0.000000e+00 : f16
      %g3_12 = arith.maximumf %g3_in2, %g3_9 : f16
      %g3_13 = arith.minimumf %g3_12, %g3_10 : f16
      %g3_14 = arith.select %g3_8, %g3_11, %g3_13 : f16
      %g3_15 = arith.fptosi %g3_14 : f16 to i32
      %g3_16 = arith.subi %g3_7, %g3_15 : i32
      %g3_17 = arith.cmpf uno, %g3_in2, %g3_in2 : f16
      %g3_18 = arith.constant -1.000000e+02 : f16
      %g3_19 = arith.constant 1.000000e+02 : f16
      %g3_20 = arith.constant 0.000000e+00 : f16
      %g3_21 = arith.maximumf %g3_in2, %g3_18 : f16
      %g3_22 = arith.minimumf %g3_21, %g3_19 : f16
      %g3_23 = arith.select %g3_17, %g3_20, %g3_22 : f16
      %g3_24 = arith.fptosi %g3_23 : f16 to i32
      %g3_25 = arith.maxsi %g3_24, %g3_in1 : i32
      %g3_26 = arith.xori %g3_16, %g3_25 : i32
      linalg.yield %g3_26 : i32
    } -> tensor<5xi32>
    %g4_c0_1 = arith.constant 1 : index
    %g4_d0_1 = tensor.dim %arg4, %g4_c0_1 : tensor<5x?x1xi32>
    %g4_empty0 = tensor.empty(%g4_d0_1) : tensor<5x?x1xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg3, %arg4 : tensor<5xi32>, tensor<4xi32>, tensor<5x?x1xi32>) outs(%g4_empty0 : tensor<5x?x1xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32):
      %g4_0 = arith.muli %g4_in0, %g4_in0 : i32
      %g4_1 = arith.addi %g4_in1, %g4_in0 : i32
      %g4_2 = arith.xori %g4_0, %g4_1 : i32
      %g4_3 = arith.constant 32 : i32
      %g4_4 = arith.remui %g4_in0, %g4_3 : i32
      %g4_5 = arith.shrsi %g4_in1, %g4_4 : i32
      %g4_6 = arith.constant 7 : i32
      %g4_7 = arith.constant 32 : i32
      %g4_8 = arith.remui %g4_6, %g4_7 : i32
      %g4_9 = arith.shrsi %g4_in1, %g4_8 : i32
      %g4_10 = arith.addi %g4_5, %g4_9 : i32
      %g4_11 = arith.muli %g4_2, %g4_10 : i32
      linalg.yield %g4_11 : i32
    } -> tensor<5x?x1xi32>
    return %v4 : tensor<5x?x1xi32>
  }
}
