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
