// Narrow floats (f8 variants, f6, f4): constants, arithmetic rounded once, compare, convert, maximum/minimum,
// abs/negate, reduce and dot_general. Expected values derived outside the interpreter: exact rational
// arithmetic rounded once to the format (round to nearest, ties to even; past the largest finite value:
// inf where the type has one, else NaN, else - f4/f6, which have neither - the largest finite value, as
// LLVM APFloat does for the upstream reference interpreter), cross-checked against ml_dtypes conversions.
// RUN: stablehlo-translate --interpret -split-input-file %s

// f8E3M4: 3 exponent bits, 4 mantissa bits, bias 3; IEEE-754 style: inf and NaN. Largest finite 15.5, smallest subnormal 0.015625.
func.func @f8e3m4_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x6F, 0x81, 0x78]> : tensor<3xf8E3M4>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E3M4>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[15.5, -0.015625, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[15.5, -0.015625]> : tensor<2xf8E3M4>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E3M4>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[111, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (0.25) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 15.5, 15.5, -15.5]> : tensor<5xf8E3M4>
  %add_b = stablehlo.constant dense<[0.03125, 0.09375, 15.5, 0.25, -15.5]> : tensor<5xf8E3M4>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E3M4>
  check.expect_eq_const %add, dense<[1.0, 1.125, 0x70, 0x70, 0xF0]> : tensor<5xf8E3M4>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 1.0, -15.5]> : tensor<3xf8E3M4>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 15.5]> : tensor<3xf8E3M4>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E3M4>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, 0xF0]> : tensor<3xf8E3M4>
  %subtract_bits = stablehlo.bitcast_convert %subtract : (tensor<3xf8E3M4>) -> tensor<3xui8>
  check.expect_eq_const %subtract_bits, dense<[128, 0, 240]> : tensor<3xui8>
  // multiply: (1+u)^2 with u = 2^-4 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.0625, 0.015625, 0.015625, -0.015625, 15.5]> : tensor<5xf8E3M4>
  %multiply_b = stablehlo.constant dense<[1.0625, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E3M4>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E3M4>
  check.expect_eq_const %multiply, dense<[1.125, 0.0, 0.03125, -0.0, 0x70]> : tensor<5xf8E3M4>
  %multiply_bits = stablehlo.bitcast_convert %multiply : (tensor<5xf8E3M4>) -> tensor<5xui8>
  check.expect_eq_const %multiply_bits, dense<[50, 0, 2, 128, 112]> : tensor<5xui8>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 15.5, 1.0, 0.0, -1.0]> : tensor<5xf8E3M4>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E3M4>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E3M4>
  check.expect_eq_const %divide, dense<[0.328125, 0x70, 0x70, 0x78, 0xF0]> : tensor<5xf8E3M4>
  func.return
}

// -----

func.func @f8e3m4_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0, 0x78]> : tensor<4xf8E3M4>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x78]> : tensor<4xf8E3M4>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<4xi1>
  check.expect_eq_const %tlt, dense<[true, true, false, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.03125, 1.09375, 15.75, 31.0, -0.0078125, 0.01171875]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E3M4>
  check.expect_eq_const %nf, dense<[1.0, 1.125, 0x70, 0x70, -0.0, 0.015625]> : tensor<6xf8E3M4>
  %nf_bits = stablehlo.bitcast_convert %nf : (tensor<6xf8E3M4>) -> tensor<6xui8>
  check.expect_eq_const %nf_bits, dense<[48, 50, 112, 112, 128, 1]> : tensor<6xui8>
  %back = stablehlo.convert %nf : (tensor<6xf8E3M4>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.125, 0x7F800000, 0x7F800000, -0.0, 0.015625]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 15.5, -15.5, 0x78]> : tensor<5xf8E3M4>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E3M4>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E3M4>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 15, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E3M4>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 15, -15, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e3m4_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0, 0x78]> : tensor<4xf8E3M4>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E3M4>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E3M4>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x78]> : tensor<4xf8E3M4>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E3M4>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0, 0x78]> : tensor<4xf8E3M4>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E3M4>) -> tensor<3xf8E3M4>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E3M4>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[64, 0, 192]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E3M4>) -> tensor<3xf8E3M4>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E3M4>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[48, 128, 200]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, -0.0, -15.5, 0.0]> : tensor<4xf8E3M4>
  %abs = stablehlo.abs %g : tensor<4xf8E3M4>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 15.5, 0.0]> : tensor<4xf8E3M4>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E3M4>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[56, 0, 111, 0]> : tensor<4xui8>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf8E3M4>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 15.5, -0.0]> : tensor<4xf8E3M4>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E3M4>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[56, 0, 111, 128]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E3M4>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E3M4>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E3M4>, tensor<f8E3M4>) -> tensor<f8E3M4>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E3M4>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E3M4>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E3M4>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E3M4>, tensor<2x2xf8E3M4>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E4M3: 4 exponent bits, 3 mantissa bits, bias 7; IEEE-754 style: inf and NaN. Largest finite 240.0, smallest subnormal 0.001953125.
func.func @f8e4m3_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x77, 0x81, 0x7C]> : tensor<3xf8E4M3>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E4M3>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[240.0, -0.001953125, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[240.0, -0.001953125]> : tensor<2xf8E4M3>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E4M3>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[119, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (8.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 240.0, 240.0, -240.0]> : tensor<5xf8E4M3>
  %add_b = stablehlo.constant dense<[0.0625, 0.1875, 240.0, 8.0, -240.0]> : tensor<5xf8E4M3>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E4M3>
  check.expect_eq_const %add, dense<[1.0, 1.25, 0x78, 0x78, 0xF8]> : tensor<5xf8E4M3>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 1.0, -240.0]> : tensor<3xf8E4M3>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 240.0]> : tensor<3xf8E4M3>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E4M3>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, 0xF8]> : tensor<3xf8E4M3>
  %subtract_bits = stablehlo.bitcast_convert %subtract : (tensor<3xf8E4M3>) -> tensor<3xui8>
  check.expect_eq_const %subtract_bits, dense<[128, 0, 248]> : tensor<3xui8>
  // multiply: (1+u)^2 with u = 2^-3 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.125, 0.001953125, 0.001953125, -0.001953125, 240.0]> : tensor<5xf8E4M3>
  %multiply_b = stablehlo.constant dense<[1.125, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E4M3>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E4M3>
  check.expect_eq_const %multiply, dense<[1.25, 0.0, 0.00390625, -0.0, 0x78]> : tensor<5xf8E4M3>
  %multiply_bits = stablehlo.bitcast_convert %multiply : (tensor<5xf8E4M3>) -> tensor<5xui8>
  check.expect_eq_const %multiply_bits, dense<[58, 0, 2, 128, 120]> : tensor<5xui8>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 240.0, 1.0, 0.0, -1.0]> : tensor<5xf8E4M3>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E4M3>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E4M3>
  check.expect_eq_const %divide, dense<[0.34375, 0x78, 0x78, 0x7C, 0xF8]> : tensor<5xf8E4M3>
  func.return
}

// -----

func.func @f8e4m3_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0, 0x7C]> : tensor<4xf8E4M3>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x7C]> : tensor<4xf8E4M3>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E4M3>, tensor<4xf8E4M3>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E4M3>, tensor<4xf8E4M3>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E4M3>, tensor<4xf8E4M3>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E4M3>, tensor<4xf8E4M3>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<4xf8E4M3>, tensor<4xf8E4M3>) -> tensor<4xi1>
  check.expect_eq_const %tlt, dense<[true, true, false, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.0625, 1.1875, 248.0, 480.0, -0.0009765625, 0.00146484375]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E4M3>
  check.expect_eq_const %nf, dense<[1.0, 1.25, 0x78, 0x78, -0.0, 0.001953125]> : tensor<6xf8E4M3>
  %nf_bits = stablehlo.bitcast_convert %nf : (tensor<6xf8E4M3>) -> tensor<6xui8>
  check.expect_eq_const %nf_bits, dense<[56, 58, 120, 120, 128, 1]> : tensor<6xui8>
  %back = stablehlo.convert %nf : (tensor<6xf8E4M3>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.25, 0x7F800000, 0x7F800000, -0.0, 0.001953125]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 240.0, -240.0, 0x7C]> : tensor<5xf8E4M3>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E4M3>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E4M3>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 240, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E4M3>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 240, -240, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e4m3_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0, 0x7C]> : tensor<4xf8E4M3>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E4M3>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E4M3>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x7C]> : tensor<4xf8E4M3>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E4M3>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0, 0x7C]> : tensor<4xf8E4M3>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E4M3>) -> tensor<3xf8E4M3>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E4M3>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[64, 0, 192]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E4M3>) -> tensor<3xf8E4M3>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E4M3>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[56, 128, 196]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, -0.0, -240.0, 0.0]> : tensor<4xf8E4M3>
  %abs = stablehlo.abs %g : tensor<4xf8E4M3>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 240.0, 0.0]> : tensor<4xf8E4M3>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E4M3>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[60, 0, 119, 0]> : tensor<4xui8>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf8E4M3>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 240.0, -0.0]> : tensor<4xf8E4M3>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E4M3>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[60, 0, 119, 128]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E4M3>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E4M3>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E4M3>, tensor<f8E4M3>) -> tensor<f8E4M3>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E4M3>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E4M3>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E4M3>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E4M3>, tensor<2x2xf8E4M3>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E4M3FN: 4 exponent bits, 3 mantissa bits, bias 7; no inf; NaN is all ones. Largest finite 448.0, smallest subnormal 0.001953125.
func.func @f8e4m3fn_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x7E, 0x81, 0x7F]> : tensor<3xf8E4M3FN>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E4M3FN>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[448.0, -0.001953125, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[448.0, -0.001953125]> : tensor<2xf8E4M3FN>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E4M3FN>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[126, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (16.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 448.0, 448.0, -448.0]> : tensor<5xf8E4M3FN>
  %add_b = stablehlo.constant dense<[0.0625, 0.1875, 448.0, 16.0, -448.0]> : tensor<5xf8E4M3FN>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E4M3FN>
  check.expect_eq_const %add, dense<[1.0, 1.25, 0x7F, 448.0, 0x7F]> : tensor<5xf8E4M3FN>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 1.0, -448.0]> : tensor<3xf8E4M3FN>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 448.0]> : tensor<3xf8E4M3FN>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E4M3FN>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, 0x7F]> : tensor<3xf8E4M3FN>
  // multiply: (1+u)^2 with u = 2^-3 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.125, 0.001953125, 0.001953125, -0.001953125, 448.0]> : tensor<5xf8E4M3FN>
  %multiply_b = stablehlo.constant dense<[1.125, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E4M3FN>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E4M3FN>
  check.expect_eq_const %multiply, dense<[1.25, 0.0, 0.00390625, -0.0, 0x7F]> : tensor<5xf8E4M3FN>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 448.0, 1.0, 0.0, -1.0]> : tensor<5xf8E4M3FN>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E4M3FN>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E4M3FN>
  check.expect_eq_const %divide, dense<[0.34375, 0x7F, 0x7F, 0x7F, 0x7F]> : tensor<5xf8E4M3FN>
  func.return
}

// -----

func.func @f8e4m3fn_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0, 0x7F]> : tensor<4xf8E4M3FN>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x7F]> : tensor<4xf8E4M3FN>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
  check.expect_eq_const %tlt, dense<[true, true, false, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.0625, 1.1875, 464.0, 896.0, -0.0009765625, 0.00146484375]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E4M3FN>
  check.expect_eq_const %nf, dense<[1.0, 1.25, 448.0, 0x7F, -0.0, 0.001953125]> : tensor<6xf8E4M3FN>
  %back = stablehlo.convert %nf : (tensor<6xf8E4M3FN>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.25, 448.0, 0x7FC00000, -0.0, 0.001953125]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 448.0, -448.0, 0x7F]> : tensor<5xf8E4M3FN>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E4M3FN>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E4M3FN>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 255, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E4M3FN>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 448, -448, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e4m3fn_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0, 0x7F]> : tensor<4xf8E4M3FN>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E4M3FN>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E4M3FN>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x7F]> : tensor<4xf8E4M3FN>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E4M3FN>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0, 0x7F]> : tensor<4xf8E4M3FN>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E4M3FN>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[64, 0, 192]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E4M3FN>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[56, 128, 196]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, -0.0, -448.0, 0.0]> : tensor<4xf8E4M3FN>
  %abs = stablehlo.abs %g : tensor<4xf8E4M3FN>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 448.0, 0.0]> : tensor<4xf8E4M3FN>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E4M3FN>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[60, 0, 126, 0]> : tensor<4xui8>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf8E4M3FN>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 448.0, -0.0]> : tensor<4xf8E4M3FN>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E4M3FN>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[60, 0, 126, 128]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E4M3FN>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E4M3FN>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<f8E4M3FN>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E4M3FN>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E4M3FN>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E4M3FN>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E4M3FN>, tensor<2x2xf8E4M3FN>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E4M3FNUZ: 4 exponent bits, 3 mantissa bits, bias 8; no inf, no -0; NaN is 0x80. Largest finite 240.0, smallest subnormal 0.0009765625.
func.func @f8e4m3fnuz_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x7F, 0x81, 0x80]> : tensor<3xf8E4M3FNUZ>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E4M3FNUZ>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[240.0, -0.0009765625, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[240.0, -0.0009765625]> : tensor<2xf8E4M3FNUZ>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E4M3FNUZ>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[127, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (8.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 240.0, 240.0, -240.0]> : tensor<5xf8E4M3FNUZ>
  %add_b = stablehlo.constant dense<[0.0625, 0.1875, 240.0, 8.0, -240.0]> : tensor<5xf8E4M3FNUZ>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E4M3FNUZ>
  check.expect_eq_const %add, dense<[1.0, 1.25, 0x80, 0x80, 0x80]> : tensor<5xf8E4M3FNUZ>
  // subtract: x - x is +0; -0 - 0 is -0 (no -0 in this type: the literal -0.0 is +0); -max - max overflows
  %subtract_a = stablehlo.constant dense<[0.0, 1.0, -240.0]> : tensor<3xf8E4M3FNUZ>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 240.0]> : tensor<3xf8E4M3FNUZ>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E4M3FNUZ>
  check.expect_eq_const %subtract, dense<[0.0, 0.0, 0x80]> : tensor<3xf8E4M3FNUZ>
  // multiply: (1+u)^2 with u = 2^-3 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0 (here +0: no -0); max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.125, 0.0009765625, 0.0009765625, -0.0009765625, 240.0]> : tensor<5xf8E4M3FNUZ>
  %multiply_b = stablehlo.constant dense<[1.125, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E4M3FNUZ>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E4M3FNUZ>
  check.expect_eq_const %multiply, dense<[1.25, 0.0, 0.001953125, 0.0, 0x80]> : tensor<5xf8E4M3FNUZ>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 240.0, 1.0, 0.0, -1.0]> : tensor<5xf8E4M3FNUZ>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E4M3FNUZ>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E4M3FNUZ>
  check.expect_eq_const %divide, dense<[0.34375, 0x80, 0x80, 0x80, 0x80]> : tensor<5xf8E4M3FNUZ>
  func.return
}

// -----

func.func @f8e4m3fnuz_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, 0.0, 2.0, 0x80]> : tensor<4xf8E4M3FNUZ>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x80]> : tensor<4xf8E4M3FNUZ>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E4M3FNUZ>, tensor<4xf8E4M3FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.0625, 1.1875, 248.0, 480.0, -0.00048828125, 0.000732421875]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E4M3FNUZ>
  check.expect_eq_const %nf, dense<[1.0, 1.25, 0x80, 0x80, 0.0, 0.0009765625]> : tensor<6xf8E4M3FNUZ>
  %back = stablehlo.convert %nf : (tensor<6xf8E4M3FNUZ>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.25, 0x7FC00000, 0x7FC00000, 0.0, 0.0009765625]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 240.0, -240.0, 0x80]> : tensor<5xf8E4M3FNUZ>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E4M3FNUZ>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E4M3FNUZ>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 240, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E4M3FNUZ>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 240, -240, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e4m3fnuz_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, 0.0, -2.0, 0x80]> : tensor<4xf8E4M3FNUZ>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E4M3FNUZ>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E4M3FNUZ>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x80]> : tensor<4xf8E4M3FNUZ>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E4M3FNUZ>
  check.expect_eq_const %min, dense<[1.0, 0.0, -3.0, 0x80]> : tensor<4xf8E4M3FNUZ>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E4M3FNUZ>) -> tensor<3xf8E4M3FNUZ>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E4M3FNUZ>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[72, 0, 200]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E4M3FNUZ>) -> tensor<3xf8E4M3FNUZ>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E4M3FNUZ>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[64, 0, 204]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, 0.0, -240.0, 0.0]> : tensor<4xf8E4M3FNUZ>
  %abs = stablehlo.abs %g : tensor<4xf8E4M3FNUZ>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 240.0, 0.0]> : tensor<4xf8E4M3FNUZ>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E4M3FNUZ>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[68, 0, 127, 0]> : tensor<4xui8>
  // negate flips the sign bit except of 0, which stays +0 (0x80 would be NaN)
  %neg = stablehlo.negate %g : tensor<4xf8E4M3FNUZ>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 240.0, 0.0]> : tensor<4xf8E4M3FNUZ>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E4M3FNUZ>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[68, 0, 127, 0]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E4M3FNUZ>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E4M3FNUZ>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<f8E4M3FNUZ>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E4M3FNUZ>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E4M3FNUZ>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E4M3FNUZ>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E4M3FNUZ>, tensor<2x2xf8E4M3FNUZ>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E4M3B11FNUZ: 4 exponent bits, 3 mantissa bits, bias 11; no inf, no -0; NaN is 0x80. Largest finite 30.0, smallest subnormal 0.0001220703125.
func.func @f8e4m3b11fnuz_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x7F, 0x81, 0x80]> : tensor<3xf8E4M3B11FNUZ>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E4M3B11FNUZ>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[30.0, -0.0001220703125, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[30.0, -0.0001220703125]> : tensor<2xf8E4M3B11FNUZ>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E4M3B11FNUZ>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[127, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (1.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 30.0, 30.0, -30.0]> : tensor<5xf8E4M3B11FNUZ>
  %add_b = stablehlo.constant dense<[0.0625, 0.1875, 30.0, 1.0, -30.0]> : tensor<5xf8E4M3B11FNUZ>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E4M3B11FNUZ>
  check.expect_eq_const %add, dense<[1.0, 1.25, 0x80, 0x80, 0x80]> : tensor<5xf8E4M3B11FNUZ>
  // subtract: x - x is +0; -0 - 0 is -0 (no -0 in this type: the literal -0.0 is +0); -max - max overflows
  %subtract_a = stablehlo.constant dense<[0.0, 1.0, -30.0]> : tensor<3xf8E4M3B11FNUZ>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 30.0]> : tensor<3xf8E4M3B11FNUZ>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E4M3B11FNUZ>
  check.expect_eq_const %subtract, dense<[0.0, 0.0, 0x80]> : tensor<3xf8E4M3B11FNUZ>
  // multiply: (1+u)^2 with u = 2^-3 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0 (here +0: no -0); max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.125, 0.0001220703125, 0.0001220703125, -0.0001220703125, 30.0]> : tensor<5xf8E4M3B11FNUZ>
  %multiply_b = stablehlo.constant dense<[1.125, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E4M3B11FNUZ>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E4M3B11FNUZ>
  check.expect_eq_const %multiply, dense<[1.25, 0.0, 0.000244140625, 0.0, 0x80]> : tensor<5xf8E4M3B11FNUZ>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 30.0, 1.0, 0.0, -1.0]> : tensor<5xf8E4M3B11FNUZ>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E4M3B11FNUZ>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E4M3B11FNUZ>
  check.expect_eq_const %divide, dense<[0.34375, 0x80, 0x80, 0x80, 0x80]> : tensor<5xf8E4M3B11FNUZ>
  func.return
}

// -----

func.func @f8e4m3b11fnuz_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, 0.0, 2.0, 0x80]> : tensor<4xf8E4M3B11FNUZ>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x80]> : tensor<4xf8E4M3B11FNUZ>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.0625, 1.1875, 31.0, 60.0, -6.103515625e-05, 9.1552734375e-05]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E4M3B11FNUZ>
  check.expect_eq_const %nf, dense<[1.0, 1.25, 0x80, 0x80, 0.0, 0.0001220703125]> : tensor<6xf8E4M3B11FNUZ>
  %back = stablehlo.convert %nf : (tensor<6xf8E4M3B11FNUZ>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.25, 0x7FC00000, 0x7FC00000, 0.0, 0.0001220703125]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 30.0, -30.0, 0x80]> : tensor<5xf8E4M3B11FNUZ>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E4M3B11FNUZ>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E4M3B11FNUZ>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 30, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E4M3B11FNUZ>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 30, -30, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e4m3b11fnuz_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, 0.0, -2.0, 0x80]> : tensor<4xf8E4M3B11FNUZ>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E4M3B11FNUZ>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E4M3B11FNUZ>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x80]> : tensor<4xf8E4M3B11FNUZ>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E4M3B11FNUZ>
  check.expect_eq_const %min, dense<[1.0, 0.0, -3.0, 0x80]> : tensor<4xf8E4M3B11FNUZ>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E4M3B11FNUZ>) -> tensor<3xf8E4M3B11FNUZ>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E4M3B11FNUZ>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[96, 0, 224]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E4M3B11FNUZ>) -> tensor<3xf8E4M3B11FNUZ>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E4M3B11FNUZ>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[88, 0, 228]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, 0.0, -30.0, 0.0]> : tensor<4xf8E4M3B11FNUZ>
  %abs = stablehlo.abs %g : tensor<4xf8E4M3B11FNUZ>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 30.0, 0.0]> : tensor<4xf8E4M3B11FNUZ>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E4M3B11FNUZ>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[92, 0, 127, 0]> : tensor<4xui8>
  // negate flips the sign bit except of 0, which stays +0 (0x80 would be NaN)
  %neg = stablehlo.negate %g : tensor<4xf8E4M3B11FNUZ>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 30.0, 0.0]> : tensor<4xf8E4M3B11FNUZ>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E4M3B11FNUZ>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[92, 0, 127, 0]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E4M3B11FNUZ>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E4M3B11FNUZ>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E4M3B11FNUZ>, tensor<f8E4M3B11FNUZ>) -> tensor<f8E4M3B11FNUZ>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E4M3B11FNUZ>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E4M3B11FNUZ>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E4M3B11FNUZ>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E4M3B11FNUZ>, tensor<2x2xf8E4M3B11FNUZ>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E5M2: 5 exponent bits, 2 mantissa bits, bias 15; IEEE-754 style: inf and NaN. Largest finite 57344.0, smallest subnormal 1.52587890625e-05.
func.func @f8e5m2_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x7B, 0x81, 0x7E]> : tensor<3xf8E5M2>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E5M2>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[57344.0, -1.52587890625e-05, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[57344.0, -1.52587890625e-05]> : tensor<2xf8E5M2>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E5M2>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[123, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (4096.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 57344.0, 57344.0, -57344.0]> : tensor<5xf8E5M2>
  %add_b = stablehlo.constant dense<[0.125, 0.375, 57344.0, 4096.0, -57344.0]> : tensor<5xf8E5M2>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E5M2>
  check.expect_eq_const %add, dense<[1.0, 1.5, 0x7C, 0x7C, 0xFC]> : tensor<5xf8E5M2>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 1.0, -57344.0]> : tensor<3xf8E5M2>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 57344.0]> : tensor<3xf8E5M2>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E5M2>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, 0xFC]> : tensor<3xf8E5M2>
  %subtract_bits = stablehlo.bitcast_convert %subtract : (tensor<3xf8E5M2>) -> tensor<3xui8>
  check.expect_eq_const %subtract_bits, dense<[128, 0, 252]> : tensor<3xui8>
  // multiply: (1+u)^2 with u = 2^-2 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.25, 1.52587890625e-05, 1.52587890625e-05, -1.52587890625e-05, 57344.0]> : tensor<5xf8E5M2>
  %multiply_b = stablehlo.constant dense<[1.25, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E5M2>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E5M2>
  check.expect_eq_const %multiply, dense<[1.5, 0.0, 3.0517578125e-05, -0.0, 0x7C]> : tensor<5xf8E5M2>
  %multiply_bits = stablehlo.bitcast_convert %multiply : (tensor<5xf8E5M2>) -> tensor<5xui8>
  check.expect_eq_const %multiply_bits, dense<[62, 0, 2, 128, 124]> : tensor<5xui8>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 57344.0, 1.0, 0.0, -1.0]> : tensor<5xf8E5M2>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E5M2>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E5M2>
  check.expect_eq_const %divide, dense<[0.3125, 0x7C, 0x7C, 0x7E, 0xFC]> : tensor<5xf8E5M2>
  func.return
}

// -----

func.func @f8e5m2_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0, 0x7E]> : tensor<4xf8E5M2>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x7E]> : tensor<4xf8E5M2>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xi1>
  check.expect_eq_const %tlt, dense<[true, true, false, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.125, 1.375, 61440.0, 114688.0, -7.62939453125e-06, 1.1444091796875e-05]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E5M2>
  check.expect_eq_const %nf, dense<[1.0, 1.5, 0x7C, 0x7C, -0.0, 1.52587890625e-05]> : tensor<6xf8E5M2>
  %nf_bits = stablehlo.bitcast_convert %nf : (tensor<6xf8E5M2>) -> tensor<6xui8>
  check.expect_eq_const %nf_bits, dense<[60, 62, 124, 124, 128, 1]> : tensor<6xui8>
  %back = stablehlo.convert %nf : (tensor<6xf8E5M2>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.5, 0x7F800000, 0x7F800000, -0.0, 1.52587890625e-05]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 57344.0, -57344.0, 0x7E]> : tensor<5xf8E5M2>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E5M2>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E5M2>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 255, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E5M2>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 57344, -57344, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e5m2_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0, 0x7E]> : tensor<4xf8E5M2>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E5M2>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E5M2>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x7E]> : tensor<4xf8E5M2>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E5M2>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0, 0x7E]> : tensor<4xf8E5M2>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E5M2>) -> tensor<3xf8E5M2>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E5M2>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[64, 0, 192]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E5M2>) -> tensor<3xf8E5M2>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E5M2>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[60, 128, 194]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, -0.0, -57344.0, 0.0]> : tensor<4xf8E5M2>
  %abs = stablehlo.abs %g : tensor<4xf8E5M2>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 57344.0, 0.0]> : tensor<4xf8E5M2>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E5M2>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[62, 0, 123, 0]> : tensor<4xui8>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf8E5M2>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 57344.0, -0.0]> : tensor<4xf8E5M2>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E5M2>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[62, 0, 123, 128]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E5M2>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E5M2>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E5M2>, tensor<f8E5M2>) -> tensor<f8E5M2>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E5M2>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E5M2>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E5M2>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E5M2>, tensor<2x2xf8E5M2>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E5M2FNUZ: 5 exponent bits, 2 mantissa bits, bias 16; no inf, no -0; NaN is 0x80. Largest finite 57344.0, smallest subnormal 7.62939453125e-06.
func.func @f8e5m2fnuz_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x7F, 0x81, 0x80]> : tensor<3xf8E5M2FNUZ>
  %hex32 = stablehlo.convert %hex : (tensor<3xf8E5M2FNUZ>) -> tensor<3xf32>
  check.expect_eq_const %hex32, dense<[57344.0, -7.62939453125e-06, 0x7FC00000]> : tensor<3xf32>
  %dec = stablehlo.constant dense<[57344.0, -7.62939453125e-06]> : tensor<2xf8E5M2FNUZ>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf8E5M2FNUZ>) -> tensor<2xui8>
  check.expect_eq_const %dec_bits, dense<[127, 129]> : tensor<2xui8>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (4096.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 57344.0, 57344.0, -57344.0]> : tensor<5xf8E5M2FNUZ>
  %add_b = stablehlo.constant dense<[0.125, 0.375, 57344.0, 4096.0, -57344.0]> : tensor<5xf8E5M2FNUZ>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf8E5M2FNUZ>
  check.expect_eq_const %add, dense<[1.0, 1.5, 0x80, 0x80, 0x80]> : tensor<5xf8E5M2FNUZ>
  // subtract: x - x is +0; -0 - 0 is -0 (no -0 in this type: the literal -0.0 is +0); -max - max overflows
  %subtract_a = stablehlo.constant dense<[0.0, 1.0, -57344.0]> : tensor<3xf8E5M2FNUZ>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 57344.0]> : tensor<3xf8E5M2FNUZ>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf8E5M2FNUZ>
  check.expect_eq_const %subtract, dense<[0.0, 0.0, 0x80]> : tensor<3xf8E5M2FNUZ>
  // multiply: (1+u)^2 with u = 2^-2 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0 (here +0: no -0); max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.25, 7.62939453125e-06, 7.62939453125e-06, -7.62939453125e-06, 57344.0]> : tensor<5xf8E5M2FNUZ>
  %multiply_b = stablehlo.constant dense<[1.25, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf8E5M2FNUZ>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf8E5M2FNUZ>
  check.expect_eq_const %multiply, dense<[1.5, 0.0, 1.52587890625e-05, 0.0, 0x80]> : tensor<5xf8E5M2FNUZ>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows; x/0 and 0/0
  %divide_a = stablehlo.constant dense<[1.0, 57344.0, 1.0, 0.0, -1.0]> : tensor<5xf8E5M2FNUZ>
  %divide_b = stablehlo.constant dense<[3.0, 0.5, 0.0, 0.0, 0.0]> : tensor<5xf8E5M2FNUZ>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<5xf8E5M2FNUZ>
  check.expect_eq_const %divide, dense<[0.3125, 0x80, 0x80, 0x80, 0x80]> : tensor<5xf8E5M2FNUZ>
  func.return
}

// -----

func.func @f8e5m2fnuz_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, 0.0, 2.0, 0x80]> : tensor<4xf8E5M2FNUZ>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, 0x80]> : tensor<4xf8E5M2FNUZ>
  // -0 == 0; NaN compares unordered (only NE is true)
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<4xf8E5M2FNUZ>, tensor<4xf8E5M2FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf8E5M2FNUZ>, tensor<4xf8E5M2FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<4xf8E5M2FNUZ>, tensor<4xf8E5M2FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[true, false, true, true]> : tensor<4xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<4xf8E5M2FNUZ>, tensor<4xf8E5M2FNUZ>) -> tensor<4xi1>
  check.expect_eq_const %ge, dense<[false, true, true, false]> : tensor<4xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.125, 1.375, 61440.0, 114688.0, -3.814697265625e-06, 5.7220458984375e-06]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf8E5M2FNUZ>
  check.expect_eq_const %nf, dense<[1.0, 1.5, 0x80, 0x80, 0.0, 7.62939453125e-06]> : tensor<6xf8E5M2FNUZ>
  %back = stablehlo.convert %nf : (tensor<6xf8E5M2FNUZ>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.5, 0x7FC00000, 0x7FC00000, 0.0, 7.62939453125e-06]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 57344.0, -57344.0, 0x80]> : tensor<5xf8E5M2FNUZ>
  %i2 = stablehlo.convert %fi : (tensor<5xf8E5M2FNUZ>) -> tensor<5xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2, 0]> : tensor<5xi2>
  %u8 = stablehlo.convert %fi : (tensor<5xf8E5M2FNUZ>) -> tensor<5xui8>
  check.expect_eq_const %u8, dense<[1, 0, 255, 0, 0]> : tensor<5xui8>
  %i32 = stablehlo.convert %fi : (tensor<5xf8E5M2FNUZ>) -> tensor<5xi32>
  check.expect_eq_const %i32, dense<[1, -1, 57344, -57344, 0]> : tensor<5xi32>
  func.return
}

// -----

func.func @f8e5m2fnuz_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, 0.0, -2.0, 0x80]> : tensor<4xf8E5M2FNUZ>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0, 1.0]> : tensor<4xf8E5M2FNUZ>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<4xf8E5M2FNUZ>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0, 0x80]> : tensor<4xf8E5M2FNUZ>
  %min = stablehlo.minimum %p, %q : tensor<4xf8E5M2FNUZ>
  check.expect_eq_const %min, dense<[1.0, 0.0, -3.0, 0x80]> : tensor<4xf8E5M2FNUZ>
  %maxs = stablehlo.slice %max [0:3] : (tensor<4xf8E5M2FNUZ>) -> tensor<3xf8E5M2FNUZ>
  %maxs_bits = stablehlo.bitcast_convert %maxs : (tensor<3xf8E5M2FNUZ>) -> tensor<3xui8>
  check.expect_eq_const %maxs_bits, dense<[68, 0, 196]> : tensor<3xui8>
  %mins = stablehlo.slice %min [0:3] : (tensor<4xf8E5M2FNUZ>) -> tensor<3xf8E5M2FNUZ>
  %mins_bits = stablehlo.bitcast_convert %mins : (tensor<3xf8E5M2FNUZ>) -> tensor<3xui8>
  check.expect_eq_const %mins_bits, dense<[64, 0, 198]> : tensor<3xui8>
  %g = stablehlo.constant dense<[-1.5, 0.0, -57344.0, 0.0]> : tensor<4xf8E5M2FNUZ>
  %abs = stablehlo.abs %g : tensor<4xf8E5M2FNUZ>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 57344.0, 0.0]> : tensor<4xf8E5M2FNUZ>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf8E5M2FNUZ>) -> tensor<4xui8>
  check.expect_eq_const %abs_bits, dense<[66, 0, 127, 0]> : tensor<4xui8>
  // negate flips the sign bit except of 0, which stays +0 (0x80 would be NaN)
  %neg = stablehlo.negate %g : tensor<4xf8E5M2FNUZ>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 57344.0, 0.0]> : tensor<4xf8E5M2FNUZ>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf8E5M2FNUZ>) -> tensor<4xui8>
  check.expect_eq_const %neg_bits, dense<[66, 0, 127, 0]> : tensor<4xui8>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf8E5M2FNUZ>
  %zero = stablehlo.constant dense<0.0> : tensor<f8E5M2FNUZ>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<f8E5M2FNUZ>
  check.expect_eq_const %sum, dense<2.0> : tensor<f8E5M2FNUZ>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf8E5M2FNUZ>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf8E5M2FNUZ>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E5M2FNUZ>, tensor<2x2xf8E5M2FNUZ>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f4E2M1FN: 2 exponent bits, 1 mantissa bits, bias 1; no inf, no NaN: overflow saturates to the largest finite. Largest finite 6.0, smallest subnormal 0.5.
func.func @f4e2m1fn_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x7, 0x9]> : tensor<2xf4E2M1FN>
  %hex32 = stablehlo.convert %hex : (tensor<2xf4E2M1FN>) -> tensor<2xf32>
  check.expect_eq_const %hex32, dense<[6.0, -0.5]> : tensor<2xf32>
  %dec = stablehlo.constant dense<[6.0, -0.5]> : tensor<2xf4E2M1FN>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<2xf4E2M1FN>) -> tensor<2xui4>
  check.expect_eq_const %dec_bits, dense<[7, 9]> : tensor<2xui4>
  // add: 2.0 + half an ULP ties to even (2.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (1.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[2.0, 2.0, 6.0, 6.0, -6.0]> : tensor<5xf4E2M1FN>
  %add_b = stablehlo.constant dense<[0.5, 1.5, 6.0, 1.0, -6.0]> : tensor<5xf4E2M1FN>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf4E2M1FN>
  check.expect_eq_const %add, dense<[2.0, 4.0, 6.0, 6.0, -6.0]> : tensor<5xf4E2M1FN>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 2.0, -6.0]> : tensor<3xf4E2M1FN>
  %subtract_b = stablehlo.constant dense<[0.0, 2.0, 6.0]> : tensor<3xf4E2M1FN>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf4E2M1FN>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, -6.0]> : tensor<3xf4E2M1FN>
  %subtract_bits = stablehlo.bitcast_convert %subtract : (tensor<3xf4E2M1FN>) -> tensor<3xui4>
  check.expect_eq_const %subtract_bits, dense<[8, 0, 15]> : tensor<3xui4>
  // multiply: (1+u)^2 with u = 2^-1 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.5, 0.5, 0.5, -0.5, 6.0]> : tensor<5xf4E2M1FN>
  %multiply_b = stablehlo.constant dense<[1.5, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf4E2M1FN>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf4E2M1FN>
  check.expect_eq_const %multiply, dense<[2.0, 0.0, 1.0, -0.0, 6.0]> : tensor<5xf4E2M1FN>
  %multiply_bits = stablehlo.bitcast_convert %multiply : (tensor<5xf4E2M1FN>) -> tensor<5xui4>
  check.expect_eq_const %multiply_bits, dense<[4, 0, 2, 8, 7]> : tensor<5xui4>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows
  %divide_a = stablehlo.constant dense<[1.0, 6.0]> : tensor<2xf4E2M1FN>
  %divide_b = stablehlo.constant dense<[3.0, 0.5]> : tensor<2xf4E2M1FN>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<2xf4E2M1FN>
  check.expect_eq_const %divide, dense<[0.5, 6.0]> : tensor<2xf4E2M1FN>
  func.return
}

// -----

func.func @f4e2m1fn_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0]> : tensor<3xf4E2M1FN>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0]> : tensor<3xf4E2M1FN>
  // -0 == 0
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<3xf4E2M1FN>, tensor<3xf4E2M1FN>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, true, false]> : tensor<3xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<3xf4E2M1FN>, tensor<3xf4E2M1FN>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<3xf4E2M1FN>, tensor<3xf4E2M1FN>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, false, true]> : tensor<3xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<3xf4E2M1FN>, tensor<3xf4E2M1FN>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[false, true, true]> : tensor<3xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<3xf4E2M1FN>, tensor<3xf4E2M1FN>) -> tensor<3xi1>
  check.expect_eq_const %tlt, dense<[true, true, false]> : tensor<3xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[2.5, 3.5, 7.0, 12.0, -0.25, 0.375]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf4E2M1FN>
  check.expect_eq_const %nf, dense<[2.0, 4.0, 6.0, 6.0, -0.0, 0.5]> : tensor<6xf4E2M1FN>
  %nf_bits = stablehlo.bitcast_convert %nf : (tensor<6xf4E2M1FN>) -> tensor<6xui4>
  check.expect_eq_const %nf_bits, dense<[4, 6, 7, 7, 8, 1]> : tensor<6xui4>
  %back = stablehlo.convert %nf : (tensor<6xf4E2M1FN>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[2.0, 4.0, 6.0, 6.0, -0.0, 0.5]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 6.0, -6.0]> : tensor<4xf4E2M1FN>
  %i2 = stablehlo.convert %fi : (tensor<4xf4E2M1FN>) -> tensor<4xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2]> : tensor<4xi2>
  %u8 = stablehlo.convert %fi : (tensor<4xf4E2M1FN>) -> tensor<4xui8>
  check.expect_eq_const %u8, dense<[1, 0, 6, 0]> : tensor<4xui8>
  %i32 = stablehlo.convert %fi : (tensor<4xf4E2M1FN>) -> tensor<4xi32>
  check.expect_eq_const %i32, dense<[1, -1, 6, -6]> : tensor<4xi32>
  func.return
}

// -----

func.func @f4e2m1fn_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0]> : tensor<3xf4E2M1FN>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0]> : tensor<3xf4E2M1FN>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<3xf4E2M1FN>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0]> : tensor<3xf4E2M1FN>
  %min = stablehlo.minimum %p, %q : tensor<3xf4E2M1FN>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0]> : tensor<3xf4E2M1FN>
  %max_bits = stablehlo.bitcast_convert %max : (tensor<3xf4E2M1FN>) -> tensor<3xui4>
  check.expect_eq_const %max_bits, dense<[4, 0, 12]> : tensor<3xui4>
  %min_bits = stablehlo.bitcast_convert %min : (tensor<3xf4E2M1FN>) -> tensor<3xui4>
  check.expect_eq_const %min_bits, dense<[2, 8, 13]> : tensor<3xui4>
  %g = stablehlo.constant dense<[-1.5, -0.0, -6.0, 0.0]> : tensor<4xf4E2M1FN>
  %abs = stablehlo.abs %g : tensor<4xf4E2M1FN>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 6.0, 0.0]> : tensor<4xf4E2M1FN>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<4xf4E2M1FN>) -> tensor<4xui4>
  check.expect_eq_const %abs_bits, dense<[3, 0, 7, 0]> : tensor<4xui4>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf4E2M1FN>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 6.0, -0.0]> : tensor<4xf4E2M1FN>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<4xf4E2M1FN>) -> tensor<4xui4>
  check.expect_eq_const %neg_bits, dense<[3, 0, 7, 8]> : tensor<4xui4>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf4E2M1FN>
  %zero = stablehlo.constant dense<0.0> : tensor<f4E2M1FN>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf4E2M1FN>, tensor<f4E2M1FN>) -> tensor<f4E2M1FN>
  check.expect_eq_const %sum, dense<2.0> : tensor<f4E2M1FN>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf4E2M1FN>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf4E2M1FN>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf4E2M1FN>, tensor<2x2xf4E2M1FN>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f6E2M3FN: 2 exponent bits, 3 mantissa bits, bias 1; no inf, no NaN: overflow saturates to the largest finite. Largest finite 7.5, smallest subnormal 0.125.
func.func @f6e2m3fn_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x1F, 0x21]> : tensor<2xf6E2M3FN>
  %hex32 = stablehlo.convert %hex : (tensor<2xf6E2M3FN>) -> tensor<2xf32>
  check.expect_eq_const %hex32, dense<[7.5, -0.125]> : tensor<2xf32>
  %dec = stablehlo.constant dense<[7.5, -0.125]> : tensor<2xf6E2M3FN>
  // add: 2.0 + half an ULP ties to even (2.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (0.25) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[2.0, 2.0, 7.5, 7.5, -7.5]> : tensor<5xf6E2M3FN>
  %add_b = stablehlo.constant dense<[0.125, 0.375, 7.5, 0.25, -7.5]> : tensor<5xf6E2M3FN>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf6E2M3FN>
  check.expect_eq_const %add, dense<[2.0, 2.5, 7.5, 7.5, -7.5]> : tensor<5xf6E2M3FN>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 2.0, -7.5]> : tensor<3xf6E2M3FN>
  %subtract_b = stablehlo.constant dense<[0.0, 2.0, 7.5]> : tensor<3xf6E2M3FN>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf6E2M3FN>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, -7.5]> : tensor<3xf6E2M3FN>
  // multiply: (1+u)^2 with u = 2^-3 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.125, 0.125, 0.125, -0.125, 7.5]> : tensor<5xf6E2M3FN>
  %multiply_b = stablehlo.constant dense<[1.125, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf6E2M3FN>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf6E2M3FN>
  check.expect_eq_const %multiply, dense<[1.25, 0.0, 0.25, -0.0, 7.5]> : tensor<5xf6E2M3FN>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows
  %divide_a = stablehlo.constant dense<[1.0, 7.5]> : tensor<2xf6E2M3FN>
  %divide_b = stablehlo.constant dense<[3.0, 0.5]> : tensor<2xf6E2M3FN>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<2xf6E2M3FN>
  check.expect_eq_const %divide, dense<[0.375, 7.5]> : tensor<2xf6E2M3FN>
  func.return
}

// -----

func.func @f6e2m3fn_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0]> : tensor<3xf6E2M3FN>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0]> : tensor<3xf6E2M3FN>
  // -0 == 0
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<3xf6E2M3FN>, tensor<3xf6E2M3FN>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, true, false]> : tensor<3xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<3xf6E2M3FN>, tensor<3xf6E2M3FN>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<3xf6E2M3FN>, tensor<3xf6E2M3FN>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, false, true]> : tensor<3xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<3xf6E2M3FN>, tensor<3xf6E2M3FN>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[false, true, true]> : tensor<3xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<3xf6E2M3FN>, tensor<3xf6E2M3FN>) -> tensor<3xi1>
  check.expect_eq_const %tlt, dense<[true, true, false]> : tensor<3xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[2.125, 2.375, 7.75, 15.0, -0.0625, 0.09375]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf6E2M3FN>
  check.expect_eq_const %nf, dense<[2.0, 2.5, 7.5, 7.5, -0.0, 0.125]> : tensor<6xf6E2M3FN>
  %back = stablehlo.convert %nf : (tensor<6xf6E2M3FN>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[2.0, 2.5, 7.5, 7.5, -0.0, 0.125]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 7.5, -7.5]> : tensor<4xf6E2M3FN>
  %i2 = stablehlo.convert %fi : (tensor<4xf6E2M3FN>) -> tensor<4xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2]> : tensor<4xi2>
  %u8 = stablehlo.convert %fi : (tensor<4xf6E2M3FN>) -> tensor<4xui8>
  check.expect_eq_const %u8, dense<[1, 0, 7, 0]> : tensor<4xui8>
  %i32 = stablehlo.convert %fi : (tensor<4xf6E2M3FN>) -> tensor<4xi32>
  check.expect_eq_const %i32, dense<[1, -1, 7, -7]> : tensor<4xi32>
  func.return
}

// -----

func.func @f6e2m3fn_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0]> : tensor<3xf6E2M3FN>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0]> : tensor<3xf6E2M3FN>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<3xf6E2M3FN>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0]> : tensor<3xf6E2M3FN>
  %min = stablehlo.minimum %p, %q : tensor<3xf6E2M3FN>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0]> : tensor<3xf6E2M3FN>
  %g = stablehlo.constant dense<[-1.5, -0.0, -7.5, 0.0]> : tensor<4xf6E2M3FN>
  %abs = stablehlo.abs %g : tensor<4xf6E2M3FN>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 7.5, 0.0]> : tensor<4xf6E2M3FN>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf6E2M3FN>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 7.5, -0.0]> : tensor<4xf6E2M3FN>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf6E2M3FN>
  %zero = stablehlo.constant dense<0.0> : tensor<f6E2M3FN>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf6E2M3FN>, tensor<f6E2M3FN>) -> tensor<f6E2M3FN>
  check.expect_eq_const %sum, dense<2.0> : tensor<f6E2M3FN>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf6E2M3FN>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf6E2M3FN>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf6E2M3FN>, tensor<2x2xf6E2M3FN>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f6E3M2FN: 3 exponent bits, 2 mantissa bits, bias 3; no inf, no NaN: overflow saturates to the largest finite. Largest finite 28.0, smallest subnormal 0.0625.
func.func @f6e3m2fn_constants_and_arithmetic() {
  // hex literals are bit patterns; the same values written in decimal
  %hex = stablehlo.constant dense<[0x1F, 0x21]> : tensor<2xf6E3M2FN>
  %hex32 = stablehlo.convert %hex : (tensor<2xf6E3M2FN>) -> tensor<2xf32>
  check.expect_eq_const %hex32, dense<[28.0, -0.0625]> : tensor<2xf32>
  %dec = stablehlo.constant dense<[28.0, -0.0625]> : tensor<2xf6E3M2FN>
  // add: 1.0 + half an ULP ties to even (1.0); + 3/2 ULP rounds up to the even neighbour;
  // max + max overflows; max + half its ULP (2.0) is a tie between max and the next power of two
  %add_a = stablehlo.constant dense<[1.0, 1.0, 28.0, 28.0, -28.0]> : tensor<5xf6E3M2FN>
  %add_b = stablehlo.constant dense<[0.125, 0.375, 28.0, 2.0, -28.0]> : tensor<5xf6E3M2FN>
  %add = stablehlo.add %add_a, %add_b : tensor<5xf6E3M2FN>
  check.expect_eq_const %add, dense<[1.0, 1.5, 28.0, 28.0, -28.0]> : tensor<5xf6E3M2FN>
  // subtract: x - x is +0; -0 - 0 is -0; -max - max overflows
  %subtract_a = stablehlo.constant dense<[-0.0, 1.0, -28.0]> : tensor<3xf6E3M2FN>
  %subtract_b = stablehlo.constant dense<[0.0, 1.0, 28.0]> : tensor<3xf6E3M2FN>
  %subtract = stablehlo.subtract %subtract_a, %subtract_b : tensor<3xf6E3M2FN>
  check.expect_eq_const %subtract, dense<[-0.0, 0.0, -28.0]> : tensor<3xf6E3M2FN>
  // multiply: (1+u)^2 with u = 2^-2 rounds to 1+2u; smallest subnormal * 0.5 ties to 0 (even), * 1.5 ties to 2 subnormal steps;
  // a negative underflow is -0; max * 2 overflows
  %multiply_a = stablehlo.constant dense<[1.25, 0.0625, 0.0625, -0.0625, 28.0]> : tensor<5xf6E3M2FN>
  %multiply_b = stablehlo.constant dense<[1.25, 0.5, 1.5, 0.5, 2.0]> : tensor<5xf6E3M2FN>
  %multiply = stablehlo.multiply %multiply_a, %multiply_b : tensor<5xf6E3M2FN>
  check.expect_eq_const %multiply, dense<[1.5, 0.0, 0.125, -0.0, 28.0]> : tensor<5xf6E3M2FN>
  // divide: 1/3 rounded to nearest; max / 0.5 overflows
  %divide_a = stablehlo.constant dense<[1.0, 28.0]> : tensor<2xf6E3M2FN>
  %divide_b = stablehlo.constant dense<[3.0, 0.5]> : tensor<2xf6E3M2FN>
  %divide = stablehlo.divide %divide_a, %divide_b : tensor<2xf6E3M2FN>
  check.expect_eq_const %divide, dense<[0.3125, 28.0]> : tensor<2xf6E3M2FN>
  func.return
}

// -----

func.func @f6e3m2fn_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, -0.0, 2.0]> : tensor<3xf6E3M2FN>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0]> : tensor<3xf6E3M2FN>
  // -0 == 0
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<3xf6E3M2FN>, tensor<3xf6E3M2FN>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, true, false]> : tensor<3xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<3xf6E3M2FN>, tensor<3xf6E3M2FN>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<3xf6E3M2FN>, tensor<3xf6E3M2FN>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, false, true]> : tensor<3xi1>
  %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<3xf6E3M2FN>, tensor<3xf6E3M2FN>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[false, true, true]> : tensor<3xi1>
  // TOTALORDER: -0 < +0
  %tlt = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<3xf6E3M2FN>, tensor<3xf6E3M2FN>) -> tensor<3xi1>
  check.expect_eq_const %tlt, dense<[true, true, false]> : tensor<3xi1>
  // to f32 is exact; from f32 rounds to nearest, ties to even, as in arithmetic
  %f = stablehlo.constant dense<[1.125, 1.375, 30.0, 56.0, -0.03125, 0.046875]> : tensor<6xf32>
  %nf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf6E3M2FN>
  check.expect_eq_const %nf, dense<[1.0, 1.5, 28.0, 28.0, -0.0, 0.0625]> : tensor<6xf6E3M2FN>
  %back = stablehlo.convert %nf : (tensor<6xf6E3M2FN>) -> tensor<6xf32>
  check.expect_eq_const %back, dense<[1.0, 1.5, 28.0, 28.0, -0.0, 0.0625]> : tensor<6xf32>
  // to integers: truncated toward zero; out of range saturates and NaN gives 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.5, -1.5, 28.0, -28.0]> : tensor<4xf6E3M2FN>
  %i2 = stablehlo.convert %fi : (tensor<4xf6E3M2FN>) -> tensor<4xi2>
  check.expect_eq_const %i2, dense<[1, -1, 1, -2]> : tensor<4xi2>
  %u8 = stablehlo.convert %fi : (tensor<4xf6E3M2FN>) -> tensor<4xui8>
  check.expect_eq_const %u8, dense<[1, 0, 28, 0]> : tensor<4xui8>
  %i32 = stablehlo.convert %fi : (tensor<4xf6E3M2FN>) -> tensor<4xi32>
  check.expect_eq_const %i32, dense<[1, -1, 28, -28]> : tensor<4xi32>
  func.return
}

// -----

func.func @f6e3m2fn_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, -0.0, -2.0]> : tensor<3xf6E3M2FN>
  %q = stablehlo.constant dense<[2.0, 0.0, -3.0]> : tensor<3xf6E3M2FN>
  // maximum(-0, 0) = 0, minimum(-0, 0) = -0; NaN propagates
  %max = stablehlo.maximum %p, %q : tensor<3xf6E3M2FN>
  check.expect_eq_const %max, dense<[2.0, 0.0, -2.0]> : tensor<3xf6E3M2FN>
  %min = stablehlo.minimum %p, %q : tensor<3xf6E3M2FN>
  check.expect_eq_const %min, dense<[1.0, -0.0, -3.0]> : tensor<3xf6E3M2FN>
  %g = stablehlo.constant dense<[-1.5, -0.0, -28.0, 0.0]> : tensor<4xf6E3M2FN>
  %abs = stablehlo.abs %g : tensor<4xf6E3M2FN>
  check.expect_eq_const %abs, dense<[1.5, 0.0, 28.0, 0.0]> : tensor<4xf6E3M2FN>
  // negate flips the sign bit
  %neg = stablehlo.negate %g : tensor<4xf6E3M2FN>
  check.expect_eq_const %neg, dense<[1.5, 0.0, 28.0, -0.0]> : tensor<4xf6E3M2FN>
  // reduce: every partial sum (in any order: 0, +-1, 2, 3) is exact in this type
  %r = stablehlo.constant dense<[1.0, 1.0, 1.0, -1.0]> : tensor<4xf6E3M2FN>
  %zero = stablehlo.constant dense<0.0> : tensor<f6E3M2FN>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf6E3M2FN>, tensor<f6E3M2FN>) -> tensor<f6E3M2FN>
  check.expect_eq_const %sum, dense<2.0> : tensor<f6E3M2FN>
  // dot_general to f32: [[1.5, -2], [0.5, 3]] x [[2, 1], [-1, 0.5]] = [[5, 0.5], [-2, 2]], exact
  %l = stablehlo.constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xf6E3M2FN>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [-1.0, 0.5]]> : tensor<2x2xf6E3M2FN>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf6E3M2FN>, tensor<2x2xf6E3M2FN>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[5.0, 0.5], [-2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// f8E8M0FNU: 8 exponent bits, no sign, no mantissa: the value of bits b is 2^(b - 127); 0xFF is NaN; no
// zero, no inf. Expected values by hand: with a 1-bit significand a tie (e.g. 12 between 8 and 16) rounds
// up (APFloat rounds a tie away from an odd significand, and the only significand bit is 1; ml_dtypes
// agrees); results too large, or negative, are NaN.
func.func @f8e8m0fnu_constants_and_arithmetic() {
  %hex = stablehlo.constant dense<[0x7F, 0x00, 0xFE, 0xFF]> : tensor<4xf8E8M0FNU>
  %hex32 = stablehlo.convert %hex : (tensor<4xf8E8M0FNU>) -> tensor<4xf32>
  // 2^-127 is an f32 subnormal (exact); 2^127 = 1.7014118346046923e+38
  check.expect_eq_const %hex32, dense<[1.0, 5.877471754111438e-39, 1.7014118346046923e+38, 0x7FC00000]> : tensor<4xf32>
  %dec = stablehlo.constant dense<[1.0, 0.5, 1024.0]> : tensor<3xf8E8M0FNU>
  %dec_bits = stablehlo.bitcast_convert %dec : (tensor<3xf8E8M0FNU>) -> tensor<3xui8>
  check.expect_eq_const %dec_bits, dense<[127, 126, 137]> : tensor<3xui8>
  // add: 2 + 8 = 10 -> 8 (nearer); 4 + 8 = 12 ties -> 16; 1 + 1 = 2; 2^127 + 2^127 = 2^128 overflows -> NaN
  %add_a = stablehlo.constant dense<[2.0, 4.0, 1.0, 0xFE]> : tensor<4xf8E8M0FNU>
  %add_b = stablehlo.constant dense<[8.0, 8.0, 1.0, 0xFE]> : tensor<4xf8E8M0FNU>
  %add = stablehlo.add %add_a, %add_b : tensor<4xf8E8M0FNU>
  %add_bits = stablehlo.bitcast_convert %add : (tensor<4xf8E8M0FNU>) -> tensor<4xui8>
  check.expect_eq_const %add_bits, dense<[130, 131, 128, 255]> : tensor<4xui8>
  // subtract: 8 - 2 = 6 ties -> 8; 16 - 2 = 14 -> 16; 16 - 8 = 8
  %sub_a = stablehlo.constant dense<[8.0, 16.0, 16.0]> : tensor<3xf8E8M0FNU>
  %sub_b = stablehlo.constant dense<[2.0, 2.0, 8.0]> : tensor<3xf8E8M0FNU>
  %sub = stablehlo.subtract %sub_a, %sub_b : tensor<3xf8E8M0FNU>
  check.expect_eq_const %sub, dense<[8.0, 16.0, 8.0]> : tensor<3xf8E8M0FNU>
  // multiply: 2 * 4 = 8; 0.5 * 0.25 = 0.125; 2^127 * 2 overflows -> NaN
  %mul_a = stablehlo.constant dense<[2.0, 0.5, 0xFE]> : tensor<3xf8E8M0FNU>
  %mul_b = stablehlo.constant dense<[4.0, 0.25, 2.0]> : tensor<3xf8E8M0FNU>
  %mul = stablehlo.multiply %mul_a, %mul_b : tensor<3xf8E8M0FNU>
  %mul_bits = stablehlo.bitcast_convert %mul : (tensor<3xf8E8M0FNU>) -> tensor<3xui8>
  check.expect_eq_const %mul_bits, dense<[130, 124, 255]> : tensor<3xui8>
  // divide: 1 / 4 = 0.25; 8 / 2 = 4; 1 / 3 = 0.333 -> 0.25 (below the midpoint 0.375)
  %div_a = stablehlo.constant dense<[1.0, 8.0, 1.0]> : tensor<3xf8E8M0FNU>
  %div_b = stablehlo.constant dense<[4.0, 2.0, 3.0]> : tensor<3xf8E8M0FNU>
  %div = stablehlo.divide %div_a, %div_b : tensor<3xf8E8M0FNU>
  check.expect_eq_const %div, dense<[0.25, 4.0, 0.25]> : tensor<3xf8E8M0FNU>
  func.return
}

// -----

func.func @f8e8m0fnu_compare_and_convert() {
  %x = stablehlo.constant dense<[1.0, 0xFF, 2.0]> : tensor<3xf8E8M0FNU>
  %y = stablehlo.constant dense<[2.0, 0xFF, 2.0]> : tensor<3xf8E8M0FNU>
  %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<3xf8E8M0FNU>, tensor<3xf8E8M0FNU>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, false, true]> : tensor<3xi1>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<3xf8E8M0FNU>, tensor<3xf8E8M0FNU>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %x, %y, FLOAT : (tensor<3xf8E8M0FNU>, tensor<3xf8E8M0FNU>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, true, false]> : tensor<3xi1>
  // from f32: 3 ties -> 4; 5 -> 4; 0.75 ties -> 1; -1 is not representable -> NaN; 3e38 rounds to 2^128 -> NaN
  %f = stablehlo.constant dense<[3.0, 5.0, 0.75, -1.0, 3.0e38]> : tensor<5xf32>
  %e = stablehlo.convert %f : (tensor<5xf32>) -> tensor<5xf8E8M0FNU>
  %e_bits = stablehlo.bitcast_convert %e : (tensor<5xf8E8M0FNU>) -> tensor<5xui8>
  check.expect_eq_const %e_bits, dense<[129, 129, 127, 255, 255]> : tensor<5xui8>
  // to integers: 1 -> 1, 0.5 -> 0, 2^127 saturates, NaN -> 0 (implementation-defined: XLA's choice)
  %fi = stablehlo.constant dense<[1.0, 0.5, 0xFE, 0xFF]> : tensor<4xf8E8M0FNU>
  %i32 = stablehlo.convert %fi : (tensor<4xf8E8M0FNU>) -> tensor<4xi32>
  check.expect_eq_const %i32, dense<[1, 0, 2147483647, 0]> : tensor<4xi32>
  %u8 = stablehlo.convert %fi : (tensor<4xf8E8M0FNU>) -> tensor<4xui8>
  check.expect_eq_const %u8, dense<[1, 0, 255, 0]> : tensor<4xui8>
  func.return
}

// -----

func.func @f8e8m0fnu_max_min_abs_negate_reduce_dot() {
  %p = stablehlo.constant dense<[1.0, 4.0, 0xFF]> : tensor<3xf8E8M0FNU>
  %q = stablehlo.constant dense<[2.0, 0.5, 1.0]> : tensor<3xf8E8M0FNU>
  %max = stablehlo.maximum %p, %q : tensor<3xf8E8M0FNU>
  check.expect_eq_const %max, dense<[2.0, 4.0, 0xFF]> : tensor<3xf8E8M0FNU>
  %min = stablehlo.minimum %p, %q : tensor<3xf8E8M0FNU>
  check.expect_eq_const %min, dense<[1.0, 0.5, 0xFF]> : tensor<3xf8E8M0FNU>
  // abs is the identity; negate of any number is negative, which this type cannot hold: NaN
  %abs = stablehlo.abs %p : tensor<3xf8E8M0FNU>
  %abs_bits = stablehlo.bitcast_convert %abs : (tensor<3xf8E8M0FNU>) -> tensor<3xui8>
  check.expect_eq_const %abs_bits, dense<[127, 129, 255]> : tensor<3xui8>
  %neg = stablehlo.negate %q : tensor<3xf8E8M0FNU>
  %neg_bits = stablehlo.bitcast_convert %neg : (tensor<3xf8E8M0FNU>) -> tensor<3xui8>
  check.expect_eq_const %neg_bits, dense<[255, 255, 255]> : tensor<3xui8>
  // reduce with multiply: products of powers of two are exact in any order: 2 * 0.5 * 8 * 0.25 = 2
  %r = stablehlo.constant dense<[2.0, 0.5, 8.0, 0.25]> : tensor<4xf8E8M0FNU>
  %one = stablehlo.constant dense<1.0> : tensor<f8E8M0FNU>
  %prod = stablehlo.reduce(%r init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4xf8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<f8E8M0FNU>
  check.expect_eq_const %prod, dense<2.0> : tensor<f8E8M0FNU>
  // dot_general to f32: [[1, 2], [0.5, 4]] x [[2, 1], [0.25, 0.5]] = [[2.5, 2], [2, 2.5]], exact
  %l = stablehlo.constant dense<[[1.0, 2.0], [0.5, 4.0]]> : tensor<2x2xf8E8M0FNU>
  %rr = stablehlo.constant dense<[[2.0, 1.0], [0.25, 0.5]]> : tensor<2x2xf8E8M0FNU>
  %dot = stablehlo.dot_general %l, %rr, contracting_dims = [1] x [0] : (tensor<2x2xf8E8M0FNU>, tensor<2x2xf8E8M0FNU>) -> tensor<2x2xf32>
  check.expect_eq_const %dot, dense<[[2.5, 2.0], [2.0, 2.5]]> : tensor<2x2xf32>
  func.return
}
