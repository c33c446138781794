// Tile-and-fuse of producers (case seed 9191307163248146630 of `fusefuzz
// run --cases 6000 --seed 13`, the tile-fuse-producers family): a fold
// inside another fold's step, over a loop of one iteration, named the
// outer fold's loop variables, and was left with that loop where the other
// side folds without it ("reduction folds of different shapes"). Rebuilt
// on de Bruijn indices without the loop, the folds are of one shape and
// the result is proved.
// RUN: %fusefuzz prove %s --equivalence-rlimit 60000 | FileCheck %s
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = 9191307163248146630 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<3xf32>, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: tensor<1x2x3x?xi32> {fusefuzz.shape = array<i64: 1, 2, 3, 1>}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 1 : i64}, %arg5: tensor<?x?x1x?xi32> {fusefuzz.shape = array<i64: 3, 3, 1, 1>}, %arg6: tensor<1x2x?x1xi32> {fusefuzz.shape = array<i64: 1, 2, 3, 1>}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: index {fusefuzz.value = 1 : i64}, %arg9: tensor<3x3x1x1xi32>, %arg10: tensor<5xf32>, %arg11: tensor<5xf32>, %arg12: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}) -> (tensor<?xf32>, tensor<1x2x?x1xi32>, tensor<1x2x3x?xi32>, tensor<f32>) {
    %p0_padval = arith.constant -1.500000e+00 : f32
    %v0 = tensor.pad %arg0 low[%arg1] high[2] {
    ^bb0(%p0_i0: index):
      tensor.yield %p0_padval : f32
    } : tensor<3xf32> to tensor<?xf32>
    %p1_padval = arith.constant 4 : i32
    %v1 = tensor.pad %arg2 low[0, 1, 1, 0] high[0, %arg3, %arg4, 0] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : i32
    } : tensor<1x2x3x?xi32> to tensor<1x?x?x?xi32>
    %v2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v1, %arg5 : tensor<1x?x?x?xi32>, tensor<?x?x1x?xi32>) outs(%arg6 : tensor<1x2x?x1xi32>) -> tensor<1x2x?x1xi32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %v2, %g3_c0_2 : tensor<1x2x?x1xi32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<1x2x?x1xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2 : tensor<1x2x?x1xi32>) outs(%g3_empty0 : tensor<1x2x?x1xi32>) {
    ^bb0(%g3_in0: i32, %g3_out0: i32):
      %g3_0 = arith.xori %g3_in0, %g3_in0 : i32
      %g3_1 = arith.andi %g3_in0, %g3_in0 : i32
      %g3_2 = arith.ori %g3_0, %g3_1 : i32
      %g3_3 = arith.constant 0 : i32
      %g3_4 = arith.constant 1 : i32
      %g3_5 = arith.cmpi eq, %g3_2, %g3_3 : i32
      %g3_6 = arith.select %g3_5, %g3_4, %g3_2 : i32
      %g3_7 = arith.divui %g3_in0, %g3_6 : i32
      linalg.yield %g3_7 : i32
    } -> tensor<1x2x?x1xi32>
    %p4_padval = arith.constant 0 : i32
    %v4 = tensor.pad %v3 low[0, 1, %arg7, 0] high[0, 1, %arg8, 0] {
    ^bb0(%p4_i0: index, %p4_i1: index, %p4_i2: index, %p4_i3: index):
      tensor.yield %p4_padval : i32
    } : tensor<1x2x?x1xi32> to tensor<1x4x?x1xi32>
    %g5_empty0 = tensor.empty() : tensor<1x2x3x1xi32>
    %g5_fillval0 = arith.constant -2 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
    %v5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%v4, %arg9 : tensor<1x4x?x1xi32>, tensor<3x3x1x1xi32>) outs(%g5_fill0 : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
    %g6_c0_3 = arith.constant 3 : index
    %g6_d0_3 = tensor.dim %arg2, %g6_c0_3 : tensor<1x2x3x?xi32>
    %g6_empty0 = tensor.empty(%g6_d0_3) : tensor<1x2x3x?xi32>
    %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v5, %arg2 : tensor<1x2x3x1xi32>, tensor<1x2x3x?xi32>) outs(%g6_empty0 : tensor<1x2x3x?xi32>) {
    ^bb0(%g6_in0: i32, %g6_in1: i32, %g6_out0: i32):
      %g6_sum = arith.addi %g6_in0, %g6_in1 : i32
      linalg.yield %g6_sum : i32
    } -> tensor<1x2x3x?xi32>
    %g7_empty0 = tensor.empty() : tensor<5xf32>
    %v7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10 : tensor<5xf32>) outs(%g7_empty0 : tensor<5xf32>) {
    ^bb0(%g7_in0: f32, %g7_out0: f32):
      %g7_0 = arith.maximumf %g7_in0, %g7_in0 : f32
      %g7_1 = arith.cmpf oge, %g7_0, %g7_in0 : f32
      %g7_2 = arith.select %g7_1, %g7_in0, %g7_in0 : f32
      %g7_3 = arith.maximumf %g7_2, %g7_in0 : f32
      linalg.yield %g7_3 : f32
    } -> tensor<5xf32>
    %g8_empty0 = tensor.empty() : tensor<f32>
    %g8_fillval0 = arith.constant 7.000000e+00 : f32
    %g8_fill0 = linalg.fill ins(%g8_fillval0 : f32) outs(%g8_empty0 : tensor<f32>) -> tensor<f32>
    %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v7, %arg11, %arg12 : tensor<5xf32>, tensor<5xf32>, tensor<?xf32>) outs(%g8_fill0 : tensor<f32>) {
    ^bb0(%g8_in0: f32, %g8_in1: f32, %g8_in2: f32, %g8_out0: f32):
      %g8_0 = math.floor %g8_in1 : f32
      %g8_1 = arith.maximumf %g8_in2, %g8_in2 : f32
      %g8_2 = arith.constant 0.000000e+00 : f32
      %g8_3 = arith.addf %g8_1, %g8_2 : f32
      %g8_4 = arith.minimumf %g8_0, %g8_3 : f32
      %g8_5 = arith.maximumf %g8_out0, %g8_4 : f32
      linalg.yield %g8_5 : f32
    } -> tensor<f32>
    return %v0, %v2, %v6, %v8 : tensor<?xf32>, tensor<1x2x?x1xi32>, tensor<1x2x3x?xi32>, tensor<f32>
  }
}
