module @jit_zoo_pad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<f32>) -> (tensor<6x7xf32> {jax.result_info = "result[0]"}, tensor<5x10xf32> {jax.result_info = "result[1]"}, tensor<5x6xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [2, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x7xf32>
    %1 = stablehlo.pad %arg0, %arg1, low = [-1, 2], high = [1, -2], interior = [1, 2] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x10xf32>
    %2 = call @_pad(%arg0) : (tensor<3x4xf32>) -> tensor<5x6xf32>
    return %0, %1, %2 : tensor<6x7xf32>, tensor<5x10xf32>, tensor<5x6xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = call @_flip(%0) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.slice %2 [2:3, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %4 = call @_flip(%3) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    %6 = stablehlo.slice %5 [0:5, 1:3] : (tensor<5x4xf32>) -> tensor<5x2xf32>
    %7 = call @_flip_0(%6) : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<5x2xf32>, tensor<5x4xf32>) -> tensor<5x6xf32>
    return %8 : tensor<5x6xf32>
  }
  func.func private @_flip(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x4xf32>
    return %0 : tensor<1x4xf32>
  }
  func.func private @_flip_0(%arg0: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<5x2xf32>
    return %0 : tensor<5x2xf32>
  }
}
