// Corpus case 'fill-init': `fusefuzz generate --seed 48` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 48 : i64, fusefuzz.policy = "0x88cb3a8b863f6dc1"} {
  func.func @case(%arg0: tensor<5x5xi32>, %arg1: tensor<5x5xi32>, %arg2: tensor<5xi32>, %arg3: tensor<i32>, %arg4: tensor<1xi32>, %arg5: tensor<2x?xf32> {fusefuzz.shape = array<i64: 2, 2>}, %arg6: tensor<2x4x2xf32>, %arg7: tensor<?x2xf32> {fusefuzz.shape = array<i64: 2, 2>}) -> (tensor<1xi32>, tensor<?x2xf32>) {
    %g0_empty0 = tensor.empty() : tensor<5x5xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg0 : tensor<5x5xi32>, tensor<5x5xi32>, tensor<5x5xi32>) outs(%g0_empty0 : tensor<5x5xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32):
      %g0_0 = arith.constant -1 : i32
      %g0_1 = arith.maxui %g0_in2, %g0_0 : i32
      %g0_2 = arith.cmpi ugt, %g0_in0, %g0_in0 : i32
      %g0_3 = arith.select %g0_2, %g0_in2, %g0_in1 : i32
      %g0_4 = arith.maxui %g0_1, %g0_3 : i32
      linalg.yield %g0_4 : i32
    } -> tensor<5x5xi32>
    %g1_empty0 = tensor.empty() : tensor<i32>
    %g1_fillval0 = arith.constant -3 : i32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i32) outs(%g1_empty0 : tensor<i32>) -> tensor<i32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v0, %arg2 : tensor<5x5xi32>, tensor<5xi32>) outs(%g1_fill0 : tensor<i32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: i32):
      %g1_0 = arith.constant 0 : i32
      %g1_1 = arith.constant 1 : i32
      %g1_2 = arith.cmpi eq, %g1_in1, %g1_0 : i32
      %g1_3 = arith.select %g1_2, %g1_1, %g1_in1 : i32
      %g1_4 = arith.divui %g1_out0, %g1_3 : i32
      %g1_5 = arith.minsi %g1_4, %g1_out0 : i32
      %g1_6 = arith.xori %g1_out0, %g1_5 : i32
      linalg.yield %g1_6 : i32
    } -> tensor<i32>
    %g2_empty0 = tensor.empty() : tensor<2xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1 : tensor<i32>) outs(%g2_empty0 : tensor<2xi32>) {
    ^bb0(%g2_in0: i32, %g2_out0: i32):
      %g2_0 = arith.constant 2 : i32
      %g2_1 = arith.cmpi slt, %g2_0, %g2_in0 : i32
      %g2_2 = linalg.index 0 : index
      %g2_3 = arith.index_cast %g2_2 : index to i32
      %g2_4 = arith.select %g2_1, %g2_3, %g2_in0 : i32
      linalg.yield %g2_4 : i32
    } -> tensor<2xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg3 : tensor<i32>, tensor<i32>) outs(%arg4 : tensor<1xi32>) {
    ^bb0(%g3_in0: i32, %g3_in1: i32, %g3_out0: i32):
      %g3_0 = arith.andi %g3_in0, %g3_in1 : i32
      linalg.yield %g3_0 : i32
    } -> tensor<1xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%v2, %arg5, %arg6 : tensor<2xi32>, tensor<2x?xf32>, tensor<2x4x2xf32>) outs(%arg7 : tensor<?x2xf32>) {
    ^bb0(%g4_in0: i32, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = arith.constant 2.000000e+00 : f32
      %g4_1 = arith.minimumf %g4_in1, %g4_0 : f32
      %g4_2 = arith.addf %g4_1, %g4_out0 : f32
      %g4_3 = arith.maximumf %g4_out0, %g4_2 : f32
      linalg.yield %g4_3 : f32
    } -> tensor<?x2xf32>
    return %v3, %v4 : tensor<1xi32>, tensor<?x2xf32>
  }
}
