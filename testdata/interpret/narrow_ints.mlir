// Sub-byte integers (i2, ui2, i4, ui4) and the explicitly signed si2..si64 / unsigned ui8..ui64 types.
// Expected values derived by hand: two's complement arithmetic modulo 2^width. Where the spec leaves a
// result implementation-defined the values are XLA's / the reference interpreter's: x / 0 is -1 (all
// ones), INT_MIN / -1 is INT_MIN, x % 0 is x, a shift by >= width gives 0 (sign fill for arithmetic
// right shifts); integer-to-integer conversion out of range wraps (two's complement truncation) and
// float-to-integer saturates.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @i2_wrapping_add_multiply_negate() {
  // i2 holds -2..1
  %a = stablehlo.constant dense<[1, -2, 1, -1]> : tensor<4xi2>
  %b = stablehlo.constant dense<[1, -1, -2, -1]> : tensor<4xi2>
  // 1+1 = 2 -> -2; -2-1 = -3 -> 1; 1-2 = -1; -1-1 = -2
  %add = stablehlo.add %a, %b : tensor<4xi2>
  check.expect_eq_const %add, dense<[-2, 1, -1, -2]> : tensor<4xi2>
  // 1*1 = 1; -2*-1 = 2 -> -2; 1*-2 = -2; -1*-1 = 1
  %mul = stablehlo.multiply %a, %b : tensor<4xi2>
  check.expect_eq_const %mul, dense<[1, -2, -2, 1]> : tensor<4xi2>
  // -(-2) = 2 -> -2
  %neg = stablehlo.negate %a : tensor<4xi2>
  check.expect_eq_const %neg, dense<[-1, -2, -1, 1]> : tensor<4xi2>
  // 1-(-2) = 3 -> -1
  %sub = stablehlo.subtract %a, %b : tensor<4xi2>
  check.expect_eq_const %sub, dense<[0, -1, -1, 0]> : tensor<4xi2>
  func.return
}

// -----

func.func @ui2_wrapping_add_multiply_negate() {
  // ui2 holds 0..3
  %a = stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xui2>
  %b = stablehlo.constant dense<[1, 3, 3, 0]> : tensor<4xui2>
  // 4 -> 0; 5 -> 1; 4 -> 0; 0
  %add = stablehlo.add %a, %b : tensor<4xui2>
  check.expect_eq_const %add, dense<[0, 1, 0, 0]> : tensor<4xui2>
  // 3; 6 -> 2; 3; 0
  %mul = stablehlo.multiply %a, %b : tensor<4xui2>
  check.expect_eq_const %mul, dense<[3, 2, 3, 0]> : tensor<4xui2>
  // 2; -1 -> 3; -2 -> 2; 0
  %sub = stablehlo.subtract %a, %b : tensor<4xui2>
  check.expect_eq_const %sub, dense<[2, 3, 2, 0]> : tensor<4xui2>
  // -3 -> 1; -2 -> 2; -1 -> 3; 0
  %neg = stablehlo.negate %a : tensor<4xui2>
  check.expect_eq_const %neg, dense<[1, 2, 3, 0]> : tensor<4xui2>
  func.return
}

// -----

func.func @i2_ui2_divide_remainder_edges() {
  // INT_MIN / -1 = INT_MIN; -2 / 1; 1 / 0 = -1; -1 / -2 = 0 (truncation)
  %a = stablehlo.constant dense<[-2, -2, 1, -1]> : tensor<4xi2>
  %b = stablehlo.constant dense<[-1, 1, 0, -2]> : tensor<4xi2>
  %div = stablehlo.divide %a, %b : tensor<4xi2>
  check.expect_eq_const %div, dense<[-2, -2, -1, 0]> : tensor<4xi2>
  // remainder takes the dividend's sign; x % 0 = x
  %rem = stablehlo.remainder %a, %b : tensor<4xi2>
  check.expect_eq_const %rem, dense<[0, 0, 1, -1]> : tensor<4xi2>
  // ui2: 3/2 = 1; 3/0 = 3 (all ones); 2/3 = 0
  %u = stablehlo.constant dense<[3, 3, 2]> : tensor<3xui2>
  %v = stablehlo.constant dense<[2, 0, 3]> : tensor<3xui2>
  %udiv = stablehlo.divide %u, %v : tensor<3xui2>
  check.expect_eq_const %udiv, dense<[1, 3, 0]> : tensor<3xui2>
  %urem = stablehlo.remainder %u, %v : tensor<3xui2>
  check.expect_eq_const %urem, dense<[1, 3, 2]> : tensor<3xui2>
  func.return
}

// -----

func.func @i2_ui2_shifts_compare_convert() {
  // ui2 shifts: 1<<1 = 2; 3<<1 = 6 -> 2; 1<<2 and 3<<3 shift by >= width -> 0
  %x = stablehlo.constant dense<[1, 3, 1, 3]> : tensor<4xui2>
  %n = stablehlo.constant dense<[1, 1, 2, 3]> : tensor<4xui2>
  %shl = stablehlo.shift_left %x, %n : tensor<4xui2>
  check.expect_eq_const %shl, dense<[2, 2, 0, 0]> : tensor<4xui2>
  // 1>>1 = 0; 3>>1 = 1; >= width -> 0
  %shr = stablehlo.shift_right_logical %x, %n : tensor<4xui2>
  check.expect_eq_const %shr, dense<[0, 1, 0, 0]> : tensor<4xui2>
  // i2: -2 (0b10) >> 1 arithmetic = -1 (0b11), logical = 1 (0b01); 1 << 1 = 2 -> -2
  %s = stablehlo.constant dense<[-2, -2, 1]> : tensor<3xi2>
  %one = stablehlo.constant dense<1> : tensor<3xi2>
  %sra = stablehlo.shift_right_arithmetic %s, %one : tensor<3xi2>
  check.expect_eq_const %sra, dense<[-1, -1, 0]> : tensor<3xi2>
  %srl = stablehlo.shift_right_logical %s, %one : tensor<3xi2>
  check.expect_eq_const %srl, dense<[1, 1, 0]> : tensor<3xi2>
  %sl = stablehlo.shift_left %s, %one : tensor<3xi2>
  check.expect_eq_const %sl, dense<[0, 0, -2]> : tensor<3xi2>
  // the same bits compare differently signed and unsigned: i2 [-1, -2, 1] are ui2 [3, 2, 1]
  %i = stablehlo.constant dense<[-1, -2, 1]> : tensor<3xi2>
  %ib = stablehlo.bitcast_convert %i : (tensor<3xi2>) -> tensor<3xui2>
  check.expect_eq_const %ib, dense<[3, 2, 1]> : tensor<3xui2>
  %lt = stablehlo.compare LT, %i, %one : (tensor<3xi2>, tensor<3xi2>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, true, false]> : tensor<3xi1>
  %uone = stablehlo.constant dense<1> : tensor<3xui2>
  %ult = stablehlo.compare LT, %ib, %uone : (tensor<3xui2>, tensor<3xui2>) -> tensor<3xi1>
  check.expect_eq_const %ult, dense<[false, false, false]> : tensor<3xi1>
  %ugt = stablehlo.compare GT, %ib, %uone, UNSIGNED : (tensor<3xui2>, tensor<3xui2>) -> tensor<3xi1>
  check.expect_eq_const %ugt, dense<[true, true, false]> : tensor<3xi1>
  // widening: i2 sign-extends, ui2 zero-extends; to floats exactly
  %i8 = stablehlo.convert %i : (tensor<3xi2>) -> tensor<3xi8>
  check.expect_eq_const %i8, dense<[-1, -2, 1]> : tensor<3xi8>
  %u8 = stablehlo.convert %ib : (tensor<3xui2>) -> tensor<3xi8>
  check.expect_eq_const %u8, dense<[3, 2, 1]> : tensor<3xi8>
  %f = stablehlo.convert %i : (tensor<3xi2>) -> tensor<3xf32>
  check.expect_eq_const %f, dense<[-1.0, -2.0, 1.0]> : tensor<3xf32>
  %uf = stablehlo.convert %ib : (tensor<3xui2>) -> tensor<3xf16>
  check.expect_eq_const %uf, dense<[3.0, 2.0, 1.0]> : tensor<3xf16>
  // narrowing wraps: i8 [5, -3, 2] -> i2 [1, 1, -2]; ui8 [7, 4] -> ui2 [3, 0]
  %w = stablehlo.constant dense<[5, -3, 2]> : tensor<3xi8>
  %wi2 = stablehlo.convert %w : (tensor<3xi8>) -> tensor<3xi2>
  check.expect_eq_const %wi2, dense<[1, 1, -2]> : tensor<3xi2>
  %wu = stablehlo.constant dense<[7, 4]> : tensor<2xui8>
  %wu2 = stablehlo.convert %wu : (tensor<2xui8>) -> tensor<2xui2>
  check.expect_eq_const %wu2, dense<[3, 0]> : tensor<2xui2>
  func.return
}

// -----

func.func @i4_ui4_arithmetic_edges() {
  // i4 holds -8..7: 7+1 -> -8; -8-1 -> 7; 7*7 = 49 = 3*16+1 -> 1; -8*-1 = 8 -> -8
  %a = stablehlo.constant dense<[7, -8, 7, -8]> : tensor<4xi4>
  %b = stablehlo.constant dense<[1, -1, 7, -1]> : tensor<4xi4>
  %add = stablehlo.add %a, %b : tensor<4xi4>
  check.expect_eq_const %add, dense<[-8, 7, -2, 7]> : tensor<4xi4>
  %mul = stablehlo.multiply %a, %b : tensor<4xi4>
  check.expect_eq_const %mul, dense<[7, -8, 1, -8]> : tensor<4xi4>
  %neg = stablehlo.negate %a : tensor<4xi4>
  check.expect_eq_const %neg, dense<[-7, -8, -7, -8]> : tensor<4xi4>
  // -8 / -1 = INT_MIN; 7 / 0 = -1; -7 / 2 = -3; 7 % 0 = 7; -7 % 2 = -1
  %n = stablehlo.constant dense<[-8, 7, -7]> : tensor<3xi4>
  %d = stablehlo.constant dense<[-1, 0, 2]> : tensor<3xi4>
  %div = stablehlo.divide %n, %d : tensor<3xi4>
  check.expect_eq_const %div, dense<[-8, -1, -3]> : tensor<3xi4>
  %rem = stablehlo.remainder %n, %d : tensor<3xi4>
  check.expect_eq_const %rem, dense<[0, 7, -1]> : tensor<3xi4>
  // ui4: 15+1 -> 0; 15*15 = 225 = 14*16+1 -> 1; 15/0 = 15; 15%0 = 15; 13%4 = 1; -(1) -> 15
  %u = stablehlo.constant dense<[15, 15, 13]> : tensor<3xui4>
  %v = stablehlo.constant dense<[1, 0, 4]> : tensor<3xui4>
  %uadd = stablehlo.add %u, %v : tensor<3xui4>
  check.expect_eq_const %uadd, dense<[0, 15, 1]> : tensor<3xui4>
  %umul = stablehlo.multiply %u, %u : tensor<3xui4>
  check.expect_eq_const %umul, dense<[1, 1, 9]> : tensor<3xui4>
  %udiv = stablehlo.divide %u, %v : tensor<3xui4>
  check.expect_eq_const %udiv, dense<[15, 15, 3]> : tensor<3xui4>
  %urem = stablehlo.remainder %u, %v : tensor<3xui4>
  check.expect_eq_const %urem, dense<[0, 15, 1]> : tensor<3xui4>
  %uneg = stablehlo.negate %v : tensor<3xui4>
  check.expect_eq_const %uneg, dense<[15, 0, 12]> : tensor<3xui4>
  func.return
}

// -----

func.func @i4_ui4_shifts_compare_convert() {
  // i4: 1<<3 = 8 -> -8; 1<<4 (>= width) -> 0; -1<<7 -> 0
  %x = stablehlo.constant dense<[1, 1, -1]> : tensor<3xi4>
  %n = stablehlo.constant dense<[3, 4, 7]> : tensor<3xi4>
  %shl = stablehlo.shift_left %x, %n : tensor<3xi4>
  check.expect_eq_const %shl, dense<[-8, 0, 0]> : tensor<3xi4>
  // -8 (0b1000) >> 3: arithmetic -1, logical 1; -8 >> 4 (>= width): arithmetic -1, logical 0; -1 >> 1 logical = 7
  %y = stablehlo.constant dense<[-8, -8, -1]> : tensor<3xi4>
  %m = stablehlo.constant dense<[3, 4, 1]> : tensor<3xi4>
  %sra = stablehlo.shift_right_arithmetic %y, %m : tensor<3xi4>
  check.expect_eq_const %sra, dense<[-1, -1, -1]> : tensor<3xi4>
  %srl = stablehlo.shift_right_logical %y, %m : tensor<3xi4>
  check.expect_eq_const %srl, dense<[1, 0, 7]> : tensor<3xi4>
  // i4 [-8, -1, 7] are ui4 [8, 15, 7]: compared with 7, signed GT is false everywhere, unsigned GT true for the first two
  %s = stablehlo.constant dense<[-8, -1, 7]> : tensor<3xi4>
  %us = stablehlo.bitcast_convert %s : (tensor<3xi4>) -> tensor<3xui4>
  check.expect_eq_const %us, dense<[8, 15, 7]> : tensor<3xui4>
  %seven = stablehlo.constant dense<7> : tensor<3xi4>
  %sgt = stablehlo.compare GT, %s, %seven, SIGNED : (tensor<3xi4>, tensor<3xi4>) -> tensor<3xi1>
  check.expect_eq_const %sgt, dense<[false, false, false]> : tensor<3xi1>
  %useven = stablehlo.constant dense<7> : tensor<3xui4>
  %ugt = stablehlo.compare GT, %us, %useven : (tensor<3xui4>, tensor<3xui4>) -> tensor<3xi1>
  check.expect_eq_const %ugt, dense<[true, true, false]> : tensor<3xi1>
  // to floats exactly; i4 -> ui4 and ui4 -> i4 keep the bits (wrap)
  %f = stablehlo.convert %s : (tensor<3xi4>) -> tensor<3xf32>
  check.expect_eq_const %f, dense<[-8.0, -1.0, 7.0]> : tensor<3xf32>
  %bf = stablehlo.convert %us : (tensor<3xui4>) -> tensor<3xbf16>
  check.expect_eq_const %bf, dense<[8.0, 15.0, 7.0]> : tensor<3xbf16>
  %cu = stablehlo.convert %s : (tensor<3xi4>) -> tensor<3xui4>
  check.expect_eq_const %cu, dense<[8, 15, 7]> : tensor<3xui4>
  %cs = stablehlo.convert %us : (tensor<3xui4>) -> tensor<3xi4>
  check.expect_eq_const %cs, dense<[-8, -1, 7]> : tensor<3xi4>
  // i4 -> i2 wraps: -8 -> 0, -1 -> -1, 7 -> -1; ui4 -> ui2: 8 -> 0, 15 -> 3, 7 -> 3
  %n2 = stablehlo.convert %s : (tensor<3xi4>) -> tensor<3xi2>
  check.expect_eq_const %n2, dense<[0, -1, -1]> : tensor<3xi2>
  %u2 = stablehlo.convert %us : (tensor<3xui4>) -> tensor<3xui2>
  check.expect_eq_const %u2, dense<[0, 3, 3]> : tensor<3xui2>
  // f32 -> i4 / ui4 saturates
  %big = stablehlo.constant dense<[100.0, -100.0, -1.5]> : tensor<3xf32>
  %bi = stablehlo.convert %big : (tensor<3xf32>) -> tensor<3xi4>
  check.expect_eq_const %bi, dense<[7, -8, -1]> : tensor<3xi4>
  %bu = stablehlo.convert %big : (tensor<3xf32>) -> tensor<3xui4>
  check.expect_eq_const %bu, dense<[15, 0, 0]> : tensor<3xui4>
  func.return
}

// -----

func.func @si2_and_ui2_wrap_divide_shift_compare() {
  // si2: -2..1; ui2: 0..3
  %a = stablehlo.constant dense<[1, -2, -2, -1]> : tensor<4xsi2>
  %b = stablehlo.constant dense<[1, -1, 0, 1]> : tensor<4xsi2>
  %add = stablehlo.add %a, %b : tensor<4xsi2>
  check.expect_eq_const %add, dense<[-2, 1, -2, 0]> : tensor<4xsi2>
  %mul = stablehlo.multiply %a, %b : tensor<4xsi2>
  check.expect_eq_const %mul, dense<[1, -2, 0, -1]> : tensor<4xsi2>
  %neg = stablehlo.negate %a : tensor<4xsi2>
  check.expect_eq_const %neg, dense<[-1, -2, -2, 1]> : tensor<4xsi2>
  // MIN / -1 = MIN, x / 0 = -1, x % 0 = x
  %div = stablehlo.divide %a, %b : tensor<4xsi2>
  check.expect_eq_const %div, dense<[1, -2, -1, -1]> : tensor<4xsi2>
  %rem = stablehlo.remainder %a, %b : tensor<4xsi2>
  check.expect_eq_const %rem, dense<[0, 0, -2, 0]> : tensor<4xsi2>
  %ua = stablehlo.constant dense<[3, 3, 2, 1]> : tensor<4xui2>
  %ub = stablehlo.constant dense<[1, 0, 2, 3]> : tensor<4xui2>
  %uadd = stablehlo.add %ua, %ub : tensor<4xui2>
  check.expect_eq_const %uadd, dense<[0, 3, 0, 0]> : tensor<4xui2>
  %umul = stablehlo.multiply %ua, %ua : tensor<4xui2>
  check.expect_eq_const %umul, dense<[1, 1, 0, 1]> : tensor<4xui2>
  %uneg = stablehlo.negate %ub : tensor<4xui2>
  check.expect_eq_const %uneg, dense<[3, 0, 2, 1]> : tensor<4xui2>
  // x / 0 = all ones, x % 0 = x
  %udiv = stablehlo.divide %ua, %ub : tensor<4xui2>
  check.expect_eq_const %udiv, dense<[3, 3, 1, 0]> : tensor<4xui2>
  %urem = stablehlo.remainder %ua, %ub : tensor<4xui2>
  check.expect_eq_const %urem, dense<[0, 3, 0, 1]> : tensor<4xui2>
  // the same bits: MIN < 1 signed, 2^(w-1) > 1 unsigned
  %bits = stablehlo.bitcast_convert %a : (tensor<4xsi2>) -> tensor<4xui2>
  check.expect_eq_const %bits, dense<[1, 2, 2, 3]> : tensor<4xui2>
  %one = stablehlo.constant dense<1> : tensor<4xsi2>
  %uone = stablehlo.constant dense<1> : tensor<4xui2>
  %slt = stablehlo.compare LT, %a, %one, SIGNED : (tensor<4xsi2>, tensor<4xsi2>) -> tensor<4xi1>
  check.expect_eq_const %slt, dense<[false, true, true, true]> : tensor<4xi1>
  %ult = stablehlo.compare LT, %bits, %uone, UNSIGNED : (tensor<4xui2>, tensor<4xui2>) -> tensor<4xi1>
  check.expect_eq_const %ult, dense<[false, false, false, false]> : tensor<4xi1>
  // to f64 exactly (every value here has <= 53 significant bits)
  %fa = stablehlo.convert %a : (tensor<4xsi2>) -> tensor<4xf64>
  check.expect_eq_const %fa, dense<[1.0, -2.0, -2.0, -1.0]> : tensor<4xf64>
  func.return
}

// -----

func.func @si4_and_ui4_wrap_divide_shift_compare() {
  // si4: -8..7; ui4: 0..15
  %a = stablehlo.constant dense<[7, -8, -8, -1]> : tensor<4xsi4>
  %b = stablehlo.constant dense<[1, -1, 0, 1]> : tensor<4xsi4>
  %add = stablehlo.add %a, %b : tensor<4xsi4>
  check.expect_eq_const %add, dense<[-8, 7, -8, 0]> : tensor<4xsi4>
  %mul = stablehlo.multiply %a, %b : tensor<4xsi4>
  check.expect_eq_const %mul, dense<[7, -8, 0, -1]> : tensor<4xsi4>
  %neg = stablehlo.negate %a : tensor<4xsi4>
  check.expect_eq_const %neg, dense<[-7, -8, -8, 1]> : tensor<4xsi4>
  // MIN / -1 = MIN, x / 0 = -1, x % 0 = x
  %div = stablehlo.divide %a, %b : tensor<4xsi4>
  check.expect_eq_const %div, dense<[7, -8, -1, -1]> : tensor<4xsi4>
  %rem = stablehlo.remainder %a, %b : tensor<4xsi4>
  check.expect_eq_const %rem, dense<[0, 0, -8, 0]> : tensor<4xsi4>
  // shifts by width-1, by width (-> 0, or sign fill), by 1
  %x = stablehlo.constant dense<[1, 1, -8, -8]> : tensor<4xsi4>
  %n = stablehlo.constant dense<[3, 4, 1, 4]> : tensor<4xsi4>
  %shl = stablehlo.shift_left %x, %n : tensor<4xsi4>
  check.expect_eq_const %shl, dense<[-8, 0, 0, 0]> : tensor<4xsi4>
  %sra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xsi4>
  check.expect_eq_const %sra, dense<[0, 0, -4, -1]> : tensor<4xsi4>
  %srl = stablehlo.shift_right_logical %x, %n : tensor<4xsi4>
  check.expect_eq_const %srl, dense<[0, 0, 4, 0]> : tensor<4xsi4>
  %ua = stablehlo.constant dense<[15, 15, 8, 5]> : tensor<4xui4>
  %ub = stablehlo.constant dense<[1, 0, 2, 7]> : tensor<4xui4>
  %uadd = stablehlo.add %ua, %ub : tensor<4xui4>
  check.expect_eq_const %uadd, dense<[0, 15, 10, 12]> : tensor<4xui4>
  %umul = stablehlo.multiply %ua, %ua : tensor<4xui4>
  check.expect_eq_const %umul, dense<[1, 1, 0, 9]> : tensor<4xui4>
  %uneg = stablehlo.negate %ub : tensor<4xui4>
  check.expect_eq_const %uneg, dense<[15, 0, 14, 9]> : tensor<4xui4>
  // x / 0 = all ones, x % 0 = x
  %udiv = stablehlo.divide %ua, %ub : tensor<4xui4>
  check.expect_eq_const %udiv, dense<[15, 15, 4, 0]> : tensor<4xui4>
  %urem = stablehlo.remainder %ua, %ub : tensor<4xui4>
  check.expect_eq_const %urem, dense<[0, 15, 0, 5]> : tensor<4xui4>
  // the same bits: MIN < 1 signed, 2^(w-1) > 1 unsigned
  %bits = stablehlo.bitcast_convert %a : (tensor<4xsi4>) -> tensor<4xui4>
  check.expect_eq_const %bits, dense<[7, 8, 8, 15]> : tensor<4xui4>
  %one = stablehlo.constant dense<1> : tensor<4xsi4>
  %uone = stablehlo.constant dense<1> : tensor<4xui4>
  %slt = stablehlo.compare LT, %a, %one, SIGNED : (tensor<4xsi4>, tensor<4xsi4>) -> tensor<4xi1>
  check.expect_eq_const %slt, dense<[false, true, true, true]> : tensor<4xi1>
  %ult = stablehlo.compare LT, %bits, %uone, UNSIGNED : (tensor<4xui4>, tensor<4xui4>) -> tensor<4xi1>
  check.expect_eq_const %ult, dense<[false, false, false, false]> : tensor<4xi1>
  // to f64 exactly (every value here has <= 53 significant bits)
  %fa = stablehlo.convert %a : (tensor<4xsi4>) -> tensor<4xf64>
  check.expect_eq_const %fa, dense<[7.0, -8.0, -8.0, -1.0]> : tensor<4xf64>
  func.return
}

// -----

func.func @si8_and_ui8_wrap_divide_shift_compare() {
  // si8: -128..127; ui8: 0..255
  %a = stablehlo.constant dense<[127, -128, -128, -1]> : tensor<4xsi8>
  %b = stablehlo.constant dense<[1, -1, 0, 1]> : tensor<4xsi8>
  %add = stablehlo.add %a, %b : tensor<4xsi8>
  check.expect_eq_const %add, dense<[-128, 127, -128, 0]> : tensor<4xsi8>
  %mul = stablehlo.multiply %a, %b : tensor<4xsi8>
  check.expect_eq_const %mul, dense<[127, -128, 0, -1]> : tensor<4xsi8>
  %neg = stablehlo.negate %a : tensor<4xsi8>
  check.expect_eq_const %neg, dense<[-127, -128, -128, 1]> : tensor<4xsi8>
  // MIN / -1 = MIN, x / 0 = -1, x % 0 = x
  %div = stablehlo.divide %a, %b : tensor<4xsi8>
  check.expect_eq_const %div, dense<[127, -128, -1, -1]> : tensor<4xsi8>
  %rem = stablehlo.remainder %a, %b : tensor<4xsi8>
  check.expect_eq_const %rem, dense<[0, 0, -128, 0]> : tensor<4xsi8>
  // shifts by width-1, by width (-> 0, or sign fill), by 1
  %x = stablehlo.constant dense<[1, 1, -128, -128]> : tensor<4xsi8>
  %n = stablehlo.constant dense<[7, 8, 1, 8]> : tensor<4xsi8>
  %shl = stablehlo.shift_left %x, %n : tensor<4xsi8>
  check.expect_eq_const %shl, dense<[-128, 0, 0, 0]> : tensor<4xsi8>
  %sra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xsi8>
  check.expect_eq_const %sra, dense<[0, 0, -64, -1]> : tensor<4xsi8>
  %srl = stablehlo.shift_right_logical %x, %n : tensor<4xsi8>
  check.expect_eq_const %srl, dense<[0, 0, 64, 0]> : tensor<4xsi8>
  %ua = stablehlo.constant dense<[255, 255, 128, 5]> : tensor<4xui8>
  %ub = stablehlo.constant dense<[1, 0, 2, 7]> : tensor<4xui8>
  %uadd = stablehlo.add %ua, %ub : tensor<4xui8>
  check.expect_eq_const %uadd, dense<[0, 255, 130, 12]> : tensor<4xui8>
  %umul = stablehlo.multiply %ua, %ua : tensor<4xui8>
  check.expect_eq_const %umul, dense<[1, 1, 0, 25]> : tensor<4xui8>
  %uneg = stablehlo.negate %ub : tensor<4xui8>
  check.expect_eq_const %uneg, dense<[255, 0, 254, 249]> : tensor<4xui8>
  // x / 0 = all ones, x % 0 = x
  %udiv = stablehlo.divide %ua, %ub : tensor<4xui8>
  check.expect_eq_const %udiv, dense<[255, 255, 64, 0]> : tensor<4xui8>
  %urem = stablehlo.remainder %ua, %ub : tensor<4xui8>
  check.expect_eq_const %urem, dense<[0, 255, 0, 5]> : tensor<4xui8>
  // the same bits: MIN < 1 signed, 2^(w-1) > 1 unsigned
  %bits = stablehlo.bitcast_convert %a : (tensor<4xsi8>) -> tensor<4xui8>
  check.expect_eq_const %bits, dense<[127, 128, 128, 255]> : tensor<4xui8>
  %one = stablehlo.constant dense<1> : tensor<4xsi8>
  %uone = stablehlo.constant dense<1> : tensor<4xui8>
  %slt = stablehlo.compare LT, %a, %one, SIGNED : (tensor<4xsi8>, tensor<4xsi8>) -> tensor<4xi1>
  check.expect_eq_const %slt, dense<[false, true, true, true]> : tensor<4xi1>
  %ult = stablehlo.compare LT, %bits, %uone, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  check.expect_eq_const %ult, dense<[false, false, false, false]> : tensor<4xi1>
  // to f64 exactly (every value here has <= 53 significant bits)
  %fa = stablehlo.convert %a : (tensor<4xsi8>) -> tensor<4xf64>
  check.expect_eq_const %fa, dense<[127.0, -128.0, -128.0, -1.0]> : tensor<4xf64>
  func.return
}

// -----

func.func @si16_and_ui16_wrap_divide_shift_compare() {
  // si16: -32768..32767; ui16: 0..65535
  %a = stablehlo.constant dense<[32767, -32768, -32768, -1]> : tensor<4xsi16>
  %b = stablehlo.constant dense<[1, -1, 0, 1]> : tensor<4xsi16>
  %add = stablehlo.add %a, %b : tensor<4xsi16>
  check.expect_eq_const %add, dense<[-32768, 32767, -32768, 0]> : tensor<4xsi16>
  %mul = stablehlo.multiply %a, %b : tensor<4xsi16>
  check.expect_eq_const %mul, dense<[32767, -32768, 0, -1]> : tensor<4xsi16>
  %neg = stablehlo.negate %a : tensor<4xsi16>
  check.expect_eq_const %neg, dense<[-32767, -32768, -32768, 1]> : tensor<4xsi16>
  // MIN / -1 = MIN, x / 0 = -1, x % 0 = x
  %div = stablehlo.divide %a, %b : tensor<4xsi16>
  check.expect_eq_const %div, dense<[32767, -32768, -1, -1]> : tensor<4xsi16>
  %rem = stablehlo.remainder %a, %b : tensor<4xsi16>
  check.expect_eq_const %rem, dense<[0, 0, -32768, 0]> : tensor<4xsi16>
  // shifts by width-1, by width (-> 0, or sign fill), by 1
  %x = stablehlo.constant dense<[1, 1, -32768, -32768]> : tensor<4xsi16>
  %n = stablehlo.constant dense<[15, 16, 1, 16]> : tensor<4xsi16>
  %shl = stablehlo.shift_left %x, %n : tensor<4xsi16>
  check.expect_eq_const %shl, dense<[-32768, 0, 0, 0]> : tensor<4xsi16>
  %sra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xsi16>
  check.expect_eq_const %sra, dense<[0, 0, -16384, -1]> : tensor<4xsi16>
  %srl = stablehlo.shift_right_logical %x, %n : tensor<4xsi16>
  check.expect_eq_const %srl, dense<[0, 0, 16384, 0]> : tensor<4xsi16>
  %ua = stablehlo.constant dense<[65535, 65535, 32768, 5]> : tensor<4xui16>
  %ub = stablehlo.constant dense<[1, 0, 2, 7]> : tensor<4xui16>
  %uadd = stablehlo.add %ua, %ub : tensor<4xui16>
  check.expect_eq_const %uadd, dense<[0, 65535, 32770, 12]> : tensor<4xui16>
  %umul = stablehlo.multiply %ua, %ua : tensor<4xui16>
  check.expect_eq_const %umul, dense<[1, 1, 0, 25]> : tensor<4xui16>
  %uneg = stablehlo.negate %ub : tensor<4xui16>
  check.expect_eq_const %uneg, dense<[65535, 0, 65534, 65529]> : tensor<4xui16>
  // x / 0 = all ones, x % 0 = x
  %udiv = stablehlo.divide %ua, %ub : tensor<4xui16>
  check.expect_eq_const %udiv, dense<[65535, 65535, 16384, 0]> : tensor<4xui16>
  %urem = stablehlo.remainder %ua, %ub : tensor<4xui16>
  check.expect_eq_const %urem, dense<[0, 65535, 0, 5]> : tensor<4xui16>
  // the same bits: MIN < 1 signed, 2^(w-1) > 1 unsigned
  %bits = stablehlo.bitcast_convert %a : (tensor<4xsi16>) -> tensor<4xui16>
  check.expect_eq_const %bits, dense<[32767, 32768, 32768, 65535]> : tensor<4xui16>
  %one = stablehlo.constant dense<1> : tensor<4xsi16>
  %uone = stablehlo.constant dense<1> : tensor<4xui16>
  %slt = stablehlo.compare LT, %a, %one, SIGNED : (tensor<4xsi16>, tensor<4xsi16>) -> tensor<4xi1>
  check.expect_eq_const %slt, dense<[false, true, true, true]> : tensor<4xi1>
  %ult = stablehlo.compare LT, %bits, %uone, UNSIGNED : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
  check.expect_eq_const %ult, dense<[false, false, false, false]> : tensor<4xi1>
  // to f64 exactly (every value here has <= 53 significant bits)
  %fa = stablehlo.convert %a : (tensor<4xsi16>) -> tensor<4xf64>
  check.expect_eq_const %fa, dense<[32767.0, -32768.0, -32768.0, -1.0]> : tensor<4xf64>
  func.return
}

// -----

func.func @si32_and_ui32_wrap_divide_shift_compare() {
  // si32: -2147483648..2147483647; ui32: 0..4294967295
  %a = stablehlo.constant dense<[2147483647, -2147483648, -2147483648, -1]> : tensor<4xsi32>
  %b = stablehlo.constant dense<[1, -1, 0, 1]> : tensor<4xsi32>
  %add = stablehlo.add %a, %b : tensor<4xsi32>
  check.expect_eq_const %add, dense<[-2147483648, 2147483647, -2147483648, 0]> : tensor<4xsi32>
  %mul = stablehlo.multiply %a, %b : tensor<4xsi32>
  check.expect_eq_const %mul, dense<[2147483647, -2147483648, 0, -1]> : tensor<4xsi32>
  %neg = stablehlo.negate %a : tensor<4xsi32>
  check.expect_eq_const %neg, dense<[-2147483647, -2147483648, -2147483648, 1]> : tensor<4xsi32>
  // MIN / -1 = MIN, x / 0 = -1, x % 0 = x
  %div = stablehlo.divide %a, %b : tensor<4xsi32>
  check.expect_eq_const %div, dense<[2147483647, -2147483648, -1, -1]> : tensor<4xsi32>
  %rem = stablehlo.remainder %a, %b : tensor<4xsi32>
  check.expect_eq_const %rem, dense<[0, 0, -2147483648, 0]> : tensor<4xsi32>
  // shifts by width-1, by width (-> 0, or sign fill), by 1
  %x = stablehlo.constant dense<[1, 1, -2147483648, -2147483648]> : tensor<4xsi32>
  %n = stablehlo.constant dense<[31, 32, 1, 32]> : tensor<4xsi32>
  %shl = stablehlo.shift_left %x, %n : tensor<4xsi32>
  check.expect_eq_const %shl, dense<[-2147483648, 0, 0, 0]> : tensor<4xsi32>
  %sra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xsi32>
  check.expect_eq_const %sra, dense<[0, 0, -1073741824, -1]> : tensor<4xsi32>
  %srl = stablehlo.shift_right_logical %x, %n : tensor<4xsi32>
  check.expect_eq_const %srl, dense<[0, 0, 1073741824, 0]> : tensor<4xsi32>
  %ua = stablehlo.constant dense<[4294967295, 4294967295, 2147483648, 5]> : tensor<4xui32>
  %ub = stablehlo.constant dense<[1, 0, 2, 7]> : tensor<4xui32>
  %uadd = stablehlo.add %ua, %ub : tensor<4xui32>
  check.expect_eq_const %uadd, dense<[0, 4294967295, 2147483650, 12]> : tensor<4xui32>
  %umul = stablehlo.multiply %ua, %ua : tensor<4xui32>
  check.expect_eq_const %umul, dense<[1, 1, 0, 25]> : tensor<4xui32>
  %uneg = stablehlo.negate %ub : tensor<4xui32>
  check.expect_eq_const %uneg, dense<[4294967295, 0, 4294967294, 4294967289]> : tensor<4xui32>
  // x / 0 = all ones, x % 0 = x
  %udiv = stablehlo.divide %ua, %ub : tensor<4xui32>
  check.expect_eq_const %udiv, dense<[4294967295, 4294967295, 1073741824, 0]> : tensor<4xui32>
  %urem = stablehlo.remainder %ua, %ub : tensor<4xui32>
  check.expect_eq_const %urem, dense<[0, 4294967295, 0, 5]> : tensor<4xui32>
  // the same bits: MIN < 1 signed, 2^(w-1) > 1 unsigned
  %bits = stablehlo.bitcast_convert %a : (tensor<4xsi32>) -> tensor<4xui32>
  check.expect_eq_const %bits, dense<[2147483647, 2147483648, 2147483648, 4294967295]> : tensor<4xui32>
  %one = stablehlo.constant dense<1> : tensor<4xsi32>
  %uone = stablehlo.constant dense<1> : tensor<4xui32>
  %slt = stablehlo.compare LT, %a, %one, SIGNED : (tensor<4xsi32>, tensor<4xsi32>) -> tensor<4xi1>
  check.expect_eq_const %slt, dense<[false, true, true, true]> : tensor<4xi1>
  %ult = stablehlo.compare LT, %bits, %uone, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  check.expect_eq_const %ult, dense<[false, false, false, false]> : tensor<4xi1>
  // to f64 exactly (every value here has <= 53 significant bits)
  %fa = stablehlo.convert %a : (tensor<4xsi32>) -> tensor<4xf64>
  check.expect_eq_const %fa, dense<[2147483647.0, -2147483648.0, -2147483648.0, -1.0]> : tensor<4xf64>
  func.return
}

// -----

func.func @si64_and_ui64_wrap_divide_shift_compare() {
  // si64: -9223372036854775808..9223372036854775807; ui64: 0..18446744073709551615
  %a = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, -9223372036854775808, -1]> : tensor<4xsi64>
  %b = stablehlo.constant dense<[1, -1, 0, 1]> : tensor<4xsi64>
  %add = stablehlo.add %a, %b : tensor<4xsi64>
  check.expect_eq_const %add, dense<[-9223372036854775808, 9223372036854775807, -9223372036854775808, 0]> : tensor<4xsi64>
  %mul = stablehlo.multiply %a, %b : tensor<4xsi64>
  check.expect_eq_const %mul, dense<[9223372036854775807, -9223372036854775808, 0, -1]> : tensor<4xsi64>
  %neg = stablehlo.negate %a : tensor<4xsi64>
  check.expect_eq_const %neg, dense<[-9223372036854775807, -9223372036854775808, -9223372036854775808, 1]> : tensor<4xsi64>
  // MIN / -1 = MIN, x / 0 = -1, x % 0 = x
  %div = stablehlo.divide %a, %b : tensor<4xsi64>
  check.expect_eq_const %div, dense<[9223372036854775807, -9223372036854775808, -1, -1]> : tensor<4xsi64>
  %rem = stablehlo.remainder %a, %b : tensor<4xsi64>
  check.expect_eq_const %rem, dense<[0, 0, -9223372036854775808, 0]> : tensor<4xsi64>
  // shifts by width-1, by width (-> 0, or sign fill), by 1
  %x = stablehlo.constant dense<[1, 1, -9223372036854775808, -9223372036854775808]> : tensor<4xsi64>
  %n = stablehlo.constant dense<[63, 64, 1, 64]> : tensor<4xsi64>
  %shl = stablehlo.shift_left %x, %n : tensor<4xsi64>
  check.expect_eq_const %shl, dense<[-9223372036854775808, 0, 0, 0]> : tensor<4xsi64>
  %sra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xsi64>
  check.expect_eq_const %sra, dense<[0, 0, -4611686018427387904, -1]> : tensor<4xsi64>
  %srl = stablehlo.shift_right_logical %x, %n : tensor<4xsi64>
  check.expect_eq_const %srl, dense<[0, 0, 4611686018427387904, 0]> : tensor<4xsi64>
  %ua = stablehlo.constant dense<[18446744073709551615, 18446744073709551615, 9223372036854775808, 5]> : tensor<4xui64>
  %ub = stablehlo.constant dense<[1, 0, 2, 7]> : tensor<4xui64>
  %uadd = stablehlo.add %ua, %ub : tensor<4xui64>
  check.expect_eq_const %uadd, dense<[0, 18446744073709551615, 9223372036854775810, 12]> : tensor<4xui64>
  %umul = stablehlo.multiply %ua, %ua : tensor<4xui64>
  check.expect_eq_const %umul, dense<[1, 1, 0, 25]> : tensor<4xui64>
  %uneg = stablehlo.negate %ub : tensor<4xui64>
  check.expect_eq_const %uneg, dense<[18446744073709551615, 0, 18446744073709551614, 18446744073709551609]> : tensor<4xui64>
  // x / 0 = all ones, x % 0 = x
  %udiv = stablehlo.divide %ua, %ub : tensor<4xui64>
  check.expect_eq_const %udiv, dense<[18446744073709551615, 18446744073709551615, 4611686018427387904, 0]> : tensor<4xui64>
  %urem = stablehlo.remainder %ua, %ub : tensor<4xui64>
  check.expect_eq_const %urem, dense<[0, 18446744073709551615, 0, 5]> : tensor<4xui64>
  // the same bits: MIN < 1 signed, 2^(w-1) > 1 unsigned
  %bits = stablehlo.bitcast_convert %a : (tensor<4xsi64>) -> tensor<4xui64>
  check.expect_eq_const %bits, dense<[9223372036854775807, 9223372036854775808, 9223372036854775808, 18446744073709551615]> : tensor<4xui64>
  %one = stablehlo.constant dense<1> : tensor<4xsi64>
  %uone = stablehlo.constant dense<1> : tensor<4xui64>
  %slt = stablehlo.compare LT, %a, %one, SIGNED : (tensor<4xsi64>, tensor<4xsi64>) -> tensor<4xi1>
  check.expect_eq_const %slt, dense<[false, true, true, true]> : tensor<4xi1>
  %ult = stablehlo.compare LT, %bits, %uone, UNSIGNED : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xi1>
  check.expect_eq_const %ult, dense<[false, false, false, false]> : tensor<4xi1>
  // to f64 exactly (every value here has <= 53 significant bits)
  %fa = stablehlo.convert %a : (tensor<4xsi64>) -> tensor<4xf64>
  func.return
}

// -----

func.func @integer_width_conversions_wrap() {
  // narrowing keeps the low bits: 300 = 256 + 44; -129 = -256 + 127; 70000 = 65536 + 4464; 2^32 + 5 -> 5
  %a = stablehlo.constant dense<[300, -129]> : tensor<2xsi16>
  %a8 = stablehlo.convert %a : (tensor<2xsi16>) -> tensor<2xsi8>
  check.expect_eq_const %a8, dense<[44, 127]> : tensor<2xsi8>
  %b = stablehlo.constant dense<[70000, -70000]> : tensor<2xsi32>
  %b16 = stablehlo.convert %b : (tensor<2xsi32>) -> tensor<2xsi16>
  check.expect_eq_const %b16, dense<[4464, -4464]> : tensor<2xsi16>
  %c = stablehlo.constant dense<[4294967301, -1]> : tensor<2xsi64>
  %c32 = stablehlo.convert %c : (tensor<2xsi64>) -> tensor<2xsi32>
  check.expect_eq_const %c32, dense<[5, -1]> : tensor<2xsi32>
  // signed to unsigned of the same width reinterprets the bits; widening sign- or zero-extends
  %cu = stablehlo.convert %c : (tensor<2xsi64>) -> tensor<2xui64>
  check.expect_eq_const %cu, dense<[4294967301, 18446744073709551615]> : tensor<2xui64>
  %d = stablehlo.constant dense<[200, 255]> : tensor<2xui8>
  %ds = stablehlo.convert %d : (tensor<2xui8>) -> tensor<2xsi8>
  check.expect_eq_const %ds, dense<[-56, -1]> : tensor<2xsi8>
  %dw = stablehlo.convert %d : (tensor<2xui8>) -> tensor<2xsi32>
  check.expect_eq_const %dw, dense<[200, 255]> : tensor<2xsi32>
  %sw = stablehlo.convert %ds : (tensor<2xsi8>) -> tensor<2xui16>
  check.expect_eq_const %sw, dense<[65480, 65535]> : tensor<2xui16>
  %e = stablehlo.constant dense<[65535, 4294967295]> : tensor<2xui32>
  %e16 = stablehlo.convert %e : (tensor<2xui32>) -> tensor<2xui16>
  check.expect_eq_const %e16, dense<[65535, 65535]> : tensor<2xui16>
  %e64 = stablehlo.convert %e : (tensor<2xui32>) -> tensor<2xui64>
  check.expect_eq_const %e64, dense<[65535, 4294967295]> : tensor<2xui64>
  // to floats, exact: ui32 max has 32 significant bits (fits f64); 2^62 fits f32
  %ef = stablehlo.convert %e : (tensor<2xui32>) -> tensor<2xf64>
  check.expect_eq_const %ef, dense<[65535.0, 4294967295.0]> : tensor<2xf64>
  %g = stablehlo.constant dense<[-4611686018427387904, 4611686018427387904]> : tensor<2xsi64>
  %gf = stablehlo.convert %g : (tensor<2xsi64>) -> tensor<2xf32>
  check.expect_eq_const %gf, dense<[-4.611686018427388e+18, 4.611686018427388e+18]> : tensor<2xf32>
  func.return
}
