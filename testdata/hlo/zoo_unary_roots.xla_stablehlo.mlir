module @jit_zoo_unary_roots attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>) {
    %0 = stablehlo.abs %arg0 : tensor<2x5xf32>
    %1 = stablehlo.sqrt %0 : tensor<2x5xf32>
    %2 = stablehlo.abs %arg0 : tensor<2x5xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x5xf32>
    %5 = stablehlo.rsqrt %4 : tensor<2x5xf32>
    %6 = stablehlo.cbrt %arg0 : tensor<2x5xf32>
    return %1, %5, %6 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>
  }
}
