module {
  func.func @main(%arg0: tensor<2x6xf32>) -> (tensor<2x6xf32>, tensor<2x3xf32>, tensor<2x3xi32>) attributes {allow_soft_placement = false} {
    %0 = stablehlo.custom_call @mhlo.erf(%arg0) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %1:2 = stablehlo.custom_call @mhlo.topk(%arg0) {mhlo.attributes = {k = 3 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
    return %0, %1#0, %1#1 : tensor<2x6xf32>, tensor<2x3xf32>, tensor<2x3xi32>
  }
}
