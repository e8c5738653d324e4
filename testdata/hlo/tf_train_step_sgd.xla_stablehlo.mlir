module @a_inference_f_1172__.8 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 10>}], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @sequential_3_1_global_average_pooling2d_1_Mean_reduction.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @max_float_.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add_float_.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add_float_.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @sparse_categorical_crossentropy_Sum_reduction.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<4x6x6x2xf32>, %arg1: tensor<4xi32>, %arg2: tensor<3x3x2x4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4x3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<f32>, %arg7: tensor<3x3x2x4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4x3xf32>, %arg10: tensor<3xf32>, %arg11: tensor<i64>) -> (tensor<f32>, tensor<3x3x2x4xf32>, tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i64>) {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_0 = stablehlo.constant dense<[4, 1, 1, 4]> : tensor<4xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.maximum %c_0, %1 : tensor<4xi32>
    %3 = stablehlo.divide %0, %2 : tensor<4xi32>
    %4 = stablehlo.multiply %3, %2 : tensor<4xi32>
    %5 = stablehlo.compare NE, %4, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.compare LT, %0, %6 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare LT, %2, %8 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = stablehlo.compare NE, %7, %9 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %11 = stablehlo.and %5, %10 : tensor<4xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.subtract %3, %12 : tensor<4xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<4xi1>, tensor<4xi32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %15 = stablehlo.convert %c_4 : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %17 = stablehlo.convert %c_5 : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_6 = stablehlo.constant dense<6> : tensor<i32>
    %19 = stablehlo.convert %c_6 : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.convert %c_7 : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.concatenate %16, %18, %20, %22, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.convert %c_8 : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %26 = stablehlo.convert %c_9 : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.convert %c_10 : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_11 = stablehlo.constant dense<4> : tensor<i32>
    %30 = stablehlo.convert %c_11 : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.concatenate %25, %27, %29, %31, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %33 = stablehlo.reshape %arg0 : (tensor<4x6x6x2xf32>) -> tensor<4x6x6x2xf32>
    %34 = stablehlo.convolution(%33, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<4x4x4x4xf32>
    %35 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [3] : (tensor<4xf32>) -> tensor<4x4x4x4xf32>
    %38 = stablehlo.add %34, %37 : tensor<4x4x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4x4xf32>
    %40 = stablehlo.maximum %38, %39 : tensor<4x4x4x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x4x4x4xf32>
    %42 = stablehlo.compare GT, %40, %41 : (tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xi1>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<4x1xf32>) -> tensor<4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %46 = stablehlo.convert %40 : tensor<4x4x4x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.convert %cst_14 : tensor<f32>
    %48 = stablehlo.reduce(%46 init: %47) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x4x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %49 = stablehlo.multiply %c_15, %c_16 : tensor<i32>
    %50 = stablehlo.convert %49 : (tensor<i32>) -> tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %52 = stablehlo.divide %48, %51 : tensor<4x4xf32>
    %53 = stablehlo.convert %52 : tensor<4x4xf32>
    %54 = stablehlo.dot %53, %arg4, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %55 = stablehlo.transpose %54, dims = [0, 1] : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %56 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %57 = stablehlo.add %55, %56 : tensor<4x3xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %60 = stablehlo.subtract %57, %59 : tensor<4x3xf32>
    %61 = stablehlo.exponential %60 : tensor<4x3xf32>
    %62 = stablehlo.convert %61 : tensor<4x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.convert %63 : tensor<4xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %66 = stablehlo.divide %61, %65 : tensor<4x3xf32>
    %67 = stablehlo.reshape %arg1 : (tensor<4xi32>) -> tensor<4xi32>
    %68 = stablehlo.convert %67 : (tensor<4xi32>) -> tensor<4xf32>
    %69 = stablehlo.convert %68 : (tensor<4xf32>) -> tensor<4xi64>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<4xi64>) -> tensor<4x3xi64>
    %71 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %72 = stablehlo.compare EQ, %70, %71 : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %75 = stablehlo.select %72, %73, %74 : tensor<4x3xi1>, tensor<4x3xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %77 = stablehlo.compare LE, %76, %69 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_22 = stablehlo.constant dense<3> : tensor<i64>
    %78 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %79 = stablehlo.compare LT, %69, %78 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %80 = stablehlo.and %77, %79 : tensor<4xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %83 = stablehlo.select %80, %81, %82 : tensor<4xi1>, tensor<4xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %85 = stablehlo.add %75, %84 : tensor<4x3xf32>
    %86 = stablehlo.subtract %66, %85 : tensor<4x3xf32>
    %87 = stablehlo.multiply %45, %86 : tensor<4x3xf32>
    %88 = stablehlo.dot_general %87, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "true", grad_y = "false"}} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x4xf32>
    %89 = stablehlo.transpose %88, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %90 = stablehlo.reshape %89 : (tensor<4x4xf32>) -> tensor<4x1x1x4xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<4x1x1x4xf32>) -> tensor<4x1x1x4xf32>
    %92 = stablehlo.reshape %91 : (tensor<4x1x1x4xf32>) -> tensor<4x4xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 3] : (tensor<4x4xf32>) -> tensor<4x4x4x4xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x4x4x4xf32>
    %95 = stablehlo.divide %93, %94 : tensor<4x4x4x4xf32>
    %96 = stablehlo.select %42, %95, %41 : tensor<4x4x4x4xi1>, tensor<4x4x4x4xf32>
    %97 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x2x4xf32>
    %98 = stablehlo.convolution(%96, %97) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x4xf32>, tensor<3x3x2x4xf32>) -> tensor<4x6x6x2xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.compare EQ, %cst_27, %cst_28 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.compare EQ, %cst_30, %cst_31 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<f32>
    %103 = stablehlo.negate %85 : tensor<4x3xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %105 = stablehlo.compare EQ, %85, %104 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %107 = stablehlo.log %64 : tensor<4xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %109 = stablehlo.subtract %60, %108 : tensor<4x3xf32>
    %110 = stablehlo.select %105, %106, %109 : tensor<4x3xi1>, tensor<4x3xf32>
    %111 = stablehlo.multiply %103, %110 : tensor<4x3xf32>
    %112 = stablehlo.convert %111 : tensor<4x3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %114 = stablehlo.convert %113 : tensor<4xf32>
    %115 = stablehlo.convert %114 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.convert %cst_36 : tensor<f32>
    %117 = stablehlo.reduce(%115 init: %116) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %118 = stablehlo.convert %117 : tensor<f32>
    %119 = stablehlo.negate %118 : tensor<f32>
    %120 = stablehlo.divide %119, %cst_30 : tensor<f32>
    %121 = stablehlo.select %101, %102, %120 : tensor<i1>, tensor<f32>
    %122 = stablehlo.divide %121, %cst_27 : tensor<f32>
    %123 = stablehlo.select %99, %100, %122 : tensor<i1>, tensor<f32>
    %124 = stablehlo.multiply %cst_26, %123 : tensor<f32>
    %cst_37 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.compare EQ, %cst_37, %cst_38 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<f32>
    %127 = stablehlo.divide %118, %cst_37 : tensor<f32>
    %128 = stablehlo.select %125, %126, %127 : tensor<i1>, tensor<f32>
    %129 = stablehlo.reshape %128 : (tensor<f32>) -> tensor<f32>
    %130 = stablehlo.convolution(%33, %96) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x6x6x2xf32>, tensor<4x4x4x4xf32>) -> tensor<3x3x2x4xf32>
    %131 = stablehlo.reshape %130 : (tensor<3x3x2x4xf32>) -> tensor<3x3x2x4xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %133 = stablehlo.multiply %arg7, %132 : tensor<3x3x2x4xf32>
    %134 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
    %135 = stablehlo.multiply %130, %134 : tensor<3x3x2x4xf32>
    %136 = stablehlo.subtract %133, %135 : tensor<3x3x2x4xf32>
    %137 = stablehlo.add %arg2, %136 : tensor<3x3x2x4xf32>
    %138 = stablehlo.reshape %137 : (tensor<3x3x2x4xf32>) -> tensor<3x3x2x4xf32>
    %139 = mhlo.copy %138 : tensor<3x3x2x4xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %141 = stablehlo.multiply %arg8, %140 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%96 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %143 = stablehlo.reshape %142 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %144 = stablehlo.reshape %143 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %145 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<4xf32>
    %147 = stablehlo.subtract %141, %146 : tensor<4xf32>
    %148 = stablehlo.add %arg3, %147 : tensor<4xf32>
    %149 = stablehlo.reshape %148 : (tensor<4xf32>) -> tensor<4xf32>
    %150 = mhlo.copy %149 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %152 = stablehlo.multiply %arg9, %151 : tensor<4x3xf32>
    %153 = stablehlo.dot_general %53, %87, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %154 = stablehlo.transpose %153, dims = [0, 1] : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %155 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<4x3xf32>
    %157 = stablehlo.subtract %152, %156 : tensor<4x3xf32>
    %158 = stablehlo.add %arg4, %157 : tensor<4x3xf32>
    %159 = stablehlo.reshape %158 : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %160 = mhlo.copy %159 : tensor<4x3xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %162 = stablehlo.multiply %arg10, %161 : tensor<3xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%87 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %164 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<3xf32>
    %166 = stablehlo.subtract %162, %165 : tensor<3xf32>
    %167 = stablehlo.add %arg5, %166 : tensor<3xf32>
    %168 = stablehlo.reshape %167 : (tensor<3xf32>) -> tensor<3xf32>
    %169 = mhlo.copy %168 : tensor<3xf32>
    %170 = stablehlo.reshape %136 : (tensor<3x3x2x4xf32>) -> tensor<3x3x2x4xf32>
    %171 = mhlo.copy %170 : tensor<3x3x2x4xf32>
    %172 = stablehlo.reshape %147 : (tensor<4xf32>) -> tensor<4xf32>
    %173 = mhlo.copy %172 : tensor<4xf32>
    %174 = stablehlo.reshape %157 : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %175 = mhlo.copy %174 : tensor<4x3xf32>
    %176 = stablehlo.reshape %166 : (tensor<3xf32>) -> tensor<3xf32>
    %177 = mhlo.copy %176 : tensor<3xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i64>
    %178 = stablehlo.add %arg11, %c_46 : tensor<i64>
    %179 = stablehlo.reshape %178 : (tensor<i64>) -> tensor<i64>
    %180 = mhlo.copy %179 : tensor<i64>
    return %129, %131, %139, %150, %160, %169, %171, %173, %175, %177, %180 : tensor<f32>, tensor<3x3x2x4xf32>, tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i64>
  }
}
