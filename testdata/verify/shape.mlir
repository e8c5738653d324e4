// Shape ops: `// expect: <op> <label>` names the error of the next line.
func.func @concatenate_c1(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<4xf32> {
  // expect: stablehlo.concatenate C1
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @concatenate_c2(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expect: stablehlo.concatenate C2
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// -----
func.func @concatenate_c3() -> tensor<4xf32> {
  // expect: stablehlo.concatenate C3
  %0 = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @concatenate_c4(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expect: stablehlo.concatenate C4
  %0 = "stablehlo.concatenate"(%a, %a) {dimension = 1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @concatenate_c5(%a: tensor<2xf32>) -> tensor<4xi32> {
  // expect: stablehlo.concatenate C5
  %0 = "stablehlo.concatenate"(%a, %a) {dimension = 0 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @concatenate_c6(%a: tensor<2xf32>) -> tensor<5xf32> {
  // expect: stablehlo.concatenate C6
  %0 = "stablehlo.concatenate"(%a, %a) {dimension = 0 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @broadcast_in_dim_c1(%a: tensor<2xf32>) -> tensor<3x2xi32> {
  // expect: stablehlo.broadcast_in_dim C1
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
// -----
func.func @broadcast_in_dim_c2(%a: tensor<2xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.broadcast_in_dim C2
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @broadcast_in_dim_c3(%a: tensor<2xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.broadcast_in_dim C3
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 2>} : (tensor<2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @broadcast_in_dim_c4(%a: tensor<1x2xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.broadcast_in_dim C4
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1, 1>} : (tensor<1x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @broadcast_in_dim_c5(%a: tensor<2xf32>) -> tensor<2x3xf32> {
  // expect: stablehlo.broadcast_in_dim C5
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @transpose_c1(%a: tensor<2x3xf32>) -> tensor<3x2xi32> {
  // expect: stablehlo.transpose C1
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
// -----
func.func @transpose_c2(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.transpose C2
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @transpose_c3(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expect: stablehlo.transpose C3
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
func.func @slice_c1(%a: tensor<4xf32>) -> tensor<2xi32> {
  // expect: stablehlo.slice C1
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @slice_c2(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expect: stablehlo.slice C2
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @slice_c3(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expect: stablehlo.slice C3
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 3>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @slice_c4(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expect: stablehlo.slice C4
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 0>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @slice_c5(%a: tensor<4xf32>) -> tensor<3xf32> {
  // expect: stablehlo.slice C5
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 2>} : (tensor<4xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @pad_c1(%a: tensor<2xf32>, %v: tensor<f32>) -> tensor<4xi32> {
  // expect: stablehlo.pad C1
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @pad_c2(%a: tensor<2xf32>, %v: tensor<f32>) -> tensor<4xf32> {
  // expect: stablehlo.pad C2
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1, 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @pad_c3(%a: tensor<2xf32>, %v: tensor<f32>) -> tensor<4xf32> {
  // expect: stablehlo.pad C3
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: -1>} : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @pad_c4(%a: tensor<2xf32>, %v: tensor<f32>) -> tensor<5xf32> {
  // expect: stablehlo.pad C4
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @reshape_c1(%a: tensor<2x3xf32>) -> tensor<6xi32> {
  // expect: stablehlo.reshape C1
  %0 = "stablehlo.reshape"(%a) : (tensor<2x3xf32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}
// -----
func.func @reshape_c2(%a: tensor<2x3xf32>) -> tensor<5xf32> {
  // expect: stablehlo.reshape C2
  %0 = "stablehlo.reshape"(%a) : (tensor<2x3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @reverse_c2(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.reverse C2
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0, 0>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @reverse_c3(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.reverse C3
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @iota_c1() -> tensor<2xf32> {
  // expect: stablehlo.iota C1
  %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
// broadcast_in_dim (C6): quantization_dimension(result) = broadcast_dimensions[quantization_dimension(operand)]
func.func @broadcast_in_dim_c6(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) {
  // expect: stablehlo.broadcast_in_dim C6
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0, 3.0:0}>>
  return
}
// -----
// reshape (C3): a per-axis quantized operand keeps dim(operand, quantization_dimension(operand))
func.func @reshape_c3(%a: tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0, 3.0:0}>>) {
  // expect: stablehlo.reshape C3
  %0 = "stablehlo.reshape"(%a) : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0, 3.0:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  return
}
// -----
// reverse (C1): type(operand) = type(result)
func.func @reverse_c1(%a: tensor<2xf32>) {
  // expect: stablehlo.reverse C1
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// transpose (C4): quantization_dimension(operand) = permutation(quantization_dimension(result))
func.func @transpose_c4(%a: tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0, 3.0:0}>>) {
  // expect: stablehlo.transpose C4
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0, 3.0:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  return
}
// -----
// broadcast_in_dim: the result is statically shaped or has one bounded dynamic dimension (upstream's result type)
func.func @broadcast_in_dim_dynamic_result(%a: tensor<3xi32>) -> tensor<?x3xi32> {
  // expect: stablehlo.broadcast_in_dim signature
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}
// -----
// pad (C1): element_type(padding_value) = element_type(operand) (the table's same-element-type trait)
func.func @pad_c1_padding_value(%a: tensor<2xf32>, %v: tensor<i32>) -> tensor<4xf32> {
  // expect: stablehlo.pad C1
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
// iota: the output is a tensor of integer, floating-point or complex type or quantized (the table's element kinds)
func.func @iota_boolean_output() -> tensor<4xi1> {
  // expect: stablehlo.iota signature
  %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
// -----
// constant: the `value` attribute is required (the table's attributes)
func.func @constant_without_value() -> tensor<2xf32> {
  // expect: stablehlo.constant attribute
  %0 = "stablehlo.constant"() : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
// #stablehlo.bounds: `// expect: <op> <label>` names the error of the next line.
func.func @constant_c1() -> tensor<3xi32> {
  // expect: stablehlo.constant C1
  %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
// -----
func.func @tuple_c1(%a: tensor<f32>) -> tuple<tensor<i32>> {
  // expect: stablehlo.tuple C1
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tuple<tensor<i32>>
  return %0 : tuple<tensor<i32>>
}
// -----
func.func @get_tuple_element_c1(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expect: stablehlo.get_tuple_element C1
  %0 = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @get_tuple_element_c2(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expect: stablehlo.get_tuple_element C2
  %0 = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @get_dimension_size_c1(%a: tensor<2x3xf32>) -> tensor<i32> {
  // expect: stablehlo.get_dimension_size C1
  %0 = "stablehlo.get_dimension_size"(%a) {dimension = 2 : i64} : (tensor<2x3xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @transpose_float_permutation(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.transpose attribute
  %0 = "stablehlo.transpose"(%a) {permutation = array<f32: 1.5, 0.0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
