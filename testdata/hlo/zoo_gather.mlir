module @jit_zoo_gather attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<6xi32>, %arg2: tensor<3x2xi32>, %arg3: tensor<5x2xi32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3x2xi32>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<5x2xf32> {jax.result_info = "result[3]"}, tensor<3x2xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<6xi1>, tensor<6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<6xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<6xi1>, tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_3 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %14 = stablehlo.compare GE, %12, %13, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<6x1xi32>
    %17 = stablehlo.compare LE, %12, %16, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %18 = stablehlo.and %14, %17 : tensor<6x1xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_5) applies stablehlo.and across dimensions = [1] : (tensor<6x1xi1>, tensor<i1>) -> tensor<6xi1>
    %20 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x4xf32>, tensor<6x1xi32>) -> tensor<5x6xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<6xi1>) -> tensor<5x6xi1>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<5x6xi1>, tensor<5x6xf32>
    %24 = stablehlo.slice %arg2 [0:3, 0:1] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %25 = stablehlo.reshape %24 : (tensor<3x1xi32>) -> tensor<3xi32>
    %26 = stablehlo.slice %arg2 [0:3, 1:2] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %27 = stablehlo.reshape %26 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.compare LT, %25, %28, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %31 = stablehlo.add %25, %30 : tensor<3xi32>
    %32 = stablehlo.select %29, %31, %25 : tensor<3xi1>, tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.compare LT, %27, %33, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %36 = stablehlo.add %27, %35 : tensor<3xi32>
    %37 = stablehlo.select %34, %36, %27 : tensor<3xi1>, tensor<3xi32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %40 = stablehlo.concatenate %38, %39, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %41 = "stablehlo.gather"(%arg0, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    %42 = call @take_along_axis(%arg0, %arg3) : (tensor<5x4xf32>, tensor<5x2xi32>) -> tensor<5x2xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %44 = stablehlo.compare LT, %arg5, %43, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %46 = stablehlo.add %arg5, %45 : tensor<3x2xi32>
    %47 = stablehlo.select %44, %46, %arg5 : tensor<3x2xi1>, tensor<3x2xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %49 = "stablehlo.gather"(%arg4, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x2x1xi32>) -> tensor<3x2xf32>
    %50 = stablehlo.slice %arg1 [2:3] : (tensor<6xi32>) -> tensor<1xi32>
    %51 = stablehlo.reshape %50 : (tensor<1xi32>) -> tensor<i32>
    %52 = call @dynamic_index_in_dim(%arg0, %51) : (tensor<5x4xf32>, tensor<i32>) -> tensor<5xf32>
    return %6, %23, %41, %42, %49, %52 : tensor<6x4xf32>, tensor<5x6xf32>, tensor<3xf32>, tensor<5x2xf32>, tensor<3x2xf32>, tensor<5xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<5x4xf32>, %arg1: tensor<5x2xi32>) -> tensor<5x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x2xi1>, tensor<5x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x2xi32>) -> tensor<5x2x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<5x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<5x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x2x1xi1>, tensor<i1>) -> tensor<5x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf32>, tensor<5x2x1xi32>) -> tensor<5x2xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<5x2xi1>, tensor<5x2xf32>
    return %15 : tensor<5x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, sizes = [5, 1] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<5x1xf32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
}
