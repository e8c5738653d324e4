// RUN: stablehlo-translate --interpret -split-input-file %s
// Hand-derived expectations for every comparator form the sort fast path recognizes.

func.func @ascending_lt() {
  %x = stablehlo.constant dense<[3, -1, 2, 7, -5]> : tensor<5xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5xi32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[-5, -1, 2, 3, 7]> : tensor<5xi32>
  func.return
}

// -----

func.func @descending_gt_unsigned() {
  %x = stablehlo.constant dense<[3, 200, 2, 7, 0]> : tensor<5xui8>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %c = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5xui8>) -> tensor<5xui8>
  check.expect_eq_const %r, dense<[200, 7, 3, 2, 0]> : tensor<5xui8>
  func.return
}

// -----

// compare LT with the arguments swapped is a descending sort
func.func @swapped_arguments_descend() {
  %x = stablehlo.constant dense<[1.5, -2.0, 4.0, 0.5]> : tensor<4xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %b, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %r, dense<[4.0, 1.5, 0.5, -2.0]> : tensor<4xf32>
  func.return
}

// -----

// a plain float compare: -0.0 == +0.0, so a stable sort keeps their order (checked on the bits)
func.func @signed_zeros_stay_in_order() {
  %x = stablehlo.constant dense<[0.0, -0.0, 1.0, -0.0, 0.0, -1.0]> : tensor<6xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xf32>) -> tensor<6xf32>
  %bits = stablehlo.bitcast_convert %r : (tensor<6xf32>) -> tensor<6xi32>
  // -1.0, 0.0, -0.0, -0.0, 0.0, 1.0
  check.expect_eq_const %bits, dense<[-1082130432, 0, -2147483648, -2147483648, 0, 1065353216]> : tensor<6xi32>
  func.return
}

// -----

// TOTALORDER: -NaN < -1 < -0.0 < +0.0 < inf < +NaN
func.func @total_order_ascending() {
  %bits_in = stablehlo.constant dense<[2143289344, -2147483648, 0, -1082130432, -4194304, 2139095040]> : tensor<6xi32>
  %x = stablehlo.bitcast_convert %bits_in : (tensor<6xi32>) -> tensor<6xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<6xf32>) -> tensor<6xf32>
  %bits = stablehlo.bitcast_convert %r : (tensor<6xf32>) -> tensor<6xi32>
  check.expect_eq_const %bits, dense<[-4194304, -1082130432, -2147483648, 0, 2139095040, 2143289344]> : tensor<6xi32>
  func.return
}

// -----

func.func @total_order_descending() {
  %bits_in = stablehlo.constant dense<[2143289344, -2147483648, 0, -1082130432, -4194304, 2139095040]> : tensor<6xi32>
  %x = stablehlo.bitcast_convert %bits_in : (tensor<6xi32>) -> tensor<6xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<6xf32>) -> tensor<6xf32>
  %bits = stablehlo.bitcast_convert %r : (tensor<6xf32>) -> tensor<6xi32>
  check.expect_eq_const %bits, dense<[2143289344, 2139095040, 0, -2147483648, -1082130432, -4194304]> : tensor<6xi32>
  func.return
}

// -----

// jax's comparator: -0.0 -> 0.0 and NaN -> canonical NaN, then TOTALORDER LT.
// Zeros (either sign) are equal, NaNs (either sign) are equal and last; ties keep input order.
func.func @jax_canonicalized_total_order() {
  %bits_in = stablehlo.constant dense<[2143289344, 0, -2147483648, 1065353216, -4194304, -1082130432]> : tensor<6xi32>
  %x = stablehlo.bitcast_convert %bits_in : (tensor<6xi32>) -> tensor<6xf32>
  %r = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare  EQ, %arg0, %cst,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.select %3, %cst, %arg0 : tensor<i1>, tensor<f32>
    %5 = stablehlo.compare  NE, %arg0, %arg0,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
    %7 = stablehlo.compare  EQ, %arg1, %cst,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.select %7, %cst, %arg1 : tensor<i1>, tensor<f32>
    %9 = stablehlo.compare  NE, %arg1, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.select %9, %cst_1, %8 : tensor<i1>, tensor<f32>
    %11 = stablehlo.compare  LT, %6, %10,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }) : (tensor<6xf32>) -> tensor<6xf32>
  %bits = stablehlo.bitcast_convert %r : (tensor<6xf32>) -> tensor<6xi32>
  // -1.0, 0.0, -0.0, 1.0, NaN, -NaN
  check.expect_eq_const %bits, dense<[-1082130432, 0, -2147483648, 1065353216, 2143289344, -4194304]> : tensor<6xi32>
  func.return
}

// -----

// lexicographic chain or(lt0, and(eq0, lt1)) over two keys, a third operand carried along
func.func @lexicographic_or_and_chain() {
  %k0 = stablehlo.constant dense<[2, 1, 2, 1, 2]> : tensor<5xi32>
  %k1 = stablehlo.constant dense<[5, 5, 3, 3, 5]> : tensor<5xi32>
  %v = stablehlo.constant dense<[10, 11, 12, 13, 14]> : tensor<5xi32>
  %r:3 = "stablehlo.sort"(%v, %k0, %k1) ({
  ^bb0(%v0: tensor<i32>, %v1: tensor<i32>, %a0: tensor<i32>, %b0: tensor<i32>, %a1: tensor<i32>, %b1: tensor<i32>):
    %lt0 = stablehlo.compare LT, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq0 = stablehlo.compare EQ, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %lt1 = stablehlo.compare LT, %a1, %b1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %and = stablehlo.and %eq0, %lt1 : tensor<i1>
    %or = stablehlo.or %lt0, %and : tensor<i1>
    stablehlo.return %or : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>)
  // (1,3):13, (1,5):11, (2,3):12, (2,5):10, (2,5):14
  check.expect_eq_const %r#0, dense<[13, 11, 12, 10, 14]> : tensor<5xi32>
  check.expect_eq_const %r#1, dense<[1, 1, 2, 2, 2]> : tensor<5xi32>
  check.expect_eq_const %r#2, dense<[3, 5, 3, 5, 5]> : tensor<5xi32>
  func.return
}

// -----

// the select form: eq0 ? (second key descending) : lt0
func.func @lexicographic_select_chain() {
  %k0 = stablehlo.constant dense<[2, 1, 2, 1, 2]> : tensor<5xi32>
  %k1 = stablehlo.constant dense<[5, 5, 3, 3, 5]> : tensor<5xi32>
  %r:2 = "stablehlo.sort"(%k0, %k1) ({
  ^bb0(%a0: tensor<i32>, %b0: tensor<i32>, %a1: tensor<i32>, %b1: tensor<i32>):
    %lt0 = stablehlo.compare LT, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq0 = stablehlo.compare EQ, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt1 = stablehlo.compare GT, %a1, %b1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %s = stablehlo.select %eq0, %gt1, %lt0 : tensor<i1>, tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
  check.expect_eq_const %r#0, dense<[1, 1, 2, 2, 2]> : tensor<5xi32>
  check.expect_eq_const %r#1, dense<[5, 3, 5, 5, 3]> : tensor<5xi32>
  func.return
}

// -----

// key on the second operand only; equal keys keep their order (stable)
func.func @sort_by_second_operand_stable() {
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %k = stablehlo.constant dense<[1, 0, 1, 0, 1]> : tensor<5xi64>
  %r:2 = "stablehlo.sort"(%v, %k) ({
  ^bb0(%v0: tensor<f32>, %v1: tensor<f32>, %a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>, tensor<5xi64>) -> (tensor<5xf32>, tensor<5xi64>)
  check.expect_eq_const %r#0, dense<[1.0, 3.0, 5.0, 2.0, 4.0]> : tensor<5xf32>
  check.expect_eq_const %r#1, dense<[1, 1, 1, 0, 0]> : tensor<5xi64>
  func.return
}

// -----

// dimension = -2 on a 2x3 operand sorts each column
func.func @negative_dimension() {
  %x = stablehlo.constant dense<[[3, 1, 2], [1, 5, 0]]> : tensor<2x3xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = -2 : i64} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[1, 1, 0], [3, 5, 2]]> : tensor<2x3xi32>
  func.return
}

// -----

// the key may be any elementwise function of the argument: here |x|
func.func @key_function_abs() {
  %x = stablehlo.constant dense<[-3, 1, -2, 2, 0]> : tensor<5xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %aa = stablehlo.abs %a : tensor<i32>
    %ab = stablehlo.abs %b : tensor<i32>
    %c = stablehlo.compare LT, %aa, %ab, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[0, 1, -2, 2, -3]> : tensor<5xi32>
  func.return
}

// -----

func.func @booleans() {
  %x = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %c = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %r, dense<[false, false, true, true]> : tensor<4xi1>
  func.return
}

// -----

// a chain over two keys of one operand: parity (evens first), then value; rows of a 2x6 operand
func.func @parity_then_value_rows() {
  %x = stablehlo.constant dense<[[5, 2, 7, 4, 1, 6], [0, 9, 8, 3, 2, 1]]> : tensor<2x6xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %two = stablehlo.constant dense<2> : tensor<i32>
    %ra = stablehlo.remainder %a, %two : tensor<i32>
    %rb = stablehlo.remainder %b, %two : tensor<i32>
    %parity_lt = stablehlo.compare LT, %ra, %rb, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %parity_eq = stablehlo.compare EQ, %ra, %rb, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %parity_eq, %lt : tensor<i1>
    %c = stablehlo.or %parity_lt, %tie : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x6xi32>) -> tensor<2x6xi32>
  check.expect_eq_const %r, dense<[[2, 4, 6, 1, 5, 7], [0, 2, 8, 1, 3, 9]]> : tensor<2x6xi32>
  func.return
}
