// RUN: stablehlo-translate --interpret -split-input-file %s

// Quantized dot_general / convolution (dequantize_op_quantize) and hybrid ones
// (hybrid_dequantize_then_op: float lhs, quantized rhs, float result).

// lhs (0.5:0) = [[1, 2], [3, -1]], rhs (0.25:0) = [[1, 2], [-1, 3]];
// lhs . rhs = [[-1, 8], [4, 3]], quantized with 0.5:2 -> [[0, 18], [10, 8]].
func.func @dot_general_quantized() {
  %lhs = stablehlo.constant dense<[[2, 4], [6, -2]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5:0>>
  %rhs = stablehlo.constant dense<[[4, 8], [-4, 12]]> : tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:0>>, tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:2>>
  %s = stablehlo.bitcast_convert %r : (tensor<2x2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x2xi8>
  check.expect_eq_const %s, dense<[[0, 18], [10, 8]]> : tensor<2x2xi8>
  func.return
}

// -----

// The same product with a per-axis rhs (dimension 1: 0.25 and 0.5) and a per-axis result
// (dimension 1: 0.5 and 0.25): [[-1, 8], [4, 3]] -> [[-2, 32], [8, 12]].
func.func @dot_general_per_axis() {
  %lhs = stablehlo.constant dense<[[2, 4], [6, -2]]> : tensor<2x2x!quant.uniform<i8:f32, 0.5:0>>
  %rhs = stablehlo.constant dense<[[4, 4], [-4, 6]]> : tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0, 0.5:0}>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:0>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0, 0.5:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>
  %s = stablehlo.bitcast_convert %r : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>) -> tensor<2x2xi8>
  check.expect_eq_const %s, dense<[[-2, 32], [8, 12]]> : tensor<2x2xi8>
  func.return
}

// -----

// hybrid: float lhs, quantized rhs (0.25:0) = [[1, 2], [-1, 3]], float result.
func.func @dot_general_hybrid() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, -1.0]]> : tensor<2x2xf32>
  %rhs = stablehlo.constant dense<[[4, 8], [-4, 12]]> : tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[-1.0, 8.0], [4.0, 3.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// 1-d convolution of [1, 2, 3, 4] (0.5:0) with the kernel [1, 0.5] (0.5:0): [2, 3.5, 5];
// quantized with 1.0:0 -> [2, 4, 5] (3.5 is a tie, rounded to even).
func.func @convolution_quantized() {
  %lhs = stablehlo.constant dense<[[[2], [4], [6], [8]]]> : tensor<1x4x1x!quant.uniform<i8:f32, 0.5:0>>
  %rhs = stablehlo.constant dense<[[[2]], [[1]]]> : tensor<2x1x1x!quant.uniform<i8:f32, 0.5:0>>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x4x1x!quant.uniform<i8:f32, 0.5:0>>, tensor<2x1x1x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<1x3x1x!quant.uniform<i8:f32, 1.0:0>>
  %s = stablehlo.bitcast_convert %r : (tensor<1x3x1x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<1x3x1xi8>
  check.expect_eq_const %s, dense<[[[2], [4], [5]]]> : tensor<1x3x1xi8>
  func.return
}

// -----

// hybrid convolution: float lhs [1, 2, 3, 4], quantized kernel (0.25:0) = [4 * 0.25, 2 * 0.25] = [1, 0.5].
func.func @convolution_hybrid() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<[[[4]], [[2]]]> : tensor<2x1x1x!quant.uniform<i8:f32, 0.25:0>>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x4x1xf32>, tensor<2x1x1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1x3x1xf32>
  check.expect_eq_const %r, dense<[[[2.0], [3.5], [5.0]]]> : tensor<1x3x1xf32>
  func.return
}
