// consumer_fan.mlir with tile parameters drawn from fusefuzz.seed = 2.
module attributes {fusefuzz.seed = 2 : i64} {
func.func @case(%a: tensor<4x6xi32>, %b: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %e = tensor.empty() : tensor<4x6xi32>
  %p:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e, %e : tensor<4x6xi32>, tensor<4x6xi32>) {
  ^bb0(%x: i32, %y: i32, %o0: i32, %o1: i32):
    %s = arith.addi %x, %y : i32
    %m = arith.muli %x, %y : i32
    linalg.yield %s, %m : i32, i32
  } -> (tensor<4x6xi32>, tensor<4x6xi32>)
  %c1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p#0, %p#1 : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %d = arith.subi %x, %y : i32
    linalg.yield %d : i32
  } -> tensor<4x6xi32>
  %c2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p#0 : tensor<4x6xi32>) outs(%b : tensor<4x6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %d = arith.xori %x, %o : i32
    linalg.yield %d : i32
  } -> tensor<4x6xi32>
  %c3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c1, %c2 : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %d = arith.maxsi %x, %y : i32
    linalg.yield %d : i32
  } -> tensor<4x6xi32>
  return %c3 : tensor<4x6xi32>
}
}
