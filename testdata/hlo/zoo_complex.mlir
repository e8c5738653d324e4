module @jit_zoo_complex attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<5xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = stablehlo.add %0, %1 : tensor<5xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %4 = stablehlo.imag %2 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %5 = stablehlo.negate %4 : tensor<5xf32>
    %6 = stablehlo.complex %3, %5 : tensor<5xcomplex<f32>>
    %7 = stablehlo.multiply %0, %6 : tensor<5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %9 = stablehlo.add %0, %8 : tensor<5xcomplex<f32>>
    %10 = stablehlo.divide %7, %9 : tensor<5xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %12 = stablehlo.imag %10 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %13 = stablehlo.real %0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %14 = stablehlo.imag %0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %15 = stablehlo.abs %13 : tensor<5xf32>
    %16 = stablehlo.abs %14 : tensor<5xf32>
    %17 = stablehlo.maximum %15, %16 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.compare GE, %17, %18, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_2 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.compare LE, %17, %20, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_3 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %25 = stablehlo.multiply %13, %22 : tensor<5xf32>
    %26 = stablehlo.multiply %13, %23 : tensor<5xf32>
    %27 = stablehlo.select %21, %26, %13 : tensor<5xi1>, tensor<5xf32>
    %28 = stablehlo.select %19, %25, %27 : tensor<5xi1>, tensor<5xf32>
    %29 = stablehlo.multiply %14, %22 : tensor<5xf32>
    %30 = stablehlo.multiply %14, %23 : tensor<5xf32>
    %31 = stablehlo.select %21, %30, %14 : tensor<5xi1>, tensor<5xf32>
    %32 = stablehlo.select %19, %29, %31 : tensor<5xi1>, tensor<5xf32>
    %33 = stablehlo.select %21, %22, %24 : tensor<5xi1>, tensor<5xf32>
    %34 = stablehlo.select %19, %23, %33 : tensor<5xi1>, tensor<5xf32>
    %35 = chlo.square %28 : tensor<5xf32> -> tensor<5xf32>
    %36 = chlo.square %32 : tensor<5xf32> -> tensor<5xf32>
    %37 = stablehlo.add %35, %36 : tensor<5xf32>
    %38 = stablehlo.sqrt %37 : tensor<5xf32>
    %39 = stablehlo.multiply %38, %34 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %41 = stablehlo.compare EQ, %15, %40, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %42 = stablehlo.compare EQ, %16, %40, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %43 = stablehlo.or %41, %42 : tensor<5xi1>
    %44 = stablehlo.select %43, %40, %39 : tensor<5xi1>, tensor<5xf32>
    %45 = stablehlo.divide %28, %38 : tensor<5xf32>
    %46 = stablehlo.divide %32, %38 : tensor<5xf32>
    %47 = stablehlo.exponential %0 : tensor<5xcomplex<f32>>
    %48 = stablehlo.sqrt %0 : tensor<5xcomplex<f32>>
    return %11, %12, %44, %47, %48, %0 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  }
}
