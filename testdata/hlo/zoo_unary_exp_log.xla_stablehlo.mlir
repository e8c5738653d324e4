module @jit_zoo_unary_exp_log attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.exponential %arg0 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x4xf32>
    %3 = stablehlo.exponential_minus_one %2 : tensor<3x4xf32>
    %4 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x4xf32>
    %7 = stablehlo.log %6 : tensor<3x4xf32>
    %8 = stablehlo.multiply %arg0, %1 : tensor<3x4xf32>
    %9 = stablehlo.log_plus_one %8 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.negate %arg0 : tensor<3x4xf32>
    %12 = stablehlo.exponential %11 : tensor<3x4xf32>
    %13 = stablehlo.add %12, %10 : tensor<3x4xf32>
    %14 = stablehlo.divide %10, %13 : tensor<3x4xf32>
    %15 = stablehlo.tanh %arg0 : tensor<3x4xf32>
    return %0, %3, %7, %9, %14, %15 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
