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
