module @jit_zoo_binary_float attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3x4xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<3x4xf32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<3x4xf32>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<3x4xf32>
    %4 = stablehlo.maximum %arg0, %arg1 : tensor<3x4xf32>
    %5 = stablehlo.minimum %arg0, %arg1 : tensor<3x4xf32>
    %6 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %7 = stablehlo.power %6, %arg1 : tensor<3x4xf32>
    %8 = stablehlo.atan2 %arg0, %arg1 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<3x4xf32>
    %11 = stablehlo.remainder %10, %arg1 : tensor<3x4xf32>
    return %0, %1, %2, %3, %4, %5, %7, %8, %11 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}
