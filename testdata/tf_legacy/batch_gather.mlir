module {
  func.func @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2xi32>) -> tensor<3x2x5xf32> attributes {allow_soft_placement = false} {
    %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<3x4x5xf32>, tensor<3x2xi32>) -> tensor<3x2x5xf32>
    return %0 : tensor<3x2x5xf32>
  }
}
