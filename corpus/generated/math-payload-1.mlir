// Corpus case 'math-payload': `fusefuzz generate --seed 29` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 29 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<4x2xf32>, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: tensor<7xi32>) -> (tensor<?x?xf32>) {
    %p0_padval = arith.constant -1.500000e+00 : f32
    %v0 = tensor.pad %arg0 low[0, %arg2] high[%arg1, 0] {
    ^bb0(%p0_i0: index, %p0_i1: index):
      tensor.yield %p0_padval : f32
    } : tensor<4x2xf32> to tensor<?x?xf32>
    %p1_padval = arith.constant 0.000000e+00 : f32
    %v1 = tensor.pad %v0 low[1, %arg3] high[2, %arg4] {
    ^bb0(%p1_i0: index, %p1_i1: index):
      tensor.yield %p1_padval : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg5 : tensor<?x?xf32>, tensor<7xi32>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i32, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in1 : i32 to f32
      %g2_1 = arith.sitofp %g2_in1 : i32 to f32
      %g2_2 = arith.sitofp %g2_in1 : i32 to f32
      %g2_3 = arith.divf %g2_1, %g2_2 : f32
      %g2_4 = arith.minimumf %g2_0, %g2_3 : f32
      %g2_5 = math.exp %g2_4 : f32
      linalg.yield %g2_5 : f32
    } -> tensor<?x?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xf32>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xf32>
    %v3 = linalg.map ins(%v2 : tensor<?x?xf32>) outs(%g3_empty0 : tensor<?x?xf32>)
      (%g3_in0: f32, %g3_out0: f32) {
        %g3_0 = arith.cmpf ord, %g3_in0, %g3_in0 : f32
        %g3_1 = arith.constant 5.000000e-01 : f32
        %g3_2 = arith.constant -3.000000e+00 : f32
        %g3_3 = arith.select %g3_0, %g3_1, %g3_2 : f32
        linalg.yield %g3_3 : f32
      }
    return %v3 : tensor<?x?xf32>
  }
}
