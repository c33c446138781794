// Corpus case 'transform-fuse-into-for': `fusefuzz generate --seed 88` under strategy transform.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}TransformFuseIntoFor=
module attributes {fusefuzz.seed = 88 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4xi1>, %arg1: tensor<4x3xi1>) -> (tensor<4x3x2xi1>) {
    %cst0 = arith.constant dense<1> : tensor<1x3x4xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0, 1)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi1>) outs(%arg1 : tensor<4x3xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.extui %g0_in0 : i1 to i32
      %g0_1 = arith.extui %g0_in0 : i1 to i32
      %g0_2 = arith.maxui %g0_0, %g0_1 : i32
      %g0_3 = arith.constant 1 : i32
      %g0_4 = arith.cmpi sle, %g0_2, %g0_3 : i32
      linalg.yield %g0_4 : i1
    } -> tensor<4x3xi1>
    %g1_empty0 = tensor.empty() : tensor<4x3x2xi1>
    %v1 = linalg.broadcast ins(%v0 : tensor<4x3xi1>) outs(%g1_empty0 : tensor<4x3x2xi1>) dimensions = [2]
    %g2_empty0 = tensor.empty() : tensor<4x3x2xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %cst0 : tensor<4x3x2xi1>, tensor<1x3x4xi1>) outs(%g2_empty0 : tensor<4x3x2xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_out0: i1):
      %g2_0 = arith.uitofp %g2_in0 : i1 to f32
      %g2_1 = linalg.index 1 : index
      %g2_2 = arith.index_cast %g2_1 : index to i32
      %g2_3 = arith.sitofp %g2_2 : i32 to f32
      %g2_4 = arith.cmpf olt, %g2_0, %g2_3 : f32
      %g2_5 = arith.xori %g2_in0, %g2_4 : i1
      linalg.yield %g2_5 : i1
    } -> tensor<4x3x2xi1>
    return %v2 : tensor<4x3x2xi1>
  }
}
