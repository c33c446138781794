// Corpus case 'diffuse-two-levels': `fusefuzz generate --seed 17` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: rules fired:{{.*}}DiffuseProducerInner=
module attributes {fusefuzz.seed = 17 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<?x5x?xf32> {fusefuzz.shape = array<i64: 4, 5, 5>}, %arg1: tensor<?x5x5xf32> {fusefuzz.shape = array<i64: 4, 5, 5>}, %arg2: tensor<3x3xi1>, %arg3: tensor<?x?x?xi1> {fusefuzz.shape = array<i64: 3, 3, 5>}, %arg4: tensor<3x5x3xi1>, %arg5: i1, %arg6: tensor<3xi1>, %arg7: tensor<5x5xf32>) -> (tensor<?xi1>, tensor<3xi1>, tensor<?x5x5xf32>, tensor<5x5x?xf32>) {
    %v0 = linalg.batch_matmul ins(%arg0, %arg0 : tensor<?x5x?xf32>, tensor<?x5x?xf32>) outs(%arg1 : tensor<?x5x5xf32>) -> tensor<?x5x5xf32>
    %g1_c0_0 = arith.constant 1 : index
    %g1_d0_0 = tensor.dim %arg3, %g1_c0_0 : tensor<?x?x?xi1>
    %g1_c0_1 = arith.constant 2 : index
    %g1_d0_1 = tensor.dim %arg3, %g1_c0_1 : tensor<?x?x?xi1>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xi1>
    %g1_fillval0 = arith.constant 0 : i1
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i1) outs(%g1_empty0 : tensor<?x?xi1>) -> tensor<?x?xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg2, %arg3, %arg4 : tensor<3x3xi1>, tensor<?x?x?xi1>, tensor<3x5x3xi1>) outs(%g1_fill0 : tensor<?x?xi1>) {
    ^bb0(%g1_in0: i1, %g1_in1: i1, %g1_in2: i1, %g1_out0: i1):
      %g1_0 = linalg.index 0 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.constant 0 : i32
      %g1_3 = arith.cmpi ne, %g1_1, %g1_2 : i32
      %g1_4 = linalg.index 2 : index
      %g1_5 = arith.index_cast %g1_4 : index to i32
      %g1_6 = arith.constant 0 : i32
      %g1_7 = arith.cmpi ne, %g1_5, %g1_6 : i32
      %g1_8 = arith.ori %g1_3, %g1_7 : i1
      %g1_9 = linalg.index 0 : index
      %g1_10 = arith.index_cast %g1_9 : index to i32
      %g1_11 = arith.constant 0 : i32
      %g1_12 = arith.cmpi ne, %g1_10, %g1_11 : i32
      %g1_13 = arith.constant 1 : i1
      %g1_14 = arith.ori %g1_12, %g1_13 : i1
      %g1_15 = arith.xori %g1_8, %g1_14 : i1
      %g1_16 = linalg.index 2 : index
      %g1_17 = arith.index_cast %g1_16 : index to i32
      %g1_18 = arith.constant 0 : i32
      %g1_19 = arith.cmpi ne, %g1_17, %g1_18 : i32
      %g1_20 = arith.ori %g1_19, %g1_in0 : i1
      %g1_21 = linalg.index 1 : index
      %g1_22 = arith.index_cast %g1_21 : index to i32
      %g1_23 = arith.constant 0 : i32
      %g1_24 = arith.cmpi ne, %g1_22, %g1_23 : i32
      %g1_25 = linalg.index 0 : index
      %g1_26 = arith.index_cast %g1_25 : index to i32
      %g1_27 = arith.constant 0 : i32
      %g1_28 = arith.cmpi ne, %g1_26, %g1_27 : i32
      %g1_29 = arith.andi %g1_24, %g1_28 : i1
      %g1_30 = arith.ori %g1_20, %g1_29 : i1
      %g1_31 = arith.xori %g1_15, %g1_30 : i1
      %g1_32 = arith.andi %g1_out0, %g1_31 : i1
      linalg.yield %g1_32 : i1
    } -> tensor<?x?xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?x?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<?xi1>) -> tensor<?xi1>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v1, %v1 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%g2_fill0, %arg6 : tensor<?xi1>, tensor<3xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_out0: i1, %g2_out1: i1):
      %g2_0 = arith.uitofp %g2_out0 : i1 to f32
      %g2_1 = arith.uitofp %g2_in0 : i1 to f32
      %g2_2 = arith.addf %g2_0, %g2_1 : f32
      %g2_3 = arith.uitofp %g2_in0 : i1 to f32
      %g2_4 = arith.cmpf olt, %g2_2, %g2_3 : f32
      %g2_5 = arith.ori %g2_out0, %g2_4 : i1
      %g2_6 = arith.andi %g2_out1, %g2_in0 : i1
      %g2_7 = arith.constant 0 : i1
      %g2_8 = arith.andi %g2_7, %g2_out0 : i1
      %g2_9 = arith.xori %g2_6, %g2_8 : i1
      %g2_10 = arith.andi %g2_out1, %g2_9 : i1
      linalg.yield %g2_5, %g2_10 : i1, i1
    } -> (tensor<?xi1>, tensor<3xi1>)
    %g3_empty0 = tensor.empty() : tensor<3xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2#1 : tensor<3xi1>) outs(%g3_empty0 : tensor<3xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1):
      %g3_0 = arith.constant 1 : i1
      %g3_1 = arith.xori %g3_in0, %g3_0 : i1
      linalg.yield %g3_1 : i1
    } -> tensor<3xi1>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v0, %g4_c0_0 : tensor<?x5x5xf32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?x5x5xf32>
    %g4_fillval0 = arith.constant 0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<?x5x5xf32>) -> tensor<?x5x5xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<?x5x5xf32>) outs(%g4_fill0 : tensor<?x5x5xf32>) {
    ^bb0(%g4_in0: f32, %g4_out0: f32):
      %g4_0 = arith.constant 5.000000e-01 : f32
      %g4_1 = linalg.index 0 : index
      %g4_2 = arith.index_cast %g4_1 : index to i32
      %g4_3 = arith.sitofp %g4_2 : i32 to f32
      %g4_4 = linalg.index 0 : index
      %g4_5 = arith.index_cast %g4_4 : index to i32
      %g4_6 = arith.sitofp %g4_5 : i32 to f32
      %g4_7 = arith.cmpf ugt, %g4_3, %g4_6 : f32
      %g4_8 = linalg.index 1 : index
      %g4_9 = arith.index_cast %g4_8 : index to i32
      %g4_10 = arith.sitofp %g4_9 : i32 to f32
      %g4_11 = arith.select %g4_7, %g4_in0, %g4_10 : f32
      %g4_12 = linalg.index 2 : index
      %g4_13 = arith.index_cast %g4_12 : index to i32
      %g4_14 = arith.sitofp %g4_13 : i32 to f32
      %g4_15 = linalg.index 1 : index
      %g4_16 = arith.index_cast %g4_15 : index to i32
      %g4_17 = arith.sitofp %g4_16 : i32 to f32
      %g4_18 = arith.addf %g4_14, %g4_17 : f32
      %g4_19 = arith.addf %g4_11, %g4_18 : f32
      %g4_20 = arith.cmpf olt, %g4_0, %g4_19 : f32
      %g4_21 = arith.select %g4_20, %g4_in0, %g4_in0 : f32
      linalg.yield %g4_21 : f32
    } -> tensor<?x5x5xf32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x5x5xf32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?x5x5xf32>
    %g5_fillval0 = arith.constant 1.000000e+00 : f32
    %g5_fill0 = linalg.fill ins(%g5_fillval0 : f32) outs(%g5_empty0 : tensor<?x5x5xf32>) -> tensor<?x5x5xf32>
    %g5_c1_2 = arith.constant 0 : index
    %g5_d1_2 = tensor.dim %v4, %g5_c1_2 : tensor<?x5x5xf32>
    %g5_empty1 = tensor.empty(%g5_d1_2) : tensor<5x5x?xf32>
    %v5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v4, %arg7 : tensor<?x5x5xf32>, tensor<5x5xf32>) outs(%g5_fill0, %g5_empty1 : tensor<?x5x5xf32>, tensor<5x5x?xf32>) {
    ^bb0(%g5_in0: f32, %g5_in1: f32, %g5_out0: f32, %g5_out1: f32):
      %g5_0 = math.sqrt %g5_in0 : f32
      %g5_1 = linalg.index 2 : index
      %g5_2 = arith.index_cast %g5_1 : index to i32
      %g5_3 = arith.sitofp %g5_2 : i32 to f32
      %g5_4 = linalg.index 2 : index
      %g5_5 = arith.index_cast %g5_4 : index to i32
      %g5_6 = arith.sitofp %g5_5 : i32 to f32
      %g5_7 = arith.cmpf olt, %g5_3, %g5_6 : f32
      %g5_8 = arith.constant -3.000000e+00 : f32
      %g5_9 = arith.constant -3.000000e+00 : f32
      %g5_10 = arith.select %g5_7, %g5_8, %g5_9 : f32
      %g5_11 = arith.divf %g5_0, %g5_10 : f32
      %g5_12 = linalg.index 0 : index
      %g5_13 = arith.index_cast %g5_12 : index to i32
      %g5_14 = arith.sitofp %g5_13 : i32 to f32
      %g5_15 = arith.maximumf %g5_11, %g5_14 : f32
      %g5_16 = math.absf %g5_in1 : f32
      linalg.yield %g5_15, %g5_16 : f32, f32
    } -> (tensor<?x5x5xf32>, tensor<5x5x?xf32>)
    return %v2#0, %v3, %v5#0, %v5#1 : tensor<?xi1>, tensor<3xi1>, tensor<?x5x5xf32>, tensor<5x5x?xf32>
  }
}
