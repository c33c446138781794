// Corpus case 'transform-fuse-into-forall': `fusefuzz generate --seed 13` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoForall=
module attributes {fusefuzz.seed = 13 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 4>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<5x2x6x5xi32>, %arg4: tensor<i32>) -> (tensor<5x2x?x5xi32>, tensor<5x6x2x5xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xi32>
    %g0_fillval0 = arith.constant 7 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xi32>) outs(%g0_fill0 : tensor<?xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.minsi %g0_in0, %g0_out0 : i32
      linalg.yield %g0_0 : i32
    } -> tensor<?xi32>
    %p1_padval = arith.constant 5 : i32
    %v1 = tensor.pad %v0 low[%arg1] high[%arg2] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i32
    } : tensor<?xi32> to tensor<?xi32>
    %g2_c0_2 = arith.constant 0 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_2) : tensor<5x2x?x5xi32>
    %v2 = linalg.broadcast ins(%v1 : tensor<?xi32>) outs(%g2_empty0 : tensor<5x2x?x5xi32>) dimensions = [0, 1, 3]
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<5x2x?x5xi32>) outs(%arg3 : tensor<5x2x6x5xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.ori %g3_out0, %g3_out0 : i32
      %g3_1 = linalg.index 0 : index
      %g3_2 = arith.index_cast %g3_1 : index to i32
      %g3_3 = arith.constant 0 : i32
      %g3_4 = arith.constant 1 : i32
      %g3_5 = arith.cmpi eq, %g3_2, %g3_3 : i32
      %g3_6 = arith.constant -1 : i32
      %g3_7 = arith.cmpi eq, %g3_2, %g3_6 : i32
      %g3_8 = arith.ori %g3_5, %g3_7 : i1
      %g3_9 = arith.select %g3_8, %g3_4, %g3_2 : i32
      %g3_10 = arith.divsi %g3_out0, %g3_9 : i32
      %g3_11 = arith.andi %g3_0, %g3_10 : i32
      linalg.yield %g3_11 : i32
    } -> tensor<5x2x6x5xi32>
    %g4_empty0 = tensor.empty() : tensor<5x2x6x5xi32>
    %g4_fillval0 = arith.constant 7 : i32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i32) outs(%g4_empty0 : tensor<5x2x6x5xi32>) -> tensor<5x2x6x5xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg4 : tensor<5x2x6x5xi32>, tensor<i32>) outs(%g4_fill0 : tensor<5x2x6x5xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_out0: i32):
      %g4_0 = arith.maxsi %g4_in1, %g4_in0 : i32
      %g4_1 = arith.constant -1 : i32
      %g4_2 = arith.subi %g4_0, %g4_1 : i32
      %g4_3 = arith.constant 0 : i32
      %g4_4 = arith.cmpi slt, %g4_in0, %g4_3 : i32
      %g4_5 = arith.select %g4_4, %g4_out0, %g4_out0 : i32
      %g4_6 = arith.andi %g4_5, %g4_in1 : i32
      %g4_7 = arith.constant 0 : i32
      %g4_8 = arith.constant 1 : i32
      %g4_9 = arith.cmpi eq, %g4_6, %g4_7 : i32
      %g4_10 = arith.constant -1 : i32
      %g4_11 = arith.cmpi eq, %g4_6, %g4_10 : i32
      %g4_12 = arith.ori %g4_9, %g4_11 : i1
      %g4_13 = arith.select %g4_12, %g4_8, %g4_6 : i32
      %g4_14 = arith.divsi %g4_2, %g4_13 : i32
      linalg.yield %g4_14 : i32
    } -> tensor<5x2x6x5xi32>
    %g5_empty0 = tensor.empty() : tensor<5x6x2x5xi32>
    %v5 = linalg.transpose ins(%v4 : tensor<5x2x6x5xi32>) outs(%g5_empty0 : tensor<5x6x2x5xi32>) permutation = [3, 2, 1, 0]
    return %v2, %v5 : tensor<5x2x?x5xi32>, tensor<5x6x2x5xi32>
  }
}
