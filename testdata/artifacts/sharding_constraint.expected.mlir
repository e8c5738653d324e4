"builtin.module"() <{sym_name = "jit_fn"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x4xf32>) -> tensor<8x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = "sdy.sharding_constraint"(%3) <{sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %5 = "stablehlo.sine"(%4) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = "sdy.sharding_constraint"(%5) <{sharding = #sdy.sharding<@mesh, [{?}, {"y"}]>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%8) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
