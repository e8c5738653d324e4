module @jit_zoo_unary_trig attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<3x4xf32>
    %1 = stablehlo.cosine %arg0 : tensor<3x4xf32>
    %2 = stablehlo.tan %arg0 : tensor<3x4xf32>
    %3 = stablehlo.atan2 %arg0, %arg1 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.atan2 %arg0, %4 : tensor<3x4xf32>
    %6 = stablehlo.subtract %4, %arg0 : tensor<3x4xf32>
    %7 = stablehlo.add %arg0, %4 : tensor<3x4xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<3x4xf32>
    %9 = stablehlo.sqrt %8 : tensor<3x4xf32>
    %10 = stablehlo.atan2 %arg0, %9 : tensor<3x4xf32>
    %11 = stablehlo.subtract %4, %arg0 : tensor<3x4xf32>
    %12 = stablehlo.add %arg0, %4 : tensor<3x4xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<3x4xf32>
    %14 = stablehlo.sqrt %13 : tensor<3x4xf32>
    %15 = stablehlo.atan2 %14, %arg0 : tensor<3x4xf32>
    %16 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %17 = stablehlo.compare LT, %16, %4 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %18 = stablehlo.exponential_minus_one %arg0 : tensor<3x4xf32>
    %19 = stablehlo.add %18, %4 : tensor<3x4xf32>
    %20 = stablehlo.divide %18, %19 : tensor<3x4xf32>
    %21 = stablehlo.add %18, %20 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<-0.693147182> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %25 = stablehlo.add %arg0, %24 : tensor<3x4xf32>
    %26 = stablehlo.exponential %25 : tensor<3x4xf32>
    %27 = stablehlo.subtract %24, %arg0 : tensor<3x4xf32>
    %28 = stablehlo.exponential %27 : tensor<3x4xf32>
    %29 = stablehlo.subtract %26, %28 : tensor<3x4xf32>
    %30 = stablehlo.select %17, %23, %29 : tensor<3x4xi1>, tensor<3x4xf32>
    return %0, %1, %2, %3, %5, %10, %15, %30 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
