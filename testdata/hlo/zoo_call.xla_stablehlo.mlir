module @jit_zoo_call attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_lambda_.1(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.sine %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
  func.func private @my.scaled_tanh.2(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
  func.func @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = call @_lambda_.1(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x3xf32>
    %3 = call @_lambda_.1(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x3xf32>
    %5 = stablehlo.composite "my.scaled_tanh" %arg0 {composite_attributes = {scale = 2.000000e+00 : f64}, decomposition = @my.scaled_tanh.2} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>
  }
  func.func private @my.scaled_tanh.4(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
}
