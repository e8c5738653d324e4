// RUN: stablehlo-translate --interpret -split-input-file %s

// L = [[2, 0], [1, 1]] (upper triangle garbage), L x = [4, 5] -> x = [2, 3]
func.func @left_lower() {
  %a = stablehlo.constant dense<[[2.0, 9.0], [1.0, 1.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[4.0], [5.0]]> : tensor<2x1xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_almost_eq_const %r, dense<[[2.0], [3.0]]> : tensor<2x1xf32>
  func.return
}

// -----

// unit diagonal: the stored diagonal (5, 7) is not read; [[1, 0], [1, 1]] x = [4, 5] -> [4, 1]
func.func @left_lower_unit_diagonal() {
  %a = stablehlo.constant dense<[[5.0, 9.0], [1.0, 7.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[4.0], [5.0]]> : tensor<2x1xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_almost_eq_const %r, dense<[[4.0], [1.0]]> : tensor<2x1xf32>
  func.return
}

// -----

// x U^T = b with U = [[2, 1], [0, 1]]: x [[2, 0], [1, 1]] = [7, 3] -> x = [2, 3]
func.func @right_upper_transpose() {
  %a = stablehlo.constant dense<[[2.0, 1.0], [-4.0, 1.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[7.0, 3.0]]> : tensor<1x2xf64>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf64>, tensor<1x2xf64>) -> tensor<1x2xf64>
  check.expect_almost_eq_const %r, dense<[[2.0, 3.0]]> : tensor<1x2xf64>
  func.return
}

// -----

// L^H x = b with L = [[1, 0], [i, 1]]: L^H = [[1, -i], [0, 1]]; x = [1 + 2i, 2]
func.func @left_lower_adjoint_complex() {
  %a = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 0.0)], [(0.0, 1.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %b = stablehlo.constant dense<[[(1.0, 0.0)], [(2.0, 0.0)]]> : tensor<2x1xcomplex<f32>>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[[(1.0, 2.0)], [(2.0, 0.0)]]> : tensor<2x1xcomplex<f32>>
  func.return
}
