module @jit_zoo_scatter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x3xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<2x2xi32>, %arg5: tensor<2x2xf32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}, tensor<5x3xf32> {jax.result_info = "result[3]"}, tensor<5x3xf32> {jax.result_info = "result[4]"}, tensor<5x3xf32> {jax.result_info = "result[5]"}, tensor<2x4xf32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %53 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %15 = stablehlo.compare LT, %arg1, %14, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %17 = stablehlo.add %arg1, %16 : tensor<4xi32>
    %18 = stablehlo.select %15, %17, %arg1 : tensor<4xi1>, tensor<4xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %53 = stablehlo.multiply %arg6, %arg7 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.compare LT, %arg1, %21, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.add %arg1, %23 : tensor<4xi32>
    %25 = stablehlo.select %22, %24, %arg1 : tensor<4xi1>, tensor<4xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %27 = "stablehlo.scatter"(%arg0, %26, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %53 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %29 = stablehlo.compare LT, %arg1, %28, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.add %arg1, %30 : tensor<4xi32>
    %32 = stablehlo.select %29, %31, %arg1 : tensor<4xi1>, tensor<4xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %34 = "stablehlo.scatter"(%arg0, %33, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %53 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %35 = stablehlo.slice %arg1 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %37 = stablehlo.compare LT, %35, %36, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %39 = stablehlo.add %35, %38 : tensor<2xi32>
    %40 = stablehlo.select %37, %39, %35 : tensor<2xi1>, tensor<2xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %43 = stablehlo.concatenate %41, %42, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %45 = "stablehlo.scatter"(%arg0, %43, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %53 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<5x3xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %47 = stablehlo.compare LT, %arg4, %46, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %49 = stablehlo.add %arg4, %48 : tensor<2x2xi32>
    %50 = stablehlo.select %47, %49, %arg4 : tensor<2x2xi1>, tensor<2x2xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %52 = "stablehlo.scatter"(%arg3, %51, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %53 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<2x2x1xi32>, tensor<2x2xf32>) -> tensor<2x4xf32>
    return %6, %13, %20, %27, %34, %45, %52 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x4xf32>
  }
}
