// Issue #15: a loop drawing from stablehlo.rng, a reduce and a sort (both with regions the kernels run),
// run by several threads at once (tests/test_run_limits.py): every run gives what a serial run gives.
func.func @main(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<f32>, tensor<16xi32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<16xf32>
    cond {
      %n = stablehlo.constant dense<20> : tensor<i32>
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %lo = stablehlo.constant dense<0.0> : tensor<f32>
      %hi = stablehlo.constant dense<1.0> : tensor<f32>
      %shape = stablehlo.constant dense<16> : tensor<1xi64>
      %u = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<16xf32>
      %decay = stablehlo.constant dense<0.9> : tensor<16xf32>
      %d = stablehlo.multiply %v, %decay : tensor<16xf32>
      %w = stablehlo.add %d, %u : tensor<16xf32>
      stablehlo.return %j, %w : tensor<i32>, tensor<16xf32>
    }
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%r#1 init: %init) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
  %iota = stablehlo.iota dim = 0 : tensor<16xi32>
  %s:2 = "stablehlo.sort"(%r#1, %iota) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %p: tensor<i32>, %q: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>)
  return %s#0, %sum, %s#1 : tensor<16xf32>, tensor<f32>, tensor<16xi32>
}
