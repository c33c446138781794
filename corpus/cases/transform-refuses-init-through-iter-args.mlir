// The transform strategy's script tiles a row sum with tile_using_for and
// asks fuse_into_containing_op to fuse the linalg.fill of its init: the
// fill reaches the loop only as the init of its iter_args, which upstream
// does not fuse by cloning ("could not fuse", reported as a remark of a
// silenceable failure). The refusal is counted under its message without
// the IR it prints.
// EXPECT: pass
// STRATEGY: transform
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (0 fusions), expected pass: ok
// CHECK: refused pairs: transform:failed: could not fuse=1
// RUN: %fusefuzz check %s --strategy transform --print-transform-script | FileCheck %s --check-prefix=SCRIPT
// SCRIPT: transform.structured.tile_using_for %root tile_sizes [3, 0]
// SCRIPT: transform.structured.fuse_into_containing_op %producers into %loops#0
module attributes {fusefuzz.seed = 8 : i64} {
func.func @case(%a: tensor<5x4xi32>) -> tensor<5xi32> {
  %e = tensor.empty() : tensor<5xi32>
  %z = arith.constant 3 : i32
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<5xi32>) -> tensor<5xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<5x4xi32>) outs(%f : tensor<5xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %o : i32
    linalg.yield %s : i32
  } -> tensor<5xi32>
  return %r : tensor<5xi32>
}
}
