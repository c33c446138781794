// `run --transform-script` fuzzes one schedule over generated cases: the
// ops a case returns are marked __root__ for the script's match, a case the
// script does not fit is a refusal named by the interpreter's diagnostic,
// and a finding's report names the script and the command that replays it.
// Seed 11225673450860287876 among these 40 cases is refuted by the
// end-to-end proof through the script: the fused function's slice of a
// strided read runs out of bounds where another loop is empty (execution
// at the counterexample's sizes fails the runtime check too), the known
// upstream tiling bug its signature names by the fact read from the fused
// IR (sizes/slice-out-of-bounds/strided-read), whoever fused; six tile a
// reduction dim into the scf.forall, a race the proof refutes and the
// interpreter records (the known forall reduction race); three others meet
// the known fuse_into_containing_op crash.
// EXPECT: pass
// RUN: rm -rf %t && %fusefuzz run --cases 40 --seed 6 --jobs 1 --no-progress --transform-script %S/tile-roots-fuse-first-producer.script --out %t 2>&1 | FileCheck %s
// CHECK: fusefuzz: seed 6, transform script {{.*}}tile-roots-fuse-first-producer.script on cases of strategy all, 40 cases
// (Counts are not pinned: the known use-after-free in
// fuse_into_containing_op crashes some of these cases, or not.)
// CHECK: strategy schedule {{.*}}tile-roots-fuse-first-producer.script: {{[0-9]+}} of 40 cases had at least one fusion
// CHECK: fusions by rule: UserSchedule={{[0-9]+}}
// CHECK: refused pairs: schedule:failed: could not find a producer for operand number: 0 of={{[0-9]+}}
// CHECK: equivalence: {{[0-9]+}} proved, 7 refuted
// CHECK: known {{[0-9]+}}x the forall reduction race refuted by the end-to-end proof
// CHECK: KNOWN *:*:sizes/slice-out-of-bounds/strided-read: 1x proof-failure:UserSchedule:sizes/slice-out-of-bounds/strided-read
// RUN: FileCheck %s --check-prefix=REPORT < %t/proof-failure-schedule-seed11225673450860287876/report.txt
// REPORT: strategy:  transform script {{.*}}tile-roots-fuse-first-producer.script
// REPORT: reproduce: {{.*}} check {{.*}}case.mlir --transform-script {{.*}}tile-roots-fuse-first-producer.script
// (As a case of its own, this file is one function checked by the default
// strategies.)
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
