// Float and complex elementwise ops on f64, f32, f16, bf16 and f8 types. Expected values derived
// by hand from IEEE-754 (round to nearest even, once, in the result type) and the spec's
// descriptions; transcendental results are compared with check.expect_almost_eq_const.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @f32_division_by_zero_and_nan_results() {
  %a = stablehlo.constant dense<[1.0, -1.0, 0.0, 6.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[0.0, 0.0, 0.0, 4.0]> : tensor<4xf32>
  %div = stablehlo.divide %a, %b : tensor<4xf32>
  %finite = stablehlo.is_finite %div : (tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %finite, dense<[false, false, false, true]> : tensor<4xi1>
  %nan = stablehlo.compare NE, %div, %div, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %nan, dense<[false, false, true, false]> : tensor<4xi1>
  %inf = stablehlo.constant dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>
  %head = stablehlo.slice %div [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  check.expect_eq %head, %inf : tensor<2xf32>
  %tail = stablehlo.slice %div [3:4] : (tensor<4xf32>) -> tensor<1xf32>
  check.expect_eq_const %tail, dense<1.5> : tensor<1xf32>
  func.return
}

// -----

func.func @max_min_propagate_nan() {
  %a = stablehlo.constant dense<[0x7FC00000, 1.0, -0.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[1.0, 0x7FC00000, -1.0]> : tensor<3xf32>
  %max = stablehlo.maximum %a, %b : tensor<3xf32>
  %min = stablehlo.minimum %a, %b : tensor<3xf32>
  %max_nan = stablehlo.compare NE, %max, %max : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  check.expect_eq_const %max_nan, dense<[true, true, false]> : tensor<3xi1>
  %min_nan = stablehlo.compare NE, %min, %min : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  check.expect_eq_const %min_nan, dense<[true, true, false]> : tensor<3xi1>
  %max_bits = stablehlo.bitcast_convert %max : (tensor<3xf32>) -> tensor<3xui32>
  %last = stablehlo.slice %max_bits [2:3] : (tensor<3xui32>) -> tensor<1xui32>
  // max(-0.0, -1.0) = -0.0
  check.expect_eq_const %last, dense<2147483648> : tensor<1xui32>
  func.return
}

// -----

func.func @compare_float_every_direction_and_totalorder() {
  %a = stablehlo.constant dense<[1.0, 2.0, 0x7FC00000, -0.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[2.0, 2.0, 1.0, 0.0]> : tensor<4xf32>
  %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, true]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %le = stablehlo.compare LE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %le, dense<[true, true, false, true]> : tensor<4xi1>
  %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, false, true]> : tensor<4xi1>
  // totalOrder: -0 < +0, NaN == NaN (same bits), NaN above every number
  %c = stablehlo.constant dense<[-0.0, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<3xf64>
  %d = stablehlo.constant dense<[0.0, 0x7FF8000000000000, 0x7FF0000000000000]> : tensor<3xf64>
  %teq = stablehlo.compare EQ, %c, %d, TOTALORDER : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
  check.expect_eq_const %teq, dense<[false, true, false]> : tensor<3xi1>
  %tne = stablehlo.compare NE, %c, %d, TOTALORDER : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
  check.expect_eq_const %tne, dense<[true, false, true]> : tensor<3xi1>
  %tlt = stablehlo.compare LT, %c, %d, TOTALORDER : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
  check.expect_eq_const %tlt, dense<[true, false, false]> : tensor<3xi1>
  %tle = stablehlo.compare LE, %c, %d, TOTALORDER : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
  check.expect_eq_const %tle, dense<[true, true, false]> : tensor<3xi1>
  %tgt = stablehlo.compare GT, %c, %d, TOTALORDER : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
  check.expect_eq_const %tgt, dense<[false, false, true]> : tensor<3xi1>
  %tge = stablehlo.compare GE, %c, %d, TOTALORDER : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
  check.expect_eq_const %tge, dense<[false, true, true]> : tensor<3xi1>
  func.return
}

// -----

func.func @narrow_float_results_round_once() {
  // bf16: 1 + (2^-8 + 2^-15) is just above the tie between 1 and 1 + 2^-7: rounds up. Rounding
  // through a narrower intermediate (f16: to 1 + 2^-8) would tie to even and give 1.0.
  %a = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xbf16>
  %b = stablehlo.constant dense<[0.003936767578125, 0.00390625]> : tensor<2xbf16>
  %s = stablehlo.add %a, %b : tensor<2xbf16>
  check.expect_eq_const %s, dense<[1.0078125, 1.0]> : tensor<2xbf16>
  // bf16 product (1 + 2^-7)^2 = 1 + 2^-6 + 2^-14 rounds to 1 + 2^-6
  %c = stablehlo.constant dense<1.0078125> : tensor<bf16>
  %p = stablehlo.multiply %c, %c : tensor<bf16>
  check.expect_eq_const %p, dense<1.015625> : tensor<bf16>
  // f16: 2048 + 1 ties to 2048, 2048 + 3 ties to 2052 (even significands)
  %h = stablehlo.constant dense<[2048.0, 2048.0]> : tensor<2xf16>
  %k = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf16>
  %hs = stablehlo.add %h, %k : tensor<2xf16>
  check.expect_eq_const %hs, dense<[2048.0, 2052.0]> : tensor<2xf16>
  // f8E4M3FN (3 mantissa bits): 1 + 1/16 ties to 1.0, 1 + 3/16 ties to 1.25
  %e = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf8E4M3FN>
  %f = stablehlo.constant dense<[0.0625, 0.1875]> : tensor<2xf8E4M3FN>
  %es = stablehlo.add %e, %f : tensor<2xf8E4M3FN>
  check.expect_eq_const %es, dense<[1.0, 1.25]> : tensor<2xf8E4M3FN>
  // f8E5M2: 57344 (largest finite) + 8192 overflows to +inf
  %g = stablehlo.constant dense<57344.0> : tensor<f8E5M2>
  %j = stablehlo.constant dense<8192.0> : tensor<f8E5M2>
  %gs = stablehlo.add %g, %j : tensor<f8E5M2>
  %gfin = stablehlo.is_finite %gs : (tensor<f8E5M2>) -> tensor<i1>
  check.expect_eq_const %gfin, dense<false> : tensor<i1>
  // f64 keeps its own rounding: 0.1 + 0.2
  %x = stablehlo.constant dense<0.1> : tensor<f64>
  %y = stablehlo.constant dense<0.2> : tensor<f64>
  %xy = stablehlo.add %x, %y : tensor<f64>
  check.expect_eq_const %xy, dense<0.30000000000000004> : tensor<f64>
  func.return
}

// -----

func.func @rounding_ops_on_f16_and_bf16() {
  %a = stablehlo.constant dense<[-1.5, 1.5, 2.5, -0.5]> : tensor<4xf16>
  %fl = stablehlo.floor %a : tensor<4xf16>
  check.expect_eq_const %fl, dense<[-2.0, 1.0, 2.0, -1.0]> : tensor<4xf16>
  %ce = stablehlo.ceil %a : tensor<4xf16>
  check.expect_eq_const %ce, dense<[-1.0, 2.0, 3.0, -0.0]> : tensor<4xf16>
  %afz = stablehlo.round_nearest_afz %a : tensor<4xf16>
  check.expect_eq_const %afz, dense<[-2.0, 2.0, 3.0, -1.0]> : tensor<4xf16>
  %b = stablehlo.constant dense<[-1.5, 1.5, 2.5, -0.5]> : tensor<4xbf16>
  %even = stablehlo.round_nearest_even %b : tensor<4xbf16>
  check.expect_eq_const %even, dense<[-2.0, 2.0, 2.0, -0.0]> : tensor<4xbf16>
  %sign = stablehlo.sign %b : tensor<4xbf16>
  check.expect_eq_const %sign, dense<[-1.0, 1.0, 1.0, -1.0]> : tensor<4xbf16>
  %abs = stablehlo.abs %b : tensor<4xbf16>
  check.expect_eq_const %abs, dense<[1.5, 1.5, 2.5, 0.5]> : tensor<4xbf16>
  %neg = stablehlo.negate %b : tensor<4xbf16>
  check.expect_eq_const %neg, dense<[1.5, -1.5, -2.5, 0.5]> : tensor<4xbf16>
  func.return
}

// -----

func.func @remainder_power_atan2_cbrt() {
  %a = stablehlo.constant dense<[5.5, -5.5, 5.5]> : tensor<3xf32>
  %b = stablehlo.constant dense<[2.0, 2.0, -2.0]> : tensor<3xf32>
  %rem = stablehlo.remainder %a, %b : tensor<3xf32>
  check.expect_eq_const %rem, dense<[1.5, -1.5, 1.5]> : tensor<3xf32>
  %base = stablehlo.constant dense<[2.0, 4.0, 0.0]> : tensor<3xf64>
  %exp = stablehlo.constant dense<[10.0, 0.5, 0.0]> : tensor<3xf64>
  %pow = stablehlo.power %base, %exp : tensor<3xf64>
  check.expect_eq_const %pow, dense<[1024.0, 2.0, 1.0]> : tensor<3xf64>
  %y = stablehlo.constant dense<[1.0, 0.0, -0.0]> : tensor<3xf32>
  %x = stablehlo.constant dense<[1.0, -1.0, -1.0]> : tensor<3xf32>
  %atan2 = stablehlo.atan2 %y, %x : tensor<3xf32>
  check.expect_almost_eq_const %atan2, dense<[0.785398185, 3.14159274, -3.14159274]> : tensor<3xf32>
  %c = stablehlo.constant dense<[27.0, -8.0, 0.0]> : tensor<3xf32>
  %cbrt = stablehlo.cbrt %c : tensor<3xf32>
  check.expect_almost_eq_const %cbrt, dense<[3.0, -2.0, 0.0]> : tensor<3xf32>
  func.return
}

// -----

func.func @transcendental_ops_f32() {
  %a = stablehlo.constant dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
  %exp = stablehlo.exponential %a : tensor<3xf32>
  check.expect_almost_eq_const %exp, dense<[1.0, 2.71828175, 7.38905621]> : tensor<3xf32>
  %expm1 = stablehlo.exponential_minus_one %a : tensor<3xf32>
  check.expect_almost_eq_const %expm1, dense<[0.0, 1.71828175, 6.38905621]> : tensor<3xf32>
  %b = stablehlo.constant dense<[1.0, 2.0, 0.0]> : tensor<3xf32>
  %log = stablehlo.log %b : tensor<3xf32>
  check.expect_almost_eq_const %log, dense<[0.0, 0.693147182, 0xFF800000]> : tensor<3xf32>
  %log1p = stablehlo.log_plus_one %a : tensor<3xf32>
  check.expect_almost_eq_const %log1p, dense<[0.0, 0.693147182, 1.09861231]> : tensor<3xf32>
  %c = stablehlo.constant dense<[4.0, 0.25, 2.0]> : tensor<3xf32>
  %sqrt = stablehlo.sqrt %c : tensor<3xf32>
  check.expect_almost_eq_const %sqrt, dense<[2.0, 0.5, 1.41421354]> : tensor<3xf32>
  %rsqrt = stablehlo.rsqrt %c : tensor<3xf32>
  check.expect_almost_eq_const %rsqrt, dense<[0.5, 2.0, 0.707106769]> : tensor<3xf32>
  %sin = stablehlo.sine %a : tensor<3xf32>
  check.expect_almost_eq_const %sin, dense<[0.0, 0.841470957, 0.909297406]> : tensor<3xf32>
  %cos = stablehlo.cosine %a : tensor<3xf32>
  check.expect_almost_eq_const %cos, dense<[1.0, 0.540302277, -0.416146845]> : tensor<3xf32>
  %tan = stablehlo.tan %a : tensor<3xf32>
  check.expect_almost_eq_const %tan, dense<[0.0, 1.55740774, -2.18503976]> : tensor<3xf32>
  %tanh = stablehlo.tanh %a : tensor<3xf32>
  check.expect_almost_eq_const %tanh, dense<[0.0, 0.761594176, 0.964027583]> : tensor<3xf32>
  %logistic = stablehlo.logistic %a : tensor<3xf32>
  check.expect_almost_eq_const %logistic, dense<[0.5, 0.731058597, 0.880797088]> : tensor<3xf32>
  %neg = stablehlo.constant dense<-1.0> : tensor<f32>
  %sqrt_neg = stablehlo.sqrt %neg : tensor<f32>
  %is_nan = stablehlo.compare NE, %sqrt_neg, %sqrt_neg : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const %is_nan, dense<true> : tensor<i1>
  func.return
}

// -----

func.func @tiny_arguments_keep_precision_f64() {
  // expm1(x) and log1p(x) are x - x^2/2 + ... : 1e-10 - 5e-21 (not 0 as exp(x) - 1 would round to)
  %a = stablehlo.constant dense<1.0e-10> : tensor<f64>
  %expm1 = stablehlo.exponential_minus_one %a : tensor<f64>
  %expected = stablehlo.constant dense<1.00000000005e-10> : tensor<f64>
  check.expect_close %expm1, %expected, max_ulp_difference = 1 : tensor<f64>, tensor<f64>
  %log1p = stablehlo.log_plus_one %a : tensor<f64>
  %expected_log = stablehlo.constant dense<0.99999999995e-10> : tensor<f64>
  check.expect_close %log1p, %expected_log, max_ulp_difference = 1 : tensor<f64>, tensor<f64>
  func.return
}

// -----

func.func @is_finite_and_reduce_precision() {
  %a = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0, 3.40282347E+38]> : tensor<5xf32>
  %fin = stablehlo.is_finite %a : (tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %fin, dense<[false, false, false, true, true]> : tensor<5xi1>
  // to bf16's format (8 exponent, 7 mantissa bits): 1 + 2^-8 ties to 1.0, 1 + 3 * 2^-8 to 1 + 2^-6,
  // 3e38 = 1.7632 * 2^127 to 226/128 * 2^127 = 226 * 2^120
  %b = stablehlo.constant dense<[1.00390625, 1.01171875, 3.0e38]> : tensor<3xf32>
  %bf = stablehlo.reduce_precision %b, format = e8m7 : tensor<3xf32>
  check.expect_eq_const %bf, dense<[1.0, 1.015625, 3.00405527E+38]> : tensor<3xf32>
  // to f16's format: 70000 overflows the 5-bit exponent to inf
  %c = stablehlo.constant dense<[70000.0, 1.0]> : tensor<2xf32>
  %h = stablehlo.reduce_precision %c, format = e5m10 : tensor<2xf32>
  check.expect_eq_const %h, dense<[0x7F800000, 1.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @select_and_clamp_floats() {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %b = stablehlo.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf16>
  %sel = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf16>
  check.expect_eq_const %sel, dense<[1.0, -2.0, 3.0]> : tensor<3xf16>
  %q = stablehlo.constant dense<false> : tensor<i1>
  %whole = stablehlo.select %q, %a, %b : tensor<i1>, tensor<3xf16>
  check.expect_eq_const %whole, dense<[-1.0, -2.0, -3.0]> : tensor<3xf16>
  %lo = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf32>
  %hi = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
  %x = stablehlo.constant dense<[-5.0, 0.5, 5.0]> : tensor<3xf32>
  %clamp = stablehlo.clamp %lo, %x, %hi : tensor<3xf32>
  check.expect_eq_const %clamp, dense<[0.0, 0.5, 1.0]> : tensor<3xf32>
  func.return
}

// -----

func.func @complex_ops() {
  %a = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(3.0, 4.0), (1.0, -1.0)]> : tensor<2xcomplex<f32>>
  %add = stablehlo.add %a, %b : tensor<2xcomplex<f32>>
  check.expect_eq_const %add, dense<[(4.0, 6.0), (4.0, 3.0)]> : tensor<2xcomplex<f32>>
  %sub = stablehlo.subtract %a, %b : tensor<2xcomplex<f32>>
  check.expect_eq_const %sub, dense<[(-2.0, -2.0), (2.0, 5.0)]> : tensor<2xcomplex<f32>>
  // (1+2i)(3+4i) = -5+10i; (3+4i)(1-i) = 7+i
  %mul = stablehlo.multiply %a, %b : tensor<2xcomplex<f32>>
  check.expect_eq_const %mul, dense<[(-5.0, 10.0), (7.0, 1.0)]> : tensor<2xcomplex<f32>>
  // (1+2i)/(3+4i) = (11+2i)/25; (3+4i)/(1-i) = (-1+7i)/2
  %div = stablehlo.divide %a, %b : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %div, dense<[(0.44, 0.08), (-0.5, 3.5)]> : tensor<2xcomplex<f32>>
  %abs = stablehlo.abs %a : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_almost_eq_const %abs, dense<[2.23606801, 5.0]> : tensor<2xf32>
  %re = stablehlo.real %a : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %re, dense<[1.0, 3.0]> : tensor<2xf32>
  %im = stablehlo.imag %a : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %im, dense<[2.0, 4.0]> : tensor<2xf32>
  %back = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  check.expect_eq %back, %a : tensor<2xcomplex<f32>>
  %neg = stablehlo.negate %a : tensor<2xcomplex<f32>>
  check.expect_eq_const %neg, dense<[(-1.0, -2.0), (-3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %sign = stablehlo.sign %b : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %sign, dense<[(0.6, 0.8), (0.707106769, -0.707106769)]> : tensor<2xcomplex<f32>>
  %eq = stablehlo.compare EQ, %a, %back : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  check.expect_eq_const %eq, dense<true> : tensor<2xi1>
  %ne = stablehlo.compare NE, %a, %b : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  check.expect_eq_const %ne, dense<true> : tensor<2xi1>
  func.return
}

// -----

func.func @complex128_transcendentals() {
  %a = stablehlo.constant dense<[(0.0, 3.14159265358979323846), (-4.0, 0.0), (1.0, 0.0)]> : tensor<3xcomplex<f64>>
  %exp = stablehlo.exponential %a : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %exp, dense<[(-1.0, 0.0), (0.0183156388887342, 0.0), (2.718281828459045, 0.0)]> : tensor<3xcomplex<f64>>
  %sqrt = stablehlo.sqrt %a : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %sqrt, dense<[(1.2533141373155001, 1.2533141373155001), (0.0, 2.0), (1.0, 0.0)]> : tensor<3xcomplex<f64>>
  %log = stablehlo.log %a : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %log, dense<[(1.1447298858494002, 1.5707963267948966), (1.3862943611198906, 3.141592653589793), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  func.return
}
