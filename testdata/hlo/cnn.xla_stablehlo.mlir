module @jit_cnn attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @relu.1(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x8xf32>
    return %1 : tensor<2x8x8x8xf32>
  }
  func.func private @region_0.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @relu_0.3(%arg0: tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x8xf32>
    return %1 : tensor<2x4x4x8xf32>
  }
  func.func private @region_1.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax.7(%arg0: tensor<2x10xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<2xf32>
    %3 = stablehlo.reshape %2 : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xf32>) -> tensor<2xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x10xf32>
    %8 = stablehlo.exponential %7 : tensor<2x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.reshape %9 : (tensor<2xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.log %10 : tensor<2x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x1xf32>) -> tensor<2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %15 = stablehlo.subtract %7, %14 : tensor<2x10xf32>
    return %15 : tensor<2x10xf32>
  }
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x8x8xf32>, %arg4: tensor<10xf32>, %arg5: tensor<32x10xf32>, %arg6: tensor<2x8x8x3xf32>) -> tensor<2x10xf32> {
    %0 = stablehlo.convolution(%arg6, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.add %0, %4 : tensor<2x8x8x8xf32>
    %6 = call @relu.1(%5) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = "stablehlo.reduce_window"(%6, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %26 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x4x4x8xf32>
    %8 = stablehlo.convolution(%7, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %9 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %13 = stablehlo.add %8, %12 : tensor<2x4x4x8xf32>
    %14 = call @relu_0.3(%13) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = "stablehlo.reduce_window"(%14, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %26 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x2x2x8xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2x2x8xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x2x2x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x2x2x8xf32>) -> tensor<2x32xf32>
    %19 = stablehlo.dot %18, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %20 = stablehlo.reshape %arg4 : (tensor<10xf32>) -> tensor<1x10xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<1x10xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x10xf32>) -> tensor<10xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %24 = stablehlo.add %19, %23 : tensor<2x10xf32>
    %25 = call @log_softmax.7(%24) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    return %25 : tensor<2x10xf32>
  }
}
