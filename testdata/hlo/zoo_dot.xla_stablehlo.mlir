module @jit_zoo_dot attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<3x4x2xf32>, %arg3: tensor<4x2x5xf32>, %arg4: tensor<3x4xi8>, %arg5: tensor<4x2xi8>) -> (tensor<2x3x5xf32>, tensor<3x5xf32>, tensor<3xf32>, tensor<4x5xf32>, tensor<3x2xi32>, tensor<2x3x5xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x2xf32>, tensor<4x2x5xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.slice %arg1 [0:1, 0:4, 0:1] : (tensor<2x4x5xf32>) -> tensor<1x4x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x4x1xf32>) -> tensor<4xf32>
    %6 = stablehlo.dot %3, %5, precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %7 = stablehlo.slice %arg0 [0:1, 0:1, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x1xf32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %12 = stablehlo.slice %arg1 [0:1, 0:1, 0:5] : (tensor<2x4x5xf32>) -> tensor<1x1x5xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x5xf32>) -> tensor<5xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<5xf32>) -> tensor<4x5xf32>
    %17 = stablehlo.multiply %11, %16 : tensor<4x5xf32>
    %18 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<3x4xi8>, tensor<4x2xi8>) -> tensor<3x2xi32>
    %19 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    return %0, %1, %6, %17, %18, %19 : tensor<2x3x5xf32>, tensor<3x5xf32>, tensor<3xf32>, tensor<4x5xf32>, tensor<3x2xi32>, tensor<2x3x5xf32>
  }
}
