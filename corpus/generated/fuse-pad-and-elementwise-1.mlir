// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 18` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 18 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x4x?x?xf32> {fusefuzz.shape = array<i64: 5, 4, 4, 5>}, %arg1: tensor<4x4x5x5xf16>, %arg2: tensor<4x4x5x5xf32>, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<4x5xf32>, %arg6: tensor<5x4x?xf32> {fusefuzz.shape = array<i64: 5, 4, 4>}, %arg7: tensor<5x4x4xf32>) -> (tensor<5x?x?x4xf32>, tensor<6x?x?x?xf32>, tensor<5x4x4xf32>) {
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg0, %g0_c0_1 : tensor<5x4x?x?xf32>
    %g0_c0_2 = arith.constant 3 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<5x4x?x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_2) : tensor<5x?x?x4xf32>
    %g0_c1_1 = arith.constant 2 : index
    %g0_d1_1 = tensor.dim %arg0, %g0_c1_1 : tensor<5x4x?x?xf32>
    %g0_c1_2 = arith.constant 3 : index
    %g0_d1_2 = tensor.dim %arg0, %g0_c1_2 : tensor<5x4x?x?xf32>
    %g0_empty1 = tensor.empty(%g0_d1_1, %g0_d1_2) : tensor<5x?x?x4xf32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<5x4x?x?xf32>, tensor<4x4x5x5xf16>, tensor<4x4x5x5xf32>) outs(%g0_empty0, %g0_empty1 : tensor<5x?x?x4xf32>, tensor<5x?x?x4xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f16, %g0_in2: f32, %g0_out0: f32, %g0_out1: f32):
      %g0_0 = arith.extf %g0_in1 : f16 to f32
      %g0_1 = arith.mulf %g0_0, %g0_in2 : f32
      %g0_2 = arith.constant 7.000000e+00 : f32
      %g0_3 = arith.cmpf ord, %g0_2, %g0_in2 : f32
      %g0_4 = arith.extf %g0_in1 : f16 to f32
      %g0_5 = arith.select %g0_3, %g0_4, %g0_in0 : f32
      %g0_6 = arith.subf %g0_1, %g0_5 : f32
      %g0_7 = math.exp %g0_6 : f32
      %g0_8 = arith.constant 7.000000e+00 : f32
      %g0_9 = arith.addf %g0_in0, %g0_8 : f32
      %g0_10 = linalg.index 0 : index
      %g0_11 = arith.index_cast %g0_10 : index to i32
      %g0_12 = arith.sitofp %g0_11 : i32 to f32
      %g0_13 = linalg.index 1 : index
      %g0_14 = arith.index_cast %g0_13 : index to i32
      %g0_15 = arith.sitofp %g0_14 : i32 to f32
      %g0_16 = arith.minimumf %g0_12, %g0_15 : f32
      %g0_17 = arith.cmpf une, %g0_9, %g0_16 : f32
      %g0_18 = arith.constant 1.000000e+00 : f32
      %g0_19 = arith.minimumf %g0_18, %g0_in2 : f32
      %g0_20 = math.absf %g0_in2 : f32
      %g0_21 = arith.select %g0_17, %g0_19, %g0_20 : f32
      %g0_22 = arith.maximumf %g0_in2, %g0_in0 : f32
      %g0_23 = arith.extf %g0_in1 : f16 to f32
      %g0_24 = math.absf %g0_23 : f32
      %g0_25 = arith.minimumf %g0_22, %g0_24 : f32
      %g0_26 = arith.addf %g0_21, %g0_25 : f32
      linalg.yield %g0_7, %g0_26 : f32, f32
    } -> (tensor<5x?x?x4xf32>, tensor<5x?x?x4xf32>)
    %p1_padval = arith.constant -1.500000e+00 : f32
    %v1 = tensor.pad %v0#1 low[0, 0, %arg3, 2] high[1, 2, 2, %arg4] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : f32
    } : tensor<5x?x?x4xf32> to tensor<6x?x?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %arg6 : tensor<4x5xf32>, tensor<5x4x?xf32>) outs(%arg7 : tensor<5x4x4xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_out0: f32):
      %g2_0 = arith.constant -1.500000e+00 : f32
      %g2_1 = arith.subf %g2_in1, %g2_0 : f32
      %g2_2 = arith.cmpf ord, %g2_1, %g2_out0 : f32
      %g2_3 = arith.minimumf %g2_out0, %g2_in0 : f32
      %g2_4 = arith.select %g2_2, %g2_out0, %g2_3 : f32
      linalg.yield %g2_4 : f32
    } -> tensor<5x4x4xf32>
    %g3_empty0 = tensor.empty() : tensor<5x4x4xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<5x4x4xf32>) outs(%g3_empty0 : tensor<5x4x4xf32>) {
    ^bb0(%g3_in0: f32, %g3_out0: f32):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.sitofp %g3_1 : i32 to f32
      %g3_3 = math.sqrt %g3_2 : f32
      linalg.yield %g3_3 : f32
    } -> tensor<5x4x4xf32>
    return %v0#0, %v1, %v3 : tensor<5x?x?x4xf32>, tensor<6x?x?x?xf32>, tensor<5x4x4xf32>
  }
}
