// RUN: stablehlo-translate --interpret -split-input-file %s

// the spec's examples (feature_index = 2)
func.func @inference_spec_example() {
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %one = stablehlo.constant dense<1.0> : tensor<2xf64>
  %mean = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %r = "stablehlo.batch_norm_inference"(%x, %one, %one, %mean, %one) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  check.expect_almost_eq_const %r, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
  func.return
}

// -----

func.func @training_spec_example() {
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %one = stablehlo.constant dense<1.0> : tensor<2xf64>
  %r:3 = "stablehlo.batch_norm_training"(%x, %one, %one) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %r#0, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
  check.expect_almost_eq_const %r#1, dense<[2.0, 3.0]> : tensor<2xf64>
  check.expect_almost_eq_const %r#2, dense<[1.0, 1.0]> : tensor<2xf64>
  func.return
}

// -----

func.func @grad_spec_example() {
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %one = stablehlo.constant dense<1.0> : tensor<2xf64>
  %mean = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %g = stablehlo.constant dense<0.1> : tensor<2x2x2xf64>
  %r:3 = "stablehlo.batch_norm_grad"(%x, %one, %mean, %one, %g) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %r#0, dense<0.0> : tensor<2x2x2xf64>
  check.expect_almost_eq_const %r#1, dense<[0.0, 0.0]> : tensor<2xf64>
  check.expect_almost_eq_const %r#2, dense<[0.4, 0.4]> : tensor<2xf64>
  func.return
}

// -----

// x = [1, 4], mean 2, variance 1, scale 2, g = [1, 1]: centered [-1, 2], i6 = [1, -2],
// grad_operand = 2 / 1 / 2 * i6, grad_scale = sum(g * normalized) = 1, grad_offset = 2
func.func @grad_nonzero() {
  %x = stablehlo.constant dense<[[1.0], [4.0]]> : tensor<2x1xf32>
  %scale = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  %mean = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  %var = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %g = stablehlo.constant dense<1.0> : tensor<2x1xf32>
  %r:3 = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x1xf32>) -> (tensor<2x1xf32>, tensor<1xf32>, tensor<1xf32>)
  check.expect_almost_eq_const %r#0, dense<[[1.0], [-2.0]]> : tensor<2x1xf32>
  check.expect_almost_eq_const %r#1, dense<[1.0]> : tensor<1xf32>
  check.expect_almost_eq_const %r#2, dense<[2.0]> : tensor<1xf32>
  func.return
}

// -----

// feature_index = 0 and epsilon: variance [3, 0] + 1 -> stddev [2, 1]
func.func @inference_epsilon_feature_0() {
  %x = stablehlo.constant dense<[[5.0, 1.0], [2.0, 7.0]]> : tensor<2x2xbf16>
  %scale = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xbf16>
  %offset = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xbf16>
  %mean = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  %var = stablehlo.constant dense<[3.0, 0.0]> : tensor<2xbf16>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 1.0 : f32, feature_index = 0 : i64} : (tensor<2x2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>) -> tensor<2x2xbf16>
  // row 0: 2 * (x - 1) / 2 + 1; row 1: 3 * (x - 2) / 1 - 1
  check.expect_almost_eq_const %r, dense<[[5.0, 1.0], [-1.0, 14.0]]> : tensor<2x2xbf16>
  func.return
}

// -----

// biased variance: feature 0 holds [1, 3] (mean 2, variance 1), feature 1 holds [2, 2]
func.func @training_feature_0() {
  %x = stablehlo.constant dense<[[1.0, 3.0], [2.0, 2.0]]> : tensor<2x2xf32>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 5.0]> : tensor<2xf32>
  %r:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 0 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %r#1, dense<[2.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %r#2, dense<[1.0, 0.0]> : tensor<2xf32>
  check.expect_almost_eq_const %r#0, dense<[[-1.0, 1.0], [0x7FC00000, 0x7FC00000]]> : tensor<2x2xf32>
  func.return
}
