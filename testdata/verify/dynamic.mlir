// Dynamic-shape and conversion ops: `// expect: <op> <label>` names the error of the next line.
// broadcast (shape): shape(result) = broadcast_sizes + shape(operand)
func.func @broadcast_shape_0(%a: tensor<3xi32>) {
  // expect: stablehlo.broadcast shape
  %0 = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xi32>) -> tensor<1x3xi32>
  return
}
// -----
// broadcast (element_type): result element type = operand element type
func.func @broadcast_element_type_1(%a: tensor<3xi32>) {
  // expect: stablehlo.broadcast element_type
  %0 = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xi32>) -> tensor<2x3xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C1): element types
func.func @dynamic_broadcast_in_dim_c1_2(%a: tensor<2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C1
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>, tensor<3xi64>) -> tensor<?x?x?xf64>
  return
}
// -----
// dynamic_broadcast_in_dim (C2): size(broadcast_dimensions) = rank(operand)
func.func @dynamic_broadcast_in_dim_c2_3(%a: tensor<2x2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C2
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<2x2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C3): 0 <= broadcast_dimensions < rank(result)
func.func @dynamic_broadcast_in_dim_c3_4(%a: tensor<2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C3
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 3>} : (tensor<2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C4): is_unique(broadcast_dimensions)
func.func @dynamic_broadcast_in_dim_c4_5(%a: tensor<2x2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C4
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1, 1>} : (tensor<2x2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C5): dim(operand, d) = 1 or dim(result, broadcast_dimensions[d])
func.func @dynamic_broadcast_in_dim_c5_6(%a: tensor<2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C5
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<3xi64>) -> tensor<3x3x3xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C5): operand dims against constant output_dimensions
func.func @dynamic_broadcast_in_dim_c5_7(%a: tensor<2xf32>) {
  %s = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  // expect: stablehlo.dynamic_broadcast_in_dim C5
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C7): size(output_dimensions) = rank(result)
func.func @dynamic_broadcast_in_dim_c7_8(%a: tensor<2xf32>, %s: tensor<2xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C7
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>, tensor<2xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C8): is_unique(known_expanding_dimensions + known_nonexpanding_dimensions)
func.func @dynamic_broadcast_in_dim_c8_9(%a: tensor<2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C8
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C9): 0 <= known_expanding_dimensions < rank(operand)
func.func @dynamic_broadcast_in_dim_c9_10(%a: tensor<2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C9
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64: 1>} : (tensor<2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C10): 0 <= known_nonexpanding_dimensions < rank(operand)
func.func @dynamic_broadcast_in_dim_c10_11(%a: tensor<2xf32>, %s: tensor<3xi64>) {
  // expect: stablehlo.dynamic_broadcast_in_dim C10
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: -1>} : (tensor<2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}
// -----
// dynamic_slice (C1): element_type(operand) = element_type(result)
func.func @dynamic_slice_c1_12(%a: tensor<3x4xi32>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_slice C1
  %0 = "stablehlo.dynamic_slice"(%a, %i0, %i1) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
  return
}
// -----
// dynamic_slice (C2): size(start_indices) = rank(operand)
func.func @dynamic_slice_c2_13(%a: tensor<3x4xi32>, %i0: tensor<i64>) {
  // expect: stablehlo.dynamic_slice C2
  %0 = "stablehlo.dynamic_slice"(%a, %i0) {slice_sizes = array<i64: 1>} : (tensor<3x4xi32>, tensor<i64>) -> tensor<1xi32>
  return
}
// -----
// dynamic_slice (C3): same(type(start_indices...))
func.func @dynamic_slice_c3_14(%a: tensor<3x4xi32>, %i0: tensor<i32>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_slice C3
  %0 = "stablehlo.dynamic_slice"(%a, %i0, %i1) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<i32>, tensor<i64>) -> tensor<1x4xi32>
  return
}
// -----
// dynamic_slice (C4): slice_sizes <= shape(operand)
func.func @dynamic_slice_c4_15(%a: tensor<3x4xi32>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_slice C4
  %0 = "stablehlo.dynamic_slice"(%a, %i0, %i1) {slice_sizes = array<i64: 1, 5>} : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x5xi32>
  return
}
// -----
// dynamic_slice (C5): shape(result) = slice_sizes
func.func @dynamic_slice_c5_16(%a: tensor<3x4xi32>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_slice C5
  %0 = "stablehlo.dynamic_slice"(%a, %i0, %i1) {slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x4xi32>
  return
}
// -----
// dynamic_update_slice (C1): type(operand) = type(result)
func.func @dynamic_update_slice_c1_17(%a: tensor<3x4xi64>, %u: tensor<1x4xi64>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_update_slice C1
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i0, %i1) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i64>) -> tensor<3x5xi64>
  return
}
// -----
// dynamic_update_slice (C2): element_type(update) = element_type(operand)
func.func @dynamic_update_slice_c2_18(%a: tensor<3x4xi64>, %u: tensor<1x4xi32>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_update_slice C2
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i0, %i1) : (tensor<3x4xi64>, tensor<1x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
  return
}
// -----
// dynamic_update_slice (C3): rank(update) = rank(operand)
func.func @dynamic_update_slice_c3_19(%a: tensor<3x4xi64>, %u: tensor<4xi64>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_update_slice C3
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i0, %i1) : (tensor<3x4xi64>, tensor<4xi64>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
  return
}
// -----
// dynamic_update_slice (C4): size(start_indices) = rank(operand)
func.func @dynamic_update_slice_c4_20(%a: tensor<3x4xi64>, %u: tensor<1x4xi64>, %i0: tensor<i64>) {
  // expect: stablehlo.dynamic_update_slice C4
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i0) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>) -> tensor<3x4xi64>
  return
}
// -----
// dynamic_update_slice (C5): same(type(start_indices...))
func.func @dynamic_update_slice_c5_21(%a: tensor<3x4xi64>, %u: tensor<1x4xi64>, %i0: tensor<i64>, %i1: tensor<i32>) {
  // expect: stablehlo.dynamic_update_slice C5
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i0, %i1) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i32>) -> tensor<3x4xi64>
  return
}
// -----
// dynamic_update_slice (C6): shape(update) <= shape(operand)
func.func @dynamic_update_slice_c6_22(%a: tensor<3x4xi64>, %u: tensor<1x5xi64>, %i0: tensor<i64>, %i1: tensor<i64>) {
  // expect: stablehlo.dynamic_update_slice C6
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i0, %i1) : (tensor<3x4xi64>, tensor<1x5xi64>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
  return
}
// -----
// dynamic_reshape (C1): element types
func.func @dynamic_reshape_c1_23(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expect: stablehlo.dynamic_reshape C1
  %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x?xf64>
  return
}
// -----
// dynamic_reshape (C2): size(operand) = size(result)
func.func @dynamic_reshape_c2_24(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expect: stablehlo.dynamic_reshape C2
  %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}
// -----
// dynamic_reshape (C2): constant output_shape holds size(operand) elements
func.func @dynamic_reshape_c2_25(%a: tensor<4xf32>) {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expect: stablehlo.dynamic_reshape C2
  %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return
}
// -----
// dynamic_reshape (C4): size(output_shape) = rank(result)
func.func @dynamic_reshape_c4_26(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expect: stablehlo.dynamic_reshape C4
  %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<?xf32>
  return
}
// -----
// dynamic_iota (C1): 0 <= iota_dimension < size(output_shape)
func.func @dynamic_iota_c1_27(%s: tensor<1xi64>) {
  // expect: stablehlo.dynamic_iota C1
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 1 : i64} : (tensor<1xi64>) -> tensor<?xf32>
  return
}
// -----
// dynamic_iota (C2): rank(result) = size(output_shape)
func.func @dynamic_iota_c2_28(%s: tensor<2xi64>) {
  // expect: stablehlo.dynamic_iota C2
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<?xf32>
  return
}
// -----
// dynamic_iota (C2): result shape = constant output_shape
func.func @dynamic_iota_c2_29() {
  %s = stablehlo.constant dense<[3]> : tensor<1xi64>
  // expect: stablehlo.dynamic_iota C2
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<4xf32>
  return
}
// -----
// dynamic_pad (C1): element_type(operand) = element_type(padding_value)
func.func @dynamic_pad_c1_30(%a: tensor<4xf32>, %v: tensor<f64>, %p0: tensor<1xi64>, %p1: tensor<1xi64>, %p2: tensor<1xi64>) {
  // expect: stablehlo.dynamic_pad C1
  %0 = "stablehlo.dynamic_pad"(%a, %v, %p0, %p1, %p2) : (tensor<4xf32>, tensor<f64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}
// -----
// dynamic_pad (C2): padding sizes = rank(operand)
func.func @dynamic_pad_c2_31(%a: tensor<4xf32>, %v: tensor<f32>, %p0: tensor<2xi64>, %p1: tensor<2xi64>, %p2: tensor<2xi64>) {
  // expect: stablehlo.dynamic_pad C2
  %0 = "stablehlo.dynamic_pad"(%a, %v, %p0, %p1, %p2) : (tensor<4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  return
}
// -----
// dynamic_pad (C3): 0 <= interior_padding
func.func @dynamic_pad_c3_32(%a: tensor<4xf32>, %v: tensor<f32>) {
  %p0 = stablehlo.constant dense<1> : tensor<1xi64>
  %p1 = stablehlo.constant dense<1> : tensor<1xi64>
  %p2 = stablehlo.constant dense<-1> : tensor<1xi64>
  // expect: stablehlo.dynamic_pad C3
  %0 = "stablehlo.dynamic_pad"(%a, %v, %p0, %p1, %p2) : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}
// -----
// dynamic_pad (C4): result shape from constant paddings
func.func @dynamic_pad_c4_33(%a: tensor<4xf32>, %v: tensor<f32>) {
  %p0 = stablehlo.constant dense<1> : tensor<1xi64>
  %p1 = stablehlo.constant dense<1> : tensor<1xi64>
  %p2 = stablehlo.constant dense<1> : tensor<1xi64>
  // expect: stablehlo.dynamic_pad C4
  %0 = "stablehlo.dynamic_pad"(%a, %v, %p0, %p1, %p2) : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf32>
  return
}
// -----
// set_dimension_size (shape): size operand is rank-0
func.func @set_dimension_size_shape_34(%a: tensor<2x3xf32>, %s: tensor<1xi32>) {
  // expect: stablehlo.set_dimension_size shape
  %0 = "stablehlo.set_dimension_size"(%a, %s) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<2x?xf32>
  return
}
// -----
// set_dimension_size (shape): 0 <= dimension < rank(operand)
func.func @set_dimension_size_shape_35(%a: tensor<2x3xf32>, %s: tensor<i32>) {
  // expect: stablehlo.set_dimension_size shape
  %0 = "stablehlo.set_dimension_size"(%a, %s) {dimension = 2 : i64} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x?xf32>
  return
}
// -----
// real_dynamic_slice (shape): start/limit/strides have rank(operand) entries
func.func @real_dynamic_slice_shape_36(%a: tensor<3x4xf32>, %b: tensor<3xi64>, %c: tensor<3xi64>, %d: tensor<3xi64>) {
  // expect: stablehlo.real_dynamic_slice shape
  %0 = "stablehlo.real_dynamic_slice"(%a, %b, %c, %d) : (tensor<3x4xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x?xf32>
  return
}
// -----
// real_dynamic_slice (element_type): result element type = operand's
func.func @real_dynamic_slice_element_type_37(%a: tensor<3x4xf32>, %b: tensor<2xi64>, %c: tensor<2xi64>, %d: tensor<2xi64>) {
  // expect: stablehlo.real_dynamic_slice element_type
  %0 = "stablehlo.real_dynamic_slice"(%a, %b, %c, %d) : (tensor<3x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>
  return
}
// -----
// bitcast_convert (C1): same widths: shape(result) = shape(operand)
func.func @bitcast_convert_c1_38(%a: tensor<2xf32>) {
  // expect: stablehlo.bitcast_convert C1
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xf32>) -> tensor<3xi32>
  return
}
// -----
// bitcast_convert (C1): narrower result: rank(result) = R + 1
func.func @bitcast_convert_c1_39(%a: tensor<f64>) {
  // expect: stablehlo.bitcast_convert C1
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<f64>) -> tensor<f32>
  return
}
// -----
// bitcast_convert (C1): narrower result: dim(result, R) * num_bits(E') = num_bits(E)
func.func @bitcast_convert_c1_40(%a: tensor<2xf64>) {
  // expect: stablehlo.bitcast_convert C1
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xf64>) -> tensor<2x4xf32>
  return
}
// -----
// bitcast_convert (C1): wider result: leading dims equal
func.func @bitcast_convert_c1_41(%a: tensor<3x2xf32>) {
  // expect: stablehlo.bitcast_convert C1
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<3x2xf32>) -> tensor<2xf64>
  return
}
// -----
// bitcast_convert (C2): complex only to complex
func.func @bitcast_convert_c2_42(%a: tensor<2xcomplex<f32>>) {
  // expect: stablehlo.bitcast_convert C2
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return
}
// -----
// convert (C1): shape(operand) = shape(result)
func.func @convert_c1_43(%a: tensor<2xf32>) {
  // expect: stablehlo.convert C1
  %0 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<3xi32>
  return
}
// -----
// reduce_precision (C1): baseline_type(operand) = baseline_type(output)
func.func @reduce_precision_c1_44(%a: tensor<2xf32>) {
  // expect: stablehlo.reduce_precision C1
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf64>
  return
}
// -----
// reduce_precision (C2): 1 <= exponent_bits
func.func @reduce_precision_c2_45(%a: tensor<2xf32>) {
  // expect: stablehlo.reduce_precision C2
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 0 : i32, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// reduce_precision (C3): 0 <= mantissa_bits
func.func @reduce_precision_c3_46(%a: tensor<2xf32>) {
  // expect: stablehlo.reduce_precision C3
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// -----
// dynamic_broadcast_in_dim (C6): quantization_dimension(result) = broadcast_dimensions[quantization_dimension(operand)]
func.func @dynamic_broadcast_in_dim_c6(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) {
  %s = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  // expect: stablehlo.dynamic_broadcast_in_dim C6
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0, 3.0:0}>>
  return
}
// -----
// dynamic_reshape (C3): a per-axis quantized operand keeps dim(operand, quantization_dimension(operand))
func.func @dynamic_reshape_c3(%a: tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0, 3.0:0}>>) {
  %s = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  // expect: stablehlo.dynamic_reshape C3
  %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0, 3.0:0}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0:0, 2.0:0}>>
  return
}
// -----
// dynamic_iota: the result is a tensor of integer, floating-point or complex type or quantized (the table's element kinds)
func.func @dynamic_iota_boolean_result(%s: tensor<1xi64>) {
  // expect: stablehlo.dynamic_iota signature
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi64>) -> tensor<?xi1>
  return
}
