module @jit_zoo_top_k attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x6xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>) {
    %values, %indices = mhlo.topk(%arg0, k = 3) : tensor<3x6xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
    return %values, %indices : tensor<3x3xf32>, tensor<3x3xi32>
  }
}
