// The known RemoveOutsDependency bug (corpus/known/remove-outs-dependency-
// partial-write.mlir) where the end-to-end proof refutes a value, not an
// undefined element: a generic writing only slice 0 of its filled init
// (output map (0, d2, d0, d1)) is given a tensor.empty, and a linalg.reduce
// folds the unwritten slice into its result. Found by the 10-minute default
// campaign `fusefuzz run --seconds 600 --seed 20261129` (case seed
// 11602146930127410821, as a NEW `proof-failure:RemoveOutsDependency:value`);
// execution at the counterexample's sizes reads the unwritten memory. The
// fact is read from the fused IR whatever the refutation's kind, so the
// finding is known.
// EXPECT: proof-failure
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: proof-failure (0 fusions), expected proof-failure: ok
// RUN: not %fusefuzz check %s | FileCheck %s --check-prefix=SIG
// SIG: signature: proof-failure:RemoveOutsDependency:unwritten/partial-write-into-empty (known: remove-outs-dependency-partial-write.mlir)
module attributes {fusefuzz.strategy = "all", fusefuzz.seed = -6844597143582140795 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<4x?x1x4xi32> {fusefuzz.shape = array<i64: 4, 4, 1, 4>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: index {fusefuzz.value = 2 : i64}, %arg4: tensor<?x?x5xi1> {fusefuzz.shape = array<i64: 1, 4, 5>}, %arg5: tensor<i1>, %arg6: tensor<5x?xi1> {fusefuzz.shape = array<i64: 5, 1>}, %arg7: tensor<4x1xi1>, %arg8: tensor<?x1xi32> {fusefuzz.shape = array<i64: 2, 1>}, %arg9: i32) -> (tensor<?x4x4x1xi1>, tensor<?x?x?x6xi32>, tensor<5x?xi1>, tensor<?xi32>, tensor<?xi32>) {
    %g0_c0_0 = arith.constant 1 : index
    %g0_d0_0 = tensor.dim %arg0, %g0_c0_0 : tensor<4x?x1x4xi32>
    %g0_empty0 = tensor.empty(%g0_d0_0) : tensor<?x4x4x1xi1>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x?x1x4xi32>) outs(%g0_empty0 : tensor<?x4x4x1xi1>) {
    ^bb0(%g0_in0: i32, %g0_out0: i1):
      %g0_0 = arith.constant 0 : i32
      %g0_1 = arith.andi %g0_in0, %g0_0 : i32
      %g0_2 = arith.maxsi %g0_in0, %g0_1 : i32
      %g0_3 = arith.constant 5 : i32
      %g0_4 = arith.xori %g0_in0, %g0_3 : i32
      %g0_5 = arith.maxui %g0_in0, %g0_in0 : i32
      %g0_6 = arith.cmpi ne, %g0_4, %g0_5 : i32
      %g0_7 = arith.maxui %g0_in0, %g0_in0 : i32
      %g0_8 = arith.constant 5 : i32
      %g0_9 = arith.constant 32 : i32
      %g0_10 = arith.remui %g0_in0, %g0_9 : i32
      %g0_11 = arith.shrui %g0_8, %g0_10 : i32
      %g0_12 = arith.select %g0_6, %g0_7, %g0_11 : i32
      %g0_13 = arith.cmpi sle, %g0_2, %g0_12 : i32
      linalg.yield %g0_13 : i1
    } -> tensor<?x4x4x1xi1>
    %p1_padval = arith.constant 1 : i32
    %v1 = tensor.pad %arg0 low[0, 1, %arg2, 1] high[%arg1, 2, %arg3, 1] {
    ^bb0(%p1_i0: index, %p1_i1: index, %p1_i2: index, %p1_i3: index):
      tensor.yield %p1_padval : i32
    } : tensor<4x?x1x4xi32> to tensor<?x?x?x6xi32>
    %g2_c0_2 = arith.constant 0 : index
    %g2_d0_2 = tensor.dim %arg4, %g2_c0_2 : tensor<?x?x5xi1>
    %g2_c0_3 = arith.constant 1 : index
    %g2_d0_3 = tensor.dim %arg4, %g2_c0_3 : tensor<?x?x5xi1>
    %g2_empty0 = tensor.empty(%g2_d0_2, %g2_d0_3) : tensor<2x5x?x?xi1>
    %g2_fillval0 = arith.constant 0 : i1
    %g2_fill0 = linalg.fill ins(%g2_fillval0 : i1) outs(%g2_empty0 : tensor<2x5x?x?xi1>) -> tensor<2x5x?x?xi1>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (0, d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %arg5 : tensor<?x?x5xi1>, tensor<i1>) outs(%g2_fill0 : tensor<2x5x?x?xi1>) {
    ^bb0(%g2_in0: i1, %g2_in1: i1, %g2_out0: i1):
      %g2_0 = arith.uitofp %g2_in1 : i1 to f32
      %g2_1 = arith.uitofp %g2_in0 : i1 to f32
      %g2_2 = arith.minimumf %g2_0, %g2_1 : f32
      %g2_3 = arith.uitofp %g2_in1 : i1 to f32
      %g2_4 = arith.uitofp %g2_in1 : i1 to f32
      %g2_5 = arith.divf %g2_3, %g2_4 : f32
      %g2_6 = arith.mulf %g2_2, %g2_5 : f32
      %g2_7 = arith.uitofp %g2_in0 : i1 to f32
      %g2_8 = math.absf %g2_7 : f32
      %g2_9 = arith.cmpf olt, %g2_6, %g2_8 : f32
      linalg.yield %g2_9 : i1
    } -> tensor<2x5x?x?xi1>
    %v3 = linalg.reduce ins(%v2 : tensor<2x5x?x?xi1>) outs(%arg6 : tensor<5x?xi1>) dimensions = [0, 3]
      (%g3_in0: i1, %g3_out0: i1) {
        %g3_0 = arith.xori %g3_out0, %g3_in0 : i1
        linalg.yield %g3_0 : i1
      }
    %g4_c0_0 = arith.constant 0 : index
    %g4_d0_0 = tensor.dim %arg8, %g4_c0_0 : tensor<?x1xi32>
    %g4_empty0 = tensor.empty(%g4_d0_0) : tensor<?xi32>
    %g4_fillval0 = arith.constant -2 : i32
    %g4_fill0 = linalg.fill ins(%g4_fillval0 : i32) outs(%g4_empty0 : tensor<?xi32>) -> tensor<?xi32>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + 2, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg7, %arg8 : tensor<4x1xi1>, tensor<?x1xi32>) outs(%g4_fill0 : tensor<?xi32>) {
    ^bb0(%g4_in0: i1, %g4_in1: i32, %g4_out0: i32):
      %g4_0 = arith.extui %g4_in0 : i1 to i32
      %g4_1 = arith.cmpi eq, %g4_in1, %g4_0 : i32
      %g4_2 = arith.extui %g4_in0 : i1 to i32
      %g4_3 = arith.select %g4_1, %g4_2, %g4_out0 : i32
      %g4_4 = arith.constant 0 : i32
      %g4_5 = arith.xori %g4_3, %g4_4 : i32
      %g4_6 = arith.extui %g4_in0 : i1 to i32
      %g4_7 = arith.muli %g4_out0, %g4_6 : i32
      %g4_8 = arith.extui %g4_in0 : i1 to i32
      %g4_9 = arith.extui %g4_in0 : i1 to i32
      %g4_10 = arith.cmpi ugt, %g4_8, %g4_9 : i32
      %g4_11 = arith.select %g4_10, %g4_out0, %g4_in1 : i32
      %g4_12 = arith.andi %g4_7, %g4_11 : i32
      %g4_13 = arith.xori %g4_5, %g4_12 : i32
      %g4_14 = arith.muli %g4_out0, %g4_13 : i32
      linalg.yield %g4_14 : i32
    } -> tensor<?xi32>
    %g5_c0_0 = arith.constant 0 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?xi32>
    %g5_empty0 = tensor.empty(%g5_d0_0) : tensor<?xi32>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v4 : tensor<?xi32>) outs(%g5_empty0 : tensor<?xi32>) {
    ^bb0(%g5_in0: i32, %g5_out0: i32):
      %g5_0 = arith.constant -1 : i32
      %g5_1 = arith.constant 0 : i32
      %g5_2 = arith.constant 1 : i32
      %g5_3 = arith.cmpi eq, %arg9, %g5_1 : i32
      %g5_4 = arith.constant -1 : i32
      %g5_5 = arith.cmpi eq, %arg9, %g5_4 : i32
      %g5_6 = arith.ori %g5_3, %g5_5 : i1
      %g5_7 = arith.select %g5_6, %g5_2, %arg9 : i32
      %g5_8 = arith.remsi %g5_0, %g5_7 : i32
      %g5_9 = arith.cmpi ult, %g5_8, %g5_in0 : i32
      %g5_10 = arith.constant 2 : i32
      %g5_11 = arith.andi %arg9, %g5_10 : i32
      %g5_12 = arith.constant 3 : i32
      %g5_13 = arith.constant 32 : i32
      %g5_14 = arith.remui %g5_12, %g5_13 : i32
      %g5_15 = arith.shli %arg9, %g5_14 : i32
      %g5_16 = arith.select %g5_9, %g5_11, %g5_15 : i32
      linalg.yield %g5_16 : i32
    } -> tensor<?xi32>
    return %v0, %v1, %v3, %v4, %v5 : tensor<?x4x4x1xi1>, tensor<?x?x?x6xi32>, tensor<5x?xi1>, tensor<?xi32>, tensor<?xi32>
  }
}
