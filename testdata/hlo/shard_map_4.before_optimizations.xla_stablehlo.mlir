module @jit_shard_map_4 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["x"=4]>
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.manual_computation_body.3(%arg0: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x2xf32>, tensor<8x2xf32>, tensor<2x8xf32>) {
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<8x8xf32>
    %2 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %3 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x8xf32>) -> tensor<2x2xf32>
    %4 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x8xf32>) -> tensor<2x4x2xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,2]{2,0,1}"} : (tensor<2x4x2xf32>) -> tensor<4x2x2xf32>
    %7 = stablehlo.reshape %6 : (tensor<4x2x2xf32>) -> tensor<8x2xf32>
    %8 = stablehlo.partition_id : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %9 = stablehlo.divide %8, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<4> : tensor<ui32>
    %10 = stablehlo.remainder %9, %c_1 : tensor<ui32>
    %11 = stablehlo.convert %10 : (tensor<ui32>) -> tensor<i32>
    %12 = stablehlo.convert %11 : (tensor<i32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<2x8xf32>
    return %0, %1, %2, %3, %7, %14 : tensor<2x8xf32>, tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x2xf32>, tensor<8x2xf32>, tensor<2x8xf32>
  }
  func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{mesh['x'=4], [{'x'}, {}]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{mesh['x'=4], manual}"} : (tensor<8x8xf32>) -> tensor<2x8xf32>
    %2:6 = call @xla.sdy.manual_computation_body.3(%1) {mhlo.frontend_attributes = {inlineable = "xla_late"}, mhlo.sharding = "{{mesh['x'=4], manual}, {mesh['x'=4], manual}, {mesh['x'=4], manual}, {mesh['x'=4], manual}, {mesh['x'=4], manual}, /*index=5*/{mesh['x'=4], manual}}"} : (tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x2xf32>, tensor<8x2xf32>, tensor<2x8xf32>)
    %3 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%2#0, %2#1, %2#2, %2#3, %2#4, %2#5) {backend_config = "", has_side_effect = true, mhlo.sharding = "{{mesh['x'=4], [{}, {}]}, {mesh['x'=4], [{}, {}]}, {mesh['x'=4], [{'x'}, {}]}, {mesh['x'=4], [{'x'}, {}]}, {mesh['x'=4], [{'x'}, {}]}, /*index=5*/{mesh['x'=4], [{'x'}, {}]}}", xla_shape = "(f32[2,8]{1,0}, f32[8,8]{1,0}, f32[8,8]{1,0}, f32[8,2]{1,0}, f32[32,2]{1,0}, /*index=5*/f32[8,8]{1,0})"} : (tensor<2x8xf32>, tensor<8x8xf32>, tensor<2x8xf32>, tensor<2x2xf32>, tensor<8x2xf32>, tensor<2x8xf32>) -> tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>
    %4 = stablehlo.get_tuple_element %3[0] : (tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>) -> tensor<2x8xf32>
    %5 = stablehlo.get_tuple_element %3[1] : (tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>) -> tensor<8x8xf32>
    %6 = stablehlo.get_tuple_element %3[2] : (tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>) -> tensor<8x8xf32>
    %7 = stablehlo.get_tuple_element %3[3] : (tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>) -> tensor<8x2xf32>
    %8 = stablehlo.get_tuple_element %3[4] : (tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>) -> tensor<32x2xf32>
    %9 = stablehlo.get_tuple_element %3[5] : (tuple<tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>>) -> tensor<8x8xf32>
    return %4, %5, %6, %7, %8, %9 : tensor<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x2xf32>, tensor<32x2xf32>, tensor<8x8xf32>
  }
}
