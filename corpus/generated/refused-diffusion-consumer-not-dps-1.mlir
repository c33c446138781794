// Corpus case 'refused-diffusion-consumer-not-dps': `fusefuzz generate --seed 4` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op is not DPS operation=
module attributes {fusefuzz.seed = 4 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3x5x?x1xf32> {fusefuzz.shape = array<i64: 3, 5, 5, 1>}, %arg1: tensor<3x?x5x?xf32> {fusefuzz.shape = array<i64: 3, 5, 5, 1>}, %arg2: tensor<1x5x3xi32>, %arg3: tensor<5x1x3xf32>, %arg4: tensor<3xi32>, %arg5: tensor<5x3x3xi32>, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 2 : i64}, %arg8: index {fusefuzz.value = 2 : i64}) -> (tensor<?x3x3xi32>, tensor<?x?x?xi32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<3x?x5x?xf32>
    %g0_c0_2 = arith.constant 2 : index
    %g0_d0_2 = tensor.dim %arg0, %g0_c0_2 : tensor<3x5x?x1xf32>
    %g0_c0_3 = arith.constant 3 : index
    %g0_d0_3 = tensor.dim %arg1, %g0_c0_3 : tensor<3x?x5x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1, %g0_d0_2, %g0_d0_3) : tensor<3x?x?x?xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg1 : tensor<3x5x?x1xf32>, tensor<3x?x5x?xf32>, tensor<3x?x5x?xf32>) outs(%g0_empty0 : tensor<3x?x?x?xf32>) {
    ^bb0(%g0_in0: f32, %g0_in1: f32, %g0_in2: f32, %g0_out0: f32):
      %g0_0 = linalg.index 3 : index
      %g0_1 = arith.index_cast %g0_0 : index to i32
      %g0_2 = arith.sitofp %g0_1 : i32 to f32
      %g0_3 = arith.cmpf ord, %g0_2, %g0_in1 : f32
      %g0_4 = linalg.index 1 : index
      %g0_5 = arith.index_cast %g0_4 : index to i32
      %g0_6 = arith.sitofp %g0_5 : i32 to f32
      %g0_7 = arith.select %g0_3, %g0_in0, %g0_6 : f32
      %g0_8 = math.exp %g0_7 : f32
      linalg.yield %g0_8 : f32
    } -> tensor<3x?x?x?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<3x?x?x?xf32>
    %g1_c0_2 = arith.constant 2 : index
    %g1_d0_2 = tensor.dim %v0, %g1_c0_2 : tensor<3x?x?x?xf32>
    %g1_c0_3 = arith.constant 3 : index
    %g1_d0_3 = tensor.dim %v0, %g1_c0_3 : tensor<3x?x?x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_1, %g1_d0_2, %g1_d0_3) : tensor<3x?x?x?xf32>
    %v1 = linalg.map ins(%v0 : tensor<3x?x?x?xf32>) outs(%g1_empty0 : tensor<3x?x?x?xf32>)
      (%g1_in0: f32, %g1_out0: f32) {
        %g1_0 = arith.divf %g1_in0, %g1_in0 : f32
        %g1_1 = arith.divf %g1_in0, %g1_in0 : f32
        %g1_2 = arith.cmpf olt, %g1_0, %g1_1 : f32
        %g1_3 = arith.cmpf ord, %g1_in0, %g1_in0 : f32
        %g1_4 = arith.select %g1_3, %g1_in0, %g1_in0 : f32
        %g1_5 = arith.constant -3.000000e+00 : f32
        %g1_6 = arith.select %g1_2, %g1_4, %g1_5 : f32
        linalg.yield %g1_6 : f32
      }
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<3x?x?x?xf32>
    %g2_c0_2 = arith.constant 3 : index
    %g2_d0_2 = tensor.dim %v1, %g2_c0_2 : tensor<3x?x?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_2) : tensor<3x?x?xi32>
    %g2_fillval0 = arith.constant 5 : i32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i32) outs(%g2_empty0 : tensor<3x?x?xi32>) -> tensor<3x?x?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%v1 : tensor<3x?x?x?xf32>) outs(%g2_fill0 : tensor<3x?x?xi32>) {
    ^bb0(%g2_in0: f32, %g2_out0: i32):
      %g2_0 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.constant -1.000000e+02 : f32
      %g2_2 = arith.constant 1.000000e+02 : f32
      %g2_3 = arith.constant 0.000000e+00 : f32
      %g2_4 = arith.maximumf %g2_in0, %g2_1 : f32
      %g2_5 = arith.minimumf %g2_4, %g2_2 : f32
      %g2_6 = arith.select %g2_0, %g2_3, %g2_5 : f32
      %g2_7 = arith.fptosi %g2_6 : f32 to i32
      %g2_8 = arith.ori %g2_7, %g2_out0 : i32
      %g2_9 = arith.constant 0 : i32
      %g2_10 = arith.constant 1 : i32
      %g2_11 = arith.cmpi eq, %g2_8, %g2_9 : i32
      %g2_12 = arith.constant -1 : i32
      %g2_13 = arith.cmpi eq, %g2_8, %g2_12 : i32
      %g2_14 = arith.ori %g2_11, %g2_13 : i1
      %g2_15 = arith.select %g2_14, %g2_10, %g2_8 : i32
      %g2_16 = arith.divsi %g2_out0, %g2_15 : i32
      %g2_17 = arith.xori %g2_out0, %g2_16 : i32
      linalg.yield %g2_17 : i32
    } -> tensor<3x?x?xi32>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<3x?x?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?x3xi32>
    %g3_fillval0 = arith.constant -3 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<?x3xi32>) -> tensor<?x3xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v2, %arg2, %arg3 : tensor<3x?x?xi32>, tensor<1x5x3xi32>, tensor<5x1x3xf32>) outs(%g3_fill0 : tensor<?x3xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_in2: f32, %g3_out0: i32):
      %g3_0 = linalg.index 1 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.minsi %g3_out0, %g3_1 : i32
      %g3_3 = arith.maxsi %g3_out0, %g3_2 : i32
      %g3_4 = arith.constant 32 : i32
      %g3_5 = arith.remui %g3_out0, %g3_4 : i32
      %g3_6 = arith.shrui %g3_in1, %g3_5 : i32
      %g3_7 = arith.cmpf uno, %g3_in2, %g3_in2 : f32
      %g3_8 = arith.constant -1.000000e+02 : f32
      %g3_9 = arith.constant 1.000000e+02 : f32
      %g3_10 = arith.constant 0.000000e+00 : f32
      %g3_11 = arith.maximumf %g3_in2, %g3_8 : f32
      %g3_12 = arith.minimumf %g3_11, %g3_9 : f32
      %g3_13 = arith.select %g3_7, %g3_10, %g3_12 : f32
      %g3_14 = arith.fptosi %g3_13 : f32 to i32
      %g3_15 = arith.constant 0 : i32
      %g3_16 = arith.constant 1 : i32
      %g3_17 = arith.cmpi eq, %g3_14, %g3_15 : i32
      %g3_18 = arith.select %g3_17, %g3_16, %g3_14 : i32
      %g3_19 = arith.divui %g3_6, %g3_18 : i32
      %g3_20 = arith.cmpi eq, %g3_3, %g3_19 : i32
      %g3_21 = arith.constant -2 : i32
      %g3_22 = arith.select %g3_20, %g3_out0, %g3_21 : i32
      %g3_23 = arith.xori %g3_out0, %g3_22 : i32
      linalg.yield %g3_23 : i32
    } -> tensor<?x3xi32>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x3xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x3x3xi32>
    %g4_c1_0 = arith.constant 0 : index
    %g4_d1_0 = tensor.dim %v3, %g4_c1_0 : tensor<?x3xi32>
    %g4_empty1 = tensor.empty(%g4_d1_0) : tensor<?x3x3xi32>
    %v4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg4, %arg5 : tensor<?x3xi32>, tensor<3xi32>, tensor<5x3x3xi32>) outs(%g4_empty0, %g4_empty1 : tensor<?x3x3xi32>, tensor<?x3x3xi32>) {
    ^bb0(%g4_in0: i32, %g4_in1: i32, %g4_in2: i32, %g4_out0: i32, %g4_out1: i32):
      %g4_0 = arith.constant -3 : i32
      %g4_1 = arith.constant -3 : i32
      %g4_2 = arith.muli %g4_0, %g4_1 : i32
      %g4_3 = arith.constant 0 : i32
      %g4_4 = arith.constant 1 : i32
      %g4_5 = arith.cmpi eq, %g4_in0, %g4_3 : i32
      %g4_6 = arith.select %g4_5, %g4_4, %g4_in0 : i32
      %g4_7 = arith.remui %g4_2, %g4_6 : i32
      %g4_8 = arith.andi %g4_in2, %g4_7 : i32
      %g4_9 = arith.constant -2 : i32
      %g4_10 = arith.cmpi slt, %g4_in0, %g4_9 : i32
      %g4_11 = arith.select %g4_10, %g4_in0, %g4_in2 : i32
      %g4_12 = arith.ori %g4_in1, %g4_11 : i32
      %g4_13 = arith.constant 32 : i32
      %g4_14 = arith.remui %g4_12, %g4_13 : i32
      %g4_15 = arith.shrsi %g4_in0, %g4_14 : i32
      linalg.yield %g4_8, %g4_15 : i32, i32
    } -> (tensor<?x3x3xi32>, tensor<?x3x3xi32>)
    %p5_padval = arith.constant 4 : i32
    %v5 = tensor.pad %v4#1 low[2, 2, %arg7] high[0, %arg6, %arg8] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index):
      tensor.yield %p5_padval : i32
    } : tensor<?x3x3xi32> to tensor<?x?x?xi32>
    return %v4#0, %v5 : tensor<?x3x3xi32>, tensor<?x?x?xi32>
  }
}
