// MLIR's tensor ops (dialect/tensor.py; TensorOps.td has no spec numbers: labels are ODS names): `// expect: <op> <label>` names the error of the next line.
func.func @cast(%a: tensor<4xf32>) {
  // expect: tensor.cast CastOpInterface
  %0 = tensor.cast %a : tensor<4xf32> to tensor<3xf32>
  return
}
// -----
func.func @cast_element(%a: tensor<4xf32>) {
  // expect: tensor.cast CastOpInterface
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf64>
  return
}
// -----
func.func @cast_count(%a: tensor<2xi32>) {
  // expect: tensor.cast signature
  %0 = "tensor.cast"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<?xi32>
  return
}
// -----
func.func @bitcast(%a: tensor<4xf32>) {
  // expect: tensor.bitcast CastOpInterface
  %0 = tensor.bitcast %a : tensor<4xf32> to tensor<4xi64>
  return
}
// -----
func.func @dim_rank0(%a: tensor<f32>, %i: index) {
  // expect: tensor.dim AnyNon0RankedOrUnrankedTensor
  %0 = tensor.dim %a, %i : tensor<f32>
  return
}
// -----
func.func @dim_scalar(%a: f32, %i: index) {
  // expect: tensor.dim signature
  %0 = "tensor.dim"(%a, %i) : (f32, index) -> index
  return
}
// -----
func.func @empty_sizes(%i: index) {
  // expect: tensor.empty verifier
  %0 = tensor.empty(%i) : tensor<2x4xf32>
  return
}
// -----
func.func @empty_index(%i: i32) {
  // expect: tensor.empty Index
  %0 = "tensor.empty"(%i) : (i32) -> tensor<?xf32>
  return
}
// -----
func.func @extract_count(%a: tensor<4x4xf32>, %i: index) {
  // expect: tensor.extract verifier
  %0 = tensor.extract %a[%i] : tensor<4x4xf32>
  return
}
// -----
func.func @extract_type(%a: tensor<4xf32>, %i: index) {
  // expect: tensor.extract TypesMatchWith
  %0 = "tensor.extract"(%a, %i) : (tensor<4xf32>, index) -> f64
  return
}
// -----
func.func @insert_type(%a: tensor<4xf32>, %v: f64, %i: index) {
  // expect: tensor.insert TypesMatchWith
  %0 = "tensor.insert"(%v, %a, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf32>
  return
}
// -----
func.func @insert_result(%a: tensor<4xf32>, %v: f32, %i: index) {
  // expect: tensor.insert AllTypesMatch
  %0 = "tensor.insert"(%v, %a, %i) : (f32, tensor<4xf32>, index) -> tensor<?xf32>
  return
}
// -----
func.func @from_elements_count(%a: f32) {
  // expect: tensor.from_elements verifier
  %0 = tensor.from_elements %a, %a : tensor<3xf32>
  return
}
// -----
func.func @from_elements_static(%a: f32) {
  // expect: tensor.from_elements StaticShapeTensorOf
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<?xf32>
  return
}
// -----
func.func @from_elements_type(%a: f64) {
  // expect: tensor.from_elements TypesMatchWith
  %0 = "tensor.from_elements"(%a) : (f64) -> tensor<1xf32>
  return
}
// -----
func.func @splat_sizes(%a: f32) {
  // expect: tensor.splat verifier
  %0 = tensor.splat %a : tensor<?x4xf32>
  return
}
// -----
func.func @splat_type(%a: f64) {
  // expect: tensor.splat TypesMatchWith
  %0 = "tensor.splat"(%a) : (f64) -> tensor<4xf32>
  return
}
// -----
func.func @collapse_groups(%a: tensor<2x3x4xf32>) {
  // expect: tensor.collapse_shape verifier
  %0 = tensor.collapse_shape %a [[0], [2]] : tensor<2x3x4xf32> into tensor<2x4xf32>
  return
}
// -----
func.func @collapse_sizes(%a: tensor<2x3x4xf32>) {
  // expect: tensor.collapse_shape verifier
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<5x4xf32>
  return
}
// -----
func.func @expand_shape_attr(%a: tensor<6xf32>) {
  // expect: tensor.expand_shape verifier
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x3xf32>
  return
}
// -----
func.func @slice_segments(%a: tensor<4xf32>, %i: index) {
  // expect: tensor.extract_slice AttrSizedOperandSegments
  %0 = "tensor.extract_slice"(%a, %i) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>} : (tensor<4xf32>, index) -> tensor<?xf32>
  return
}
// -----
func.func @slice_rank(%a: tensor<4x4xf32>) {
  // expect: tensor.extract_slice verifier
  %0 = tensor.extract_slice %a[0] [2] [1] : tensor<4x4xf32> to tensor<2xf32>
  return
}
// -----
func.func @insert_slice_result(%a: tensor<2xf32>, %b: tensor<4xf32>) {
  // expect: tensor.insert_slice AllTypesMatch
  %0 = "tensor.insert_slice"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>} : (tensor<2xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @reshape_count(%a: tensor<6xf32>, %s: tensor<2xi64>) {
  // expect: tensor.reshape verifier
  %0 = tensor.reshape %a(%s) : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
func.func @reshape_shape(%a: tensor<6xf32>, %s: tensor<3xi64>) {
  // expect: tensor.reshape verifier
  %0 = tensor.reshape %a(%s) : (tensor<6xf32>, tensor<3xi64>) -> tensor<2x3xf32>
  return
}
// -----
func.func @concat_dim(%a: tensor<4xf32>) {
  // expect: tensor.concat verifier
  %0 = tensor.concat dim(1) %a : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @concat_sizes(%a: tensor<4xf32>) {
  // expect: tensor.concat verifier
  %0 = tensor.concat dim(0) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<7xf32>
  return
}
// -----
func.func @concat_other_dims(%a: tensor<4x2xf32>, %b: tensor<4x3xf32>) {
  // expect: tensor.concat verifier
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<8x2xf32>
  return
}
// -----
func.func @generate_extents(%f: f32) {
  // expect: tensor.generate verifier
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @generate_arguments(%f: f32) {
  // expect: tensor.generate verifyRegions
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32>
  return
}
// -----
func.func @generate_yield(%f: f64) {
  // expect: tensor.generate verifyRegions
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f64
  } : tensor<3xf32>
  return
}
// -----
func.func @pad_sizes(%a: tensor<2xf32>, %f: f32) {
  // expect: tensor.pad verifier
  %0 = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2xf32> to tensor<5xf32>
  return
}
// -----
func.func @pad_segments(%a: tensor<2xf32>, %f: f32, %i: index) {
  // expect: tensor.pad AttrSizedOperandSegments
  %0 = "tensor.pad"(%a, %i) ({
  ^bb0(%j: index):
    tensor.yield %f : f32
  }) {operandSegmentSizes = array<i32: 1, 1, 0>, static_low = array<i64: 1>, static_high = array<i64: 1>} : (tensor<2xf32>, index) -> tensor<4xf32>
  return
}
// -----
func.func @rank_scalar(%a: f32) {
  // expect: tensor.rank signature
  %0 = "tensor.rank"(%a) : (f32) -> index
  return
}
