// The rng family (rng, rng_bit_generator): `// expect: <op> <label>` names the error of the next line.
func.func @rng_c1(%a: tensor<f32>, %b: tensor<f64>) -> tensor<3xf32> {
  %s = stablehlo.constant dense<3> : tensor<1xi64>
  // expect: stablehlo.rng C1
  %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f64>, tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @rng_c2(%a: tensor<i32>, %b: tensor<i32>) -> tensor<3xi32> {
  %s = stablehlo.constant dense<3> : tensor<1xi64>
  // expect: stablehlo.rng C2
  %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
// -----
func.func @rng_c3(%a: tensor<f32>, %b: tensor<f32>) -> tensor<4xf32> {
  %s = stablehlo.constant dense<3> : tensor<1xi64>
  // expect: stablehlo.rng C3
  %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @rng_bit_generator_c1(%s: tensor<2xui64>) -> tensor<3xui64> {
  // expect: stablehlo.rng_bit_generator C1
  %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %0#0 : tensor<3xui64>
}
// -----
func.func @rng_bit_generator_c2(%s: tensor<3xui64>) -> tensor<3xui64> {
  // expect: stablehlo.rng_bit_generator C2
  %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %0#0 : tensor<3xui64>
}
// -----
// rng (signature): a and b are tensors of boolean, integer or floating-point values (declared)
func.func @rng_complex(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) -> tensor<3xcomplex<f32>> {
  %s = stablehlo.constant dense<3> : tensor<1xi64>
  // expect: stablehlo.rng signature
  %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<complex<f32>>, tensor<complex<f32>>, tensor<1xi64>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}
// -----
// rng (attribute): rng_distribution is required (declared)
func.func @rng_without_distribution(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3xf32> {
  %s = stablehlo.constant dense<3> : tensor<1xi64>
  // expect: stablehlo.rng attribute
  %0 = "stablehlo.rng"(%a, %b, %s) : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
// rng_bit_generator (signature): output is a tensor of integer or floating-point values (declared)
func.func @rng_bit_generator_boolean(%s: tensor<2xui64>) -> tensor<2xui64> {
  // expect: stablehlo.rng_bit_generator signature
  %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi1>)
  return %0#0 : tensor<2xui64>
}
// -----
// rng_bit_generator (attribute): rng_algorithm is required (declared)
func.func @rng_bit_generator_without_algorithm(%s: tensor<2xui64>) -> tensor<2xui64> {
  // expect: stablehlo.rng_bit_generator attribute
  %0:2 = "stablehlo.rng_bit_generator"(%s) : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#0 : tensor<2xui64>
}
