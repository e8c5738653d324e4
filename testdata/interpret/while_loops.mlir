// while loops carrying several values of several types (no tuples), a loop that runs zero times and
// nested loops. Expected values worked out by hand (closed forms noted at each check).
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @while_counter_with_float_accumulators() {
  // 8 iterations, i = 1..8: acc += 0.5 * i (f32), p *= 2 (bf16), flag toggles (i1), v += [100, 1] (ui8)
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %eight = stablehlo.constant dense<8> : tensor<i32>
  %acc0 = stablehlo.constant dense<0.0> : tensor<f32>
  %half = stablehlo.constant dense<0.5> : tensor<f32>
  %p0 = stablehlo.constant dense<1.0> : tensor<bf16>
  %two = stablehlo.constant dense<2.0> : tensor<bf16>
  %flag0 = stablehlo.constant dense<true> : tensor<i1>
  %v0 = stablehlo.constant dense<[0, 0]> : tensor<2xui8>
  %dv = stablehlo.constant dense<[100, 1]> : tensor<2xui8>
  %r:5 = stablehlo.while(%i = %i0, %acc = %acc0, %p = %p0, %flag = %flag0, %v = %v0) : tensor<i32>, tensor<f32>, tensor<bf16>, tensor<i1>, tensor<2xui8>
  cond {
    %c = stablehlo.compare LT, %i, %eight : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i32>
    %nf = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
    %inc = stablehlo.multiply %nf, %half : tensor<f32>
    %acc2 = stablehlo.add %acc, %inc : tensor<f32>
    %p2 = stablehlo.multiply %p, %two : tensor<bf16>
    %flag2 = stablehlo.not %flag : tensor<i1>
    %v2 = stablehlo.add %v, %dv : tensor<2xui8>
    stablehlo.return %n, %acc2, %p2, %flag2, %v2 : tensor<i32>, tensor<f32>, tensor<bf16>, tensor<i1>, tensor<2xui8>
  }
  check.expect_eq_const %r#0, dense<8> : tensor<i32>
  // 0.5 * (1 + ... + 8) = 0.5 * 36
  check.expect_eq_const %r#1, dense<18.0> : tensor<f32>
  // 2^8
  check.expect_eq_const %r#2, dense<256.0> : tensor<bf16>
  // toggled an even number of times
  check.expect_eq_const %r#3, dense<true> : tensor<i1>
  // 8 * 100 = 800 = 3 * 256 + 32 (wraps); 8 * 1 = 8
  check.expect_eq_const %r#4, dense<[32, 8]> : tensor<2xui8>
  func.return
}

// -----

func.func @while_that_runs_zero_times() {
  // the condition is false on entry: the results are the initial values, the body never runs
  %i0 = stablehlo.constant dense<5> : tensor<i64>
  %limit = stablehlo.constant dense<5> : tensor<i64>
  %x0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf16>
  %u0 = stablehlo.constant dense<7> : tensor<ui4>
  %r:3 = stablehlo.while(%i = %i0, %x = %x0, %u = %u0) : tensor<i64>, tensor<2xf16>, tensor<ui4>
  cond {
    %c = stablehlo.compare LT, %i, %limit : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %one : tensor<i64>
    %x2 = stablehlo.add %x, %x : tensor<2xf16>
    %u2 = stablehlo.add %u, %u : tensor<ui4>
    stablehlo.return %n, %x2, %u2 : tensor<i64>, tensor<2xf16>, tensor<ui4>
  }
  check.expect_eq_const %r#0, dense<5> : tensor<i64>
  check.expect_eq_const %r#1, dense<[1.5, -2.0]> : tensor<2xf16>
  check.expect_eq_const %r#2, dense<7> : tensor<ui4>
  func.return
}

// -----

func.func @nested_whiles() {
  // outer i = 0..3; the inner loop runs i times, adding 1 to count (si32) and 0.25 to s (f16) each time:
  // count = 0 + 1 + 2 + 3 = 6; s = 6 * 0.25 = 1.5; the outer loop also sums i into t (ui16): 0+1+2+3 = 6
  %zero = stablehlo.constant dense<0> : tensor<si32>
  %one = stablehlo.constant dense<1> : tensor<si32>
  %four = stablehlo.constant dense<4> : tensor<si32>
  %s0 = stablehlo.constant dense<0.0> : tensor<f16>
  %quarter = stablehlo.constant dense<0.25> : tensor<f16>
  %t0 = stablehlo.constant dense<0> : tensor<ui16>
  %r:4 = stablehlo.while(%i = %zero, %count = %zero, %s = %s0, %t = %t0) : tensor<si32>, tensor<si32>, tensor<f16>, tensor<ui16>
  cond {
    %c = stablehlo.compare LT, %i, %four : (tensor<si32>, tensor<si32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %in:3 = stablehlo.while(%j = %zero, %cnt = %count, %acc = %s) : tensor<si32>, tensor<si32>, tensor<f16>
    cond {
      %c2 = stablehlo.compare LT, %j, %i : (tensor<si32>, tensor<si32>) -> tensor<i1>
      stablehlo.return %c2 : tensor<i1>
    } do {
      %j2 = stablehlo.add %j, %one : tensor<si32>
      %cnt2 = stablehlo.add %cnt, %one : tensor<si32>
      %acc2 = stablehlo.add %acc, %quarter : tensor<f16>
      stablehlo.return %j2, %cnt2, %acc2 : tensor<si32>, tensor<si32>, tensor<f16>
    }
    %iu = stablehlo.convert %i : (tensor<si32>) -> tensor<ui16>
    %t2 = stablehlo.add %t, %iu : tensor<ui16>
    %i2 = stablehlo.add %i, %one : tensor<si32>
    stablehlo.return %i2, %in#1, %in#2, %t2 : tensor<si32>, tensor<si32>, tensor<f16>, tensor<ui16>
  }
  check.expect_eq_const %r#0, dense<4> : tensor<si32>
  check.expect_eq_const %r#1, dense<6> : tensor<si32>
  check.expect_eq_const %r#2, dense<1.5> : tensor<f16>
  check.expect_eq_const %r#3, dense<6> : tensor<ui16>
  func.return
}

// -----

func.func @while_fibonacci_pair_and_narrow_float_state() {
  // 10 steps of (a, b) -> (b, a + b) from (0, 1): (F10, F11) = (55, 89).
  // The f8E4M3FN value x starts at 1 and is multiplied by 1.5 each step, rounded to 3 mantissa bits each
  // time (by hand, checked with exact fractions): 1.5, 2.25, 3.375 ties -> 3.5 (even mantissa 110), 5.25 ties
  // -> 5 (010), 7.5, 11.25 -> 11, 16.5 -> 16, 24, 36, 54 ties -> 56 (110)
  %n0 = stablehlo.constant dense<0> : tensor<ui8>
  %n1 = stablehlo.constant dense<1> : tensor<ui8>
  %ten = stablehlo.constant dense<10> : tensor<ui8>
  %a0 = stablehlo.constant dense<0> : tensor<i64>
  %b0 = stablehlo.constant dense<1> : tensor<i64>
  %x0 = stablehlo.constant dense<1.0> : tensor<f8E4M3FN>
  %k = stablehlo.constant dense<1.5> : tensor<f8E4M3FN>
  %r:4 = stablehlo.while(%n = %n0, %a = %a0, %b = %b0, %x = %x0) : tensor<ui8>, tensor<i64>, tensor<i64>, tensor<f8E4M3FN>
  cond {
    %c = stablehlo.compare LT, %n, %ten : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %nn = stablehlo.add %n, %n1 : tensor<ui8>
    %ab = stablehlo.add %a, %b : tensor<i64>
    %x2 = stablehlo.multiply %x, %k : tensor<f8E4M3FN>
    stablehlo.return %nn, %b, %ab, %x2 : tensor<ui8>, tensor<i64>, tensor<i64>, tensor<f8E4M3FN>
  }
  check.expect_eq_const %r#0, dense<10> : tensor<ui8>
  check.expect_eq_const %r#1, dense<55> : tensor<i64>
  check.expect_eq_const %r#2, dense<89> : tensor<i64>
  check.expect_eq_const %r#3, dense<56.0> : tensor<f8E4M3FN>
  func.return
}
