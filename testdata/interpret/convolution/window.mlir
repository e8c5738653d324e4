// RUN: stablehlo-translate --interpret -split-input-file %s

// Window attributes of stablehlo.convolution on 1-D [b, 0, f] inputs; expected values derived by hand
// from the spec's semantics (pad with lhs_dilation - 1 interior zeros, windows every stride,
// taps every rhs_dilation, dot product with the kernel).

// lhs [1, 2, 3, 4, 5], kernel [1, 10], stride 2: windows [1, 2], [3, 4] -> [21, 43]
func.func @strides() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi64>, tensor<2x1x1xi64>) -> tensor<1x2x1xi64>
  check.expect_eq_const %result, dense<[[[21], [43]]]> : tensor<1x2x1xi64>
  func.return
}

// -----

// padded lhs [0, 1, 2, 3, 0], kernel [1, 10, 100] -> [0+10+200, 1+20+300, 2+30+0]
func.func @positive_padding() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi64>, tensor<3x1x1xi64>) -> tensor<1x3x1xi64>
  check.expect_eq_const %result, dense<[[[210], [321], [32]]]> : tensor<1x3x1xi64>
  func.return
}

// -----

// pad [-1, -2] leaves [2, 3]; kernel [1, 10] -> 2 + 30
func.func @negative_padding() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -2]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi64>, tensor<2x1x1xi64>) -> tensor<1x1x1xi64>
  check.expect_eq_const %result, dense<[[[32]]]> : tensor<1x1x1xi64>
  func.return
}

// -----

// pad [-1, 1]: [2, 3, 4, 5, 0]; kernel [1, 10] -> [2+30, 3+40, 4+50, 5+0]
func.func @mixed_padding() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, 1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi64>, tensor<2x1x1xi64>) -> tensor<1x4x1xi64>
  check.expect_eq_const %result, dense<[[[32], [43], [54], [5]]]> : tensor<1x4x1xi64>
  func.return
}

// -----

// lhs_dilation 2: [1, 0, 2, 0, 3]; kernel [1, 10] -> [1, 20, 2, 30]
func.func @lhs_dilation() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi64>, tensor<2x1x1xi64>) -> tensor<1x4x1xi64>
  check.expect_eq_const %result, dense<[[[1], [20], [2], [30]]]> : tensor<1x4x1xi64>
  func.return
}

// -----

// dilated [1, 0, 2, 0, 3], pad [-1, 0]: [0, 2, 0, 3]; kernel [1, 10] -> [20, 2, 30]
func.func @lhs_dilation_negative_padding() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, 0]], lhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi64>, tensor<2x1x1xi64>) -> tensor<1x3x1xi64>
  check.expect_eq_const %result, dense<[[[20], [2], [30]]]> : tensor<1x3x1xi64>
  func.return
}

// -----

// rhs_dilation 3: taps 0 and 3 of each window; kernel [1, 10] -> [1+40, 2+50]
func.func @rhs_dilation() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [3]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xi64>, tensor<2x1x1xi64>) -> tensor<1x2x1xi64>
  check.expect_eq_const %result, dense<[[[41], [52]]]> : tensor<1x2x1xi64>
  func.return
}

// -----

// reversed windows [2, 1], [3, 2]; kernel [1, 10] -> [2+10, 3+20]
func.func @window_reversal() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi64>, tensor<2x1x1xi64>) -> tensor<1x2x1xi64>
  check.expect_eq_const %result, dense<[[[12], [23]]]> : tensor<1x2x1xi64>
  func.return
}

// -----

// padding so large a negative that no window fits: an empty result
func.func @no_window_fits() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-2, -1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi64>, tensor<2x1x1xi64>) -> tensor<1x0x1xi64>
  %size = stablehlo.get_dimension_size %result, dim = 1 : (tensor<1x0x1xi64>) -> tensor<i32>
  check.expect_eq_const %size, dense<0> : tensor<i32>
  func.return
}

// -----

// the generic form with window_reversal as a dense i1 tensor: reversed windows [2, 1], [3, 2]
func.func @window_reversal_dense_attribute() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = dense<1> : tensor<1xi64>,
    padding = dense<0> : tensor<1x2xi64>,
    lhs_dilation = dense<1> : tensor<1xi64>,
    rhs_dilation = dense<1> : tensor<1xi64>,
    window_reversal = dense<true> : tensor<1xi1>,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0],
      output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x3x1xi64>, tensor<2x1x1xi64>) -> tensor<1x2x1xi64>
  check.expect_eq_const %result, dense<[[[12], [23]]]> : tensor<1x2x1xi64>
  func.return
}
