module @a_inference_f_1684__.10 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @where_op_scatter_assn.2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    return %arg1 : tensor<i32>
  }
  func.func private @add_S32.4(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @where_op_scatter_assn.6(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    return %arg1 : tensor<i32>
  }
  func.func private @add_S32.8(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @Sum_reduction.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<5xf32>) -> (tensor<f32>, tensor<i32>, tensor<i32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<5xf32>) -> tensor<5xf32>
    %1 = stablehlo.reshape %0 : (tensor<5xf32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.compare GT, %0, %3 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %5 = stablehlo.reshape %4 : (tensor<5xi1>) -> tensor<5xi1>
    %6 = stablehlo.reshape %5 : (tensor<5xi1>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %8 = stablehlo.compare NE, %6, %7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %9 = stablehlo.convert %8 : (tensor<5xi1>) -> tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.pad %9, %c_1, low = [0], high = [3], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<8xi32>
    %11 = stablehlo.slice %10 [0:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %12 = stablehlo.slice %10 [1:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %13 = stablehlo.add %11, %12 : tensor<2xi32>
    %14 = stablehlo.slice %10 [2:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %15 = stablehlo.add %13, %14 : tensor<2xi32>
    %16 = stablehlo.slice %10 [3:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %17 = stablehlo.add %15, %16 : tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.pad %17, %c_2, low = [1], high = [0], interior = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.slice %18 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %20 = stablehlo.add %17, %19 : tensor<2xi32>
    %21 = stablehlo.subtract %20, %16 : tensor<2xi32>
    %22 = stablehlo.subtract %21, %14 : tensor<2xi32>
    %23 = stablehlo.subtract %22, %12 : tensor<2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.pad %23, %c_3, low = [0], high = [3], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.pad %22, %c_4, low = [1], high = [2], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %26 = stablehlo.add %24, %25 : tensor<8xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.pad %21, %c_5, low = [2], high = [1], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %28 = stablehlo.add %26, %27 : tensor<8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.pad %20, %c_6, low = [3], high = [0], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %30 = stablehlo.add %28, %29 : tensor<8xi32>
    %31 = stablehlo.slice %30 [0:5] : (tensor<8xi32>) -> tensor<5xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.pad %31, %c_7, low = [1], high = [0], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<6xi32>
    %33 = stablehlo.slice %32 [0:5] : (tensor<6xi32>) -> tensor<5xi32>
    %34 = stablehlo.compare NE, %31, %33 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %36 = stablehlo.subtract %31, %35 : tensor<5xi32>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %38 = stablehlo.select %34, %36, %37 : tensor<5xi1>, tensor<5xi32>
    %39 = stablehlo.reshape %38 : (tensor<5xi32>) -> tensor<5x1xi32>
    %40 = stablehlo.iota dim = 0 : tensor<5xi32>
    %41 = stablehlo.reshape %40 : (tensor<5xi32>) -> tensor<5x1xi32>
    %42 = stablehlo.concatenate %41, dim = 1 : (tensor<5x1xi32>) -> tensor<5x1xi32>
    %43 = "stablehlo.scatter"(%2, %39, %42) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<5x1xi32>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %44 = stablehlo.convert %43 : (tensor<5x1xi32>) -> tensor<5x1xi64>
    %45 = stablehlo.convert %9 : tensor<5xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.reduce(%45 init: %c_10) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    %47 = stablehlo.set_dimension_size %44, %46, dim = 0 : (tensor<5x1xi64>, tensor<i32>) -> tensor<?x1xi64, #stablehlo.bounds<5, ?>>
    %48 = stablehlo.reshape %47 : (tensor<?x1xi64, #stablehlo.bounds<5, ?>>) -> tensor<?xi64, #stablehlo.bounds<5>>
    %49 = "stablehlo.gather"(%1, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<?xi64, #stablehlo.bounds<5>>) -> tensor<?xf32, #stablehlo.bounds<5>>
    %50 = stablehlo.convert %49 : tensor<?xf32, #stablehlo.bounds<5>>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.convert %cst_11 : tensor<f32>
    %52 = stablehlo.reduce(%50 init: %51) applies stablehlo.add across dimensions = [0] : (tensor<?xf32, #stablehlo.bounds<5>>, tensor<f32>) -> tensor<f32>
    %53 = stablehlo.convert %52 : tensor<f32>
    %54 = stablehlo.reshape %53 : (tensor<f32>) -> tensor<f32>
    %55 = stablehlo.get_dimension_size %49, dim = 0 : (tensor<?xf32, #stablehlo.bounds<5>>) -> tensor<i32>
    %56 = stablehlo.convert %55 : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %57, dim = 0 : (tensor<1xi32>) -> tensor<1xi32>
    %59 = stablehlo.slice %58 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %60 = stablehlo.reshape %59 : (tensor<1xi32>) -> tensor<i32>
    %61 = stablehlo.reshape %60 : (tensor<i32>) -> tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %64 = stablehlo.compare GT, %0, %63 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %65 = stablehlo.reshape %64 : (tensor<5xi1>) -> tensor<5xi1>
    %c_15 = stablehlo.constant dense<false> : tensor<i1>
    %66 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %67 = stablehlo.compare NE, %65, %66 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %68 = stablehlo.convert %67 : (tensor<5xi1>) -> tensor<5xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.pad %68, %c_16, low = [0], high = [3], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<8xi32>
    %70 = stablehlo.slice %69 [0:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %71 = stablehlo.slice %69 [1:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %72 = stablehlo.add %70, %71 : tensor<2xi32>
    %73 = stablehlo.slice %69 [2:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %74 = stablehlo.add %72, %73 : tensor<2xi32>
    %75 = stablehlo.slice %69 [3:8:4] : (tensor<8xi32>) -> tensor<2xi32>
    %76 = stablehlo.add %74, %75 : tensor<2xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.pad %76, %c_17, low = [1], high = [0], interior = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<3xi32>
    %78 = stablehlo.slice %77 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %79 = stablehlo.add %76, %78 : tensor<2xi32>
    %80 = stablehlo.subtract %79, %75 : tensor<2xi32>
    %81 = stablehlo.subtract %80, %73 : tensor<2xi32>
    %82 = stablehlo.subtract %81, %71 : tensor<2xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.pad %82, %c_18, low = [0], high = [3], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.pad %81, %c_19, low = [1], high = [2], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %85 = stablehlo.add %83, %84 : tensor<8xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %86 = stablehlo.pad %80, %c_20, low = [2], high = [1], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %87 = stablehlo.add %85, %86 : tensor<8xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.pad %79, %c_21, low = [3], high = [0], interior = [3] : (tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
    %89 = stablehlo.add %87, %88 : tensor<8xi32>
    %90 = stablehlo.slice %89 [0:5] : (tensor<8xi32>) -> tensor<5xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.pad %90, %c_22, low = [1], high = [0], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<6xi32>
    %92 = stablehlo.slice %91 [0:5] : (tensor<6xi32>) -> tensor<5xi32>
    %93 = stablehlo.compare NE, %90, %92 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %95 = stablehlo.subtract %90, %94 : tensor<5xi32>
    %c_24 = stablehlo.constant dense<5> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %97 = stablehlo.select %93, %95, %96 : tensor<5xi1>, tensor<5xi32>
    %98 = stablehlo.reshape %97 : (tensor<5xi32>) -> tensor<5x1xi32>
    %99 = stablehlo.iota dim = 0 : tensor<5xi32>
    %100 = stablehlo.reshape %99 : (tensor<5xi32>) -> tensor<5x1xi32>
    %101 = stablehlo.concatenate %100, dim = 1 : (tensor<5x1xi32>) -> tensor<5x1xi32>
    %102 = "stablehlo.scatter"(%62, %98, %101) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<5x1xi32>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %103 = stablehlo.convert %102 : (tensor<5x1xi32>) -> tensor<5x1xi64>
    %104 = stablehlo.convert %68 : tensor<5xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.reduce(%104 init: %c_25) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    %106 = stablehlo.set_dimension_size %103, %105, dim = 0 : (tensor<5x1xi64>, tensor<i32>) -> tensor<?x1xi64, #stablehlo.bounds<5, ?>>
    %107 = stablehlo.get_dimension_size %106, dim = 0 : (tensor<?x1xi64, #stablehlo.bounds<5, ?>>) -> tensor<i32>
    %108 = stablehlo.convert %107 : tensor<i32>
    %109 = stablehlo.multiply %c_12, %108 : tensor<i32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %110 = stablehlo.convert %c_26 : tensor<i32>
    %111 = stablehlo.multiply %109, %110 : tensor<i32>
    %112 = stablehlo.reshape %111 : (tensor<i32>) -> tensor<i32>
    return %54, %61, %112 : tensor<f32>, tensor<i32>, tensor<i32>
  }
}
