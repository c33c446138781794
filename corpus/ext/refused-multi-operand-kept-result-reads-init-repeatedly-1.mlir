// Corpus case 'refused-multi-operand-kept-result-reads-init-repeatedly': `fusefuzz generate --seed 15 --strategy multi-operand` under strategy multi-operand.
// EXPECT: pass
// STRATEGY: multi-operand
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}FuseOperands: kept-result-reads-init-repeatedly=
module attributes {fusefuzz.seed = 15 : i64, fusefuzz.policy = "0x4ae1b44caad41e40"} {
  func.func @case(%arg0: tensor<?x4x1xi32> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg1: tensor<4x?x1xi32> {fusefuzz.shape = array<i64: 4, 5, 1>}, %arg2: tensor<1x?x?xi32> {fusefuzz.shape = array<i64: 1, 5, 4>}, %arg3: i32) -> (tensor<?x?xf32>, tensor<1x?x3x?xi1>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x4x1xi32>
    %g0_c0_1 = arith.constant 2 : index
    %g0_d0_1 = tensor.dim %arg2, %g0_c0_1 : tensor<1x?x?xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0, %g0_d0_1) : tensor<?x?xi32>
    %g0_fillval0 = arith.constant 6 : i32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : i32) outs(%g0_empty0 : tensor<?x?xi32>) -> tensor<?x?xi32>
    %g0_c1_0 = arith.constant 0 : index
    %g0_d1_0 = tensor.dim %arg0, %g0_c1_0 : tensor<?x4x1xi32>
    %g0_c1_1 = arith.constant 2 : index
    %g0_d1_1 = tensor.dim %arg2, %g0_c1_1 : tensor<1x?x?xi32>
    %g0_empty1 = tensor.empty(%g0_d1_0, %g0_d1_1) : tensor<?x?xi32>
    %g0_fillval1 = arith.constant 1 : i32
    %g0_fill1 = linalg.fill ins(%g0_fillval1 : i32) outs(%g0_empty1 : tensor<?x?xi32>) -> tensor<?x?xi32>
    %v0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x4x1xi32>, tensor<4x?x1xi32>, tensor<1x?x?xi32>) outs(%g0_fill0, %g0_fill1 : tensor<?x?xi32>, tensor<?x?xi32>) {
    ^bb0(%g0_in0: i32, %g0_in1: i32, %g0_in2: i32, %g0_out0: i32, %g0_out1: i32):
      %g0_0 = arith.constant 1 : i32
      %g0_1 = arith.minsi %g0_0, %arg3 : i32
      %g0_2 = arith.addi %g0_out0, %g0_1 : i32
      %g0_3 = arith.ori %g0_out0, %g0_in2 : i32
      %g0_4 = arith.maxsi %g0_out1, %g0_3 : i32
      linalg.yield %g0_2, %g0_4 : i32, i32
    } -> (tensor<?x?xi32>, tensor<?x?xi32>)
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0#1, %g1_c0_0 : tensor<?x?xi32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0#1, %g1_c0_1 : tensor<?x?xi32>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?xf32>
    %g1_fillval0 = arith.constant 1.000000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v0#1, %v0#0 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%g1_fill0 : tensor<?x?xf32>) {
    ^bb0(%g1_in0: i32, %g1_in1: i32, %g1_out0: f32):
      %g1_0 = arith.sitofp %g1_in1 : i32 to f32
      %g1_1 = arith.sitofp %g1_in1 : i32 to f32
      %g1_2 = arith.maximumf %g1_0, %g1_1 : f32
      %g1_3 = arith.sitofp %g1_in0 : i32 to f32
      %g1_4 = math.exp %g1_3 : f32
      %g1_5 = arith.addf %g1_2, %g1_4 : f32
      %g1_6 = arith.minimumf %g1_out0, %g1_out0 : f32
      %g1_7 = arith.constant 1.000000e+00 : f32
      %g1_8 = math.exp %g1_7 : f32
      %g1_9 = arith.minimumf %g1_6, %g1_8 : f32
      %g1_10 = arith.cmpf une, %g1_5, %g1_9 : f32
      %g1_11 = arith.sitofp %g1_in0 : i32 to f32
      %g1_12 = arith.select %g1_10, %g1_11, %g1_out0 : f32
      linalg.yield %g1_12 : f32
    } -> tensor<?x?xf32>
    %g2_c0_1 = arith.constant 0 : index
    %g2_d0_1 = tensor.dim %v1, %g2_c0_1 : tensor<?x?xf32>
    %g2_c0_3 = arith.constant 1 : index
    %g2_d0_3 = tensor.dim %v1, %g2_c0_3 : tensor<?x?xf32>
    %g2_empty0 = tensor.empty(%g2_d0_1, %g2_d0_3) : tensor<1x?x3x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v1 : tensor<?x?xf32>) outs(%g2_empty0 : tensor<1x?x3x?xi1>) {
    ^bb0(%g2_in0: f32, %g2_out0: i1):
      %g2_0 = arith.constant 0 : i1
      %g2_1 = arith.constant 0 : i1
      %g2_2 = arith.ori %g2_0, %g2_1 : i1
      %g2_3 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_4 = arith.constant -1.000000e+02 : f32
      %g2_5 = arith.constant 1.000000e+02 : f32
      %g2_6 = arith.constant 0.000000e+00 : f32
      %g2_7 = arith.maximumf %g2_in0, %g2_4 : f32
      %g2_8 = arith.minimumf %g2_7, %g2_5 : f32
      %g2_9 = arith.select %g2_3, %g2_6, %g2_8 : f32
      %g2_10 = arith.fptosi %g2_9 : f32 to i32
      %g2_11 = arith.constant 0 : i32
      %g2_12 = arith.cmpi ne, %g2_10, %g2_11 : i32
      %g2_13 = linalg.index 3 : index
      %g2_14 = arith.index_cast %g2_13 : index to i32
      %g2_15 = arith.constant 0 : i32
      %g2_16 = arith.cmpi ne, %g2_14, %g2_15 : i32
      %g2_17 = arith.cmpf uno, %g2_in0, %g2_in0 : f32
      %g2_18 = arith.constant -1.000000e+02 : f32
      %g2_19 = arith.constant 1.000000e+02 : f32
      %g2_20 = arith.constant 0.000000e+00 : f32
      %g2_21 = arith.maximumf %g2_in0, %g2_18 : f32
      %g2_22 = arith.minimumf %g2_21, %g2_19 : f32
      %g2_23 = arith.select %g2_17, %g2_20, %g2_22 : f32
      %g2_24 = arith.fptosi %g2_23 : f32 to i32
      %g2_25 = arith.constant 0 : i32
      %g2_26 = arith.cmpi ne, %g2_24, %g2_25 : i32
      %g2_27 = arith.ori %g2_16, %g2_26 : i1
      %g2_28 = arith.ori %g2_12, %g2_27 : i1
      %g2_29 = arith.xori %g2_2, %g2_28 : i1
      linalg.yield %g2_29 : i1
    } -> tensor<1x?x3x?xi1>
    return %v1, %v2 : tensor<?x?xf32>, tensor<1x?x3x?xi1>
  }
}
