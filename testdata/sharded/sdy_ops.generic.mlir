"builtin.module"() <{sym_name = "sdy_ops"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["a"=2, "b"=4]>, sym_name = "m"}> : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>, sym_name = "m x"}> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}]}} : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<[], device_ids=[0]>, sym_name = "maximal"}> : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<[]>, sym_name = "empty"}> : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@m, [{"a", ?}, {?}p1]>}], function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, res_attrs = [{sdy.sharding = #sdy.sharding<@m, [{}, {"b"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    %0 = "stablehlo.add"(%arg0, %arg0) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"b":(1)2, ?}, {?}p0], replicated={"b":(2)2}, unreduced={"a"}>]>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@m, [{"a"}, {?}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = "sdy.reshard"(%1) <{sharding = #sdy.sharding<mesh<["a"=2, "b"=4]>, [{}, {"b"}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "sdy.sharding_group"(%2) <{group_id = 3 : i64}> : (tensor<8x8xf32>) -> ()
    %3 = "sdy.propagation_barrier"(%2) <{allowed_direction = 2 : i32}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4:2 = "sdy.named_computation"(%3, %arg0) <{in_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {}]>]>, name = "foo", out_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {"b"}]>]>}> ({
    ^bb0(%arg4: tensor<8x8xf32>, %arg5: tensor<8x8xf32>):
      %17 = "stablehlo.multiply"(%arg4, %arg5) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      "sdy.return"(%17, %arg4) : (tensor<8x8xf32>, tensor<8x8xf32>) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %5:2 = "sdy.manual_computation"(%4#0, %4#1) <{in_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {"b"}], replicated={"a"}>]>, manual_axes = #sdy<manual_axes{"a", "b"}>, out_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {}]>]>}> ({
    ^bb0(%arg2: tensor<4x8xf32>, %arg3: tensor<8x2xf32>):
      %12 = "stablehlo.negate"(%arg2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %13 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
      %14 = "stablehlo.dot_general"(%arg3, %13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<8x4xf32>
      %15 = "stablehlo.slice"(%14) <{limit_indices = array<i64: 8, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
      %16 = "stablehlo.concatenate"(%15, %15) <{dimension = 1 : i64}> : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
      "sdy.return"(%12, %16) : (tensor<4x8xf32>, tensor<8x8xf32>) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    "sdy.manual_computation"() <{in_shardings = #sdy.sharding_per_value<[]>, manual_axes = #sdy<manual_axes{}>, out_shardings = #sdy.sharding_per_value<[]>}> ({
      "sdy.return"() : () -> ()
    }) : () -> ()
    %6 = "sdy.named_computation"(%5#0) <{name = "bar"}> ({
    ^bb0(%arg1: tensor<8x8xf32>):
      "sdy.return"(%arg1) : (tensor<8x8xf32>) -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = "sdy.data_flow_edge"(%6) <{sharding = #sdy.sharding<@m, [{"a"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %8 = "stablehlo.abs"(%7) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %9 = "sdy.data_flow_edge"(%8) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %10 = "sdy.constant"() <{value = dense<1.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %11 = "stablehlo.add"(%9, %10) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%11) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=4]>}"}} : () -> ()
