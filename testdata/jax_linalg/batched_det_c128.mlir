module @jit_det attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xcomplex<f64>>) -> (tensor<2xcomplex<f64>> {jax.result_info = "result"}) {
    %0 = call @det(%arg0) : (tensor<2x3x3xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    return %0 : tensor<2xcomplex<f64>>
  }
  func.func private @det(%arg0: tensor<2x3x3xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:2, 0:1, 0:1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %1 = stablehlo.reshape %0 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %2 = stablehlo.slice %arg0 [0:2, 1:2, 1:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %3 = stablehlo.reshape %2 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %4 = stablehlo.multiply %1, %3 : tensor<2xcomplex<f64>>
    %5 = stablehlo.slice %arg0 [0:2, 2:3, 2:3] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %6 = stablehlo.reshape %5 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %7 = stablehlo.multiply %4, %6 : tensor<2xcomplex<f64>>
    %8 = stablehlo.slice %arg0 [0:2, 0:1, 1:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %9 = stablehlo.reshape %8 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %10 = stablehlo.slice %arg0 [0:2, 1:2, 2:3] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %11 = stablehlo.reshape %10 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %12 = stablehlo.multiply %9, %11 : tensor<2xcomplex<f64>>
    %13 = stablehlo.slice %arg0 [0:2, 2:3, 0:1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %14 = stablehlo.reshape %13 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %15 = stablehlo.multiply %12, %14 : tensor<2xcomplex<f64>>
    %16 = stablehlo.add %7, %15 : tensor<2xcomplex<f64>>
    %17 = stablehlo.slice %arg0 [0:2, 0:1, 2:3] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %18 = stablehlo.reshape %17 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %19 = stablehlo.slice %arg0 [0:2, 1:2, 0:1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %20 = stablehlo.reshape %19 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %21 = stablehlo.multiply %18, %20 : tensor<2xcomplex<f64>>
    %22 = stablehlo.slice %arg0 [0:2, 2:3, 1:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %23 = stablehlo.reshape %22 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %24 = stablehlo.multiply %21, %23 : tensor<2xcomplex<f64>>
    %25 = stablehlo.add %16, %24 : tensor<2xcomplex<f64>>
    %26 = stablehlo.slice %arg0 [0:2, 0:1, 2:3] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %27 = stablehlo.reshape %26 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %28 = stablehlo.slice %arg0 [0:2, 1:2, 1:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %29 = stablehlo.reshape %28 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %30 = stablehlo.multiply %27, %29 : tensor<2xcomplex<f64>>
    %31 = stablehlo.slice %arg0 [0:2, 2:3, 0:1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %32 = stablehlo.reshape %31 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %33 = stablehlo.multiply %30, %32 : tensor<2xcomplex<f64>>
    %34 = stablehlo.subtract %25, %33 : tensor<2xcomplex<f64>>
    %35 = stablehlo.slice %arg0 [0:2, 0:1, 0:1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %36 = stablehlo.reshape %35 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %37 = stablehlo.slice %arg0 [0:2, 1:2, 2:3] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %38 = stablehlo.reshape %37 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %39 = stablehlo.multiply %36, %38 : tensor<2xcomplex<f64>>
    %40 = stablehlo.slice %arg0 [0:2, 2:3, 1:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %41 = stablehlo.reshape %40 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %42 = stablehlo.multiply %39, %41 : tensor<2xcomplex<f64>>
    %43 = stablehlo.subtract %34, %42 : tensor<2xcomplex<f64>>
    %44 = stablehlo.slice %arg0 [0:2, 0:1, 1:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %45 = stablehlo.reshape %44 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %46 = stablehlo.slice %arg0 [0:2, 1:2, 0:1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %47 = stablehlo.reshape %46 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %48 = stablehlo.multiply %45, %47 : tensor<2xcomplex<f64>>
    %49 = stablehlo.slice %arg0 [0:2, 2:3, 2:3] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x1x1xcomplex<f64>>
    %50 = stablehlo.reshape %49 : (tensor<2x1x1xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %51 = stablehlo.multiply %48, %50 : tensor<2xcomplex<f64>>
    %52 = stablehlo.subtract %43, %51 : tensor<2xcomplex<f64>>
    return %52 : tensor<2xcomplex<f64>>
  }
}
