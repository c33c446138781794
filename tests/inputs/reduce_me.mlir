// The pad-fusion bug (corpus/known/pad-fusion-drops-outs.mlir) buried in a
// 20-op case: `fusefuzz reduce` must dig it out.
#id = affine_map<(d0) -> (d0)>
func.func @case(%a: tensor<4xi32>, %init: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<6xi32>, tensor<4xi32>) {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%init : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %c = arith.constant 6 : i32
  %p = tensor.pad %r low[2] high[0] {
  ^bb0(%i: index):
    tensor.yield %c : i32
  } : tensor<4xi32> to tensor<6xi32>
  %e = tensor.empty() : tensor<4xi32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%b, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 1 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t0, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 2 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t1, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 3 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t2, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 4 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t3, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 5 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t5 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t4, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 6 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t6 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t5, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 7 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t7 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t6, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 8 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t8 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t7, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 9 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t9 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t8, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 10 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t10 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t9, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 11 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t11 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t10, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 12 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t12 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t11, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 13 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %t13 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t12, %a : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %k = arith.constant 14 : i32
    %s = arith.xori %m, %k : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %p, %t13 : tensor<6xi32>, tensor<4xi32>
}
