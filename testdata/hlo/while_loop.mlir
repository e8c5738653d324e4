module @jit_while_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %cst) : tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<f32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_1, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %2 = stablehlo.compare GT, %iterArg_3, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.and %1, %2 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %1 = stablehlo.divide %iterArg_0, %iterArg_2 : tensor<5xf32>
      %2 = stablehlo.add %iterArg_2, %1 : tensor<5xf32>
      %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %4 = stablehlo.multiply %3, %2 : tensor<5xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
      %6 = stablehlo.subtract %4, %iterArg_2 : tensor<5xf32>
      %7 = stablehlo.abs %6 : tensor<5xf32>
      %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %8 = stablehlo.reduce(%7 init: %cst_6) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %iterArg, %iterArg_0, %5, %4, %8 : tensor<i32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<f32>
    }
    return %0#2, %0#3, %0#4 : tensor<i32>, tensor<5xf32>, tensor<f32>
  }
}
