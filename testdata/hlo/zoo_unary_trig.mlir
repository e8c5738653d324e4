module @jit_zoo_unary_trig attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}, tensor<3x4xf32> {jax.result_info = "result[6]"}, tensor<3x4xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.sine %arg0 : tensor<3x4xf32>
    %1 = stablehlo.cosine %arg0 : tensor<3x4xf32>
    %2 = stablehlo.tan %arg0 : tensor<3x4xf32>
    %3 = stablehlo.atan2 %arg0, %arg1 : tensor<3x4xf32>
    %4 = chlo.atan %arg0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.subtract %5, %arg0 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %8 = stablehlo.add %7, %arg0 : tensor<3x4xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<3x4xf32>
    %10 = stablehlo.sqrt %9 : tensor<3x4xf32>
    %11 = stablehlo.atan2 %arg0, %10 : tensor<3x4xf32>
    %12 = chlo.acos %arg0 : tensor<3x4xf32> -> tensor<3x4xf32>
    %13 = chlo.sinh %arg0 : tensor<3x4xf32> -> tensor<3x4xf32>
    return %0, %1, %2, %3, %4, %11, %12, %13 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
