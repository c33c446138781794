// Corpus case 'linalg-index': `fusefuzz generate --seed 17` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 17 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<5x?xf32> {fusefuzz.shape = array<i64: 5, 5>}, %arg1: tensor<?x?xf32> {fusefuzz.shape = array<i64: 5, 2>}, %arg2: tensor<?xf32> {fusefuzz.shape = array<i64: 5>}, %arg3: i32, %arg4: tensor<5xi32>, %arg5: i32, %arg6: tensor<2x5xi32>, %arg7: tensor<?x5xi32> {fusefuzz.shape = array<i64: 2, 5>}) -> (tensor<?x5xi32>) {
    %g0_c0_1 = arith.constant 1 : index
    %g0_d0_1 = tensor.dim %arg1, %g0_c0_1 : tensor<?x?xf32>
    %g0_empty0 = tensor.empty(%g0_d0_1) : tensor<5x?xf32>
    %g0_fillval0 = arith.constant -0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %v0 = linalg.matmul ins(%arg0, %arg1 : tensor<5x?xf32>, tensor<?x?xf32>) outs(%g0_fill0 : tensor<5x?xf32>) -> tensor<5x?xf32>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %arg1, %g1_c0_0 : tensor<?x?xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<5x?xf32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0, %arg1, %v0 : tensor<5x?xf32>, tensor<?x?xf32>, tensor<5x?xf32>) outs(%g1_empty0 : tensor<?x?xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_in2: f32, %g1_out0: f32):
      %g1_0 = math.sqrt %g1_in2 : f32
      linalg.yield %g1_0 : f32
    } -> tensor<?x?xf32>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xf32>
    %g2_c0_1 = arith.constant 1 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_0, %g2_d0_1) : tensor<?x?xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %arg2, %v1 : tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) outs(%g2_empty0 : tensor<?x?xf32>) {
    ^bb0(%g2_in0: f32, %g2_in1: f32, %g2_in2: f32, %g2_out0: f32):
      %g2_0 = arith.constant 1.000000e+00 : f32
      %g2_1 = math.absf %g2_0 : f32
      linalg.yield %g2_1 : f32
    } -> tensor<?x?xf32>
    %g3_c0_0 = arith.constant 1 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?xf32>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?xf32>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?xi32>
    %g3_fillval0 = arith.constant 2 : i32
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i32) outs(%g3_empty0 : tensor<?x?xi32>) -> tensor<?x?xi32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<?x?xf32>) outs(%g3_fill0 : tensor<?x?xi32>) {
    ^bb0(%g3_in0: f32, %g3_out0: i32):
      %g3_0 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_1 = arith.constant -1.000000e+02 : f32
      %g3_2 = arith.constant 1.000000e+02 : f32
      %g3_3 = arith.constant 0.000000e+00 : f32
      %g3_4 = arith.maximumf %g3_in0, %g3_1 : f32
      %g3_5 = arith.minimumf %g3_4, %g3_2 : f32
      %g3_6 = arith.select %g3_0, %g3_3, %g3_5 : f32
      %g3_7 = arith.fptosi %g3_6 : f32 to i32
      %g3_8 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_9 = arith.constant -1.000000e+02 : f32
      %g3_10 = arith.constant 1.000000e+02 : f32
      %g3_11 = arith.constant 0.000000e+00 : f32
      %g3_12 = arith.maximumf %g3_in0, %g3_9 : f32
      %g3_13 = arith.minimumf %g3_12, %g3_10 : f32
      %g3_14 = arith.select %g3_8, %g3_11, %g3_13 : f32
      %g3_15 = arith.fptosi %g3_14 : f32 to i32
      %g3_16 = arith.subi %g3_7, %g3_15 : i32
      %g3_17 = arith.constant 5 : i32
      %g3_18 = arith.cmpf uno, %g3_in0, %g3_in0 : f32
      %g3_19 = arith.constant -1.000000e+02 : f32
      %g3_20 = arith.constant 1.000000e+02 : f32
      %g3_21 = arith.constant 0.000000e+00 : f32
      %g3_22 = arith.maximumf %g3_in0, %g3_19 : f32
      %g3_23 = arith.minimumf %g3_22, %g3_20 : f32
      %g3_24 = arith.select %g3_18, %g3_21, %g3_23 : f32
      %g3_25 = arith.fptosi %g3_24 : f32 to i32
      %g3_26 = arith.muli %g3_17, %g3_25 : i32
      %g3_27 = arith.xori %g3_16, %g3_26 : i32
      linalg.yield %g3_27 : i32
    } -> tensor<?x?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<?x?xi32>) outs(%arg6 : tensor<2x5xi32>) {
    ^bb0(%g4_in0: i32, %g4_out0: i32):
      %g4_0 = linalg.index 1 : index
      %g4_1 = arith.constant 5 : index
      %g4_2 = arith.remui %g4_0, %g4_1 : index
      %g4_3 = tensor.extract %arg4[%g4_2] : tensor<5xi32>
      %g4_4 = arith.cmpi ugt, %g4_3, %g4_out0 : i32
      %g4_5 = arith.select %g4_4, %g4_out0, %g4_out0 : i32
      %g4_6 = arith.constant 32 : i32
      %g4_7 = arith.remui %g4_out0, %g4_6 : i32
      %g4_8 = arith.shrui %g4_out0, %g4_7 : i32
      %g4_9 = arith.subi %g4_5, %g4_8 : i32
      linalg.yield %g4_9 : i32
    } -> tensor<2x5xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %arg7, %g5_c0_0 : tensor<?x5xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x5xi32>
    %g5_fillval0 = arith.constant 3 : i32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : i32) outs(%g5_empty0 : tensor<?x5xi32>) -> tensor<?x5xi32>
    %v5 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%v4, %arg7 : tensor<2x5xi32>, tensor<?x5xi32>) outs(%g5_fill0 : tensor<?x5xi32>) -> tensor<?x5xi32>
    return %v5 : tensor<?x5xi32>
  }
}
