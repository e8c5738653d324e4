module @a_inference_f_1283__.2 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @Sum_reduction.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<2x3x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x3x4xf32>) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %cst_0 = stablehlo.constant dense<> : tensor<0xf32>
    %cst_1 = stablehlo.constant dense<> : tensor<0xf32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<4xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %1, %2) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}> : (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
    %3 = stablehlo.multiply %output, %output : tensor<2x3x3x4xf32>
    %4 = stablehlo.convert %3 : tensor<2x3x3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.convert %cst_2 : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.convert %6 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_4 = stablehlo.constant dense<> : tensor<0xf32>
    %cst_5 = stablehlo.constant dense<> : tensor<0xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.reshape %output : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %14 = stablehlo.reshape %batch_mean : (tensor<4xf32>) -> tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.05882359> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.multiply %batch_var, %15 : tensor<4xf32>
    %17 = stablehlo.reshape %16 : (tensor<4xf32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %19 = stablehlo.multiply %18, %output : tensor<2x3x3x4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %21 = stablehlo.multiply %20, %output : tensor<2x3x3x4xf32>
    %22 = stablehlo.add %19, %21 : tensor<2x3x3x4xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%0, %1, %batch_mean, %batch_var, %22) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}> : (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x3x4xf32>) -> (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
    %23 = stablehlo.reshape %grad_operand : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %24 = stablehlo.reshape %grad_scale : (tensor<4xf32>) -> tensor<4xf32>
    %25 = stablehlo.reshape %grad_offset : (tensor<4xf32>) -> tensor<4xf32>
    %26 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<4xf32>
    %27 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<4xf32>
    %28 = "stablehlo.batch_norm_inference"(%0, %1, %2, %26, %27) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}> : (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x3x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    return %13, %14, %17, %23, %24, %25, %29 : tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x3x4xf32>
  }
}
