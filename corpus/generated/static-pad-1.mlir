// Corpus case 'static-pad': `fusefuzz generate --seed 39` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 39 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3x2xi8>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<?x?xi8> {fusefuzz.shape = array<i64: 5, 3>}) -> (tensor<?x?xi8>, tensor<?x?xi8>) {
    %g0_empty0 = tensor.empty() : tensor<3x2xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x2xi8>) outs(%g0_empty0 : tensor<3x2xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.constant 0 : i8
      %g0_1 = arith.constant 1 : i8
      %g0_2 = arith.cmpi eq, %g0_in0, %g0_0 : i8
      %g0_3 = arith.select %g0_2, %g0_1, %g0_in0 : i8
      %g0_4 = arith.divui %g0_in0, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<3x2xi8>
    %p1_padval = arith.constant 1 : i8
    %v1 = tensor.pad %v0 low[%arg1, %arg3] high[%arg2, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : i8
    } : tensor<3x2xi8> to tensor<?x?xi8>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi8>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xi8>
    %v2 = linalg.map ins(%v1, %v1, %arg4 : tensor<?x?xi8>, tensor<?x?xi8>, tensor<?x?xi8>) outs(%g2_empty0 : tensor<?x?xi8>)
      (%g2_in0: i8, %g2_in1: i8, %g2_in2: i8, %g2_out0: i8) {
        %g2_0 = arith.constant 3 : i8
        %g2_1 = arith.maxui %g2_in1, %g2_0 : i8
        %g2_2 = arith.maxsi %g2_1, %g2_in0 : i8
        %g2_3 = arith.minsi %g2_in1, %g2_in2 : i8
        %g2_4 = arith.subi %g2_in2, %g2_3 : i8
        %g2_5 = arith.xori %g2_2, %g2_4 : i8
        linalg.yield %g2_5 : i8
      }
    %p3_padval = arith.constant -3 : i8
    %v3 = tensor.pad %v1 low[2, 2] high[2, 2] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : i8
    } : tensor<?x?xi8> to tensor<?x?xi8>
    return %v2, %v3 : tensor<?x?xi8>, tensor<?x?xi8>
  }
}
