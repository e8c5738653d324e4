"builtin.module"() ({
  "func.func"() <{function_type = (!mpmd.mesh_tensor<"m1", tensor<4x8xf32>>) -> !mpmd.mesh_tensor<"m2", tensor<4x8xf32>>, sym_name = "main"}> ({
  ^bb0(%arg0: !mpmd.mesh_tensor<"m1", tensor<4x8xf32>>):
    %0 = "mpmd.fragment"(%arg0) <{mesh_name = "m1", origin = [#mpmd.user_origin<"f">]}> ({
    ^bb0(%arg1: tensor<4x8xf32>):
      %2 = "stablehlo.add"(%arg1, %arg1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      "mpmd.return"(%2) : (tensor<4x8xf32>) -> ()
    }) : (!mpmd.mesh_tensor<"m1", tensor<4x8xf32>>) -> !mpmd.mesh_tensor<"m1", tensor<4x8xf32>>
    %1 = "mpmd.transfer"(%0) : (!mpmd.mesh_tensor<"m1", tensor<4x8xf32>>) -> !mpmd.mesh_tensor<"m2", tensor<4x8xf32>>
    "func.return"(%1) : (!mpmd.mesh_tensor<"m2", tensor<4x8xf32>>) -> ()
  }) {topology = #mpmd.topology<<"m1" : <["x"=2]>>, <"m2" : <["x"=2]>>>} : () -> ()
}) : () -> ()
