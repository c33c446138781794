// Corpus case 'refused-control-declined': `fusefuzz generate --seed 5` under strategy elementwise.
// EXPECT: pass
// STRATEGY: elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} control-declined=
module attributes {fusefuzz.seed = 5 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<3xi1>, %arg1: tensor<i1>, %arg2: tensor<4xi1>, %arg3: tensor<1x5xf32>, %arg4: tensor<5x2xf32>) -> (tensor<3xi1>, tensor<4xi1>, tensor<1x2xf32>) {
    %g0_empty0 = tensor.empty() : tensor<3xi1>
    %v0 = linalg.map ins(%arg0 : tensor<3xi1>) outs(%g0_empty0 : tensor<3xi1>)
      (%g0_in0: i1, %g0_out0: i1) {
        %g0_0 = arith.extui %g0_in0 : i1 to i32
        %g0_1 = arith.extui %g0_in0 : i1 to i32
        %g0_2 = arith.constant 0 : i32
        %g0_3 = arith.constant 1 : i32
        %g0_4 = arith.cmpi eq, %g0_1, %g0_2 : i32
        %g0_5 = arith.constant -1 : i32
        %g0_6 = arith.cmpi eq, %g0_1, %g0_5 : i32
        %g0_7 = arith.ori %g0_4, %g0_6 : i1
        %g0_8 = arith.select %g0_7, %g0_3, %g0_1 : i32
        %g0_9 = arith.remsi %g0_0, %g0_8 : i32
        %g0_10 = arith.extui %g0_in0 : i1 to i32
        %g0_11 = arith.extui %g0_in0 : i1 to i32
        %g0_12 = arith.constant 0 : i32
        %g0_13 = arith.constant 1 : i32
        %g0_14 = arith.cmpi eq, %g0_11, %g0_12 : i32
        %g0_15 = arith.select %g0_14, %g0_13, %g0_11 : i32
        %g0_16 = arith.remui %g0_10, %g0_15 : i32
        %g0_17 = arith.andi %g0_9, %g0_16 : i32
        %g0_18 = arith.extui %g0_in0 : i1 to i32
        %g0_19 = arith.extui %g0_in0 : i1 to i32
        %g0_20 = arith.extui %g0_in0 : i1 to i32
        %g0_21 = arith.subi %g0_19, %g0_20 : i32
        %g0_22 = arith.addi %g0_18, %g0_21 : i32
        %g0_23 = arith.cmpi sle, %g0_17, %g0_22 : i32
        linalg.yield %g0_23 : i1
      }
    %g1_empty0 = tensor.empty() : tensor<3xi1>
    %g1_empty1 = tensor.empty() : tensor<3xi1>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<3xi1>) outs(%g1_empty0, %g1_empty1 : tensor<3xi1>, tensor<3xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1, %g1_out1: i1):
      %g1_0 = arith.uitofp %g1_in0 : i1 to f32
      %g1_1 = arith.uitofp %g1_in0 : i1 to f32
      %g1_2 = arith.uitofp %g1_in0 : i1 to f32
      %g1_3 = arith.cmpf une, %g1_1, %g1_2 : f32
      %g1_4 = arith.uitofp %g1_in0 : i1 to f32
      %g1_5 = arith.uitofp %g1_in0 : i1 to f32
      %g1_6 = arith.select %g1_3, %g1_4, %g1_5 : f32
      %g1_7 = math.absf %g1_6 : f32
      %g1_8 = arith.cmpf olt, %g1_0, %g1_7 : f32
      %g1_9 = arith.extui %g1_in0 : i1 to i32
      %g1_10 = arith.extui %g1_in0 : i1 to i32
      %g1_11 = arith.cmpi sle, %g1_9, %g1_10 : i32
      %g1_12 = arith.andi %g1_in0, %g1_11 : i1
      %g1_13 = arith.extui %g1_in0 : i1 to i32
      %g1_14 = arith.extui %g1_in0 : i1 to i32
      %g1_15 = arith.cmpi sle, %g1_13, %g1_14 : i32
      %g1_16 = arith.extui %g1_in0 : i1 to i32
      %g1_17 = arith.extui %g1_in0 : i1 to i32
      %g1_18 = arith.cmpi sle, %g1_16, %g1_17 : i32
      %g1_19 = arith.ori %g1_15, %g1_18 : i1
      %g1_20 = arith.andi %g1_12, %g1_19 : i1
      linalg.yield %g1_8, %g1_20 : i1, i1
    } -> (tensor<3xi1>, tensor<3xi1>)
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1#1 : tensor<3xi1>) outs(%arg1 : tensor<i1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.constant 1 : i1
      %g2_1 = arith.ori %g2_out0, %g2_0 : i1
      %g2_2 = arith.xori %g2_1, %g2_in0 : i1
      %g2_3 = arith.xori %g2_out0, %g2_2 : i1
      linalg.yield %g2_3 : i1
    } -> tensor<i1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2 : tensor<i1>) outs(%arg2 : tensor<4xi1>) {
    ^bb0(%g3_in0: i1, %g3_out0: i1):
      %g3_0 = arith.andi %g3_in0, %g3_in0 : i1
      %g3_1 = arith.ori %g3_in0, %g3_0 : i1
      %g3_2 = arith.andi %g3_in0, %g3_1 : i1
      linalg.yield %g3_2 : i1
    } -> tensor<4xi1>
    %g4_empty0 = tensor.empty() : tensor<1x2xf32>
    %g4_fillval0 = arith.constant 0.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<1x2xf32>) -> tensor<1x2xf32>
    %v4 = linalg.matmul ins(%arg3, %arg4 : tensor<1x5xf32>, tensor<5x2xf32>) outs(%g4_fill0 : tensor<1x2xf32>) -> tensor<1x2xf32>
    return %v1#0, %v3, %v4 : tensor<3xi1>, tensor<4xi1>, tensor<1x2xf32>
  }
}
