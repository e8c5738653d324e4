"builtin.module"() <{sym_name = "zoo"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["a"=2, "b"=4]>, sym_name = "m"}> : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>, sym_name = "m x"}> : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<[], device_ids=[0]>, sym_name = "maximal"}> : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@m, [{"a", ?}, {?}p1]>}], function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, res_attrs = [{sdy.sharding = #sdy.sharding<@m, [{}, {"b"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    %0 = "stablehlo.add"(%arg0, %arg0) {x.a0 = #sdy.sharding<mesh<["a"=2, "b"=4]>, [{"a":(1)2, ?}, {?}p0, {"b", "a":(2)1}p3], replicated={"b":(2)2}, unreduced={"a"}>, x.a1 = #sdy.sharding<@"m x", [], replicated={"b"}>, x.a2 = #sdy<manual_axes{"a", "b"}>, x.a3 = #sdy<manual_axes{}>, x.a4 = #sdy.sharding_per_value<[<@m, [{"a"}]>, <@m, [{}], unreduced={"b"}>]>, x.a5 = #sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=2, j=4, k=8} reduction={j} need_replication={i} permutation={k} blocked_propagation={i}>, x.a6 = #sdy<all_to_all_param_list[{"x", "y"}: 0->1, {"z"}: 2->0]>, x.a7 = #sdy<list_of_axis_ref_lists[{"a"}, {}, {"b":(1)2, "c"}]>, x.a8 = #sdy<axis_ref_list{"a", "b"}>, x.a9 = #sdy<mesh_axis"q"=3>, x.b0 = #sdy.op_sharding_rule<([ij, k])->([ij]) {i=2, j=2, k=1}, custom>, x.b1 = #sdy.op_sharding_rule<([])->([])>, x.b2 = #sdy.mesh<[]>, x.b3 = #sdy.sharding_per_value<[]>, x.b4 = #sdy.op_sharding_rule<([ijklmnopqrstuvwxyz, z_1, z_2])->([z_1]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=2, z_2=3}>, x.b5 = {nested = [#sdy.sharding<@m, [{"a"}, {}]>]}, x.b6 = #sdy.sharding<@m, [{"\22q\\\C3\A9"}]>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@m, [{"a"}, {?}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = "sdy.reshard"(%1) <{sharding = #sdy.sharding<@m, [{}, {"b"}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "sdy.sharding_group"(%2) <{group_id = 3 : i64}> : (tensor<8x8xf32>) -> ()
    %3 = "sdy.propagation_barrier"(%2) <{allowed_direction = 2 : i32}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4:2 = "sdy.named_computation"(%3, %arg0) <{in_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {}]>]>, name = "foo"}> ({
    ^bb0(%arg3: tensor<8x8xf32>, %arg4: tensor<8x8xf32>):
      %8 = "stablehlo.multiply"(%arg3, %arg4) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      "sdy.return"(%8, %arg3) : (tensor<8x8xf32>, tensor<8x8xf32>) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %5 = "sdy.manual_computation"(%4#0) <{in_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>]>, manual_axes = #sdy<manual_axes{"a"}>, out_shardings = #sdy.sharding_per_value<[<@m, [{"a"}, {}]>]>}> ({
    ^bb0(%arg2: tensor<4x8xf32>):
      %7 = "stablehlo.negate"(%arg2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      "sdy.return"(%7) : (tensor<4x8xf32>) -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = "sdy.named_computation"(%5) <{name = "bar"}> ({
    ^bb0(%arg1: tensor<8x8xf32>):
      "sdy.return"(%arg1) : (tensor<8x8xf32>) -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%6) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
