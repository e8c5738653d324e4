module @jit_zoo_unary_exp_log attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x4xf32>
    %3 = stablehlo.exponential_minus_one %2 : tensor<3x4xf32>
    %4 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x4xf32>
    %7 = stablehlo.log %6 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<3x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x4xf32>
    %11 = stablehlo.negate %arg0 : tensor<3x4xf32>
    %12 = stablehlo.exponential %11 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %14 = stablehlo.add %13, %12 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %16 = stablehlo.divide %15, %14 : tensor<3x4xf32>
    %17 = stablehlo.tanh %arg0 : tensor<3x4xf32>
    return %0, %3, %7, %10, %16, %17 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
