// Corpus case 'type-i32': `fusefuzz generate --seed 24` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 24 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<?x1x5xi32> {fusefuzz.shape = array<i64: 3, 1, 5>}, %arg1: tensor<f32>, %arg2: tensor<1x1x4xf32>, %arg3: tensor<1x?x4x5xf32> {fusefuzz.shape = array<i64: 1, 1, 4, 5>}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 1 : i64}) -> (tensor<5x?x5xi8>, tensor<1x?x4x5xf32>, tensor<4x?x?x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x1x5xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x1x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x5xi32>) outs(%g0_empty0 : tensor<?x1x5xi8>) {
    ^bb0(%g0_in0: i32, %g0_out0: i8):
      %g0_0 = arith.trunci %g0_in0 : i32 to i8
      %g0_1 = arith.trunci %g0_in0 : i32 to i8
      %g0_2 = arith.cmpi ne, %g0_0, %g0_1 : i8
      %g0_3 = arith.trunci %g0_in0 : i32 to i8
      %g0_4 = arith.trunci %g0_in0 : i32 to i8
      %g0_5 = arith.select %g0_2, %g0_3, %g0_4 : i8
      linalg.yield %g0_5 : i8
    } -> tensor<?x1x5xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x1x5xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x5xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0 : tensor<?x1x5xi8>) outs(%g1_empty0 : tensor<?x5xi8>) {
    ^bb0(%g1_in0: i8, %g1_out0: i8):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.trunci %g1_1 : i32 to i8
      %g1_3 = arith.cmpi sge, %g1_2, %g1_in0 : i8
      %g1_4 = arith.select %g1_3, %g1_in0, %g1_in0 : i8
      linalg.yield %g1_4 : i8
    } -> tensor<?x5xi8>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x5xi8>
    %g2_empty0 = tensor.empty(%g2_d0_1) : tensor<5x?x5xi8>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x5xi8>) outs(%g2_empty0 : tensor<5x?x5xi8>) {
    ^bb0(%g2_in0: i8, %g2_out0: i8):
      %g2_0 = arith.muli %g2_in0, %g2_in0 : i8
      %g2_1 = arith.cmpi slt, %g2_in0, %g2_in0 : i8
      %g2_2 = arith.select %g2_1, %g2_in0, %g2_in0 : i8
      %g2_3 = arith.cmpi ult, %g2_0, %g2_2 : i8
      %g2_4 = arith.muli %g2_in0, %g2_in0 : i8
      %g2_5 = arith.select %g2_3, %g2_in0, %g2_4 : i8
      %g2_6 = arith.constant 8 : i8
      %g2_7 = arith.remui %g2_5, %g2_6 : i8
      %g2_8 = arith.shrsi %g2_in0, %g2_7 : i8
      linalg.yield %g2_8 : i8
    } -> tensor<5x?x5xi8>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<5x?x5xi8>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<5x?x5xi8>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<5x?x5xi8>) outs(%g3_empty0 : tensor<5x?x5xi8>) {
    ^bb0(%g3_in0: i8, %g3_out0: i8):
      %g3_0 = arith.subi %g3_in0, %g3_in0 : i8
      %g3_1 = arith.constant 8 : i8
      %g3_2 = arith.remui %g3_0, %g3_1 : i8
      %g3_3 = arith.shrui %g3_in0, %g3_2 : i8
      %g3_4 = arith.cmpi ugt, %g3_in0, %g3_in0 : i8
      %g3_5 = arith.select %g3_4, %g3_in0, %g3_in0 : i8
      %g3_6 = arith.andi %g3_in0, %g3_5 : i8
      %g3_7 = arith.constant 8 : i8
      %g3_8 = arith.remui %g3_6, %g3_7 : i8
      %g3_9 = arith.shrui %g3_3, %g3_8 : i8
      linalg.yield %g3_9 : i8
    } -> tensor<5x?x5xi8>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %arg2 : tensor<f32>, tensor<1x1x4xf32>) outs(%arg3 : tensor<1x?x4x5xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = arith.constant 1.000000e+00 : f32
      %g4_1 = arith.maximumf %g4_0, %g4_in1 : f32
      linalg.yield %g4_1 : f32
    } -> tensor<1x?x4x5xf32>
    %p5_padval = arith.constant 2.000000e+00 : f32
    %v5 = tensor.pad %v4 low[1, %arg4, %arg5, %arg7] high[2, 2, %arg6, 0] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : f32
    } : tensor<1x?x4x5xf32> to tensor<4x?x?x?xf32>
    return %v3, %v4, %v5 : tensor<5x?x5xi8>, tensor<1x?x4x5xf32>, tensor<4x?x?x?xf32>
  }
}
