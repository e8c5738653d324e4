module @jit_zoo_rng attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %0 = stablehlo.rng %arg0, %arg1, %c, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
