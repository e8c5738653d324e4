module @jit_ordered_callbacks attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: !stablehlo.token {jax.token = true}, %arg2: tensor<3xf32>) -> (!stablehlo.token {jax.token = true}, !stablehlo.token {jax.token = true}, tensor<3xf32> {jax.result_info = "result"}) {
    %0:2 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg1, %arg2) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>)
    %1 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0, %arg2) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.add %0#1, %2 : tensor<3xf32>
    return %1, %0#0, %3 : !stablehlo.token, !stablehlo.token, tensor<3xf32>
  }
}
