module {
  func.func public @main(%arg0: tensor<6x3x3x3xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<6x1x3x3xf32>, %arg5: tensor<6xf32>, %arg6: tensor<4x6xf32>, %arg7: tensor<4xf32>, %arg8: tensor<6xf32>, %arg9: tensor<6xf32>, %arg10: tensor<i64>, %arg11: tensor<2x3x8x8xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.convolution(%arg11, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<6x3x3x3xf32>) -> tensor<2x6x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<2x6x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x6x8x8xf32>
    %3 = "stablehlo.batch_norm_inference"(%2, %arg2, %arg3, %arg8, %arg9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x6x8x8xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_aten_relu_0_e5946906(%3) : (tensor<2x6x8x8xf32>) -> tensor<2x6x8x8xf32>
    %5:2 = call @_aten_max_pool2d_with_indices_1_c05c8ede(%4) : (tensor<2x6x8x8xf32>) -> (tensor<2x6x4x4xf32>, tensor<2x6x4x4xi64>)
    %6 = stablehlo.convolution(%5#0, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64} : (tensor<2x6x4x4xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<6xf32>) -> tensor<2x6x1x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x6x1x1xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %9 = call @jax_lowering_2_7dab7b2e(%8, %c) : (tensor<2x6x1x1xf32>, tensor<i32>) -> tensor<2x6x1x1xf32>
    %10 = call @_aten_clamp_3_6934f917(%9) : (tensor<2x6x1x1xf32>) -> tensor<2x6x1x1xf32>
    %11 = call @_aten_clamp_4_203f1c5d(%10) : (tensor<2x6x1x1xf32>) -> tensor<2x6x1x1xf32>
    %12 = call @jax_lowering_5_a8e46e34(%8, %11) : (tensor<2x6x1x1xf32>, tensor<2x6x1x1xf32>) -> tensor<2x6x1x1xf32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %13 = call @jax_lowering_6_c70528f3(%12, %c_1) : (tensor<2x6x1x1xf32>, tensor<i32>) -> tensor<2x6x1x1xf32>
    %14 = call @_aten_mean_7_ed138e41(%13) : (tensor<2x6x1x1xf32>) -> tensor<2x6x1x1xf32>
    %15 = call @_aten_unsafe_view_8_d7121391(%14) : (tensor<2x6x1x1xf32>) -> tensor<2x6xf32>
    %16 = call @permute_9_4a95f9a6(%arg6) : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %17 = call @_aten_mm_10_ee4e9965(%15, %16) : (tensor<2x6xf32>, tensor<6x4xf32>) -> tensor<2x4xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %18 = call @jax_lowering_11_78490f10(%17, %c_2) : (tensor<2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %19 = call @jax_lowering_12_2c311fea(%arg7, %c_3) : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %20 = call @jax_lowering_13_4186039d(%18, %19) : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    return %20 : tensor<2x4xf32>
  }
  func.func private @jax_lowering_13_4186039d(%arg0: tensor<2x4xf32>, %arg1: tensor<4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
  func.func private @jax_lowering_12_2c311fea(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @jax_lowering_11_78490f10(%arg0: tensor<2x4xf32>, %arg1: tensor<i32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
  func.func private @_aten_mm_10_ee4e9965(%arg0: tensor<2x6xf32>, %arg1: tensor<6x4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x6xf32>, tensor<6x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @permute_9_4a95f9a6(%arg0: tensor<4x6xf32>) -> (tensor<6x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
  func.func private @_aten_unsafe_view_8_d7121391(%arg0: tensor<2x6x1x1xf32>) -> (tensor<2x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x6x1x1xf32>) -> tensor<2x6xf32>
    return %0 : tensor<2x6xf32>
  }
  func.func private @_aten_mean_7_ed138e41(%arg0: tensor<2x6x1x1xf32>) -> (tensor<2x6x1x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x6x1x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1x1xf32>
    return %3 : tensor<2x6x1x1xf32>
  }
  func.func private @jax_lowering_6_c70528f3(%arg0: tensor<2x6x1x1xf32>, %arg1: tensor<i32>) -> (tensor<2x6x1x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6x1x1xf32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x6x1x1xf32>
    return %2 : tensor<2x6x1x1xf32>
  }
  func.func private @jax_lowering_5_a8e46e34(%arg0: tensor<2x6x1x1xf32>, %arg1: tensor<2x6x1x1xf32>) -> (tensor<2x6x1x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<2x6x1x1xf32>
    return %0 : tensor<2x6x1x1xf32>
  }
  func.func private @_aten_clamp_4_203f1c5d(%arg0: tensor<2x6x1x1xf32>) -> (tensor<2x6x1x1xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<6> : tensor<i64>
    %0 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6x1x1xf32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<2x6x1x1xf32>
    return %2 : tensor<2x6x1x1xf32>
  }
  func.func private @_aten_clamp_3_6934f917(%arg0: tensor<2x6x1x1xf32>) -> (tensor<2x6x1x1xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6x1x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x6x1x1xf32>
    return %2 : tensor<2x6x1x1xf32>
  }
  func.func private @jax_lowering_2_7dab7b2e(%arg0: tensor<2x6x1x1xf32>, %arg1: tensor<i32>) -> (tensor<2x6x1x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6x1x1xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x6x1x1xf32>
    return %2 : tensor<2x6x1x1xf32>
  }
  func.func private @_aten_max_pool2d_with_indices_1_c05c8ede(%arg0: tensor<2x6x8x8xf32>) -> (tensor<2x6x4x4xf32> {jax.result_info = "result[0]"}, tensor<2x6x4x4xi64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x6x8x8xf32>, tensor<f32>) -> tensor<2x6x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2x6x4x4xi64>
    return %0, %1 : tensor<2x6x4x4xf32>, tensor<2x6x4x4xi64>
  }
  func.func private @_aten_relu_0_e5946906(%arg0: tensor<2x6x8x8xf32>) -> (tensor<2x6x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x6x8x8xf32>
    return %1 : tensor<2x6x8x8xf32>
  }
}
