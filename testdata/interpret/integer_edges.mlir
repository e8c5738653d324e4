// Integer edge cases; expected values worked out by hand from the spec and XLA's semantics.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @add_wraps_i8_and_i4_ui4() {
  %a = stablehlo.constant dense<[127, -128]> : tensor<2xi8>
  %b = stablehlo.constant dense<[1, -1]> : tensor<2xi8>
  %r = stablehlo.add %a, %b : tensor<2xi8>
  check.expect_eq_const %r, dense<[-128, 127]> : tensor<2xi8>
  %c = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %d = stablehlo.constant dense<[1, -1]> : tensor<2xi4>
  %s = stablehlo.add %c, %d : tensor<2xi4>
  check.expect_eq_const %s, dense<[-8, 7]> : tensor<2xi4>
  %e = stablehlo.constant dense<[15, 8]> : tensor<2xui4>
  %f = stablehlo.constant dense<[1, 9]> : tensor<2xui4>
  %t = stablehlo.add %e, %f : tensor<2xui4>
  check.expect_eq_const %t, dense<[0, 1]> : tensor<2xui4>
  func.return
}

// -----

func.func @negate_abs_int_min() {
  %a = stablehlo.constant dense<[-8, 3]> : tensor<2xi4>
  %n = stablehlo.negate %a : tensor<2xi4>
  check.expect_eq_const %n, dense<[-8, -3]> : tensor<2xi4>
  %b = stablehlo.constant dense<[-128, -5]> : tensor<2xi8>
  %m = stablehlo.abs %b : tensor<2xi8>
  check.expect_eq_const %m, dense<[-128, 5]> : tensor<2xi8>
  %u = stablehlo.constant dense<[0, 3]> : tensor<2xui4>
  %v = stablehlo.not %u : tensor<2xui4>
  check.expect_eq_const %v, dense<[15, 12]> : tensor<2xui4>
  func.return
}

// -----

func.func @divide_remainder_edges() {
  %a = stablehlo.constant dense<[7, -128, -7, 5]> : tensor<4xi8>
  %b = stablehlo.constant dense<[0, -1, 2, -3]> : tensor<4xi8>
  %q = stablehlo.divide %a, %b : tensor<4xi8>
  check.expect_eq_const %q, dense<[-1, -128, -3, -1]> : tensor<4xi8>
  %r = stablehlo.remainder %a, %b : tensor<4xi8>
  check.expect_eq_const %r, dense<[7, 0, -1, 2]> : tensor<4xi8>
  %c = stablehlo.constant dense<[9, 9]> : tensor<2xui8>
  %d = stablehlo.constant dense<[0, 4]> : tensor<2xui8>
  %uq = stablehlo.divide %c, %d : tensor<2xui8>
  check.expect_eq_const %uq, dense<[255, 2]> : tensor<2xui8>
  func.return
}

// -----

func.func @shifts_by_width_or_more() {
  %a = stablehlo.constant dense<[1, 1, -128, -128, -1]> : tensor<5xi8>
  %s = stablehlo.constant dense<[7, 8, 9, 1, 8]> : tensor<5xi8>
  %l = stablehlo.shift_left %a, %s : tensor<5xi8>
  check.expect_eq_const %l, dense<[-128, 0, 0, 0, 0]> : tensor<5xi8>
  %ra = stablehlo.shift_right_arithmetic %a, %s : tensor<5xi8>
  check.expect_eq_const %ra, dense<[0, 0, -1, -64, -1]> : tensor<5xi8>
  %rl = stablehlo.shift_right_logical %a, %s : tensor<5xi8>
  check.expect_eq_const %rl, dense<[0, 0, 0, 64, 0]> : tensor<5xi8>
  func.return
}

// -----

func.func @bit_counts_and_power() {
  %a = stablehlo.constant dense<[-1, 1, 0, 64]> : tensor<4xi8>
  %p = stablehlo.popcnt %a : tensor<4xi8>
  check.expect_eq_const %p, dense<[8, 1, 0, 1]> : tensor<4xi8>
  %z = stablehlo.count_leading_zeros %a : tensor<4xi8>
  check.expect_eq_const %z, dense<[0, 7, 8, 1]> : tensor<4xi8>
  %base = stablehlo.constant dense<[2, -1, 1, 2, 3]> : tensor<5xi32>
  %exp = stablehlo.constant dense<[-1, -3, -5, 31, 2]> : tensor<5xi32>
  %w = stablehlo.power %base, %exp : tensor<5xi32>
  check.expect_eq_const %w, dense<[0, -1, 1, -2147483648, 9]> : tensor<5xi32>
  func.return
}
