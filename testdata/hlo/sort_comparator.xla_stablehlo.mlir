module @jit_sort_comparator attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare EQ, %arg0, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %cst_0, %arg0 : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %0, %cst, %2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<f32>
    %7 = stablehlo.select %4, %cst, %6 : tensor<i1>, tensor<f32>
    %8 = stablehlo.compare LT, %3, %7, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.compare EQ, %3, %7, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.and %9, %10 : tensor<i1>
    %12 = stablehlo.or %8, %11 : tensor<i1>
    return %12 : tensor<i1>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare EQ, %arg0, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %cst_0, %arg0 : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %0, %cst, %2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<f32>
    %7 = stablehlo.select %4, %cst, %6 : tensor<i1>, tensor<f32>
    %8 = stablehlo.compare LT, %3, %7, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %8 : tensor<i1>
  }
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10xi32>, %arg2: tensor<10xf32>, %arg3: tensor<4x3xf32>) -> (tensor<10xf32>, tensor<10xi32>, tensor<10xf32>, tensor<4x3xf32>) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
      %2 = stablehlo.compare NE, %arg4, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg4, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %cst_0, %arg4 : tensor<i1>, tensor<f32>
      %5 = stablehlo.select %2, %cst, %4 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %arg5, %arg5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.compare EQ, %arg5, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst_0, %arg5 : tensor<i1>, tensor<f32>
      %9 = stablehlo.select %6, %cst, %8 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.compare EQ, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.compare LT, %arg6, %arg7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.and %11, %12 : tensor<i1>
      %14 = stablehlo.or %10, %13 : tensor<i1>
      stablehlo.return %14 : tensor<i1>
    }) : (tensor<10xf32>, tensor<10xi32>, tensor<10xf32>) -> (tensor<10xf32>, tensor<10xi32>, tensor<10xf32>)
    %1 = "stablehlo.sort"(%arg3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %2 = stablehlo.compare NE, %arg4, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg4, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %cst_0, %arg4 : tensor<i1>, tensor<f32>
      %5 = stablehlo.select %2, %cst, %4 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %arg5, %arg5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.compare EQ, %arg5, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst_0, %arg5 : tensor<i1>, tensor<f32>
      %9 = stablehlo.select %6, %cst, %8 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    return %0#0, %0#1, %0#2, %1 : tensor<10xf32>, tensor<10xi32>, tensor<10xf32>, tensor<4x3xf32>
  }
}
