// Corpus case 'type-i1': `fusefuzz generate --seed 37` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 37 : i64, fusefuzz.policy = "0xff4bf7f6d7a45ffa"} {
  func.func @case(%arg0: tensor<1xi1>) -> (tensor<1xi1>) {
    %g0_empty0 = tensor.empty() : tensor<1xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xi1>) outs(%g0_empty0 : tensor<1xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.ori %g0_in0, %g0_0 : i1
      %g0_2 = arith.xori %g0_1, %g0_in0 : i1
      linalg.yield %g0_2 : i1
    } -> tensor<1xi1>
    %v1 = tensor.expand_shape %v0 [[0, 1]] output_shape [1, 1] : tensor<1xi1> into tensor<1x1xi1>
    %g2_empty0 = tensor.empty() : tensor<1xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<1x1xi1>) outs(%g2_empty0 : tensor<1xi1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.constant 0 : i1
      %g2_1 = arith.uitofp %g2_in0 : i1 to f32
      %g2_2 = arith.uitofp %g2_in0 : i1 to f32
      %g2_3 = arith.cmpf olt, %g2_1, %g2_2 : f32
      %g2_4 = arith.ori %g2_0, %g2_3 : i1
      linalg.yield %g2_4 : i1
    } -> tensor<1xi1>
    %g3_empty0 = tensor.empty() : tensor<1xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg0 : tensor<1xi1>, tensor<1xi1>) outs(%g3_empty0 : tensor<1xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_out0: i1):
      %g3_0 = arith.andi %g3_in0, %g3_in1 : i1
      %g3_1 = arith.xori %g3_in1, %g3_0 : i1
      linalg.yield %g3_1 : i1
    } -> tensor<1xi1>
    return %v3 : tensor<1xi1>
  }
}
