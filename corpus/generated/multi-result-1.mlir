// Corpus case 'multi-result': `fusefuzz generate --seed 18` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 18 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4xi1>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: i1, %arg3: tensor<10xf32>, %arg4: tensor<10xi1>, %arg5: tensor<10xi1>) -> (tensor<?xi1>, tensor<5x10xi1>) {
    %p0_padval = arith.constant 1 : i1
    %v0 = tensor.pad %arg0 low[%arg1] high[0] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : i1
    } : tensor<4xi1> to tensor<?xi1>
    %v1 = tensor.pad %v0 low[2] high[2] {
    ^bb0(%p1_i0: index):
      tensor.yield %arg2 : i1
    } : tensor<?xi1> to tensor<?xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<?xi1>) -> tensor<?xi1>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg3, %arg4 : tensor<?xi1>, tensor<10xf32>, tensor<10xi1>) outs(%g2_fill0, %arg5 : tensor<?xi1>, tensor<10xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: f32, %g2_in2: i1, %g2_out0: i1, %g2_out1: i1):
      %g2_0 = arith.constant 0 : i1
      %g2_1 = arith.xori %g2_out0, %g2_0 : i1
      %g2_2 = arith.constant 1 : i1
      %g2_3 = arith.constant 1 : i1
      %g2_4 = arith.andi %g2_2, %g2_3 : i1
      linalg.yield %g2_1, %g2_4 : i1, i1
    } -> (tensor<?xi1>, tensor<10xi1>)
    %g3_empty0 = tensor.empty() : tensor<5x10xi1>
    %v3 = linalg.broadcast ins(%v2#1 : tensor<10xi1>) outs(%g3_empty0 : tensor<5x10xi1>) dimensions = [0]
    return %v2#0, %v3 : tensor<?xi1>, tensor<5x10xi1>
  }
}
