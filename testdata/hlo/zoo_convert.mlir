module @jit_zoo_convert attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x2xui16>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi8> {jax.result_info = "result[1]"}, tensor<8xui8> {jax.result_info = "result[2]"}, tensor<8xf16> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<8xui32> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}, tensor<8x4xui8> {jax.result_info = "result[12]"}, tensor<3xui32> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<-128> : tensor<i32>
    %c_0 = stablehlo.constant dense<127> : tensor<i32>
    %1 = call @clip(%arg0, %c, %c_0) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %2 = stablehlo.convert %1 : (tensor<8xf32>) -> tensor<8xi8>
    %3 = stablehlo.abs %arg0 : tensor<8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<255> : tensor<i32>
    %4 = call @clip(%3, %c_1, %c_2) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %5 = stablehlo.convert %4 : (tensor<8xf32>) -> tensor<8xui8>
    %6 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xf16>
    %7 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xbf16>
    %8 = stablehlo.convert %7 : (tensor<8xbf16>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.compare NE, %arg0, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare GT, %arg0, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %13 = stablehlo.convert %12 : (tensor<8xi1>) -> tensor<8xf32>
    %14 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %15 = stablehlo.convert %14 : (tensor<8xi32>) -> tensor<8xf32>
    %16 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %17 = stablehlo.abs %arg0 : tensor<8xf32>
    %18 = stablehlo.convert %17 : (tensor<8xf32>) -> tensor<8xui32>
    %19 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %20 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %22 = stablehlo.add %20, %21 : tensor<8xi32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<8xi32>) -> tensor<8xf32>
    %24 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8x4xui8>
    %25 = stablehlo.bitcast_convert %arg1 : (tensor<3x2xui16>) -> tensor<3xui32>
    return %0, %2, %5, %6, %8, %10, %13, %15, %16, %18, %19, %23, %24, %25 : tensor<8xi32>, tensor<8xi8>, tensor<8xui8>, tensor<8xf16>, tensor<8xf32>, tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xui32>, tensor<8xi32>, tensor<8xf32>, tensor<8x4xui8>, tensor<3xui32>
  }
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
}
