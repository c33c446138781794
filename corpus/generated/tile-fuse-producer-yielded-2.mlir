// Corpus case 'tile-fuse-producer-yielded': `fusefuzz generate --seed 21` under strategy tile-fuse-producers.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TileAndFuseProducerYielded=
module attributes {fusefuzz.seed = 21 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3xi32>, %arg1: tensor<?x1xi32> {fusefuzz.shape = array<i64: 3, 1>}, %arg2: tensor<?x3xi8> {fusefuzz.shape = array<i64: 1, 3>}, %arg3: tensor<?xi1> {fusefuzz.shape = array<i64: 1>}, %arg4: tensor<1xf32>, %arg5: tensor<1xi1>, %arg6: tensor<5xi1>, %arg7: tensor<5xi1>, %arg8: tensor<5x2xi1>, %arg9: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg10: index {fusefuzz.value = 1 : i64}, %arg11: index {fusefuzz.value = 1 : i64}, %arg12: index {fusefuzz.value = 2 : i64}) -> (tensor<?x?xi32>, tensor<?x2xi1>, tensor<?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?x1xi32>
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<?x3xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3xi32>, tensor<?x1xi32>, tensor<?x3xi8>) outs(%g0_empty0 : tensor<?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i8, %g0_out0: i32):
      %g0_0 = linalg.index 0 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.maxui %g0_1, %g0_in0 : i32
      %g0_3 = arith.xori %g0_in1, %g0_2 : i32
      %g0_4 = arith.muli %g0_3, %g0_in1 : i32
      linalg.yield %g0_4 : i32
    } -> tensor<?x?xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg3, %g1_c0_0 : tensor<?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3, %arg4, %arg5 : tensor<?xi1>, tensor<1xf32>, tensor<1xi1>) outs(%g1_empty0 : tensor<?xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: f32, %g1_in2: i1, %g1_out0: i1):
      %g1_0 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in1, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.constant 0 : i32
      %g1_9 = arith.cmpi ne, %g1_7, %g1_8 : i32
      %g1_10 = arith.constant 1 : i1
      %g1_11 = arith.cmpf uno, %g1_in1, %g1_in1 : f32
      %g1_12 = arith.constant -1.000000e+02 : f32
      %g1_13 = arith.constant 1.000000e+02 : f32
      %g1_14 = arith.constant 0.000000e+00 : f32
      %g1_15 = arith.maximumf %g1_in1, %g1_12 : f32
      %g1_16 = arith.minimumf %g1_15, %g1_13 : f32
      %g1_17 = arith.select %g1_11, %g1_14, %g1_16 : f32
      %g1_18 = arith.fptosi %g1_17 : f32 to i32
      %g1_19 = arith.constant 0 : i32
      %g1_20 = arith.cmpi ne, %g1_18, %g1_19 : i32
      %g1_21 = arith.ori %g1_in2, %g1_20 : i1
      %g1_22 = arith.ori %g1_10, %g1_21 : i1
      %g1_23 = arith.andi %g1_9, %g1_22 : i1
      linalg.yield %g1_23 : i1
    } -> tensor<?xi1>
    %g2_empty0 = tensor.empty() : tensor<5xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg6, %arg7 : tensor<?xi1>, tensor<5xi1>, tensor<5xi1>) outs(%g2_empty0 : tensor<5xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_in2: i1, %g2_out0: i1):
      %g2_0 = arith.andi %g2_in0, %g2_in0 : i1
      linalg.yield %g2_0 : i1
    } -> tensor<5xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg9, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x2xi1>
    %g3_c1_0 = arith.constant 0 : index
    %g3_d1_0 = tensor.dim %arg9, %g3_c1_0 : tensor<?xf32>
    %g3_empty1 = tensor.empty(%g3_d1_0) : tensor<?x2xf32>
    %v3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %arg8, %arg9 : tensor<5xi1>, tensor<5x2xi1>, tensor<?xf32>) outs(%g3_empty0, %g3_empty1 : tensor<?x2xi1>, tensor<?x2xf32>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_in2: f32, %g3_out0: i1, %g3_out1: f32):
      %g3_0 = arith.xori %g3_in1, %g3_in0 : i1
      %g3_1 = arith.uitofp %g3_in0 : i1 to f32
      %g3_2 = arith.uitofp %g3_in0 : i1 to f32
      %g3_3 = arith.mulf %g3_1, %g3_2 : f32
      linalg.yield %g3_0, %g3_3 : i1, f32
    } -> (tensor<?x2xi1>, tensor<?x2xf32>)
    %p4_padval = arith.constant 0.000000e+00 : f32
    %v4 = tensor.pad %v3#1 low[%arg10, %arg11] high[1, %arg12] {
    ^bb0(%p4_i0: index, %p4_i1: index):
      tensor.yield %p4_padval : f32
    } : tensor<?x2xf32> to tensor<?x?xf32>
    return %v0, %v3#0, %v4 : tensor<?x?xi32>, tensor<?x2xi1>, tensor<?x?xf32>
  }
}
