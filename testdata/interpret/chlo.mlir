// CHLO ops (chlo.md). Expected values by hand: closed forms (erf(0) = 0, lgamma(1) = 0,
// digamma(1) = -euler_gamma, zeta(2, 1) = pi^2/6, ...) and the definitions of each op.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @inverse_trig_and_hyperbolic_f32() {
  %a = stablehlo.constant dense<[0.0, 0.5, 1.0]> : tensor<3xf32>
  %acos = chlo.acos %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %acos, dense<[1.57079637, 1.04719758, 0.0]> : tensor<3xf32>
  %asin = chlo.asin %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %asin, dense<[0.0, 0.52359879, 1.57079637]> : tensor<3xf32>
  %atan = chlo.atan %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %atan, dense<[0.0, 0.463647604, 0.785398185]> : tensor<3xf32>
  %atanh = chlo.atanh %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %atanh, dense<[0.0, 0.549306154, 0x7F800000]> : tensor<3xf32>
  %asinh = chlo.asinh %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %asinh, dense<[0.0, 0.481211811, 0.881373584]> : tensor<3xf32>
  %b = stablehlo.constant dense<[1.0, 2.0, 0.5]> : tensor<3xf32>
  %acosh = chlo.acosh %b : tensor<3xf32> -> tensor<3xf32>
  %acosh_nan = stablehlo.compare NE, %acosh, %acosh : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  check.expect_eq_const %acosh_nan, dense<[false, false, true]> : tensor<3xi1>
  %cosh = chlo.cosh %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %cosh, dense<[1.0, 1.12762594, 1.54308069]> : tensor<3xf32>
  %sinh = chlo.sinh %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %sinh, dense<[0.0, 0.521095335, 1.17520118]> : tensor<3xf32>
  %tan = chlo.tan %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %tan, dense<[0.0, 0.546302497, 1.55740774]> : tensor<3xf32>
  func.return
}

// -----

// chlo._asin_acos_kernel z = sqrt(A^2 - x^2) + i acosh(A), A = (|z + 1| + |z - 1|) / 2: z = 0.5 has A = 1,
// so w = sqrt(3)/2; z = 2 has A = 2, so w = i acosh(2) = i log(2 + sqrt(3)); z = i has A = sqrt(2), so
// w = sqrt(2) + i log(1 + sqrt(2)).
func.func @asin_acos_kernel() {
  %z = stablehlo.constant dense<[(0.5, 0.0), (2.0, 0.0), (0.0, 1.0)]> : tensor<3xcomplex<f64>>
  %w = chlo._asin_acos_kernel %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %w, dense<[(0.8660254037844386, 0.0), (0.0, 1.3169578969248166), (1.4142135623730951, 0.881373587019543)]> : tensor<3xcomplex<f64>>
  func.return
}

// -----

func.func @complex_conj_and_asin() {
  %z = stablehlo.constant dense<[(1.0, 2.0), (0.0, -1.0)]> : tensor<2xcomplex<f64>>
  %c = chlo.conj %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  check.expect_eq_const %c, dense<[(1.0, -2.0), (0.0, 1.0)]> : tensor<2xcomplex<f64>>
  // sinh(i y) = i sin(y); asinh(-i) = -i pi/2
  %s = chlo.sinh %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %i = stablehlo.slice %s [1:2] : (tensor<2xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %i, dense<[(0.0, -0.8414709848078965)]> : tensor<1xcomplex<f64>>
  %as = chlo.asinh %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %j = stablehlo.slice %as [1:2] : (tensor<2xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %j, dense<[(0.0, -1.5707963267948966)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

func.func @error_functions() {
  %a = stablehlo.constant dense<[0.0, 1.0, -2.0, 6.0]> : tensor<4xf64>
  %erf = chlo.erf %a : tensor<4xf64> -> tensor<4xf64>
  check.expect_almost_eq_const %erf, dense<[0.0, 0.8427007929497149, -0.9953222650189527, 1.0]> : tensor<4xf64>
  %erfc = chlo.erfc %a : tensor<4xf64> -> tensor<4xf64>
  %erfc_expected = stablehlo.constant dense<[1.0, 0.15729920705028513, 1.9953222650189528, 2.1519736712498913e-17]> : tensor<4xf64>
  check.expect_close %erfc, %erfc_expected, max_ulp_difference = 20 : tensor<4xf64>, tensor<4xf64>
  %y = stablehlo.constant dense<[0.0, 0.5, -1.0, 1.5]> : tensor<4xf32>
  %inv = chlo.erf_inv %y : tensor<4xf32> -> tensor<4xf32>
  %inv_expected = stablehlo.constant dense<[0.0, 0.476936281, 0xFF800000, 0x7FC00000]> : tensor<4xf32>
  check.expect_close %inv, %inv_expected, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
  %h = stablehlo.constant dense<[0.5, -0.5]> : tensor<2xbf16>
  %herf = chlo.erf %h : tensor<2xbf16> -> tensor<2xbf16>
  // erf(0.5) = 0.5205: nearest bf16 is 0.51953125 (133/256)
  check.expect_eq_const %herf, dense<[0.51953125, -0.51953125]> : tensor<2xbf16>
  func.return
}

// -----

func.func @gamma_family() {
  %a = stablehlo.constant dense<[1.0, 2.0, 0.5, -0.5, 0.0, -2.0]> : tensor<6xf64>
  // lgamma(0.5) = log(sqrt(pi)); Gamma(-0.5) = -2 sqrt(pi); poles at 0 and -2
  %lg = chlo.lgamma %a : tensor<6xf64> -> tensor<6xf64>
  check.expect_almost_eq_const %lg, dense<[0.0, 0.0, 0.5723649429247001, 1.2655121234846454, 0x7FF0000000000000, 0x7FF0000000000000]> : tensor<6xf64>
  // digamma(1) = -gamma, digamma(2) = 1 - gamma, digamma(0.5) = -gamma - 2 log 2,
  // digamma(-0.5) = digamma(0.5) + 2 = 2 - gamma - 2 log 2 (digamma(x + 1) = digamma(x) + 1/x); NaN at 0 and -2 (as XLA)
  %dg = chlo.digamma %a : tensor<6xf64> -> tensor<6xf64>
  %head = stablehlo.slice %dg [0:4] : (tensor<6xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %head, dense<[-0.5772156649015329, 0.42278433509846713, -1.9635100260214235, 0.03648997397857652]> : tensor<4xf64>
  %tail = stablehlo.slice %dg [4:6] : (tensor<6xf64>) -> tensor<2xf64>
  %tail_nan = stablehlo.compare NE, %tail, %tail : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  check.expect_eq_const %tail_nan, dense<true> : tensor<2xi1>
  // zeta(2, 1) = pi^2/6, zeta(4, 1) = pi^4/90, zeta(2, 0.5) = pi^2/2, zeta(1, q) = inf, zeta(0.5, 1) = NaN
  %s = stablehlo.constant dense<[2.0, 4.0, 2.0, 1.0, 0.5]> : tensor<5xf64>
  %q = stablehlo.constant dense<[1.0, 1.0, 0.5, 1.0, 1.0]> : tensor<5xf64>
  %z = chlo.zeta %s, %q : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
  check.expect_almost_eq_const %z, dense<[1.6449340668482264, 1.0823232337111381, 4.934802200544679, 0x7FF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>
  // polygamma(1, 1) = pi^2/6, polygamma(2, 1) = -2 zeta(3), polygamma(0, 1) = digamma(1); n = 1.5 -> NaN
  %n = stablehlo.constant dense<[1.0, 2.0, 0.0, 1.5]> : tensor<4xf32>
  %x = stablehlo.constant dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>
  %pg = chlo.polygamma %n, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  check.expect_almost_eq_const %pg, dense<[1.64493406, -2.40411377, -0.577215672, 0x7FC00000]> : tensor<4xf32>
  // exp(-|x|) I1(x): I1(1) = 0.565159104; odd; 0 at 0
  %b = stablehlo.constant dense<[1.0, -1.0, 0.0]> : tensor<3xf32>
  %i1e = chlo.bessel_i1e %b : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const %i1e, dense<[0.207910419, -0.207910419, 0.0]> : tensor<3xf32>
  func.return
}

// -----

func.func @next_after_and_infinity_tests() {
  %x = stablehlo.constant dense<[1.0, 1.0, 0.0, -0.0, 2.0, 0x7FC00000]> : tensor<6xf32>
  %y = stablehlo.constant dense<[2.0, 0.0, -1.0, 1.0, 2.0, 1.0]> : tensor<6xf32>
  %n = chlo.next_after %x, %y : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
  %bits = stablehlo.bitcast_convert %n : (tensor<6xf32>) -> tensor<6xui32>
  // 1 + 2^-23, 1 - 2^-24, -smallest subnormal, +smallest subnormal, y when equal, NaN
  %expected = stablehlo.constant dense<[1065353217, 1065353215, 2147483649, 1, 1073741824, 2143289344]> : tensor<6xui32>
  %head = stablehlo.slice %bits [0:5] : (tensor<6xui32>) -> tensor<5xui32>
  %ehead = stablehlo.slice %expected [0:5] : (tensor<6xui32>) -> tensor<5xui32>
  check.expect_eq %head, %ehead : tensor<5xui32>
  %last = stablehlo.slice %n [5:6] : (tensor<6xf32>) -> tensor<1xf32>
  %is_nan = stablehlo.compare NE, %last, %last : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
  check.expect_eq_const %is_nan, dense<true> : tensor<1xi1>
  %b = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  %bn = chlo.next_after %b, %b : tensor<2xbf16>, tensor<2xbf16> -> tensor<2xbf16>
  check.expect_eq_const %bn, dense<[1.0, 2.0]> : tensor<2xbf16>
  %c = stablehlo.constant dense<[0.0, 0.0]> : tensor<2xbf16>
  %cn = chlo.next_after %b, %c : tensor<2xbf16>, tensor<2xbf16> -> tensor<2xbf16>
  // bf16 below 1 steps by 2^-8, below 2 by 2^-7
  check.expect_eq_const %cn, dense<[0.99609375, 1.9921875]> : tensor<2xbf16>
  %v = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0]> : tensor<4xf32>
  %inf = chlo.is_inf %v : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %inf, dense<[true, true, false, false]> : tensor<4xi1>
  %pos = chlo.is_pos_inf %v : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %pos, dense<[true, false, false, false]> : tensor<4xi1>
  %neg = chlo.is_neg_inf %v : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %neg, dense<[false, true, false, false]> : tensor<4xi1>
  func.return
}

// -----

func.func @square_mulhi_constants() {
  // chlo.square takes floats and complex numbers (chlo.md)
  %z = stablehlo.constant dense<[(1.0, 2.0), (-3.0, 0.5)]> : tensor<2xcomplex<f32>>
  %zsq = chlo.square %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  // (a + bi)^2 = a^2 - b^2 + 2abi
  check.expect_eq_const %zsq, dense<[(-3.0, 4.0), (8.75, -3.0)]> : tensor<2xcomplex<f32>>
  %f = stablehlo.constant dense<[1.5, -3.0]> : tensor<2xbf16>
  %fsq = chlo.square %f : tensor<2xbf16> -> tensor<2xbf16>
  check.expect_eq_const %fsq, dense<[2.25, 9.0]> : tensor<2xbf16>
  // i4: 7 * 7 = 49 = 0b0011_0001 -> high nibble 3; -8 * 7 = -56 -> high nibble -4 (0b1100_1000)
  %x = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %y = stablehlo.constant dense<[7, 7]> : tensor<2xi4>
  %hi = "chlo.mulhi"(%x, %y) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>
  check.expect_eq_const %hi, dense<[3, -4]> : tensor<2xi4>
  // (2^64 - 1)^2 = 2^128 - 2^65 + 1: high half 2^64 - 2; (-1) * (-1) = 1: high half 0;
  // INT64_MIN * 2 = -2^64: high half -1
  %u = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %uh = "chlo.mulhi"(%u, %u) : (tensor<ui64>, tensor<ui64>) -> tensor<ui64>
  check.expect_eq_const %uh, dense<18446744073709551614> : tensor<ui64>
  %s = stablehlo.constant dense<[-1, -9223372036854775808]> : tensor<2xi64>
  %t = stablehlo.constant dense<[-1, 2]> : tensor<2xi64>
  %sh = "chlo.mulhi"(%s, %t) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %sh, dense<[0, -1]> : tensor<2xi64>
  %k = "chlo.constant"() {value = dense<[1, 2]> : tensor<2xui16>} : () -> tensor<2xui16>
  check.expect_eq_const %k, dense<[1, 2]> : tensor<2xui16>
  %like = "chlo.constant_like"(%f) {value = 0.5 : bf16} : (tensor<2xbf16>) -> tensor<2xbf16>
  check.expect_eq_const %like, dense<0.5> : tensor<2xbf16>
  func.return
}

// -----

func.func @broadcasting_binary_ops() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %row = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %col = stablehlo.constant dense<[100, 200]> : tensor<2xi32>
  %add = chlo.broadcast_add %m, %row : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %add, dense<[[11, 22, 33], [14, 25, 36]]> : tensor<2x3xi32>
  %addc = chlo.broadcast_add %m, %col {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %addc, dense<[[101, 102, 103], [204, 205, 206]]> : tensor<2x3xi32>
  %sub = chlo.broadcast_subtract %row, %m : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %sub, dense<[[9, 18, 27], [6, 15, 24]]> : tensor<2x3xi32>
  %mul = chlo.broadcast_multiply %m, %row : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %mul, dense<[[10, 40, 90], [40, 100, 180]]> : tensor<2x3xi32>
  %div = chlo.broadcast_divide %row, %m : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %div, dense<[[10, 10, 10], [2, 4, 5]]> : tensor<2x3xi32>
  %rem = chlo.broadcast_remainder %row, %m : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %rem, dense<[[0, 0, 0], [2, 0, 0]]> : tensor<2x3xi32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %max = chlo.broadcast_maximum %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %max, dense<[[3, 3, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %min = chlo.broadcast_minimum %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %min, dense<[[1, 2, 3], [3, 3, 3]]> : tensor<2x3xi32>
  %pow = chlo.broadcast_power %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %pow, dense<[[1, 8, 27], [64, 125, 216]]> : tensor<2x3xi32>
  %and = chlo.broadcast_and %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %and, dense<[[1, 2, 3], [0, 1, 2]]> : tensor<2x3xi32>
  %or = chlo.broadcast_or %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %or, dense<[[3, 3, 3], [7, 7, 7]]> : tensor<2x3xi32>
  %xor = chlo.broadcast_xor %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %xor, dense<[[2, 1, 0], [7, 6, 5]]> : tensor<2x3xi32>
  %shl = chlo.broadcast_shift_left %m, %three : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %shl, dense<[[8, 16, 24], [32, 40, 48]]> : tensor<2x3xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %srl = chlo.broadcast_shift_right_logical %m, %one : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %srl, dense<[[0, 1, 1], [2, 2, 3]]> : tensor<2x3xi32>
  %negs = stablehlo.constant dense<[-8, 8]> : tensor<2xi32>
  %sra = chlo.broadcast_shift_right_arithmetic %negs, %one : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %sra, dense<[-4, 4]> : tensor<2xi32>
  %cmp = chlo.broadcast_compare %m, %row {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi1>
  check.expect_eq_const %cmp, dense<true> : tensor<2x3xi1>
  %ge = chlo.broadcast_compare %m, %three {comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type SIGNED>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi1>
  check.expect_eq_const %ge, dense<[[false, false, true], [true, true, true]]> : tensor<2x3xi1>
  func.return
}

// -----

func.func @broadcasting_float_ops_and_select() {
  %a = stablehlo.constant dense<[[1.0, -1.0], [0.0, 2.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %atan2 = chlo.broadcast_atan2 %a, %b : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %atan2, dense<[[0.785398185, -1.57079637], [0.0, 1.57079637]]> : tensor<2x2xf32>
  %c = chlo.broadcast_complex %a, %b : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %c, dense<[[(1.0, 1.0), (-1.0, 0.0)], [(0.0, 1.0), (2.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %na = chlo.broadcast_next_after %b, %zero : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %na_bits = stablehlo.bitcast_convert %na : (tensor<2xf32>) -> tensor<2xui32>
  check.expect_eq_const %na_bits, dense<[1065353215, 0]> : tensor<2xui32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %one = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %zeta = chlo.broadcast_zeta %two, %one : (tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
  check.expect_almost_eq_const %zeta, dense<1.64493406> : tensor<1xf32>
  %pg = chlo.broadcast_polygamma %one, %two : (tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
  // polygamma(1, 2) = pi^2/6 - 1
  check.expect_almost_eq_const %pg, dense<0.644934058> : tensor<1xf32>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %sel = chlo.broadcast_select %p, %a, %zero : (tensor<2xi1>, tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_eq_const %sel, dense<[[1.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @top_k_stable_with_ties_and_nan() {
  %a = stablehlo.constant dense<[[3, 1, 3, 2], [-1, -1, -5, 7]]> : tensor<2x4xi32>
  %v, %i = chlo.top_k(%a, k = 3) : tensor<2x4xi32> -> (tensor<2x3xi32>, tensor<2x3xi32>)
  check.expect_eq_const %v, dense<[[3, 3, 2], [7, -1, -1]]> : tensor<2x3xi32>
  check.expect_eq_const %i, dense<[[0, 2, 3], [3, 0, 1]]> : tensor<2x3xi32>
  // NaN above +inf (totalOrder), +0 above -0
  %f = stablehlo.constant dense<[-0.0, 0x7F800000, 0x7FC00000, 0.0]> : tensor<4xf32>
  %fv, %fi = chlo.top_k(%f, k = 4) : tensor<4xf32> -> (tensor<4xf32>, tensor<4xi32>)
  check.expect_eq_const %fi, dense<[2, 1, 3, 0]> : tensor<4xi32>
  %u = stablehlo.constant dense<[1, 255, 0]> : tensor<3xui8>
  %uv, %ui = chlo.top_k(%u, k = 1) : tensor<3xui8> -> (tensor<1xui8>, tensor<1xi32>)
  check.expect_eq_const %uv, dense<255> : tensor<1xui8>
  %b = stablehlo.constant dense<[false, true, true]> : tensor<3xi1>
  %bv, %bi = chlo.top_k(%b, k = 2) : tensor<3xi1> -> (tensor<2xi1>, tensor<2xi32>)
  check.expect_eq_const %bi, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

func.func @scan_running_product_reverse_dim1() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
  %init = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %0:2 = chlo.scan(%x) inits(%init) dimension=1 attributes {is_reverse = true} {
  ^bb0(%e: tensor<2xf32>, %acc: tensor<2xf32>):
    %p = stablehlo.multiply %e, %acc : tensor<2xf32>
    stablehlo.return %p, %p : tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>)
  check.expect_eq_const %0#0, dense<[[6.0, 6.0, 3.0], [8.0, 4.0, 2.0]]> : tensor<2x3xf32>
  check.expect_eq_const %0#1, dense<[6.0, 8.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @ragged_dot_modes() {
  // mode 1: rows 0-1 use rhs group 0 (identity), row 2 rhs group 1 (2 * identity), row 3 no group
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 0], [0, 1]], [[2, 0], [0, 2]]]> : tensor<2x2x2xi32>
  %sizes = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %r1 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x2xi32>, tensor<2x2x2xi32>, tensor<2xi64>) -> tensor<4x2xi32>
  check.expect_eq_const %r1, dense<[[1, 2], [3, 4], [10, 12], [0, 0]]> : tensor<4x2xi32>
  // mode 2: contracting dim k = 3 split [1, 2]: group 0 sums k = 0, group 1 sums k = 1..2
  %a = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %b = stablehlo.constant dense<[[1], [10], [100]]> : tensor<3x1xi32>
  %ks = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %r2 = "chlo.ragged_dot"(%a, %b, %ks) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = []>
  } : (tensor<1x3xi32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<2x1x1xi32>
  check.expect_eq_const %r2, dense<[[[1]], [[320]]]> : tensor<2x1x1xi32>
  func.return
}

// -----

// chlo.scan with one output and no carry: a single result, squares of the slices.
func.func @scan_single_result() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = "chlo.scan"(%x) ({
  ^bb0(%a: tensor<f32>):
    %1 = stablehlo.multiply %a, %a : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 0>} : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_eq_const %0, dense<[1.0, 4.0, 9.0]> : tensor<3xf32>
  func.return
}

// -----

// chlo.scan with a carry and no output: the scanned length comes from the input (2 steps).
func.func @scan_carry_only() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %init = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %0 = chlo.scan (%x) inits (%init) dimension = 0 attributes {} {
  ^bb0(%input0: tensor<3xf32>, %carry0: tensor<3xf32>):
    %1 = stablehlo.add %input0, %carry0 : tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<3xf32>)
  check.expect_eq_const %0, dense<[15.0, 27.0, 39.0]> : tensor<3xf32>
  func.return
}
