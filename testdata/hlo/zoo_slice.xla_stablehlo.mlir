module @jit_zoo_slice attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<5x6xf32>, tensor<5x6xf32>) {
    %0 = stablehlo.slice %arg0 [1:5:2, 0:6:3] : (tensor<5x6xf32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.compare LT, %arg2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %5 = stablehlo.add %arg2, %c_1 : tensor<i32>
    %6 = stablehlo.select %4, %5, %arg2 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_slice %arg0, %3, %6, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_2 = stablehlo.constant dense<10> : tensor<i32>
    %8 = stablehlo.add %arg1, %c_2 : tensor<i32>
    %9 = stablehlo.compare LT, %8, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.add %8, %c_0 : tensor<i32>
    %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<i32>
    %12 = stablehlo.subtract %arg2, %c_2 : tensor<i32>
    %13 = stablehlo.compare LT, %12, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.add %12, %c_1 : tensor<i32>
    %15 = stablehlo.select %13, %14, %12 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg0, %11, %15, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %17 = stablehlo.compare LT, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg1 : tensor<i1>, tensor<i32>
    %20 = stablehlo.compare LT, %arg2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %21 = stablehlo.add %arg2, %c_1 : tensor<i32>
    %22 = stablehlo.select %20, %21, %arg2 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_update_slice %arg0, %arg3, %19, %22 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %24 = stablehlo.compare LT, %arg2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %26 = stablehlo.select %24, %25, %arg2 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %27 = stablehlo.add %arg1, %c_3 : tensor<i32>
    %28 = stablehlo.compare LT, %27, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = stablehlo.add %27, %c_1 : tensor<i32>
    %30 = stablehlo.select %28, %29, %27 : tensor<i1>, tensor<i32>
    %31 = stablehlo.dynamic_update_slice %arg0, %arg3, %26, %30 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    return %0, %7, %16, %23, %31 : tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<5x6xf32>, tensor<5x6xf32>
  }
}
