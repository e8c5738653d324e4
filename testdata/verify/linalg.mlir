// Linear-algebra ops: `// expect: <op> <label>` names the error of the next line.
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
// dot_general (C13): element_type(lhs) = element_type(rhs)
func.func @dot_general_c13_12(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf64>) {
  // expect: stablehlo.dot_general C13
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x3x4xf64>) -> tensor<2x4x4xf32>
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
// convolution (C1): rank(lhs) = rank(rhs)
func.func @convolution_c1_19(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2xf32>) {
  // expect: stablehlo.convolution C1
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C2): size(window_strides) = N - 2
func.func @convolution_c2_20(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C2
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C3): 0 < window_strides
func.func @convolution_c3_21(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C3
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 0], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C4): shape(padding) = [N - 2, 2]
func.func @convolution_c4_22(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C4
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C5): size(lhs_dilation) = N - 2
func.func @convolution_c5_23(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C5
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C6): 0 < lhs_dilation
func.func @convolution_c6_24(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C6
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C7): size(rhs_dilation) = N - 2
func.func @convolution_c7_25(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C7
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C8): 0 < rhs_dilation
func.func @convolution_c8_26(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C8
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1, -1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C9): size(window_reversal) = N - 2
func.func @convolution_c9_27(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C9
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C10): dim(lhs, input_batch_dimension) % batch_group_count = 0
func.func @convolution_c10_28(%a: tensor<3x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C10
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C11): dim(lhs, input_feature_dimension) % feature_group_count = 0
func.func @convolution_c11_29(%a: tensor<1x4x4x3xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C11
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x3xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C12): size(input_spatial_dimensions) = N - 2
func.func @convolution_c12_30(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C12
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C13): is_unique(input_dimensions)
func.func @convolution_c13_31(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C13
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 3, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C14): dim(rhs, kernel_input_feature_dimension) = input features / feature_group_count
func.func @convolution_c14_32(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x1x2xf32>) {
  // expect: stablehlo.convolution C14
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C15): dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0
func.func @convolution_c15_33(%a: tensor<2x4x4x2xf32>, %b: tensor<3x3x2x3xf32>) {
  // expect: stablehlo.convolution C15
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C16): dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0
func.func @convolution_c16_34(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x1x3xf32>) {
  // expect: stablehlo.convolution C16
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x3xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C17): size(kernel_spatial_dimensions) = N - 2
func.func @convolution_c17_35(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C17
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C18): 0 <= kernel_dimensions < N
func.func @convolution_c18_36(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C18
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 4, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C19): size(output_spatial_dimensions) = N - 2
func.func @convolution_c19_37(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C19
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2, 3]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C20): is_unique(output_dimensions)
func.func @convolution_c20_38(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C20
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C21): 0 < feature_group_count
func.func @convolution_c21_39(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C21
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C22): 0 < batch_group_count
func.func @convolution_c22_40(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C22
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 0 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C23): feature_group_count = 1 or batch_group_count = 1
func.func @convolution_c23_41(%a: tensor<2x4x4x2xf32>, %b: tensor<3x3x1x2xf32>) {
  // expect: stablehlo.convolution C23
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C24): size(precision_config) = 2
func.func @convolution_c24_42(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C24
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// convolution (C25): result spatial dims = num_windows
func.func @convolution_c25_43(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C25
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x3x3x2xf32>
  return
}
// -----
// convolution (C26): rank(result) = N
func.func @convolution_c26_44(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution C26
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2xf32>
  return
}
// -----
// convolution (C27): element_type(lhs) = element_type(rhs)
func.func @convolution_c27_45(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf64>) {
  // expect: stablehlo.convolution C27
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C4): shape(padding) = [N - 2, 2]
func.func @dynamic_conv_c4_46(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<3x2xi64>) {
  // expect: stablehlo.dynamic_conv C4
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<3x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C14): kernel input features = input features / feature_group_count
func.func @dynamic_conv_c14_47(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x1x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C14
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// fft (C1): size(fft_length) <= rank(operand)
func.func @fft_c1_48(%a: tensor<4xcomplex<f32>>) {
  // expect: stablehlo.fft C1
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4, 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}
// -----
// fft (C2): FFT maps complex to the same complex type
func.func @fft_c2_49(%a: tensor<4xcomplex<f32>>) {
  // expect: stablehlo.fft C2
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  return
}
// -----
// fft (C2): RFFT maps a float type to complex of the same semantics
func.func @fft_c2_50(%a: tensor<8xf64>) {
  // expect: stablehlo.fft C2
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<8xf64>) -> tensor<5xcomplex<f32>>
  return
}
// -----
// fft (C3): 1 <= size(fft_length) <= 3
func.func @fft_c3_51(%a: tensor<2x2x2x2xcomplex<f32>>) {
  // expect: stablehlo.fft C3
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2, 2, 2, 2>} : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return
}
// -----
// fft (C4): shape(real)[-size(fft_length):] = fft_length
func.func @fft_c4_52(%a: tensor<6xf32>) {
  // expect: stablehlo.fft C4
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<6xf32>) -> tensor<5xcomplex<f32>>
  return
}
// -----
// fft (C5): RFFT: dim(result, -1) = dim(operand, -1) / 2 + 1
func.func @fft_c5_53(%a: tensor<8xf32>) {
  // expect: stablehlo.fft C5
  %0 = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>} : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}
// -----
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
// batch_norm_training (C1): 0 <= feature_index < rank(operand)
func.func @batch_norm_training_c1_62(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C1
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C2): same baseline element types
func.func @batch_norm_training_c2_63(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C2
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf64>)
  return
}
// -----
// batch_norm_training (C3): size(scale) = dim(operand, feature_index)
func.func @batch_norm_training_c3_64(%x: tensor<2x2xf32>, %s: tensor<3xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C3
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C4): size(offset) = dim(operand, feature_index)
func.func @batch_norm_training_c4_65(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<3xf32>) {
  // expect: stablehlo.batch_norm_training C4
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C5): size(batch_mean) = dim(operand, feature_index)
func.func @batch_norm_training_c5_66(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C5
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_training (C6): size(batch_var) = dim(operand, feature_index)
func.func @batch_norm_training_c6_67(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C6
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<3xf32>)
  return
}
// -----
// batch_norm_training (C7): baseline_type(output) = baseline_type(operand)
func.func @batch_norm_training_c7_68(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_training C7
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_inference (C1): 0 <= feature_index < rank(operand)
func.func @batch_norm_inference_c1_69(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C1
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = -1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C2): same baseline element types
func.func @batch_norm_inference_c2_70(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf16>) {
  // expect: stablehlo.batch_norm_inference C2
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf16>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C3): size(scale) = dim(operand, feature_index)
func.func @batch_norm_inference_c3_71(%x: tensor<2x2xf32>, %s: tensor<1xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C3
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C4): size(offset) = dim(operand, feature_index)
func.func @batch_norm_inference_c4_72(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<1xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C4
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C5): size(mean) = dim(operand, feature_index)
func.func @batch_norm_inference_c5_73(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<1xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C5
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C6): size(variance) = dim(operand, feature_index)
func.func @batch_norm_inference_c6_74(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<1xf32>) {
  // expect: stablehlo.batch_norm_inference C6
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1xf32>) -> tensor<2x2xf32>
  return
}
// -----
// batch_norm_inference (C7): baseline_type(operand) = baseline_type(result)
func.func @batch_norm_inference_c7_75(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  // expect: stablehlo.batch_norm_inference C7
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x1xf32>
  return
}
// -----
// batch_norm_grad (C1): 0 <= feature_index < rank(operand)
func.func @batch_norm_grad_c1_76(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad C1
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 5 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C2): same baseline element types
func.func @batch_norm_grad_c2_77(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf64>) {
  // expect: stablehlo.batch_norm_grad C2
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf64>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C3): operand, grad_output and grad_operand have the same shape
func.func @batch_norm_grad_c3_78(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x1xf32>) {
  // expect: stablehlo.batch_norm_grad C3
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C4): scale, mean, variance, grad_scale, grad_offset have the same shape
func.func @batch_norm_grad_c4_79(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %m: tensor<3xf32>, %v: tensor<2xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad C4
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
// -----
// batch_norm_grad (C5): size(scale) = dim(operand, feature_index)
func.func @batch_norm_grad_c5_80(%x: tensor<2x2xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x2xf32>) {
  // expect: stablehlo.batch_norm_grad C5
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}
// -----
// dynamic_conv (C1): N = rank(lhs) = rank(rhs)
func.func @dynamic_conv_c1(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C1
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C3): 0 < window_strides
func.func @dynamic_conv_c3(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C3
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 0>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C5): size(lhs_dilation) = N - 2
func.func @dynamic_conv_c5(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C5
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C6): 0 < lhs_dilation
func.func @dynamic_conv_c6(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C6
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 0, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C7): size(rhs_dilation) = N - 2
func.func @dynamic_conv_c7(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C7
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C8): 0 < rhs_dilation
func.func @dynamic_conv_c8(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C8
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, -1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C9): size(window_reversal) = N - 2
func.func @dynamic_conv_c9(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C9
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C10): dim(lhs, input_batch_dimension) % batch_group_count = 0
func.func @dynamic_conv_c10(%a: tensor<3x4x4x2xf32>, %b: tensor<3x3x2x4xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C10
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C11): dim(lhs, input_feature_dimension) % feature_group_count = 0
func.func @dynamic_conv_c11(%a: tensor<1x4x4x3xf32>, %b: tensor<3x3x1x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C11
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x3xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C12): size(input_spatial_dimensions) = N - 2
func.func @dynamic_conv_c12(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C12
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C13): is_unique(input_dimensions) and 0 <= input_dimensions < N
func.func @dynamic_conv_c13(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C13
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 3, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C15): dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0
func.func @dynamic_conv_c15(%a: tensor<2x4x4x2xf32>, %b: tensor<3x3x2x3xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C15
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C16): dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0
func.func @dynamic_conv_c16(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x1x3xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C16
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x3xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C17): size(kernel_spatial_dimensions) = N - 2
func.func @dynamic_conv_c17(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C17
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C18): is_unique(kernel_dimensions) and 0 <= kernel_dimensions < N
func.func @dynamic_conv_c18(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C18
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 4, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C19): size(output_spatial_dimensions) = N - 2
func.func @dynamic_conv_c19(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C19
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2, 3]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C20): is_unique(output_dimensions) and 0 <= output_dimensions < N
func.func @dynamic_conv_c20(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C20
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 1, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C21): 0 < feature_group_count
func.func @dynamic_conv_c21(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C21
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C22): 0 < batch_group_count
func.func @dynamic_conv_c22(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C22
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 0 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C23): feature_group_count = 1 or batch_group_count = 1
func.func @dynamic_conv_c23(%a: tensor<2x4x4x2xf32>, %b: tensor<3x3x1x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C23
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C24): size(precision_config) = 2
func.func @dynamic_conv_c24(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C24
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C25): dim(result, output_batch_dimension) = dim(lhs, input_batch_dimension) / batch_group_count
func.func @dynamic_conv_c25(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C25
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<2x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C26): rank(result) = N
func.func @dynamic_conv_c26(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C26
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2xf32>
  return
}
// -----
// dynamic_conv (C27): element_type(lhs) = element_type(rhs) = element_type(result)
func.func @dynamic_conv_c27(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf64>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C27
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf64>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (C28): is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)
func.func @dynamic_conv_c28(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2xf32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C28
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2xf32>, tensor<2x2xi64>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// dynamic_conv (C29): quantization_dimension(rhs) = kernel_output_feature_dimension
func.func @dynamic_conv_c29(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C29
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, tensor<2x2xi64>) -> tensor<1x3x3x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>
  return
}
// -----
// dynamic_conv (C30): quantization_dimension(result) = output_feature_dimension
func.func @dynamic_conv_c30(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C30
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>, tensor<2x2xi64>) -> tensor<1x3x3x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>
  return
}
// -----
// dynamic_conv (C31): storage_type(lhs) = storage_type(rhs)
func.func @dynamic_conv_c31(%a: tensor<1x3x3x2x!quant.uniform<i16:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C31
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i16:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<2x2xi64>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>
  return
}
// -----
// dynamic_conv (C32): expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)
func.func @dynamic_conv_c32(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C32
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<2x2xi64>) -> tensor<1x3x3x2x!quant.uniform<i8:f16, 2.0:0>>
  return
}
// -----
// dynamic_conv (C33): per-tensor rhs gives a per-tensor result
func.func @dynamic_conv_c33(%a: tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C33
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<2x2xi64>) -> tensor<1x3x3x2x!quant.uniform<i8:f32:3, {1.0:0, 2.0:0}>>
  return
}
// -----
// dynamic_conv (C34): element_type(lhs) = expressed_type(rhs) = element_type(result)
func.func @dynamic_conv_c34(%a: tensor<1x3x3x2xf16>, %b: tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C34
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xf16>, tensor<1x1x2x2x!quant.uniform<i8:f32, 2.0:0>>, tensor<2x2xi64>) -> tensor<1x3x3x2xf16>
  return
}
