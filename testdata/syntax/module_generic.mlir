// module_pretty.mlir in MLIR's generic form: properties <{...}> hold the
// inherent attributes, every op is "dialect.name"(operands) : (T...) -> (T...).
"builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{arg_attrs = [{jax.arg_info = "x"}, {}], function_type = (tensor<2x3xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<i32>), res_attrs = [{jax.result_info = "y"}, {}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%lhs_0: tensor<f32>, %rhs_0: tensor<f32>):
      %result_0 = "stablehlo.add"(%lhs_0, %rhs_0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%result_0) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %1:2 = "func.call"(%0) <{callee = @helper}> : (tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>)
    "func.return"(%1#0, %1#1) : (tensor<2xf32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>), sym_name = "helper", sym_visibility = "private"}> ({
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32} : () -> ()
