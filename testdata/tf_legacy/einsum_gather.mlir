module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2xi32>) -> (tensor<3x2xf32>, tensor<4xf32>, tensor<3x2xf32>) attributes {allow_soft_placement = false} {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.einsum %cst, %arg0, config = ",ij->j" : (tensor<f32>, tensor<3x4xf32>) -> tensor<4xf32>
    %1 = stablehlo.einsum %arg0, %arg1, config = "ij,jk->ik" : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %2 = "stablehlo.torch_index_select"(%arg0, %arg2) <{batch_dims = 0 : i64, dim = 1 : i64}> : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<3x2xf32>
    return %1, %0, %2 : tensor<3x2xf32>, tensor<4xf32>, tensor<3x2xf32>
  }
}
