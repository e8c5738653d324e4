module @IrToHlo.40 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4x12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<12x16xf32>, %arg4: tensor<?x16xf32>) -> tensor<?x4xf32> {
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<2xi32>
    %c_1 = stablehlo.constant dense<12> : tensor<1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,12]{0,1}"} : (tensor<12x16xf32>) -> tensor<16x12xf32>
    %1 = stablehlo.dot_general %arg4, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<?x16xf32>, tensor<16x12xf32>) -> tensor<?x12xf32>
    %2 = stablehlo.get_dimension_size %1, dim = 0 : (tensor<?x12xf32>) -> tensor<i32>
    %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %3, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg2, %4, dims = [1] : (tensor<12xf32>, tensor<2xi32>) -> tensor<?x12xf32>
    %6 = stablehlo.add %1, %5 : tensor<?x12xf32>
    %7 = stablehlo.get_dimension_size %6, dim = 0 : (tensor<?x12xf32>) -> tensor<i32>
    %8 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.concatenate %8, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %10 = stablehlo.maximum %9, %c_0 : tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %6, %10, dims = [0, 1] : (tensor<?x12xf32>, tensor<2xi32>) -> tensor<?x12xf32>
    %12 = stablehlo.dynamic_broadcast_in_dim %cst, %10, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x12xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<?x12xf32>
    %14 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[12,4]{0,1}"} : (tensor<4x12xf32>) -> tensor<12x4xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<?x12xf32>, tensor<12x4xf32>) -> tensor<?x4xf32>
    %16 = stablehlo.get_dimension_size %15, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %17 = stablehlo.reshape %16 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.concatenate %17, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %19 = stablehlo.dynamic_broadcast_in_dim %arg0, %18, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %20 = stablehlo.add %15, %19 : tensor<?x4xf32>
    return %20 : tensor<?x4xf32>
  }
}
