// RUN: stablehlo-translate --interpret -split-input-file %s
// Hand-derived gather cases (spec "gather"); expected values worked out from the spec's formulas.

// Rows of a 3x2 table; start indices clamped to [0, 3 - 1]: 5 -> 2, -1 -> 0.
func.func @gather_rows_clamped() {
  %operand = stablehlo.constant dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi64>
  %indices = stablehlo.constant dense<[[2], [5], [-1]]> : tensor<3x1xi64>
  %result = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false
  } : (tensor<3x2xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %result, dense<[[4, 5], [4, 5], [0, 1]]> : tensor<3x2xi64>
  func.return
}

// -----

// index_vector_dim == rank(start_indices): every element is a 1-element index vector.
func.func @gather_index_vector_dim_is_rank() {
  %operand = stablehlo.constant dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi64>
  %indices = stablehlo.constant dense<[1, 0, 9]> : tensor<3xi64>
  %result = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xi64>, tensor<3xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %result, dense<[[2, 3], [0, 1], [4, 5]]> : tensor<3x2xi64>
  func.return
}

// -----

// A 3-element window that is not collapsed: start 4 is clamped to 6 - 3 = 3.
func.func @gather_window_clamped() {
  %operand = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>
  %indices = stablehlo.constant dense<[[4], [1]]> : tensor<2x1xi64>
  %result = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 3>
  } : (tensor<6xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
  check.expect_eq_const %result, dense<[[3, 4, 5], [1, 2, 3]]> : tensor<2x3xi64>
  func.return
}

// -----

// index_vector_dim = 0: the columns of start_indices are (row, column) points; both dims collapsed.
func.func @gather_index_vector_dim_zero() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi64>
  %indices = stablehlo.constant dense<[[0, 1, 2], [3, 2, 1]]> : tensor<2x3xi64>
  %result = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1],
                                          index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<3x4xi64>, tensor<2x3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[3, 6, 9]> : tensor<3xi64>
  func.return
}

// -----

// Batching dims: batch b of the indices reads from batch b of the operand.
func.func @gather_batching_dims() {
  %operand = stablehlo.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi64>
  %indices = stablehlo.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi64>
  %result = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0],
                                          start_indices_batching_dims = [0], start_index_map = [1],
                                          index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<2x3xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[12, 10], [21, 21]]> : tensor<2x2xi64>
  func.return
}

// -----

// Batching dim of the indices after index_vector_dim, offset dim placed first in the result.
func.func @gather_batching_after_index_vector_dim() {
  %operand = stablehlo.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi64>
  %indices = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi64>
  %result = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [0], operand_batching_dims = [0],
                                          start_indices_batching_dims = [1], start_index_map = [1],
                                          index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<2x3xi64>, tensor<1x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[11, 20], [12, 21]]> : tensor<2x2xi64>
  func.return
}

// -----

func.func @dynamic_gather_rows() {
  %operand = stablehlo.constant dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi64>
  %indices = stablehlo.constant dense<[[2], [5], [-1]]> : tensor<3x1xi64>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>
  } : (tensor<3x2xi64>, tensor<3x1xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %result, dense<[[4, 5], [4, 5], [0, 1]]> : tensor<3x2xi64>
  func.return
}
