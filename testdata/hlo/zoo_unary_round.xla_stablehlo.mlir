module @jit_zoo_unary_round attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @round.1(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func @main(%arg0: tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) {
    %0 = stablehlo.floor %arg0 : tensor<10xf32>
    %1 = stablehlo.ceil %arg0 : tensor<10xf32>
    %2 = call @round.1(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    %3 = stablehlo.round_nearest_afz %arg0 : tensor<10xf32>
    %4 = stablehlo.sign %arg0 : tensor<10xf32>
    %5 = stablehlo.abs %arg0 : tensor<10xf32>
    %6 = stablehlo.negate %arg0 : tensor<10xf32>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
}
