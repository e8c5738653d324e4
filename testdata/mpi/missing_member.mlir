// Replica 1 returns at once; replica 0 waits for it in an all_reduce that can never complete.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %id = stablehlo.replica_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %is_zero = stablehlo.compare EQ, %id, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %y = "stablehlo.if"(%is_zero) ({
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %r : tensor<4xf32>
    }, {
      stablehlo.return %x : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
