// Float edge cases; expected values derived by hand (IEEE-754 and the spec's op descriptions).
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @convert_saturates_and_nan_to_zero() {
  %a = stablehlo.constant dense<[300.0, -300.0, 0x7FC00000, -1.9, 1.9]> : tensor<5xf32>
  %i = stablehlo.convert %a : (tensor<5xf32>) -> tensor<5xi8>
  check.expect_eq_const %i, dense<[127, -128, 0, -1, 1]> : tensor<5xi8>
  %u = stablehlo.convert %a : (tensor<5xf32>) -> tensor<5xui8>
  check.expect_eq_const %u, dense<[255, 0, 0, 0, 1]> : tensor<5xui8>
  func.return
}

// -----

func.func @sign_of_zero_and_nan() {
  %a = stablehlo.constant dense<[-0.0, 0.0, -2.5, 3.0, 0x7FC00000]> : tensor<5xf32>
  %s = stablehlo.sign %a : tensor<5xf32>
  %bits = stablehlo.bitcast_convert %s : (tensor<5xf32>) -> tensor<5xui32>
  check.expect_eq_const %bits, dense<[2147483648, 0, 3212836864, 1065353216, 2143289344]> : tensor<5xui32>
  func.return
}

// -----

func.func @compare_totalorder() {
  %a = stablehlo.constant dense<[-0.0, 0xFFC00000, 1.0, 0x7FC00000]> : tensor<4xf32>
  %b = stablehlo.constant dense<[0.0, 0xFF800000, 0x7F800000, 0x7F800000]> : tensor<4xf32>
  %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, true, true, false]> : tensor<4xi1>
  %flt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %flt, dense<[false, false, true, false]> : tensor<4xi1>
  func.return
}

// -----

func.func @rounding_and_signed_zero_max() {
  %a = stablehlo.constant dense<[2.5, -2.5, 0.5, 1.5]> : tensor<4xf32>
  %afz = stablehlo.round_nearest_afz %a : tensor<4xf32>
  check.expect_eq_const %afz, dense<[3.0, -3.0, 1.0, 2.0]> : tensor<4xf32>
  %even = stablehlo.round_nearest_even %a : tensor<4xf32>
  check.expect_eq_const %even, dense<[2.0, -2.0, 0.0, 2.0]> : tensor<4xf32>
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %pz = stablehlo.constant dense<0.0> : tensor<f32>
  %mx = stablehlo.maximum %nz, %pz : tensor<f32>
  %mxbits = stablehlo.bitcast_convert %mx : (tensor<f32>) -> tensor<ui32>
  check.expect_eq_const %mxbits, dense<0> : tensor<ui32>
  %mn = stablehlo.minimum %pz, %nz : tensor<f32>
  %mnbits = stablehlo.bitcast_convert %mn : (tensor<f32>) -> tensor<ui32>
  check.expect_eq_const %mnbits, dense<2147483648> : tensor<ui32>
  func.return
}

// -----

func.func @bf16_arithmetic_rounds_once() {
  // 1 + 2^-8 is not a bf16 (8 significant bits): ties to even gives 1.0; 1 + 3*2^-8 rounds up to 1 + 2^-6.
  %a = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xbf16>
  %b = stablehlo.constant dense<[0.00390625, 0.01171875]> : tensor<2xbf16>
  %s = stablehlo.add %a, %b : tensor<2xbf16>
  check.expect_eq_const %s, dense<[1.0, 1.015625]> : tensor<2xbf16>
  func.return
}

// -----

func.func @reduce_precision_to_e5m2() {
  // 1.2 -> 1.25 (nearest with 2 mantissa bits); 1e6 overflows 5 exponent bits -> inf.
  %a = stablehlo.constant dense<[1.2, 1.0e6, -1.0e-10]> : tensor<3xf32>
  %r = stablehlo.reduce_precision %a, format = e5m2 : tensor<3xf32>
  check.expect_eq_const %r, dense<[1.25, 0x7F800000, -0.0]> : tensor<3xf32>
  func.return
}
