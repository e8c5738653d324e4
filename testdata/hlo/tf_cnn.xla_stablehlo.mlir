module @a_inference_f_102__.7 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @max_F32.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add_F32.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<2x8x8x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x10xf32>, %arg6: tensor<10xf32>) -> tensor<2x10xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x6x6x8xf32>
    %2 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<8xf32>) -> tensor<2x6x6x8xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x6x6x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x6x8xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<2x6x6x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = "stablehlo.reduce_window"(%7, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %41 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %41 : tensor<f32>
    }) : (tensor<2x6x6x8xf32>, tensor<f32>) -> tensor<2x3x3x8xf32>
    %9 = stablehlo.convolution(%8, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x3x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x3x3x8xf32>
    %10 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<8xf32>) -> tensor<2x3x3x8xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x3x3x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3x8xf32>
    %15 = stablehlo.maximum %13, %14 : tensor<2x3x3x8xf32>
    %16 = stablehlo.convert %15 : tensor<2x3x3x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.pad %16, %cst_2, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x3x3x8xf32>, tensor<f32>) -> tensor<2x3x3x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = "stablehlo.reduce_window"(%17, %cst_3) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %41 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %41 : tensor<f32>
    }) : (tensor<2x3x3x8xf32>, tensor<f32>) -> tensor<2x1x1x8xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %20 = stablehlo.divide %18, %19 : tensor<2x1x1x8xf32>
    %21 = stablehlo.convert %20 : tensor<2x1x1x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32>
    %23 = stablehlo.dot %22, %arg5, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x10xf32>) -> tensor<2x10xf32>
    %24 = stablehlo.transpose %23, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %25 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x10xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %28 = stablehlo.reshape %27 : (tensor<2xf32>) -> tensor<2x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x1xf32>) -> tensor<2xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<2x10xf32>
    %33 = stablehlo.exponential %32 : tensor<2x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.reshape %34 : (tensor<2xf32>) -> tensor<2x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x1xf32>) -> tensor<2xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %39 = stablehlo.divide %33, %38 : tensor<2x10xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x10xf32>) -> tensor<2x10xf32>
    return %40 : tensor<2x10xf32>
  }
}
