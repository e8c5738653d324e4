module @jit_zoo_conditional attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_1.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.2(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>) {
    %0 = stablehlo.cosine %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1 : tensor<3xf32>, tensor<f32>
  }
  func.func private @region_3.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.4(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>) {
    %0 = stablehlo.sine %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1 : tensor<3xf32>, tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @region_5.6(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @region_6.7(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @region_7.8(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @region_8.9(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @region_9.10(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %7 = stablehlo.cosine %arg2 : tensor<3xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %8 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %7, %8 : tensor<3xf32>, tensor<f32>
    }, {
      %7 = stablehlo.sine %arg2 : tensor<3xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %7, %8 : tensor<3xf32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<f32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c, %arg1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %arg2, %7 : tensor<3xf32>
      stablehlo.return %8 : tensor<3xf32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.subtract %arg2, %7 : tensor<3xf32>
      stablehlo.return %8 : tensor<3xf32>
    }, {
      %7 = stablehlo.exponential %arg2 : tensor<3xf32>
      stablehlo.return %7 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %5 = stablehlo.clamp %c, %4, %c_0 : tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %arg2, %7 : tensor<3xf32>
      stablehlo.return %8 : tensor<3xf32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.subtract %arg2, %7 : tensor<3xf32>
      stablehlo.return %8 : tensor<3xf32>
    }, {
      %7 = stablehlo.exponential %arg2 : tensor<3xf32>
      stablehlo.return %7 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %1#0, %1#1, %3, %6 : tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>
  }
}
