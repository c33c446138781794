// Corpus case 'constant-zero-map': `fusefuzz generate --seed 57` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 57 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<1x1xi32>, %arg1: tensor<1x?xi32> {fusefuzz.shape = array<i64: 1, 1>}, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<1xf32>) -> (tensor<1xi32>, tensor<1xi1>) {
    %g0_empty0 = tensor.empty() : tensor<1x1xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x1xi32>) outs(%g0_empty0 : tensor<1x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.maxui %g0_in0, %g0_in0 : i32
      %g0_1 = arith.cmpi ult, %g0_0, %g0_in0 : i32
      %g0_2 = arith.cmpi sge, %g0_in0, %g0_in0 : i32
      %g0_3 = arith.constant -2 : i32
      %g0_4 = arith.select %g0_2, %g0_in0, %g0_3 : i32
      %g0_5 = arith.constant -2 : i32
      %g0_6 = arith.subi %g0_5, %g0_in0 : i32
      %g0_7 = arith.select %g0_1, %g0_4, %g0_6 : i32
      %g0_8 = arith.subi %g0_in0, %g0_7 : i32
      linalg.yield %g0_8 : i32
    } -> tensor<1x1xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<1x1xi32>) outs(%arg1 : tensor<1x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = linalg.index 1 : index
      %g1_3 = arith.index_cast %g1_2 : index to i32
      %g1_4 = arith.maxsi %g1_3, %g1_out0 : i32
      %g1_5 = arith.subi %g1_1, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<1x?xi32>
    %g2_empty1 = tensor.empty() : tensor<1xi1>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2 : tensor<1x?xi32>, tensor<1xi32>) outs(%arg3, %g2_empty1 : tensor<1xi32>, tensor<1xi1>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_out0: i32, %g2_out1: i1):
      %g2_0 = arith.andi %g2_in0, %g2_in1 : i32
      %g2_1 = arith.constant 0 : i32
      %g2_2 = arith.cmpi ne, %g2_in0, %g2_1 : i32
      %g2_3 = arith.constant 0 : i1
      %g2_4 = arith.xori %g2_2, %g2_3 : i1
      linalg.yield %g2_0, %g2_4 : i32, i1
    } -> (tensor<1xi32>, tensor<1xi1>)
    %g3_empty0 = tensor.empty() : tensor<1xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1 : tensor<1xi1>) outs(%g3_empty0 : tensor<1xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1):
      %g3_0 = arith.ori %g3_in0, %g3_in0 : i1
      %g3_1 = arith.ori %g3_in0, %g3_0 : i1
      linalg.yield %g3_1 : i1
    } -> tensor<1xi1>
    %g4_empty0 = tensor.empty() : tensor<1xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg4 : tensor<1xi1>, tensor<1xf32>) outs(%g4_empty0 : tensor<1xi1>) {
    ^bb0(%g4_in0: i1, %g4_in1: f32, %g4_out0: i1):
      %g4_0 = arith.cmpf uno, %g4_in1, %g4_in1 : f32
      %g4_1 = arith.constant -1.000000e+02 : f32
      %g4_2 = arith.constant 1.000000e+02 : f32
      %g4_3 = arith.constant 0.000000e+00 : f32
      %g4_4 = arith.maximumf %g4_in1, %g4_1 : f32
      %g4_5 = arith.minimumf %g4_4, %g4_2 : f32
      %g4_6 = arith.select %g4_0, %g4_3, %g4_5 : f32
      %g4_7 = arith.fptosi %g4_6 : f32 to i32
      %g4_8 = arith.constant 0 : i32
      %g4_9 = arith.cmpi ne, %g4_7, %g4_8 : i32
      %g4_10 = arith.xori %g4_9, %g4_in0 : i1
      linalg.yield %g4_10 : i1
    } -> tensor<1xi1>
    return %v2#0, %v4 : tensor<1xi32>, tensor<1xi1>
  }
}
