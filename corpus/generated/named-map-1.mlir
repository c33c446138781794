// Corpus case 'named-map': `fusefuzz generate --seed 11` under strategy all.
// EXPECT: pass
// STRATEGY: all
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 11 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<f16>, %arg1: tensor<?xf16> {fusefuzz.shape = array<i64: 3>}, %arg2: tensor<3xf32>, %arg3: index {fusefuzz.value = 0 : i64}, %arg4: tensor<4xi8>, %arg5: tensor<1x?x2x?xi32> {fusefuzz.shape = array<i64: 1, 1, 2, 3>}, %arg6: index {fusefuzz.value = 2 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: index {fusefuzz.value = 1 : i64}, %arg10: index {fusefuzz.value = 2 : i64}) -> (tensor<?xf16>, tensor<?xf16>, tensor<?xf32>, tensor<?x?x?x?xi32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg1, %g0_c0_0 : tensor<?xf16>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?xf16>
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg1, %g0_c1_0 : tensor<?xf16>
    %g0_empty1 = tensor.empty(%g0_d1_0) : tensor<?xf16>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<f16>, tensor<?xf16>) outs(%g0_empty0, %g0_empty1 : tensor<?xf16>, tensor<?xf16>) {
    ^bb0(%g0_in0: f16, %g0_in1: f16, %g0_out0: f16, %g0_out1: f16):
      %g0_0 = arith.cmpf une, %g0_in1, %g0_in0 : f16
      %g0_1 = arith.select %g0_0, %g0_in1, %g0_in0 : f16
      %g0_2 = arith.constant 7.000000e+00 : f16
      %g0_3 = arith.constant 7.000000e+00 : f16
      %g0_4 = arith.maximumf %g0_2, %g0_3 : f16
      linalg.yield %g0_1, %g0_4 : f16, f16
    } -> (tensor<?xf16>, tensor<?xf16>)
    %p1_padval = arith.constant 1.000000e+00 : f32
    %v1 = tensor.pad %arg2 low[1] high[%arg3] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : f32
    } : tensor<3xf32> to tensor<?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg4 : tensor<?xf32>, tensor<4xi8>) outs(%g2_empty0 : tensor<?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: i8, %g2_out0: f32):
      %g2_0 = arith.constant 5.000000e-01 : f32
      %g2_1 = arith.sitofp %g2_in1 : i8 to f32
      %g2_2 = arith.divf %g2_0, %g2_1 : f32
      %g2_3 = arith.cmpf oge, %g2_2, %g2_in0 : f32
      %g2_4 = arith.sitofp %g2_in1 : i8 to f32
      %g2_5 = arith.maximumf %g2_4, %g2_in0 : f32
      %g2_6 = arith.select %g2_3, %g2_in0, %g2_5 : f32
      linalg.yield %g2_6 : f32
    } -> tensor<?xf32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xf32>
    %v3 = linalg.map ins(%v2 : tensor<?xf32>) outs(%g3_empty0 : tensor<?xf32>)
      (%g3_in0: f32, %g3_out0: f32) {
        %g3_0 = arith.divf %g3_in0, %g3_in0 : f32
        linalg.yield %g3_0 : f32
      }
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3 : tensor<?xf32>) outs(%g4_empty0 : tensor<?xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = linalg.index 0 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f32
      %g4_3 = arith.addf %g4_2, %g4_in0 : f32
      %g4_4 = math.absf %g4_3 : f32
      %g4_5 = arith.minimumf %g4_in0, %g4_in0 : f32
      %g4_6 = arith.divf %g4_5, %g4_in0 : f32
      %g4_7 = arith.maximumf %g4_4, %g4_6 : f32
      linalg.yield %g4_7 : f32
    } -> tensor<?xf32>
    %p5_padval = arith.constant 4 : i32
    %v5 = tensor.pad %arg5 low[%arg6, 2, %arg8, %arg9] high[0, %arg7, 0, %arg10] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index, %p5_i3: index):
      tensor.yield %p5_padval : i32
    } : tensor<1x?x2x?xi32> to tensor<?x?x?x?xi32>
    return %v0#0, %v0#1, %v4, %v5 : tensor<?xf16>, tensor<?xf16>, tensor<?xf32>, tensor<?x?x?x?xi32>
  }
}
