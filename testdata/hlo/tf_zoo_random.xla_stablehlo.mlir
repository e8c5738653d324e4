module @a_inference_f_1495__.1 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xi32>) -> (tensor<3x4xf32>, tensor<5xf32>, tensor<6xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2xi32>) -> tensor<2xi32>
    %1 = stablehlo.convert %0 : (tensor<2xi32>) -> tensor<2xui32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<ui64>
    %5 = stablehlo.slice %1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<ui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %8 = stablehlo.shift_left %7, %c : tensor<ui64>
    %9 = stablehlo.or %4, %8 : tensor<ui64>
    %10 = stablehlo.reshape %9 : (tensor<ui64>) -> tensor<1xui64>
    %11 = stablehlo.bitcast_convert %10 : (tensor<1xui64>) -> tensor<1xui64>
    %c_0 = stablehlo.constant dense<0> : tensor<1xui64>
    %12 = stablehlo.bitcast_convert %c_0 : (tensor<1xui64>) -> tensor<1xui64>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %13, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
    %14 = stablehlo.slice %output_state [1:2] : (tensor<2xui64>) -> tensor<1xui64>
    %15 = stablehlo.bitcast_convert %14 : (tensor<1xui64>) -> tensor<1xi64>
    %c_1 = stablehlo.constant dense<163851598941452064> : tensor<1xui64>
    %16 = stablehlo.bitcast_convert %c_1 : (tensor<1xui64>) -> tensor<1xui64>
    %17 = stablehlo.convert %0 : (tensor<2xi32>) -> tensor<2xui64>
    %18 = stablehlo.bitcast_convert %17 : (tensor<2xui64>) -> tensor<2xui64>
    %19 = stablehlo.concatenate %16, %18, dim = 0 : (tensor<1xui64>, tensor<2xui64>) -> tensor<3xui64>
    %output_state_2, %output_3 = stablehlo.rng_bit_generator %19, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
    %20 = stablehlo.slice %output_state_2 [1:3] : (tensor<3xui64>) -> tensor<2xui64>
    %21 = stablehlo.bitcast_convert %20 : (tensor<2xui64>) -> tensor<2xi64>
    %22 = stablehlo.slice %output_3 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %23 = stablehlo.reshape %22 : (tensor<2xui32>) -> tensor<2xui32>
    %24 = stablehlo.slice %23 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
    %26 = stablehlo.convert %25 : (tensor<ui32>) -> tensor<ui64>
    %27 = stablehlo.slice %23 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %28 = stablehlo.reshape %27 : (tensor<1xui32>) -> tensor<ui32>
    %29 = stablehlo.convert %28 : (tensor<ui32>) -> tensor<ui64>
    %c_4 = stablehlo.constant dense<32> : tensor<ui64>
    %30 = stablehlo.shift_left %29, %c_4 : tensor<ui64>
    %31 = stablehlo.or %26, %30 : tensor<ui64>
    %32 = stablehlo.reshape %31 : (tensor<ui64>) -> tensor<1xui64>
    %33 = stablehlo.bitcast_convert %32 : (tensor<1xui64>) -> tensor<1xui64>
    %c_5 = stablehlo.constant dense<0> : tensor<ui64>
    %34 = stablehlo.reshape %c_5 : (tensor<ui64>) -> tensor<1xui64>
    %35 = stablehlo.slice %output_3 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %36 = stablehlo.reshape %35 : (tensor<2xui32>) -> tensor<2xui32>
    %37 = stablehlo.slice %36 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %38 = stablehlo.reshape %37 : (tensor<1xui32>) -> tensor<ui32>
    %39 = stablehlo.convert %38 : (tensor<ui32>) -> tensor<ui64>
    %40 = stablehlo.slice %36 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
    %42 = stablehlo.convert %41 : (tensor<ui32>) -> tensor<ui64>
    %c_6 = stablehlo.constant dense<32> : tensor<ui64>
    %43 = stablehlo.shift_left %42, %c_6 : tensor<ui64>
    %44 = stablehlo.or %39, %43 : tensor<ui64>
    %45 = stablehlo.reshape %44 : (tensor<ui64>) -> tensor<1xui64>
    %46 = stablehlo.concatenate %34, %45, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %47 = stablehlo.bitcast_convert %46 : (tensor<2xui64>) -> tensor<2xui64>
    %48 = stablehlo.concatenate %33, %47, dim = 0 : (tensor<1xui64>, tensor<2xui64>) -> tensor<3xui64>
    %output_state_7, %output_8 = stablehlo.rng_bit_generator %48, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3x4xui32>)
    %49 = stablehlo.slice %output_state_7 [1:3] : (tensor<3xui64>) -> tensor<2xui64>
    %50 = stablehlo.bitcast_convert %49 : (tensor<2xui64>) -> tensor<2xi64>
    %c_9 = stablehlo.constant dense<163851598941452064> : tensor<1xui64>
    %51 = stablehlo.bitcast_convert %c_9 : (tensor<1xui64>) -> tensor<1xui64>
    %52 = stablehlo.convert %0 : (tensor<2xi32>) -> tensor<2xui64>
    %53 = stablehlo.bitcast_convert %52 : (tensor<2xui64>) -> tensor<2xui64>
    %54 = stablehlo.concatenate %51, %53, dim = 0 : (tensor<1xui64>, tensor<2xui64>) -> tensor<3xui64>
    %output_state_10, %output_11 = stablehlo.rng_bit_generator %54, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
    %55 = stablehlo.slice %output_state_10 [1:3] : (tensor<3xui64>) -> tensor<2xui64>
    %56 = stablehlo.bitcast_convert %55 : (tensor<2xui64>) -> tensor<2xi64>
    %57 = stablehlo.slice %output_11 [0:2] : (tensor<4xui32>) -> tensor<2xui32>
    %58 = stablehlo.reshape %57 : (tensor<2xui32>) -> tensor<2xui32>
    %59 = stablehlo.slice %58 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %60 = stablehlo.reshape %59 : (tensor<1xui32>) -> tensor<ui32>
    %61 = stablehlo.convert %60 : (tensor<ui32>) -> tensor<ui64>
    %62 = stablehlo.slice %58 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %63 = stablehlo.reshape %62 : (tensor<1xui32>) -> tensor<ui32>
    %64 = stablehlo.convert %63 : (tensor<ui32>) -> tensor<ui64>
    %c_12 = stablehlo.constant dense<32> : tensor<ui64>
    %65 = stablehlo.shift_left %64, %c_12 : tensor<ui64>
    %66 = stablehlo.or %61, %65 : tensor<ui64>
    %67 = stablehlo.reshape %66 : (tensor<ui64>) -> tensor<1xui64>
    %68 = stablehlo.bitcast_convert %67 : (tensor<1xui64>) -> tensor<1xui64>
    %c_13 = stablehlo.constant dense<0> : tensor<ui64>
    %69 = stablehlo.reshape %c_13 : (tensor<ui64>) -> tensor<1xui64>
    %70 = stablehlo.slice %output_11 [2:4] : (tensor<4xui32>) -> tensor<2xui32>
    %71 = stablehlo.reshape %70 : (tensor<2xui32>) -> tensor<2xui32>
    %72 = stablehlo.slice %71 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %73 = stablehlo.reshape %72 : (tensor<1xui32>) -> tensor<ui32>
    %74 = stablehlo.convert %73 : (tensor<ui32>) -> tensor<ui64>
    %75 = stablehlo.slice %71 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %76 = stablehlo.reshape %75 : (tensor<1xui32>) -> tensor<ui32>
    %77 = stablehlo.convert %76 : (tensor<ui32>) -> tensor<ui64>
    %c_14 = stablehlo.constant dense<32> : tensor<ui64>
    %78 = stablehlo.shift_left %77, %c_14 : tensor<ui64>
    %79 = stablehlo.or %74, %78 : tensor<ui64>
    %80 = stablehlo.reshape %79 : (tensor<ui64>) -> tensor<1xui64>
    %81 = stablehlo.concatenate %69, %80, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %82 = stablehlo.bitcast_convert %81 : (tensor<2xui64>) -> tensor<2xui64>
    %83 = stablehlo.concatenate %68, %82, dim = 0 : (tensor<1xui64>, tensor<2xui64>) -> tensor<3xui64>
    %output_state_15, %output_16 = stablehlo.rng_bit_generator %83, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<6xui32>)
    %84 = stablehlo.slice %output_state_15 [1:3] : (tensor<3xui64>) -> tensor<2xui64>
    %85 = stablehlo.bitcast_convert %84 : (tensor<2xui64>) -> tensor<2xi64>
    %c_17 = stablehlo.constant dense<9> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %87 = stablehlo.shift_right_logical %output_8, %86 : tensor<3x4xui32>
    %88 = stablehlo.convert %87 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<3x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.subtract %cst_18, %cst_19 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<3x4xf32>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %95 = stablehlo.add %93, %94 : tensor<3x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<3x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %99 = stablehlo.add %97, %98 : tensor<3x4xf32>
    %100 = stablehlo.reshape %99 : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst_22 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %c_23 = stablehlo.constant dense<9> : tensor<ui32>
    %102 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %103 = stablehlo.shift_right_logical %output, %102 : tensor<3x2xui32>
    %104 = stablehlo.convert %103 : (tensor<3x2xui32>) -> tensor<3x2xf32>
    %cst_24 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<3x2xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.subtract %cst_25, %cst_26 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %109 = stablehlo.multiply %106, %108 : tensor<3x2xf32>
    %110 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %111 = stablehlo.add %109, %110 : tensor<3x2xf32>
    %112 = stablehlo.slice %111 [0:3, 1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %113 = stablehlo.multiply %101, %112 : tensor<3x1xf32>
    %114 = stablehlo.sine %113 : tensor<3x1xf32>
    %cst_27 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %116 = stablehlo.slice %111 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %118 = stablehlo.maximum %116, %117 : tensor<3x1xf32>
    %119 = stablehlo.log %118 : tensor<3x1xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<3x1xf32>
    %121 = stablehlo.sqrt %120 : tensor<3x1xf32>
    %122 = stablehlo.multiply %114, %121 : tensor<3x1xf32>
    %123 = stablehlo.cosine %113 : tensor<3x1xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<3x1xf32>
    %125 = stablehlo.concatenate %122, %124, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %126 = stablehlo.reshape %125 : (tensor<3x2xf32>) -> tensor<6xf32>
    %127 = stablehlo.slice %126 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<5xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %131 = stablehlo.add %129, %130 : tensor<5xf32>
    %132 = stablehlo.reshape %131 : (tensor<5xf32>) -> tensor<5xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_32 = stablehlo.constant dense<10> : tensor<i32>
    %134 = stablehlo.bitcast_convert %c_32 : (tensor<i32>) -> tensor<ui32>
    %135 = stablehlo.bitcast_convert %c_31 : (tensor<i32>) -> tensor<ui32>
    %136 = stablehlo.subtract %134, %135 : tensor<ui32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %138 = stablehlo.remainder %output_16, %137 : tensor<6xui32>
    %c_33 = stablehlo.constant dense<1> : tensor<ui32>
    %139 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %140 = stablehlo.shift_right_logical %138, %139 : tensor<6xui32>
    %141 = stablehlo.bitcast_convert %140 : (tensor<6xui32>) -> tensor<6xi32>
    %142 = stablehlo.add %133, %141 : tensor<6xi32>
    %143 = stablehlo.subtract %138, %140 : tensor<6xui32>
    %144 = stablehlo.bitcast_convert %143 : (tensor<6xui32>) -> tensor<6xi32>
    %145 = stablehlo.add %142, %144 : tensor<6xi32>
    %146 = stablehlo.reshape %145 : (tensor<6xi32>) -> tensor<6xi32>
    return %100, %132, %146 : tensor<3x4xf32>, tensor<5xf32>, tensor<6xi32>
  }
}
