module {
  func.func @main(%arg0: tensor<?x16xf32>, %arg1: tensor<?x1xf32>) -> tensor<?x16xf32> {
    %0 = shape.shape_of %arg0 : tensor<?x16xf32> -> tensor<2xindex>
    %1 = shape.shape_of %arg1 : tensor<?x1xf32> -> tensor<2xindex>
    %2 = shape.cstr_broadcastable %0, %1 : tensor<2xindex>, tensor<2xindex>
    %3 = shape.assuming %2 -> (tensor<?x16xf32>) {
      %4 = shape.shape_of %arg0 : tensor<?x16xf32> -> tensor<2xindex>
      %5 = shape.shape_of %arg1 : tensor<?x1xf32> -> tensor<2xindex>
      %6 = shape.broadcast %4, %5 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %7 = stablehlo.dynamic_broadcast_in_dim %arg0, %6, dims = [0, 1] : (tensor<?x16xf32>, tensor<2xindex>) -> tensor<?x16xf32>
      %8 = stablehlo.dynamic_broadcast_in_dim %arg1, %6, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x16xf32>
      %9 = stablehlo.add %7, %8 : tensor<?x16xf32>
      shape.assuming_yield %9 : tensor<?x16xf32>
    }
    return %3 : tensor<?x16xf32>
  }
}
