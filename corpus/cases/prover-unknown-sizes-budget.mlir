// A closed unknown of the end-to-end proof at the campaign budget (1,500
// cases of `all`, seed 13, end-to-end proof alone, case seed
// 17526164871910022617): four producers fused into tiled loops, whose
// slices and tiles make many size conditions, with nonlinear index
// arithmetic. The sizes query (does the fused function break a condition
// the unfused one meets, or do the results' sizes differ?) ran out of its
// budget (60,000 units); it now gets four budgets and the case is proved.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// EQUIVALENCE: decide
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (4 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy tile-fuse-producers --equivalence decide --equivalence-rlimit 60000 | FileCheck %s --check-prefix=PROOF
// PROOF: equivalence: proved
module attributes {fusefuzz.seed = -920579201799528999 : i64, fusefuzz.policy = "0x11dc6ffcbf16a0bf"} {
  func.func @case(%arg0: tensor<?x?x1xi8> {fusefuzz.shape = array<i64: 5, 4, 1>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: tensor<5xi8>, %arg3: tensor<?x2xi8> {fusefuzz.shape = array<i64: 5, 2>}, %arg4: tensor<?x3xi1> {fusefuzz.shape = array<i64: 5, 3>}, %arg5: index {fusefuzz.value = 2 : i64}, %arg6: index {fusefuzz.value = 0 : i64}, %arg7: index {fusefuzz.value = 1 : i64}, %arg8: tensor<?xi1> {fusefuzz.shape = array<i64: 4>}) -> (tensor<?x?x2xi8>, tensor<?x?x2x2x4xi8>, tensor<?x?xi1>) {
    %p0_padval = arith.constant 3 : i8
    %v0 = tensor.pad %arg0 low[1, 1, 0] high[1, %arg1, 1] {
    ^bb0(%p0_i0: index, %p0_i1: index, %p0_i2: index):
      tensor.yield %p0_padval : i8
    } : tensor<?x?x1xi8> to tensor<?x?x2xi8>
    %g1_c0_0 = arith.constant 0 : index
    %g1_d0_0 = tensor.dim %v0, %g1_c0_0 : tensor<?x?x2xi8>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %v0, %g1_c0_1 : tensor<?x?x2xi8>
    %g1_empty0 = tensor.empty(%g1_d0_0, %g1_d0_1) : tensor<?x?x2xi8>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %arg2, %arg3 : tensor<?x?x2xi8>, tensor<5xi8>, tensor<?x2xi8>) outs(%g1_empty0 : tensor<?x?x2xi8>) {
    ^bb0(%g1_in0: i8, %g1_in1: i8, %g1_in2: i8, %g1_out0: i8):
      %g1_0 = arith.constant 8 : i8
      %g1_1 = arith.remui %g1_in1, %g1_0 : i8
      %g1_2 = arith.shrsi %g1_in2, %g1_1 : i8
      linalg.yield %g1_2 : i8
    } -> tensor<?x?x2xi8>
    %l2_c0 = arith.constant 1 : index
    %l2_d0 = tensor.dim %v0, %l2_c0 : tensor<?x?x2xi8>
    %l2_q0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 4)>()[%l2_d0]
    %l2_c1 = arith.constant 0 : index
    %l2_d1 = tensor.dim %v0, %l2_c1 : tensor<?x?x2xi8>
    %l2_q1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%l2_d1]
    %l2_dest = tensor.empty(%l2_q0, %l2_q1) : tensor<?x?x2x2x4xi8>
    %l2_padval = arith.constant 7 : i8
    %v2 = linalg.pack %v0 padding_value(%l2_padval : i8) outer_dims_perm = [1, 0, 2] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %l2_dest : tensor<?x?x2xi8> -> tensor<?x?x2x2x4xi8>
    %p3_padval = arith.constant 1 : i1
    %v3 = tensor.pad %arg4 low[2, %arg6] high[%arg5, %arg7] {
    ^bb0(%p3_i0: index, %p3_i1: index):
      tensor.yield %p3_padval : i1
    } : tensor<?x3xi1> to tensor<?x?xi1>
    %g4_c0_0 = arith.constant 1 : index
    %g4_d0_0 = tensor.dim %v3, %g4_c0_0 : tensor<?x?xi1>
    %g4_c0_1 = arith.constant 0 : index
    %g4_d0_1 = tensor.dim %v3, %g4_c0_1 : tensor<?x?xi1>
    %g4_empty0 = tensor.empty(%g4_d0_0, %g4_d0_1) : tensor<?x?xi1>
    %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<?x?xi1>) outs(%g4_empty0 : tensor<?x?xi1>) {
    ^bb0(%g4_in0: i1, %g4_out0: i1):
      %g4_0 = arith.uitofp %g4_in0 : i1 to f32
      %g4_1 = arith.uitofp %g4_in0 : i1 to f32
      %g4_2 = arith.cmpf oeq, %g4_0, %g4_1 : f32
      %g4_3 = arith.uitofp %g4_in0 : i1 to f32
      %g4_4 = arith.uitofp %g4_in0 : i1 to f32
      %g4_5 = arith.select %g4_2, %g4_3, %g4_4 : f32
      %g4_6 = arith.uitofp %g4_in0 : i1 to f32
      %g4_7 = arith.cmpf ugt, %g4_5, %g4_6 : f32
      %g4_8 = arith.constant -0.000000e+00 : f32
      %g4_9 = arith.uitofp %g4_in0 : i1 to f32
      %g4_10 = arith.minimumf %g4_8, %g4_9 : f32
      %g4_11 = arith.uitofp %g4_in0 : i1 to f32
      %g4_12 = arith.uitofp %g4_in0 : i1 to f32
      %g4_13 = arith.divf %g4_11, %g4_12 : f32
      %g4_14 = arith.select %g4_7, %g4_10, %g4_13 : f32
      %g4_15 = arith.uitofp %g4_in0 : i1 to f32
      %g4_16 = arith.cmpf olt, %g4_14, %g4_15 : f32
      linalg.yield %g4_16 : i1
    } -> tensor<?x?xi1>
    %g5_c0_0 = arith.constant 1 : index
    %g5_d0_0 = tensor.dim %v4, %g5_c0_0 : tensor<?x?xi1>
    %g5_c0_1 = arith.constant 0 : index
    %g5_d0_1 = tensor.dim %v4, %g5_c0_1 : tensor<?x?xi1>
    %g5_empty0 = tensor.empty(%g5_d0_0, %g5_d0_1) : tensor<?x?xi1>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %arg8 : tensor<?x?xi1>, tensor<?xi1>) outs(%g5_empty0 : tensor<?x?xi1>) {
    ^bb0(%g5_in0: i1, %g5_in1: i1, %g5_out0: i1):
      %g5_0 = arith.constant 1 : i1
      %g5_1 = arith.ori %g5_0, %g5_in1 : i1
      %g5_2 = arith.xori %g5_in0, %g5_1 : i1
      linalg.yield %g5_2 : i1
    } -> tensor<?x?xi1>
    return %v1, %v2, %v5 : tensor<?x?x2xi8>, tensor<?x?x2x2x4xi8>, tensor<?x?xi1>
  }
}
