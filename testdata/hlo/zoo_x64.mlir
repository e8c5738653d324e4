module @jit_zoo_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xi64>, %arg2: tensor<4xui64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<4xi64> {jax.result_info = "result[1]"}, tensor<4xi64> {jax.result_info = "result[2]"}, tensor<4xui64> {jax.result_info = "result[3]"}, tensor<4xui64> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<4xf64> {jax.result_info = "result[6]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.sine %arg0 : tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e-300> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf64>
    %c = stablehlo.constant dense<3> : tensor<i64>
    %3 = call @floor_divide(%arg1, %c) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %c_0 = stablehlo.constant dense<2> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %5 = stablehlo.shift_right_arithmetic %arg1, %4 : tensor<4xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %7 = stablehlo.shift_right_logical %arg2, %6 : tensor<4xui64>
    %c_2 = stablehlo.constant dense<7> : tensor<ui64>
    %8 = call @remainder(%arg2, %c_2) : (tensor<4xui64>, tensor<ui64>) -> tensor<4xui64>
    %9 = stablehlo.convert %arg0 : (tensor<4xf64>) -> tensor<4xf32>
    %10 = stablehlo.convert %arg1 : (tensor<4xi64>) -> tensor<4xf64>
    %11 = stablehlo.convert %arg0 : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
    %12 = call @fft(%11) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %2, %3, %5, %7, %8, %9, %10, %12 : tensor<4xf64>, tensor<4xi64>, tensor<4xi64>, tensor<4xui64>, tensor<4xui64>, tensor<4xf32>, tensor<4xf64>, tensor<4xcomplex<f64>>
  }
  func.func private @floor_divide(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xi64>
    %3 = stablehlo.sign %arg0 : tensor<4xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %11 = stablehlo.and %6, %10 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<4xi64>
    %14 = call @_where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    return %14 : tensor<4xi64>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func private @remainder(%arg0: tensor<4xui64>, %arg1: tensor<ui64>) -> tensor<4xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.compare EQ, %arg1, %c, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %1 = call @_where_0(%0, %c_0, %arg1) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %3 = stablehlo.remainder %arg0, %2 : tensor<4xui64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %5 = stablehlo.compare NE, %3, %4, UNSIGNED : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %7 = stablehlo.compare LT, %3, %6, UNSIGNED : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui64>
    %8 = stablehlo.compare LT, %1, %c_3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %11 = stablehlo.and %10, %5 : tensor<4xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %13 = stablehlo.add %3, %12 : tensor<4xui64>
    %14 = stablehlo.select %11, %13, %3 : tensor<4xi1>, tensor<4xui64>
    return %14 : tensor<4xui64>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<ui64>, %arg2: tensor<ui64>) -> tensor<ui64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui64>
    return %0 : tensor<ui64>
  }
  func.func private @fft(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
}
