module @jit_sort_custom_comparator attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %1 = stablehlo.abs %arg1 : tensor<f32>
    %2 = stablehlo.compare GT, %0, %1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare EQ, %0, %1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.and %3, %4 : tensor<i1>
    %6 = stablehlo.or %2, %5 : tensor<i1>
    return %6 : tensor<i1>
  }
  func.func @main(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xi32>, %arg2: tensor<2x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<f32>):
      %1 = stablehlo.abs %arg3 : tensor<f32>
      %2 = stablehlo.abs %arg4 : tensor<f32>
      %3 = stablehlo.compare GT, %1, %2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare EQ, %1, %2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare LT, %arg5, %arg6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.and %4, %5 : tensor<i1>
      %7 = stablehlo.or %3, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>)
    return %0#0, %0#1, %0#2 : tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>
  }
}
