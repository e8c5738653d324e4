module @jit_sort_custom_comparator attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xi32>, %arg2: tensor<2x6xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<2x6xi32> {jax.result_info = "result[1]"}, tensor<2x6xf32> {jax.result_info = "result[2]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<f32>, %arg8: tensor<f32>):
      %1 = stablehlo.abs %arg3 : tensor<f32>
      %2 = stablehlo.abs %arg4 : tensor<f32>
      %3 = stablehlo.compare GT, %1, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare LT, %arg5, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.and %4, %5 : tensor<i1>
      %7 = stablehlo.or %3, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>)
    return %0#0, %0#1, %0#2 : tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xf32>
  }
}
