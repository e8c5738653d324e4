module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64> {jax.result_info = "result[0]"}, tensor<2x3x3xf64> {jax.result_info = "result[1]"}) {
    %0:2 = call @hessenberg(%arg0) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>)
    return %0#0, %0#1 : tensor<2x3x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @hessenberg(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.custom_call @lapack_dgehrd_ffi(%arg0) {mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=2}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x2xf64>, tensor<2xi32>)
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x2xi1>, tensor<2x2xf64>
    %11 = call @triu(%6) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.slice %6 [0:2, 1:3, 0:2] : (tensor<2x3x3xf64>) -> tensor<2x2x2xf64>
    %13 = stablehlo.custom_call @lapack_dorgqr_ffi(%12, %10) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=2, k=2, l=2, m=2, n=2}, custom>} : (tensor<2x2x2xf64>, tensor<2x2xf64>) -> tensor<2x2x2xf64>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x1x1xf64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x1x2xf64>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2x1xf64>
    %17 = call @block(%14, %15, %16, %13) : (tensor<2x1x1xf64>, tensor<2x1x2xf64>, tensor<2x2x1xf64>, tensor<2x2x2xf64>) -> tensor<2x3x3xf64>
    return %11, %17 : tensor<2x3x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @triu(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.select %5, %6, %arg0 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %7 : tensor<2x3x3xf64>
  }
  func.func private @block(%arg0: tensor<2x1x1xf64>, %arg1: tensor<2x1x2xf64>, %arg2: tensor<2x2x1xf64>, %arg3: tensor<2x2x2xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 2 : (tensor<2x1x1xf64>, tensor<2x1x2xf64>) -> tensor<2x1x3xf64>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 2 : (tensor<2x2x1xf64>, tensor<2x2x2xf64>) -> tensor<2x2x3xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x3xf64>, tensor<2x2x3xf64>) -> tensor<2x3x3xf64>
    return %2 : tensor<2x3x3xf64>
  }
}
