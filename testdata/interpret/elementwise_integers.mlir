// Integer and boolean elementwise ops on signed, unsigned and sub-byte types. Expected values
// derived by hand: two's complement wrap-around at the element width; where the spec leaves a
// result implementation-defined (x / 0, INT_MIN / -1, shifts by >= width) the values are XLA's.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @i8_add_subtract_multiply_wrap() {
  %a = stablehlo.constant dense<[127, -128, 100, -7, 7]> : tensor<5xi8>
  %b = stablehlo.constant dense<[1, -1, 100, 2, -2]> : tensor<5xi8>
  %add = stablehlo.add %a, %b : tensor<5xi8>
  check.expect_eq_const %add, dense<[-128, 127, -56, -5, 5]> : tensor<5xi8>
  %sub = stablehlo.subtract %a, %b : tensor<5xi8>
  check.expect_eq_const %sub, dense<[126, -127, 0, -9, 9]> : tensor<5xi8>
  // 100 * 100 = 10000 = 39 * 256 + 16; -128 * -1 = 128 wraps to -128
  %mul = stablehlo.multiply %a, %b : tensor<5xi8>
  check.expect_eq_const %mul, dense<[127, -128, 16, -14, -14]> : tensor<5xi8>
  func.return
}

// -----

func.func @i8_divide_remainder_truncate_and_int_min_by_minus_one() {
  %a = stablehlo.constant dense<[127, -128, 100, -7, 7]> : tensor<5xi8>
  %b = stablehlo.constant dense<[1, -1, 100, 2, -2]> : tensor<5xi8>
  %div = stablehlo.divide %a, %b : tensor<5xi8>
  check.expect_eq_const %div, dense<[127, -128, 1, -3, -3]> : tensor<5xi8>
  %rem = stablehlo.remainder %a, %b : tensor<5xi8>
  check.expect_eq_const %rem, dense<[0, 0, 0, -1, 1]> : tensor<5xi8>
  func.return
}

// -----

func.func @divide_and_remainder_by_zero() {
  %a = stablehlo.constant dense<[7, -7, 0]> : tensor<3xi32>
  %z = stablehlo.constant dense<0> : tensor<3xi32>
  %div = stablehlo.divide %a, %z : tensor<3xi32>
  check.expect_eq_const %div, dense<-1> : tensor<3xi32>
  %rem = stablehlo.remainder %a, %z : tensor<3xi32>
  check.expect_eq_const %rem, dense<[7, -7, 0]> : tensor<3xi32>
  %u = stablehlo.constant dense<[200, 7]> : tensor<2xui8>
  %uz = stablehlo.constant dense<0> : tensor<2xui8>
  %udiv = stablehlo.divide %u, %uz : tensor<2xui8>
  check.expect_eq_const %udiv, dense<255> : tensor<2xui8>
  %urem = stablehlo.remainder %u, %uz : tensor<2xui8>
  check.expect_eq_const %urem, dense<[200, 7]> : tensor<2xui8>
  %v = stablehlo.constant dense<[7, 200]> : tensor<2xui8>
  %urem2 = stablehlo.remainder %u, %v : tensor<2xui8>
  check.expect_eq_const %urem2, dense<[4, 7]> : tensor<2xui8>
  func.return
}

// -----

func.func @i64_and_ui64_extremes() {
  %max = stablehlo.constant dense<9223372036854775807> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %wrapped = stablehlo.add %max, %one : tensor<i64>
  check.expect_eq_const %wrapped, dense<-9223372036854775808> : tensor<i64>
  %minus = stablehlo.constant dense<-1> : tensor<i64>
  %q = stablehlo.divide %wrapped, %minus : tensor<i64>
  check.expect_eq_const %q, dense<-9223372036854775808> : tensor<i64>
  %umax = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %uone = stablehlo.constant dense<1> : tensor<ui64>
  %uwrapped = stablehlo.add %umax, %uone : tensor<ui64>
  check.expect_eq_const %uwrapped, dense<0> : tensor<ui64>
  %two = stablehlo.constant dense<2> : tensor<ui64>
  %half = stablehlo.divide %umax, %two : tensor<ui64>
  check.expect_eq_const %half, dense<9223372036854775807> : tensor<ui64>
  %gt = stablehlo.compare GT, %umax, %two, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
  check.expect_eq_const %gt, dense<true> : tensor<i1>
  func.return
}

// -----

func.func @sub_byte_arithmetic_wraps() {
  %a = stablehlo.constant dense<[3, -8, 7]> : tensor<3xi4>
  %b = stablehlo.constant dense<[3, -1, 1]> : tensor<3xi4>
  // 3 * 3 = 9 -> -7, -8 * -1 = 8 -> -8, 7 * 1 = 7
  %mul = stablehlo.multiply %a, %b : tensor<3xi4>
  check.expect_eq_const %mul, dense<[-7, -8, 7]> : tensor<3xi4>
  %add = stablehlo.add %a, %b : tensor<3xi4>
  check.expect_eq_const %add, dense<[6, 7, -8]> : tensor<3xi4>
  %neg = stablehlo.negate %a : tensor<3xi4>
  check.expect_eq_const %neg, dense<[-3, -8, -7]> : tensor<3xi4>
  %abs = stablehlo.abs %b : tensor<3xi4>
  check.expect_eq_const %abs, dense<[3, 1, 1]> : tensor<3xi4>
  %u = stablehlo.constant dense<[5, 15, 0]> : tensor<3xui4>
  %v = stablehlo.constant dense<[4, 15, 1]> : tensor<3xui4>
  // 20 -> 4, 225 -> 1, 0 - 1 -> 15
  %umul = stablehlo.multiply %u, %v : tensor<3xui4>
  check.expect_eq_const %umul, dense<[4, 1, 0]> : tensor<3xui4>
  %usub = stablehlo.subtract %u, %v : tensor<3xui4>
  check.expect_eq_const %usub, dense<[1, 0, 15]> : tensor<3xui4>
  %unot = stablehlo.not %u : tensor<3xui4>
  check.expect_eq_const %unot, dense<[10, 0, 15]> : tensor<3xui4>
  %c = stablehlo.constant dense<[1, -2, -1]> : tensor<3xi2>
  %d = stablehlo.constant dense<[1, -1, -1]> : tensor<3xi2>
  %i2add = stablehlo.add %c, %d : tensor<3xi2>
  check.expect_eq_const %i2add, dense<[-2, 1, -2]> : tensor<3xi2>
  %i2div = stablehlo.divide %c, %d : tensor<3xi2>
  check.expect_eq_const %i2div, dense<[1, -2, 1]> : tensor<3xi2>
  func.return
}

// -----

func.func @shifts_at_and_beyond_width() {
  %a = stablehlo.constant dense<[1, 1, 1, -1]> : tensor<4xi8>
  %s = stablehlo.constant dense<[0, 7, 8, 9]> : tensor<4xi8>
  %shl = stablehlo.shift_left %a, %s : tensor<4xi8>
  check.expect_eq_const %shl, dense<[1, -128, 0, 0]> : tensor<4xi8>
  %b = stablehlo.constant dense<[-128, -128, 64, -1]> : tensor<4xi8>
  %t = stablehlo.constant dense<[1, 8, 7, 100]> : tensor<4xi8>
  %srl = stablehlo.shift_right_logical %b, %t : tensor<4xi8>
  check.expect_eq_const %srl, dense<[64, 0, 0, 0]> : tensor<4xi8>
  %sra = stablehlo.shift_right_arithmetic %b, %t : tensor<4xi8>
  check.expect_eq_const %sra, dense<[-64, -1, 0, -1]> : tensor<4xi8>
  // unsigned: the arithmetic shift copies the top bit of the pattern (0x80 >> 1 = 0xC0)
  %u = stablehlo.constant dense<[128, 64]> : tensor<2xui8>
  %one = stablehlo.constant dense<1> : tensor<2xui8>
  %usra = stablehlo.shift_right_arithmetic %u, %one : tensor<2xui8>
  check.expect_eq_const %usra, dense<[192, 32]> : tensor<2xui8>
  %n = stablehlo.constant dense<[8, 4]> : tensor<2xui4>
  %k = stablehlo.constant dense<[1, 4]> : tensor<2xui4>
  %n_shl = stablehlo.shift_left %n, %k : tensor<2xui4>
  check.expect_eq_const %n_shl, dense<[0, 0]> : tensor<2xui4>
  func.return
}

// -----

func.func @bit_counts_power_sign() {
  %a = stablehlo.constant dense<[-1, 0, 7, -128]> : tensor<4xi8>
  %pop = stablehlo.popcnt %a : tensor<4xi8>
  check.expect_eq_const %pop, dense<[8, 0, 3, 1]> : tensor<4xi8>
  %b = stablehlo.constant dense<[0, 1, -1, 64]> : tensor<4xi8>
  %clz = stablehlo.count_leading_zeros %b : tensor<4xi8>
  check.expect_eq_const %clz, dense<[8, 7, 0, 1]> : tensor<4xi8>
  %u = stablehlo.constant dense<[0, 1]> : tensor<2xui64>
  %uclz = stablehlo.count_leading_zeros %u : tensor<2xui64>
  check.expect_eq_const %uclz, dense<[64, 63]> : tensor<2xui64>
  %base = stablehlo.constant dense<[2, -2, 3, 2, 1, -1, 2]> : tensor<7xi8>
  %exp = stablehlo.constant dense<[6, 3, 0, -1, -5, -3, 7]> : tensor<7xi8>
  %pow = stablehlo.power %base, %exp : tensor<7xi8>
  check.expect_eq_const %pow, dense<[64, -8, 1, 0, 1, -1, -128]> : tensor<7xi8>
  %c = stablehlo.constant dense<[-5, 0, 7, -128]> : tensor<4xi8>
  %sign = stablehlo.sign %c : tensor<4xi8>
  check.expect_eq_const %sign, dense<[-1, 0, 1, -1]> : tensor<4xi8>
  func.return
}

// -----

func.func @bitwise_ops_and_min_max_on_integers() {
  %a = stablehlo.constant dense<[12, -1]> : tensor<2xi8>
  %b = stablehlo.constant dense<[10, 5]> : tensor<2xi8>
  %and = stablehlo.and %a, %b : tensor<2xi8>
  check.expect_eq_const %and, dense<[8, 5]> : tensor<2xi8>
  %or = stablehlo.or %a, %b : tensor<2xi8>
  check.expect_eq_const %or, dense<[14, -1]> : tensor<2xi8>
  %xor = stablehlo.xor %a, %b : tensor<2xi8>
  check.expect_eq_const %xor, dense<[6, -6]> : tensor<2xi8>
  %not = stablehlo.not %a : tensor<2xi8>
  check.expect_eq_const %not, dense<[-13, 0]> : tensor<2xi8>
  %u = stablehlo.constant dense<[0, 255, 10]> : tensor<3xui8>
  %v = stablehlo.constant dense<[255, 0, 10]> : tensor<3xui8>
  %max = stablehlo.maximum %u, %v : tensor<3xui8>
  check.expect_eq_const %max, dense<[255, 255, 10]> : tensor<3xui8>
  %min = stablehlo.minimum %u, %v : tensor<3xui8>
  check.expect_eq_const %min, dense<[0, 0, 10]> : tensor<3xui8>
  %unot = stablehlo.not %u : tensor<3xui8>
  check.expect_eq_const %unot, dense<[255, 0, 245]> : tensor<3xui8>
  %lo = stablehlo.constant dense<-5> : tensor<i8>
  %hi = stablehlo.constant dense<5> : tensor<i8>
  %x = stablehlo.constant dense<[-10, 0, 10]> : tensor<3xi8>
  %clamp = stablehlo.clamp %lo, %x, %hi : (tensor<i8>, tensor<3xi8>, tensor<i8>) -> tensor<3xi8>
  check.expect_eq_const %clamp, dense<[-5, 0, 5]> : tensor<3xi8>
  func.return
}

// -----

func.func @boolean_ops() {
  %a = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %b = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %and = stablehlo.and %a, %b : tensor<4xi1>
  check.expect_eq_const %and, dense<[true, false, false, false]> : tensor<4xi1>
  %or = stablehlo.or %a, %b : tensor<4xi1>
  check.expect_eq_const %or, dense<[true, true, true, false]> : tensor<4xi1>
  %xor = stablehlo.xor %a, %b : tensor<4xi1>
  check.expect_eq_const %xor, dense<[false, true, true, false]> : tensor<4xi1>
  %not = stablehlo.not %a : tensor<4xi1>
  check.expect_eq_const %not, dense<[false, false, true, true]> : tensor<4xi1>
  %add = stablehlo.add %a, %b : tensor<4xi1>
  check.expect_eq_const %add, dense<[true, true, true, false]> : tensor<4xi1>
  %mul = stablehlo.multiply %a, %b : tensor<4xi1>
  check.expect_eq_const %mul, dense<[true, false, false, false]> : tensor<4xi1>
  %max = stablehlo.maximum %a, %b : tensor<4xi1>
  check.expect_eq_const %max, dense<[true, true, true, false]> : tensor<4xi1>
  %min = stablehlo.minimum %a, %b : tensor<4xi1>
  check.expect_eq_const %min, dense<[true, false, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, false, true, false]> : tensor<4xi1>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[true, false, false, true]> : tensor<4xi1>
  %sel = stablehlo.select %a, %b, %not : tensor<4xi1>, tensor<4xi1>
  check.expect_eq_const %sel, dense<[true, false, true, true]> : tensor<4xi1>
  func.return
}

// -----

func.func @compare_signed_unsigned_every_direction() {
  %a = stablehlo.constant dense<[-1, 1, 5]> : tensor<3xi32>
  %b = stablehlo.constant dense<[1, 1, 3]> : tensor<3xi32>
  %eq = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, true, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, false, true]> : tensor<3xi1>
  %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %le = stablehlo.compare LE, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %le, dense<[true, true, false]> : tensor<3xi1>
  %gt = stablehlo.compare GT, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %gt, dense<[false, false, true]> : tensor<3xi1>
  %ge = stablehlo.compare GE, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[false, true, true]> : tensor<3xi1>
  %u = stablehlo.constant dense<[255, 1, 0]> : tensor<3xui8>
  %v = stablehlo.constant dense<[1, 1, 255]> : tensor<3xui8>
  %ult = stablehlo.compare LT, %u, %v, UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  check.expect_eq_const %ult, dense<[false, false, true]> : tensor<3xi1>
  %s = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %t = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %s_lt = stablehlo.compare LT, %s, %t, SIGNED : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi1>
  check.expect_eq_const %s_lt, dense<[true, false]> : tensor<2xi1>
  func.return
}
