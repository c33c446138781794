// Corpus case 'scalar-pad-value': `fusefuzz generate --seed 88` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 88 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<2xi32>, %arg1: i32, %arg2: tensor<i8>, %arg3: tensor<5xi32>, %arg4: tensor<i32>, %arg5: tensor<1xi32>) -> (tensor<1xi32>) {
    %v0 = tensor.pad %arg0 low[2] high[1] {
    ^bb0(%p0_i0: index):
      tensor.yield %arg1 : i32
    } : tensor<2xi32> to tensor<5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0, %arg2, %arg3 : tensor<5xi32>, tensor<i8>, tensor<5xi32>) outs(%arg4 : tensor<i32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i8, %g1_in2: i32, %g1_out0: i32):
      %g1_0 = arith.addi %g1_out0, %g1_in0 : i32
      %g1_1 = linalg.index 0 : index
      %g1_2 = arith.index_cast %g1_1 : index to i32
      %g1_3 = arith.subi %g1_2, %g1_in0 : i32
      %g1_4 = arith.constant 0 : i32
      %g1_5 = arith.constant 1 : i32
      %g1_6 = arith.cmpi eq, %g1_3, %g1_4 : i32
      %g1_7 = arith.select %g1_6, %g1_5, %g1_3 : i32
      %g1_8 = arith.divui %g1_0, %g1_7 : i32
      %g1_9 = arith.xori %g1_out0, %g1_8 : i32
      linalg.yield %g1_9 : i32
    } -> tensor<i32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<i32>) outs(%arg5 : tensor<1xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 32 : i32
      %g2_1 = arith.remui %g2_in0, %g2_0 : i32
      %g2_2 = arith.shrsi %g2_in0, %g2_1 : i32
      %g2_3 = arith.cmpi eq, %g2_in0, %g2_2 : i32
      %g2_4 = arith.constant -3 : i32
      %g2_5 = arith.addi %g2_in0, %g2_4 : i32
      %g2_6 = arith.maxui %g2_in0, %g2_in0 : i32
      %g2_7 = arith.select %g2_3, %g2_5, %g2_6 : i32
      linalg.yield %g2_7 : i32
    } -> tensor<1xi32>
    return %v2 : tensor<1xi32>
  }
}
