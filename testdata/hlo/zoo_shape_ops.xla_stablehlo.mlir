module @jit_zoo_shape_ops attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[0, 2, 1]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], mhlo.xla_entry_computation_result_tiles = [[], [], [], [], [], []]} {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> (tensor<2x3xi32>, tensor<3x2xf32>, tensor<2x3x5xf32>, tensor<4x6xf32>, tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %2 = stablehlo.iota dim = 0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
    %4 = stablehlo.slice %arg0 [0:1, 0:3, 0:1] : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<3xf32>) -> tensor<2x3x5xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
    %8 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,3]{0,2,1}"} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %9 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<2x3x4xf32>
    return %1, %3, %6, %7, %8, %9 : tensor<2x3xi32>, tensor<3x2xf32>, tensor<2x3x5xf32>, tensor<4x6xf32>, tensor<4x2x3xf32>, tensor<2x3x4xf32>
  }
}
