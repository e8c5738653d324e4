module @jit_zoo_compare attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xi32>, %arg3: tensor<5xi32>, %arg4: tensor<5xui32>, %arg5: tensor<5xui32>, %arg6: tensor<5xi1>, %arg7: tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>) {
    %0 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1 = stablehlo.compare NE, %arg0, %arg1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %2 = stablehlo.compare LT, %arg0, %arg1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %3 = stablehlo.compare LE, %arg0, %arg1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %4 = stablehlo.compare GT, %arg0, %arg1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %5 = stablehlo.compare GE, %arg0, %arg1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %6 = stablehlo.compare EQ, %arg2, %arg3 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %7 = stablehlo.compare NE, %arg2, %arg3 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %8 = stablehlo.compare LT, %arg2, %arg3 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %9 = stablehlo.compare LE, %arg2, %arg3 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %10 = stablehlo.compare GT, %arg2, %arg3 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %11 = stablehlo.compare GE, %arg2, %arg3 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %12 = stablehlo.compare EQ, %arg4, %arg5 : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %13 = stablehlo.compare NE, %arg4, %arg5 : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %14 = stablehlo.compare LT, %arg4, %arg5 : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %15 = stablehlo.compare LE, %arg4, %arg5 : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %16 = stablehlo.compare GT, %arg4, %arg5 : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %17 = stablehlo.compare GE, %arg4, %arg5 : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xi1>
    %18 = stablehlo.compare EQ, %arg6, %arg7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %19 = stablehlo.compare NE, %arg6, %arg7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %20 = stablehlo.compare LT, %arg6, %arg7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %21 = stablehlo.compare LE, %arg6, %arg7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %22 = stablehlo.compare GT, %arg6, %arg7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %23 = stablehlo.compare GE, %arg6, %arg7 : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23 : tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>
  }
}
