// RUN: stablehlo-translate --interpret -split-input-file %s
// all_to_all, collective_broadcast, collective_reduce and collective_permute under
// cross_replica (channel_id <= 0) and cross_partition (channel_id > 0). Expected values
// derived by hand; run_parallel inputs/results are replica-major.

// cross_partition, 2x2 grid, groups [[1, 0]]: per replica r the group [(r,1), (r,0)].
// Receiver k concatenates part k of each sender, in group order, along dimension 1.
module @all_to_all_cross_partition {
  func.func @a2a(%x: tensor<2x1xi32>) -> tensor<1x2xi32> {
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 0 : i64,
      concat_dimension = 1 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<2x1xi32>) -> tensor<1x2xi32>
    func.return %r : tensor<1x2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
    %b = stablehlo.constant dense<[[3], [4]]> : tensor<2x1xi32>
    %c = stablehlo.constant dense<[[5], [6]]> : tensor<2x1xi32>
    %d = stablehlo.constant dense<[[7], [8]]> : tensor<2x1xi32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@a2a, @a2a], [@a2a, @a2a]]
    } : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>)
        -> (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>)
    check.expect_eq_const %r#0, dense<[[4, 2]]> : tensor<1x2xi32>
    check.expect_eq_const %r#1, dense<[[3, 1]]> : tensor<1x2xi32>
    check.expect_eq_const %r#2, dense<[[8, 6]]> : tensor<1x2xi32>
    check.expect_eq_const %r#3, dense<[[7, 5]]> : tensor<1x2xi32>
    func.return
  }
}

// -----

// cross_partition, 2x3 grid, groups [[2, 0]]: source (r, 2) for (r, 0); partition 1 is in
// no group and gets zeros.
module @collective_broadcast_cross_partition {
  func.func @bcast(%x: tensor<1xi64>) -> tensor<1xi64> {
    %r = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[2, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>
    } : (tensor<1xi64>) -> tensor<1xi64>
    func.return %r : tensor<1xi64>
  }
  func.func @main() {
    %v1 = stablehlo.constant dense<[1]> : tensor<1xi64>
    %v2 = stablehlo.constant dense<[2]> : tensor<1xi64>
    %v3 = stablehlo.constant dense<[3]> : tensor<1xi64>
    %v4 = stablehlo.constant dense<[4]> : tensor<1xi64>
    %v5 = stablehlo.constant dense<[5]> : tensor<1xi64>
    %v6 = stablehlo.constant dense<[6]> : tensor<1xi64>
    %r:6 = "interpreter.run_parallel"(%v1, %v2, %v3, %v4, %v5, %v6) {
      programs = [[@bcast, @bcast, @bcast], [@bcast, @bcast, @bcast]]
    } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
        -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
    check.expect_eq_const %r#0, dense<[3]> : tensor<1xi64>
    check.expect_eq_const %r#1, dense<[0]> : tensor<1xi64>
    check.expect_eq_const %r#2, dense<[3]> : tensor<1xi64>
    check.expect_eq_const %r#3, dense<[6]> : tensor<1xi64>
    check.expect_eq_const %r#4, dense<[0]> : tensor<1xi64>
    check.expect_eq_const %r#5, dense<[6]> : tensor<1xi64>
    func.return
  }
}

// -----

// cross_partition, 1x3 grid, group [[2, 0, 1]]: the root (0, 2) keeps the sum, the others get zeros.
module @collective_reduce_cross_partition {
  func.func @creduce(%x: tensor<2xi32>) -> tensor<2xi32> {
    %r = "stablehlo.collective_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {
      replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<2xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %b = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
    %c = stablehlo.constant dense<[100, 200]> : tensor<2xi32>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@creduce, @creduce, @creduce]]
    } : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[0, 0]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[111, 222]> : tensor<2xi32>
    func.return
  }
}

// -----

// has_dynamic_root, 1x3 grid, group [[2, 0, 1]], roots [1, 2]: the sum of data0 (6) goes to
// group[1] = (0, 0), the sum of data1 (15) to group[2] = (0, 1).
module @collective_reduce_dynamic_root {
  func.func @creduce(%d0: tensor<1xi32>, %d1: tensor<1xi32>, %root: tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>) {
    %r:2 = "stablehlo.collective_reduce"(%d0, %d1, %root) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {
      replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      has_dynamic_root
    } : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    func.return %r#0, %r#1 : tensor<1xi32>, tensor<1xi32>
  }
  func.func @main() {
    %root = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %v1 = stablehlo.constant dense<[1]> : tensor<1xi32>
    %v2 = stablehlo.constant dense<[2]> : tensor<1xi32>
    %v3 = stablehlo.constant dense<[3]> : tensor<1xi32>
    %v4 = stablehlo.constant dense<[4]> : tensor<1xi32>
    %v5 = stablehlo.constant dense<[5]> : tensor<1xi32>
    %v6 = stablehlo.constant dense<[6]> : tensor<1xi32>
    %r:6 = "interpreter.run_parallel"(%v1, %v4, %root, %v2, %v5, %root, %v3, %v6, %root) {
      programs = [[@creduce, @creduce, @creduce]]
    } : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<2xi32>,
         tensor<1xi32>, tensor<1xi32>, tensor<2xi32>)
        -> (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
    check.expect_eq_const %r#0, dense<[6]> : tensor<1xi32>
    check.expect_eq_const %r#1, dense<[0]> : tensor<1xi32>
    check.expect_eq_const %r#2, dense<[0]> : tensor<1xi32>
    check.expect_eq_const %r#3, dense<[15]> : tensor<1xi32>
    check.expect_eq_const %r#4, dense<[0]> : tensor<1xi32>
    check.expect_eq_const %r#5, dense<[0]> : tensor<1xi32>
    func.return
  }
}

// -----

// cross_partition ring on a 2x3 grid: (r, p) gets the operand of (r, p - 1 mod 3).
module @collective_permute_cross_partition_ring {
  func.func @ring(%x: tensor<1xi32>) -> tensor<1xi32> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<1xi32>) -> tensor<1xi32>
    func.return %r : tensor<1xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1]> : tensor<1xi32>
    %b = stablehlo.constant dense<[2]> : tensor<1xi32>
    %c = stablehlo.constant dense<[3]> : tensor<1xi32>
    %d = stablehlo.constant dense<[11]> : tensor<1xi32>
    %e = stablehlo.constant dense<[12]> : tensor<1xi32>
    %f = stablehlo.constant dense<[13]> : tensor<1xi32>
    %r:6 = "interpreter.run_parallel"(%a, %b, %c, %d, %e, %f) {
      programs = [[@ring, @ring, @ring], [@ring, @ring, @ring]]
    } : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
        -> (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
    check.expect_eq_const %r#0, dense<[3]> : tensor<1xi32>
    check.expect_eq_const %r#1, dense<[1]> : tensor<1xi32>
    check.expect_eq_const %r#2, dense<[2]> : tensor<1xi32>
    check.expect_eq_const %r#3, dense<[13]> : tensor<1xi32>
    check.expect_eq_const %r#4, dense<[11]> : tensor<1xi32>
    check.expect_eq_const %r#5, dense<[12]> : tensor<1xi32>
    func.return
  }
}

// -----

// cross_replica, 3x1 grid, one pair [2, 0]: (0, 0) gets (2, 0)'s operand, the others zeros.
module @collective_permute_cross_replica_single_pair {
  func.func @permute(%x: tensor<1xf32>) -> tensor<1xf32> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[2, 0]]> : tensor<1x2xi64>
    } : (tensor<1xf32>) -> tensor<1xf32>
    func.return %r : tensor<1xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[7.5]> : tensor<1xf32>
    %b = stablehlo.constant dense<[8.5]> : tensor<1xf32>
    %c = stablehlo.constant dense<[9.5]> : tensor<1xf32>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@permute], [@permute], [@permute]]
    } : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>)
    check.expect_eq_const %r#0, dense<[9.5]> : tensor<1xf32>
    check.expect_eq_const %r#1, dense<[0.0]> : tensor<1xf32>
    check.expect_eq_const %r#2, dense<[0.0]> : tensor<1xf32>
    func.return
  }
}
