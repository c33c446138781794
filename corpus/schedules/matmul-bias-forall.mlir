// A file as transform-dialect users write it: a kernel (a matmul whose
// bias add lives in a helper it calls), a @main driver that prints the
// result, the print function's declaration, and the schedule under test:
// tile the bias add with scf.forall and fuse the matmul and its fill into
// the loop. `fusefuzz check` inlines the helper, ignores the driver, applies
// the file's own script in process and checks the result with both
// oracles (the end-to-end proof decides).
// RUN: %fusefuzz check %s | FileCheck %s
// CHECK: pass (2 fusions)
// CHECK: note: inlined the calls of @kernel to @add_bias
// CHECK: note: checking @kernel; ignored @main (not the function checked)
// CHECK: rules fired: UserSchedule=2
// CHECK: equivalence: proved
// (Plain `mlir-opt --transform-interpreter` cannot fuse the matmul here:
// the bias add's operand is a call result until the helper is inlined,
// which `--inline` would also do into @main, where the script then matches
// a second bias add.)
func.func @kernel(%a: tensor<8x6xf32>, %b: tensor<6x10xf32>, %bias: tensor<10xf32>) -> tensor<8x10xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x10xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x10xf32>) -> tensor<8x10xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x6xf32>, tensor<6x10xf32>) outs(%init : tensor<8x10xf32>) -> tensor<8x10xf32>
  %r = call @add_bias(%mm, %bias) : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}

func.func @add_bias(%x: tensor<8x10xf32>, %bias: tensor<10xf32>) -> tensor<8x10xf32> {
  %empty = tensor.empty() : tensor<8x10xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %bias : tensor<8x10xf32>, tensor<10xf32>) outs(%empty : tensor<8x10xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %s = arith.addf %in, %c : f32
    %m = arith.maximumf %s, %c : f32
    linalg.yield %m : f32
  } -> tensor<8x10xf32>
  return %0 : tensor<8x10xf32>
}

func.func @main() {
  %a = arith.constant dense<1.0> : tensor<8x6xf32>
  %b = arith.constant dense<2.0> : tensor<6x10xf32>
  %c = arith.constant dense<0.5> : tensor<10xf32>
  %r = call @kernel(%a, %b, %c) : (tensor<8x6xf32>, tensor<6x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  %u = tensor.cast %r : tensor<8x10xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(%ptr : tensor<*xf32>)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %g tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1, %l1 = transform.structured.fuse_into_containing_op %mm into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2, %l2 = transform.structured.fuse_into_containing_op %fill into %l1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
