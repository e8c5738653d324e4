// Collectives whose replica_groups name mesh axes (#stablehlo.replica_group_mesh_axes), in the three
// modes that take them; expected values derived by hand from the spec's "Replica groups" expansion:
// groups differ only in the named axes' coordinates, members ordered by those coordinates.

// cross_replica (no channel), 4 replicas; the sdy.mesh's stablehlo.mesh dictionary (x=2, y=2), axes
// ["y"]: groups [[0, 1], [2, 3]].
module @all_reduce_cross_replica attributes {mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32} {
  sdy.mesh @m = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func @sum(%a: tensor<2xi32>) -> tensor<2xi32> {
    %r = "stablehlo.all_reduce"(%a) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @m, axes = [#stablehlo.axis_ref<name = "y">]>}> ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %s = stablehlo.add %l, %r : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) : (tensor<2xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %b = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
    %c = stablehlo.constant dense<[100, 200]> : tensor<2xi32>
    %d = stablehlo.constant dense<[1000, 2000]> : tensor<2xi32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@sum], [@sum], [@sum], [@sum]]
    } : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[11, 22]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[11, 22]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[1100, 2200]> : tensor<2xi32>
    check.expect_eq_const %r#3, dense<[1100, 2200]> : tensor<2xi32>
    func.return
  }
}

// -----

// flattened_ids (channel, use_global_device_ids), 4 partitions; an inline mesh x=2, y=2 with device_ids
// [3, 2, 1, 0], axes ["x"]: the devices are [[3, 2], [1, 0]], so the groups are [[3, 1], [2, 0]];
// all_gather concatenates in group order.
module @all_gather_flattened_ids attributes {mhlo.num_replicas = 1 : i32, mhlo.num_partitions = 4 : i32} {
  func.func @gather(%a: tensor<1xi32>) -> tensor<2xi32> {
    %r = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>], device_ids = dense<[3, 2, 1, 0]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> : (tensor<1xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[0]> : tensor<1xi32>
    %b = stablehlo.constant dense<[1]> : tensor<1xi32>
    %c = stablehlo.constant dense<[2]> : tensor<1xi32>
    %d = stablehlo.constant dense<[3]> : tensor<1xi32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@gather, @gather, @gather, @gather]]
    } : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[2, 0]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[3, 1]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[2, 0]> : tensor<2xi32>
    check.expect_eq_const %r#3, dense<[3, 1]> : tensor<2xi32>
    func.return
  }
}

// -----

// cross_replica_and_partition (channel, no use_global_device_ids), 2 replicas x 2 partitions; an sdy.mesh
// x=2 with no stablehlo.mesh attribute (its #sdy.mesh is read), axes ["x"]: replica groups [[0, 1]],
// each group every partition of replicas 0 and 1: [(0,0), (1,0), (0,1), (1,1)].
module @all_reduce_cross_replica_and_partition attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  sdy.mesh @m = <["x"=2]>
  func.func @max(%a: tensor<i32>) -> tensor<i32> {
    %r = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @m, axes = [#stablehlo.axis_ref<name = "x">]>}> ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %s = stablehlo.maximum %l, %r : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    func.return %r : tensor<i32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<5> : tensor<i32>
    %b = stablehlo.constant dense<9> : tensor<i32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %d = stablehlo.constant dense<1> : tensor<i32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@max, @max], [@max, @max]]
    } : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
    check.expect_eq_const %r#0, dense<9> : tensor<i32>
    check.expect_eq_const %r#3, dense<9> : tensor<i32>
    func.return
  }
}

// -----

// cross_partition (channel) collective_broadcast, 4 partitions; a sub-axis: mesh x=4, axes ["x":(2)2]
// (the digit (x // 2) % 2): groups [[0, 2], [1, 3]], the source of each group its first member.
module @collective_broadcast_sub_axis attributes {mhlo.num_replicas = 1 : i32, mhlo.num_partitions = 4 : i32} {
  func.func @bcast(%a: tensor<i32>) -> tensor<i32> {
    %r = "stablehlo.collective_broadcast"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>}> : (tensor<i32>) -> tensor<i32>
    func.return %r : tensor<i32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<10> : tensor<i32>
    %b = stablehlo.constant dense<11> : tensor<i32>
    %c = stablehlo.constant dense<12> : tensor<i32>
    %d = stablehlo.constant dense<13> : tensor<i32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@bcast, @bcast, @bcast, @bcast]]
    } : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
    check.expect_eq_const %r#0, dense<10> : tensor<i32>
    check.expect_eq_const %r#1, dense<11> : tensor<i32>
    check.expect_eq_const %r#2, dense<10> : tensor<i32>
    check.expect_eq_const %r#3, dense<11> : tensor<i32>
    func.return
  }
}
