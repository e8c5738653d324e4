module @jit_zoo_scatter attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    return %arg1 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.minimum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x3xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<2x2xi32>, %arg5: tensor<2x2xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.reshape %4 : (tensor<4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %45 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %7 = stablehlo.compare LT, %arg1, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %8 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<4xi1>, tensor<4xi32>
    %10 = stablehlo.reshape %9 : (tensor<4xi32>) -> tensor<4x1xi32>
    %11 = "stablehlo.scatter"(%arg0, %10, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %12 = stablehlo.compare LT, %arg1, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %13 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %14 = stablehlo.select %12, %13, %arg1 : tensor<4xi1>, tensor<4xi32>
    %15 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
    %16 = "stablehlo.scatter"(%arg0, %15, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %45 = stablehlo.multiply %arg6, %arg7 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %17 = stablehlo.compare LT, %arg1, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %18 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %19 = stablehlo.select %17, %18, %arg1 : tensor<4xi1>, tensor<4xi32>
    %20 = stablehlo.reshape %19 : (tensor<4xi32>) -> tensor<4x1xi32>
    %21 = "stablehlo.scatter"(%arg0, %20, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %45 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %22 = stablehlo.compare LT, %arg1, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %23 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %24 = stablehlo.select %22, %23, %arg1 : tensor<4xi1>, tensor<4xi32>
    %25 = stablehlo.reshape %24 : (tensor<4xi32>) -> tensor<4x1xi32>
    %26 = "stablehlo.scatter"(%arg0, %25, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %45 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %28 = stablehlo.slice %arg1 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %30 = stablehlo.compare LT, %28, %29 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.add %28, %31 : tensor<2xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<2xi1>, tensor<2xi32>
    %34 = stablehlo.reshape %33 : (tensor<2xi32>) -> tensor<2x1xi32>
    %35 = stablehlo.concatenate %27, %34, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %37 = "stablehlo.scatter"(%arg0, %35, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %45 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<5x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %39 = stablehlo.compare LT, %arg4, %38 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %41 = stablehlo.add %arg4, %40 : tensor<2x2xi32>
    %42 = stablehlo.select %39, %41, %arg4 : tensor<2x2xi1>, tensor<2x2xi32>
    %43 = stablehlo.reshape %42 : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %44 = "stablehlo.scatter"(%arg3, %43, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %45 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<2x2x1xi32>, tensor<2x2xf32>) -> tensor<2x4xf32>
    return %6, %11, %16, %21, %26, %37, %44 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x4xf32>
  }
}
