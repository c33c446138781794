// Two functions that could each be the case: `check` asks which one
// (--func), and checks the one named with the file's schedule, an old-style
// top-level transform.sequence that fuses an elementwise producer into
// its consumer's tiles with transform.structured.fuse.
// EXPECT: invalid-input
// RUN: not %fusefuzz check %s | FileCheck %s
// CHECK: invalid-input (0 fusions): {{.*}}two-kernels.mlir: several functions could be the case (@add_mul, @sub): pick one with --func NAME
// RUN: %fusefuzz check %s --func add_mul | FileCheck %s --check-prefix=PICKED
// PICKED: pass (1 fusions)
// PICKED: note: checking @add_mul; ignored @sub (not the function checked)
// PICKED: rules fired: UserSchedule=1
// PICKED: equivalence: proved
// A script of its own file replaces the file's:
// RUN: %fusefuzz check %s --func add_mul --transform-script %S/tile-forall-fuse-producer.script | FileCheck %s --check-prefix=SCRIPT
// SCRIPT: pass (1 fusions)
// SCRIPT: note: ignored the file's own transform script: {{.*}}tile-forall-fuse-producer.script is the schedule checked
// SCRIPT: equivalence: proved
// RUN: not %fusefuzz check %s --func nothing | FileCheck %s --check-prefix=MISSING
// MISSING: no function @nothing with a body in the file (functions: @add_mul, @sub)
func.func @add_mul(%a: tensor<6x5xf32>, %b: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %e = tensor.empty() : tensor<6x5xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x5xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<6x5xf32>
  return %1 : tensor<6x5xf32>
}

func.func @sub(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.subi %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

module attributes {transform.with_named_sequence} {
  transform.sequence failures(propagate) {
  ^bb0(%root: !transform.any_op):
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %last = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %loops:2 = transform.structured.fuse %last tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  }
}
