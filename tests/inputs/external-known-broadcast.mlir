// Seed 9631776784834636047: upstream linalg-fuse-elementwise-ops keeps an
// outs-reading producer result under a broadcasting consumer map (the known
// elementwise-broadcast-reads-outs bug). Through --opt-tool mlir-opt it must
// be recognized as that known finding, not as a new mismatch:FuseExternal.
module attributes {fusefuzz.seed = -8814967288874915569 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<5x?x2x4xi32> {fusefuzz.shape = array<i64: 5, 5, 2, 4>}, %arg1: tensor<5x2xf32>) -> (tensor<5x2xf32>) {
    %cst0 = arith.constant dense<[5.000000e-01, 5.000000e-01, -3.000000e+00, -0.000000e+00, 7.000000e+00]> : tensor<5xf32>
    %g0_empty0 = tensor.empty() : tensor<5xf32>
    %g0_fillval0 = arith.constant 0.000000e+00 : f32
    %g0_fill0 = linalg.fill ins(%g0_fillval0 : f32) outs(%g0_empty0 : tensor<5xf32>) -> tensor<5xf32>
    %v0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst0 : tensor<5xf32>) outs(%g0_fill0 : tensor<5xf32>) {
    ^bb0(%g0_in0: f32, %g0_out0: f32):
      %g0_0 = arith.addf %g0_in0, %g0_in0 : f32
      %g0_1 = arith.cmpf une, %g0_in0, %g0_out0 : f32
      %g0_2 = arith.select %g0_1, %g0_out0, %g0_out0 : f32
      %g0_3 = arith.cmpf oge, %g0_2, %g0_in0 : f32
      %g0_4 = arith.constant 7.000000e+00 : f32
      %g0_5 = arith.divf %g0_4, %g0_out0 : f32
      %g0_6 = arith.select %g0_3, %g0_5, %g0_out0 : f32
      %g0_7 = arith.minimumf %g0_0, %g0_6 : f32
      linalg.yield %g0_7 : f32
    } -> tensor<5xf32>
    %g1_c0_1 = arith.constant 1 : index
    %g1_d0_1 = tensor.dim %arg0, %g1_c0_1 : tensor<5x?x2x4xi32>
    %g1_empty0 = tensor.empty(%g1_d0_1) : tensor<5x?x4x2xf32>
    %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v0, %arg0, %arg0 : tensor<5xf32>, tensor<5x?x2x4xi32>, tensor<5x?x2x4xi32>) outs(%g1_empty0 : tensor<5x?x4x2xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: i32, %g1_in2: i32, %g1_out0: f32):
      %g1_0 = arith.constant 0.000000e+00 : f32
      %g1_1 = math.absf %g1_0 : f32
      %g1_2 = arith.cmpf oeq, %g1_in0, %g1_1 : f32
      %g1_3 = math.absf %g1_in0 : f32
      %g1_4 = arith.select %g1_2, %g1_3, %g1_in0 : f32
      linalg.yield %g1_4 : f32
    } -> tensor<5x?x4x2xf32>
    %v2 = linalg.reduce ins(%v1 : tensor<5x?x4x2xf32>) outs(%arg1 : tensor<5x2xf32>) dimensions = [1, 2]
      (%g2_in0: f32, %g2_out0: f32) {
        %g2_0 = arith.minimumf %g2_out0, %g2_in0 : f32
        linalg.yield %g2_0 : f32
      }
    return %v2 : tensor<5x2xf32>
  }
}
