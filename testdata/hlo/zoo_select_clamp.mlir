module @jit_zoo_select_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<i1>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xi32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %2 = call @_where(%1, %arg0, %arg1) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i1>) -> tensor<3x4xi1>
    %4 = stablehlo.select %3, %arg0, %arg2 : tensor<3x4xi1>, tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.clamp %5, %arg0, %6 : tensor<3x4xf32>
    %8 = stablehlo.clamp %arg1, %arg0, %arg2 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<3x4xf32>
    %11 = stablehlo.convert %10 : (tensor<3x4xf32>) -> tensor<3x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %14 = stablehlo.clamp %12, %11, %13 : tensor<3x4xi32>
    return %2, %4, %7, %8, %14 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi32>
  }
  func.func private @_where(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x4xi1>, tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
