// RUN: stablehlo-translate --interpret -split-input-file %s

// stablehlo.dynamic_conv: padding is an operand (here i32, with a negative low edge).
// padding [-1, 1]: [2, 3, 4, 5, 0]; kernel [1, 10] -> [2+30, 3+40, 4+50, 5+0]
func.func @dynamic_conv_mixed_padding() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi64>
  %padding = stablehlo.constant dense<[[-1, 1]]> : tensor<1x2xi32>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 1>,
    lhs_dilation = array<i64: 1>,
    rhs_dilation = array<i64: 1>,
    window_reversal = array<i1: false>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x5x1xi64>, tensor<2x1x1xi64>, tensor<1x2xi32>) -> tensor<1x4x1xi64>
  check.expect_eq_const %result, dense<[[[32], [43], [54], [5]]]> : tensor<1x4x1xi64>
  func.return
}

// -----

// dynamic_conv with every window attribute absent (defaults: stride 1, no dilation, no reversal)
// and padding [2, 0]: [0, 0, 1, 2]; kernel [1, 10, 100] -> [0 + 0 + 100, 0 + 10 + 200]
func.func @dynamic_conv_defaults() {
  %lhs = stablehlo.constant dense<[[[1], [2]]]> : tensor<1x2x1xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi64>
  %padding = stablehlo.constant dense<[[2, 0]]> : tensor<1x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x2x1xi64>, tensor<3x1x1xi64>, tensor<1x2xi64>) -> tensor<1x2x1xi64>
  check.expect_eq_const %result, dense<[[[100], [210]]]> : tensor<1x2x1xi64>
  func.return
}
