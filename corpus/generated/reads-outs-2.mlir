// Corpus case 'reads-outs': `fusefuzz generate --seed 43` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 43 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3x2xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 1 : i64}) -> (tensor<3xf32>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3xf32>
    %g0_fillval0 = arith.constant 5.000000e-01 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<3xf32>) -> tensor<3xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>) outs(%g0_fill0, %arg3 : tensor<3xf32>, tensor<3xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.maximumf %g0_out1, %g0_in1 : f32
      %g0_1 = arith.constant 0.000000e+00 : f32
      %g0_2 = arith.subf %g0_1, %g0_out1 : f32
      %g0_3 = arith.addf %g0_0, %g0_2 : f32
      %g0_4 = arith.addf %g0_out0, %g0_3 : f32
      %g0_5 = arith.cmpf oeq, %g0_in1, %g0_out0 : f32
      %g0_6 = arith.divf %g0_in2, %g0_out1 : f32
      %g0_7 = math.sqrt %g0_in0 : f32
      %g0_8 = arith.select %g0_5, %g0_6, %g0_7 : f32
      %g0_9 = arith.addf %g0_out1, %g0_8 : f32
      linalg.yield %g0_4, %g0_9 : f32, f32
    } -> (tensor<3xf32>, tensor<3xf32>)
    %p1_padval = arith.constant -1.500000e+00 : f32
    %v1 = tensor.pad %v0#1 low[0] high[0] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<3xf32> to tensor<3xf32>
    %g2_empty0 = tensor.empty() : tensor<3xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg4, %arg5 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%g2_empty0 : tensor<3xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.maximumf %g2_in2, %g2_in2 : f32
      %g2_1 = linalg.index 0 : index
      %g2_2 = arith.index_cast %g2_1 : index to i32
      %g2_3 = arith.sitofp %g2_2 : i32 to f32
      %g2_4 = math.absf %g2_3 : f32
      %g2_5 = arith.minimumf %g2_0, %g2_4 : f32
      %g2_6 = math.absf %g2_5 : f32
      linalg.yield %g2_6 : f32
    } -> tensor<3xf32>
    %p3_padval = arith.constant -1.500000e+00 : f32
    %v3 = tensor.pad %v2 low[%arg6] high[2] {
    ^bb0(%p3_i0: index):
      tensor.yield %p3_padval : f32
    } : tensor<3xf32> to tensor<?xf32>
    %p4_padval = arith.constant 2.000000e+00 : f32
    %v4 = tensor.pad %v3 low[%arg7] high[%arg8] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : f32
    } : tensor<?xf32> to tensor<?xf32>
    return %v0#0, %v4 : tensor<3xf32>, tensor<?xf32>
  }
}
