module @a_inference_f_897__.4 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 12 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 13 : i64}, output_index = array<i64: 11>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 14 : i64}, output_index = array<i64: 12>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 15 : i64}, output_index = array<i64: 13>}], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @gradient_tape_sequential_2_1_dense_3_1_Add_Sum_reduction.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @Mean_reduction.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x1xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x1xf32>, %arg5: tensor<1xf32>, %arg6: tensor<f32>, %arg7: tensor<i64>, %arg8: tensor<4x8xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8x1xf32>, %arg13: tensor<8x1xf32>, %arg14: tensor<1xf32>, %arg15: tensor<1xf32>) -> (tensor<f32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x1xf32>, tensor<1xf32>, tensor<i64>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1xf32>, tensor<1xf32>) {
    %cst = stablehlo.constant dense<0.666666686> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.dot %1, %arg2, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<3x4xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 1] : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xf32>) -> tensor<3x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<3x8xf32>
    %8 = stablehlo.dot %7, %arg4, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<3x8xf32>, tensor<8x1xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.transpose %8, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<1xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<3x1xf32>
    %12 = stablehlo.reshape %arg1 : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<3x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %15 = stablehlo.power %13, %14 : tensor<3x1xf32>
    %16 = stablehlo.multiply %0, %15 : tensor<3x1xf32>
    %17 = stablehlo.negate %16 : tensor<3x1xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %19 = stablehlo.power %13, %18 : tensor<3x1xf32>
    %20 = stablehlo.convert %19 : tensor<3x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.convert %cst_3 : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.multiply %c, %c_4 : tensor<i32>
    %24 = stablehlo.convert %23 : (tensor<i32>) -> tensor<f32>
    %25 = stablehlo.divide %22, %24 : tensor<f32>
    %26 = stablehlo.convert %25 : tensor<f32>
    %27 = stablehlo.reshape %26 : (tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %29 = stablehlo.compare GT, %7, %28 : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %30 = stablehlo.dot_general %16, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "true", grad_y = "false"}} : (tensor<3x1xf32>, tensor<8x1xf32>) -> tensor<3x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 1] : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %32 = stablehlo.select %29, %31, %28 : tensor<3x8xi1>, tensor<3x8xf32>
    %33 = stablehlo.dot_general %1, %32, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<3x4xf32>, tensor<3x8xf32>) -> tensor<4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %35 = stablehlo.subtract %34, %arg8 : tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<4x8xf32>
    %38 = stablehlo.add %arg8, %37 : tensor<4x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %39 = stablehlo.add %arg7, %c_9 : tensor<i64>
    %40 = stablehlo.convert %39 : (tensor<i64>) -> tensor<f32>
    %41 = stablehlo.power %cst_8, %40 : tensor<f32>
    %42 = stablehlo.subtract %cst_7, %41 : tensor<f32>
    %43 = stablehlo.sqrt %42 : tensor<f32>
    %44 = stablehlo.multiply %arg6, %43 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = stablehlo.power %cst_11, %40 : tensor<f32>
    %46 = stablehlo.subtract %cst_10, %45 : tensor<f32>
    %47 = stablehlo.divide %44, %46 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %49 = stablehlo.multiply %38, %48 : tensor<4x8xf32>
    %50 = stablehlo.multiply %34, %34 : tensor<4x8xf32>
    %51 = stablehlo.subtract %50, %arg9 : tensor<4x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<4x8xf32>
    %54 = stablehlo.add %arg9, %53 : tensor<4x8xf32>
    %55 = stablehlo.sqrt %54 : tensor<4x8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %57 = stablehlo.add %55, %56 : tensor<4x8xf32>
    %58 = stablehlo.divide %49, %57 : tensor<4x8xf32>
    %59 = stablehlo.subtract %arg2, %58 : tensor<4x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %61 = mhlo.copy %60 : tensor<4x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%32 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<3x8xf32>, tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.subtract %62, %arg10 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<8xf32>
    %66 = stablehlo.add %arg10, %65 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %67 = stablehlo.add %arg7, %c_18 : tensor<i64>
    %68 = stablehlo.convert %67 : (tensor<i64>) -> tensor<f32>
    %69 = stablehlo.power %cst_17, %68 : tensor<f32>
    %70 = stablehlo.subtract %cst_16, %69 : tensor<f32>
    %71 = stablehlo.sqrt %70 : tensor<f32>
    %72 = stablehlo.multiply %arg6, %71 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = stablehlo.power %cst_20, %68 : tensor<f32>
    %74 = stablehlo.subtract %cst_19, %73 : tensor<f32>
    %75 = stablehlo.divide %72, %74 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.multiply %66, %76 : tensor<8xf32>
    %78 = stablehlo.multiply %62, %62 : tensor<8xf32>
    %79 = stablehlo.subtract %78, %arg11 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<8xf32>
    %82 = stablehlo.add %arg11, %81 : tensor<8xf32>
    %83 = stablehlo.sqrt %82 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.add %83, %84 : tensor<8xf32>
    %86 = stablehlo.divide %77, %85 : tensor<8xf32>
    %87 = stablehlo.subtract %arg3, %86 : tensor<8xf32>
    %88 = stablehlo.reshape %87 : (tensor<8xf32>) -> tensor<8xf32>
    %89 = mhlo.copy %88 : tensor<8xf32>
    %90 = stablehlo.dot_general %7, %16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} : (tensor<3x8xf32>, tensor<3x1xf32>) -> tensor<8x1xf32>
    %91 = stablehlo.transpose %90, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %92 = stablehlo.subtract %91, %arg12 : tensor<8x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<8x1xf32>
    %95 = stablehlo.add %arg12, %94 : tensor<8x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %c_26 = stablehlo.constant dense<1> : tensor<i64>
    %96 = stablehlo.add %arg7, %c_26 : tensor<i64>
    %97 = stablehlo.convert %96 : (tensor<i64>) -> tensor<f32>
    %98 = stablehlo.power %cst_25, %97 : tensor<f32>
    %99 = stablehlo.subtract %cst_24, %98 : tensor<f32>
    %100 = stablehlo.sqrt %99 : tensor<f32>
    %101 = stablehlo.multiply %arg6, %100 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %102 = stablehlo.power %cst_28, %97 : tensor<f32>
    %103 = stablehlo.subtract %cst_27, %102 : tensor<f32>
    %104 = stablehlo.divide %101, %103 : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %106 = stablehlo.multiply %95, %105 : tensor<8x1xf32>
    %107 = stablehlo.multiply %91, %91 : tensor<8x1xf32>
    %108 = stablehlo.subtract %107, %arg13 : tensor<8x1xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<8x1xf32>
    %111 = stablehlo.add %arg13, %110 : tensor<8x1xf32>
    %112 = stablehlo.sqrt %111 : tensor<8x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %114 = stablehlo.add %112, %113 : tensor<8x1xf32>
    %115 = stablehlo.divide %106, %114 : tensor<8x1xf32>
    %116 = stablehlo.subtract %arg4, %115 : tensor<8x1xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %118 = mhlo.copy %117 : tensor<8x1xf32>
    %119 = stablehlo.convert %16 : tensor<3x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.convert %cst_31 : tensor<f32>
    %121 = stablehlo.reduce(%119 init: %120) applies stablehlo.add across dimensions = [0] : (tensor<3x1xf32>, tensor<f32>) -> tensor<1xf32>
    %122 = stablehlo.convert %121 : tensor<1xf32>
    %123 = stablehlo.reshape %122 : (tensor<1xf32>) -> tensor<1x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x1xf32>) -> tensor<1xf32>
    %125 = stablehlo.subtract %124, %arg14 : tensor<1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<1xf32>
    %128 = stablehlo.add %arg14, %127 : tensor<1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %129 = stablehlo.add %arg7, %c_35 : tensor<i64>
    %130 = stablehlo.convert %129 : (tensor<i64>) -> tensor<f32>
    %131 = stablehlo.power %cst_34, %130 : tensor<f32>
    %132 = stablehlo.subtract %cst_33, %131 : tensor<f32>
    %133 = stablehlo.sqrt %132 : tensor<f32>
    %134 = stablehlo.multiply %arg6, %133 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.power %cst_37, %130 : tensor<f32>
    %136 = stablehlo.subtract %cst_36, %135 : tensor<f32>
    %137 = stablehlo.divide %134, %136 : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %139 = stablehlo.multiply %128, %138 : tensor<1xf32>
    %140 = stablehlo.multiply %124, %124 : tensor<1xf32>
    %141 = stablehlo.subtract %140, %arg15 : tensor<1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<1xf32>
    %144 = stablehlo.add %arg15, %143 : tensor<1xf32>
    %145 = stablehlo.sqrt %144 : tensor<1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %147 = stablehlo.add %145, %146 : tensor<1xf32>
    %148 = stablehlo.divide %139, %147 : tensor<1xf32>
    %149 = stablehlo.subtract %arg5, %148 : tensor<1xf32>
    %150 = stablehlo.reshape %149 : (tensor<1xf32>) -> tensor<1xf32>
    %151 = mhlo.copy %150 : tensor<1xf32>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %152 = stablehlo.add %arg7, %c_40 : tensor<i64>
    %153 = stablehlo.reshape %152 : (tensor<i64>) -> tensor<i64>
    %154 = mhlo.copy %153 : tensor<i64>
    %155 = stablehlo.reshape %38 : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %156 = mhlo.copy %155 : tensor<4x8xf32>
    %157 = stablehlo.reshape %54 : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %158 = mhlo.copy %157 : tensor<4x8xf32>
    %159 = stablehlo.reshape %66 : (tensor<8xf32>) -> tensor<8xf32>
    %160 = mhlo.copy %159 : tensor<8xf32>
    %161 = stablehlo.reshape %82 : (tensor<8xf32>) -> tensor<8xf32>
    %162 = mhlo.copy %161 : tensor<8xf32>
    %163 = stablehlo.reshape %95 : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %164 = mhlo.copy %163 : tensor<8x1xf32>
    %165 = stablehlo.reshape %111 : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %166 = mhlo.copy %165 : tensor<8x1xf32>
    %167 = stablehlo.reshape %128 : (tensor<1xf32>) -> tensor<1xf32>
    %168 = mhlo.copy %167 : tensor<1xf32>
    %169 = stablehlo.reshape %144 : (tensor<1xf32>) -> tensor<1xf32>
    %170 = mhlo.copy %169 : tensor<1xf32>
    return %27, %61, %89, %118, %151, %154, %156, %158, %160, %162, %164, %166, %168, %170 : tensor<f32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x1xf32>, tensor<1xf32>, tensor<i64>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1xf32>, tensor<1xf32>
  }
}
