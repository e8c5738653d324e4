module @IrToHlo.91 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x3x24x40xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<40x3xf32>
    %cst_0 = stablehlo.constant dense<1.300000e+01> : tensor<40xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<40xf32>
    %cst_2 = stablehlo.constant dense<4.000000e-01> : tensor<40xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<40xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<40xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<40x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<40x3xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<24x3xf32>
    %cst_8 = stablehlo.constant dense<1.300000e+01> : tensor<24xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<24xf32>
    %cst_10 = stablehlo.constant dense<0.666666686> : tensor<24xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<24x3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<24x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<24xf32>
    %0 = stablehlo.iota dim = 0 : tensor<24xf32>
    %1 = stablehlo.add %0, %cst_11 : tensor<24xf32>
    %2 = stablehlo.multiply %1, %cst_10 : tensor<24xf32>
    %3 = stablehlo.subtract %2, %cst_9 : tensor<24xf32>
    %4 = stablehlo.subtract %3, %cst_11 : tensor<24xf32>
    %5 = stablehlo.ceil %4 : tensor<24xf32>
    %6 = stablehlo.clamp %cst_15, %5, %cst_8 : tensor<24xf32>
    %7 = stablehlo.subtract %6, %2 : tensor<24xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<24xf32>) -> tensor<24x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<24x3xf32>
    %11 = stablehlo.add %8, %10 : tensor<24x3xf32>
    %12 = stablehlo.add %11, %cst_7 : tensor<24x3xf32>
    %13 = stablehlo.abs %12 : tensor<24x3xf32>
    %14 = stablehlo.subtract %cst_14, %13 : tensor<24x3xf32>
    %15 = stablehlo.maximum %14, %cst_13 : tensor<24x3xf32>
    %16 = stablehlo.reduce(%15 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<24x3xf32>, tensor<f32>) -> tensor<24xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<24xf32>) -> tensor<24x3xf32>
    %18 = stablehlo.divide %15, %17 : tensor<24x3xf32>
    %19 = stablehlo.iota dim = 0 : tensor<40xf32>
    %20 = stablehlo.add %19, %cst_3 : tensor<40xf32>
    %21 = stablehlo.multiply %20, %cst_2 : tensor<40xf32>
    %22 = stablehlo.subtract %21, %cst_1 : tensor<40xf32>
    %23 = stablehlo.subtract %22, %cst_3 : tensor<40xf32>
    %24 = stablehlo.ceil %23 : tensor<40xf32>
    %25 = stablehlo.clamp %cst_4, %24, %cst_0 : tensor<40xf32>
    %26 = stablehlo.subtract %25, %21 : tensor<40xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<40xf32>) -> tensor<40x3xf32>
    %28 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<40x3xf32>
    %29 = stablehlo.add %27, %28 : tensor<40x3xf32>
    %30 = stablehlo.add %29, %cst : tensor<40x3xf32>
    %31 = stablehlo.abs %30 : tensor<40x3xf32>
    %32 = stablehlo.subtract %cst_5, %31 : tensor<40x3xf32>
    %33 = stablehlo.maximum %32, %cst_6 : tensor<40x3xf32>
    %34 = stablehlo.reduce(%33 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<40x3xf32>, tensor<f32>) -> tensor<40xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<40xf32>) -> tensor<40x3xf32>
    %36 = stablehlo.divide %33, %35 : tensor<40x3xf32>
    %37 = stablehlo.dot_general %18, %36, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<24x3xf32>, tensor<40x3xf32>) -> tensor<24x3x40x3xf32>
    %38 = stablehlo.transpose %arg0, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,16,16,3]{1,2,3,0}"} : (tensor<1x3x16x16xf32>) -> tensor<1x16x16x3xf32>
    %39 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<40xf32>) -> tensor<40x24x1xf32>
    %40 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<24xf32>) -> tensor<40x24x1xf32>
    %41 = stablehlo.concatenate %39, %40, dim = 2 : (tensor<40x24x1xf32>, tensor<40x24x1xf32>) -> tensor<40x24x2xf32>
    %42 = stablehlo.convert %41 : (tensor<40x24x2xf32>) -> tensor<40x24x2xi32>
    %43 = "stablehlo.gather"(%38, %42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3, 3>}> : (tensor<1x16x16x3xf32>, tensor<40x24x2xi32>) -> tensor<1x3x3x3x40x24xf32>
    %44 = stablehlo.dot_general %37, %43, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<24x3x40x3xf32>, tensor<1x3x3x3x40x24xf32>) -> tensor<40x24x1x3xf32>
    %45 = stablehlo.reshape %44 : (tensor<40x24x1x3xf32>) -> tensor<1x40x24x3xf32>
    %46 = stablehlo.transpose %45, dims = [0, 3, 2, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,3,24,40]{1,0,2,3}"} : (tensor<1x40x24x3xf32>) -> tensor<1x3x24x40xf32>
    return %46 : tensor<1x3x24x40xf32>
  }
}
