// Replica 1 reads an empty infeed and fails; the others wait for it in the all_reduce.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %id = stablehlo.replica_id : tensor<ui32>
    %one = stablehlo.constant dense<1> : tensor<ui32>
    %is_one = stablehlo.compare EQ, %id, %one : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %y = "stablehlo.if"(%is_one) ({
      %token = stablehlo.after_all : !stablehlo.token
      %v, %t = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
      stablehlo.return %v : tensor<4xf32>
    }, {
      stablehlo.return %x : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    %r = "stablehlo.all_reduce"(%y) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
