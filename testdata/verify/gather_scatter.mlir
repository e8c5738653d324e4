// Indexing ops (gather, dynamic_gather, scatter): `// expect: <op> <label>` names the error of the next line.
// gather (C1): rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims)
func.func @gather_c1(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C1
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C2): 0 <= index_vector_dim <= rank(start_indices)
func.func @gather_c2(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C2
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C3): size(start_index_map) = dim(start_indices, index_vector_dim)
func.func @gather_c3(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C3
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C4): is_unique(offset_dims) and is_sorted(offset_dims)
func.func @gather_c4(%a: tensor<3x4x5xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C4
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 5>} : (tensor<3x4x5xf32>, tensor<2x1xi64>) -> tensor<2x5x4xf32>
  return
}
// -----
// gather (C5): 0 <= offset_dims < rank(result)
func.func @gather_c5(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C5
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C6): is_unique(concatenate(collapsed_slice_dims, operand_batching_dims))
func.func @gather_c6(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C6
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C7): is_sorted(collapsed_slice_dims)
func.func @gather_c7(%a: tensor<3x4x5xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C7
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x4x5xf32>, tensor<2x1xi64>) -> tensor<2x5xf32>
  return
}
// -----
// gather (C8): 0 <= collapsed_slice_dims < rank(operand)
func.func @gather_c8(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C8
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C9): slice_sizes[collapsed_slice_dims...] <= 1
func.func @gather_c9(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C9
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C10): is_sorted(operand_batching_dims)
func.func @gather_c10(%a: tensor<2x2x3x4xf32>, %i: tensor<2x2x1xi64>) {
  // expect: stablehlo.gather C10
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1, 4>} : (tensor<2x2x3x4xf32>, tensor<2x2x1xi64>) -> tensor<2x2x4xf32>
  return
}
// -----
// gather (C11): 0 <= operand_batching_dims < rank(operand)
func.func @gather_c11(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C11
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [3], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C12): slice_sizes[operand_batching_dims...] <= 1
func.func @gather_c12(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C12
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C13): is_unique(start_indices_batching_dims)
func.func @gather_c13(%a: tensor<2x2x3x4xf32>, %i: tensor<2x2x1xi64>) {
  // expect: stablehlo.gather C13
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1, 4>} : (tensor<2x2x3x4xf32>, tensor<2x2x1xi64>) -> tensor<2x2x4xf32>
  return
}
// -----
// gather (C14): 0 <= start_indices_batching_dims < rank(start_indices)
func.func @gather_c14(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C14
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C15): index_vector_dim not in start_indices_batching_dims
func.func @gather_c15(%a: tensor<1x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C15
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<1x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C16): size(operand_batching_dims) == size(start_indices_batching_dims)
func.func @gather_c16(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C16
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C17): dim(operand, operand_batching_dims...) = dim(start_indices, start_indices_batching_dims...)
func.func @gather_c17(%a: tensor<2x3x4xf32>, %i: tensor<3x1xi64>) {
  // expect: stablehlo.gather C17
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  return
}
// -----
// gather (C18): is_unique(concatenate(start_index_map, operand_batching_dims))
func.func @gather_c18(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C18
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C19): 0 <= start_index_map < rank(operand)
func.func @gather_c19(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C19
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C20): size(slice_sizes) = rank(operand)
func.func @gather_c20(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C20
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 1>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  return
}
// -----
// gather (C21): 0 <= slice_sizes <= shape(operand)
func.func @gather_c21(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C21
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x5xf32>
  return
}
// -----
// gather (C22): shape(result) = combine(batch_dim_sizes, offset_dim_sizes)
func.func @gather_c22(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C22
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return
}
// -----
// gather (C23): element_type(operand) = element_type(result)
func.func @gather_c23(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expect: stablehlo.gather C23
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf64>
  return
}
// -----
// dynamic_gather (C1): rank(operand) = size(offset_dims) + size(collapsed_slice_dims)
func.func @dynamic_gather_c1(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C1
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C2): 0 <= index_vector_dim <= rank(start_indices)
func.func @dynamic_gather_c2(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C2
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C3): size(start_index_map) = dim(start_indices, index_vector_dim)
func.func @dynamic_gather_c3(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C3
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C4): is_unique(offset_dims) and is_sorted(offset_dims)
func.func @dynamic_gather_c4(%a: tensor<3x4x5xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4, 5]> : tensor<3xi64>
  // expect: stablehlo.dynamic_gather C4
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4x5xf32>, tensor<2x1xi64>, tensor<3xi64>) -> tensor<2x5x4xf32>
  return
}
// -----
// dynamic_gather (C5): 0 <= offset_dims < rank(result)
func.func @dynamic_gather_c5(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C5
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C6): is_unique(collapsed_slice_dims) and is_sorted(collapsed_slice_dims)
func.func @dynamic_gather_c6(%a: tensor<3x4x5xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 1, 5]> : tensor<3xi64>
  // expect: stablehlo.dynamic_gather C6
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4x5xf32>, tensor<2x1xi64>, tensor<3xi64>) -> tensor<2x5xf32>
  return
}
// -----
// dynamic_gather (C7): 0 <= collapsed_slice_dims < rank(operand)
func.func @dynamic_gather_c7(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C7
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C8): slice_sizes[collapsed_slice_dims...] <= 1
func.func @dynamic_gather_c8(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C8
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C9): is_unique(start_index_map)
func.func @dynamic_gather_c9(%a: tensor<3x4xf32>, %i: tensor<2x2xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C9
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x2xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C10): 0 <= start_index_map < rank(operand)
func.func @dynamic_gather_c10(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C10
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C11): size(slice_sizes) = rank(operand)
func.func @dynamic_gather_c11(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4, 1]> : tensor<3xi64>
  // expect: stablehlo.dynamic_gather C11
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<3xi64>) -> tensor<2x4xf32>
  return
}
// -----
// dynamic_gather (C12): 0 <= slice_sizes <= shape(operand)
func.func @dynamic_gather_c12(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 5]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C12
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x5xf32>
  return
}
// -----
// dynamic_gather (C13): shape(result) = combine(batch_dim_sizes, offset_dim_sizes)
func.func @dynamic_gather_c13(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C13
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}
// -----
// dynamic_gather (C14): element_type(operand) = element_type(result)
func.func @dynamic_gather_c14(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expect: stablehlo.dynamic_gather C14
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf64>
  return
}
// -----
// dynamic_gather (C13) with slice_sizes not a constant: the result's rank and batch sizes are still known
func.func @dynamic_gather_c13_runtime_sizes(%a: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>, %s: tensor<3xi32>) {
  // expect: stablehlo.dynamic_gather C13
  %0 = "stablehlo.dynamic_gather"(%a, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>} : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x6x?xi32>
  return
}
// -----
// scatter (C1): same(shape(inputs...))
func.func @scatter_c1(%a0: tensor<3x4xf32>, %a1: tensor<3x5xf32>, %i: tensor<2x1xi64>, %u0: tensor<2x4xf32>, %u1: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C1
  %0:2 = "stablehlo.scatter"(%a0, %a1, %i, %u0, %u1) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    %s1 = stablehlo.add %x1, %y1 : tensor<f32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<3x5xf32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<3x5xf32>)
  return
}
// -----
// scatter (C2): rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims)
func.func @scatter_c2(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C2
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C3): same(shape(updates...))
func.func @scatter_c3(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u0: tensor<2x4xf32>, %u1: tensor<2x3xf32>) {
  // expect: stablehlo.scatter C3
  %0:2 = "stablehlo.scatter"(%a0, %a1, %i, %u0, %u1) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    %s1 = stablehlo.add %x1, %y1 : tensor<f32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
  return
}
// -----
// scatter (C4): shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes)
func.func @scatter_c4(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x5xf32>) {
  // expect: stablehlo.scatter C4
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x5xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C5): 0 < size(inputs) = size(updates) = N
func.func @scatter_c5(%a0: tensor<3x4xf32>, %a1: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C5
  %0 = "stablehlo.scatter"(%a0, %a1, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C6): element_type(updates...) = element_type(inputs...)
func.func @scatter_c6(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf64>) {
  // expect: stablehlo.scatter C6
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf64>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C7): is_unique(update_window_dims) and is_sorted(update_window_dims)
func.func @scatter_c7(%a: tensor<3x4x5xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x5xf32>) {
  // expect: stablehlo.scatter C7
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4x5xf32>, tensor<2x1xi64>, tensor<2x4x5xf32>) -> tensor<3x4x5xf32>
  return
}
// -----
// scatter (C8): 0 <= update_window_dims < rank(updates[0])
func.func @scatter_c8(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C8
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C9): is_unique(concatenate(inserted_window_dims, input_batching_dims))
func.func @scatter_c9(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C9
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
  return
}
// -----
// scatter (C10): is_sorted(inserted_window_dims)
func.func @scatter_c10(%a: tensor<3x4x5xf32>, %i: tensor<2x1xi64>, %u: tensor<2x5xf32>) {
  // expect: stablehlo.scatter C10
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4x5xf32>, tensor<2x1xi64>, tensor<2x5xf32>) -> tensor<3x4x5xf32>
  return
}
// -----
// scatter (C11): 0 <= inserted_window_dims < rank(inputs[0])
func.func @scatter_c11(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C11
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C12): is_sorted(input_batching_dims)
func.func @scatter_c12(%a: tensor<2x2x3x4xf32>, %i: tensor<2x2x1xi64>, %u: tensor<2x2x4xf32>) {
  // expect: stablehlo.scatter C12
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [2], input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>} : (tensor<2x2x3x4xf32>, tensor<2x2x1xi64>, tensor<2x2x4xf32>) -> tensor<2x2x3x4xf32>
  return
}
// -----
// scatter (C13): 0 <= input_batching_dims < rank(inputs[0])
func.func @scatter_c13(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C13
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [3], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
  return
}
// -----
// scatter (C14): is_unique(scatter_indices_batching_dims)
func.func @scatter_c14(%a: tensor<2x2x3x4xf32>, %i: tensor<2x2x1xi64>, %u: tensor<2x2x4xf32>) {
  // expect: stablehlo.scatter C14
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>} : (tensor<2x2x3x4xf32>, tensor<2x2x1xi64>, tensor<2x2x4xf32>) -> tensor<2x2x3x4xf32>
  return
}
// -----
// scatter (C15): 0 <= scatter_indices_batching_dims < rank(scatter_indices)
func.func @scatter_c15(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C15
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
  return
}
// -----
// scatter (C16): index_vector_dim not in scatter_indices_batching_dims
func.func @scatter_c16(%a: tensor<1x3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C16
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<1x3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<1x3x4xf32>
  return
}
// -----
// scatter (C17): size(input_batching_dims) == size(scatter_indices_batching_dims)
func.func @scatter_c17(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C17
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
  return
}
// -----
// scatter (C18): dim(inputs[0], input_batching_dims...) = dim(scatter_indices, scatter_indices_batching_dims...)
func.func @scatter_c18(%a: tensor<2x3x4xf32>, %i: tensor<3x1xi64>, %u: tensor<3x4xf32>) {
  // expect: stablehlo.scatter C18
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x3x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return
}
// -----
// scatter (C19): size(scatter_dims_to_operand_dims) = dim(scatter_indices, index_vector_dim)
func.func @scatter_c19(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C19
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C20): is_unique(concatenate(scatter_dims_to_operand_dims, input_batching_dims))
func.func @scatter_c20(%a: tensor<2x3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C20
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2x3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<2x3x4xf32>
  return
}
// -----
// scatter (C21): 0 <= scatter_dims_to_operand_dims < rank(inputs[0])
func.func @scatter_c21(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C21
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C22): 0 <= index_vector_dim <= rank(scatter_indices)
func.func @scatter_c22(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C22
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C23): update_computation has type (tensor<E>, tensor<E>) -> tensor<E>, is_promotable(element_type(inputs[0]), E)
func.func @scatter_c23(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C23
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<i32>, %y0: tensor<i32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<i32>
    stablehlo.return %s0 : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}
// -----
// scatter (C24): shape(inputs...) = shape(results...)
func.func @scatter_c24(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C24
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x5xf32>
  return
}
// -----
// scatter (C25): element_type(results[i]) = Ei
func.func @scatter_c25(%a: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expect: stablehlo.scatter C25
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
    %s0 = stablehlo.add %x0, %y0 : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf64>
  return
}
