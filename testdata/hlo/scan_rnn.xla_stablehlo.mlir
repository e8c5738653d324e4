module @jit_scan_rnn attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @dynamic_index_in_dim.1(%arg0: tensor<6x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 2, 4] : (tensor<6x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim.3(%arg0: tensor<6x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<6x2xf32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<6x2xf32>
    return %1 : tensor<6x2xf32>
  }
  func.func private @region_0.4(%arg0: tensor<i32>, %arg1: tensor<2x8xf32>, %arg2: tensor<6x2xf32>, %arg3: tensor<6x2x4xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>) -> (tensor<i32>, tensor<2x8xf32>, tensor<6x2xf32>, tensor<6x2x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim.1(%arg3, %arg0) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
    %2 = stablehlo.dot %1, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
    %3 = stablehlo.dot %arg1, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x8xf32>
    %5 = stablehlo.reshape %arg6 : (tensor<8xf32>) -> tensor<1x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8xf32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<8xf32>) -> tensor<2x8xf32>
    %9 = stablehlo.add %4, %8 : tensor<2x8xf32>
    %10 = stablehlo.tanh %9 : tensor<2x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %12 = call @dynamic_update_index_in_dim.3(%arg2, %11, %arg0) : (tensor<6x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<6x2xf32>
    return %0, %10, %12, %arg3, %arg4, %arg5, %arg6 : tensor<i32>, tensor<2x8xf32>, tensor<6x2xf32>, tensor<6x2x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>
  }
  func.func private @region_2.5(%arg0: tensor<i32>, %arg1: tensor<2x8xf32>, %arg2: tensor<6x2xf32>, %arg3: tensor<6x2x4xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<6x2x4xf32>, %arg4: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<6x2xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %1:7 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg4, %iterArg_1 = %0, %iterArg_2 = %arg3, %iterArg_3 = %arg2, %iterArg_4 = %arg1, %iterArg_5 = %arg0) : tensor<i32>, tensor<2x8xf32>, tensor<6x2xf32>, tensor<6x2x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>
    cond {
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %3 = func.call @dynamic_index_in_dim.1(%iterArg_2, %iterArg) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %4 = stablehlo.dot %3, %iterArg_3, precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %5 = stablehlo.dot %iterArg_0, %iterArg_4, precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
      %6 = stablehlo.add %4, %5 : tensor<2x8xf32>
      %7 = stablehlo.reshape %iterArg_5 : (tensor<8xf32>) -> tensor<1x8xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8xf32>
      %9 = stablehlo.reshape %8 : (tensor<1x8xf32>) -> tensor<8xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xf32>) -> tensor<2x8xf32>
      %11 = stablehlo.add %6, %10 : tensor<2x8xf32>
      %12 = stablehlo.tanh %11 : tensor<2x8xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.reduce(%12 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
      %14 = func.call @dynamic_update_index_in_dim.3(%iterArg_1, %13, %iterArg) : (tensor<6x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<6x2xf32>
      stablehlo.return %2, %12, %14, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5 : tensor<i32>, tensor<2x8xf32>, tensor<6x2xf32>, tensor<6x2x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>
    }
    return %1#1, %1#2 : tensor<2x8xf32>, tensor<6x2xf32>
  }
}
