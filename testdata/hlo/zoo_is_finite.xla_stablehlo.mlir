module @jit_zoo_is_finite attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @isinf.1(%arg0: tensor<8xf32>) -> tensor<8xi1> {
    %0 = stablehlo.abs %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.compare EQ, %0, %1 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    return %2 : tensor<8xi1>
  }
  func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>) {
    %0 = stablehlo.is_finite %arg0 : (tensor<8xf32>) -> tensor<8xi1>
    %1 = stablehlo.compare NE, %arg0, %arg0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %2 = call @isinf.1(%arg0) : (tensor<8xf32>) -> tensor<8xi1>
    return %0, %1, %2 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
  }
}
