// MLIR's shape ops (ShapeOps.td, ShapeOps.cpp verifiers; no numbered constraints): `// expect: <op> <label>` names the error of the next line.
func.func @shape_of_of_a_shape(%s: !shape.shape) -> !shape.shape {
  // expect: shape.shape_of operand
  %0 = shape.shape_of %s : !shape.shape -> !shape.shape
  return %0 : !shape.shape
}
// -----
func.func @shape_of_extent_count(%x: tensor<?x4xf32>) -> tensor<3xindex> {
  // expect: shape.shape_of result
  %0 = shape.shape_of %x : tensor<?x4xf32> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}
// -----
func.func @shape_of_to_i64(%x: tensor<?x4xf32>) -> tensor<2xi64> {
  // expect: shape.shape_of result
  %0 = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
// -----
func.func @const_shape_not_index() -> tensor<2xindex> {
  // expect: shape.const_shape shape
  %0 = "shape.const_shape"() {shape = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xindex>
  return %0 : tensor<2xindex>
}
// -----
func.func @const_shape_extent_count() -> tensor<3xindex> {
  // expect: shape.const_shape result
  %0 = shape.const_shape [1, 2] : tensor<3xindex>
  return %0 : tensor<3xindex>
}
// -----
func.func @const_size_not_index() -> !shape.size {
  // expect: shape.const_size value
  %0 = "shape.const_size"() {value = 4 : i64} : () -> !shape.size
  return %0 : !shape.size
}
// -----
func.func @const_witness_result() -> !shape.size {
  // expect: shape.const_witness result
  %0 = "shape.const_witness"() {passing = true} : () -> !shape.size
  return %0 : !shape.size
}
// -----
func.func @broadcast_of_an_index(%a: tensor<2xindex>, %i: index) -> tensor<2xindex> {
  // expect: shape.broadcast operand
  %0 = "shape.broadcast"(%a, %i) : (tensor<2xindex>, index) -> tensor<2xindex>
  return %0 : tensor<2xindex>
}
// -----
func.func @broadcast_error_into_extents(%a: !shape.shape, %b: tensor<2xindex>) -> tensor<?xindex> {
  // expect: shape.broadcast result
  %0 = shape.broadcast %a, %b : !shape.shape, tensor<2xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
// -----
func.func @num_elements_error_into_index(%s: !shape.shape) -> index {
  // expect: shape.num_elements result
  %0 = shape.num_elements %s : !shape.shape -> index
  return %0 : index
}
// -----
func.func @rank_into_a_shape(%s: tensor<2xindex>) -> !shape.shape {
  // expect: shape.rank result
  %0 = shape.rank %s : tensor<2xindex> -> !shape.shape
  return %0 : !shape.shape
}
// -----
func.func @get_extent_of_a_tensor(%x: tensor<2xf32>, %i: index) -> index {
  // expect: shape.get_extent operand
  %0 = shape.get_extent %x, %i : tensor<2xf32>, index -> index
  return %0 : index
}
// -----
func.func @get_extent_error_into_index(%s: tensor<2xindex>, %d: !shape.size) -> index {
  // expect: shape.get_extent result
  %0 = shape.get_extent %s, %d : tensor<2xindex>, !shape.size -> index
  return %0 : index
}
// -----
func.func @index_to_size_of_i64(%i: i64) -> !shape.size {
  // expect: shape.index_to_size operand
  %0 = "shape.index_to_size"(%i) : (i64) -> !shape.size
  return %0 : !shape.size
}
// -----
func.func @size_to_index_result(%n: !shape.size) -> i64 {
  // expect: shape.size_to_index result
  %0 = "shape.size_to_index"(%n) : (!shape.size) -> i64
  return %0 : i64
}
// -----
func.func @to_extent_tensor_of_i32(%s: !shape.shape) -> tensor<?xi32> {
  // expect: shape.to_extent_tensor result
  %0 = shape.to_extent_tensor %s : !shape.shape -> tensor<?xi32>
  return %0 : tensor<?xi32>
}
// -----
func.func @from_extent_tensor_2d(%t: tensor<2x2xindex>) -> !shape.shape {
  // expect: shape.from_extent_tensor operand
  %0 = shape.from_extent_tensor %t : tensor<2x2xindex>
  return %0 : !shape.shape
}
// -----
func.func @from_extents_of_a_tensor(%t: tensor<2xindex>) -> !shape.shape {
  // expect: shape.from_extents operand
  %0 = shape.from_extents %t : tensor<2xindex>
  return %0 : !shape.shape
}
// -----
func.func @cstr_broadcastable_one_shape(%a: tensor<2xindex>) -> !shape.witness {
  // expect: shape.cstr_broadcastable operand
  %0 = shape.cstr_broadcastable %a : tensor<2xindex>
  return %0 : !shape.witness
}
// -----
func.func @cstr_eq_of_a_size(%a: tensor<2xindex>, %n: !shape.size) -> !shape.witness {
  // expect: shape.cstr_eq operand
  %0 = shape.cstr_eq %a, %n : tensor<2xindex>, !shape.size
  return %0 : !shape.witness
}
// -----
func.func @cstr_require_of_i32(%p: i32) -> !shape.witness {
  // expect: shape.cstr_require operand
  %0 = "shape.cstr_require"(%p) {msg = "p"} : (i32) -> !shape.witness
  return %0 : !shape.witness
}
// -----
func.func @assuming_all_of_nothing() -> !shape.witness {
  // expect: shape.assuming_all operand
  %0 = shape.assuming_all
  return %0 : !shape.witness
}
// -----
func.func @assuming_on_a_shape(%s: !shape.shape, %x: tensor<2xf32>) -> tensor<2xf32> {
  // expect: shape.assuming operand
  %0 = "shape.assuming"(%s) ({
    "shape.assuming_yield"(%x) : (tensor<2xf32>) -> ()
  }) : (!shape.shape) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @assuming_yields_another_type(%w: !shape.witness, %x: tensor<2xf32>) -> tensor<2xf64> {
  // expect: shape.assuming yield
  %0 = shape.assuming %w -> (tensor<2xf64>) {
    shape.assuming_yield %x : tensor<2xf32>
  }
  return %0 : tensor<2xf64>
}
// -----
func.func @assuming_ends_with_return(%w: !shape.witness, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "shape.assuming"(%w) ({
    // expect: stablehlo.return terminator
    stablehlo.return %x : tensor<2xf32>
  }) : (!shape.witness) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @dim_of_a_shape(%s: !shape.shape, %i: index) -> index {
  // expect: shape.dim operand
  %0 = shape.dim %s, %i : !shape.shape, index -> index
  return %0 : index
}
// -----
func.func @add_error_into_index(%a: !shape.size, %b: index) -> index {
  // expect: shape.add result
  %0 = shape.add %a, %b : !shape.size, index -> index
  return %0 : index
}
// -----
func.func @div_of_a_shape(%a: !shape.shape, %b: index) -> !shape.size {
  // expect: shape.div operand
  %0 = shape.div %a, %b : !shape.shape, index -> !shape.size
  return %0 : !shape.size
}
// -----
func.func @max_of_extent_tensors(%a: tensor<2xindex>, %b: tensor<2xindex>) -> tensor<2xindex> {
  // expect: shape.max operand
  %0 = shape.max %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  return %0 : tensor<2xindex>
}
// -----
func.func @concat_into_a_size(%a: !shape.shape, %b: !shape.shape) -> !shape.size {
  // expect: shape.concat result
  %0 = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.size
  return %0 : !shape.size
}
// -----
func.func @split_at_a_shape(%a: tensor<3xindex>, %b: tensor<3xindex>) -> !shape.shape {
  // expect: shape.split_at operand
  %0:2 = "shape.split_at"(%a, %b) : (tensor<3xindex>, tensor<3xindex>) -> (!shape.shape, !shape.shape)
  return %0#0 : !shape.shape
}
// -----
func.func @shape_eq_into_a_witness(%a: tensor<2xindex>, %b: tensor<2xindex>) -> !shape.witness {
  // expect: shape.shape_eq result
  %0 = "shape.shape_eq"(%a, %b) : (tensor<2xindex>, tensor<2xindex>) -> !shape.witness
  return %0 : !shape.witness
}
// -----
func.func @is_broadcastable_of_a_size(%a: tensor<2xindex>, %n: !shape.size) -> i1 {
  // expect: shape.is_broadcastable operand
  %0 = shape.is_broadcastable %a, %n : tensor<2xindex>, !shape.size
  return %0 : i1
}
