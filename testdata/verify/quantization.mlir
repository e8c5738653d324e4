// Quantization rules: `// expect: <op> <label>` names the error of the next line.
// uniform_quantize (C1): shape(operand) = shape(result)
func.func @uniform_quantize_c1_0(%a: tensor<2xf32>) {
  // expect: stablehlo.uniform_quantize C1
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// uniform_quantize (C2): expressed_type(result) = element_type(operand)
func.func @uniform_quantize_c2_1(%a: tensor<2xf64>) {
  // expect: stablehlo.uniform_quantize C2
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2xf64>) -> tensor<2x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// uniform_dequantize (C1): shape(operand) = shape(result)
func.func @uniform_dequantize_c1_2(%a: tensor<2x!quant.uniform<i8:f32, 2.0:3>>) {
  // expect: stablehlo.uniform_dequantize C1
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 2.0:3>>) -> tensor<3xf32>
  return
}
// -----
// uniform_dequantize (C2): element_type(result) = expressed_type(operand)
func.func @uniform_dequantize_c2_3(%a: tensor<2x!quant.uniform<i8:f32, 2.0:3>>) {
  // expect: stablehlo.uniform_dequantize C2
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 2.0:3>>) -> tensor<2xf64>
  return
}
// -----
// add (C5): per-axis lhs or rhs iff per-axis result
func.func @add_c5_4(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, %b: tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.add C5
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// add (C6): quantization_dimension(lhs) = quantization_dimension(result)
func.func @add_c6_5(%a: tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, %b: tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.add C6
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  return
}
// -----
// add (C7): quantization_dimension(rhs) = quantization_dimension(result)
func.func @add_c7_6(%a: tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>, %b: tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.add C7
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>, tensor<2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  return
}
// -----
// dot_general (C14): is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)
func.func @dot_general_c14_7(%a: tensor<2x3x!quant.uniform<i8:f32, 2.0:3>>, %b: tensor<3x4xf32>) {
  // expect: stablehlo.dot_general C14
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i8:f32, 2.0:3>>, tensor<3x4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// dot_general (C15): zero_points(rhs) = 0
func.func @dot_general_c15_8(%a: tensor<2x3x!quant.uniform<i8:f32, 2.0:3>>, %b: tensor<3x4x!quant.uniform<i8:f32, 2.0:3>>) {
  // expect: stablehlo.dot_general C15
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i8:f32, 2.0:3>>, tensor<3x4x!quant.uniform<i8:f32, 2.0:3>>) -> tensor<2x4x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// dot_general (C16): per-axis rhs not quantized along a contracting dimension
func.func @dot_general_c16_9(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<2x4x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.dot_general C16
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<2x4x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<2x4x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// dot_general (C17): storage_type(lhs) = storage_type(rhs)
func.func @dot_general_c17_10(%a: tensor<2x3x!quant.uniform<i16:f32, 2.0:0>>, %b: tensor<3x4x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.dot_general C17
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i16:f32, 2.0:0>>, tensor<3x4x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<2x4x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// dot_general (C18): expressed types of lhs, rhs and result agree
func.func @dot_general_c18_11(%a: tensor<2x3x!quant.uniform<i8:f16, 2.0:0>>, %b: tensor<3x4x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.dot_general C18
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i8:f16, 2.0:0>>, tensor<3x4x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<2x4x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// dot_general (C19): per-tensor rhs gives a per-tensor result
func.func @dot_general_c19_12(%a: tensor<2x3x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<3x2x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.dot_general C19
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x!quant.uniform<i8:f32, 2.0:0>>, tensor<3x2x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  return
}
// -----
// dot_general (C20): element_type(lhs) = expressed_type(rhs) = element_type(result)
func.func @dot_general_c20_13(%a: tensor<2x3xf16>, %b: tensor<3x4x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.dot_general C20
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf16>, tensor<3x4x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<2x4xf16>
  return
}
// -----
// convolution (C28): is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)
func.func @convolution_c28_14(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:3>>, %b: tensor<1x1x2x2xf32>) {
  // expect: stablehlo.convolution C28
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:3>>, tensor<1x1x2x2xf32>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// convolution (C29): per-axis rhs quantized along kernel_output_feature_dimension
func.func @convolution_c29_15(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.convolution C29
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>
  return
}
// -----
// convolution (C30): per-axis result quantized along output_feature_dimension
func.func @convolution_c30_16(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.convolution C30
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>
  return
}
// -----
// convolution (C31): storage_type(lhs) = storage_type(rhs)
func.func @convolution_c31_17(%a: tensor<1x3x3x2x!quant.uniform<i16:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.convolution C31
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i16:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// convolution (C32): expressed types of lhs, rhs and result agree
func.func @convolution_c32_18(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.convolution C32
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<1x3x3x2x!quant.uniform<i8:f16, 2.0:0>>
  return
}
// -----
// convolution (C33): per-tensor rhs gives a per-tensor result
func.func @convolution_c33_19(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.convolution C33
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>
  return
}
// -----
// convolution (C34): element_type(lhs) = expressed_type(rhs) = element_type(result)
func.func @convolution_c34_20(%a: tensor<1x3x3x2xf16>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) {
  // expect: stablehlo.convolution C34
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xf16>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<1x3x3x2xf16>
  return
}
// -----
// uniform_quantize (signature): the operand is floating-point or quantized
func.func @uniform_quantize_signature_operand(%a: tensor<2xi32>) {
  // expect: stablehlo.uniform_quantize signature
  %0 = stablehlo.uniform_quantize %a : (tensor<2xi32>) -> tensor<2x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// uniform_quantize (signature): the result is quantized
func.func @uniform_quantize_signature_result(%a: tensor<2xf32>) {
  // expect: stablehlo.uniform_quantize signature
  %0 = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<2xi8>
  return
}
// -----
// uniform_dequantize (signature): the operand is quantized
func.func @uniform_dequantize_signature_operand(%a: tensor<2xf32>) {
  // expect: stablehlo.uniform_dequantize signature
  %0 = stablehlo.uniform_dequantize %a : (tensor<2xf32>) -> tensor<2xf32>
  return
}
