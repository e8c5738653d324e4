// RUN: stablehlo-translate --interpret -split-input-file %s
// Comparators that are not a key order run through the merge sort.

// order by the sum of two operands (a key mixing operands): stable on ties
func.func @sum_of_operands() {
  %a = stablehlo.constant dense<[3, 1, 2, 0, 4]> : tensor<5xi32>
  %b = stablehlo.constant dense<[0, 1, 5, 2, -3]> : tensor<5xi32>
  %r:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i32>, %b0: tensor<i32>, %b1: tensor<i32>):
    %s0 = stablehlo.add %a0, %b0 : tensor<i32>
    %s1 = stablehlo.add %a1, %b1 : tensor<i32>
    %c = stablehlo.compare LT, %s0, %s1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
  // sums [3, 2, 7, 2, 1] -> 1 (idx 4), 2 (idx 1), 2 (idx 3), 3 (idx 0), 7 (idx 2)
  check.expect_eq_const %r#0, dense<[4, 1, 0, 3, 2]> : tensor<5xi32>
  check.expect_eq_const %r#1, dense<[-3, 1, 2, 0, 5]> : tensor<5xi32>
  func.return
}

// -----

// "a - b < 0": the comparator combines both arguments in one expression (rows of a 2x6 operand)
func.func @difference_below_zero_rows() {
  %x = stablehlo.constant dense<[[5, 2, 7, 4, 1, 6], [0, 9, 8, 3, 2, 1]]> : tensor<2x6xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %d = stablehlo.subtract %a, %b : tensor<i32>
    %c = stablehlo.compare LT, %d, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x6xi32>) -> tensor<2x6xi32>
  check.expect_eq_const %r, dense<[[1, 2, 4, 5, 6, 7], [0, 1, 2, 3, 8, 9]]> : tensor<2x6xi32>
  func.return
}

// -----

// a comparator with a non-elementwise op (bitcast_convert) runs pair by pair: order by the bits as i32
func.func @bit_pattern_order() {
  %x = stablehlo.constant dense<[1.0, -1.0, 2.0, 0.5, -2.0]> : tensor<5xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ia = stablehlo.bitcast_convert %a : (tensor<f32>) -> tensor<i32>
    %ib = stablehlo.bitcast_convert %b : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.compare LT, %ia, %ib, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5xf32>) -> tensor<5xf32>
  // as i32: -1.0 = 0xBF800000 = -1082130432 < -2.0 = 0xC0000000 = -1073741824 < 0.5 < 1.0 < 2.0
  check.expect_eq_const %r, dense<[-1.0, -2.0, 0.5, 1.0, 2.0]> : tensor<5xf32>
  func.return
}
