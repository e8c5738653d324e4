module @IrToHlo.47 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
    %0 = stablehlo.composite "aten.avg_pool2d.default" %arg0 {composite_attributes = {kernel_size = 2 : i64, stride = 2 : i64}, decomposition = @aten.avg_pool2d.default.impl} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
    %1 = stablehlo.composite "aten.gelu.default" %0 {composite_attributes = {approximate = "none"}, decomposition = @aten.gelu.default.impl} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    return %1 : tensor<1x2x2x2xf32>
  }
  func.func private @aten.avg_pool2d.default.impl(%arg0: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x2x2xf32>
    %1 = "stablehlo.reduce_window"(%cst, %cst_0) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<2x2xf32>) -> tensor<1x2x2x2xf32>
    %3 = stablehlo.divide %0, %2 : tensor<1x2x2x2xf32>
    return %3 : tensor<1x2x2x2xf32>
  }
  func.func private @aten.gelu.default.impl(%arg0: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x2x2x2xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<1x2x2x2xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x2x2xf32>
    %0 = stablehlo.multiply %arg0, %cst_1 : tensor<1x2x2x2xf32>
    %1 = stablehlo.multiply %arg0, %cst_0 : tensor<1x2x2x2xf32>
    %2 = stablehlo.custom_call @mhlo.erf(%1) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %3 = stablehlo.add %2, %cst : tensor<1x2x2x2xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<1x2x2x2xf32>
    return %4 : tensor<1x2x2x2xf32>
  }
}
