module @jit_zoo_slice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x3xf32>) -> (tensor<2x2xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}, tensor<5x6xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.slice %arg0 [1:5:2, 0:6:3] : (tensor<5x6xf32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %arg2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %5 = stablehlo.add %arg2, %c_2 : tensor<i32>
    %6 = stablehlo.select %4, %5, %arg2 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_slice %arg0, %3, %6, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %8 = stablehlo.add %arg1, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %9 = stablehlo.subtract %arg2, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %8, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.add %8, %c_6 : tensor<i32>
    %12 = stablehlo.select %10, %11, %8 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %9, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.add %9, %c_8 : tensor<i32>
    %15 = stablehlo.select %13, %14, %9 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg0, %12, %15, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg1, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %18 = stablehlo.add %arg1, %c_10 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg1 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %arg2, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %21 = stablehlo.add %arg2, %c_12 : tensor<i32>
    %22 = stablehlo.select %20, %21, %arg2 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_update_slice %arg0, %arg3, %19, %22 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %24 = stablehlo.add %arg1, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %arg2, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %26 = stablehlo.add %arg2, %c_15 : tensor<i32>
    %27 = stablehlo.select %25, %26, %arg2 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %24, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<6> : tensor<i32>
    %29 = stablehlo.add %24, %c_17 : tensor<i32>
    %30 = stablehlo.select %28, %29, %24 : tensor<i1>, tensor<i32>
    %31 = stablehlo.dynamic_update_slice %arg0, %arg3, %27, %30 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    return %0, %7, %16, %23, %31 : tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<5x6xf32>, tensor<5x6xf32>
  }
}
