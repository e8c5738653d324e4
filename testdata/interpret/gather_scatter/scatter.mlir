// RUN: stablehlo-translate --interpret -split-input-file %s
// Hand-derived scatter cases (spec "scatter"); updates run in row-major order of the updates.

// Scatter-add with a duplicate index; out-of-bounds indices 7 and -1 are skipped.
func.func @scatter_add_duplicates_and_out_of_bounds() {
  %input = stablehlo.constant dense<[0, 0, 0, 0]> : tensor<4xi64>
  %indices = stablehlo.constant dense<[[1], [3], [1], [7], [-1]]> : tensor<5x1xi64>
  %updates = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<4xi64>, tensor<5x1xi64>, tensor<5xi64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[0, 4, 0, 2]> : tensor<4xi64>
  func.return
}

// -----

// A window crossing the end: each update element is checked on its own (index 5 is skipped).
func.func @scatter_window_partly_out_of_bounds() {
  %input = stablehlo.constant dense<[0, 0, 0, 0, 0]> : tensor<5xi64>
  %indices = stablehlo.constant dense<[[3]]> : tensor<1x1xi64>
  %updates = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<5xi64>, tensor<1x1xi64>, tensor<1x3xi64>) -> tensor<5xi64>
  check.expect_eq_const %result, dense<[0, 0, 0, 1, 2]> : tensor<5xi64>
  func.return
}

// -----

// A body returning the update: duplicates resolved in update order, the last one wins.
func.func @scatter_replace_last_wins() {
  %input = stablehlo.constant dense<[0, 0, 0]> : tensor<3xi64>
  %indices = stablehlo.constant dense<[[0], [0], [2]]> : tensor<3x1xi64>
  %updates = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    stablehlo.return %arg1 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<3xi64>, tensor<3x1xi64>, tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[6, 0, 7]> : tensor<3xi64>
  func.return
}

// -----

// An order-sensitive body (update - current): 3 - 10 = -7, then 5 - (-7) = 12.
func.func @scatter_general_body_in_order() {
  %input = stablehlo.constant dense<[10, 0]> : tensor<2xi64>
  %indices = stablehlo.constant dense<[[0], [0]]> : tensor<2x1xi64>
  %updates = stablehlo.constant dense<[3, 5]> : tensor<2xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.subtract %arg1, %arg0 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<2xi64>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[12, 0]> : tensor<2xi64>
  func.return
}

// -----

// Variadic scatter: (a, b) <- (a + u, max(b, v)).
func.func @scatter_variadic() {
  %a = stablehlo.constant dense<[1, 1, 1]> : tensor<3xi64>
  %b = stablehlo.constant dense<[5, 5, 5]> : tensor<3xi64>
  %indices = stablehlo.constant dense<[[0], [2], [0]]> : tensor<3x1xi64>
  %u = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %v = stablehlo.constant dense<[4, 9, 1]> : tensor<3xi64>
  %result:2 = "stablehlo.scatter"(%a, %b, %indices, %u, %v) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg2 : tensor<i64>
    %1 = stablehlo.maximum %arg1, %arg3 : tensor<i64>
    stablehlo.return %0, %1 : tensor<i64>, tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<3xi64>, tensor<3xi64>, tensor<3x1xi64>, tensor<3xi64>, tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
  check.expect_eq_const %result#0, dense<[5, 1, 3]> : tensor<3xi64>
  check.expect_eq_const %result#1, dense<[5, 5, 9]> : tensor<3xi64>
  func.return
}

// -----

func.func @scatter_multiply() {
  %input = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %indices = stablehlo.constant dense<[[0], [0], [1]]> : tensor<3x1xi64>
  %updates = stablehlo.constant dense<[3, 4, 5]> : tensor<3xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<2xi64>, tensor<3x1xi64>, tensor<3xi64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[24, 15]> : tensor<2xi64>
  func.return
}

// -----

func.func @scatter_minimum_f32() {
  %input = stablehlo.constant dense<[5.0, 5.0]> : tensor<2xf32>
  %indices = stablehlo.constant dense<[[0], [0], [1]]> : tensor<3x1xi64>
  %updates = stablehlo.constant dense<[7.0, 1.5, 9.0]> : tensor<3xf32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %0 = stablehlo.minimum %arg0, %arg1 : tensor<f32>
    stablehlo.return %0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<2xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[1.5, 5.0]> : tensor<2xf32>
  func.return
}

// -----

// Batching dims: batch b of the indices writes into batch b of the input.
func.func @scatter_batching_dims() {
  %input = stablehlo.constant dense<0> : tensor<2x3xi64>
  %indices = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %updates = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0],
        scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}
     : (tensor<2x3xi64>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x3xi64>
  check.expect_eq_const %result, dense<[[0, 0, 7], [8, 0, 0]]> : tensor<2x3xi64>
  func.return
}

// -----

// index_vector_dim = 0: columns of the indices are (row, column) points.
func.func @scatter_index_vector_dim_zero() {
  %input = stablehlo.constant dense<0> : tensor<2x2xi64>
  %indices = stablehlo.constant dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>
  %updates = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
    stablehlo.return %0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1],
        scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 0>}
     : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 3], [0, 4]]> : tensor<2x2xi64>
  func.return
}

// -----

// A body with a non-elementwise op (reshape) runs once per update, in order: 3 - 10, then 5 - (-7).
func.func @scatter_body_with_reshape() {
  %input = stablehlo.constant dense<[10, 0]> : tensor<2xi64>
  %indices = stablehlo.constant dense<[[0], [0]]> : tensor<2x1xi64>
  %updates = stablehlo.constant dense<[3, 5]> : tensor<2xi64>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
    %0 = stablehlo.reshape %arg1 : (tensor<i64>) -> tensor<i64>
    %1 = stablehlo.subtract %0, %arg0 : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<2xi64>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[12, 0]> : tensor<2xi64>
  func.return
}
