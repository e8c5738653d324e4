module @jit_zoo_unary_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xui8>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}, tensor<8xi32> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xi32> {jax.result_info = "result[5]"}, tensor<8xui8> {jax.result_info = "result[6]"}, tensor<8xui8> {jax.result_info = "result[7]"}, tensor<8xui8> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<8xi32>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<8xi32>
    %2 = stablehlo.not %arg0 : tensor<8xi32>
    %3 = stablehlo.abs %arg0 : tensor<8xi32>
    %4 = stablehlo.negate %arg0 : tensor<8xi32>
    %5 = stablehlo.sign %arg0 : tensor<8xi32>
    %6 = stablehlo.popcnt %arg1 : tensor<8xui8>
    %7 = stablehlo.count_leading_zeros %arg1 : tensor<8xui8>
    %8 = stablehlo.not %arg1 : tensor<8xui8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>
  }
}
