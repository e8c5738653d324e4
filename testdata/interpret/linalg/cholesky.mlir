// RUN: stablehlo-translate --interpret -split-input-file %s

// the spec's example; the unread (upper) triangle holds garbage
func.func @lower() {
  %a = stablehlo.constant dense<[[1.0, 99.0, -7.0], [2.0, 20.0, 55.0], [3.0, 26.0, 70.0]]> : tensor<3x3xf32>
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %r, dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>
  func.return
}

// -----

func.func @upper() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, 20.0, 26.0], [8.0, 9.0, 70.0]]> : tensor<3x3xf64>
  %r = "stablehlo.cholesky"(%a) {lower = false} : (tensor<3x3xf64>) -> tensor<3x3xf64>
  check.expect_almost_eq_const %r, dense<[[1.0, 2.0, 3.0], [0.0, 4.0, 5.0], [0.0, 0.0, 6.0]]> : tensor<3x3xf64>
  func.return
}

// -----

// [[4, 2], [2, 5]] = [[2, 0], [1, 2]] [[2, 1], [0, 2]]; [[9, 3], [3, 5]] = [[3, 0], [1, 2]] [[3, 1], [0, 2]]
func.func @batched() {
  %a = stablehlo.constant dense<[[[4.0, 2.0], [2.0, 5.0]], [[9.0, 3.0], [3.0, 5.0]]]> : tensor<2x2x2xf32>
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  check.expect_almost_eq_const %r, dense<[[[2.0, 0.0], [1.0, 2.0]], [[3.0, 0.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>
  func.return
}

// -----

// Hermitian: [[4, 2-2i], [2+2i, 6]] = L L^H with L = [[2, 0], [1+i, 2]]
func.func @complex_lower() {
  %a = stablehlo.constant dense<[[(4.0, 0.0), (2.0, -2.0)], [(2.0, 2.0), (6.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[[(2.0, 0.0), (0.0, 0.0)], [(1.0, 1.0), (2.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}
