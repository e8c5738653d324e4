// RUN: stablehlo-translate --interpret -split-input-file %s

// Spec "Quantization computations": quantize = round_nearest_even(clamp(storage_min,
// x / scale + zero_point, storage_max)) in the expressed type; dequantize = (stored - zero_point) * scale.
// Expected storage values are read through bitcast_convert to the storage type.

// scale 0.5, zero point 3: x / 0.5 + 3 = [3.5, 4.5, 2.5, 5.5, 203, -197, 5];
// ties round to even (4, 4, 2, 6), 203 and -197 clamp to the i8 range first.
func.func @per_tensor_ties_and_clamping() {
  %x = stablehlo.constant dense<[0.25, 0.75, -0.25, 1.25, 100.0, -100.0, 1.0]> : tensor<7xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<7xf32>) -> tensor<7x!quant.uniform<i8:f32, 0.5:3>>
  %s = stablehlo.bitcast_convert %q : (tensor<7x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<7xi8>
  check.expect_eq_const %s, dense<[4, 4, 2, 6, 127, -128, 5]> : tensor<7xi8>
  func.return
}

// -----

// storage_min/max -100:100 narrow the range: 150 -> 100, -150 -> -100; 98.5 is a tie -> 98.
func.func @storage_min_max() {
  %x = stablehlo.constant dense<[150.0, -150.0, 98.5, -98.5]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-100:100>:f32, 1.0:0>>
  %s = stablehlo.bitcast_convert %q : (tensor<4x!quant.uniform<i8<-100:100>:f32, 1.0:0>>) -> tensor<4xi8>
  check.expect_eq_const %s, dense<[100, -100, 98, -98]> : tensor<4xi8>
  func.return
}

// -----

// ui8 storage, scale 2, zero point 128: x / 2 + 128 = [128, 129.5, -22, 628] -> [128, 130, 0, 255].
func.func @unsigned_storage() {
  %x = stablehlo.constant dense<[0.0, 3.0, -300.0, 1000.0]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<ui8:f32, 2.0:128>>
  %s = stablehlo.bitcast_convert %q : (tensor<4x!quant.uniform<ui8:f32, 2.0:128>>) -> tensor<4xui8>
  check.expect_eq_const %s, dense<[128, 130, 0, 255]> : tensor<4xui8>
  func.return
}

// -----

// i4 storage: 7.6 clamps to 7, -9 to -8, 2.5 is a tie -> 2.
func.func @sub_byte_storage() {
  %x = stablehlo.constant dense<[7.6, -9.0, 2.5]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i4:f32, 1.0:0>>
  %s = stablehlo.bitcast_convert %q : (tensor<3x!quant.uniform<i4:f32, 1.0:0>>) -> tensor<3xi4>
  check.expect_eq_const %s, dense<[7, -8, 2]> : tensor<3xi4>
  func.return
}

// -----

// Per-axis along dimension 0: row 0 uses 0.5:1 -> [3, -1, 1.5 -> 2];
// row 1 uses 2.0:-2 -> [-1.5 -> -2, 0.5 -> 0, -3.5 -> -4].
func.func @per_axis_dimension_0() {
  %x = stablehlo.constant dense<[[1.0, -1.0, 0.25], [1.0, 5.0, -3.0]]> : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 2.0:-2}>>
  %s = stablehlo.bitcast_convert %q : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 2.0:-2}>>) -> tensor<2x3xi8>
  check.expect_eq_const %s, dense<[[3, -1, 2], [-2, 0, -4]]> : tensor<2x3xi8>
  func.return
}

// -----

// Per-axis along dimension 1: column 0 uses 0.25:0 -> [1, -1.5 -> -2];
// column 1 uses 4.0:5 -> [11.25 -> 11, 3.5 -> 4].
func.func @per_axis_dimension_1() {
  %x = stablehlo.constant dense<[[0.25, 25.0], [-0.375, -6.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0, 4.0:5}>>
  %s = stablehlo.bitcast_convert %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.25:0, 4.0:5}>>) -> tensor<2x2xi8>
  check.expect_eq_const %s, dense<[[1, 11], [-2, 4]]> : tensor<2x2xi8>
  func.return
}

// -----

// (stored - 3) * 0.5
func.func @dequantize_per_tensor() {
  %q = stablehlo.constant dense<[-128, 0, 127, 3]> : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %x = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  check.expect_eq_const %x, dense<[-65.5, -1.5, 62.0, 0.0]> : tensor<4xf32>
  func.return
}

// -----

// 127 - (-128) = 255 does not fit i8: the subtraction is exact.
func.func @dequantize_difference_beyond_storage() {
  %q = stablehlo.constant dense<[127, -128]> : tensor<2x!quant.uniform<i8:f32, 1.0:-128>>
  %x = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 1.0:-128>>) -> tensor<2xf32>
  check.expect_eq_const %x, dense<[255.0, 0.0]> : tensor<2xf32>
  func.return
}

// -----

// column 0: (3 - 1) * 0.5, (-1 - 1) * 0.5; column 1: (5 + 2) * 2, (-4 + 2) * 2
func.func @dequantize_per_axis() {
  %q = stablehlo.constant dense<[[3, 5], [-1, -4]]> : tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 2.0:-2}>>
  %x = stablehlo.uniform_dequantize %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:1, 2.0:-2}>>) -> tensor<2x2xf32>
  check.expect_eq_const %x, dense<[[1.0, 14.0], [-1.0, -4.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// uniform_quantize of a quantized operand: [1.5, -2.5, 3.5] requantized with 1.0:10 -> [11.5, 7.5, 13.5] -> [12, 8, 14].
func.func @requantize() {
  %q = stablehlo.constant dense<[3, -5, 7]> : tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %r = stablehlo.uniform_quantize %q : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<3x!quant.uniform<i8:f32, 1.0:10>>
  %s = stablehlo.bitcast_convert %r : (tensor<3x!quant.uniform<i8:f32, 1.0:10>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[12, 8, 14]> : tensor<3xi8>
  func.return
}

// -----

// transpose moves storage values; the per-axis scales move with quantization_dimension 0 -> 1.
func.func @transpose_per_axis() {
  %q = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3x!quant.uniform<i8:f32:0, {1.0:0, 0.5:0}>>
  %t = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {1.0:0, 0.5:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 0.5:0}>>
  %x = stablehlo.uniform_dequantize %t : (tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 0.5:0}>>) -> tensor<3x2xf32>
  check.expect_eq_const %x, dense<[[1.0, 2.0], [2.0, 2.5], [3.0, 3.0]]> : tensor<3x2xf32>
  func.return
}

// -----

// collective_permute: a process that is no target gets quantize(0) = the zero point 5, not storage 0.
module @collective_permute_quantized_zeros {
  func.func @permute(%x: tensor<1x!quant.uniform<i8:f32, 0.5:5>>) -> tensor<1x!quant.uniform<i8:f32, 0.5:5>> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (tensor<1x!quant.uniform<i8:f32, 0.5:5>>) -> tensor<1x!quant.uniform<i8:f32, 0.5:5>>
    func.return %r : tensor<1x!quant.uniform<i8:f32, 0.5:5>>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[7]> : tensor<1x!quant.uniform<i8:f32, 0.5:5>>
    %b = stablehlo.constant dense<[9]> : tensor<1x!quant.uniform<i8:f32, 0.5:5>>
    %r:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@permute], [@permute]]
    } : (tensor<1x!quant.uniform<i8:f32, 0.5:5>>, tensor<1x!quant.uniform<i8:f32, 0.5:5>>) -> (tensor<1x!quant.uniform<i8:f32, 0.5:5>>, tensor<1x!quant.uniform<i8:f32, 0.5:5>>)
    %s0 = stablehlo.bitcast_convert %r#0 : (tensor<1x!quant.uniform<i8:f32, 0.5:5>>) -> tensor<1xi8>
    %s1 = stablehlo.bitcast_convert %r#1 : (tensor<1x!quant.uniform<i8:f32, 0.5:5>>) -> tensor<1xi8>
    check.expect_eq_const %s0, dense<[9]> : tensor<1xi8>
    check.expect_eq_const %s1, dense<[5]> : tensor<1xi8>
    func.return
  }
}
