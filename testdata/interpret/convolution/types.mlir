// RUN: stablehlo-translate --interpret -split-input-file %s

// Element types: integer wrap-around, exact 64-bit sums, float accumulation width, complex.

// 100 + 100 = 200 wraps to -56 in i8
func.func @i8_wraps() {
  %lhs = stablehlo.constant dense<[[[100], [100]]]> : tensor<1x2x1xi8>
  %rhs = stablehlo.constant dense<1> : tensor<2x1x1xi8>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xi8>, tensor<2x1x1xi8>) -> tensor<1x1x1xi8>
  check.expect_eq_const %result, dense<-56> : tensor<1x1x1xi8>
  func.return
}

// -----

// i8 operands, i32 result (as upstream's convolution_op_test_si8): 100 * 100 + 100 * 100 exactly
func.func @i8_to_i32() {
  %lhs = stablehlo.constant dense<[[[100], [100]]]> : tensor<1x2x1xi8>
  %rhs = stablehlo.constant dense<100> : tensor<2x1x1xi8>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xi8>, tensor<2x1x1xi8>) -> tensor<1x1x1xi32>
  check.expect_eq_const %result, dense<20000> : tensor<1x1x1xi32>
  func.return
}

// -----

// 200 + 100 = 300 wraps to 44 in ui8
func.func @ui8_wraps() {
  %lhs = stablehlo.constant dense<[[[200], [100]]]> : tensor<1x2x1xui8>
  %rhs = stablehlo.constant dense<1> : tensor<2x1x1xui8>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xui8>, tensor<2x1x1xui8>) -> tensor<1x1x1xui8>
  check.expect_eq_const %result, dense<44> : tensor<1x1x1xui8>
  func.return
}

// -----

// 2^40 * 2^20 + 1 * 1 = 2^60 + 1, beyond float64's exact integers
func.func @i64_exact() {
  %lhs = stablehlo.constant dense<[[[1099511627776], [1]]]> : tensor<1x2x1xi64>
  %rhs = stablehlo.constant dense<[[[1048576]], [[1]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xi64>, tensor<2x1x1xi64>) -> tensor<1x1x1xi64>
  check.expect_eq_const %result, dense<1152921504606846977> : tensor<1x1x1xi64>
  func.return
}

// -----

// f32 with padding and stride: padded [0, 0.5, 1.5, 2.5, 0], kernel [2, -1, 0.25], stride 2
// window 0: 0 - 0.5 + 0.375 = -0.125; window 1: 3 - 2.5 + 0 = 0.5
func.func @f32() {
  %lhs = stablehlo.constant dense<[[[0.5], [1.5], [2.5]]]> : tensor<1x3x1xf32>
  %rhs = stablehlo.constant dense<[[[2.0]], [[-1.0]], [[0.25]]]> : tensor<3x1x1xf32>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xf32>, tensor<3x1x1xf32>) -> tensor<1x2x1xf32>
  check.expect_eq_const %result, dense<[[[-0.125], [0.5]]]> : tensor<1x2x1xf32>
  func.return
}

// -----

// bf16 accumulates in f32: 256 + 1 + 1 + 1 = 259 rounds (ties to even) to 260 in bf16;
// summing in bf16 would give 256 (256 + 1 rounds back to 256 at each step)
func.func @bf16_accumulates_in_f32() {
  %lhs = stablehlo.constant dense<[[[256.0], [1.0], [1.0], [1.0]]]> : tensor<1x4x1xbf16>
  %rhs = stablehlo.constant dense<1.0> : tensor<4x1x1xbf16>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x4x1xbf16>, tensor<4x1x1xbf16>) -> tensor<1x1x1xbf16>
  check.expect_eq_const %result, dense<260.0> : tensor<1x1x1xbf16>
  func.return
}

// -----

// bf16 operands, f32 result: the f32 sum 259 is kept
func.func @bf16_to_f32() {
  %lhs = stablehlo.constant dense<[[[256.0], [1.0], [1.0], [1.0]]]> : tensor<1x4x1xbf16>
  %rhs = stablehlo.constant dense<1.0> : tensor<4x1x1xbf16>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x4x1xbf16>, tensor<4x1x1xbf16>) -> tensor<1x1x1xf32>
  check.expect_eq_const %result, dense<259.0> : tensor<1x1x1xf32>
  func.return
}

// -----

// (1 + 2i)(1 - i) + (3 + 4i)(2i) = (3 + i) + (-8 + 6i) = -5 + 7i
func.func @complex64() {
  %lhs = stablehlo.constant dense<[[[(1.0, 2.0)], [(3.0, 4.0)]]]> : tensor<1x2x1xcomplex<f32>>
  %rhs = stablehlo.constant dense<[[[(1.0, -1.0)]], [[(0.0, 2.0)]]]> : tensor<2x1x1xcomplex<f32>>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x1x1xcomplex<f32>>
  check.expect_eq_const %result, dense<(-5.0, 7.0)> : tensor<1x1x1xcomplex<f32>>
  func.return
}
