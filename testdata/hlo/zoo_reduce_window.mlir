module @jit_zoo_reduce_window attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x6x7x2xf32>) -> (tensor<1x3x4x2xf32> {jax.result_info = "result[0]"}, tensor<1x4x5x2xf32> {jax.result_info = "result[1]"}, tensor<1x10x6x2xf32> {jax.result_info = "result[2]"}, tensor<1x6x7x2xf32> {jax.result_info = "result[3]"}, tensor<1x6x7x2xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %8 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x3x4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 2, 2, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %8 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x4x5x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%arg0, %4) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %8 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x10x6x2xf32>
    %6 = call @cumsum(%arg0) : (tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32>
    %7 = call @cummax(%arg0) : (tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32>
    return %1, %3, %5, %6, %7 : tensor<1x3x4x2xf32>, tensor<1x4x5x2xf32>, tensor<1x10x6x2xf32>, tensor<1x6x7x2xf32>, tensor<1x6x7x2xf32>
  }
  func.func private @cumsum(%arg0: tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32>
    return %0 : tensor<1x6x7x2xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [5, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 6, 1, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x6x7x2xf32>
    return %1 : tensor<1x6x7x2xf32>
  }
  func.func private @cummax(%arg0: tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [6, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 7, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x6x7x2xf32>
    return %1 : tensor<1x6x7x2xf32>
  }
}
