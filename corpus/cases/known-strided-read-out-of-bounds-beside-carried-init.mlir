// The known strided-read slice bug (corpus/known/transform-fuse-strided-map-
// negative-slice.mlir) in a diffusion nest that also carries an init for
// another result: the pooling's input arg0 is sliced along its height from
// the output's loop (offset 2 of a height of 0) while its batch dim is
// empty, so the unfused pooling reads nothing and the fused slice runs out
// of bounds. The broken slice condition names the root cause before any
// other fact the fused IR shows. Found by the 10-minute default campaign
// `fusefuzz run --seconds 600 --seed 20261129` (case seed
// 14558628112382816776, as a NEW `...:init-carried-for-another-result`);
// execution at the counterexample's sizes fails the runtime check.
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:{{.*}}:sizes/slice-out-of-bounds/strided-read (known: transform-fuse-strided-map-negative-slice.mlir)
module attributes {fusefuzz.strategy = "all", fusefuzz.seed = -3888115961326734840 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x?x4x?xi32> {fusefuzz.shape = array<i64: 2, 3, 4, 2>}, %arg1: tensor<?x3x4x?xi32> {fusefuzz.shape = array<i64: 2, 3, 4, 2>}, %arg2: tensor<3x4x2xi32>, %arg3: tensor<4xi1>, %arg4: tensor<5x3x4x2xi1>, %arg5: tensor<3x?x4x5xf32> {fusefuzz.shape = array<i64: 3, 2, 4, 5>}, %arg6: tensor<1xi8>, %arg7: index {fusefuzz.value = 2 : i64}) -> (tensor<?x3x4x5xi1>, tensor<?xi8>) {
    %g0_window = tensor.empty() : tensor<1x1xi32>
    %v0 = linalg.pooling_nhwc_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%arg0, %g0_window : tensor<?x?x4x?xi32>, tensor<1x1xi32>) outs(%arg1 : tensor<?x3x4x?xi32>) -> tensor<?x3x4x?xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x3x4x?xi32>) outs(%arg2 : tensor<3x4x2xi32>) {
    ^bb0(%g1_in0: i32, %g1_out0: i32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.cmpi eq, %g1_in0, %g1_0 : i32
      %g1_3 = arith.select %g1_2, %g1_1, %g1_in0 : i32
      %g1_4 = arith.divui %g1_in0, %g1_3 : i32
      %g1_5 = arith.addi %g1_out0, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<3x4x2xi32>
    %g2_empty0 = tensor.empty() : tensor<3x4x2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1 : tensor<3x4x2xi32>) outs(%g2_empty0 : tensor<3x4x2xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.minsi %g2_in0, %g2_in0 : i32
      %g2_1 = arith.cmpi eq, %g2_in0, %g2_in0 : i32
      %g2_2 = arith.constant 7 : i32
      %g2_3 = arith.select %g2_1, %g2_in0, %g2_2 : i32
      %g2_4 = arith.maxui %g2_0, %g2_3 : i32
      %g2_5 = arith.ori %g2_4, %g2_in0 : i32
      linalg.yield %g2_5 : i32
    } -> tensor<3x4x2xi32>
    %g3_empty0 = tensor.empty() : tensor<4x2x3xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v2 : tensor<3x4x2xi32>) outs(%g3_empty0 : tensor<4x2x3xi1>) {
    ^bb0(%g3_in0: i32, %g3_out0: i1):
      %g3_0 = arith.sitofp %g3_in0 : i32 to f32
      %g3_1 = arith.sitofp %g3_in0 : i32 to f32
      %g3_2 = arith.cmpf olt, %g3_0, %g3_1 : f32
      %g3_3 = arith.constant 0 : i32
      %g3_4 = arith.cmpi ne, %g3_in0, %g3_3 : i32
      %g3_5 = linalg.index 1 : index
      %g3_6 = arith.index_cast %g3_5 : index to i32
      %g3_7 = arith.constant 0 : i32
      %g3_8 = arith.cmpi ne, %g3_6, %g3_7 : i32
      %g3_9 = arith.ori %g3_4, %g3_8 : i1
      %g3_10 = arith.ori %g3_2, %g3_9 : i1
      %g3_11 = arith.constant 0 : i32
      %g3_12 = arith.cmpi ne, %g3_in0, %g3_11 : i32
      %g3_13 = arith.xori %g3_10, %g3_12 : i1
      linalg.yield %g3_13 : i1
    } -> tensor<4x2x3xi1>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %arg5, %g4_c0_0 : tensor<3x?x4x5xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x3x4x5xi1>
    %g4_fillval0 = arith.constant 0 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<?x3x4x5xi1>) -> tensor<?x3x4x5xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v3, %arg4, %arg5 : tensor<4x2x3xi1>, tensor<5x3x4x2xi1>, tensor<3x?x4x5xf32>) outs(%g4_fill0 : tensor<?x3x4x5xi1>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_in2: f32, %g4_out0: i1):
      %g4_0 = arith.extui %g4_in0 : i1 to i32
      %g4_1 = arith.extui %g4_out0 : i1 to i32
      %g4_2 = arith.cmpi sle, %g4_0, %g4_1 : i32
      %g4_3 = arith.uitofp %g4_out0 : i1 to f32
      %g4_4 = arith.uitofp %g4_in1 : i1 to f32
      %g4_5 = arith.cmpf olt, %g4_3, %g4_4 : f32
      %g4_6 = arith.xori %g4_2, %g4_5 : i1
      linalg.yield %g4_6 : i1
    } -> tensor<?x3x4x5xi1>
    %p5_padval = arith.constant 7 : i8
    %v5 = tensor.pad %arg6 low[%arg7] high[2] {
    ^bb0(%p5_i0: index):
      tensor.yield %p5_padval : i8
    } : tensor<1xi8> to tensor<?xi8>
    return %v4, %v5 : tensor<?x3x4x5xi1>, tensor<?xi8>
  }
}
