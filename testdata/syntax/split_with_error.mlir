// Three programs separated by "// -----"; the third has a syntax error on line 15.
func.func @first(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}

// -----

func.func @second(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.negate %a : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----
func.func @third(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, : tensor<f32>
  return %0 : tensor<f32>
}
