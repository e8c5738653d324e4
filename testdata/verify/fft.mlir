// The fft family (fft): `// expect: <op> <label>` names the error of the next line.
// fft (C1): size(fft_length) <= rank(operand)
func.func @fft_c1_48(%a: tensor<4xcomplex<f32>>) {
  // expect: stablehlo.fft C1
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4, 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}
// -----
// fft (C2): FFT maps complex to the same complex type
func.func @fft_c2_49(%a: tensor<4xcomplex<f32>>) {
  // expect: stablehlo.fft C2
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  return
}
// -----
// fft (C2): RFFT maps a float type to complex of the same semantics
func.func @fft_c2_50(%a: tensor<8xf64>) {
  // expect: stablehlo.fft C2
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<8xf64>) -> tensor<5xcomplex<f32>>
  return
}
// -----
// fft (C3): 1 <= size(fft_length) <= 3
func.func @fft_c3_51(%a: tensor<2x2x2x2xcomplex<f32>>) {
  // expect: stablehlo.fft C3
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2, 2, 2, 2>} : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return
}
// -----
// fft (C4): shape(real)[-size(fft_length):] = fft_length
func.func @fft_c4_52(%a: tensor<6xf32>) {
  // expect: stablehlo.fft C4
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<6xf32>) -> tensor<5xcomplex<f32>>
  return
}
// -----
// fft (C5): RFFT: dim(result, -1) = dim(operand, -1) / 2 + 1
func.func @fft_c5_53(%a: tensor<8xf32>) {
  // expect: stablehlo.fft C5
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}
