module @jit_zoo_unary_int attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xi32>, %arg1: tensor<8xui8>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>) {
    %0 = stablehlo.popcnt %arg0 : tensor<8xi32>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<8xi32>
    %2 = stablehlo.not %arg0 : tensor<8xi32>
    %3 = stablehlo.abs %arg0 : tensor<8xi32>
    %4 = stablehlo.negate %arg0 : tensor<8xi32>
    %5 = stablehlo.sign %arg0 : tensor<8xi32>
    %6 = stablehlo.popcnt %arg1 : tensor<8xui8>
    %7 = stablehlo.count_leading_zeros %arg1 : tensor<8xui8>
    %8 = stablehlo.not %arg1 : tensor<8xui8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>
  }
}
