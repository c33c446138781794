// Corpus case 'guarded-fptosi': `fusefuzz generate --seed 69` under strategy pad+elementwise.
// EXPECT: pass
// STRATEGY: pad+elementwise
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
module attributes {fusefuzz.seed = 69 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x2xf32>, %arg1: tensor<4x2xi32>, %arg2: tensor<?x?x4x4xi1> {fusefuzz.shape = array<i64: 1, 1, 4, 4>}, %arg3: tensor<2x?x4x4xi1> {fusefuzz.shape = array<i64: 2, 1, 4, 4>}, %arg4: tensor<i1>, %arg5: tensor<1xi1>, %arg6: tensor<5xi1>) -> (tensor<4x2xi32>, tensor<?x?x4x4xi1>) {
    %g0_empty0 = tensor.empty() : tensor<4x2xi32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x2xf32>) outs(%g0_empty0 : tensor<4x2xi32>) {
    ^bb0(%g0_in0: f32, %g0_out0: i32):
      %g0_0 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_1 = arith.constant -1.000000e+02 : f32
      %g0_2 = arith.constant 1.000000e+02 : f32
      %g0_3 = arith.constant 0.000000e+00 : f32
      %g0_4 = arith.maximumf %g0_in0, %g0_1 : f32
      %g0_5 = arith.minimumf %g0_4, %g0_2 : f32
      %g0_6 = arith.select %g0_0, %g0_3, %g0_5 : f32
      %g0_7 = arith.fptosi %g0_6 : f32 to i32
      %g0_8 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_9 = arith.constant -1.000000e+02 : f32
      %g0_10 = arith.constant 1.000000e+02 : f32
      %g0_11 = arith.constant 0.000000e+00 : f32
      %g0_12 = arith.maximumf %g0_in0, %g0_9 : f32
      %g0_13 = arith.minimumf %g0_12, %g0_10 : f32
      %g0_14 = arith.select %g0_8, %g0_11, %g0_13 : f32
      %g0_15 = arith.fptosi %g0_14 : f32 to i32
      %g0_16 = arith.maxui %g0_7, %g0_15 : i32
      %g0_17 = arith.constant -1 : i32
      %g0_18 = arith.constant 0 : i32
      %g0_19 = arith.constant 1 : i32
      %g0_20 = arith.cmpi eq, %g0_17, %g0_18 : i32
      %g0_21 = arith.select %g0_20, %g0_19, %g0_17 : i32
      %g0_22 = arith.divui %g0_16, %g0_21 : i32
      %g0_23 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_24 = arith.constant -1.000000e+02 : f32
      %g0_25 = arith.constant 1.000000e+02 : f32
      %g0_26 = arith.constant 0.000000e+00 : f32
      %g0_27 = arith.maximumf %g0_in0, %g0_24 : f32
      %g0_28 = arith.minimumf %g0_27, %g0_25 : f32
      %g0_29 = arith.select %g0_23, %g0_26, %g0_28 : f32
      %g0_30 = arith.fptosi %g0_29 : f32 to i32
      %g0_31 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_32 = arith.constant -1.000000e+02 : f32
      %g0_33 = arith.constant 1.000000e+02 : f32
      %g0_34 = arith.constant 0.000000e+00 : f32
      %g0_35 = arith.maximumf %g0_in0, %g0_32 : f32
      %g0_36 = arith.minimumf %g0_35, %g0_33 : f32
      %g0_37 = arith.select %g0_31, %g0_34, %g0_36 : f32
      %g0_38 = arith.fptosi %g0_37 : f32 to i32
      %g0_39 = arith.xori %g0_30, %g0_38 : i32
      %g0_40 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_41 = arith.constant -1.000000e+02 : f32
      %g0_42 = arith.constant 1.000000e+02 : f32
      %g0_43 = arith.constant 0.000000e+00 : f32
      %g0_44 = arith.maximumf %g0_in0, %g0_41 : f32
      %g0_45 = arith.minimumf %g0_44, %g0_42 : f32
      %g0_46 = arith.select %g0_40, %g0_43, %g0_45 : f32
      %g0_47 = arith.fptosi %g0_46 : f32 to i32
      %g0_48 = arith.cmpf uno, %g0_in0, %g0_in0 : f32
      %g0_49 = arith.constant -1.000000e+02 : f32
      %g0_50 = arith.constant 1.000000e+02 : f32
      %g0_51 = arith.constant 0.000000e+00 : f32
      %g0_52 = arith.maximumf %g0_in0, %g0_49 : f32
      %g0_53 = arith.minimumf %g0_52, %g0_50 : f32
      %g0_54 = arith.select %g0_48, %g0_51, %g0_53 : f32
      %g0_55 = arith.fptosi %g0_54 : f32 to i32
      %g0_56 = arith.andi %g0_47, %g0_55 : i32
      %g0_57 = arith.ori %g0_39, %g0_56 : i32
      %g0_58 = arith.constant 32 : i32
      %g0_59 = arith.remui %g0_57, %g0_58 : i32
      %g0_60 = arith.shrsi %g0_22, %g0_59 : i32
      linalg.yield %g0_60 : i32
    } -> tensor<4x2xi32>
    %g1_empty0 = tensor.empty() : tensor<4x2xi32>
    %v1 = linalg.map ins(%v0, %arg1, %v0 : tensor<4x2xi32>, tensor<4x2xi32>, tensor<4x2xi32>) outs(%g1_empty0 : tensor<4x2xi32>)
      (%g1_in0: i32, %g1_in1: i32, %g1_in2: i32, %g1_out0: i32) {
        %g1_0 = arith.constant 0 : i32
        %g1_1 = arith.constant 4 : i32
        %g1_2 = arith.andi %g1_0, %g1_1 : i32
        linalg.yield %g1_2 : i32
      }
    %v2 = tensor.concat dim(0) %arg2, %arg3 : (tensor<?x?x4x4xi1>, tensor<2x?x4x4xi1>) -> tensor<?x?x4x4xi1>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?x?x4x4xi1>
    %g3_c0_1 = arith.constant 1 : index
    %g3_d0_1 = tensor.dim %v2, %g3_c0_1 : tensor<?x?x4x4xi1>
    %g3_empty0 = tensor.empty(%g3_d0_0, %g3_d0_1) : tensor<?x?x4x4xi1>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2, %arg4, %arg5 : tensor<?x?x4x4xi1>, tensor<i1>, tensor<1xi1>) outs(%g3_empty0 : tensor<?x?x4x4xi1>) {
    ^bb0(%g3_in0: i1, %g3_in1: i1, %g3_in2: i1, %g3_out0: i1):
      %g3_0 = arith.andi %g3_in1, %g3_in1 : i1
      %g3_1 = linalg.index 1 : index
      %g3_2 = arith.constant 5 : index
      %g3_3 = arith.remui %g3_1, %g3_2 : index
      %g3_4 = tensor.extract %arg6[%g3_3] : tensor<5xi1>
      %g3_5 = arith.uitofp %g3_4 : i1 to f32
      %g3_6 = arith.uitofp %g3_in0 : i1 to f32
      %g3_7 = arith.cmpf olt, %g3_5, %g3_6 : f32
      %g3_8 = arith.ori %g3_0, %g3_7 : i1
      linalg.yield %g3_8 : i1
    } -> tensor<?x?x4x4xi1>
    return %v1, %v3 : tensor<4x2xi32>, tensor<?x?x4x4xi1>
  }
}
