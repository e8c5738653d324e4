module @jit_zoo_gather attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_1.2(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @take_along_axis.3(%arg0: tensor<5x4xf32>, %arg1: tensor<5x2xi32>) -> tensor<5x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0 : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x2xi1>, tensor<5x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x2xi32>) -> tensor<5x2x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6 : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x2x1xi32>
    %9 = stablehlo.compare LE, %5, %8 : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<5x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x2x1xi1>, tensor<i1>) -> tensor<5x2xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf32>, tensor<5x2x1xi32>) -> tensor<5x2xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<5x2xi1>, tensor<5x2xf32>
    return %14 : tensor<5x2xf32>
  }
  func.func private @dynamic_index_in_dim.4(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %c, %2, sizes = [5, 1] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<5x1xf32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
  func.func @main(%arg0: tensor<5x4xf32>, %arg1: tensor<6xi32>, %arg2: tensor<3x2xi32>, %arg3: tensor<5x2xi32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3x2xi32>) -> (tensor<6x4xf32>, tensor<5x6xf32>, tensor<3xf32>, tensor<5x2xf32>, tensor<3x2xf32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare LT, %arg1, %0 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<6xi1>, tensor<6xi32>
    %5 = stablehlo.reshape %4 : (tensor<6xi32>) -> tensor<6x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %7 = stablehlo.compare LT, %arg1, %0 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.add %arg1, %8 : tensor<6xi32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<6xi1>, tensor<6xi32>
    %11 = stablehlo.reshape %10 : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %13 = stablehlo.compare GE, %11, %12 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %15 = stablehlo.compare LE, %11, %14 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %16 = stablehlo.and %13, %15 : tensor<6x1xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c_4) applies stablehlo.and across dimensions = [1] : (tensor<6x1xi1>, tensor<i1>) -> tensor<6xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<6xi1>) -> tensor<5x6xi1>
    %19 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x4xf32>, tensor<6x1xi32>) -> tensor<5x6xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %21 = stablehlo.select %18, %19, %20 : tensor<5x6xi1>, tensor<5x6xf32>
    %22 = stablehlo.slice %arg2 [0:3, 0:1] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %23 = stablehlo.reshape %22 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %25 = stablehlo.compare LT, %23, %24 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.add %23, %26 : tensor<3xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<3xi1>, tensor<3xi32>
    %29 = stablehlo.reshape %28 : (tensor<3xi32>) -> tensor<3x1xi32>
    %30 = stablehlo.slice %arg2 [0:3, 1:2] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %31 = stablehlo.reshape %30 : (tensor<3x1xi32>) -> tensor<3xi32>
    %32 = stablehlo.compare LT, %31, %24 : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.add %31, %33 : tensor<3xi32>
    %35 = stablehlo.select %32, %34, %31 : tensor<3xi1>, tensor<3xi32>
    %36 = stablehlo.reshape %35 : (tensor<3xi32>) -> tensor<3x1xi32>
    %37 = stablehlo.concatenate %29, %36, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %38 = "stablehlo.gather"(%arg0, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    %39 = call @take_along_axis.3(%arg0, %arg3) : (tensor<5x4xf32>, tensor<5x2xi32>) -> tensor<5x2xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %41 = stablehlo.compare LT, %arg5, %40 : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %43 = stablehlo.add %arg5, %42 : tensor<3x2xi32>
    %44 = stablehlo.select %41, %43, %arg5 : tensor<3x2xi1>, tensor<3x2xi32>
    %45 = stablehlo.reshape %44 : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %46 = "stablehlo.gather"(%arg4, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x2x1xi32>) -> tensor<3x2xf32>
    %47 = stablehlo.slice %arg1 [2:3] : (tensor<6xi32>) -> tensor<1xi32>
    %48 = stablehlo.reshape %47 : (tensor<1xi32>) -> tensor<i32>
    %49 = call @dynamic_index_in_dim.4(%arg0, %48) : (tensor<5x4xf32>, tensor<i32>) -> tensor<5xf32>
    return %6, %21, %38, %39, %46, %49 : tensor<6x4xf32>, tensor<5x6xf32>, tensor<3xf32>, tensor<5x2xf32>, tensor<3x2xf32>, tensor<5xf32>
  }
}
