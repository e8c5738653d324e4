module @jit_zoo_rng_bit_generator attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_uniform.1(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
    %2 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %7 = stablehlo.shift_right_logical %output, %6 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %9 = stablehlo.or %7, %8 : tensor<5xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<5xf32>
    %13 = stablehlo.reshape %arg2 : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.subtract %13, %2 : tensor<1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %18 = stablehlo.multiply %12, %17 : tensor<5xf32>
    %19 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.add %18, %21 : tensor<5xf32>
    %23 = stablehlo.maximum %5, %22 : tensor<5xf32>
    return %23 : tensor<5xf32>
  }
  func.func private @_uniform_0.2(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x2xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
    %2 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %7 = stablehlo.shift_right_logical %output, %6 : tensor<2x2xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %9 = stablehlo.or %7, %8 : tensor<2x2xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<2x2xui32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x2xf32>
    %13 = stablehlo.reshape %arg2 : (tensor<f32>) -> tensor<1x1xf32>
    %14 = stablehlo.subtract %13, %2 : tensor<1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1xf32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %18 = stablehlo.multiply %12, %17 : tensor<2x2xf32>
    %19 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x1xf32>) -> tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x2xf32>
    %23 = stablehlo.maximum %5, %22 : tensor<2x2xf32>
    return %23 : tensor<2x2xf32>
  }
  func.func private @_normal_real.3(%arg0: tensor<4xui32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_0.2(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<2x2xf32>
    %1 = stablehlo.abs %0 : tensor<2x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %3 = stablehlo.compare EQ, %1, %2 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<2x2xf32>
    %6 = stablehlo.negate %0 : tensor<2x2xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<2x2xf32>
    %8 = stablehlo.log_plus_one %7 : tensor<2x2xf32>
    %9 = stablehlo.negate %8 : tensor<2x2xf32>
    %cst_3 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %11 = stablehlo.compare LT, %9, %10 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %cst_4 = stablehlo.constant dense<1.50140941> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_5 = stablehlo.constant dense<2.83297682> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_6 = stablehlo.constant dense<0.246640727> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_7 = stablehlo.constant dense<1.00167406> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %17 = stablehlo.select %11, %15, %16 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_8 = stablehlo.constant dense<-0.00417768164> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_9 = stablehlo.constant dense<0.00943887047> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %20 = stablehlo.select %11, %18, %19 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_10 = stablehlo.constant dense<-0.00125372503> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_11 = stablehlo.constant dense<-0.0076224613> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %23 = stablehlo.select %11, %21, %22 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_12 = stablehlo.constant dense<2.1858087E-4> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_13 = stablehlo.constant dense<0.00573950773> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %26 = stablehlo.select %11, %24, %25 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_14 = stablehlo.constant dense<-4.39150654E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_15 = stablehlo.constant dense<-0.00367342844> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %29 = stablehlo.select %11, %27, %28 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_16 = stablehlo.constant dense<-3.5233877E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_17 = stablehlo.constant dense<0.00134934322> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %32 = stablehlo.select %11, %30, %31 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_18 = stablehlo.constant dense<3.43273939E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_19 = stablehlo.constant dense<1.00950558E-4> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %35 = stablehlo.select %11, %33, %34 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_20 = stablehlo.constant dense<2.81022636E-8> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_21 = stablehlo.constant dense<-2.00214257E-4> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %38 = stablehlo.select %11, %36, %37 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_22 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %40 = stablehlo.subtract %9, %39 : tensor<2x2xf32>
    %41 = stablehlo.sqrt %9 : tensor<2x2xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<2x2xf32>
    %44 = stablehlo.select %11, %40, %43 : tensor<2x2xi1>, tensor<2x2xf32>
    %45 = stablehlo.multiply %38, %44 : tensor<2x2xf32>
    %46 = stablehlo.add %35, %45 : tensor<2x2xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<2x2xf32>
    %48 = stablehlo.add %32, %47 : tensor<2x2xf32>
    %49 = stablehlo.multiply %48, %44 : tensor<2x2xf32>
    %50 = stablehlo.add %29, %49 : tensor<2x2xf32>
    %51 = stablehlo.multiply %50, %44 : tensor<2x2xf32>
    %52 = stablehlo.add %26, %51 : tensor<2x2xf32>
    %53 = stablehlo.multiply %52, %44 : tensor<2x2xf32>
    %54 = stablehlo.add %23, %53 : tensor<2x2xf32>
    %55 = stablehlo.multiply %54, %44 : tensor<2x2xf32>
    %56 = stablehlo.add %20, %55 : tensor<2x2xf32>
    %57 = stablehlo.multiply %56, %44 : tensor<2x2xf32>
    %58 = stablehlo.add %17, %57 : tensor<2x2xf32>
    %59 = stablehlo.multiply %58, %44 : tensor<2x2xf32>
    %60 = stablehlo.add %14, %59 : tensor<2x2xf32>
    %61 = stablehlo.multiply %60, %0 : tensor<2x2xf32>
    %62 = stablehlo.select %3, %5, %61 : tensor<2x2xi1>, tensor<2x2xf32>
    %cst_24 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x2xf32>
    return %64 : tensor<2x2xf32>
  }
  func.func private @_normal.4(%arg0: tensor<4xui32>) -> tensor<2x2xf32> {
    %0 = call @_normal_real.3(%arg0) : (tensor<4xui32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
  func.func @main(%arg0: tensor<4xui32>) -> (tensor<4x3xui32>, tensor<5xf32>, tensor<2x2xf32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x3xui32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_uniform.1(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %3 = call @_normal.4(%arg0) : (tensor<4xui32>) -> tensor<2x2xf32>
    return %output, %2, %3 : tensor<4x3xui32>, tensor<5xf32>, tensor<2x2xf32>
  }
}
