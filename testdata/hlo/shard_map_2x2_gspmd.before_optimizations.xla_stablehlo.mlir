module @jit_shard_map_2x2_gspmd attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
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
  func.func private @shmap_body.4(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>) {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<8x4xf32>
    %2 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [2, 0], [1, 3], [3, 1]]> : tensor<4x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x2xf32>
    %4 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,2,4]{2,0,1}"} : (tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x2x4xf32>) -> tensor<2x8xf32>
    %8 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0, %1, %2, %3, %7, %8 : tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>
  }
  func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<4x4xf32>
    %2:6 = call @shmap_body.4(%1) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>, tensor<2x8xf32>, tensor<4x4xf32>)
    %3 = stablehlo.custom_call @Sharding(%2#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4x4xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.custom_call @Sharding(%2#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x4xf32>) -> tensor<16x4xf32>
    %7 = stablehlo.custom_call @Sharding(%2#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<4x4xf32>) -> tensor<8x8xf32>
    %9 = stablehlo.custom_call @Sharding(%2#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<4x2xf32>) -> tensor<8x4xf32>
    %11 = stablehlo.custom_call @Sharding(%2#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<2x8xf32>) -> tensor<4x16xf32>
    %13 = stablehlo.custom_call @Sharding(%2#5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %4, %6, %8, %10, %12, %14 : tensor<4x8xf32>, tensor<16x4xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<4x16xf32>, tensor<4x4xf32>
  }
}
