// The dot family (dot_general, dot): `// expect: <op> <label>` names the error of the next line.
// dot_general (C1): size(lhs_batching_dimensions) = size(rhs_batching_dimensions)
func.func @dot_general_c1_0(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C1
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C2): size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)
func.func @dot_general_c2_1(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C2
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1, 2]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C3): is_unique(lhs_batching_dimensions + lhs_contracting_dimensions)
func.func @dot_general_c3_2(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C3
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C4): is_unique(rhs_batching_dimensions + rhs_contracting_dimensions)
func.func @dot_general_c4_3(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C4
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C5): 0 <= lhs_batching_dimensions < rank(lhs)
func.func @dot_general_c5_4(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C5
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [3], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C6): 0 <= lhs_contracting_dimensions < rank(lhs)
func.func @dot_general_c6_5(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C6
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [-1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C7): 0 <= rhs_batching_dimensions < rank(rhs)
func.func @dot_general_c7_6(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C7
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [5], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C8): 0 <= rhs_contracting_dimensions < rank(rhs)
func.func @dot_general_c8_7(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C8
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C9): batching dimension sizes match
func.func @dot_general_c9_8(%a: tensor<2x3x4xf32>, %b: tensor<5x3x4xf32>) {
  // expect: stablehlo.dot_general C9
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<5x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C10): contracting dimension sizes match
func.func @dot_general_c10_9(%a: tensor<2x3x4xf32>, %b: tensor<2x5x4xf32>) {
  // expect: stablehlo.dot_general C10
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C11): size(precision_config) = 2
func.func @dot_general_c11_10(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C11
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C12): shape(result) = batch + lhs result + rhs result dims
func.func @dot_general_c12_11(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C12
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x5xf32>
  return
}
// -----
// dot_general (C13): element_type(lhs) = element_type(rhs) (two float types may differ, as in XLA)
func.func @dot_general_c13_12(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xi32>) {
  // expect: stablehlo.dot_general C13
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xi32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C21): precision_config... = DEFAULT with an algorithm
func.func @dot_general_c21_13(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C21
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C22): 0 < lhs_component_count
func.func @dot_general_c22_14(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C22
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C23): 0 < rhs_component_count
func.func @dot_general_c23_15(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C23
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot_general (C24): 0 < num_primitive_operations
func.func @dot_general_c24_16(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expect: stablehlo.dot_general C24
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return
}
// -----
// dot (shape): lhs and rhs of rank 1 or 2
func.func @dot_shape_17(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) {
  // expect: stablehlo.dot shape
  %0 = "stablehlo.dot"(%a, %b) : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  return
}
// -----
// dot (shape): result = lhs dims but last + rhs dims but first
func.func @dot_shape_18(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expect: stablehlo.dot shape
  %0 = "stablehlo.dot"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  return
}
// -----
// einsum (attribute): einsum_config is a string (declared)
func.func @einsum_config(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>) {
  // expect: stablehlo.einsum attribute
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = 3 : i64} : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  return
}
// -----
// unary_einsum (signature): one operand (declared)
func.func @unary_einsum_operands(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>) {
  // expect: stablehlo.unary_einsum signature
  %0 = "stablehlo.unary_einsum"(%a, %b) {einsum_config = "ab->a"} : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4xf32>
  return
}
