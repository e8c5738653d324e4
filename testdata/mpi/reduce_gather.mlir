// Two replicas sum their operands in an all_reduce, then gather the sums.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>) {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
    return %r, %g : tensor<2x3xf32>, tensor<4x3xf32>
  }
}
