// mhlo ops (hlo_ops.td) and the legacy StableHLO ops (StablehloOps.td) producers still write: neither has
// numbered constraints, so the labels name what is checked. `// expect: <op> <label>` names the error of the next line.
func.func @mhlo_erf_integer(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expect: mhlo.erf signature
  %0 = mhlo.erf %a : tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @mhlo_acos_type(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expect: mhlo.acos type
  %0 = "mhlo.acos"(%a) : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @mhlo_copy_type(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expect: mhlo.copy type
  %0 = "mhlo.copy"(%a) : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @mhlo_copy_index(%a: index) -> index {
  // expect: mhlo.copy signature
  %0 = "mhlo.copy"(%a) : (index) -> index
  return %0 : index
}
// -----
func.func @mhlo_add_dependency_token(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expect: mhlo.add_dependency signature
  %0 = mhlo.add_dependency %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @mhlo_add_dependency_type(%a: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xi32> {
  // expect: mhlo.add_dependency type
  %0 = mhlo.add_dependency %a, %t : (tensor<4xf32>, !stablehlo.token) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @mhlo_topk_negative_k(%a: tensor<4xf32>) -> tensor<0xf32> {
  // expect: mhlo.topk k
  %0:2 = mhlo.topk(%a, k = -1) : tensor<4xf32> -> (tensor<0xf32>, tensor<0xi32>)
  return %0#0 : tensor<0xf32>
}
// -----
func.func @mhlo_topk_k(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expect: mhlo.topk k
  %0:2 = mhlo.topk(%a, k = 8, largest = false) : tensor<4xf32> -> (tensor<8xf32>, tensor<8xi32>)
  return %0#0 : tensor<8xf32>
}
// -----
func.func @mhlo_topk_results(%a: tensor<3x16xf32>) -> tensor<3x4xf32> {
  // expect: mhlo.topk results
  %0:2 = mhlo.topk(%a, k = 8) : tensor<3x16xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %0#0 : tensor<3x4xf32>
}
// -----
func.func @set_dimension_size_size_type(%a: tensor<4xf32>, %n: tensor<i64>) -> tensor<?xf32> {
  // expect: stablehlo.set_dimension_size shape
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4xf32>, tensor<i64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @set_dimension_size_dimension(%a: tensor<4xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  // expect: stablehlo.set_dimension_size shape
  %0 = stablehlo.set_dimension_size %a, %n, dim = 1 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @set_dimension_size_other_dimension(%a: tensor<4x3xf32>, %n: tensor<i32>) -> tensor<?x2xf32> {
  // expect: stablehlo.set_dimension_size shape
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4x3xf32>, tensor<i32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
// -----
func.func @set_dimension_size_grows(%a: tensor<4xf32>, %n: tensor<i32>) -> tensor<5xf32> {
  // expect: stablehlo.set_dimension_size shape
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @set_dimension_size_beyond_bound(%a: tensor<?xf32, #stablehlo.bounds<4>>, %n: tensor<i32>) -> tensor<5xf32> {
  // expect: stablehlo.set_dimension_size shape
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<i32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @set_dimension_size_element_type(%a: tensor<4xf32>, %n: tensor<i32>) -> tensor<?xf64> {
  // expect: stablehlo.set_dimension_size shape
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf64>
  return %0 : tensor<?xf64>
}
// -----
func.func @broadcast_negative(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expect: stablehlo.broadcast shape
  %0 = stablehlo.broadcast %a, sizes = [-1] : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @torch_index_select_dim(%a: tensor<3x4xf32>, %i: tensor<2xi32>) -> tensor<3x2xf32> {
  // expect: stablehlo.torch_index_select dim
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @torch_index_select_batch_dims(%a: tensor<3x4xf32>, %i: tensor<2xi32>) -> tensor<3x2xf32> {
  // expect: stablehlo.torch_index_select batch_dims
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 2 : i64} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @torch_index_select_batch_sizes(%a: tensor<3x4xf32>, %i: tensor<2x2xi32>) -> tensor<3x2xf32> {
  // expect: stablehlo.torch_index_select batch_dims
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @torch_index_select_float_index(%a: tensor<3x4xf32>, %i: tensor<2xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.torch_index_select index
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<3x4xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
func.func @torch_index_select_shape(%a: tensor<3x4xf32>, %i: tensor<2xi32>) -> tensor<2x4xf32> {
  // expect: stablehlo.torch_index_select shape
  %0 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @einsum_config(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expect: stablehlo.einsum einsum_config
  %0 = stablehlo.einsum %a, %b, config = "ab,bc" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @einsum_rank(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expect: stablehlo.einsum einsum_config
  %0 = stablehlo.einsum %a, %b, config = "abd,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @einsum_sizes(%a: tensor<2x3xf32>, %b: tensor<5x4xf32>) -> tensor<2x4xf32> {
  // expect: stablehlo.einsum einsum_config
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<5x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @einsum_result_index(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expect: stablehlo.einsum einsum_config
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->az" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @einsum_shape(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<4x2xf32> {
  // expect: stablehlo.einsum shape
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @unary_einsum_shape(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  // expect: stablehlo.unary_einsum shape
  %0 = stablehlo.unary_einsum %a, config = "ab->b" : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @compute_reshape_shape_num_elements(%n: tensor<i64>, %s: tensor<2xi32>) -> tensor<2xi32> {
  // expect: stablehlo.compute_reshape_shape signature
  %0 = stablehlo.compute_reshape_shape %n, %s : (tensor<i64>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @compute_reshape_shape_shape(%n: index, %s: tensor<2xi32>) -> tensor<3xi32> {
  // expect: stablehlo.compute_reshape_shape shape
  %0 = stablehlo.compute_reshape_shape %n, %s : (index, tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
