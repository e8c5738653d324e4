module @a_inference_f_1337__.1 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %4 = stablehlo.iota dim = 0 : tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %6 = stablehlo.compare GE, %3, %5 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.reshape %arg0 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %9 = stablehlo.cholesky %8, lower = true : tensor<4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %11 = stablehlo.select %7, %9, %10 : tensor<4x4xi1>, tensor<4x4xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.reshape %arg1 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = "stablehlo.triangular_solve"(%11, %13) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %15 = stablehlo.reshape %14 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %16 = stablehlo.custom_call @Qr(%13) {backend_config = "", xla_shape = "(f32[4,4]{1,0}, f32[4]{0})"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>>
    %17 = stablehlo.get_tuple_element %16[0] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>
    %18 = stablehlo.get_tuple_element %16[1] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    %19 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%17, %18) {backend_config = ""} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %20 = stablehlo.slice %19 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %21 = stablehlo.reshape %20 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.add %22, %23 : tensor<4xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %26 = stablehlo.iota dim = 0 : tensor<4xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %28 = stablehlo.compare GE, %25, %27 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %31 = stablehlo.slice %17 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %32 = stablehlo.select %29, %30, %31 : tensor<4x4xi1>, tensor<4x4xf32>
    %33 = stablehlo.reshape %32 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %34 = stablehlo.custom_call @Eigh(%8) {backend_config = "1,1,4,0.000001", xla_shape = "(f32[4,4]{1,0}, f32[4]{0})"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>>
    %35 = stablehlo.get_tuple_element %34[1] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    %36 = stablehlo.reshape %35 : (tensor<4xf32>) -> tensor<4xf32>
    %37 = stablehlo.get_tuple_element %34[0] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>
    %38 = stablehlo.abs %37 : tensor<4x4xf32>
    %39 = stablehlo.reshape %38 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %40 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.add %40, %41 : tensor<4xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %44 = stablehlo.iota dim = 0 : tensor<4xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %46 = stablehlo.compare GE, %43, %45 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %49 = stablehlo.custom_call @Qr(%8) {backend_config = "", xla_shape = "(f32[4,4]{1,0}, f32[4]{0})"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>>
    %50 = stablehlo.get_tuple_element %49[0] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>
    %51 = stablehlo.slice %50 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %52 = stablehlo.select %47, %48, %51 : tensor<4x4xi1>, tensor<4x4xf32>
    %53 = stablehlo.get_tuple_element %49[1] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    %54 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%50, %53) {backend_config = ""} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %55 = stablehlo.slice %54 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %57 = "stablehlo.triangular_solve"(%52, %56) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %58 = stablehlo.reshape %57 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %12, %15, %21, %33, %36, %39, %58 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  }
}
