// RUN: stablehlo-translate --interpret -split-input-file %s

// Ops on quantized tensors the spec defines as dequantize_op_quantize (and its compare/select
// variants): operands dequantized, the op computed in the expressed type, the result quantized.

// lhs (0.5:0) = [1, 2, -3], rhs (0.25:4) = [1, 1.5, -1]; sum [2, 3.5, -4];
// quantized with 1.0:-1 -> [1, 2.5 -> 2, -5].
func.func @add_different_scales() {
  %lhs = stablehlo.constant dense<[2, 4, -6]> : tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %rhs = stablehlo.constant dense<[8, 10, 0]> : tensor<3x!quant.uniform<i8:f32, 0.25:4>>
  %sum = stablehlo.add %lhs, %rhs : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<3x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<3x!quant.uniform<i8:f32, 1.0:-1>>
  %s = stablehlo.bitcast_convert %sum : (tensor<3x!quant.uniform<i8:f32, 1.0:-1>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[1, 2, -5]> : tensor<3xi8>
  func.return
}

// -----

// [4, 9, 2] -> sqrt [2, 3, 1.414...] -> / 0.5 = [4, 6, 2.83 -> 3]
func.func @sqrt() {
  %x = stablehlo.constant dense<[16, 36, 8]> : tensor<3x!quant.uniform<i8:f32, 0.25:0>>
  %r = stablehlo.sqrt %x : (tensor<3x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %s = stablehlo.bitcast_convert %r : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[4, 6, 3]> : tensor<3xi8>
  func.return
}

// -----

// 100 * 2 = 200 saturates at 127.
func.func @multiply_saturates() {
  %x = stablehlo.constant dense<[100, -100, 5]> : tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %y = stablehlo.constant dense<2> : tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %r = stablehlo.multiply %x, %y : tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %s = stablehlo.bitcast_convert %r : (tensor<3x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[127, -128, 10]> : tensor<3xi8>
  func.return
}

// -----

// dequantize_compare: [1, 2, 3] >= [1, 3, 2] (storage values [2, 4, 6] vs [1, 3, 2] would say all true).
func.func @compare() {
  %lhs = stablehlo.constant dense<[2, 4, 6]> : tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %rhs = stablehlo.constant dense<[1, 3, 2]> : tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %r = stablehlo.compare GE, %lhs, %rhs : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<3x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3xi1>
  check.expect_eq_const %r, dense<[true, false, true]> : tensor<3xi1>
  func.return
}

// -----

// dequantize_select_quantize: select([1, 2, 3], [1, 3, 2]) = [1, 3, 3], quantized with 0.25:0.
func.func @select() {
  %pred = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %on_true = stablehlo.constant dense<[2, 4, 6]> : tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %on_false = stablehlo.constant dense<[1, 3, 2]> : tensor<3x!quant.uniform<i8:f32, 1.0:0>>
  %r = stablehlo.select %pred, %on_true, %on_false : (tensor<3xi1>, tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<3x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x!quant.uniform<i8:f32, 0.25:0>>
  %s = stablehlo.bitcast_convert %r : (tensor<3x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[4, 12, 12]> : tensor<3xi8>
  func.return
}

// -----

// iota: quantize(index) with 0.5:-1 -> [-1, 1, 3, 5]
func.func @iota() {
  %r = stablehlo.iota dim = 0 : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  %s = stablehlo.bitcast_convert %r : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xi8>
  check.expect_eq_const %s, dense<[-1, 1, 3, 5]> : tensor<4xi8>
  func.return
}

// -----

// reduce whose body adds quantized values (0.5:1): [1.5, 2.5, -1] + init 1.0 = 4.0 -> storage 9
// (adding storage values 4 + 6 - 1 + 3 would give 12).
func.func @reduce_with_quantized_body() {
  %x = stablehlo.constant dense<[4, 6, -1]> : tensor<3x!quant.uniform<i8:f32, 0.5:1>>
  %init = stablehlo.constant dense<3> : tensor<!quant.uniform<i8:f32, 0.5:1>>
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<!quant.uniform<i8:f32, 0.5:1>>
  %s = stablehlo.bitcast_convert %r : (tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<i8>
  check.expect_eq_const %s, dense<9> : tensor<i8>
  func.return
}

// -----

// chlo.broadcast_* on quantized tensors compute on the dequantized values, as the stablehlo ops they
// broadcast for (spec dequantize_op_quantize): 0.5 * (q - 1) for i8 storage, scale 0.5, zero point 1.
func.func @broadcast_add_quantized() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %s = chlo.broadcast_add %q, %q : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %d = stablehlo.uniform_dequantize %s : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[2.0, 4.0]> : tensor<2xf32>
  %m = chlo.broadcast_maximum %q, %q : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %e = stablehlo.uniform_dequantize %m : (tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2xf32>
  check.expect_eq_const %e, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}
