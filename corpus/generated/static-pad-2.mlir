// Corpus case 'static-pad': `fusefuzz generate --seed 50` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 50 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<3xi32>) -> (tensor<6xi32>, tensor<4x5x3x6xi32>) {
    %p0_padval = arith.constant 0 : i32
    %v0 = tensor.pad %arg0 low[1] high[2] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : i32
    } : tensor<3xi32> to tensor<6xi32>
    %g1_empty0 = tensor.empty() : tensor<4x3x6xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<6xi32>) outs(%g1_empty0 : tensor<4x3x6xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant -3 : i32
      %g1_1 = arith.maxsi %g1_in0, %g1_0 : i32
      %g1_2 = arith.constant 32 : i32
      %g1_3 = arith.remui %g1_in0, %g1_2 : i32
      %g1_4 = arith.shli %g1_in0, %g1_3 : i32
      %g1_5 = arith.muli %g1_1, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<4x3x6xi32>
    %g2_empty0 = tensor.empty() : tensor<4x3x6xi32>
    %g2_fillval0 = arith.constant 1 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<4x3x6xi32>) -> tensor<4x3x6xi32>
    %v2 = linalg.map ins(%v1 : tensor<4x3x6xi32>) outs(%g2_fill0 : tensor<4x3x6xi32>)
      (%g2_in0: i32, %g2_out0: i32) {
        %g2_0 = arith.cmpi slt, %g2_in0, %g2_in0 : i32
        %g2_1 = arith.constant 3 : i32
        %g2_2 = arith.select %g2_0, %g2_1, %g2_in0 : i32
        %g2_3 = arith.andi %g2_2, %g2_in0 : i32
        linalg.yield %g2_3 : i32
      }
    %g3_empty0 = tensor.empty() : tensor<4x5x3x6xi32>
    %v3 = linalg.broadcast ins(%v2 : tensor<4x3x6xi32>) outs(%g3_empty0 : tensor<4x5x3x6xi32>) dimensions = [1]
    return %v0, %v3 : tensor<6xi32>, tensor<4x5x3x6xi32>
  }
}
