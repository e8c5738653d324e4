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
// -----
func.func @mulhi_boolean(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  // expect: chlo.mulhi signature
  %0 = chlo.mulhi %a, %b : tensor<4xi1>, tensor<4xi1> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
// -----
func.func @scan_dimension(%a: tensor<2x3xf32>, %init: tensor<3xf32>) -> tensor<2x3xf32> {
  // expect: chlo.scan dimension
  %0:2 = chlo.scan(%a) inits (%init) dimension = 2 {
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1, %1 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}
// -----
func.func @scan_dim_size(%a: tensor<2x3xf32>, %init: tensor<3xf32>) -> tensor<2x3xf32> {
  // expect: chlo.scan scan_dim_size
  %0:2 = chlo.scan(%a) inits (%init) dimension = 0 attributes {scan_dim_size = 3 : i64} {
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1, %1 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}
// -----
func.func @scan_body_arity(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expect: chlo.scan body
  %0 = chlo.scan(%a) inits () dimension = 0 {
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  } : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @scan_init_type(%a: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2x3xf32> {
  // expect: chlo.scan body
  %0:2 = chlo.scan(%a) inits (%init) dimension = 0 {
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1, %1 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>)
  return %0#0 : tensor<2x3xf32>
}
// -----
func.func @scan_input_slice_type(%a: tensor<2x3xf32>, %init: tensor<3xf32>) -> tensor<2x3xf32> {
  // expect: chlo.scan body
  %0:2 = chlo.scan(%a) inits (%init) dimension = 1 {
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1, %1 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}
