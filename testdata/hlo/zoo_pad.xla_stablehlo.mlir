module @jit_zoo_pad attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_flip.1(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
    return %arg0 : tensor<1x4xf32>
  }
  func.func private @_flip_0.2(%arg0: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<5x2xf32>
    return %0 : tensor<5x2xf32>
  }
  func.func private @_pad.3(%arg0: tensor<3x4xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = call @_flip.1(%0) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %3 = call @_flip.1(%2) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.concatenate %1, %arg0, %3, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    %5 = stablehlo.slice %4 [0:5, 1:3] : (tensor<5x4xf32>) -> tensor<5x2xf32>
    %6 = call @_flip_0.2(%5) : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %7 = stablehlo.concatenate %6, %4, dim = 1 : (tensor<5x2xf32>, tensor<5x4xf32>) -> tensor<5x6xf32>
    return %7 : tensor<5x6xf32>
  }
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<f32>) -> (tensor<6x7xf32>, tensor<5x10xf32>, tensor<5x6xf32>) {
    %0 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [2, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x7xf32>
    %1 = stablehlo.pad %arg0, %arg1, low = [-1, 2], high = [1, -2], interior = [1, 2] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x10xf32>
    %2 = call @_pad.3(%arg0) : (tensor<3x4xf32>) -> tensor<5x6xf32>
    return %0, %1, %2 : tensor<6x7xf32>, tensor<5x10xf32>, tensor<5x6xf32>
  }
}
