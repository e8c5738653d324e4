"builtin.module"() <{sym_name = "collectives"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["a"=2, "b"=2]>, sym_name = "m"}> : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    %0 = "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@m, [{"a"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = "sdy.all_gather"(%0) <{gathering_axes = #sdy<list_of_axis_ref_lists[{"a"}, {}]>, out_sharding = #sdy.sharding<@m, [{}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = "sdy.all_slice"(%1) <{out_sharding = #sdy.sharding<@m, [{"a"}, {"b"}]>, slicing_axes = #sdy<list_of_axis_ref_lists[{"a"}, {"b"}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = "sdy.all_to_all"(%2) <{out_sharding = #sdy.sharding<@m, [{"a", "b"}, {}]>, params = #sdy<all_to_all_param_list[{"b"}: 1->0]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = "sdy.collective_permute"(%3) <{out_sharding = #sdy.sharding<@m, [{"b", "a"}, {}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = "sdy.all_reduce"(%1) <{out_sharding = #sdy.sharding<@m, [{}, {}]>, reduction_axes = #sdy<axis_ref_list{"b"}>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = "sdy.reduce_scatter"(%5) <{out_sharding = #sdy.sharding<@m, [{}, {"a"}]>, reduce_scatter_axes = #sdy<list_of_axis_ref_lists[{}, {"a"}]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%7) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
