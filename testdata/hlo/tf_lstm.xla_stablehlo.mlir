module @a_inference_f_564__.11 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @sequential_1_1_lstm_1_while_body_340_const_0__.5(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<5x2x8xf32>, %arg4: tensor<i32>, %arg5: tensor<2x8xf32>, %arg6: tensor<2x8xf32>, %arg7: tensor<5x2x4xf32>, %arg8: tensor<i32>, %arg9: tensor<4x32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<32xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x2x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<5x2x4xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>) {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.add %arg2, %c_1 : tensor<i32>
    %4 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg7, %arg2, %c_2, %c_2, sizes = [1, 2, 4] : (tensor<5x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %7 = stablehlo.dot %6, %arg9, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x4xf32>, tensor<4x32xf32>) -> tensor<2x32xf32>
    %8 = stablehlo.transpose %7, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %9 = stablehlo.dot %arg5, %arg10, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x32xf32>) -> tensor<2x32xf32>
    %10 = stablehlo.transpose %9, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x32xf32>
    %14 = stablehlo.slice %13 [0:2, 24:32] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %15 = stablehlo.logistic %14 : tensor<2x8xf32>
    %16 = stablehlo.slice %13 [0:2, 8:16] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.logistic %16 : tensor<2x8xf32>
    %18 = stablehlo.multiply %17, %arg6 : tensor<2x8xf32>
    %19 = stablehlo.slice %13 [0:2, 0:8] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %20 = stablehlo.logistic %19 : tensor<2x8xf32>
    %21 = stablehlo.slice %13 [0:2, 16:24] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %22 = stablehlo.tanh %21 : tensor<2x8xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<2x8xf32>
    %24 = stablehlo.add %18, %23 : tensor<2x8xf32>
    %25 = stablehlo.tanh %24 : tensor<2x8xf32>
    %26 = stablehlo.multiply %15, %25 : tensor<2x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.dynamic_update_slice %arg3, %27, %arg2, %c_3, %c_3 : (tensor<5x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x8xf32>
    %29 = stablehlo.reshape %26 : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %30 = stablehlo.reshape %24 : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %31 = stablehlo.reshape %arg9 : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %32 = mhlo.copy %31 : tensor<4x32xf32>
    %33 = stablehlo.reshape %arg10 : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %34 = mhlo.copy %33 : tensor<8x32xf32>
    %35 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<32xf32>
    %36 = mhlo.copy %35 : tensor<32xf32>
    return %1, %2, %4, %28, %arg4, %29, %30, %arg7, %arg8, %32, %34, %36 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x2x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<5x2x4xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>
  }
  func.func private @sequential_1_1_lstm_1_while_cond_339_const_0__.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<5x2x8xf32>, %arg4: tensor<i32>, %arg5: tensor<2x8xf32>, %arg6: tensor<2x8xf32>, %arg7: tensor<5x2x4xf32>, %arg8: tensor<i32>, %arg9: tensor<4x32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<32xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.and %0, %1 : tensor<i1>
    %3 = stablehlo.reshape %2 : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @cond_wrapper.4(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<5x2x8xf32>, %arg4: tensor<i32>, %arg5: tensor<2x8xf32>, %arg6: tensor<2x8xf32>, %arg7: tensor<5x2x4xf32>, %arg8: tensor<i32>, %arg9: tensor<4x32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<32xf32>) -> tensor<i1> {
    %0 = call @sequential_1_1_lstm_1_while_cond_339_const_0__.3(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x2x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<5x2x4xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @sequential_1_1_lstm_1_2_while_body_475_const_0__.10(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<1x2x6xf32>, %arg4: tensor<i32>, %arg5: tensor<2x6xf32>, %arg6: tensor<2x6xf32>, %arg7: tensor<5x2x8xf32>, %arg8: tensor<i32>, %arg9: tensor<8x24xf32>, %arg10: tensor<6x24xf32>, %arg11: tensor<24xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2x6xf32>, tensor<i32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<5x2x8xf32>, tensor<i32>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.add %arg2, %c_1 : tensor<i32>
    %4 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg7, %arg2, %c_2, %c_2, sizes = [1, 2, 8] : (tensor<5x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    %7 = stablehlo.dot %6, %arg9, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x24xf32>) -> tensor<2x24xf32>
    %8 = stablehlo.transpose %7, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24xf32>
    %9 = stablehlo.dot %arg5, %arg10, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %10 = stablehlo.transpose %9, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x24xf32>
    %12 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<24xf32>) -> tensor<2x24xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x24xf32>
    %14 = stablehlo.slice %13 [0:2, 18:24] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %15 = stablehlo.logistic %14 : tensor<2x6xf32>
    %16 = stablehlo.slice %13 [0:2, 6:12] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %17 = stablehlo.logistic %16 : tensor<2x6xf32>
    %18 = stablehlo.multiply %17, %arg6 : tensor<2x6xf32>
    %19 = stablehlo.slice %13 [0:2, 0:6] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %20 = stablehlo.logistic %19 : tensor<2x6xf32>
    %21 = stablehlo.slice %13 [0:2, 12:18] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %22 = stablehlo.tanh %21 : tensor<2x6xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<2x6xf32>
    %24 = stablehlo.add %18, %23 : tensor<2x6xf32>
    %25 = stablehlo.tanh %24 : tensor<2x6xf32>
    %26 = stablehlo.multiply %15, %25 : tensor<2x6xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.dynamic_update_slice %arg3, %27, %c_3, %c_4, %c_4 : (tensor<1x2x6xf32>, tensor<1x2x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6xf32>
    %29 = stablehlo.reshape %26 : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %30 = stablehlo.reshape %24 : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %31 = stablehlo.reshape %arg9 : (tensor<8x24xf32>) -> tensor<8x24xf32>
    %32 = mhlo.copy %31 : tensor<8x24xf32>
    %33 = stablehlo.reshape %arg10 : (tensor<6x24xf32>) -> tensor<6x24xf32>
    %34 = mhlo.copy %33 : tensor<6x24xf32>
    %35 = stablehlo.reshape %arg11 : (tensor<24xf32>) -> tensor<24xf32>
    %36 = mhlo.copy %35 : tensor<24xf32>
    return %1, %2, %4, %28, %arg4, %29, %30, %arg7, %arg8, %32, %34, %36 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2x6xf32>, tensor<i32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<5x2x8xf32>, tensor<i32>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>
  }
  func.func private @sequential_1_1_lstm_1_2_while_cond_474_const_0__.8(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<1x2x6xf32>, %arg4: tensor<i32>, %arg5: tensor<2x6xf32>, %arg6: tensor<2x6xf32>, %arg7: tensor<5x2x8xf32>, %arg8: tensor<i32>, %arg9: tensor<8x24xf32>, %arg10: tensor<6x24xf32>, %arg11: tensor<24xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.and %0, %1 : tensor<i1>
    %3 = stablehlo.reshape %2 : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @cond_wrapper.9(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<1x2x6xf32>, %arg4: tensor<i32>, %arg5: tensor<2x6xf32>, %arg6: tensor<2x6xf32>, %arg7: tensor<5x2x8xf32>, %arg8: tensor<i32>, %arg9: tensor<8x24xf32>, %arg10: tensor<6x24xf32>, %arg11: tensor<24xf32>) -> tensor<i1> {
    %0 = call @sequential_1_1_lstm_1_2_while_cond_474_const_0__.8(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2x6xf32>, tensor<i32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<5x2x8xf32>, tensor<i32>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @main(%arg0: tensor<2x5x4xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<8x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x24xf32>, %arg5: tensor<6x24xf32>, %arg6: tensor<24xf32>, %arg7: tensor<6x3xf32>, %arg8: tensor<3xf32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_2 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_9 = stablehlo.constant dense<[2, 6]> : tensor<2xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %3 = stablehlo.slice %2 [0:2, 0:1, 0:4] : (tensor<2x5x4xf32>) -> tensor<2x1x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<5> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2x8xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<5> : tensor<i32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.transpose %2, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[5,2,4]{2,0,1}"} : (tensor<2x5x4xf32>) -> tensor<5x2x4xf32>
    %c_23 = stablehlo.constant dense<5> : tensor<i32>
    %9:12 = stablehlo.while(%iterArg = %c_16, %iterArg_36 = %c_17, %iterArg_37 = %c_18, %iterArg_38 = %5, %iterArg_39 = %c_20, %iterArg_40 = %6, %iterArg_41 = %7, %iterArg_42 = %8, %iterArg_43 = %c_23, %iterArg_44 = %arg1, %iterArg_45 = %arg2, %iterArg_46 = %arg3) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x2x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<5x2x4xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>
    cond {
      %72 = func.call @sequential_1_1_lstm_1_while_cond_339_const_0__.3(%iterArg, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x2x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<5x2x4xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>) -> tensor<i1>
      stablehlo.return %72 : tensor<i1>
    } do {
      %c_47 = stablehlo.constant dense<5> : tensor<i32>
      %c_48 = stablehlo.constant dense<1> : tensor<i32>
      %72 = stablehlo.add %iterArg, %c_48 : tensor<i32>
      %73 = stablehlo.reshape %72 : (tensor<i32>) -> tensor<i32>
      %74 = stablehlo.reshape %iterArg_36 : (tensor<i32>) -> tensor<i32>
      %c_49 = stablehlo.constant dense<1> : tensor<i32>
      %75 = stablehlo.add %iterArg_37, %c_49 : tensor<i32>
      %76 = stablehlo.reshape %75 : (tensor<i32>) -> tensor<i32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %77 = stablehlo.dynamic_slice %iterArg_42, %iterArg_37, %c_50, %c_50, sizes = [1, 2, 4] : (tensor<5x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
      %78 = stablehlo.reshape %77 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %79 = stablehlo.dot %78, %iterArg_44, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x4xf32>, tensor<4x32xf32>) -> tensor<2x32xf32>
      %80 = stablehlo.transpose %79, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32xf32>
      %81 = stablehlo.dot %iterArg_40, %iterArg_45, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x32xf32>) -> tensor<2x32xf32>
      %82 = stablehlo.transpose %81, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32xf32>
      %83 = stablehlo.add %80, %82 : tensor<2x32xf32>
      %84 = stablehlo.broadcast_in_dim %iterArg_46, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
      %85 = stablehlo.add %83, %84 : tensor<2x32xf32>
      %86 = stablehlo.slice %85 [0:2, 24:32] : (tensor<2x32xf32>) -> tensor<2x8xf32>
      %87 = stablehlo.logistic %86 : tensor<2x8xf32>
      %88 = stablehlo.slice %85 [0:2, 8:16] : (tensor<2x32xf32>) -> tensor<2x8xf32>
      %89 = stablehlo.logistic %88 : tensor<2x8xf32>
      %90 = stablehlo.multiply %89, %iterArg_41 : tensor<2x8xf32>
      %91 = stablehlo.slice %85 [0:2, 0:8] : (tensor<2x32xf32>) -> tensor<2x8xf32>
      %92 = stablehlo.logistic %91 : tensor<2x8xf32>
      %93 = stablehlo.slice %85 [0:2, 16:24] : (tensor<2x32xf32>) -> tensor<2x8xf32>
      %94 = stablehlo.tanh %93 : tensor<2x8xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x8xf32>
      %96 = stablehlo.add %90, %95 : tensor<2x8xf32>
      %97 = stablehlo.tanh %96 : tensor<2x8xf32>
      %98 = stablehlo.multiply %87, %97 : tensor<2x8xf32>
      %99 = stablehlo.reshape %98 : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
      %c_51 = stablehlo.constant dense<0> : tensor<i32>
      %100 = stablehlo.dynamic_update_slice %iterArg_38, %99, %iterArg_37, %c_51, %c_51 : (tensor<5x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x8xf32>
      %101 = stablehlo.reshape %98 : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %102 = stablehlo.reshape %96 : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %103 = stablehlo.reshape %iterArg_44 : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %104 = mhlo.copy %103 : tensor<4x32xf32>
      %105 = stablehlo.reshape %iterArg_45 : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %106 = mhlo.copy %105 : tensor<8x32xf32>
      %107 = stablehlo.reshape %iterArg_46 : (tensor<32xf32>) -> tensor<32xf32>
      %108 = mhlo.copy %107 : tensor<32xf32>
      stablehlo.return %73, %74, %76, %100, %iterArg_39, %101, %102, %iterArg_42, %iterArg_43, %104, %106, %108 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x2x8xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<5x2x4xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>
    }
    %10 = stablehlo.slice %9#3 [4:5, 0:2, 0:8] : (tensor<5x2x8xf32>) -> tensor<1x2x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    %12 = stablehlo.transpose %9#3, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,8]{2,0,1}"} : (tensor<5x2x8xf32>) -> tensor<2x5x8xf32>
    %13 = stablehlo.slice %12 [0:2, 0:1, 0:8] : (tensor<2x5x8xf32>) -> tensor<2x1x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<5> : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<5> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x2x6xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %18 = stablehlo.transpose %12, dims = [1, 0, 2] : (tensor<2x5x8xf32>) -> tensor<5x2x8xf32>
    %c_35 = stablehlo.constant dense<5> : tensor<i32>
    %19:12 = stablehlo.while(%iterArg = %c_27, %iterArg_36 = %c_28, %iterArg_37 = %c_29, %iterArg_38 = %15, %iterArg_39 = %c_32, %iterArg_40 = %16, %iterArg_41 = %17, %iterArg_42 = %18, %iterArg_43 = %c_35, %iterArg_44 = %arg4, %iterArg_45 = %arg5, %iterArg_46 = %arg6) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2x6xf32>, tensor<i32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<5x2x8xf32>, tensor<i32>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>
    cond {
      %72 = func.call @sequential_1_1_lstm_1_2_while_cond_474_const_0__.8(%iterArg, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2x6xf32>, tensor<i32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<5x2x8xf32>, tensor<i32>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>) -> tensor<i1>
      stablehlo.return %72 : tensor<i1>
    } do {
      %c_47 = stablehlo.constant dense<1> : tensor<i32>
      %c_48 = stablehlo.constant dense<1> : tensor<i32>
      %72 = stablehlo.add %iterArg, %c_48 : tensor<i32>
      %73 = stablehlo.reshape %72 : (tensor<i32>) -> tensor<i32>
      %74 = stablehlo.reshape %iterArg_36 : (tensor<i32>) -> tensor<i32>
      %c_49 = stablehlo.constant dense<1> : tensor<i32>
      %75 = stablehlo.add %iterArg_37, %c_49 : tensor<i32>
      %76 = stablehlo.reshape %75 : (tensor<i32>) -> tensor<i32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %77 = stablehlo.dynamic_slice %iterArg_42, %iterArg_37, %c_50, %c_50, sizes = [1, 2, 8] : (tensor<5x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
      %78 = stablehlo.reshape %77 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
      %79 = stablehlo.dot %78, %iterArg_44, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x24xf32>) -> tensor<2x24xf32>
      %80 = stablehlo.transpose %79, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24xf32>
      %81 = stablehlo.dot %iterArg_40, %iterArg_45, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
      %82 = stablehlo.transpose %81, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24xf32>
      %83 = stablehlo.add %80, %82 : tensor<2x24xf32>
      %84 = stablehlo.broadcast_in_dim %iterArg_46, dims = [1] : (tensor<24xf32>) -> tensor<2x24xf32>
      %85 = stablehlo.add %83, %84 : tensor<2x24xf32>
      %86 = stablehlo.slice %85 [0:2, 18:24] : (tensor<2x24xf32>) -> tensor<2x6xf32>
      %87 = stablehlo.logistic %86 : tensor<2x6xf32>
      %88 = stablehlo.slice %85 [0:2, 6:12] : (tensor<2x24xf32>) -> tensor<2x6xf32>
      %89 = stablehlo.logistic %88 : tensor<2x6xf32>
      %90 = stablehlo.multiply %89, %iterArg_41 : tensor<2x6xf32>
      %91 = stablehlo.slice %85 [0:2, 0:6] : (tensor<2x24xf32>) -> tensor<2x6xf32>
      %92 = stablehlo.logistic %91 : tensor<2x6xf32>
      %93 = stablehlo.slice %85 [0:2, 12:18] : (tensor<2x24xf32>) -> tensor<2x6xf32>
      %94 = stablehlo.tanh %93 : tensor<2x6xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x6xf32>
      %96 = stablehlo.add %90, %95 : tensor<2x6xf32>
      %97 = stablehlo.tanh %96 : tensor<2x6xf32>
      %98 = stablehlo.multiply %87, %97 : tensor<2x6xf32>
      %99 = stablehlo.reshape %98 : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
      %c_51 = stablehlo.constant dense<0> : tensor<i32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %100 = stablehlo.dynamic_update_slice %iterArg_38, %99, %c_51, %c_52, %c_52 : (tensor<1x2x6xf32>, tensor<1x2x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6xf32>
      %101 = stablehlo.reshape %98 : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %102 = stablehlo.reshape %96 : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %103 = stablehlo.reshape %iterArg_44 : (tensor<8x24xf32>) -> tensor<8x24xf32>
      %104 = mhlo.copy %103 : tensor<8x24xf32>
      %105 = stablehlo.reshape %iterArg_45 : (tensor<6x24xf32>) -> tensor<6x24xf32>
      %106 = mhlo.copy %105 : tensor<6x24xf32>
      %107 = stablehlo.reshape %iterArg_46 : (tensor<24xf32>) -> tensor<24xf32>
      %108 = mhlo.copy %107 : tensor<24xf32>
      stablehlo.return %73, %74, %76, %100, %iterArg_39, %101, %102, %iterArg_42, %iterArg_43, %104, %106, %108 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x2x6xf32>, tensor<i32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<5x2x8xf32>, tensor<i32>, tensor<8x24xf32>, tensor<6x24xf32>, tensor<24xf32>
    }
    %20 = stablehlo.transpose %19#3, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,1,6]{2,0,1}"} : (tensor<1x2x6xf32>) -> tensor<2x1x6xf32>
    %21 = stablehlo.slice %18 [0:1, 0:2, 0:8] : (tensor<5x2x8xf32>) -> tensor<1x2x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    %23 = stablehlo.dot %22, %arg4, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x24xf32>) -> tensor<2x24xf32>
    %24 = stablehlo.transpose %23, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24xf32>
    %25 = stablehlo.dot %16, %arg5, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x6xf32>, tensor<6x24xf32>) -> tensor<2x24xf32>
    %26 = stablehlo.transpose %25, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x24xf32>
    %28 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<24xf32>) -> tensor<2x24xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x24xf32>
    %30 = stablehlo.slice %29 [0:2, 18:24] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %31 = stablehlo.logistic %30 : tensor<2x6xf32>
    %32 = stablehlo.slice %29 [0:2, 6:12] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %33 = stablehlo.logistic %32 : tensor<2x6xf32>
    %34 = stablehlo.multiply %33, %17 : tensor<2x6xf32>
    %35 = stablehlo.slice %29 [0:2, 0:6] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %36 = stablehlo.logistic %35 : tensor<2x6xf32>
    %37 = stablehlo.slice %29 [0:2, 12:18] : (tensor<2x24xf32>) -> tensor<2x6xf32>
    %38 = stablehlo.tanh %37 : tensor<2x6xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<2x6xf32>
    %40 = stablehlo.add %34, %39 : tensor<2x6xf32>
    %41 = stablehlo.tanh %40 : tensor<2x6xf32>
    %42 = stablehlo.multiply %31, %41 : tensor<2x6xf32>
    %43 = stablehlo.slice %8 [0:1, 0:2, 0:4] : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %45 = stablehlo.dot %44, %arg1, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x4xf32>, tensor<4x32xf32>) -> tensor<2x32xf32>
    %46 = stablehlo.transpose %45, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %47 = stablehlo.dot %6, %arg2, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x8xf32>, tensor<8x32xf32>) -> tensor<2x32xf32>
    %48 = stablehlo.transpose %47, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x32xf32>
    %50 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x32xf32>
    %52 = stablehlo.slice %51 [0:2, 24:32] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %53 = stablehlo.logistic %52 : tensor<2x8xf32>
    %54 = stablehlo.slice %51 [0:2, 8:16] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %55 = stablehlo.logistic %54 : tensor<2x8xf32>
    %56 = stablehlo.multiply %55, %7 : tensor<2x8xf32>
    %57 = stablehlo.slice %51 [0:2, 0:8] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %58 = stablehlo.logistic %57 : tensor<2x8xf32>
    %59 = stablehlo.slice %51 [0:2, 16:24] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %60 = stablehlo.tanh %59 : tensor<2x8xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<2x8xf32>
    %62 = stablehlo.add %56, %61 : tensor<2x8xf32>
    %63 = stablehlo.tanh %62 : tensor<2x8xf32>
    %64 = stablehlo.multiply %53, %63 : tensor<2x8xf32>
    %65 = stablehlo.slice %19#3 [0:1, 0:2, 0:6] : (tensor<1x2x6xf32>) -> tensor<1x2x6xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x2x6xf32>) -> tensor<2x6xf32>
    %67 = stablehlo.dot %66, %arg7, precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<2x6xf32>, tensor<6x3xf32>) -> tensor<2x3xf32>
    %68 = stablehlo.transpose %67, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %69 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x3xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %71 : tensor<2x3xf32>
  }
}
