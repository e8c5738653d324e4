module @jit_ragged_all_to_all attributes {mhlo.cross_program_prefetches = [], mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=4]>}"}, mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @xla.sdy.manual_computation_body.1(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi32>, %arg4: tensor<4xi32>, %arg5: tensor<4xi32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @ragged_all_to_all(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {api_version = 4 : i32, backend_config = {channel_id = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}} : (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi32>, %arg4: tensor<16xi32>, %arg5: tensor<16xi32>) -> tensor<16xf32> {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}]>, <@mesh, [{\22x\22}]>, <@mesh, [{\22x\22}]>, <@mesh, [{\22x\22}]>, <@mesh, [{\22x\22}]>, <@mesh, [{\22x\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>"}, xla_shape = "(f32[4]{0}, f32[4]{0}, s32[4]{0}, s32[4]{0}, s32[4]{0}, /*index=5*/s32[4]{0})"} : (tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>
    %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>) -> tensor<4xf32>
    %2 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>) -> tensor<4xf32>
    %3 = stablehlo.get_tuple_element %0[2] : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>) -> tensor<4xi32>
    %4 = stablehlo.get_tuple_element %0[3] : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>) -> tensor<4xi32>
    %5 = stablehlo.get_tuple_element %0[4] : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>) -> tensor<4xi32>
    %6 = stablehlo.get_tuple_element %0[5] : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>>) -> tensor<4xi32>
    %7 = call @xla.sdy.manual_computation_body.1(%1, %2, %3, %4, %5, %6) {mhlo.frontend_attributes = {inlineable = "xla_late"}} : (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xf32>
    %8 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%7) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}]>]>"}} : (tensor<4xf32>) -> tensor<16xf32>
    return %8 : tensor<16xf32>
  }
}
