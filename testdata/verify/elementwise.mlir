// Elementwise ops: `// expect: <op> <label>` names the error of the next line.
func.func @add_c1_shape(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expect: stablehlo.add C1
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @add_c1_element_type(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xf32> {
  // expect: stablehlo.add C1
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @abs_c2(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expect: stablehlo.abs C2
  %0 = "stablehlo.abs"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
// -----
func.func @real_c2(%a: tensor<2xcomplex<f32>>) -> tensor<2xf64> {
  // expect: stablehlo.real C2
  %0 = "stablehlo.real"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
// -----
func.func @complex_c3(%a: tensor<2xf32>) -> tensor<2xcomplex<f64>> {
  // expect: stablehlo.complex C3
  %0 = "stablehlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}
// -----
func.func @compare_c1(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xi1> {
  // expect: stablehlo.compare C1
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
// -----
func.func @select_c1(%p: tensor<3xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.select C1
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @select_c2(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expect: stablehlo.select C2
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @clamp_c1(%lo: tensor<3xf32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.clamp C1
  %0 = "stablehlo.clamp"(%lo, %a, %a) : (tensor<3xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @clamp_c2(%hi: tensor<3xf32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.clamp C2
  %0 = "stablehlo.clamp"(%a, %a, %hi) : (tensor<2xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @clamp_c3(%lo: tensor<f64>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.clamp C3
  %0 = "stablehlo.clamp"(%lo, %a, %a) : (tensor<f64>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @clamp_c4(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expect: stablehlo.clamp C4
  %0 = "stablehlo.clamp"(%a, %a, %a) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
// sine (signature): operand: tensor of floating-point or complex type
func.func @sine_signature_0(%a: tensor<2xi32>) {
  // expect: stablehlo.sine signature
  %0 = "stablehlo.sine"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return
}
// -----
// exponential (signature): operand: tensor of floating-point or complex type
func.func @exponential_signature_1(%a: tensor<2xi1>) {
  // expect: stablehlo.exponential signature
  %0 = "stablehlo.exponential"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return
}
// -----
// floor (signature): operand: tensor of floating-point type
func.func @floor_signature_2(%a: tensor<2xcomplex<f32>>) {
  // expect: stablehlo.floor signature
  %0 = "stablehlo.floor"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return
}
// -----
// round_nearest_even (signature): operand: tensor of floating-point type
func.func @round_nearest_even_signature_3(%a: tensor<2xi8>) {
  // expect: stablehlo.round_nearest_even signature
  %0 = "stablehlo.round_nearest_even"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return
}
// -----
// not (signature): operand: tensor of boolean or integer type
func.func @not_signature_4(%a: tensor<2xf32>) {
  // expect: stablehlo.not signature
  %0 = "stablehlo.not"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// popcnt (signature): operand: tensor of integer type
func.func @popcnt_signature_5(%a: tensor<2xi1>) {
  // expect: stablehlo.popcnt signature
  %0 = "stablehlo.popcnt"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return
}
// -----
// count_leading_zeros (signature): operand: tensor of integer type
func.func @count_leading_zeros_signature_6(%a: tensor<2xf32>) {
  // expect: stablehlo.count_leading_zeros signature
  %0 = "stablehlo.count_leading_zeros"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// negate (signature): operand: tensor of integer, floating-point, or complex type
func.func @negate_signature_7(%a: tensor<2xi1>) {
  // expect: stablehlo.negate signature
  %0 = "stablehlo.negate"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return
}
// -----
// sign (signature): operand: tensor of signed integer, floating-point, or complex type
func.func @sign_signature_8(%a: tensor<2xui32>) {
  // expect: stablehlo.sign signature
  %0 = "stablehlo.sign"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return
}
// -----
// abs (signature): operand: tensor of signed integer, floating-point, or complex type
func.func @abs_signature_9(%a: tensor<2xui8>) {
  // expect: stablehlo.abs signature
  %0 = "stablehlo.abs"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return
}
// -----
// real (signature): operand: tensor of floating-point or complex type
func.func @real_signature_10(%a: tensor<2xi32>) {
  // expect: stablehlo.real signature
  %0 = "stablehlo.real"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return
}
// -----
// and (signature): lhs: tensor of boolean or integer type
func.func @and_signature_11(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  // expect: stablehlo.and signature
  %0 = "stablehlo.and"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// shift_left (signature): lhs: tensor of integer type
func.func @shift_left_signature_12(%a: tensor<2xi1>, %b: tensor<2xi1>) {
  // expect: stablehlo.shift_left signature
  %0 = "stablehlo.shift_left"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return
}
// -----
// subtract (signature): lhs: tensor of integer, floating-point, or complex type
func.func @subtract_signature_13(%a: tensor<2xi1>, %b: tensor<2xi1>) {
  // expect: stablehlo.subtract signature
  %0 = "stablehlo.subtract"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return
}
// -----
// remainder (signature): lhs: tensor of integer, floating-point or complex type
func.func @remainder_signature_14(%a: tensor<2xi1>, %b: tensor<2xi1>) {
  // expect: stablehlo.remainder signature
  %0 = "stablehlo.remainder"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return
}
// -----
// atan2 (signature): lhs: tensor of floating-point or complex type
func.func @atan2_signature_15(%a: tensor<2xi32>, %b: tensor<2xi32>) {
  // expect: stablehlo.atan2 signature
  %0 = "stablehlo.atan2"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return
}
// -----
// cosine (result_accuracy): mode HIGHEST has zero tolerances
func.func @cosine_result_accuracy_16(%a: tensor<2xf32>) {
  // expect: stablehlo.cosine result_accuracy
  %0 = "stablehlo.cosine"(%a) {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// cbrt (C1): baseline_type(operand) = baseline_type(result)
func.func @cbrt_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.cbrt C1
  %0 = "stablehlo.cbrt"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// ceil (C1): baseline_type(operand) = baseline_type(result)
func.func @ceil_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.ceil C1
  %0 = "stablehlo.ceil"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// cosine (C1): baseline_type(operand) = baseline_type(result)
func.func @cosine_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.cosine C1
  %0 = "stablehlo.cosine"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// exponential (C1): baseline_type(operand) = baseline_type(result)
func.func @exponential_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.exponential C1
  %0 = "stablehlo.exponential"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// exponential_minus_one (C1): baseline_type(operand) = baseline_type(result)
func.func @exponential_minus_one_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.exponential_minus_one C1
  %0 = "stablehlo.exponential_minus_one"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// floor (C1): baseline_type(operand) = baseline_type(result)
func.func @floor_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.floor C1
  %0 = "stablehlo.floor"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// log (C1): baseline_type(operand) = baseline_type(result)
func.func @log_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.log C1
  %0 = "stablehlo.log"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// log_plus_one (C1): baseline_type(operand) = baseline_type(result)
func.func @log_plus_one_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.log_plus_one C1
  %0 = "stablehlo.log_plus_one"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// logistic (C1): baseline_type(operand) = baseline_type(result)
func.func @logistic_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.logistic C1
  %0 = "stablehlo.logistic"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// negate (C1): baseline_type(operand) = baseline_type(result)
func.func @negate_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.negate C1
  %0 = "stablehlo.negate"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// round_nearest_afz (C1): baseline_type(operand) = baseline_type(result)
func.func @round_nearest_afz_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.round_nearest_afz C1
  %0 = "stablehlo.round_nearest_afz"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// round_nearest_even (C1): baseline_type(operand) = baseline_type(result)
func.func @round_nearest_even_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.round_nearest_even C1
  %0 = "stablehlo.round_nearest_even"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// rsqrt (C1): baseline_type(operand) = baseline_type(result)
func.func @rsqrt_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.rsqrt C1
  %0 = "stablehlo.rsqrt"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// sign (C1): baseline_type(operand) = baseline_type(result)
func.func @sign_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.sign C1
  %0 = "stablehlo.sign"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// sine (C1): baseline_type(operand) = baseline_type(result)
func.func @sine_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.sine C1
  %0 = "stablehlo.sine"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// sqrt (C1): baseline_type(operand) = baseline_type(result)
func.func @sqrt_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.sqrt C1
  %0 = "stablehlo.sqrt"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// tan (C1): baseline_type(operand) = baseline_type(result)
func.func @tan_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.tan C1
  %0 = "stablehlo.tan"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// tanh (C1): baseline_type(operand) = baseline_type(result)
func.func @tanh_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.tanh C1
  %0 = "stablehlo.tanh"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// count_leading_zeros (C1): type(operand) = type(result)
func.func @count_leading_zeros_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.count_leading_zeros C1
  %0 = "stablehlo.count_leading_zeros"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// not (C1): type(operand) = type(result)
func.func @not_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.not C1
  %0 = "stablehlo.not"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// popcnt (C1): type(operand) = type(result)
func.func @popcnt_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.popcnt C1
  %0 = "stablehlo.popcnt"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// divide (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @divide_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.divide C1
  %0 = "stablehlo.divide"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// maximum (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @maximum_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.maximum C1
  %0 = "stablehlo.maximum"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// minimum (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @minimum_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.minimum C1
  %0 = "stablehlo.minimum"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// multiply (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @multiply_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.multiply C1
  %0 = "stablehlo.multiply"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// power (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @power_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.power C1
  %0 = "stablehlo.power"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// remainder (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @remainder_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.remainder C1
  %0 = "stablehlo.remainder"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// subtract (C1): baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)
func.func @subtract_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.subtract C1
  %0 = "stablehlo.subtract"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// and (C1): type(lhs) = type(rhs) = type(result)
func.func @and_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.and C1
  %0 = "stablehlo.and"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// or (C1): type(lhs) = type(rhs) = type(result)
func.func @or_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.or C1
  %0 = "stablehlo.or"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// xor (C1): type(lhs) = type(rhs) = type(result)
func.func @xor_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.xor C1
  %0 = "stablehlo.xor"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// shift_left (C1): type(lhs) = type(rhs) = type(result)
func.func @shift_left_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.shift_left C1
  %0 = "stablehlo.shift_left"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// shift_right_arithmetic (C1): type(lhs) = type(rhs) = type(result)
func.func @shift_right_arithmetic_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.shift_right_arithmetic C1
  %0 = "stablehlo.shift_right_arithmetic"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// shift_right_logical (C1): type(lhs) = type(rhs) = type(result)
func.func @shift_right_logical_c1(%a: tensor<2xi32>) {
  // expect: stablehlo.shift_right_logical C1
  %0 = "stablehlo.shift_right_logical"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return
}
// -----
// is_finite (C1): shape(x) = shape(y)
func.func @is_finite_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.is_finite C1
  %0 = "stablehlo.is_finite"(%a) : (tensor<2xf32>) -> tensor<3xi1>
  return
}
// -----
// abs (C1): shape(result) = shape(operand)
func.func @abs_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.abs C1
  %0 = "stablehlo.abs"(%a) : (tensor<2xf32>) -> tensor<3xf32>
  return
}
// -----
// real (C1): shape(result) = shape(operand)
func.func @real_c1(%a: tensor<2xcomplex<f32>>) {
  // expect: stablehlo.real C1
  %0 = "stablehlo.real"(%a) : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
  return
}
// -----
// imag (C1): shape(result) = shape(operand)
func.func @imag_c1(%a: tensor<2xcomplex<f32>>) {
  // expect: stablehlo.imag C1
  %0 = "stablehlo.imag"(%a) : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
  return
}
// -----
// imag (C2): element_type(result) = complex_element_type(element_type(operand))
func.func @imag_c2(%a: tensor<2xcomplex<f32>>) {
  // expect: stablehlo.imag C2
  %0 = "stablehlo.imag"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return
}
// -----
// complex (C1): type(lhs) = type(rhs)
func.func @complex_c1(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expect: stablehlo.complex C1
  %0 = "stablehlo.complex"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xcomplex<f32>>
  return
}
// -----
// complex (C2): shape(result) = shape(lhs)
func.func @complex_c2(%a: tensor<2xf32>) {
  // expect: stablehlo.complex C2
  %0 = "stablehlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xcomplex<f32>>
  return
}
// -----
// compare (C2): shape(lhs) = shape(rhs) = shape(result)
func.func @compare_c2(%a: tensor<2xf32>) {
  // expect: stablehlo.compare C2
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xi1>
  return
}
// -----
// compare (C3): compare_type is SIGNED for signed integers
func.func @compare_c3(%a: tensor<2xi32>) {
  // expect: stablehlo.compare C3
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return
}
// -----
// add (C2): is_quantized(lhs) and is_quantized(rhs) and is_quantized(result)
func.func @add_c2(%a: tensor<2x!quant.uniform<i8:f32, 2.0:3>>, %b: tensor<2xf32>) {
  // expect: stablehlo.add C2
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 2.0:3>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// add (C3): storage_type(lhs) = storage_type(rhs) = storage_type(result)
func.func @add_c3(%a: tensor<2x!quant.uniform<i8:f32, 2.0:3>>, %b: tensor<2x!quant.uniform<i16:f32, 2.0:3>>) {
  // expect: stablehlo.add C3
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 2.0:3>>, tensor<2x!quant.uniform<i16:f32, 2.0:3>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:3>>
  return
}
// -----
// add (C4): expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)
func.func @add_c4(%a: tensor<2x!quant.uniform<i8:f32, 2.0:3>>, %b: tensor<2x!quant.uniform<i8:f32, 2.0:3>>) {
  // expect: stablehlo.add C4
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 2.0:3>>, tensor<2x!quant.uniform<i8:f32, 2.0:3>>) -> tensor<2x!quant.uniform<i8:f16, 2.0:3>>
  return
}
// -----
// add (C1): a static size must not exceed the bound of a bounded dynamic dimension
func.func @add_c1_bounds(%a: tensor<?xf32, #stablehlo.bounds<4>>, %b: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32> {
  // expect: stablehlo.add C1
  %0 = stablehlo.add %a, %b : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
// Checks the op table states for these ops (dialect/elementwise.py, verifier/declared.py).
// reduce_precision (signature): the operand's element type is floating-point or quantized
func.func @reduce_precision_signature_kind(%a: tensor<2xi32>) {
  // expect: stablehlo.reduce_precision signature
  %0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xi32>
  return
}
// -----
// reduce_precision (attribute): exponent_bits is required
func.func @reduce_precision_attribute_missing(%a: tensor<2xf32>) {
  // expect: stablehlo.reduce_precision attribute
  %0 = "stablehlo.reduce_precision"(%a) {mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// compare (attribute): comparison_direction is required
func.func @compare_attribute_missing(%a: tensor<2xf32>) {
  // expect: stablehlo.compare attribute
  %0 = "stablehlo.compare"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return
}
// -----
// compare (attribute): compare_type is a #stablehlo<comparison_type ...>
func.func @compare_attribute_kind(%a: tensor<2xf32>) {
  // expect: stablehlo.compare attribute
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_direction LT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return
}
// -----
// cosine (attribute): result_accuracy is a #stablehlo.result_accuracy<...>
func.func @cosine_attribute_kind(%a: tensor<2xf32>) {
  // expect: stablehlo.cosine attribute
  %0 = "stablehlo.cosine"(%a) {result_accuracy = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// is_finite (signature): the result's element type is boolean
func.func @is_finite_signature_result(%a: tensor<2xf32>) {
  // expect: stablehlo.is_finite signature
  %0 = stablehlo.is_finite %a : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// add (signature): two operands
func.func @add_signature_count(%a: tensor<2xf32>) {
  // expect: stablehlo.add signature
  %0 = "stablehlo.add"(%a, %a, %a) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// add (signature): ranked tensors
func.func @add_signature_unranked(%a: tensor<*xf32>) {
  // expect: stablehlo.add signature
  %0 = "stablehlo.add"(%a, %a) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}
// -----
// map (signature): one computation region
func.func @map_signature_region(%a: tensor<2xf32>) {
  // expect: stablehlo.map signature
  %0 = "stablehlo.map"(%a) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// convert (C1): a static size within the bound of a bounded dimension
func.func @convert_c1_bound(%a: tensor<?xf32, #stablehlo.bounds<3>>) {
  // expect: stablehlo.convert C1
  %0 = "stablehlo.convert"(%a) : (tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<4xi32>
  return
}
// -----
func.func @add_result_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.add signature
  %0:2 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0 : tensor<2xf32>
}
// -----
func.func @compare_enum_value(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expect: stablehlo.compare attribute
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LESS>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
