// A fusefuzz crash, fixed (10-minute default campaign of seed 20261127, case
// seed 6292420540330934644): tile-fuse-producers tiles the returned ops one
// after another. The first root (%v3) fuses %v2 with a yielded replacement;
// %v2, itself a returned root, is then replaced by the nest's result and
// erased, and the strategy went on to tile the erased op (a segfault in
// chooseTileParams). Roots erased by an earlier root's fusion are skipped.
// EXPECT: pass
// STRATEGY: tile-fuse-producers
// RUN: %fusefuzz replay %s | FileCheck %s
// CHECK: pass (5 fusions), expected pass: ok
// CHECK: rules fired: TileAndFuseProducer=3 TileAndFuseProducerYielded=2 TileConsumer=2
module attributes {fusefuzz.seed = 6292420540330934644 : i64, fusefuzz.policy = "0x704eae7228c8393f"} {
  func.func @case(%arg0: tensor<5x3xf32>) -> (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3x2xf32>) {
    %v0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [5, 1, 3] : tensor<5x3xf32> into tensor<5x1x3xf32>
    %g1_empty0 = tensor.empty() : tensor<5x1x3xf32>
    %g1_fillval0 = arith.constant -1.500000e+00 : f32
    %g1_fill0 = linalg.fill ins(%g1_fillval0 : f32) outs(%g1_empty0 : tensor<5x1x3xf32>) -> tensor<5x1x3xf32>
    %g1_empty1 = tensor.empty() : tensor<5x1x3xf32>
    %v1:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0, %v0 : tensor<5x1x3xf32>, tensor<5x1x3xf32>) outs(%g1_fill0, %g1_empty1 : tensor<5x1x3xf32>, tensor<5x1x3xf32>) {
    ^bb0(%g1_in0: f32, %g1_in1: f32, %g1_out0: f32, %g1_out1: f32):
      %g1_0 = linalg.index 1 : index
      %g1_1 = arith.index_cast %g1_0 : index to i32
      %g1_2 = arith.sitofp %g1_1 : i32 to f32
      %g1_3 = arith.minimumf %g1_2, %g1_in0 : f32
      %g1_4 = arith.constant 7.000000e+00 : f32
      %g1_5 = arith.maximumf %g1_in1, %g1_4 : f32
      linalg.yield %g1_3, %g1_5 : f32, f32
    } -> (tensor<5x1x3xf32>, tensor<5x1x3xf32>)
    %g2_empty1 = tensor.empty() : tensor<5x1x3xf32>
    %v2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v0 : tensor<5x1x3xf32>) outs(%v1#0, %g2_empty1 : tensor<5x1x3xf32>, tensor<5x1x3xf32>) {
    ^bb0(%g2_in0: f32, %g2_out0: f32, %g2_out1: f32):
      %g2_0 = arith.cmpf ord, %g2_in0, %g2_in0 : f32
      %g2_1 = arith.constant -1.500000e+00 : f32
      %g2_2 = arith.select %g2_0, %g2_1, %g2_in0 : f32
      %g2_3 = arith.constant 1.000000e+00 : f32
      %g2_4 = arith.cmpf une, %g2_3, %g2_in0 : f32
      %g2_5 = arith.constant 7.000000e+00 : f32
      %g2_6 = arith.select %g2_4, %g2_in0, %g2_5 : f32
      %g2_7 = arith.minimumf %g2_2, %g2_6 : f32
      %g2_8 = arith.cmpf ugt, %g2_7, %g2_in0 : f32
      %g2_9 = arith.constant -0.000000e+00 : f32
      %g2_10 = math.exp %g2_9 : f32
      %g2_11 = math.exp %g2_10 : f32
      %g2_12 = arith.divf %g2_in0, %g2_in0 : f32
      %g2_13 = math.absf %g2_12 : f32
      %g2_14 = arith.select %g2_8, %g2_11, %g2_13 : f32
      %g2_15 = arith.constant 0.000000e+00 : f32
      %g2_16 = arith.divf %g2_15, %g2_in0 : f32
      %g2_17 = arith.mulf %g2_16, %g2_in0 : f32
      %g2_18 = math.exp %g2_in0 : f32
      %g2_19 = arith.minimumf %g2_17, %g2_18 : f32
      linalg.yield %g2_14, %g2_19 : f32, f32
    } -> (tensor<5x1x3xf32>, tensor<5x1x3xf32>)
    %g3_empty0 = tensor.empty() : tensor<5x1x3x2xf32>
    %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v2#1, %v2#0 : tensor<5x1x3xf32>, tensor<5x1x3xf32>) outs(%g3_empty0 : tensor<5x1x3x2xf32>) {
    ^bb0(%g3_in0: f32, %g3_in1: f32, %g3_out0: f32):
      %g3_0 = arith.cmpf oeq, %g3_in1, %g3_in0 : f32
      %g3_1 = arith.constant 1.000000e+00 : f32
      %g3_2 = arith.maximumf %g3_in0, %g3_1 : f32
      %g3_3 = arith.cmpf olt, %g3_in1, %g3_2 : f32
      %g3_4 = arith.maximumf %g3_in1, %g3_in0 : f32
      %g3_5 = linalg.index 0 : index
      %g3_6 = arith.index_cast %g3_5 : index to i32
      %g3_7 = arith.sitofp %g3_6 : i32 to f32
      %g3_8 = arith.subf %g3_in0, %g3_7 : f32
      %g3_9 = arith.select %g3_3, %g3_4, %g3_8 : f32
      %g3_10 = arith.subf %g3_in1, %g3_in1 : f32
      %g3_11 = linalg.index 3 : index
      %g3_12 = arith.index_cast %g3_11 : index to i32
      %g3_13 = arith.sitofp %g3_12 : i32 to f32
      %g3_14 = arith.addf %g3_13, %g3_in0 : f32
      %g3_15 = arith.maximumf %g3_10, %g3_14 : f32
      %g3_16 = arith.select %g3_0, %g3_9, %g3_15 : f32
      linalg.yield %g3_16 : f32
    } -> tensor<5x1x3x2xf32>
    return %v1#1, %v2#1, %v3 : tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<5x1x3x2xf32>
  }
}
