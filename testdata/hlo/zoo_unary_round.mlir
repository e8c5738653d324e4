module @jit_zoo_unary_round attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.floor %arg0 : tensor<10xf32>
    %1 = stablehlo.ceil %arg0 : tensor<10xf32>
    %2 = call @round(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    %3 = stablehlo.round_nearest_afz %arg0 : tensor<10xf32>
    %4 = stablehlo.sign %arg0 : tensor<10xf32>
    %5 = stablehlo.abs %arg0 : tensor<10xf32>
    %6 = stablehlo.negate %arg0 : tensor<10xf32>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @round(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<10xf32>
    return %0 : tensor<10xf32>
  }
}
