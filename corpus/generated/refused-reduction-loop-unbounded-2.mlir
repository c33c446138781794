// Corpus case 'refused-reduction-loop-unbounded': `fusefuzz generate --seed 98` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}} reduction-loop-unbounded=
module attributes {fusefuzz.seed = 98 : i64, fusefuzz.policy = "0x1e683768e76e3693"} {
  func.func @case(%arg0: tensor<2xi1>, %arg1: tensor<i1>, %arg2: tensor<5xi1>, %arg3: tensor<?xi1> {fusefuzz.shape = array<i64: 5>}, %arg4: tensor<5xi8>) -> (tensor<?xi1>) {
    %g0_empty0 = tensor.empty() : tensor<2xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg0 : tensor<2xi1>, tensor<i1>, tensor<2xi1>) outs(%g0_empty0 : tensor<2xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1):
      %g0_0 = arith.extui %g0_in2 : i1 to i32
      %g0_1 = linalg.index 0 : index
      %g0_2 = arith.index_cast %g0_1 : index to i32
      %g0_3 = arith.constant 0 : i32
      %g0_4 = arith.constant 1 : i32
      %g0_5 = arith.cmpi eq, %g0_2, %g0_3 : i32
      %g0_6 = arith.constant -1 : i32
      %g0_7 = arith.cmpi eq, %g0_2, %g0_6 : i32
      %g0_8 = arith.ori %g0_5, %g0_7 : i1
      %g0_9 = arith.select %g0_8, %g0_4, %g0_2 : i32
      %g0_10 = arith.divsi %g0_0, %g0_9 : i32
      %g0_11 = arith.extui %g0_in2 : i1 to i32
      %g0_12 = arith.extui %g0_in1 : i1 to i32
      %g0_13 = arith.maxui %g0_11, %g0_12 : i32
      %g0_14 = arith.cmpi sle, %g0_10, %g0_13 : i32
      linalg.yield %g0_14 : i1
    } -> tensor<2xi1>
    %g1_empty0 = tensor.empty() : tensor<2xi1>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0 : tensor<2xi1>) outs(%g1_empty0 : tensor<2xi1>) {
    ^bb0(%g1_in0: i1, %g1_out0: i1):
      %g1_0 = arith.constant 0 : i1
      %g1_1 = arith.constant 1 : i1
      %g1_2 = arith.ori %g1_0, %g1_1 : i1
      linalg.yield %g1_2 : i1
    } -> tensor<2xi1>
    %g2_empty0 = tensor.empty() : tensor<i1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<i1>) -> tensor<i1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v1 : tensor<2xi1>) outs(%g2_fill0 : tensor<i1>) {
    ^bb0(%g2_in0: i1, %g2_out0: i1):
      %g2_0 = arith.xori %g2_out0, %g2_out0 : i1
      %g2_1 = arith.extui %g2_in0 : i1 to i32
      %g2_2 = arith.extui %g2_in0 : i1 to i32
      %g2_3 = arith.cmpi eq, %g2_1, %g2_2 : i32
      %g2_4 = arith.extui %g2_in0 : i1 to i32
      %g2_5 = arith.extui %g2_in0 : i1 to i32
      %g2_6 = arith.select %g2_3, %g2_4, %g2_5 : i32
      %g2_7 = arith.extui %g2_out0 : i1 to i32
      %g2_8 = arith.extui %g2_in0 : i1 to i32
      %g2_9 = arith.constant 0 : i32
      %g2_10 = arith.constant 1 : i32
      %g2_11 = arith.cmpi eq, %g2_8, %g2_9 : i32
      %g2_12 = arith.constant -1 : i32
      %g2_13 = arith.cmpi eq, %g2_8, %g2_12 : i32
      %g2_14 = arith.ori %g2_11, %g2_13 : i1
      %g2_15 = arith.select %g2_14, %g2_10, %g2_8 : i32
      %g2_16 = arith.remsi %g2_7, %g2_15 : i32
      %g2_17 = arith.cmpi sle, %g2_6, %g2_16 : i32
      %g2_18 = arith.xori %g2_0, %g2_17 : i1
      %g2_19 = arith.ori %g2_out0, %g2_18 : i1
      linalg.yield %g2_19 : i1
    } -> tensor<i1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %arg3, %g3_c0_0 : tensor<?xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2, %arg2, %arg3 : tensor<i1>, tensor<5xi1>, tensor<?xi1>) outs(%g3_empty0 : tensor<?xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_in2: i1, %g3_out0: i1):
      %g3_0 = linalg.index 0 : index
      %g3_1 = arith.index_cast %g3_0 : index to i32
      %g3_2 = arith.constant 0 : i32
      %g3_3 = arith.cmpi ne, %g3_1, %g3_2 : i32
      %g3_4 = arith.ori %g3_3, %g3_in1 : i1
      %g3_5 = linalg.index 0 : index
      %g3_6 = arith.index_cast %g3_5 : index to i32
      %g3_7 = arith.constant 0 : i32
      %g3_8 = arith.cmpi ne, %g3_6, %g3_7 : i32
      %g3_9 = arith.andi %g3_in0, %g3_8 : i1
      %g3_10 = arith.xori %g3_4, %g3_9 : i1
      linalg.yield %g3_10 : i1
    } -> tensor<?xi1>
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?xi1>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi1>
    %g4_fillval0 = arith.constant 0 : i1
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i1) outs(%g4_empty0 : tensor<?xi1>) -> tensor<?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3, %arg1, %arg4 : tensor<?xi1>, tensor<i1>, tensor<5xi8>) outs(%g4_fill0 : tensor<?xi1>) {
    ^bb0(%g4_in0: i1, %g4_in1: i1, %g4_in2: i8, %g4_out0: i1):
      %g4_0 = arith.constant -0.000000e+00 : f32
      %g4_1 = arith.uitofp %g4_in1 : i1 to f32
      %g4_2 = arith.mulf %g4_0, %g4_1 : f32
      %g4_3 = arith.uitofp %g4_in1 : i1 to f32
      %g4_4 = arith.uitofp %g4_out0 : i1 to f32
      %g4_5 = arith.maximumf %g4_3, %g4_4 : f32
      %g4_6 = arith.minimumf %g4_2, %g4_5 : f32
      %g4_7 = arith.uitofp %g4_in0 : i1 to f32
      %g4_8 = arith.constant -3.000000e+00 : f32
      %g4_9 = arith.addf %g4_7, %g4_8 : f32
      %g4_10 = arith.sitofp %g4_in2 : i8 to f32
      %g4_11 = arith.divf %g4_9, %g4_10 : f32
      %g4_12 = arith.cmpf olt, %g4_6, %g4_11 : f32
      linalg.yield %g4_12 : i1
    } -> tensor<?xi1>
    return %v4 : tensor<?xi1>
  }
}
