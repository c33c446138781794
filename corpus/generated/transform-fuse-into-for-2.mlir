// Corpus case 'transform-fuse-into-for': `fusefuzz generate --seed 48` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoFor=
module attributes {fusefuzz.seed = 48 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<4x2xi8>, %arg3: tensor<2x?xi8> {fusefuzz.shape = array<i64: 2, 3>}, %arg4: tensor<2x4x3xi8>, %arg5: tensor<?x4x3x2xi8> {fusefuzz.shape = array<i64: 2, 4, 3, 2>}, %arg6: tensor<?x4xi8> {fusefuzz.shape = array<i64: 2, 4>}, %arg7: tensor<2x2xi32>) -> (tensor<5xi32>, tensor<?x4xi8>, tensor<2x2x2xi32>) {
    %g0_empty0 = tensor.empty() : tensor<5xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<5xi32>, tensor<5xi32>) outs(%g0_empty0 : tensor<5xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_out0: i32):
      %g0_0 = arith.xori %g0_in1, %g0_in1 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<5xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg3, %g1_c0_1 : tensor<2x?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<4x?xi8>
    %g1_fillval0 = arith.constant 1 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<4x?xi8>) -> tensor<4x?xi8>
    %v1 = linalg.matmul ins(%arg2, %arg3 : tensor<4x2xi8>, tensor<2x?xi8>) outs(%g1_fill0 : tensor<4x?xi8>) -> tensor<4x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%v1, %arg4, %arg5 : tensor<4x?xi8>, tensor<2x4x3xi8>, tensor<?x4x3x2xi8>) outs(%arg6 : tensor<?x4xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8):
      %g2_0 = arith.constant -3 : i8
      %g2_1 = arith.muli %g2_0, %g2_out0 : i8
      %g2_2 = arith.cmpi ult, %g2_in0, %g2_1 : i8
      %g2_3 = arith.andi %g2_out0, %g2_in0 : i8
      %g2_4 = arith.minsi %g2_in0, %g2_out0 : i8
      %g2_5 = arith.select %g2_2, %g2_3, %g2_4 : i8
      %g2_6 = arith.muli %g2_out0, %g2_5 : i8
      linalg.yield %g2_6 : i8
    } -> tensor<?x4xi8>
    %g3_empty0 = tensor.empty() : tensor<2x2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %arg7 : tensor<2x2xi32>, tensor<2x2xi32>) outs(%g3_empty0 : tensor<2x2xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.constant 0 : i32
      %g3_1 = arith.constant 1 : i32
      %g3_2 = arith.cmpi eq, %g3_in1, %g3_0 : i32
      %g3_3 = arith.constant -1 : i32
      %g3_4 = arith.cmpi eq, %g3_in1, %g3_3 : i32
      %g3_5 = arith.ori %g3_2, %g3_4 : i1
      %g3_6 = arith.select %g3_5, %g3_1, %g3_in1 : i32
      %g3_7 = arith.remsi %g3_in1, %g3_6 : i32
      %g3_8 = arith.cmpi ne, %g3_in0, %g3_in1 : i32
      %g3_9 = arith.select %g3_8, %g3_in1, %g3_in0 : i32
      %g3_10 = arith.subi %g3_7, %g3_9 : i32
      %g3_11 = arith.maxsi %g3_in0, %g3_in0 : i32
      %g3_12 = arith.minsi %g3_in0, %g3_in0 : i32
      %g3_13 = arith.minsi %g3_11, %g3_12 : i32
      %g3_14 = arith.minsi %g3_10, %g3_13 : i32
      linalg.yield %g3_14 : i32
    } -> tensor<2x2xi32>
    %g4_empty0 = tensor.empty() : tensor<2x2x2xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<2x2xi32>) outs(%g4_empty0 : tensor<2x2x2xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = arith.muli %g4_in0, %g4_in0 : i32
      linalg.yield %g4_0 : i32
    } -> tensor<2x2x2xi32>
    return %v0, %v2, %v4 : tensor<5xi32>, tensor<?x4xi8>, tensor<2x2x2xi32>
  }
}
