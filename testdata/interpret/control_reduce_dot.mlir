// Control flow, reduce and dot_general; expected values worked out by hand.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @while_sums_one_to_ten() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %s = %zero) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %i, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i64>
    %t = stablehlo.add %s, %n : tensor<i64>
    stablehlo.return %n, %t : tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %r#1, dense<55> : tensor<i64>
  func.return
}

// -----

func.func @case_out_of_range_takes_last_branch() {
  %index = stablehlo.constant dense<7> : tensor<i32>
  %r = "stablehlo.case"(%index) ({
    %a = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %a : tensor<i32>
  }, {
    %b = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r, dense<20> : tensor<i32>
  func.return
}

// -----

func.func @reduce_argmax_pattern() {
  %values = stablehlo.constant dense<[[3.0, 9.0, 9.0, 1.0, 2.0], [0.5, -1.0, 4.0, 4.0, 7.0]]> : tensor<2x5xf32>
  %idx = stablehlo.iota dim = 1 : tensor<2x5xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%values init: %ninf), (%idx init: %zero) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    reducer(%av: tensor<f32>, %bv: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
      %gt = stablehlo.compare GT, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare LT, %ai, %bi : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %pick = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %pick, %av, %bv : tensor<i1>, tensor<f32>
      %i = stablehlo.select %pick, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %i : tensor<f32>, tensor<i32>
    }
  check.expect_eq_const %r#0, dense<[9.0, 7.0]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<[1, 4]> : tensor<2xi32>
  func.return
}

// -----

func.func @reduce_sum_with_init() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %init = stablehlo.constant dense<100> : tensor<i8>
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi8>
  check.expect_eq_const %r, dense<[106, 115]> : tensor<2xi8>
  func.return
}

// -----

func.func @dot_general_batched_integer_wraps() {
  %a = stablehlo.constant dense<[[[1, 2], [3, 4]], [[100, 100], [0, 1]]]> : tensor<2x2x2xi8>
  %b = stablehlo.constant dense<[[[1, 0], [0, 1]], [[1, 0], [1, 0]]]> : tensor<2x2x2xi8>
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xi8>, tensor<2x2x2xi8>) -> tensor<2x2x2xi8>
  check.expect_eq_const %r, dense<[[[1, 2], [3, 4]], [[-56, 0], [1, 0]]]> : tensor<2x2x2xi8>
  func.return
}
