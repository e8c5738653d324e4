module @jit_zoo_x64 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_where.1(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func private @floor_divide.2(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.sign %arg0 : tensor<4xi64>
    %1 = stablehlo.sign %arg1 : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %3 = stablehlo.compare NE, %0, %2 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %5 = stablehlo.remainder %arg0, %4 : tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %7 = stablehlo.compare NE, %5, %6 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %8 = stablehlo.and %3, %7 : tensor<4xi1>
    %9 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %10 = stablehlo.divide %arg0, %9 : tensor<4xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %12 = stablehlo.subtract %10, %11 : tensor<4xi64>
    %13 = call @_where.1(%8, %12, %10) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    return %13 : tensor<4xi64>
  }
  func.func private @_where_0.3(%arg0: tensor<i1>, %arg1: tensor<ui64>, %arg2: tensor<ui64>) -> tensor<ui64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui64>
    return %0 : tensor<ui64>
  }
  func.func private @remainder.4(%arg0: tensor<4xui64>, %arg1: tensor<ui64>) -> tensor<4xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.compare EQ, %arg1, %c : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %1 = call @_where_0.3(%0, %c_0, %arg1) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %3 = stablehlo.remainder %arg0, %2 : tensor<4xui64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %5 = stablehlo.compare LT, %3, %4 : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xi1>
    %6 = stablehlo.compare LT, %1, %c : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %8 = stablehlo.compare NE, %5, %7 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %9 = stablehlo.compare NE, %3, %4 : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xi1>
    %10 = stablehlo.and %8, %9 : tensor<4xi1>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %12 = stablehlo.add %3, %11 : tensor<4xui64>
    %13 = stablehlo.select %10, %12, %3 : tensor<4xi1>, tensor<4xui64>
    return %13 : tensor<4xui64>
  }
  func.func private @fft.5(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
  func.func @main(%arg0: tensor<4xf64>, %arg1: tensor<4xi64>, %arg2: tensor<4xui64>) -> (tensor<4xf64>, tensor<4xi64>, tensor<4xi64>, tensor<4xui64>, tensor<4xui64>, tensor<4xf32>, tensor<4xf64>, tensor<4xcomplex<f64>>) {
    %0 = stablehlo.sine %arg0 : tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e-300> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf64>
    %c = stablehlo.constant dense<3> : tensor<i64>
    %3 = call @floor_divide.2(%arg1, %c) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %c_0 = stablehlo.constant dense<2> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %5 = stablehlo.shift_right_arithmetic %arg1, %4 : tensor<4xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %7 = stablehlo.shift_right_logical %arg2, %6 : tensor<4xui64>
    %c_2 = stablehlo.constant dense<7> : tensor<ui64>
    %8 = call @remainder.4(%arg2, %c_2) : (tensor<4xui64>, tensor<ui64>) -> tensor<4xui64>
    %9 = stablehlo.convert %arg0 : (tensor<4xf64>) -> tensor<4xf32>
    %10 = stablehlo.convert %arg1 : (tensor<4xi64>) -> tensor<4xf64>
    %11 = stablehlo.convert %arg0 : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
    %12 = call @fft.5(%11) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    return %2, %3, %5, %7, %8, %9, %10, %12 : tensor<4xf64>, tensor<4xi64>, tensor<4xi64>, tensor<4xui64>, tensor<4xui64>, tensor<4xf32>, tensor<4xf64>, tensor<4xcomplex<f64>>
  }
}
