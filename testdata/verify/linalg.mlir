// The linalg family (cholesky, triangular_solve): `// expect: <op> <label>` names the error of the next line.
// cholesky (C1): baseline_type(a) = baseline_type(result)
func.func @cholesky_c1_54(%a: tensor<3x3xf32>) {
  // expect: stablehlo.cholesky C1
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf64>
  return
}
// -----
// cholesky (C2): 2 <= rank(a)
func.func @cholesky_c2_55(%a: tensor<3xf32>) {
  // expect: stablehlo.cholesky C2
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3xf32>) -> tensor<3xf32>
  return
}
// -----
// cholesky (C3): dim(a, -2) = dim(a, -1)
func.func @cholesky_c3_56(%a: tensor<3x2xf32>) {
  // expect: stablehlo.cholesky C3
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}
// -----
// triangular_solve (C1): baseline_element_type(a) = baseline_element_type(b)
func.func @triangular_solve_c1_57(%a: tensor<3x3xf32>, %b: tensor<3x2xf64>) {
  // expect: stablehlo.triangular_solve C1
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf64>) -> tensor<3x2xf64>
  return
}
// -----
// triangular_solve (C2): rank(a) = rank(b)
func.func @triangular_solve_c2_58(%a: tensor<2x3x3xf32>, %b: tensor<3x2xf32>) {
  // expect: stablehlo.triangular_solve C2
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}
// -----
// triangular_solve (C3): dim(a, -1) = dim(b, left_side ? -2 : -1)
func.func @triangular_solve_c3_59(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) {
  // expect: stablehlo.triangular_solve C3
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}
// -----
// triangular_solve (C4): baseline_type(b) = baseline_type(result)
func.func @triangular_solve_c4_60(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) {
  // expect: stablehlo.triangular_solve C4
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
  return
}
// -----
// triangular_solve (attribute): transpose_a is NO_TRANSPOSE, TRANSPOSE or ADJOINT
func.func @triangular_solve_attribute_61(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) {
  // expect: stablehlo.triangular_solve attribute
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}
// -----
// cholesky (signature): a is a tensor of floating-point, complex or quantized values (declared)
func.func @cholesky_integer(%a: tensor<3x3xi32>) {
  // expect: stablehlo.cholesky signature
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xi32>) -> tensor<3x3xi32>
  return
}
// -----
// triangular_solve (signature): a and b are tensors of floating-point, complex or quantized values (declared)
func.func @triangular_solve_integer(%a: tensor<3x3xi32>, %b: tensor<3x2xi32>) {
  // expect: stablehlo.triangular_solve signature
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
  return
}
// -----
// triangular_solve (attribute): left_side, lower, unit_diagonal and transpose_a are required (declared)
func.func @triangular_solve_without_lower(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) {
  // expect: stablehlo.triangular_solve attribute
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}
