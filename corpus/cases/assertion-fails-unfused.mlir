// The case's own assertion fails at its sizes (3 rows, not 4): the unfused
// function cannot run, and the message names the assertion. Both
// executors check it; the JIT's assertion calls back into the harness
// rather than aborting the process.
// EXPECT: unsupported
// RUN: %fusefuzz check %s | FileCheck %s
// CHECK: unsupported (0 fusions): {{.*}}assertion-fails-unfused.mlir: the unfused function could not be run
// CHECK: cf.assert (line {{[0-9]+}}): four rows
func.func @f(%a: tensor<?x4xf32> {fusefuzz.shape = array<i64: 3, 4>}) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %four = arith.cmpi eq, %n, %c4 : index
  cf.assert %four, "four rows"
  %0 = arith.addf %a, %a : tensor<?x4xf32>
  %1 = arith.mulf %0, %a : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
