module @jit_zoo_shape_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<2x3xi32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2x3x5xf32> {jax.result_info = "result[2]"}, tensor<4x6xf32> {jax.result_info = "result[3]"}, tensor<4x2x3xf32> {jax.result_info = "result[4]"}, tensor<2x3x4xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %1 = stablehlo.iota dim = 0 : tensor<3x2xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:3, 0:1] : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<3xf32>) -> tensor<2x3x5xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
    %6 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %7 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<2x3x4xf32>
    return %0, %1, %4, %5, %6, %7 : tensor<2x3xi32>, tensor<3x2xf32>, tensor<2x3x5xf32>, tensor<4x6xf32>, tensor<4x2x3xf32>, tensor<2x3x4xf32>
  }
}
