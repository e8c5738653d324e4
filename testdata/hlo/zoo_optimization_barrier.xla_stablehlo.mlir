module @jit_zoo_optimization_barrier attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4xf32>
    %3:2 = stablehlo.optimization_barrier %0, %2 : tensor<4xf32>, tensor<4xf32>
    %4 = stablehlo.add %3#0, %3#1 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
