module @a_inference_f_1594__.12 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @add_float_.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add_float_.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @minmax_func.4(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.compare GE, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg0, %arg2 : tensor<i1>, tensor<f32>
    %2 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.minimum %arg1, %arg3 : tensor<i32>
    %4 = stablehlo.select %0, %arg1, %arg3 : tensor<i1>, tensor<i32>
    %5 = stablehlo.select %2, %3, %4 : tensor<i1>, tensor<i32>
    return %1, %5 : tensor<f32>, tensor<i32>
  }
  func.func private @add_float_.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @ReduceLogSumExp_Max_reduction.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @ReduceLogSumExp_Sum_reduction.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @compare_greater_than.9(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @scatter_combiner.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @scatter_combiner.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    return %arg1 : tensor<f32>
  }
  func.func @main(%arg0: tensor<4x6xf32>, %arg1: tensor<1x4x4x2xf32>, %arg2: tensor<3x3x2x2xf32>, %arg3: tensor<3x3x3x2xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<4x6xf32>, tensor<1x7x5x2xf32>, tensor<1x4x4x4xf32>, tensor<1x8x8x3xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x6xf32>, tensor<4xi64>, tensor<4x6xi32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>) {
    %c = stablehlo.constant dense<[1, 8, 8, 3]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %0 = stablehlo.reshape %arg0 : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %2:2 = "stablehlo.sort"(%0, %1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %151 = stablehlo.compare GT, %arg4, %arg5, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %151 : tensor<i1>
    }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    %3 = stablehlo.slice %2#0 [0:4, 0:3] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.set_dimension_size %3, %c_2, dim = 1 : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %5 = stablehlo.slice %2#1 [0:4, 0:3] : (tensor<4x6xi32>) -> tensor<4x3xi32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.set_dimension_size %5, %c_3, dim = 1 : (tensor<4x3xi32>, tensor<i32>) -> tensor<4x3xi32>
    %7 = stablehlo.reshape %4 : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %8 = stablehlo.reshape %6 : (tensor<4x3xi32>) -> tensor<4x3xi32>
    %9 = stablehlo.convert %0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = "stablehlo.reduce_window"(%9, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 6]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %151 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %151 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x7xf32>
    %11 = stablehlo.convert %10 : tensor<4x7xf32>
    %12 = stablehlo.slice %11 [0:4, 1:7] : (tensor<4x7xf32>) -> tensor<4x6xf32>
    %13 = stablehlo.reshape %12 : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %c_5 = stablehlo.constant dense<[0, 2, 0, 1]> : tensor<4xi32>
    %15 = "stablehlo.scatter"(%14, %c_5, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %151 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %151 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<4xi32>, tensor<4x6xf32>) -> tensor<3x6xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %c_6 = stablehlo.constant dense<[[0, 1], [3, 5], [2, 2]]> : tensor<3x2xi32>
    %17 = "stablehlo.gather"(%0, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    %18 = stablehlo.reshape %17 : (tensor<3xf32>) -> tensor<3xf32>
    %c_7 = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %20 = "stablehlo.scatter"(%0, %c_7, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<4x6xf32>
    %21 = stablehlo.reshape %20 : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.convert %c_9 : (tensor<i32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.convert %c_10 : (tensor<i32>) -> tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %26 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %27 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %28 = stablehlo.convert %cst_11 : (tensor<f64>) -> tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %30 = stablehlo.add %27, %29 : tensor<5xf32>
    %cst_12 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %31 = stablehlo.convert %cst_12 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<5xf32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<5xf32>
    %36 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %37 = stablehlo.subtract %35, %36 : tensor<5xf32>
    %38 = stablehlo.ceil %37 : tensor<5xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %39 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %41 = stablehlo.clamp %26, %38, %40 : tensor<5xf32>
    %42 = stablehlo.subtract %41, %33 : tensor<5xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<5xf32>) -> tensor<5x3xf32>
    %44 = stablehlo.iota dim = 0 : tensor<3xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>
    %46 = stablehlo.add %43, %45 : tensor<5x3xf32>
    %47 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %48 = stablehlo.add %46, %47 : tensor<5x3xf32>
    %49 = stablehlo.abs %48 : tensor<5x3xf32>
    %50 = stablehlo.subtract %25, %49 : tensor<5x3xf32>
    %51 = stablehlo.maximum %23, %50 : tensor<5x3xf32>
    %52 = stablehlo.reduce(%51 init: %22) applies stablehlo.add across dimensions = [1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<5xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<5xf32>) -> tensor<5x3xf32>
    %54 = stablehlo.divide %51, %53 : tensor<5x3xf32>
    %55 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %56 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %57 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %58 = stablehlo.iota dim = 0 : tensor<7xf32>
    %59 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %60 = stablehlo.add %58, %59 : tensor<7xf32>
    %cst_14 = stablehlo.constant dense<0.571428597> : tensor<f32>
    %61 = stablehlo.convert %cst_14 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %63 = stablehlo.multiply %60, %62 : tensor<7xf32>
    %64 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %65 = stablehlo.subtract %63, %64 : tensor<7xf32>
    %66 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %67 = stablehlo.subtract %65, %66 : tensor<7xf32>
    %68 = stablehlo.ceil %67 : tensor<7xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %69 = stablehlo.convert %c_15 : (tensor<i64>) -> tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %71 = stablehlo.clamp %57, %68, %70 : tensor<7xf32>
    %72 = stablehlo.subtract %71, %63 : tensor<7xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<7xf32>) -> tensor<7x3xf32>
    %74 = stablehlo.iota dim = 0 : tensor<3xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<3xf32>) -> tensor<7x3xf32>
    %76 = stablehlo.add %73, %75 : tensor<7x3xf32>
    %77 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %78 = stablehlo.add %76, %77 : tensor<7x3xf32>
    %79 = stablehlo.abs %78 : tensor<7x3xf32>
    %80 = stablehlo.subtract %56, %79 : tensor<7x3xf32>
    %81 = stablehlo.maximum %55, %80 : tensor<7x3xf32>
    %82 = stablehlo.reduce(%81 init: %22) applies stablehlo.add across dimensions = [1] : (tensor<7x3xf32>, tensor<f32>) -> tensor<7xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<7xf32>) -> tensor<7x3xf32>
    %84 = stablehlo.divide %81, %83 : tensor<7x3xf32>
    %85 = stablehlo.dot_general %54, %84, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<7x3xf32>) -> tensor<5x3x7x3xf32>
    %86 = stablehlo.reshape %arg1 : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %87 = stablehlo.convert %86 : tensor<1x4x4x2xf32>
    %88 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<7xf32>) -> tensor<7x5x1xf32>
    %89 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<5xf32>) -> tensor<7x5x1xf32>
    %90 = stablehlo.concatenate %88, %89, dim = 2 : (tensor<7x5x1xf32>, tensor<7x5x1xf32>) -> tensor<7x5x2xf32>
    %91 = stablehlo.convert %90 : (tensor<7x5x2xf32>) -> tensor<7x5x2xi32>
    %92 = "stablehlo.gather"(%87, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3, 2>}> : (tensor<1x4x4x2xf32>, tensor<7x5x2xi32>) -> tensor<1x3x3x2x7x5xf32>
    %93 = stablehlo.dot_general %85, %92, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<5x3x7x3xf32>, tensor<1x3x3x2x7x5xf32>) -> tensor<7x5x1x2xf32>
    %94 = stablehlo.transpose %93, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[1,7,5,2]{3,0,2,1}"} : (tensor<7x5x1x2xf32>) -> tensor<1x7x5x2xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x7x5x2xf32>) -> tensor<1x7x5x2xf32>
    %96 = stablehlo.reshape %arg2 : (tensor<3x3x2x2xf32>) -> tensor<3x3x2x2xf32>
    %97 = stablehlo.reshape %96 : (tensor<3x3x2x2xf32>) -> tensor<3x3x1x4xf32>
    %98 = stablehlo.convolution(%86, %97) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x4x4x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %100 = stablehlo.reshape %arg3 : (tensor<3x3x3x2xf32>) -> tensor<3x3x3x2xf32>
    %101 = stablehlo.reverse %100, dims = [0, 1] : tensor<3x3x3x2xf32>
    %102 = stablehlo.convolution(%86, %101) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>) -> tensor<1x8x8x3xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
    %104 = stablehlo.slice %0 [0:4, 0:6] : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.pad %104, %cst_16, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %106 = stablehlo.fft %105, type = RFFT, length = [6] : (tensor<4x6xf32>) -> tensor<4x4xcomplex<f32>>
    %107 = stablehlo.real %106 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %108 = stablehlo.reshape %107 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %109 = stablehlo.imag %106 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %110 = stablehlo.reshape %109 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %112 = stablehlo.minimum %0, %111 : tensor<4x6xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %114 = stablehlo.maximum %112, %113 : tensor<4x6xf32>
    %115 = stablehlo.reshape %114 : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %116 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %117:2 = stablehlo.reduce(%0 init: %cst_19), (%116 init: %c_20) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %151 = stablehlo.compare GE, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %152 = stablehlo.select %151, %arg4, %arg6 : tensor<i1>, tensor<f32>
      %153 = stablehlo.compare EQ, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %154 = stablehlo.minimum %arg5, %arg7 : tensor<i32>
      %155 = stablehlo.select %151, %arg5, %arg7 : tensor<i1>, tensor<i32>
      %156 = stablehlo.select %153, %154, %155 : tensor<i1>, tensor<i32>
      stablehlo.return %152, %156 : tensor<f32>, tensor<i32>
    }
    %118 = stablehlo.convert %117#1 : (tensor<4xi32>) -> tensor<4xi64>
    %119 = stablehlo.reshape %118 : (tensor<4xi64>) -> tensor<4xi64>
    %120 = stablehlo.bitcast_convert %0 : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %121 = stablehlo.reshape %120 : (tensor<4x6xi32>) -> tensor<4x6xi32>
    %122 = stablehlo.convert %0 : tensor<4x6xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.convert %cst_21 : tensor<f32>
    %124 = stablehlo.reduce(%122 init: %123) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %125 = stablehlo.convert %124 : tensor<6xf32>
    %126 = stablehlo.reshape %125 : (tensor<6xf32>) -> tensor<1x6xf32>
    %127 = stablehlo.is_finite %126 : (tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %129 = stablehlo.select %127, %126, %128 : tensor<1x6xi1>, tensor<1x6xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x6xf32>) -> tensor<6xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<6xf32>) -> tensor<4x6xf32>
    %132 = stablehlo.subtract %0, %131 : tensor<4x6xf32>
    %133 = stablehlo.exponential %132 : tensor<4x6xf32>
    %134 = stablehlo.convert %133 : tensor<4x6xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.convert %cst_23 : tensor<f32>
    %136 = stablehlo.reduce(%134 init: %135) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %137 = stablehlo.convert %136 : tensor<6xf32>
    %138 = stablehlo.log %137 : tensor<6xf32>
    %139 = stablehlo.reshape %129 : (tensor<1x6xf32>) -> tensor<6xf32>
    %140 = stablehlo.add %138, %139 : tensor<6xf32>
    %141 = stablehlo.reshape %140 : (tensor<6xf32>) -> tensor<6xf32>
    %142 = mhlo.erf %0 : tensor<4x6xf32>
    %143 = stablehlo.reshape %142 : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %145 = stablehlo.multiply %0, %144 : tensor<4x6xf32>
    %146 = stablehlo.round_nearest_even %145 : tensor<4x6xf32>
    %147 = stablehlo.reshape %146 : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %148 = stablehlo.divide %0, %0 : tensor<4x6xf32>
    %149 = stablehlo.is_finite %148 : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %150 = stablehlo.reshape %149 : (tensor<4x6xi1>) -> tensor<4x6xi1>
    return %7, %8, %13, %16, %18, %21, %95, %99, %103, %108, %110, %115, %119, %121, %141, %143, %147, %150 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<4x6xf32>, tensor<1x7x5x2xf32>, tensor<1x4x4x4xf32>, tensor<1x8x8x3xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x6xf32>, tensor<4xi64>, tensor<4x6xi32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>
  }
}
