// Corpus case 'type-i8': `fusefuzz generate --seed 18` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 18 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<4x5xi32>, %arg1: tensor<?x5xi32> {fusefuzz.shape = array<i64: 4, 5>}, %arg2: tensor<i32>, %arg3: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg4: tensor<3xi8>, %arg5: i8, %arg6: tensor<?x2xi8> {fusefuzz.shape = array<i64: 5, 2>}, %arg7: tensor<5x2xi8>) -> (tensor<5x?xi32>, tensor<5x2xi8>) {
    %g0_empty0 = tensor.empty() : tensor<5x4xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x5xi32>) outs(%g0_empty0 : tensor<5x4xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.constant 1 : i32
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i32
      %g0_3 = arith.constant -1 : i32
      %g0_4 = arith.cmpi eq, %g0_in0, %g0_3 : i32
      %g0_5 = arith.ori %g0_2, %g0_4 : i1
      %g0_6 = arith.select %g0_5, %g0_1, %g0_in0 : i32
      %g0_7 = arith.divsi %g0_in0, %g0_6 : i32
      %g0_8 = arith.maxsi %g0_in0, %g0_in0 : i32
      %g0_9 = arith.subi %g0_7, %g0_8 : i32
      linalg.yield %g0_9 : i32
    } -> tensor<5x4xi32>
    %g1_c0_1 = arith.constant 0 : index
    %g1_d0_1 = tensor.dim %arg1, %g1_c0_1 : tensor<?x5xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg1, %arg2 : tensor<5x4xi32>, tensor<?x5xi32>, tensor<i32>) outs(%g1_empty0 : tensor<5x?xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.constant 7 : i32
      %g1_1 = arith.xori %g1_in2, %g1_0 : i32
      %g1_2 = arith.cmpi ugt, %g1_in1, %g1_in0 : i32
      %g1_3 = arith.select %g1_2, %g1_in2, %g1_in1 : i32
      %g1_4 = arith.cmpi ne, %g1_1, %g1_3 : i32
      %g1_5 = arith.constant 32 : i32
      %g1_6 = arith.remui %g1_in2, %g1_5 : i32
      %g1_7 = arith.shrui %g1_in2, %g1_6 : i32
      %g1_8 = arith.ori %g1_in1, %g1_in2 : i32
      %g1_9 = arith.select %g1_4, %g1_7, %g1_8 : i32
      %g1_10 = arith.constant 4 : i32
      %g1_11 = arith.minsi %g1_in2, %g1_10 : i32
      %g1_12 = arith.maxsi %g1_in1, %g1_in2 : i32
      %g1_13 = arith.maxsi %g1_11, %g1_12 : i32
      %g1_14 = arith.addi %g1_9, %g1_13 : i32
      linalg.yield %g1_14 : i32
    } -> tensor<5x?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg3, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x5xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<?xf32>) outs(%g2_empty0 : tensor<?x5xi8>) {
    ^bb0(%g2_in0: f32, %g2_out0: i8):
      %g2_0 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_in0, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.trunci %g2_7 : i32 to i8
      %g2_9 = arith.constant 6 : i8
      %g2_10 = arith.ori %g2_8, %g2_9 : i8
      linalg.yield %g2_10 : i8
    } -> tensor<?x5xi8>
    %v3 = linalg.matmul ins(%v2, %arg6 : tensor<?x5xi8>, tensor<?x2xi8>) outs(%arg7 : tensor<5x2xi8>) -> tensor<5x2xi8>
    return %v1, %v3 : tensor<5x?xi32>, tensor<5x2xi8>
  }
}
