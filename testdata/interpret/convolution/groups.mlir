// RUN: stablehlo-translate --interpret -split-input-file %s

// feature_group_count and batch_group_count (spec: split lhs features / lhs batch and the kernel's
// output features into the groups, convolve group by group, concatenate along output features).

// features f0 = [1, 2], f1 = [3, 4]; kernel outputs [1, 10 | 100, 1000]:
// group 0 (f0): [1, 2], [10, 20]; group 1 (f1): [300, 400], [3000, 4000]
func.func @feature_groups() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi64>
  %rhs = stablehlo.constant dense<[[[1]], [[10]], [[100]], [[1000]]]> : tensor<4x1x1xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
    : (tensor<1x2x2xi64>, tensor<4x1x1xi64>) -> tensor<1x4x2xi64>
  check.expect_eq_const %result, dense<[[[1, 2], [10, 20], [300, 400], [3000, 4000]]]> : tensor<1x4x2xi64>
  func.return
}

// -----

// two input features per group: group 0 sums f0 + 10 f1, group 1 sums 100 f2 + 1000 f3
func.func @feature_groups_two_features_each() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3, 4]], [[5, 6, 7, 8]]]> : tensor<2x1x4xi64>
  %rhs = stablehlo.constant dense<[[[1, 100], [10, 1000]]]> : tensor<1x2x2xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
    : (tensor<2x1x4xi64>, tensor<1x2x2xi64>) -> tensor<2x1x2xi64>
  check.expect_eq_const %result, dense<[[[21, 4300]], [[65, 8700]]]> : tensor<2x1x2xi64>
  func.return
}

// -----

// batches b0 = [1, 2], b1 = [3, 4]; kernel outputs [1, 10 | 100, 1000]:
// result batch 0 features: b0 * 1, b0 * 10, b1 * 100, b1 * 1000
func.func @batch_groups() {
  %lhs = stablehlo.constant dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi64>
  %rhs = stablehlo.constant dense<[[[1, 10, 100, 1000]]]> : tensor<1x1x4xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
    : (tensor<2x2x1xi64>, tensor<1x1x4xi64>) -> tensor<1x2x4xi64>
  check.expect_eq_const %result, dense<[[[1, 10, 300, 3000], [2, 20, 400, 4000]]]> : tensor<1x2x4xi64>
  func.return
}

// -----

// 4 batches in 2 groups of 2: batches 0, 1 meet output feature 0 (x1), batches 2, 3 feature 1 (x10)
func.func @batch_groups_two_batches_each() {
  %lhs = stablehlo.constant dense<[[[1]], [[2]], [[3]], [[4]]]> : tensor<4x1x1xi64>
  %rhs = stablehlo.constant dense<[[[1, 10]]]> : tensor<1x1x2xi64>
  %result = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
    : (tensor<4x1x1xi64>, tensor<1x1x2xi64>) -> tensor<2x1x2xi64>
  check.expect_eq_const %result, dense<[[[1, 30]], [[2, 40]]]> : tensor<2x1x2xi64>
  func.return
}
