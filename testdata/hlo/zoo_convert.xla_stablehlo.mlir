module @jit_zoo_convert attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @clip.1(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.maximum %3, %arg0 : tensor<8xf32>
    %5 = stablehlo.minimum %1, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<3x2xui16>) -> (tensor<8xi32>, tensor<8xi8>, tensor<8xui8>, tensor<8xf16>, tensor<8xf32>, tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xui32>, tensor<8xi32>, tensor<8xf32>, tensor<8x4xui8>, tensor<3xui32>) {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<-128> : tensor<i32>
    %c_0 = stablehlo.constant dense<127> : tensor<i32>
    %1 = call @clip.1(%arg0, %c, %c_0) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %2 = stablehlo.convert %1 : (tensor<8xf32>) -> tensor<8xi8>
    %3 = stablehlo.abs %arg0 : tensor<8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<255> : tensor<i32>
    %4 = call @clip.1(%3, %c_1, %c_2) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %5 = stablehlo.convert %4 : (tensor<8xf32>) -> tensor<8xui8>
    %6 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xf16>
    %7 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xbf16>
    %8 = stablehlo.convert %7 : (tensor<8xbf16>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.compare NE, %arg0, %9 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %11 = stablehlo.compare GT, %arg0, %9 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %12 = stablehlo.convert %11 : (tensor<8xi1>) -> tensor<8xf32>
    %13 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %14 = stablehlo.convert %13 : (tensor<8xi32>) -> tensor<8xf32>
    %15 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %16 = stablehlo.abs %arg0 : tensor<8xf32>
    %17 = stablehlo.convert %16 : (tensor<8xf32>) -> tensor<8xui32>
    %18 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %19 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %21 = stablehlo.add %19, %20 : tensor<8xi32>
    %22 = stablehlo.bitcast_convert %21 : (tensor<8xi32>) -> tensor<8xf32>
    %23 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8x4xui8>
    %24 = stablehlo.bitcast_convert %arg1 : (tensor<3x2xui16>) -> tensor<3xui32>
    return %0, %2, %5, %6, %8, %10, %12, %14, %15, %17, %18, %22, %23, %24 : tensor<8xi32>, tensor<8xi8>, tensor<8xui8>, tensor<8xf16>, tensor<8xf32>, tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xui32>, tensor<8xi32>, tensor<8xf32>, tensor<8x4xui8>, tensor<3xui32>
  }
}
