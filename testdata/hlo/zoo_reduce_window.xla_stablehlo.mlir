module @jit_zoo_reduce_window attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @cumsum_0.5(%arg0: tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [5, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 6, 1, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x6x7x2xf32>
    return %0 : tensor<1x6x7x2xf32>
  }
  func.func private @cumsum.6(%arg0: tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32> {
    %0 = call @cumsum_0.5(%arg0) : (tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32>
    return %0 : tensor<1x6x7x2xf32>
  }
  func.func private @region_4.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @cummax.8(%arg0: tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [6, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 7, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x6x7x2xf32>
    return %0 : tensor<1x6x7x2xf32>
  }
  func.func @main(%arg0: tensor<1x6x7x2xf32>) -> (tensor<1x3x4x2xf32>, tensor<1x4x5x2xf32>, tensor<1x10x6x2xf32>, tensor<1x6x7x2xf32>, tensor<1x6x7x2xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x3x4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 2, 2, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x4x5x2xf32>
    %2 = "stablehlo.reduce_window"(%arg0, %cst_0) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x6x7x2xf32>, tensor<f32>) -> tensor<1x10x6x2xf32>
    %3 = call @cumsum.6(%arg0) : (tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32>
    %4 = call @cummax.8(%arg0) : (tensor<1x6x7x2xf32>) -> tensor<1x6x7x2xf32>
    return %0, %1, %2, %3, %4 : tensor<1x3x4x2xf32>, tensor<1x4x5x2xf32>, tensor<1x10x6x2xf32>, tensor<1x6x7x2xf32>, tensor<1x6x7x2xf32>
  }
}
