// RUN: stablehlo-translate --interpret -split-input-file %s
// Hand-derived DFTs: X[k] = sum_n x[n] exp(-2 pi i k n / N).

func.func @fft_1d() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0), (-2.0, -2.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @ifft_1d() {
  %x = stablehlo.constant dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0), (-2.0, -2.0)]> : tensor<4xcomplex<f64>>
  %r = stablehlo.fft %x, type = IFFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f64>>
  func.return
}

// -----

// each row of a batch is transformed on its own
func.func @fft_batched_rows() {
  %x = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 0.0)], [(0.0, 1.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %r = stablehlo.fft %x, type = FFT, length = [2] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[[(1.0, 0.0), (1.0, 0.0)], [(1.0, 1.0), (-1.0, 1.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @rfft_1d() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @irfft_even_length() {
  %x = stablehlo.constant dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0)]> : tensor<3xcomplex<f64>>
  %r = stablehlo.fft %x, type = IRFFT, length = [4] : (tensor<3xcomplex<f64>>) -> tensor<4xf64>
  check.expect_almost_eq_const %r, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  func.return
}

// -----

// length 5: 5 / 2 + 1 = 3 complex inputs; the spectrum of an impulse is flat
func.func @irfft_odd_length() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : tensor<3xcomplex<f32>>
  %r = stablehlo.fft %x, type = IRFFT, length = [5] : (tensor<3xcomplex<f32>>) -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[1.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
  func.return
}

// -----

// 2-D: rows then columns; [[1, 2], [3, 4]] -> [[10, -2], [-4, 0]]
func.func @fft_2d() {
  %x = stablehlo.constant dense<[[(1.0, 0.0), (2.0, 0.0)], [(3.0, 0.0), (4.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %r = stablehlo.fft %x, type = FFT, length = [2, 2] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[[(10.0, 0.0), (-2.0, 0.0)], [(-4.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @rfft_2d() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %r = stablehlo.fft %x, type = RFFT, length = [2, 2] : (tensor<2x2xf64>) -> tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[[(10.0, 0.0), (-2.0, 0.0)], [(-4.0, 0.0), (0.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// 2-D inverse of a 2x4 real signal from its 2x3 half spectrum (an impulse at [0, 0])
func.func @irfft_2d() {
  %x = stablehlo.constant dense<[[(8.0, 0.0), (8.0, 0.0), (8.0, 0.0)], [(8.0, 0.0), (8.0, 0.0), (8.0, 0.0)]]> : tensor<2x3xcomplex<f32>>
  %r = stablehlo.fft %x, type = IRFFT, length = [2, 4] : (tensor<2x3xcomplex<f32>>) -> tensor<2x4xf32>
  check.expect_almost_eq_const %r, dense<[[8.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<2x4xf32>
  func.return
}
