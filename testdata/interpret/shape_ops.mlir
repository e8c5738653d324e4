// Shape ops; expected values from the spec's examples or worked out by hand.
// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @pad_negative_and_interior() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %p = stablehlo.pad %x, %z, low = [0, 1], high = [1, -1], interior = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3x5xi32>
  check.expect_eq_const %p, dense<[[0, 1, 0, 2, 0], [0, 4, 0, 5, 0], [0, 0, 0, 0, 0]]> : tensor<3x5xi32>
  func.return
}

// -----

func.func @dynamic_slice_clamps() {
  %x = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8]]> : tensor<3x3xi64>
  %i = stablehlo.constant dense<5> : tensor<i64>
  %j = stablehlo.constant dense<-2> : tensor<i64>
  %s = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<3x3xi64>, tensor<i64>, tensor<i64>) -> tensor<2x2xi64>
  check.expect_eq_const %s, dense<[[3, 4], [6, 7]]> : tensor<2x2xi64>
  %u = stablehlo.constant dense<[[-1, -2]]> : tensor<1x2xi64>
  %r = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<3x3xi64>, tensor<1x2xi64>, tensor<i64>, tensor<i64>) -> tensor<3x3xi64>
  check.expect_eq_const %r, dense<[[0, 1, 2], [3, 4, 5], [6, -1, -2]]> : tensor<3x3xi64>
  func.return
}

// -----

func.func @bitcast_convert_changes_shape() {
  %x = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %b = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x2xui16>
  check.expect_eq_const %b, dense<[[0, 16256], [0, 49152]]> : tensor<2x2xui16>
  %back = stablehlo.bitcast_convert %b : (tensor<2x2xui16>) -> tensor<2xf32>
  check.expect_eq_const %back, dense<[1.0, -2.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @broadcast_transpose_reverse_concat_iota() {
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %b, dense<[[1, 1, 1], [2, 2, 2]]> : tensor<2x3xi32>
  %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %t, dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>
  %r = stablehlo.reverse %v, dims = [0] : tensor<2xi32>
  check.expect_eq_const %r, dense<[2, 1]> : tensor<2xi32>
  %c = stablehlo.concatenate %v, %r, dim = 0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  check.expect_eq_const %c, dense<[1, 2, 2, 1]> : tensor<4xi32>
  %i = stablehlo.iota dim = 1 : tensor<2x3xui4>
  check.expect_eq_const %i, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xui4>
  %s = stablehlo.slice %c [1:4:2] : (tensor<4xi32>) -> tensor<2xi32>
  check.expect_eq_const %s, dense<[2, 1]> : tensor<2xi32>
  func.return
}
