// Every replica loops (practically) forever, then meets the others: stopped by --timeout or Ctrl-C.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %zero = stablehlo.constant dense<0> : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %end = stablehlo.constant dense<1000000000> : tensor<i64>
    %i, %v = stablehlo.while(%iterI = %zero, %iterV = %x) : tensor<i64>, tensor<4xf32>
      cond {
        %c = stablehlo.compare LT, %iterI, %end : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      } do {
        %n = stablehlo.add %iterI, %one : tensor<i64>
        %w = stablehlo.sine %iterV : tensor<4xf32>
        stablehlo.return %n, %w : tensor<i64>, tensor<4xf32>
      }
    %r = "stablehlo.all_reduce"(%v) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
