// RUN: stablehlo-translate --interpret -split-input-file %s
// Hand-derived select_and_scatter cases (spec "select_and_scatter").

// The spec's example: GE selects the first maximum of each window.
func.func @select_and_scatter_spec_example() {
  %operand = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>
  %source = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>,
      padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>
  func.return
}

// -----

// GE keeps the first of equal maxima.
func.func @select_and_scatter_ge_ties_first() {
  %operand = stablehlo.constant dense<[3, 3, 1, 1]> : tensor<4xi64>
  %source = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[10, 0, 20, 0]> : tensor<4xi64>
  func.return
}

// -----

// GT replaces the choice on ties, so the last of equal maxima is selected.
func.func @select_and_scatter_gt_ties_last() {
  %operand = stablehlo.constant dense<[3, 3, 1, 1]> : tensor<4xi64>
  %source = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[0, 10, 0, 20]> : tensor<4xi64>
  func.return
}

// -----

// Overlapping windows selecting the same element add up there.
func.func @select_and_scatter_overlapping_windows() {
  %operand = stablehlo.constant dense<[1, 5, 2]> : tensor<3xi64>
  %source = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[0, 3, 0]> : tensor<3xi64>
  func.return
}

// -----

// Padding positions are never selected, even where every operand value is negative.
func.func @select_and_scatter_padding_skipped() {
  %operand = stablehlo.constant dense<[-4, -2]> : tensor<2xi64>
  %source = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>,
      padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>, tensor<2xi64>, tensor<i64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[7, 8]> : tensor<2xi64>
  func.return
}

// -----

// LE selects the first minimum; the scatter body is maximum.
func.func @select_and_scatter_le_with_maximum() {
  %operand = stablehlo.constant dense<[5.0, 1.0, 3.0, 2.0]> : tensor<4xf32>
  %source = stablehlo.constant dense<[7.0, -8.0]> : tensor<2xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %0 = stablehlo.compare LE, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    stablehlo.return %0 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[0.0, 7.0, 0.0, 0.0]> : tensor<4xf32>
  func.return
}

// -----

// A select body that is not a single compare: pick the larger absolute value.
func.func @select_and_scatter_abs_select() {
  %operand = stablehlo.constant dense<[1, -5, 4, 2]> : tensor<4xi64>
  %source = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.abs %arg0 : tensor<i64>
    %1 = stablehlo.abs %arg1 : tensor<i64>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[0, 10, 20, 0]> : tensor<4xi64>
  func.return
}

// -----

// The result is reduce(selected sources, init_value, scatter) (spec), so a non-identity init
// enters each element once: 1 + 1 + 2 where both windows select 5, 1 elsewhere.
func.func @select_and_scatter_init_not_identity() {
  %operand = stablehlo.constant dense<[1, 5, 2]> : tensor<3xi64>
  %source = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %init = stablehlo.constant dense<1> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[1, 4, 1]> : tensor<3xi64>
  func.return
}

// -----

// A select body with a non-elementwise op (reshape) is evaluated per window element.
func.func @select_and_scatter_select_with_reshape() {
  %operand = stablehlo.constant dense<[1, 5, 4, 2]> : tensor<4xi64>
  %source = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.reshape %arg1 : (tensor<i64>) -> tensor<i64>
    %1 = stablehlo.compare GE, %arg0, %0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[0, 10, 20, 0]> : tensor<4xi64>
  func.return
}
