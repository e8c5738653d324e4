module @IrToHlo.41 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x10xf32>) -> (tensor<4x3xf32>, tensor<4x3xi64>, tensor<4x2xf32>, tensor<4x2xi64>) {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<10xi32>) -> tensor<4x10xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %10 = stablehlo.compare  GT, %arg1, %arg2,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x10xf32>, tensor<4x10xi32>) -> (tensor<4x10xf32>, tensor<4x10xi32>)
    %3 = stablehlo.slice %2#0 [0:4, 0:3] : (tensor<4x10xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.slice %2#1 [0:4, 0:3] : (tensor<4x10xi32>) -> tensor<4x3xi32>
    %5 = stablehlo.convert %4 : (tensor<4x3xi32>) -> tensor<4x3xi64>
    %6:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %10 = stablehlo.compare  LT, %arg1, %arg2,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x10xf32>, tensor<4x10xi32>) -> (tensor<4x10xf32>, tensor<4x10xi32>)
    %7 = stablehlo.slice %6#0 [0:4, 0:2] : (tensor<4x10xf32>) -> tensor<4x2xf32>
    %8 = stablehlo.slice %6#1 [0:4, 0:2] : (tensor<4x10xi32>) -> tensor<4x2xi32>
    %9 = stablehlo.convert %8 : (tensor<4x2xi32>) -> tensor<4x2xi64>
    return %3, %5, %7, %9 : tensor<4x3xf32>, tensor<4x3xi64>, tensor<4x2xf32>, tensor<4x2xi64>
  }
}
