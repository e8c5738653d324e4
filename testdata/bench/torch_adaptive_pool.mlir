module @IrToHlo.76 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x4x12x12xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<12x12xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst_1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 3, 3>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x4x12x12xf32>, tensor<f32>) -> tensor<1x4x4x4xf32>
    %1 = "stablehlo.reduce_window"(%arg0, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 3, 3>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x4x12x12xf32>, tensor<f32>) -> tensor<1x4x4x4xf32>
    %2 = "stablehlo.reduce_window"(%cst, %cst_0) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 3, 3>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<12x12xf32>, tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<4x4xf32>) -> tensor<1x4x4x4xf32>
    %4 = stablehlo.divide %1, %3 : tensor<1x4x4x4xf32>
    return %4, %0 : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>
  }
}
