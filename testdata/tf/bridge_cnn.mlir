module {
  func.func @__inference_pruned_2659(%arg0: tensor<?x8x8x2xf32>) -> tensor<?x4xf32> attributes {allow_soft_placement = false} {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<[[0.465887785, 0.124961615, -0.453021437, 0.0477135777], [0.272293687, -0.389819026, -0.407797933, -0.223132312], [0.755563855, 0.0239872336, 6.566620e-01, -0.706550837]]> : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<[[[[-0.222273663, 0.302076221, 0.0934126079], [-0.118432954, -0.273900717, 0.116188169]], [[0.330797315, 0.211595535, -0.025531888], [-0.274770856, 0.150050044, -0.357737631]], [[-0.101252198, -0.0189181864, -0.217068806], [0.019434154, 0.0581590235, 0.140150726]]], [[[0.326637685, 0.150505424, -0.241473019], [-0.0691909492, 0.151944697, -0.173080489]], [[-0.35985896, 0.179873049, 0.235716283], [0.00518587232, -0.185294837, 0.00952276587]], [[-0.162248805, 0.290757239, -0.185141444], [0.0226805508, -0.0914811491, 0.0035482347]]], [[[-0.17771399, 1.743800e-01, 0.0136886835], [-0.243992582, -0.266476303, -0.204083815]], [[0.131205946, 0.0702580214, -0.0605513751], [0.0233660638, -0.191143841, 0.35943675]], [[-0.19814384, 0.21456039, 0.187421262], [-0.00587695837, 0.178682864, -0.137308389]]]]> : tensor<3x3x2x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
    %0 = stablehlo.convolution(%arg0, %cst_4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<?x8x8x2xf32>, tensor<3x3x2x3xf32>) -> tensor<?x6x6x3xf32>
    %1 = shape.shape_of %0 : tensor<?x6x6x3xf32> -> tensor<4xindex>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst_5, %1, dims = [3] : (tensor<3xf32>, tensor<4xindex>) -> tensor<?x6x6x3xf32>
    %3 = stablehlo.add %0, %2 : tensor<?x6x6x3xf32>
    %4 = shape.shape_of %3 : tensor<?x6x6x3xf32> -> tensor<4xindex>
    %5 = stablehlo.dynamic_broadcast_in_dim %cst_1, %4, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x6x6x3xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<?x6x6x3xf32>
    %7 = "stablehlo.reduce_window"(%6, %cst_1) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %16 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<?x6x6x3xf32>, tensor<f32>) -> tensor<?x3x3x3xf32>
    %8 = shape.shape_of %7 : tensor<?x3x3x3xf32> -> tensor<4xindex>
    %9 = stablehlo.dynamic_broadcast_in_dim %cst_0, %8, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x3x3x3xf32>
    %10 = stablehlo.divide %7, %9 : tensor<?x3x3x3xf32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<?x3x3x3xf32>, tensor<f32>) -> tensor<?x3xf32>
    %12 = stablehlo.dot %11, %cst_2, precision = [DEFAULT, DEFAULT] : (tensor<?x3xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
    %13 = shape.shape_of %12 : tensor<?x4xf32> -> tensor<2xindex>
    %14 = stablehlo.dynamic_broadcast_in_dim %cst_3, %13, dims = [1] : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %15 = stablehlo.add %12, %14 : tensor<?x4xf32>
    return %15 : tensor<?x4xf32>
  }
}
