// A crash of the end-to-end proof closed (campaign `fusefuzz run --seconds
// 40 --seed 12 --policy relayout=60 --equivalence report`, case seed
// 10965238157983081498, reduced): packs of packs give index terms with
// `(n ceildiv 2) ceildiv 3`, whose div/mod pairs the normalizer folds
// (k*m*(x div m) + k*(x mod m) = k*x). The fold built its new products
// without holding them, and in Z3's reference-counted context the next
// term made freed them: Z3 then stopped the worker ("UNEXPECTED CODE WAS
// REACHED", exit status 114). The fold now holds every term it makes.
// EXPECT: pass
// STRATEGY: pad+elementwise
// EQUIVALENCE: report
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (0 fusions), expected pass: ok
// RUN: %fusefuzz check %s --strategy pad+elementwise --equivalence report | FileCheck %s --check-prefix=E2E
// E2E: equivalence: proved
#map = affine_map<()[s0] -> (s0 ceildiv 2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<()[s0] -> ((s0 ceildiv 2) ceildiv 3)>
module attributes {fusefuzz.policy = "0x8b8a2753c63641f7", fusefuzz.seed = -7481505915726470118 : i64, fusefuzz.strategy = "all"} {
  func.func @case(%arg0: tensor<?xi8> {fusefuzz.shape = array<i64: 7>}, %arg1: index {fusefuzz.value = 1 : i64}, %arg2: i8) -> tensor<?x?xi8> {
    %c1 = arith.constant 1 : index
    %c7_i8 = arith.constant 7 : i8
    %c0_i8 = arith.constant 0 : i8
    %c-1_i8 = arith.constant -1 : i8
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xi8>
    %0 = affine.apply #map()[%dim]
    %1 = tensor.empty(%0) : tensor<?x2xi8>
    %pack = linalg.pack %arg0 padding_value(%c-1_i8 : i8) inner_dims_pos = [0] inner_tiles = [2] into %1 : tensor<?xi8> -> tensor<?x2xi8>
    %2 = tensor.empty(%0) : tensor<?xi8>
    %3 = linalg.fill ins(%c-1_i8 : i8) outs(%2 : tensor<?xi8>) -> tensor<?xi8>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%pack, %pack : tensor<?x2xi8>, tensor<?x2xi8>) outs(%3 : tensor<?xi8>) {
    ^bb0(%in: i8, %in_6: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<?xi8>
    %5 = affine.apply #map3()[%dim]
    %6 = tensor.empty(%5) : tensor<?x3xi8>
    %pack_0 = linalg.pack %4 padding_value(%c7_i8 : i8) inner_dims_pos = [0] inner_tiles = [3] into %6 : tensor<?xi8> -> tensor<?x3xi8>
    %padded = tensor.pad %pack_0 low[0, %arg1] high[1, 2] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg2 : i8
    } : tensor<?x3xi8> to tensor<?x?xi8>
    %dim_1 = tensor.dim %padded, %c0 : tensor<?x?xi8>
    %7 = affine.apply #map()[%dim_1]
    %dim_2 = tensor.dim %padded, %c1 : tensor<?x?xi8>
    %8 = affine.apply #map()[%dim_2]
    %9 = tensor.empty(%7, %8) : tensor<?x?x2x2xi8>
    %pack_3 = linalg.pack %padded padding_value(%c0_i8 : i8) inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %9 : tensor<?x?xi8> -> tensor<?x?x2x2xi8>
    %dim_4 = tensor.dim %padded, %c0 : tensor<?x?xi8>
    %dim_5 = tensor.dim %padded, %c1 : tensor<?x?xi8>
    %10 = tensor.empty(%dim_4, %dim_5) : tensor<?x?xi8>
    %unpack = linalg.unpack %pack_3 inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %10 : tensor<?x?x2x2xi8> -> tensor<?x?xi8>
    return %unpack : tensor<?x?xi8>
  }
}
