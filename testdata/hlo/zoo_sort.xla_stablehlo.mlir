module @jit_zoo_sort attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
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
  func.func private @sort.2(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.select %1, %cst, %3 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg2, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare EQ, %arg2, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.select %5, %cst, %7 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @_flip.3(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @region_1.4(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
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
  func.func private @argsort.5(%arg0: tensor<2x4xf32>) -> tensor<2x4xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xi32>) -> tensor<2x4xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %3 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %arg1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %6 = stablehlo.select %3, %cst, %5 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare EQ, %arg2, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %7, %cst, %9 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<2x4xf32>, tensor<2x4xi32>)
    return %2#1 : tensor<2x4xi32>
  }
  func.func private @region_2.6(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @sort_0.7(%arg0: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<3x2xi32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<3x2xi32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi32>, tensor<3x2xi32>) {
    %0 = call @sort.2(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = call @sort.2(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = call @_flip.3(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = call @argsort.5(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %4 = call @sort_0.7(%arg1) : (tensor<3x2xi32>) -> tensor<3x2xi32>
    return %0, %2, %3, %4 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xi32>, tensor<3x2xi32>
  }
}
