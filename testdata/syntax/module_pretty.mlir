// One program in the pretty form; module_generic.mlir is the same program
// written in MLIR's generic form. Both must parse to the same AST.
module @m attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {jax.arg_info = "x"}, %arg1: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "y"}, tensor<i32>) {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %1:2 = call @helper(%0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>)
    return %1#0, %1#1 : tensor<2xf32>, tensor<i32>
  }
  func.func private @helper(tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>)
}
