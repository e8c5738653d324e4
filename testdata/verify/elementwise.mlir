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
func.func @abs_c1(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expect: stablehlo.abs C1
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
