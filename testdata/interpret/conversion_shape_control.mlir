// convert / bitcast_convert across widths, shape ops, control flow, reduce and dot_general on
// several element types. Expected values derived by hand from the spec's op descriptions.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @convert_between_families() {
  %i = stablehlo.constant dense<[300, -129, 16777217]> : tensor<3xi32>
  %i8 = stablehlo.convert %i : (tensor<3xi32>) -> tensor<3xi8>
  // 300 = 256 + 44; -129 = -256 + 127; 16777217 = 65536 * 256 + 1
  check.expect_eq_const %i8, dense<[44, 127, 1]> : tensor<3xi8>
  %f = stablehlo.convert %i : (tensor<3xi32>) -> tensor<3xf32>
  // 2^24 + 1 is not an f32: ties to even 2^24
  check.expect_eq_const %f, dense<[300.0, -129.0, 16777216.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[0.0, -0.0, 0.5, 0x7FC00000]> : tensor<4xf32>
  %bool = stablehlo.convert %b : (tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %bool, dense<[false, false, true, true]> : tensor<4xi1>
  %t = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %tf = stablehlo.convert %t : (tensor<2xi1>) -> tensor<2xbf16>
  check.expect_eq_const %tf, dense<[1.0, 0.0]> : tensor<2xbf16>
  %r = stablehlo.constant dense<[1.00390625, 1.01171875, 1.0e10]> : tensor<3xf32>
  %bf = stablehlo.convert %r : (tensor<3xf32>) -> tensor<3xbf16>
  check.expect_eq_const %bf, dense<[1.0, 1.015625, 9.99817115E+9]> : tensor<3xbf16>
  %q = stablehlo.constant dense<[1.0e9, -20.5, 0x7FF0000000000000]> : tensor<3xf64>
  %u4 = stablehlo.convert %q : (tensor<3xf64>) -> tensor<3xui4>
  check.expect_eq_const %u4, dense<[15, 0, 15]> : tensor<3xui4>
  %s4 = stablehlo.convert %q : (tensor<3xf64>) -> tensor<3xi4>
  check.expect_eq_const %s4, dense<[7, -8, 7]> : tensor<3xi4>
  %c = stablehlo.convert %i : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %c, dense<[(300.0, 0.0), (-129.0, 0.0), (16777216.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @bitcast_convert_across_widths() {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %bits = stablehlo.bitcast_convert %one : (tensor<f32>) -> tensor<i32>
  check.expect_eq_const %bits, dense<1065353216> : tensor<i32>
  // f64 1.0 = 0x3FF0000000000000: low word 0 -> 0.0, high word 0x3FF00000 -> 1.875 as f32
  %d = stablehlo.constant dense<1.0> : tensor<f64>
  %halves = stablehlo.bitcast_convert %d : (tensor<f64>) -> tensor<2xf32>
  check.expect_eq_const %halves, dense<[0.0, 1.875]> : tensor<2xf32>
  // two bytes, least significant first: 0x3C00 is f16 1.0
  %bytes = stablehlo.constant dense<[0, 60]> : tensor<2xui8>
  %h = stablehlo.bitcast_convert %bytes : (tensor<2xui8>) -> tensor<f16>
  check.expect_eq_const %h, dense<1.0> : tensor<f16>
  %bf = stablehlo.constant dense<1.0> : tensor<bf16>
  %bfbits = stablehlo.bitcast_convert %bf : (tensor<bf16>) -> tensor<i16>
  check.expect_eq_const %bfbits, dense<16256> : tensor<i16>
  // 0x7F -> nibbles 0xF (low, -1 as i4) and 0x7
  %byte = stablehlo.constant dense<127> : tensor<i8>
  %nibbles = stablehlo.bitcast_convert %byte : (tensor<i8>) -> tensor<2xi4>
  check.expect_eq_const %nibbles, dense<[-1, 7]> : tensor<2xi4>
  func.return
}

// -----

func.func @shape_ops_on_mixed_types() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui8>
  %r = stablehlo.reshape %a : (tensor<2x3xui8>) -> tensor<3x2xui8>
  check.expect_eq_const %r, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xui8>
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xui8>) -> tensor<3x2xui8>
  check.expect_eq_const %t, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xui8>
  %s = stablehlo.slice %a [0:2:1, 0:3:2] : (tensor<2x3xui8>) -> tensor<2x2xui8>
  check.expect_eq_const %s, dense<[[1, 3], [4, 6]]> : tensor<2x2xui8>
  %rev = stablehlo.reverse %a, dims = [0, 1] : tensor<2x3xui8>
  check.expect_eq_const %rev, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xui8>
  %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %bb = stablehlo.broadcast_in_dim %b, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %bb, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
  %cat = stablehlo.concatenate %b, %b, dim = 0 : (tensor<2xi1>, tensor<2xi1>) -> tensor<4xi1>
  check.expect_eq_const %cat, dense<[true, false, true, false]> : tensor<4xi1>
  %iota = stablehlo.iota dim = 1 : tensor<2x3xbf16>
  check.expect_eq_const %iota, dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xbf16>
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xbf16>
  %zero = stablehlo.constant dense<0.5> : tensor<bf16>
  %p = stablehlo.pad %x, %zero, low = [-1], high = [2], interior = [1] : (tensor<3xbf16>, tensor<bf16>) -> tensor<6xbf16>
  check.expect_eq_const %p, dense<[0.5, 2.0, 0.5, 3.0, 0.5, 0.5]> : tensor<6xbf16>
  %size = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3xui8>) -> tensor<i32>
  check.expect_eq_const %size, dense<3> : tensor<i32>
  func.return
}

// -----

func.func @dynamic_update_slice_clamps_start() {
  %a = stablehlo.constant dense<[0, 0, 0, 0]> : tensor<4xi64>
  %u = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %start = stablehlo.constant dense<3> : tensor<i32>
  // start 3 is clamped to 4 - 2 = 2
  %r = stablehlo.dynamic_update_slice %a, %u, %start : (tensor<4xi64>, tensor<2xi64>, tensor<i32>) -> tensor<4xi64>
  check.expect_eq_const %r, dense<[0, 0, 7, 8]> : tensor<4xi64>
  %neg = stablehlo.constant dense<-5> : tensor<i32>
  %s = stablehlo.dynamic_slice %r, %neg, sizes = [3] : (tensor<4xi64>, tensor<i32>) -> tensor<3xi64>
  check.expect_eq_const %s, dense<[0, 0, 7]> : tensor<3xi64>
  func.return
}

// -----

func.func @tuple_token_barrier_if_map() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<5> : tensor<i8>
  %tok0 = stablehlo.create_token : !stablehlo.token
  %tok = stablehlo.after_all %tok0, %tok0 : !stablehlo.token
  %tup = stablehlo.tuple %a, %i, %tok : tuple<tensor<2xf32>, tensor<i8>, !stablehlo.token>
  %e = stablehlo.get_tuple_element %tup[1] : (tuple<tensor<2xf32>, tensor<i8>, !stablehlo.token>) -> tensor<i8>
  check.expect_eq_const %e, dense<5> : tensor<i8>
  %b:2 = stablehlo.optimization_barrier %a, %e : tensor<2xf32>, tensor<i8>
  check.expect_eq_const %b#0, dense<[1.0, 2.0]> : tensor<2xf32>
  %pred = stablehlo.constant dense<false> : tensor<i1>
  %if = "stablehlo.if"(%pred) ({
    stablehlo.return %b#1 : tensor<i8>
  }, {
    %n = stablehlo.negate %b#1 : tensor<i8>
    stablehlo.return %n : tensor<i8>
  }) : (tensor<i1>) -> tensor<i8>
  check.expect_eq_const %if, dense<-5> : tensor<i8>
  %m = "stablehlo.map"(%a, %a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %m, dense<[1.0, 4.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @case_negative_index_runs_last_branch() {
  %index = stablehlo.constant dense<-1> : tensor<i32>
  %r = "stablehlo.case"(%index) ({
    %c = stablehlo.constant dense<10> : tensor<ui16>
    stablehlo.return %c : tensor<ui16>
  }, {
    %c = stablehlo.constant dense<20> : tensor<ui16>
    stablehlo.return %c : tensor<ui16>
  }) : (tensor<i32>) -> tensor<ui16>
  check.expect_eq_const %r, dense<20> : tensor<ui16>
  func.return
}

// -----

func.func @reduce_max_over_two_dims_and_variadic_min_count() {
  %a = stablehlo.constant dense<[[[1.0, -2.0], [3.0, 0.5]], [[-1.0, 7.0], [2.0, 2.0]]]> : tensor<2x2x2xf16>
  %init = stablehlo.constant dense<0xFC00> : tensor<f16>
  %max = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x2x2xf16>, tensor<f16>) -> tensor<2xf16>
  check.expect_eq_const %max, dense<[3.0, 7.0]> : tensor<2xf16>
  %v = stablehlo.constant dense<[5, 3, 9, 3]> : tensor<4xi32>
  %ones = stablehlo.constant dense<1> : tensor<4xui8>
  %big = stablehlo.constant dense<2147483647> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<ui8>
  // (min, count of elements): a general body returning two accumulators
  %r:2 = stablehlo.reduce(%v init: %big), (%ones init: %zero) across dimensions = [0] : (tensor<4xi32>, tensor<4xui8>, tensor<i32>, tensor<ui8>) -> (tensor<i32>, tensor<ui8>)
    reducer(%acc: tensor<i32>, %x: tensor<i32>) (%acc_n: tensor<ui8>, %n: tensor<ui8>) {
      %m = stablehlo.minimum %acc, %x : tensor<i32>
      %s = stablehlo.add %acc_n, %n : tensor<ui8>
      stablehlo.return %m, %s : tensor<i32>, tensor<ui8>
    }
  check.expect_eq_const %r#0, dense<3> : tensor<i32>
  check.expect_eq_const %r#1, dense<4> : tensor<ui8>
  func.return
}

// -----

func.func @dot_general_result_types_as_declared() {
  // i8 x i8 -> i32: 100*100 + 100*100 = 20000 does not wrap in the declared i32 result
  %a = stablehlo.constant dense<[[100, 100]]> : tensor<1x2xi8>
  %b = stablehlo.constant dense<[[100], [100]]> : tensor<2x1xi8>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi32>
  check.expect_eq_const %d, dense<20000> : tensor<1x1xi32>
  // batch 2, contracting over two dims: sum of products of the 2x2 blocks
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[1.0, 0.0], [0.0, 1.0]]]> : tensor<2x2x2xbf16>
  %y = stablehlo.constant dense<[[[1.0, 1.0], [1.0, 1.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xbf16>
  %z = stablehlo.dot_general %x, %y, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2] : (tensor<2x2x2xbf16>, tensor<2x2x2xbf16>) -> tensor<2xf32>
  check.expect_eq_const %z, dense<[10.0, 13.0]> : tensor<2xf32>
  %c = stablehlo.constant dense<[[(0.0, 1.0), (1.0, 0.0)]]> : tensor<1x2xcomplex<f32>>
  %cc = stablehlo.dot_general %c, %c, contracting_dims = [1] x [1] : (tensor<1x2xcomplex<f32>>, tensor<1x2xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
  // i*i + 1*1 = 0
  check.expect_eq_const %cc, dense<(0.0, 0.0)> : tensor<1x1xcomplex<f32>>
  func.return
}
