// RUN: stablehlo-translate --interpret -split-input-file %s

// Dimension layouts and ranks; expected values derived by hand.

// 2-D NCHW: lhs 3x3 = [[1,2,3],[4,5,6],[7,8,9]], kernel [[1,2],[3,4]], stride [2, 1], pad rows [0, 1]:
// padded rows [1,2,3],[4,5,6],[7,8,9],[0,0,0]; windows at rows 0, 2 and columns 0, 1:
// 1+4+12+20 = 37, 2+6+15+24 = 47, 7+16 = 23, 8+18 = 26
func.func @nchw_2d() {
  %lhs = stablehlo.constant dense<[[[[1, 2, 3], [4, 5, 6], [7, 8, 9]]]]> : tensor<1x1x3x3xi64>
  %rhs = stablehlo.constant dense<[[[[1, 2], [3, 4]]]]> : tensor<1x1x2x2xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[0, 1], [0, 0]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x1x3x3xi64>, tensor<1x1x2x2xi64>) -> tensor<1x1x2x2xi64>
  check.expect_eq_const %result, dense<[[[[37, 47], [23, 26]]]]> : tensor<1x1x2x2xi64>
  func.return
}

// -----

// the same convolution in NHWC / HWIO layouts
func.func @nhwc_2d() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi64>
  %rhs = stablehlo.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[0, 1], [0, 0]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x3x1xi64>, tensor<2x2x1x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %result, dense<[[[[37], [47]], [[23], [26]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// lhs [f, 0, b] (f0 = [1, 2, 3], f1 = [4, 5, 6]), kernel [o, 0, i] (tap 0: i0 1, i1 10; tap 1: i0 100,
// i1 1000), result [0, f, b]: window 0 = 1 + 40 + 200 + 5000, window 1 = 2 + 50 + 300 + 6000
func.func @permuted_1d() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]], [[4], [5], [6]]]> : tensor<2x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1, 10], [100, 1000]]]> : tensor<1x2x2xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [f, 0, b]x[o, 0, i]->[0, f, b], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<2x3x1xi64>, tensor<1x2x2xi64>) -> tensor<2x1x1xi64>
  check.expect_eq_const %result, dense<[[[5241]], [[6352]]]> : tensor<2x1x1xi64>
  func.return
}

// -----

// 2-D with the spatial dimensions swapped between operands: lhs [b, 1, 0, f] (its dimension 1 is
// spatial 1), kernel [i, 1, o, 0] = the nhwc_2d kernel, result [f, 1, 0, b]: nhwc_2d's result transposed
func.func @permuted_2d() {
  %lhs = stablehlo.constant dense<[[[[1], [4], [7]], [[2], [5], [8]], [[3], [6], [9]]]]> : tensor<1x3x3x1xi64>
  %rhs = stablehlo.constant dense<[[[[1, 3]], [[2, 4]]]]> : tensor<1x2x1x2xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 1, 0, f]x[i, 1, o, 0]->[f, 1, 0, b], window = {stride = [2, 1], pad = [[0, 1], [0, 0]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x3x1xi64>, tensor<1x2x1x2xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %result, dense<[[[[37], [23]], [[47], [26]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// 3-D: x[a, b, c] = 1 + 4a + 2b + c on a 2x2x2 volume, kernel 2x1x2 [[[1, 10]], [[100, 1000]]]:
// window at b = 0: 1 + 20 + 500 + 6000, at b = 1: 3 + 40 + 700 + 8000
func.func @volume_3d() {
  %lhs = stablehlo.constant dense<[[[[[1], [2]], [[3], [4]]], [[[5], [6]], [[7], [8]]]]]> : tensor<1x2x2x2x1xi64>
  %rhs = stablehlo.constant dense<[[[[[1]], [[10]]]], [[[[100]], [[1000]]]]]> : tensor<2x1x2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x2x2x1xi64>, tensor<2x1x2x1x1xi64>) -> tensor<1x1x2x1x1xi64>
  check.expect_eq_const %result, dense<[[[[[6521]], [[8743]]]]]> : tensor<1x1x2x1x1xi64>
  func.return
}
