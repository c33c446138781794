// Corpus case 'refused-diffusion-consumer-writes-into-nest': `fusefuzz generate --seed 62` under strategy diffusion.
// EXPECT: pass
// STRATEGY: diffusion
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass ({{[0-9]+}} fusions), expected pass: ok
// CHECK: refused pairs:{{.*}}diffusion:upstream-declined: consumer op taking the result of scf.for as init is not supported=
module attributes {fusefuzz.seed = 62 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x5xi8> {fusefuzz.shape = array<i64: 3, 5>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: index {fusefuzz.value = 2 : i64}, %arg3: tensor<5xi8>) -> (tensor<?x5xi8>) {
    %g0_c0_0 = arith.constant 0 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<?x5xi8>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x5xi8>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x5xi8>) outs(%g0_empty0 : tensor<?x5xi8>) {
    ^bb0(%g0_in0: i8, %g0_out0: i8):
      %g0_0 = arith.minsi %g0_in0, %g0_in0 : i8
      %g0_1 = arith.constant 5 : i8
      %g0_2 = arith.andi %g0_1, %g0_in0 : i8
      %g0_3 = arith.ori %g0_0, %g0_2 : i8
      linalg.yield %g0_3 : i8
    } -> tensor<?x5xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x5xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0) : tensor<?xi8>
    %g1_fillval0 = arith.constant 6 : i8
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : i8) outs(%g1_empty0 : tensor<?xi8>) -> tensor<?xi8>
    %v1 = linalg.reduce ins(%v0 : tensor<?x5xi8>) outs(%g1_fill0 : tensor<?xi8>) dimensions = [1]
      (%g1_in0: i8, %g1_out0: i8) {
        %g1_0 = arith.xori %g1_out0, %g1_in0 : i8
        linalg.yield %g1_0 : i8
      }
    %p2_padval = arith.constant 0 : i8
    %v2 = tensor.pad %v1 low[%arg1] high[%arg2] {
    ^bb0(%p2_i0: index):
      tensor.yield %p2_padval : i8
    } : tensor<?xi8> to tensor<?xi8>
    %g3_empty0 = tensor.empty() : tensor<i8>
    %g3_fillval0 = arith.constant 1 : i8
    %g3_fill0 = linalg.fill ins(%g3_fillval0 : i8) outs(%g3_empty0 : tensor<i8>) -> tensor<i8>
    %v3 = linalg.reduce ins(%v2 : tensor<?xi8>) outs(%g3_fill0 : tensor<i8>) dimensions = [0]
      (%g3_in0: i8, %g3_out0: i8) {
        %g3_0 = arith.xori %g3_out0, %g3_in0 : i8
        linalg.yield %g3_0 : i8
      }
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0, d0)>], iterator_types = ["parallel"]} ins(%v3, %arg3, %arg3 : tensor<i8>, tensor<5xi8>, tensor<5xi8>) outs(%arg0 : tensor<?x5xi8>) {
    ^bb0(%g4_in0: i8, %g4_in1: i8, %g4_in2: i8, %g4_out0: i8):
      %g4_0 = arith.constant -2 : i8
      %g4_1 = arith.constant 8 : i8
      %g4_2 = arith.remui %g4_0, %g4_1 : i8
      %g4_3 = arith.shli %g4_in1, %g4_2 : i8
      linalg.yield %g4_3 : i8
    } -> tensor<?x5xi8>
    return %v4 : tensor<?x5xi8>
  }
}
