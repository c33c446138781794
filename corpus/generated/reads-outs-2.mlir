// Corpus case 'reads-outs': `fusefuzz generate --seed 37` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 37 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<1xi1>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: tensor<3xi1>, %arg3: tensor<3xf32>) -> (tensor<3xi1>, tensor<?xf32>, tensor<?xf32>) {
    %g0_empty0 = tensor.empty() : tensor<1xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xi1>) outs(%g0_empty0 : tensor<1xi1>) {
    ^bb0(%g0_in0: i1, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i1
      %g0_1 = arith.ori %g0_in0, %g0_0 : i1
      %g0_2 = arith.xori %g0_1, %g0_in0 : i1
      linalg.yield %g0_2 : i1
    } -> tensor<1xi1>
    %p1_padval = arith.constant 1 : i1
    %v1 = tensor.pad %v0 low[%arg1] high[0] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i1
    } : tensor<1xi1> to tensor<?xi1>
    %g2_c1_0 = arith.constant 0 : index
    %g2_d1_0 = tensor.dim %v1, %g2_c1_0 : tensor<?xi1>
    %g2_empty1 = tensor.empty(%g2_d1_0) : tensor<?xf32>
    %g2_fillval1 = arith.constant -3.000000e+00 : f32
    %g2_fill1 = linalg.fill ins(%g2_fillval1 : f32) outs(%g2_empty1 : tensor<?xf32>) -> tensor<?xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2 : tensor<?xi1>, tensor<3xi1>) outs(%arg2, %g2_fill1 : tensor<3xi1>, tensor<?xf32>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_out0: i1, %g2_out1: f32):
      %g2_0 = arith.cmpf uno, %g2_out1, %g2_out1 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_out1, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.constant 0 : i32
      %g2_9 = arith.cmpi ne, %g2_7, %g2_8 : i32
      %g2_10 = arith.andi %g2_in0, %g2_9 : i1
      %g2_11 = arith.uitofp %g2_in1 : i1 to f32
      %g2_12 = arith.constant 5.000000e-01 : f32
      %g2_13 = arith.subf %g2_11, %g2_12 : f32
      linalg.yield %g2_10, %g2_13 : i1, f32
    } -> (tensor<3xi1>, tensor<?xf32>)
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2#1, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1, %arg3, %v2#1 : tensor<?xf32>, tensor<3xf32>, tensor<?xf32>) outs(%g3_empty0 : tensor<?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: f32, %g3_out0: f32):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = linalg.index 0 : index
      %g3_4 = arith.index_cast %g3_3 : index to i32
      %g3_5 = arith.sitofp %g3_4 : i32 to f32
      %g3_6 = arith.cmpf oeq, %g3_2, %g3_5 : f32
      %g3_7 = linalg.index 0 : index
      %g3_8 = arith.index_cast %g3_7 : index to i32
      %g3_9 = arith.sitofp %g3_8 : i32 to f32
      %g3_10 = arith.select %g3_6, %g3_9, %g3_in2 : f32
      %g3_11 = linalg.index 0 : index
      %g3_12 = arith.index_cast %g3_11 : index to i32
      %g3_13 = arith.sitofp %g3_12 : i32 to f32
      %g3_14 = arith.cmpf oge, %g3_13, %g3_in1 : f32
      %g3_15 = arith.select %g3_14, %g3_in0, %g3_in2 : f32
      %g3_16 = arith.divf %g3_10, %g3_15 : f32
      linalg.yield %g3_16 : f32
    } -> tensor<?xf32>
    return %v2#0, %v2#1, %v3 : tensor<3xi1>, tensor<?xf32>, tensor<?xf32>
  }
}
