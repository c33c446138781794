// Corpus case 'guarded-division': `fusefuzz generate --seed 27` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 27 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x1xi32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<?x3xi32> {fusefuzz.shape = array<i64: 5, 3>}, %arg3: tensor<?x3xi32> {fusefuzz.shape = array<i64: 5, 3>}) -> (tensor<1x4xi32>, tensor<?x3xi32>) {
    %g0_empty0 = tensor.empty() : tensor<1x4xi32>
    %g0_empty1 = tensor.empty() : tensor<4x1xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x1xi32>) outs(%g0_empty0, %g0_empty1 : tensor<1x4xi32>, tensor<4x1xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.maxsi %g0_in0, %g0_in0 : i32
      %g0_1 = arith.maxsi %g0_in0, %g0_in0 : i32
      %g0_2 = arith.constant 0 : i32
      %g0_3 = arith.constant 1 : i32
      %g0_4 = arith.cmpi eq, %g0_1, %g0_2 : i32
      %g0_5 = arith.constant -1 : i32
      %g0_6 = arith.cmpi eq, %g0_1, %g0_5 : i32
      %g0_7 = arith.ori %g0_4, %g0_6 : i1
      %g0_8 = arith.select %g0_7, %g0_3, %g0_1 : i32
      %g0_9 = arith.divsi %g0_0, %g0_8 : i32
      %g0_10 = arith.maxui %g0_in0, %g0_9 : i32
      %g0_11 = arith.constant 7 : i32
      %g0_12 = arith.cmpi ne, %g0_11, %g0_in0 : i32
      %g0_13 = arith.select %g0_12, %g0_in0, %g0_in0 : i32
      %g0_14 = arith.constant -2 : i32
      %g0_15 = arith.minsi %g0_13, %g0_14 : i32
      %g0_16 = arith.andi %g0_in0, %g0_in0 : i32
      %g0_17 = arith.subi %g0_in0, %g0_16 : i32
      %g0_18 = arith.cmpi ult, %g0_15, %g0_17 : i32
      %g0_19 = arith.constant 0 : i32
      %g0_20 = arith.constant 1 : i32
      %g0_21 = arith.cmpi eq, %g0_in0, %g0_19 : i32
      %g0_22 = arith.select %g0_21, %g0_20, %g0_in0 : i32
      %g0_23 = arith.remui %g0_in0, %g0_22 : i32
      %g0_24 = arith.select %g0_18, %g0_23, %g0_in0 : i32
      linalg.yield %g0_10, %g0_24 : i32, i32
    } -> (tensor<1x4xi32>, tensor<4x1xi32>)
    %p1_padval = arith.constant 5 : i32
    %v1 = tensor.pad %v0#1 low[0, 0] high[%arg1, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i32
    } : tensor<4x1xi32> to tensor<?x3xi32>
    %v2 = linalg.map ins(%v1, %v1, %arg2 : tensor<?x3xi32>, tensor<?x3xi32>, tensor<?x3xi32>) outs(%arg3 : tensor<?x3xi32>)
      (%g2_in0: i32, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32) {
        %g2_0 = arith.maxui %g2_in0, %g2_in0 : i32
        linalg.yield %g2_0 : i32
      }
    return %v0#0, %v2 : tensor<1x4xi32>, tensor<?x3xi32>
  }
}
