// The convolution family (convolution, dynamic_conv): `// expect: <op> <label>` names the error of the next line.
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
// convolution (C27): element_type(lhs) = element_type(rhs) (two float types may differ, as in XLA)
func.func @convolution_c27_45(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xi32>) {
  // expect: stablehlo.convolution C27
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xi32>) -> tensor<1x2x2x2xf32>
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
func.func @dynamic_conv_c27(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xi32>, %p: tensor<2x2xi64>) {
  // expect: stablehlo.dynamic_conv C27
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xi32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
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
// -----
// convolution (attribute): feature_group_count and batch_group_count are required (declared)
func.func @convolution_without_group_count(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>) {
  // expect: stablehlo.convolution attribute
  %0 = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
// -----
// dynamic_conv (signature): padding is a tensor of integers (declared)
func.func @dynamic_conv_float_padding(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>, %p: tensor<2x2xf32>) {
  // expect: stablehlo.dynamic_conv signature
  %0 = "stablehlo.dynamic_conv"(%a, %b, %p) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<2x2xf32>) -> tensor<1x2x2x2xf32>
  return
}
