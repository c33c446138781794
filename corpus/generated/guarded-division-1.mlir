// Corpus case 'guarded-division': `fusefuzz generate --seed 42` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 42 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?xi8> {fusefuzz.shape = array<i64: 2>}, %arg1: index {fusefuzz.value = 1 : i64}) -> (tensor<?x4x3xi8>, tensor<?x4x3xi8>, tensor<?xi8>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<?xi8>, tensor<?xi8>) outs(%g0_empty0 : tensor<?xi8>) {
    ^bb0(%g0_in0: i8, %g0_in1: i8, %g0_out0: i8):
      %g0_0 = arith.cmpi ult, %g0_in0, %g0_in1 : i8
      %g0_1 = arith.constant 1 : i8
      %g0_2 = arith.select %g0_0, %g0_in0, %g0_1 : i8
      %g0_3 = arith.ori %g0_in0, %g0_in0 : i8
      %g0_4 = arith.ori %g0_2, %g0_3 : i8
      linalg.yield %g0_4 : i8
    } -> tensor<?xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x4x3xi8>
    %v1 = linalg.broadcast ins(%v0 : tensor<?xi8>) outs(%g1_empty0 : tensor<?x4x3xi8>) dimensions = [1, 2]
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x4x3xi8>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?x4x3xi8>
    %g2_fillval0 = arith.constant 3 : i8
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i8) outs(%g2_empty0 : tensor<?x4x3xi8>) -> tensor<?x4x3xi8>
    %v2 = linalg.map ins(%v1 : tensor<?x4x3xi8>) outs(%g2_fill0 : tensor<?x4x3xi8>)
      (%g2_in0: i8, %g2_out0: i8) {
        %g2_0 = arith.xori %g2_in0, %g2_in0 : i8
        %g2_1 = arith.constant 0 : i8
        %g2_2 = arith.constant 1 : i8
        %g2_3 = arith.cmpi eq, %g2_in0, %g2_1 : i8
        %g2_4 = arith.select %g2_3, %g2_2, %g2_in0 : i8
        %g2_5 = arith.remui %g2_in0, %g2_4 : i8
        %g2_6 = arith.xori %g2_0, %g2_5 : i8
        linalg.yield %g2_6 : i8
      }
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v0, %g3_c0_0 : tensor<?xi8>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi8>
    %v3 = linalg.map ins(%v0 : tensor<?xi8>) outs(%g3_empty0 : tensor<?xi8>)
      (%g3_in0: i8, %g3_out0: i8) {
        %g3_0 = arith.maxsi %g3_in0, %g3_in0 : i8
        %g3_1 = arith.maxui %g3_in0, %g3_in0 : i8
        %g3_2 = arith.minsi %g3_0, %g3_1 : i8
        %g3_3 = arith.constant 0 : i8
        %g3_4 = arith.constant 1 : i8
        %g3_5 = arith.cmpi eq, %g3_in0, %g3_3 : i8
        %g3_6 = arith.select %g3_5, %g3_4, %g3_in0 : i8
        %g3_7 = arith.divui %g3_in0, %g3_6 : i8
        %g3_8 = arith.cmpi ult, %g3_in0, %g3_in0 : i8
        %g3_9 = arith.constant 0 : i8
        %g3_10 = arith.select %g3_8, %g3_in0, %g3_9 : i8
        %g3_11 = arith.maxui %g3_7, %g3_10 : i8
        %g3_12 = arith.maxsi %g3_2, %g3_11 : i8
        linalg.yield %g3_12 : i8
      }
    %p4_padval = arith.constant -1 : i8
    %v4 = tensor.pad %v3 low[%arg1] high[2] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : i8
    } : tensor<?xi8> to tensor<?xi8>
    return %v1, %v2, %v4 : tensor<?x4x3xi8>, tensor<?x4x3xi8>, tensor<?xi8>
  }
}
