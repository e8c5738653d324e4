module @jit_zoo_unary_roots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32> {jax.result_info = "result[0]"}, tensor<2x5xf32> {jax.result_info = "result[1]"}, tensor<2x5xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.abs %arg0 : tensor<2x5xf32>
    %1 = stablehlo.sqrt %0 : tensor<2x5xf32>
    %2 = stablehlo.abs %arg0 : tensor<2x5xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x5xf32>
    %5 = stablehlo.rsqrt %4 : tensor<2x5xf32>
    %6 = stablehlo.cbrt %arg0 : tensor<2x5xf32>
    return %1, %5, %6 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>
  }
}
