// Corpus case 'diffuse-two-levels': `fusefuzz generate --seed 11` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}DiffuseProducerInner=
module attributes {fusefuzz.seed = 11 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 8>}, %arg1: tensor<2x4xi8>, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<4xf32>, %arg5: tensor<2x?xi8> {fusefuzz.shape = array<i64: 2, 4>}, %arg6: tensor<2xi8>) -> (tensor<2x4xi8>, tensor<?x?xf32>, tensor<2xi8>) {
    %cst0 = arith.constant dense<[[[[5], [7], [-2], [3]], [[-2], [3], [7], [5]]], [[[5], [6], [-1], [2]], [[2], [7], [-3], [-3]]]]> : tensor<2x2x4x1xi8>
    %l0_c1 = arith.constant 1 : index
    %l0_d1 = tensor.dim %arg0, %l0_c1 : tensor<2x?xf32>
    %l0_q1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 4)>()[%l0_d1]
    %l0_dest = tensor.empty(%l0_q1) : tensor<1x?x4x2xf32>
    %l0_padval = arith.constant -3.000000e+00 : f32
    %v0 = linalg.pack %arg0 padding_value(%l0_padval : f32) inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %l0_dest : tensor<2x?xf32> -> tensor<1x?x4x2xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%v0, %cst0, %v0 : tensor<1x?x4x2xf32>, tensor<2x2x4x1xi8>, tensor<1x?x4x2xf32>) outs(%arg1 : tensor<2x4xi8>) {
    ^bb0(%g1_in0: f32, %g1_in1: i8, %g1_in2: f32, %g1_out0: i8):
      %g1_0 = arith.cmpf uno, %g1_in2, %g1_in2 : f32
      %g1_1 = arith.constant -1.000000e+02 : f32
      %g1_2 = arith.constant 1.000000e+02 : f32
      %g1_3 = arith.constant 0.000000e+00 : f32
      %g1_4 = arith.maximumf %g1_in2, %g1_1 : f32
      %g1_5 = arith.minimumf %g1_4, %g1_2 : f32
      %g1_6 = arith.select %g1_0, %g1_3, %g1_5 : f32
      %g1_7 = arith.fptosi %g1_6 : f32 to i32
      %g1_8 = arith.trunci %g1_7 : i32 to i8
      %g1_9 = arith.cmpi ugt, %g1_in1, %g1_8 : i8
      %g1_10 = arith.cmpf uno, %g1_in0, %g1_in0 : f32
      %g1_11 = arith.constant -1.000000e+02 : f32
      %g1_12 = arith.constant 1.000000e+02 : f32
      %g1_13 = arith.constant 0.000000e+00 : f32
      %g1_14 = arith.maximumf %g1_in0, %g1_11 : f32
      %g1_15 = arith.minimumf %g1_14, %g1_12 : f32
      %g1_16 = arith.select %g1_10, %g1_13, %g1_15 : f32
      %g1_17 = arith.fptosi %g1_16 : f32 to i32
      %g1_18 = arith.trunci %g1_17 : i32 to i8
      %g1_19 = arith.xori %g1_out0, %g1_18 : i8
      %g1_20 = arith.constant 0 : i8
      %g1_21 = arith.select %g1_9, %g1_19, %g1_20 : i8
      %g1_22 = arith.ori %g1_in1, %g1_21 : i8
      %g1_23 = arith.maxsi %g1_out0, %g1_22 : i8
      linalg.yield %g1_23 : i8
    } -> tensor<2x4xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %arg2, %g2_c0_0 : tensor<?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x2xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<?xi32>) outs(%g2_empty0 : tensor<?x2xf32>) {
    ^bb0(%g2_in0: i32, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in0 : i32 to f32
      %g2_1 = arith.sitofp %g2_in0 : i32 to f32
      %g2_2 = arith.maximumf %g2_0, %g2_1 : f32
      %g2_3 = arith.sitofp %g2_in0 : i32 to f32
      %g2_4 = arith.subf %g2_2, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<?x2xf32>
    %p3_padval = arith.constant -1.500000e+00 : f32
    %v3 = tensor.pad %v2 low[1, %arg3] high[2, 2] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : f32
    } : tensor<?x2xf32> to tensor<?x?xf32>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?xf32>
    %g4_c0_1 = arith.constant 0 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<?x?xf32>) outs(%g4_empty0 : tensor<?x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.constant 2.000000e+00 : f32
      %g4_1 = arith.addf %g4_0, %g4_in0 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<?x?xf32>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?xf32>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?xf32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %arg4, %v4 : tensor<?x?xf32>, tensor<4xf32>, tensor<?x?xf32>) outs(%g5_empty0 : tensor<?x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_in2: f32, %g5_out0: f32):
      %g5_0 = arith.maximumf %g5_in1, %g5_in0 : f32
      linalg.yield %g5_0 : f32
    } -> tensor<?x?xf32>
    %v6 = linalg.reduce ins(%arg5 : tensor<2x?xi8>) outs(%arg6 : tensor<2xi8>) dimensions = [1]
      (%g6_in0: i8, %g6_out0: i8) {
        %g6_0 = arith.minsi %g6_out0, %g6_in0 : i8
        linalg.yield %g6_0 : i8
      }
    return %v1, %v5, %v6 : tensor<2x4xi8>, tensor<?x?xf32>, tensor<2xi8>
  }
}
