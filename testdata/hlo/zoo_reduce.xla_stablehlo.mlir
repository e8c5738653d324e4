module @jit_zoo_reduce attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.minimum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_5.6(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.or %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.compare GT, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.or %0, %1 : tensor<i1>
    %3 = stablehlo.select %2, %arg0, %arg2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.and %4, %5 : tensor<i1>
    %7 = stablehlo.or %2, %6 : tensor<i1>
    %8 = stablehlo.select %7, %arg1, %arg3 : tensor<i1>, tensor<i32>
    return %3, %8 : tensor<f32>, tensor<i32>
  }
  func.func private @argmax.8(%arg0: tensor<3x4x5xf32>) -> tensor<3x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xi32>) -> tensor<3x4x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%arg0 init: %cst), (%1 init: %c) across dimensions = [1] : (tensor<3x4x5xf32>, tensor<3x4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x5xf32>, tensor<3x5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %3 = stablehlo.compare GT, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.or %3, %4 : tensor<i1>
      %6 = stablehlo.select %5, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare EQ, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare LT, %arg2, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = stablehlo.and %7, %8 : tensor<i1>
      %10 = stablehlo.or %5, %9 : tensor<i1>
      %11 = stablehlo.select %10, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %6, %11 : tensor<f32>, tensor<i32>
    }
    return %2#1 : tensor<3x5xi32>
  }
  func.func private @region_7.9(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.compare LT, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.or %0, %1 : tensor<i1>
    %3 = stablehlo.select %2, %arg0, %arg2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.and %4, %5 : tensor<i1>
    %7 = stablehlo.or %2, %6 : tensor<i1>
    %8 = stablehlo.select %7, %arg1, %arg3 : tensor<i1>, tensor<i32>
    return %3, %8 : tensor<f32>, tensor<i32>
  }
  func.func private @argmin.10(%arg0: tensor<3x4x5xf32>) -> tensor<3x4xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<5xi32>) -> tensor<3x4x5xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%arg0 init: %cst), (%1 init: %c) across dimensions = [2] : (tensor<3x4x5xf32>, tensor<3x4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %3 = stablehlo.compare LT, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.or %3, %4 : tensor<i1>
      %6 = stablehlo.select %5, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare EQ, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare LT, %arg2, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = stablehlo.and %7, %8 : tensor<i1>
      %10 = stablehlo.or %5, %9 : tensor<i1>
      %11 = stablehlo.select %10, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %6, %11 : tensor<f32>, tensor<i32>
    }
    return %2#1 : tensor<3x4xi32>
  }
  func.func private @region_8.11(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @main(%arg0: tensor<3x4x5xf32>) -> (tensor<4xf32>, tensor<3x5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<3x5xi1>, tensor<3x4xi1>, tensor<3x5xi32>, tensor<3x4xi32>, tensor<4x5xi32>) {
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
    %5 = stablehlo.compare GT, %arg0, %4 : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<3x4x5xi1>, tensor<i1>) -> tensor<3x5xi1>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %8 = stablehlo.compare GT, %arg0, %7 : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xi1>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_5) applies stablehlo.or across dimensions = [2] : (tensor<3x4x5xi1>, tensor<i1>) -> tensor<3x4xi1>
    %10 = call @argmax.8(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x5xi32>
    %11 = call @argmin.10(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x4xi32>
    %12 = stablehlo.convert %arg0 : (tensor<3x4x5xf32>) -> tensor<3x4x5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.reduce(%12 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<3x4x5xi32>, tensor<i32>) -> tensor<4x5xi32>
    return %0, %1, %2, %3, %6, %9, %10, %11, %13 : tensor<4xf32>, tensor<3x5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<3x5xi1>, tensor<3x4xi1>, tensor<3x5xi32>, tensor<3x4xi32>, tensor<4x5xi32>
  }
}
