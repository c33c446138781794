// Corpus case 'fuse-pad': `fusefuzz generate --seed 9` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FusePadOp=
module attributes {fusefuzz.seed = 9 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x?x?x1xi8> {fusefuzz.shape = array<i64: 5, 4, 4, 1>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<i8>, %arg5: tensor<?x7x7xi8> {fusefuzz.shape = array<i64: 5, 7, 7>}, %arg6: tensor<7x7x5xi1>) -> (tensor<7x7x?xi1>, tensor<7x7x?xi1>, tensor<?x?x4xi8>, tensor<?x?x4xi8>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<5x?x?x1xi8>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<5x?x?x1xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_2) : tensor<?x1x?x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x?x?x1xi8>) outs(%g0_empty0 : tensor<?x1x?x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 1 : i8
      %g0_1 = arith.minsi %g0_0, %g0_in0 : i8
      %g0_2 = arith.constant 0 : i8
      %g0_3 = arith.constant 1 : i8
      %g0_4 = arith.cmpi eq, %g0_1, %g0_2 : i8
      %g0_5 = arith.select %g0_4, %g0_3, %g0_1 : i8
      %g0_6 = arith.divui %g0_in0, %g0_5 : i8
      linalg.yield %g0_6 : i8
    } -> tensor<?x1x?x5xi8>
    %p1_padval = arith.constant 1 : i8
    %v1 = tensor.pad %v0 low[1, 0, 2, 0] high[2, %arg1, %arg2, %arg3] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : i8
    } : tensor<?x1x?x5xi8> to tensor<?x?x?x?xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v1, %arg4 : tensor<?x?x?x?xi8>, tensor<i8>) outs(%arg5 : tensor<?x7x7xi8>) {
    ^bb0(%g2_in0: i8, %g2_in1: i8, %g2_out0: i8):
      %g2_0 = arith.cmpi ult, %g2_in1, %g2_out0 : i8
      %g2_1 = arith.select %g2_0, %g2_out0, %g2_in0 : i8
      %g2_2 = arith.ori %g2_1, %g2_in1 : i8
      %g2_3 = arith.maxsi %g2_in0, %g2_2 : i8
      %g2_4 = arith.minsi %g2_out0, %g2_3 : i8
      linalg.yield %g2_4 : i8
    } -> tensor<?x7x7xi8>
    %g3_c0_2 = arith.constant 0 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<?x7x7xi8>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<7x7x?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2, %arg6 : tensor<?x7x7xi8>, tensor<7x7x5xi1>) outs(%g3_empty0 : tensor<7x7x?xi1>) {
    ^bb0(%g3_in0: i8, %g3_in1: i1, %g3_out0: i1):
      %g3_0 = arith.extsi %g3_in0 : i8 to i32
      %g3_1 = arith.extsi %g3_in0 : i8 to i32
      %g3_2 = arith.extsi %g3_in0 : i8 to i32
      %g3_3 = arith.ori %g3_1, %g3_2 : i32
      %g3_4 = arith.extui %g3_in1 : i1 to i32
      %g3_5 = arith.constant 0 : i32
      %g3_6 = arith.constant 1 : i32
      %g3_7 = arith.cmpi eq, %g3_4, %g3_5 : i32
      %g3_8 = arith.constant -1 : i32
      %g3_9 = arith.cmpi eq, %g3_4, %g3_8 : i32
      %g3_10 = arith.ori %g3_7, %g3_9 : i1
      %g3_11 = arith.select %g3_10, %g3_6, %g3_4 : i32
      %g3_12 = arith.divsi %g3_3, %g3_11 : i32
      %g3_13 = arith.cmpi sle, %g3_0, %g3_12 : i32
      linalg.yield %g3_13 : i1
    } -> tensor<7x7x?xi1>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<7x7x?xi1>
    %g4_empty0 = tensor.empty(%g4_d0_2) : tensor<7x7x?xi1>
    %g4_fillval0 = arith.constant 1 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<7x7x?xi1>) -> tensor<7x7x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3 : tensor<7x7x?xi1>) outs(%g4_fill0 : tensor<7x7x?xi1>) {
    ^bb0(%g4_in0: i1, %g4_out0: i1):
      %g4_0 = arith.uitofp %g4_out0 : i1 to f32
      %g4_1 = arith.uitofp %g4_in0 : i1 to f32
      %g4_2 = arith.cmpf ord, %g4_0, %g4_1 : f32
      %g4_3 = arith.uitofp %g4_out0 : i1 to f32
      %g4_4 = arith.uitofp %g4_out0 : i1 to f32
      %g4_5 = arith.select %g4_2, %g4_3, %g4_4 : f32
      %g4_6 = arith.constant -1.500000e+00 : f32
      %g4_7 = arith.uitofp %g4_in0 : i1 to f32
      %g4_8 = arith.mulf %g4_6, %g4_7 : f32
      %g4_9 = arith.cmpf olt, %g4_5, %g4_8 : f32
      linalg.yield %g4_9 : i1
    } -> tensor<7x7x?xi1>
    %g5_c0_0 = arith.constant 3 : index
    %g5_d0_0 = tensor.dim %v1, %g5_c0_0 : tensor<?x?x?x?xi8>
    %g5_c0_1 = arith.constant 2 : index
    %g5_d0_1 = tensor.dim %v1, %g5_c0_1 : tensor<?x?x?x?xi8>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?x4xi8>
    %g5_fillval0 = arith.constant 6 : i8
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i8) outs(%g5_empty0 : tensor<?x?x4xi8>) -> tensor<?x?x4xi8>
    %g5_c1_0 = arith.constant 3 : index
    %g5_d1_0 = tensor.dim %v1, %g5_c1_0 : tensor<?x?x?x?xi8>
    %g5_c1_1 = arith.constant 2 : index
    %g5_d1_1 = tensor.dim %v1, %g5_c1_1 : tensor<?x?x?x?xi8>
    %g5_empty1 = tensor.empty(%g5_d1_0, %g5_d1_1) : tensor<?x?x4xi8>
    %g5_fillval1 = arith.constant 6 : i8
    %g5_fill1 = linalg.fill ins(%g5_fillval1 : i8) outs(%g5_empty1 : tensor<?x?x4xi8>) -> tensor<?x?x4xi8>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, 0, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%v1 : tensor<?x?x?x?xi8>) outs(%g5_fill0, %g5_fill1 : tensor<?x?x4xi8>, tensor<?x?x4xi8>) {
    ^bb0(%g5_in0: i8, %g5_out0: i8, %g5_out1: i8):
      %g5_0 = arith.constant 8 : i8
      %g5_1 = arith.remui %g5_out1, %g5_0 : i8
      %g5_2 = arith.shrui %g5_in0, %g5_1 : i8
      %g5_3 = arith.maxsi %g5_out0, %g5_2 : i8
      %g5_4 = arith.constant 0 : i8
      %g5_5 = arith.constant 1 : i8
      %g5_6 = arith.cmpi eq, %g5_out1, %g5_4 : i8
      %g5_7 = arith.constant -1 : i8
      %g5_8 = arith.cmpi eq, %g5_out1, %g5_7 : i8
      %g5_9 = arith.ori %g5_6, %g5_8 : i1
      %g5_10 = arith.select %g5_9, %g5_5, %g5_out1 : i8
      %g5_11 = arith.remsi %g5_in0, %g5_10 : i8
      %g5_12 = arith.andi %g5_out0, %g5_out1 : i8
      %g5_13 = arith.maxui %g5_11, %g5_12 : i8
      %g5_14 = arith.xori %g5_out1, %g5_13 : i8
      linalg.yield %g5_3, %g5_14 : i8, i8
    } -> (tensor<?x?x4xi8>, tensor<?x?x4xi8>)
    return %v3, %v4, %v5#0, %v5#1 : tensor<7x7x?xi1>, tensor<7x7x?xi1>, tensor<?x?x4xi8>, tensor<?x?x4xi8>
  }
}
