// Reshape propagation by expansion moves the collapse_shape of a padded
// concat (dynamic low pads, so dynamic expanded sizes b = 5 + %arg4 and
// c = 4 + %arg3) below the linalg.map: the fused map reads %arg5 at
// `q*(c*b) + r*b + i mod b` (q, r: `i div b` split by c) where the
// unfused one reads it at `i`. Products of sizes and quotients: within a
// campaign's budget Z3 did not show them equal (unknown, "nonlinear index
// arithmetic": 36 of 64 unknowns of `fusefuzz run --strategy
// reshape-expansion-aggressive --seconds 60 --seed 61`; this is case seed
// 11590355956592993979, trimmed). With each remainder by a positive size
// written `x - b * (x div b)` and the products multiplied out, the index
// is `i` and the terms are the same. (`prove`, not `check`: the JIT's
// lowering of this case crashes upstream, a known finding.)
// RUN: %fusefuzz prove %s --strategy reshape-expansion-aggressive --equivalence-rlimit 60000 | FileCheck %s
// CHECK: equivalence: proved
module attributes {fusefuzz.seed = -6856388117116557637 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x4x3xi32>, %arg1: tensor<3x4x3xi32>, %arg2: index {fusefuzz.value = 0 : i64}, %arg3: index {fusefuzz.value = 1 : i64}, %arg4: index {fusefuzz.value = 0 : i64}, %arg5: tensor<?xi32> {fusefuzz.shape = array<i64: 200>}) -> tensor<?xi32> {
    %v0 = tensor.concat dim(0) %arg0, %arg1 : (tensor<4x4x3xi32>, tensor<3x4x3xi32>) -> tensor<7x4x3xi32>
    %p1_padval = arith.constant 1 : i32
    %v1 = tensor.pad %v0 low[1, %arg3, %arg4] high[%arg2, 0, 2] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index):
      tensor.yield %p1_padval : i32
    } : tensor<7x4x3xi32> to tensor<?x?x?xi32>
    %v2 = tensor.collapse_shape %v1 [[0, 1, 2]] : tensor<?x?x?xi32> into tensor<?xi32>
    %g3_c0_0 = arith.constant 0 : index
    %g3_d0_0 = tensor.dim %v2, %g3_c0_0 : tensor<?xi32>
    %g3_empty0 = tensor.empty(%g3_d0_0) : tensor<?xi32>
    %v3 = linalg.map ins(%v2, %arg5 : tensor<?xi32>, tensor<?xi32>) outs(%g3_empty0 : tensor<?xi32>)
      (%g3_in0: i32, %g3_in1: i32, %g3_out0: i32) {
        %g3_0 = arith.andi %g3_in1, %g3_in0 : i32
        %g3_1 = arith.constant 32 : i32
        %g3_2 = arith.remui %g3_in1, %g3_1 : i32
        %g3_3 = arith.shli %g3_in1, %g3_2 : i32
        %g3_4 = arith.andi %g3_0, %g3_3 : i32
        %g3_5 = arith.andi %g3_4, %g3_in0 : i32
        linalg.yield %g3_5 : i32
      }
    return %v3 : tensor<?xi32>
  }
}
