// A pad whose value is a scalar argument, of a generic whose payload yields
// its outs (a fill of 0): pad fusion replaces that init by a fill of the pad
// value, so the fused op reads the scalar where the original read 0.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.policy = "0xff4bf7f6d7a45ffa", fusefuzz.seed = -2006230715278375087 : i64} {
  func.func @case(%arg0: tensor<3x3x4x?xi32> {fusefuzz.shape = array<i64: 3, 3, 4, 1>}, %arg1: index {fusefuzz.value = 0 : i64}, %arg2: index {fusefuzz.value = 1 : i64}, %arg3: i32) -> tensor<?x6x?xi32> {
    %c0_i32 = arith.constant 0 : i32
    %c5_i32 = arith.constant 5 : i32
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c3 : tensor<3x3x4x?xi32>
    %0 = tensor.empty(%dim) : tensor<3x4x?xi32>
    %1 = linalg.fill ins(%c5_i32 : i32) outs(%0 : tensor<3x4x?xi32>) -> tensor<3x4x?xi32>
    %reduced = linalg.reduce { arith.xori } ins(%arg0 : tensor<3x3x4x?xi32>) outs(%1 : tensor<3x4x?xi32>) dimensions = [1] 
    %2 = tensor.empty(%dim) : tensor<3x4x?xi32>
    %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<3x4x?xi32>) -> tensor<3x4x?xi32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reduced : tensor<3x4x?xi32>) outs(%3 : tensor<3x4x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %out : i32
    } -> tensor<3x4x?xi32>
    %padded = tensor.pad %4 low[1, 2, 1] high[%arg1, 0, %arg2] {
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      tensor.yield %arg3 : i32
    } : tensor<3x4x?xi32> to tensor<?x6x?xi32>
    return %padded : tensor<?x6x?xi32>
  }
}
