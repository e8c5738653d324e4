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
// -----
func.func @acos_result_kind(%a: tensor<4xf32>) -> tensor<3xi32> {
  // expect: chlo.acos signature
  %0 = chlo.acos %a : tensor<4xf32> -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
// -----
func.func @acos_result_shape(%a: tensor<4xf32>) -> tensor<3xf32> {
  // expect: chlo.acos type
  %0 = chlo.acos %a : tensor<4xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @sinh_result_element_type(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expect: chlo.sinh type
  %0 = chlo.sinh %a : tensor<4xf32> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @erf_complex(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expect: chlo.erf signature
  %0 = chlo.erf %a : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
// -----
func.func @asin_acos_kernel_real(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: chlo._asin_acos_kernel signature
  %0 = chlo._asin_acos_kernel %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @is_inf_result_kind(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: chlo.is_inf signature
  %0 = chlo.is_inf %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @is_pos_inf_result_shape(%a: tensor<4xf32>) -> tensor<2xi1> {
  // expect: chlo.is_pos_inf type
  %0 = chlo.is_pos_inf %a : tensor<4xf32> -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
// -----
func.func @next_after_types(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xf32> {
  // expect: chlo.next_after type
  %0 = chlo.next_after %a, %b : tensor<4xf32>, tensor<4xf64> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @mulhi_types(%a: tensor<4xi32>, %b: tensor<2xi32>) -> tensor<4xi32> {
  // expect: chlo.mulhi type
  %0 = chlo.mulhi %a, %b : tensor<4xi32>, tensor<2xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @constant_type(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expect: chlo.constant value
  %0 = "chlo.constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @constant_like_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expect: chlo.constant_like type
  %0 = "chlo.constant_like"(%a) {value = 1.0 : f32} : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @broadcast_and_float(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expect: chlo.broadcast_and signature
  %0 = chlo.broadcast_and %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @broadcast_add_operand_shapes(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expect: chlo.broadcast_add shape
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @broadcast_multiply_result_shape(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<3x3xf32> {
  // expect: chlo.broadcast_multiply shape
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
// -----
func.func @broadcast_subtract_dims_shape(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expect: chlo.broadcast_subtract shape
  %0 = chlo.broadcast_subtract %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @broadcast_compare_operands(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xi1> {
  // expect: chlo.broadcast_compare element type
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
// -----
func.func @broadcast_compare_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expect: chlo.broadcast_compare signature
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @broadcast_complex_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xcomplex<f64>> {
  // expect: chlo.broadcast_complex element type
  %0 = chlo.broadcast_complex %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}
// -----
func.func @broadcast_select_branches(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expect: chlo.broadcast_select element type
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @scan_results(%a: tensor<2x3xf32>, %init: tensor<3xf32>) -> tensor<3x3xf32> {
  // expect: chlo.scan results
  %0:2 = chlo.scan(%a) inits (%init) dimension = 0 {
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1, %1 : tensor<3xf32>, tensor<3xf32>
  } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<3x3xf32>
}
// -----
func.func @scan_segments(%a: tensor<2x3xf32>, %init: tensor<3xf32>) -> tensor<2x3xf32> {
  // expect: chlo.scan operandSegmentSizes
  %0:2 = "chlo.scan"(%a, %init) ({
  ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
    %1 = stablehlo.add %x, %carry : tensor<3xf32>
    stablehlo.return %1, %1 : tensor<3xf32>, tensor<3xf32>
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 2>} : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}
