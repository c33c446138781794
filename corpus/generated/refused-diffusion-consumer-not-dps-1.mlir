// Corpus case 'refused-diffusion-consumer-not-dps': `fusefuzz generate --seed 6` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op is not DPS operation=
module attributes {fusefuzz.seed = 6 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<3x3x4xi32>, %arg1: tensor<3x4x?xi32> {fusefuzz.shape = array<i64: 3, 4, 3>}, %arg2: tensor<3x?x?xi32> {fusefuzz.shape = array<i64: 3, 3, 4>}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: tensor<7x5x7xi32>, %arg7: tensor<7x5x7xi8>) -> (tensor<?x?xi32>) {
    %g0_c0_0 = arith.constant 2 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<3x4x?xi32>
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<3x?x?xi32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg2, %g0_c0_2 : tensor<3x?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1, %g0_d0_2) : tensor<?x?x?xi32>
    %g0_fillval0 = arith.constant 2 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x3x4xi32>, tensor<3x4x?xi32>, tensor<3x?x?xi32>) outs(%g0_fill0 : tensor<?x?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.ori %g0_in0, %g0_in0 : i32
      %g0_1 = arith.maxsi %g0_0, %g0_in0 : i32
      %g0_2 = arith.maxui %g0_in1, %g0_1 : i32
      linalg.yield %g0_2 : i32
    } -> tensor<?x?x?xi32>
    %p1_padval = arith.constant 2 : i32
    %v1 = tensor.pad %v0 low[2, %arg4, 1] high[%arg3, 1, %arg5] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i32
    } : tensor<?x?x?xi32> to tensor<?x?x?xi32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?x?xi32>
    %g2_c0_1 = arith.constant 2 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?x?xi32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xi32>
    %g2_fillval0 = arith.constant 0 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<?x?xi32>) -> tensor<?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v1, %arg6, %arg7 : tensor<?x?x?xi32>, tensor<7x5x7xi32>, tensor<7x5x7xi8>) outs(%g2_fill0 : tensor<?x?xi32>) {
    ^bb0(%g2_in0: i32, %g2_in1: i32, %g2_in2: i8, %g2_out0: i32):
      %g2_0 = arith.constant 4 : i32
      %g2_1 = arith.ori %g2_in0, %g2_0 : i32
      %g2_2 = arith.constant 6 : i32
      %g2_3 = arith.constant 3 : i32
      %g2_4 = arith.constant 32 : i32
      %g2_5 = arith.remui %g2_3, %g2_4 : i32
      %g2_6 = arith.shli %g2_2, %g2_5 : i32
      %g2_7 = arith.cmpi ugt, %g2_1, %g2_6 : i32
      %g2_8 = arith.cmpi ugt, %g2_out0, %g2_in0 : i32
      %g2_9 = arith.extsi %g2_in2 : i8 to i32
      %g2_10 = arith.select %g2_8, %g2_out0, %g2_9 : i32
      %g2_11 = arith.extsi %g2_in2 : i8 to i32
      %g2_12 = arith.xori %g2_out0, %g2_11 : i32
      %g2_13 = arith.select %g2_7, %g2_10, %g2_12 : i32
      %g2_14 = arith.constant 2 : i32
      %g2_15 = arith.ori %g2_14, %g2_in0 : i32
      %g2_16 = arith.subi %g2_15, %g2_in0 : i32
      %g2_17 = arith.muli %g2_13, %g2_16 : i32
      %g2_18 = arith.addi %g2_out0, %g2_17 : i32
      linalg.yield %g2_18 : i32
    } -> tensor<?x?xi32>
    return %v2 : tensor<?x?xi32>
  }
}
