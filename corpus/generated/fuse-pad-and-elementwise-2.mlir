// Corpus case 'fuse-pad-and-elementwise': `fusefuzz generate --seed 24` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}FuseElementwiseOps={{.*}}FusePadOp=
module attributes {fusefuzz.seed = 24 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<?x3x1x5xi32> {fusefuzz.shape = array<i64: 4, 3, 1, 5>}, %arg1: tensor<4x3x1x5xi32>, %arg2: tensor<4x1x?xf32> {fusefuzz.shape = array<i64: 4, 1, 1>}, %arg3: tensor<1x1xi1>, %arg4: tensor<1x?xf32> {fusefuzz.shape = array<i64: 1, 4>}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 1 : i64}, %arg7: index {fusefuzz.value = 1 : i64}) -> (tensor<1x5xf32>, tensor<?x3x?xf32>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x3x1x5xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x3x1x5xi32>
    %g0_fillval0 = arith.constant -3 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x3x1x5xi32>) -> tensor<?x3x1x5xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x1x5xi32>) outs(%g0_fill0 : tensor<?x3x1x5xi32>) {
    ^bb0(%g0_in0: i32, %g0_out0: i32):
      %g0_0 = arith.andi %g0_in0, %g0_in0 : i32
      %g0_1 = arith.cmpi ugt, %g0_in0, %g0_0 : i32
      %g0_2 = arith.constant -3 : i32
      %g0_3 = arith.constant 32 : i32
      %g0_4 = arith.remui %g0_2, %g0_3 : i32
      %g0_5 = arith.shrui %g0_in0, %g0_4 : i32
      %g0_6 = arith.subi %g0_in0, %g0_in0 : i32
      %g0_7 = arith.select %g0_1, %g0_5, %g0_6 : i32
      %g0_8 = arith.maxsi %g0_in0, %g0_7 : i32
      linalg.yield %g0_8 : i32
    } -> tensor<?x3x1x5xi32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x3x1x5xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?x1x5xi32>
    %g1_fillval0 = arith.constant 3 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<?x1x5xi32>) -> tensor<?x1x5xi32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%v0, %arg1 : tensor<?x3x1x5xi32>, tensor<4x3x1x5xi32>) outs(%g1_fill0 : tensor<?x1x5xi32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.constant 32 : i32
      %g1_1 = arith.remui %g1_in1, %g1_0 : i32
      %g1_2 = arith.shrui %g1_out0, %g1_1 : i32
      %g1_3 = arith.maxsi %g1_2, %g1_in0 : i32
      %g1_4 = arith.subi %g1_3, %g1_in0 : i32
      %g1_5 = arith.xori %g1_out0, %g1_4 : i32
      linalg.yield %g1_5 : i32
    } -> tensor<?x1x5xi32>
    %g2_empty0 = tensor.empty() : tensor<1x5xf32>
    %g2_fillval0 = arith.constant 0.000000e+00 : f32
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : f32) outs(%g2_empty0 : tensor<1x5xf32>) -> tensor<1x5xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%v1 : tensor<?x1x5xi32>) outs(%g2_fill0 : tensor<1x5xf32>) {
    ^bb0(%g2_in0: i32, %g2_out0: f32):
      %g2_0 = arith.sitofp %g2_in0 : i32 to f32
      %g2_1 = arith.constant -1.500000e+00 : f32
      %g2_2 = arith.minimumf %g2_0, %g2_1 : f32
      %g2_3 = arith.maximumf %g2_out0, %g2_2 : f32
      linalg.yield %g2_3 : f32
    } -> tensor<1x5xf32>
    %g3_c0_2 = arith.constant 2 : index
    %g3_d0_2 = tensor.dim %arg2, %g3_c0_2 : tensor<4x1x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_2) : tensor<4x1x?xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %arg2, %arg3 : tensor<4x1x?xf32>, tensor<4x1x?xf32>, tensor<1x1xi1>) outs(%g3_empty0 : tensor<4x1x?xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_in2: i1, %g3_out0: f32):
      %g3_0 = arith.constant 7.000000e+00 : f32
      %g3_1 = arith.minimumf %g3_0, %g3_in0 : f32
      linalg.yield %g3_1 : f32
    } -> tensor<4x1x?xf32>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %arg4, %g4_c0_0 : tensor<1x?xf32>
    %g4_c0_2 = arith.constant 2 : index
    %g4_d0_2 = tensor.dim %v3, %g4_c0_2 : tensor<4x1x?xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_2) : tensor<?x1x?xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v3, %arg4 : tensor<4x1x?xf32>, tensor<1x?xf32>) outs(%g4_empty0 : tensor<?x1x?xf32>) {
    ^bb0(%g4_in0: f32, %g4_in1: f32, %g4_out0: f32):
      %g4_0 = linalg.index 2 : index
      %g4_1 = arith.index_cast %g4_0 : index to i32
      %g4_2 = arith.sitofp %g4_1 : i32 to f32
      %g4_3 = arith.minimumf %g4_in1, %g4_2 : f32
      %g4_4 = arith.mulf %g4_in1, %g4_3 : f32
      %g4_5 = math.sqrt %g4_in0 : f32
      %g4_6 = arith.maximumf %g4_4, %g4_5 : f32
      linalg.yield %g4_6 : f32
    } -> tensor<?x1x?xf32>
    %p5_padval = arith.constant 7.000000e+00 : f32
    %v5 = tensor.pad %v4 low[%arg5, 2, 2] high[%arg6, 0, %arg7] {
    ^bb0(%p5_i0: index, %p5_i1: index, %p5_i2: index):
      tensor.yield %p5_padval : f32
    } : tensor<?x1x?xf32> to tensor<?x3x?xf32>
    return %v2, %v5 : tensor<1x5xf32>, tensor<?x3x?xf32>
  }
}
