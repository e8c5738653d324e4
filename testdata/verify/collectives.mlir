// Collective and communication ops: `// expect: <op> <label>` names the error of the next line.
func.func @all_reduce_c1(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.all_reduce C1
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 1]]> : tensor<1x3xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @all_reduce_c2(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expect: stablehlo.all_reduce C2
    %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
// -----
func.func @all_reduce_c3(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.all_reduce C3
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @all_reduce_c4(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.all_reduce C4
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @all_reduce_c5(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.all_reduce C5
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @all_reduce_c6(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expect: stablehlo.all_reduce C6
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @all_reduce_c7(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expect: stablehlo.all_reduce C7
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
// -----
func.func @all_reduce_rank2_groups(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.all_reduce attribute
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @reduce_scatter_c1(%a: tensor<4x6xf32>) -> tensor<4x2xf32> {
  // expect: stablehlo.reduce_scatter C1
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x6xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
// -----
func.func @reduce_scatter_c2(%a: tensor<4x16xf32>) -> tensor<4x4xf32> {
  // expect: stablehlo.reduce_scatter C2
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 2 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @reduce_scatter_c3(%a: tensor<4x16xf32>) -> tensor<4x4xf32> {
  // expect: stablehlo.reduce_scatter C3
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 1, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @reduce_scatter_c4(%a: tensor<4x16xf32>) -> tensor<4x4xf32> {
    // expect: stablehlo.reduce_scatter C4
    %0 = "stablehlo.reduce_scatter"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
// -----
func.func @reduce_scatter_c5(%a: tensor<4x16xf32>) -> tensor<4x4xf32> {
  // expect: stablehlo.reduce_scatter C5
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, -1]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @reduce_scatter_c6(%a: tensor<4x16xf32>) -> tensor<4x4xf32> {
  // expect: stablehlo.reduce_scatter C6
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @reduce_scatter_c7(%a: tensor<4x16xf32>) -> tensor<4x4xf32> {
  // expect: stablehlo.reduce_scatter C7
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @reduce_scatter_c8(%a: tensor<4x16xf32>) -> tensor<4x5xf32> {
  // expect: stablehlo.reduce_scatter C8
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// -----
func.func @reduce_scatter_c9(%a: tensor<4x16xf32>) -> tensor<4x4xf64> {
  // expect: stablehlo.reduce_scatter C9
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf64>
  return %0 : tensor<4x4xf64>
}
// -----
func.func @all_gather_c1(%a: tensor<8x2xf32>) -> tensor<8x8xf32> {
  // expect: stablehlo.all_gather C1
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @all_gather_c2(%a: tensor<8x2xf32>) -> tensor<8x8xf32> {
  // expect: stablehlo.all_gather C2
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 2]]> : tensor<1x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @all_gather_c3(%a: tensor<8x2xf32>) -> tensor<8x8xf32> {
    // expect: stablehlo.all_gather C3
    %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
// -----
func.func @all_gather_c4(%a: tensor<8x2xf32>) -> tensor<8x8xf32> {
  // expect: stablehlo.all_gather C4
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 4]]> : tensor<1x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @all_gather_c5(%a: tensor<8x2xf32>) -> tensor<8x8xf32> {
  // expect: stablehlo.all_gather C5
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 0>, use_global_device_ids} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @all_gather_c6(%a: tensor<8x2xf32>) -> tensor<8x7xf32> {
  // expect: stablehlo.all_gather C6
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<8x2xf32>) -> tensor<8x7xf32>
  return %0 : tensor<8x7xf32>
}
// -----
func.func @all_to_all_c1(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C1
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
func.func @all_to_all_c2(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C2
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 5 : i64, replica_groups = dense<[[0, 1, 2, 3, 4]]> : tensor<1x5xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
func.func @all_to_all_c3(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C3
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 2 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
func.func @all_to_all_c4(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C4
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
func.func @all_to_all_c5(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C5
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 2]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
module attributes {mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @all_to_all_c6(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
    // expect: stablehlo.all_to_all C6
    %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    return %0 : tensor<16x4xf32>
  }
}
// -----
func.func @all_to_all_c7(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C7
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 5]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
func.func @all_to_all_c8(%a: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expect: stablehlo.all_to_all C8
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// -----
func.func @all_to_all_c9(%a: tensor<4x16xf32>) -> tensor<16x8xf32> {
  // expect: stablehlo.all_to_all C9
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
// -----
func.func @collective_permute_c1(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_permute C1
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_permute_c2(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_permute C2
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_permute_c3(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_permute C3
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_permute_c4(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_permute C4
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_permute_c5(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expect: stablehlo.collective_permute C5
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @collective_broadcast_c1(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_broadcast C1
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_broadcast_c2(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_broadcast C2
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[-2, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_broadcast_c3(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expect: stablehlo.collective_broadcast C3
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @collective_broadcast_c4(%a: tensor<4xf32>, %root: tensor<1xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_broadcast C4
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_broadcast_c5(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expect: stablehlo.collective_broadcast C5
  %0:2 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
// -----
func.func @collective_broadcast_c6(%a: tensor<4xf32>) -> tensor<4xf32> {
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  // expect: stablehlo.collective_broadcast C6
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_reduce_c1(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_reduce C1
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @collective_reduce_c2(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expect: stablehlo.collective_reduce C2
    %0 = "stablehlo.collective_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) {replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
// -----
func.func @collective_reduce_c2_negative(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_reduce C2
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_reduce_global_ids(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_reduce use_global_device_ids
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @collective_reduce_c3() {
  // expect: stablehlo.collective_reduce C3
  "stablehlo.collective_reduce"() ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  return
}
// -----
func.func @collective_reduce_c4(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expect: stablehlo.collective_reduce C4
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @send_c1(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.send C1
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @send_c2(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.send C2
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @send_c3(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.send C3
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @send_c4(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.send C4
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi64>} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
module attributes {mhlo.num_replicas = 1 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @send_c4_bound(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
    // expect: stablehlo.send C4
    %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    return %0 : !stablehlo.token
  }
}
// -----
func.func @send_c5(%a: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.send C5
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @recv_c1(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.recv C1
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
func.func @recv_c2(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.recv C2
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
func.func @recv_c3(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.recv C3
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
func.func @recv_c4(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.recv C4
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
module attributes {mhlo.num_replicas = 1 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @recv_c4_bound(%t: !stablehlo.token) -> !stablehlo.token {
    // expect: stablehlo.recv C4
    %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
    return %0#1 : !stablehlo.token
  }
}
// -----
func.func @recv_c5(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.recv C5
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
func.func @recv_token_last(%t: !stablehlo.token) -> tensor<4xf32> {
  // expect: stablehlo.recv results
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}
// -----
func.func @infeed_c1(%t: !stablehlo.token) {
  // expect: stablehlo.infeed C1
  "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> ()
  return
}
// -----
func.func @infeed_c2(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.infeed C2
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
func.func @infeed_c3(%t: !stablehlo.token) -> tensor<i32> {
  // expect: stablehlo.infeed C3
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<i32>, tensor<i32>)
  return %0#0 : tensor<i32>
}
// -----
func.func @infeed_layout(%t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.infeed layout
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[0], [0]]} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  return %0#1 : !stablehlo.token
}
// -----
func.func @outfeed_token(%a: tensor<2xi32>) -> !stablehlo.token {
  // expect: stablehlo.outfeed signature
  %0 = "stablehlo.outfeed"(%a) {outfeed_config = ""} : (tensor<2xi32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @replica_id_type() -> tensor<i32> {
  // expect: stablehlo.replica_id signature
  %0 = "stablehlo.replica_id"() : () -> tensor<i32>
  return %0 : tensor<i32>
}
// -----
func.func @after_all_token(%a: tensor<4xf32>) -> !stablehlo.token {
  // expect: stablehlo.after_all signature
  %0 = "stablehlo.after_all"(%a) : (tensor<4xf32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}
// -----
func.func @create_token_result() -> tensor<i1> {
  // expect: stablehlo.create_token signature
  %0 = "stablehlo.create_token"() : () -> tensor<i1>
  return %0 : tensor<i1>
}
// -----
func.func @async_start_c1(%a: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expect: stablehlo.async_start C1
  %0 = "stablehlo.async_start"(%a) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}
// -----
func.func @async_start_c2(%a: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expect: stablehlo.async_start C2
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %1 = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %0 : !stablehlo.future<tensor<4xf32>>
}
// -----
func.func @async_start_c3(%a: tensor<4xf32>) -> !stablehlo.future<tensor<4xi32>> {
  // expect: stablehlo.async_start C3
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xi32>):
    %1 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
    stablehlo.return %1 : tensor<4xi32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xi32>>
  return %0 : !stablehlo.future<tensor<4xi32>>
}
// -----
func.func @async_start_c4(%a: tensor<4xf32>) -> !stablehlo.future<tensor<4xi32>> {
  // expect: stablehlo.async_start C4
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %1 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xi32>>
  return %0 : !stablehlo.future<tensor<4xi32>>
}
// -----
func.func @async_done_c1(%f: !stablehlo.future<tensor<4xf32>>) -> tensor<4xi32> {
  // expect: stablehlo.async_done C1
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @collective_permute_element_type(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expect: stablehlo.collective_permute C5
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @cross_replica_sum_type(%a: tensor<10xf32>) -> tensor<10xf64> {
  // expect: stablehlo.cross-replica-sum signature
  %0 = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf64>
  return %0 : tensor<10xf64>
}
// -----
func.func @send_channel_handle(%a: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expect: stablehlo.send attribute
  %0 = "stablehlo.send"(%a, %t) {is_host_transfer = false} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
