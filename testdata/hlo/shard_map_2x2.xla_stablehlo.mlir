module @jit_shard_map_2x2 attributes {mhlo.cross_program_prefetches = [], mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=2, \22y\22=2]>}"}, mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.manual_computation_body.4(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>) {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<8x4xf32>
    %2 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [2, 0], [1, 3], [3, 1]]> : tensor<4x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x2xf32>
    %4 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,2,4]{2,0,1}"} : (tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x2x4xf32>) -> tensor<2x8xf32>
    %8 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0, %1, %2, %3, %7, %8 : tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>
  }
  func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {\22y\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22, \22y\22}>"}} : (tensor<8x8xf32>) -> tensor<4x4xf32>
    %1:6 = call @xla.sdy.manual_computation_body.4(%0) {mhlo.frontend_attributes = {inlineable = "xla_late"}} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>)
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22, \22y\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}, {\22y\22}]>, <@mesh, [{\22x\22}, {}]>, <@mesh, [{\22x\22}, {\22y\22}]>, <@mesh, [{\22x\22}, {\22y\22}]>, <@mesh, [{\22x\22}, {\22y\22}]>, <@mesh, [{}, {}]>]>"}, xla_shape = "(f32[4,8]{1,0}, f32[16,4]{1,0}, f32[8,8]{1,0}, f32[8,4]{1,0}, f32[4,16]{1,0}, /*index=5*/f32[4,4]{1,0})"} : (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>) -> tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>
    %3 = stablehlo.get_tuple_element %2[0] : (tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>) -> tensor<4x8xf32>
    %4 = stablehlo.get_tuple_element %2[1] : (tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>) -> tensor<16x4xf32>
    %5 = stablehlo.get_tuple_element %2[2] : (tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>) -> tensor<8x8xf32>
    %6 = stablehlo.get_tuple_element %2[3] : (tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>) -> tensor<8x4xf32>
    %7 = stablehlo.get_tuple_element %2[4] : (tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>) -> tensor<4x16xf32>
    %8 = stablehlo.get_tuple_element %2[5] : (tuple<tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>>) -> tensor<4x4xf32>
    return %3, %4, %5, %6, %7, %8 : tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>
  }
}
