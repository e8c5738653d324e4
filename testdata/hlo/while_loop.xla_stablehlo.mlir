module @jit_while_loop attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_1.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.2(%arg0: tensor<i32>, %arg1: tensor<5xf32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.divide %arg4, %arg1 : tensor<5xf32>
    %2 = stablehlo.add %arg1, %1 : tensor<5xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<5xf32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<5xf32>
    %6 = stablehlo.abs %5 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    return %0, %4, %7, %arg3, %arg4 : tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<5xf32>
  }
  func.func private @region_2.3(%arg0: tensor<i32>, %arg1: tensor<5xf32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<5xf32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1 = stablehlo.compare GT, %arg2, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.and %0, %1 : tensor<i1>
    return %2 : tensor<i1>
  }
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<5xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0:5 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %cst, %iterArg_2 = %arg1, %iterArg_3 = %arg0) : tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<5xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %2 = stablehlo.compare GT, %iterArg_1, %cst_4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.and %1, %2 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %2 = stablehlo.divide %iterArg_3, %iterArg_0 : tensor<5xf32>
      %3 = stablehlo.add %iterArg_0, %2 : tensor<5xf32>
      %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<5xf32>
      %6 = stablehlo.subtract %5, %iterArg_0 : tensor<5xf32>
      %7 = stablehlo.abs %6 : tensor<5xf32>
      %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %8 = stablehlo.reduce(%7 init: %cst_6) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %1, %5, %8, %iterArg_2, %iterArg_3 : tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<5xf32>
    }
    return %0#0, %0#1, %0#2 : tensor<i32>, tensor<5xf32>, tensor<f32>
  }
}
