// Corpus case 'scalar-pad-value': `fusefuzz generate --seed 61` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 61 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<1x6xi32>, %arg1: tensor<f16>, %arg2: tensor<?x4x5xi1> {fusefuzz.shape = array<i64: 6, 4, 5>}, %arg3: tensor<3x5x4xi32>, %arg4: index {fusefuzz.value = 2 : i64}, %arg5: f16) -> (tensor<1x2x4x2xi32>, tensor<7x?x5xf16>) {
    %l0_dest = tensor.empty() : tensor<1x2x4x2xi32>
    %l0_padval = arith.constant 0 : i32
    %v0 = linalg.pack %arg0 padding_value(%l0_padval : i32) inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %l0_dest : tensor<1x6xi32> -> tensor<1x2x4x2xi32>
    %g1_empty0 = tensor.empty() : tensor<3x4x5xf16>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0 + d1, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %arg2, %arg3 : tensor<f16>, tensor<?x4x5xi1>, tensor<3x5x4xi32>) outs(%g1_empty0 : tensor<3x4x5xf16>) {
    ^bb0(%g1_in0: f16, %g1_in1: i1, %g1_in2: i32, %g1_out0: f16):
      %g1_0 = arith.constant 1.000000e+00 : f16
      %g1_1 = math.absf %g1_0 : f16
      linalg.yield %g1_1 : f16
    } -> tensor<3x4x5xf16>
    %g2_empty0 = tensor.empty() : tensor<3x4x5xf16>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v1, %v1 : tensor<3x4x5xf16>, tensor<3x4x5xf16>) outs(%g2_empty0 : tensor<3x4x5xf16>) {
    ^bb0(%g2_in0: f16, %g2_in1: f16, %g2_out0: f16):
      %g2_0 = arith.constant -1.500000e+00 : f16
      %g2_1 = arith.maximumf %g2_in1, %g2_0 : f16
      %g2_2 = arith.constant 0.000000e+00 : f16
      %g2_3 = math.exp %g2_2 : f16
      %g2_4 = arith.addf %g2_1, %g2_3 : f16
      linalg.yield %g2_4 : f16
    } -> tensor<3x4x5xf16>
    %v3 = tensor.pad %v2 low[2, %arg4, 0] high[2, 0, 0] {
    ^bb0(%p3_i0: index, %p3_i1: index, %p3_i2: index):
      tensor.yield %arg5 : f16
    } : tensor<3x4x5xf16> to tensor<7x?x5xf16>
    return %v0, %v3 : tensor<1x2x4x2xi32>, tensor<7x?x5xf16>
  }
}
