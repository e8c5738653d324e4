module @jit_zoo_rng attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<4x3xf32> {
    %c = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %c_0 = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
    %0 = stablehlo.rng %arg0, %arg1, %c_0, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
