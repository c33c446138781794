// Corpus case 'multi-result': `fusefuzz generate --seed 11` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 11 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<f16>, %arg1: tensor<?xf16> {fusefuzz.shape = array<i64: 3>}, %arg2: tensor<?xi32> {fusefuzz.shape = array<i64: 1>}, %arg3: tensor<1xf32>, %arg4: tensor<5xi8>, %arg5: tensor<5xi1>, %arg6: index {fusefuzz.value = 1 : i64}) -> (tensor<5x?xf16>, tensor<5x?xf16>, tensor<?xf32>, tensor<?xf32>, tensor<5xi8>, tensor<?xi1>) {
    %g0_c0_1 = arith.constant 0 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<5x?xf16>
    %g0_c1_1 = arith.constant 0 : index
    %g0_d1_1 = tensor.dim %arg1, %g0_c1_1 : tensor<?xf16>
    %g0_empty1 = tensor.empty(%g0_d1_1) : tensor<5x?xf16>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<f16>, tensor<?xf16>) outs(%g0_empty0, %g0_empty1 : tensor<5x?xf16>, tensor<5x?xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16, %g0_out1: f16):
      %g0_0 = arith.mulf %g0_in1, %g0_in0 : f16
      %g0_1 = arith.constant 7.000000e+00 : f16
      %g0_2 = arith.constant 2.000000e+00 : f16
      %g0_3 = arith.cmpf oeq, %g0_1, %g0_2 : f16
      %g0_4 = arith.select %g0_3, %g0_in1, %g0_in1 : f16
      %g0_5 = arith.subf %g0_0, %g0_4 : f16
      %g0_6 = arith.constant 2.000000e+00 : f16
      %g0_7 = arith.addf %g0_6, %g0_in0 : f16
      %g0_8 = arith.divf %g0_in1, %g0_in0 : f16
      %g0_9 = arith.cmpf ord, %g0_7, %g0_8 : f16
      %g0_10 = arith.maximumf %g0_in1, %g0_in1 : f16
      %g0_11 = arith.select %g0_9, %g0_in1, %g0_10 : f16
      linalg.yield %g0_5, %g0_11 : f16, f16
    } -> (tensor<5x?xf16>, tensor<5x?xf16>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg2, %g1_c0_0 : tensor<?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xf32>
    %g1_c1_0 = arith.constant 0 : index
    %g1_d1_0 = tensor.dim %arg2, %g1_c1_0 : tensor<?xi32>
    %g1_empty1 = tensor.empty(%g1_d1_0) : tensor<?xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2, %arg3 : tensor<?xi32>, tensor<1xf32>) outs(%g1_empty0, %g1_empty1 : tensor<?xf32>, tensor<?xf32>) {
    ^bb0(%g1_in0: i32, %g1_in1: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = arith.addf %g1_in1, %g1_in1 : f32
      %g1_1 = math.absf %g1_0 : f32
      %g1_2 = arith.sitofp %g1_in0 : i32 to f32
      %g1_3 = arith.mulf %g1_in1, %g1_2 : f32
      %g1_4 = arith.subf %g1_1, %g1_3 : f32
      %g1_5 = arith.negf %g1_in1 : f32
      linalg.yield %g1_4, %g1_5 : f32, f32
    } -> (tensor<?xf32>, tensor<?xf32>)
    %g2_empty0 = tensor.empty() : tensor<5xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<5xi8>) outs(%g2_empty0 : tensor<5xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.constant 6 : i8
      %g2_1 = arith.constant 1 : i8
      %g2_2 = arith.subi %g2_0, %g2_1 : i8
      %g2_3 = arith.addi %g2_in0, %g2_2 : i8
      linalg.yield %g2_3 : i8
    } -> tensor<5xi8>
    %g3_empty0 = tensor.empty() : tensor<5xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2 : tensor<5xi8>) outs(%g3_empty0 : tensor<5xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.ori %g3_in0, %g3_in0 : i8
      linalg.yield %g3_0 : i8
    } -> tensor<5xi8>
    %p4_padval = arith.constant 0 : i1
    %v4 = tensor.pad %arg5 low[%arg6] high[1] {
    ^bb0(%p4_i0: index):
      tensor.yield %p4_padval : i1
    } : tensor<5xi1> to tensor<?xi1>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?xi1>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xi1>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<?xi1>) outs(%g5_empty0 : tensor<?xi1>) {
    ^bb0(%g5_in0: i1, %g5_out0: i1):
      %g5_0 = arith.constant 0 : i1
      %g5_1 = arith.andi %g5_0, %g5_in0 : i1
      %g5_2 = arith.ori %g5_in0, %g5_in0 : i1
      %g5_3 = arith.andi %g5_1, %g5_2 : i1
      linalg.yield %g5_3 : i1
    } -> tensor<?xi1>
    return %v0#0, %v0#1, %v1#0, %v1#1, %v3, %v5 : tensor<5x?xf16>, tensor<5x?xf16>, tensor<?xf32>, tensor<?xf32>, tensor<5xi8>, tensor<?xi1>
  }
}
