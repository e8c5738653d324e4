module @jit_ordered_callbacks attributes {mhlo.cross_program_prefetches = [], mhlo.frontend_attributes = {xla.sdy.meshes = "{maximal_mesh_0 = #sdy.mesh<[], device_ids=[0]>}"}, mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: !stablehlo.token, %arg1: !stablehlo.token, %arg2: tensor<3xf32>) -> (!stablehlo.token, !stablehlo.token, tensor<3xf32>) {
    %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0, %arg2) {api_version = 4 : i32, backend_config = {index = 1 : ui64}, has_side_effect = true, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>], result_tilings = [[]], xla_shape = "token[]"} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
    %1 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg1, %arg2) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>"}, mhlo.sharding = "{{maximal device=0}, {maximal device=0}}", operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_tilings = [[], []], xla_shape = "(token[], f32[3]{0})"} : (!stablehlo.token, tensor<3xf32>) -> tuple<!stablehlo.token, tensor<3xf32>>
    %2 = stablehlo.get_tuple_element %1[0] {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>"}, mhlo.sharding = "{maximal device=0}", xla_shape = "token[]"} : (tuple<!stablehlo.token, tensor<3xf32>>) -> !stablehlo.token
    %3 = stablehlo.get_tuple_element %1[1] {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>"}, mhlo.sharding = "{maximal device=0}"} : (tuple<!stablehlo.token, tensor<3xf32>>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %3, %4 : tensor<3xf32>
    return %0, %2, %5 : !stablehlo.token, !stablehlo.token, tensor<3xf32>
  }
}
