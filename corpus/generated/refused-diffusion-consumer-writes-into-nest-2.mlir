// Corpus case 'refused-diffusion-consumer-writes-into-nest': `fusefuzz generate --seed 112` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op taking the result of scf.for as init is not supported=
module attributes {fusefuzz.seed = 112 : i64, fusefuzz.policy = "0x67d7ad2a5cc68863"} {
  func.func @case(%arg0: tensor<5xi1>, %arg1: index {fusefuzz.value = 2 : i64}, %arg2: tensor<7xi32>, %arg3: tensor<5xf32>, %arg4: tensor<5xf32>) -> (tensor<5xi1>, tensor<1x?x4xi32>, tensor<5xi8>) {
    %g0_empty0 = tensor.empty() : tensor<5xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0, %arg0 : tensor<5xi1>, tensor<5xi1>, tensor<5xi1>) outs(%g0_empty0 : tensor<5xi1>) {
    ^bb0(%g0_in0: i1, %g0_in1: i1, %g0_in2: i1, %g0_out0: i1):
      %g0_0 = arith.xori %g0_in1, %g0_in1 : i1
      linalg.yield %g0_0 : i1
    } -> tensor<5xi1>
    %p1_padval = arith.constant 0 : i1
    %v1 = tensor.pad %v0 low[0] high[%arg1] {
    ^bb0(%p1_i0: index):
      tensor.yield %p1_padval : i1
    } : tensor<5xi1> to tensor<?xi1>
    %g2_c0_0 = arith.constant 0 : index
    %g2_d0_0 = tensor.dim %v1, %g2_c0_0 : tensor<?xi1>
    %g2_empty0 = tensor.empty(%g2_d0_0) : tensor<?xi32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1, %arg2, %arg2 : tensor<?xi1>, tensor<7xi32>, tensor<7xi32>) outs(%g2_empty0 : tensor<?xi32>) {
    ^bb0(%g2_in0: i1, %g2_in1: i32, %g2_in2: i32, %g2_out0: i32):
      %g2_0 = arith.cmpi ugt, %g2_in1, %g2_in1 : i32
      %g2_1 = arith.constant 2 : i32
      %g2_2 = arith.select %g2_0, %g2_in1, %g2_1 : i32
      %g2_3 = arith.constant -1 : i32
      %g2_4 = arith.constant 7 : i32
      %g2_5 = arith.cmpi slt, %g2_3, %g2_4 : i32
      %g2_6 = linalg.index 0 : index
      %g2_7 = arith.index_cast %g2_6 : index to i32
      %g2_8 = arith.select %g2_5, %g2_in2, %g2_7 : i32
      %g2_9 = arith.andi %g2_2, %g2_8 : i32
      linalg.yield %g2_9 : i32
    } -> tensor<?xi32>
    %g3_c0_1 = arith.constant 0 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_1) : tensor<1x?x4xi32>
    %v3 = linalg.broadcast ins(%v2 : tensor<?xi32>) outs(%g3_empty0 : tensor<1x?x4xi32>) dimensions = [0, 2]
    %g4_empty0 = tensor.empty() : tensor<5xf32>
    %g4_fillval0 = arith.constant 2.000000e+00 : f32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : f32) outs(%g4_empty0 : tensor<5xf32>) -> tensor<5xf32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v0, %arg3, %arg4 : tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) outs(%g4_fill0 : tensor<5xf32>) {
    ^bb0(%g4_in0: i1, %g4_in1: f32, %g4_in2: f32, %g4_out0: f32):
      %g4_0 = math.sqrt %g4_in2 : f32
      linalg.yield %g4_0 : f32
    } -> tensor<5xf32>
    %g5_empty0 = tensor.empty() : tensor<5xi8>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<5xf32>) outs(%g5_empty0 : tensor<5xi8>) {
    ^bb0(%g5_in0: f32, %g5_out0: i8):
      %g5_0 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_1 = arith.constant -1.000000e+02 : f32
      %g5_2 = arith.constant 1.000000e+02 : f32
      %g5_3 = arith.constant 0.000000e+00 : f32
      %g5_4 = arith.maximumf %g5_in0, %g5_1 : f32
      %g5_5 = arith.minimumf %g5_4, %g5_2 : f32
      %g5_6 = arith.select %g5_0, %g5_3, %g5_5 : f32
      %g5_7 = arith.fptosi %g5_6 : f32 to i32
      %g5_8 = arith.trunci %g5_7 : i32 to i8
      %g5_9 = arith.constant 5 : i8
      %g5_10 = arith.cmpi sge, %g5_8, %g5_9 : i8
      %g5_11 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_12 = arith.constant -1.000000e+02 : f32
      %g5_13 = arith.constant 1.000000e+02 : f32
      %g5_14 = arith.constant 0.000000e+00 : f32
      %g5_15 = arith.maximumf %g5_in0, %g5_12 : f32
      %g5_16 = arith.minimumf %g5_15, %g5_13 : f32
      %g5_17 = arith.select %g5_11, %g5_14, %g5_16 : f32
      %g5_18 = arith.fptosi %g5_17 : f32 to i32
      %g5_19 = arith.trunci %g5_18 : i32 to i8
      %g5_20 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_21 = arith.constant -1.000000e+02 : f32
      %g5_22 = arith.constant 1.000000e+02 : f32
      %g5_23 = arith.constant 0.000000e+00 : f32
      %g5_24 = arith.maximumf %g5_in0, %g5_21 : f32
      %g5_25 = arith.minimumf %g5_24, %g5_22 : f32
      %g5_26 = arith.select %g5_20, %g5_23, %g5_25 : f32
      %g5_27 = arith.fptosi %g5_26 : f32 to i32
      %g5_28 = arith.trunci %g5_27 : i32 to i8
      %g5_29 = arith.select %g5_10, %g5_19, %g5_28 : i8
      %g5_30 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_31 = arith.constant -1.000000e+02 : f32
      %g5_32 = arith.constant 1.000000e+02 : f32
      %g5_33 = arith.constant 0.000000e+00 : f32
      %g5_34 = arith.maximumf %g5_in0, %g5_31 : f32
      %g5_35 = arith.minimumf %g5_34, %g5_32 : f32
      %g5_36 = arith.select %g5_30, %g5_33, %g5_35 : f32
      %g5_37 = arith.fptosi %g5_36 : f32 to i32
      %g5_38 = arith.trunci %g5_37 : i32 to i8
      %g5_39 = arith.cmpf uno, %g5_in0, %g5_in0 : f32
      %g5_40 = arith.constant -1.000000e+02 : f32
      %g5_41 = arith.constant 1.000000e+02 : f32
      %g5_42 = arith.constant 0.000000e+00 : f32
      %g5_43 = arith.maximumf %g5_in0, %g5_40 : f32
      %g5_44 = arith.minimumf %g5_43, %g5_41 : f32
      %g5_45 = arith.select %g5_39, %g5_42, %g5_44 : f32
      %g5_46 = arith.fptosi %g5_45 : f32 to i32
      %g5_47 = arith.trunci %g5_46 : i32 to i8
      %g5_48 = arith.muli %g5_38, %g5_47 : i8
      %g5_49 = arith.constant 8 : i8
      %g5_50 = arith.remui %g5_48, %g5_49 : i8
      %g5_51 = arith.shli %g5_29, %g5_50 : i8
      linalg.yield %g5_51 : i8
    } -> tensor<5xi8>
    return %v0, %v3, %v5 : tensor<5xi1>, tensor<1x?x4xi32>, tensor<5xi8>
  }
}
