// Corpus case 'reads-outs': `fusefuzz generate --seed 39` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 39 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg1: tensor<i32>, %arg2: tensor<4x3xi1>, %arg3: tensor<3x4xi1>) -> (tensor<f32>, tensor<f32>, tensor<3x4xi1>) {
    %cst0 = arith.constant dense<-1.500000e+00> : tensor<1xf32>
    %v0 = linalg.reduce ins(%arg0 : tensor<?xi32>) outs(%arg1 : tensor<i32>) dimensions = [0]
      (%g0_in0: i32, %g0_out0: i32) {
        %g0_0 = arith.addi %g0_out0, %g0_in0 : i32
        linalg.yield %g0_0 : i32
      }
    %g1_empty0 = tensor.empty() : tensor<f32>
    %g1_fillval0 = arith.constant 0.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<f32>) -> tensor<f32>
    %g1_empty1 = tensor.empty() : tensor<f32>
    %g1_fillval1 = arith.constant 2.000000e+00 : f32
    %g1_fill1 = linalg.fill ins(%g1_fillval1 : f32) outs(%g1_empty1 : tensor<f32>) -> tensor<f32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v0, %arg0, %cst0 : tensor<i32>, tensor<?xi32>, tensor<1xf32>) outs(%g1_fill0, %g1_fill1 : tensor<f32>, tensor<f32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_in2: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.sitofp %g1_in1 : i32 to f32
      %g1_1 = math.absf %g1_in2 : f32
      %g1_2 = arith.minimumf %g1_0, %g1_1 : f32
      %g1_3 = arith.maximumf %g1_out0, %g1_2 : f32
      %g1_4 = arith.mulf %g1_out0, %g1_3 : f32
      %g1_5 = arith.minimumf %g1_in2, %g1_out1 : f32
      %g1_6 = arith.maximumf %g1_out1, %g1_5 : f32
      linalg.yield %g1_4, %g1_6 : f32, f32
    } -> (tensor<f32>, tensor<f32>)
    %g2_empty0 = tensor.empty() : tensor<4x3xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg3 : tensor<4x3xi1>, tensor<3x4xi1>) outs(%g2_empty0 : tensor<4x3xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_out0: i1):
      %g2_0 = arith.extui %g2_in1 : i1 to i32
      %g2_1 = arith.extui %g2_in0 : i1 to i32
      %g2_2 = arith.cmpi sle, %g2_0, %g2_1 : i32
      linalg.yield %g2_2 : i1
    } -> tensor<4x3xi1>
    %g3_empty0 = tensor.empty() : tensor<3x4xi1>
    %v3 = linalg.transpose ins(%v2 : tensor<4x3xi1>) outs(%g3_empty0 : tensor<3x4xi1>) permutation = [1, 0]
    return %v1#0, %v1#1, %v3 : tensor<f32>, tensor<f32>, tensor<3x4xi1>
  }
}
