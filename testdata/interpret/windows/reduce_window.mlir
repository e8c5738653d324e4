// RUN: stablehlo-translate --interpret -split-input-file %s
// Hand-derived reduce_window cases (spec "reduce_window").

// The spec's example: base dilation 2, window dilation 3, padding [[2, 1], [0, 0]], stride 4.
func.func @reduce_window_spec_example() {
  %input = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
      padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [3, 4]]> : tensor<2x2xi64>
  func.return
}

// -----

// Max pool 2x2, stride 2.
func.func @reduce_window_max_pool() {
  %input = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0],
                                     [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]> : tensor<4x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    stablehlo.return %0 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[5.0, 7.0], [13.0, 15.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Negative low padding crops the first element: windows of [2, 3, 4, 5].
func.func @reduce_window_negative_padding() {
  %input = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[-1, 0]]> : tensor<1x2xi64>} : (tensor<5xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[5, 7, 9]> : tensor<3xi64>
  func.return
}

// -----

// cumsum: pad 2 below with the init value, window 3.
func.func @reduce_window_cumsum() {
  %input = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 3>, padding = dense<[[2, 0]]> : tensor<1x2xi64>} : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[1, 3, 6]> : tensor<3xi64>
  func.return
}

// -----

// The init value enters every window once: 10 + 1 + 2, 10 + 3 + 4.
func.func @reduce_window_init_not_identity() {
  %input = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %init = stablehlo.constant dense<10> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi64>, tensor<i64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[13, 17]> : tensor<2xi64>
  func.return
}

// -----

// Window dilation 3, stride 3: windows (0, 3), (3, 6), (6, 9).
func.func @reduce_window_dilated_window() {
  %input = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]> : tensor<10xi64>
  %init = stablehlo.constant dense<-100> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 3>, window_dilations = array<i64: 3>}
     : (tensor<10xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[3, 6, 9]> : tensor<3xi64>
  func.return
}

// -----

// Variadic reduce_window with an argmax body (larger value, ties to the smaller index).
func.func @reduce_window_variadic_argmax() {
  %values = stablehlo.constant dense<[3, 1, 4, 1, 5, 9, 2, 9]> : tensor<8xi64>
  %indices = stablehlo.iota dim = 0 : tensor<8xi64>
  %init_value = stablehlo.constant dense<-1000> : tensor<i64>
  %init_index = stablehlo.constant dense<0> : tensor<i64>
  %result:2 = "stablehlo.reduce_window"(%values, %indices, %init_value, %init_index) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
    %0 = stablehlo.compare GT, %arg0, %arg2 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %1 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %3 = stablehlo.and %1, %2 : tensor<i1>
    %4 = stablehlo.or %0, %3 : tensor<i1>
    %5 = stablehlo.select %4, %arg0, %arg2 : tensor<i1>, tensor<i64>
    %6 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
    stablehlo.return %5, %6 : tensor<i64>, tensor<i64>
  }) {window_dimensions = array<i64: 4>, window_strides = array<i64: 4>}
     : (tensor<8xi64>, tensor<8xi64>, tensor<i64>, tensor<i64>) -> (tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %result#0, dense<[4, 9]> : tensor<2xi64>
  check.expect_eq_const %result#1, dense<[2, 5]> : tensor<2xi64>
  func.return
}

// -----

// A body with a non-elementwise op (reshape) is folded window element by window element.
func.func @reduce_window_body_with_reshape() {
  %input = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.reshape %arg1 : (tensor<i64>) -> tensor<i64>
    %1 = stablehlo.add %arg0, %0 : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {window_dimensions = array<i64: 3>} : (tensor<4xi64>, tensor<i64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[6, 9]> : tensor<2xi64>
  func.return
}
