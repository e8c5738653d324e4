module @jit_zoo_binary_float attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}, tensor<3x4xf32> {jax.result_info = "result[6]"}, tensor<3x4xf32> {jax.result_info = "result[7]"}, tensor<3x4xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3x4xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<3x4xf32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<3x4xf32>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<3x4xf32>
    %4 = stablehlo.maximum %arg0, %arg1 : tensor<3x4xf32>
    %5 = stablehlo.minimum %arg0, %arg1 : tensor<3x4xf32>
    %6 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %7 = stablehlo.power %6, %arg1 : tensor<3x4xf32>
    %8 = stablehlo.atan2 %arg0, %arg1 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<3x4xf32>
    %11 = stablehlo.remainder %10, %arg1 : tensor<3x4xf32>
    return %0, %1, %2, %3, %4, %5, %7, %8, %11 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
