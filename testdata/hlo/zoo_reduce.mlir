module @jit_zoo_reduce attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<3x5xi1> {jax.result_info = "result[4]"}, tensor<3x4xi1> {jax.result_info = "result[5]"}, tensor<3x5xi32> {jax.result_info = "result[6]"}, tensor<3x4xi32> {jax.result_info = "result[7]"}, tensor<4x5xi32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.multiply across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.minimum across dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %5 = stablehlo.compare GT, %arg0, %4, FLOAT : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<3x4x5xi1>, tensor<i1>) -> tensor<3x5xi1>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %8 = stablehlo.compare GT, %arg0, %7, FLOAT : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xi1>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_5) applies stablehlo.or across dimensions = [2] : (tensor<3x4x5xi1>, tensor<i1>) -> tensor<3x4xi1>
    %10 = call @argmax(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x5xi32>
    %11 = call @argmin(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x4xi32>
    %12 = stablehlo.convert %arg0 : (tensor<3x4x5xf32>) -> tensor<3x4x5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.reduce(%12 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<3x4x5xi32>, tensor<i32>) -> tensor<4x5xi32>
    return %0, %1, %2, %3, %6, %9, %10, %11, %13 : tensor<4xf32>, tensor<3x5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<3x5xi1>, tensor<3x4xi1>, tensor<3x5xi32>, tensor<3x4xi32>, tensor<4x5xi32>
  }
  func.func private @argmax(%arg0: tensor<3x4x5xf32>) -> tensor<3x5xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x4x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x4x5xf32>, tensor<3x4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x5xf32>, tensor<3x5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3x5xi32>
  }
  func.func private @argmin(%arg0: tensor<3x4x5xf32>) -> tensor<3x4xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<3x4x5xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<3x4x5xf32>, tensor<3x4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3x4xi32>
  }
}
