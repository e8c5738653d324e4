// CHLO ops (chlo.md has no numbered constraints): `// expect: <op> <label>` names the error of the next line.
func.func @top_k_rank(%a: tensor<f32>) -> tensor<8xf32> {
  // expect: chlo.top_k operand
  %0:2 = chlo.top_k(%a, k = 8) : tensor<f32> -> (tensor<8xf32>, tensor<8xi32>)
  return %0#0 : tensor<8xf32>
}
// -----
func.func @top_k_k(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expect: chlo.top_k k
  %0:2 = chlo.top_k(%a, k = 8) : tensor<4xf32> -> (tensor<8xf32>, tensor<8xi32>)
  return %0#0 : tensor<8xf32>
}
// -----
func.func @top_k_results(%a: tensor<16xf32>) -> tensor<4xf32> {
  // expect: chlo.top_k results
  %0:2 = chlo.top_k(%a, k = 8) : tensor<16xf32> -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0 : tensor<4xf32>
}
// -----
func.func @broadcast_add_dims(%a: tensor<4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expect: chlo.broadcast_add broadcast_dimensions
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @broadcast_add_element_type(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf64> {
  // expect: chlo.broadcast_add element type
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @constant_like_value(%a: tensor<2xi64>) -> tensor<2xi32> {
  // expect: chlo.constant_like value
  %0 = "chlo.constant_like"(%a) {value = 3.2 : f32} : (tensor<2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
