// Functions around ops: visibility, argument and result attributes, function
// attributes, declarations without a body, call/return in both spellings,
// multi-result ops and their uses.
module @funcs attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}, %arg1: tensor<i32>) -> (tensor<4xf32> {jax.result_info = "out"}, tensor<i32>) attributes {jax.uses_shape_polymorphism = false} {
    %0 = func.call @double(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @double(%0) : (tensor<4xf32>) -> tensor<4xf32>  // the short spelling
    %2:2 = call @split(%1, %arg1) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    return %2#0, %2#1 : tensor<4xf32>, tensor<i32>
  }
  func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    func.return %0 : tensor<4xf32>
  }
  // A declaration: no body, unnamed arguments.
  func.func private @split(tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
}
