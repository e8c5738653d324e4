module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x2xf32>) -> (tensor<2x3x2xf32> {jax.result_info = "result[0]"}, tensor<2x2xf32> {jax.result_info = "result[1]"}, tensor<2x2x2xf32> {jax.result_info = "result[2]"}) {
    %0:3 = call @svd(%arg0) : (tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2x2x2xf32>)
    return %0#0, %0#1, %0#2 : tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2x2x2xf32>
  }
  func.func private @svd(%arg0: tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2x2x2xf32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=2, l=3, m=2, n=2, o=3, p=2, q=2, r=2}, custom>} : (tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2x3x2xf32>, tensor<2x2x2xf32>, tensor<2xi32>)
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x2xi1>, tensor<2x2xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x2xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x2xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x2xi1>, tensor<2x3x2xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x2x2xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x2x2xi1>, tensor<2x2x2xf32>
    return %10, %6, %14 : tensor<2x3x2xf32>, tensor<2x2xf32>, tensor<2x2x2xf32>
  }
}
