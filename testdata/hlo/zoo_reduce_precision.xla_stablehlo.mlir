module @jit_zoo_reduce_precision attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<10xf32>
    %1 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<10xf32>
    %2 = stablehlo.reduce_precision %arg0, format = e2m1 : tensor<10xf32>
    return %0, %1, %2 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
}
