module @jit_det attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<complex<f32>> {jax.result_info = "result"}) {
    %0 = call @det(%arg0) : (tensor<3x3xcomplex<f32>>) -> tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }
  func.func private @det(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<complex<f32>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %1 = stablehlo.reshape %0 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %2 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %3 = stablehlo.reshape %2 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %4 = stablehlo.multiply %1, %3 : tensor<complex<f32>>
    %5 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %6 = stablehlo.reshape %5 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %7 = stablehlo.multiply %4, %6 : tensor<complex<f32>>
    %8 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %9 = stablehlo.reshape %8 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %10 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %11 = stablehlo.reshape %10 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %12 = stablehlo.multiply %9, %11 : tensor<complex<f32>>
    %13 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %14 = stablehlo.reshape %13 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %15 = stablehlo.multiply %12, %14 : tensor<complex<f32>>
    %16 = stablehlo.add %7, %15 : tensor<complex<f32>>
    %17 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %18 = stablehlo.reshape %17 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %19 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %20 = stablehlo.reshape %19 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %21 = stablehlo.multiply %18, %20 : tensor<complex<f32>>
    %22 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %23 = stablehlo.reshape %22 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %24 = stablehlo.multiply %21, %23 : tensor<complex<f32>>
    %25 = stablehlo.add %16, %24 : tensor<complex<f32>>
    %26 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %27 = stablehlo.reshape %26 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %28 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %29 = stablehlo.reshape %28 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %30 = stablehlo.multiply %27, %29 : tensor<complex<f32>>
    %31 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %32 = stablehlo.reshape %31 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %33 = stablehlo.multiply %30, %32 : tensor<complex<f32>>
    %34 = stablehlo.subtract %25, %33 : tensor<complex<f32>>
    %35 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %36 = stablehlo.reshape %35 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %37 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %38 = stablehlo.reshape %37 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %39 = stablehlo.multiply %36, %38 : tensor<complex<f32>>
    %40 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %41 = stablehlo.reshape %40 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %42 = stablehlo.multiply %39, %41 : tensor<complex<f32>>
    %43 = stablehlo.subtract %34, %42 : tensor<complex<f32>>
    %44 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %45 = stablehlo.reshape %44 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %46 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %47 = stablehlo.reshape %46 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %48 = stablehlo.multiply %45, %47 : tensor<complex<f32>>
    %49 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %50 = stablehlo.reshape %49 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %51 = stablehlo.multiply %48, %50 : tensor<complex<f32>>
    %52 = stablehlo.subtract %43, %51 : tensor<complex<f32>>
    return %52 : tensor<complex<f32>>
  }
}
