module @jit_zoo_concatenate attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x1xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x2xf32>) -> (tensor<2x6xf32>, tensor<4x3xf32>) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x6xf32>
    %1 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    return %0, %1 : tensor<2x6xf32>, tensor<4x3xf32>
  }
}
