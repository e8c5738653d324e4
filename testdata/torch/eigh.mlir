module @IrToHlo.33 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x3xf32>) -> (tensor<5xf32>, tensor<5x5xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<5xf32>
    %c = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[3,5]{0,1}"} : (tensor<5x3xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<3x5xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<5xi64>) -> tensor<5x5xi64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<5xi64>) -> tensor<5x5xi64>
    %4 = stablehlo.compare  EQ, %2, %3 : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<5x5xf32>
    %6 = stablehlo.select %4, %5, %cst : tensor<5x5xi1>, tensor<5x5xf32>
    %7 = stablehlo.add %1, %6 : tensor<5x5xf32>
    %8 = stablehlo.custom_call @Eigh(%7) {backend_config = "1,1,100,0.000001", xla_shape = "(f32[5,5]{1,0}, f32[5]{0})"} : (tensor<5x5xf32>) -> tuple<tensor<5x5xf32>, tensor<5xf32>>
    %9 = stablehlo.get_tuple_element %8[1] : (tuple<tensor<5x5xf32>, tensor<5xf32>>) -> tensor<5xf32>
    %10 = stablehlo.get_tuple_element %8[0] : (tuple<tensor<5x5xf32>, tensor<5xf32>>) -> tensor<5x5xf32>
    return %9, %10 : tensor<5xf32>, tensor<5x5xf32>
  }
}
