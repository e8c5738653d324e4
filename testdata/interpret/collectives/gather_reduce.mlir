// RUN: stablehlo-translate --interpret -split-input-file %s
// all_gather, all_reduce and reduce_scatter under each process-group strategy.
// Expected values derived by hand from spec "cross_replica", "cross_replica_and_partition"
// and "flattened_ids"; inputs of interpreter.run_parallel are replica-major:
// (0, 0), (0, 1), (1, 0), (1, 1).

// cross_replica, 4x1 grid, groups [[0, 2], [3, 1]]: (0,0)+(2,0) and (3,0)+(1,0), in group order.
module @all_gather_cross_replica {
  func.func @gather(%x: tensor<1x2xi32>) -> tensor<2x2xi32> {
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 2], [3, 1]]> : tensor<2x2xi64>
    } : (tensor<1x2xi32>) -> tensor<2x2xi32>
    func.return %r : tensor<2x2xi32>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[[0, 1]]> : tensor<1x2xi32>
    %p1 = stablehlo.constant dense<[[10, 11]]> : tensor<1x2xi32>
    %p2 = stablehlo.constant dense<[[20, 21]]> : tensor<1x2xi32>
    %p3 = stablehlo.constant dense<[[30, 31]]> : tensor<1x2xi32>
    %r:4 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3) {
      programs = [[@gather], [@gather], [@gather], [@gather]]
    } : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>)
        -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>)
    check.expect_eq_const %r#0, dense<[[0, 1], [20, 21]]> : tensor<2x2xi32>
    check.expect_eq_const %r#1, dense<[[30, 31], [10, 11]]> : tensor<2x2xi32>
    check.expect_eq_const %r#2, dense<[[0, 1], [20, 21]]> : tensor<2x2xi32>
    check.expect_eq_const %r#3, dense<[[30, 31], [10, 11]]> : tensor<2x2xi32>
    func.return
  }
}

// -----

// cross_replica_and_partition, 2x2 grid, groups [[1, 0]]: one group (1,0), (0,0), (1,1), (0,1).
module @all_gather_cross_replica_and_partition {
  func.func @gather(%x: tensor<1xi32>) -> tensor<4xi32> {
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<1xi32>) -> tensor<4xi32>
    func.return %r : tensor<4xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1]> : tensor<1xi32>
    %b = stablehlo.constant dense<[2]> : tensor<1xi32>
    %c = stablehlo.constant dense<[3]> : tensor<1xi32>
    %d = stablehlo.constant dense<[4]> : tensor<1xi32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@gather, @gather], [@gather, @gather]]
    } : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
        -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
    check.expect_eq_const %r#0, dense<[3, 1, 4, 2]> : tensor<4xi32>
    check.expect_eq_const %r#1, dense<[3, 1, 4, 2]> : tensor<4xi32>
    check.expect_eq_const %r#2, dense<[3, 1, 4, 2]> : tensor<4xi32>
    check.expect_eq_const %r#3, dense<[3, 1, 4, 2]> : tensor<4xi32>
    func.return
  }
}

// -----

// flattened_ids, 2x2 grid, groups [[3, 0], [1, 2]]: [(1,1), (0,0)] and [(0,1), (1,0)].
module @all_gather_flattened_ids {
  func.func @gather(%x: tensor<1xi32>) -> tensor<2xi32> {
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
      use_global_device_ids
    } : (tensor<1xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1]> : tensor<1xi32>
    %b = stablehlo.constant dense<[2]> : tensor<1xi32>
    %c = stablehlo.constant dense<[3]> : tensor<1xi32>
    %d = stablehlo.constant dense<[4]> : tensor<1xi32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@gather, @gather], [@gather, @gather]]
    } : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
        -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[4, 1]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[2, 3]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[2, 3]> : tensor<2xi32>
    check.expect_eq_const %r#3, dense<[4, 1]> : tensor<2xi32>
    func.return
  }
}

// -----

// cross_replica, 2x2 grid, groups [[0, 1]]: one group per partition; maximum computation.
module @all_reduce_cross_replica_max {
  func.func @max(%x: tensor<3xf32>) -> tensor<3xf32> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<3xf32>) -> tensor<3xf32>
    func.return %r : tensor<3xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 5.0, -2.0]> : tensor<3xf32>
    %b = stablehlo.constant dense<[0.0, 0.0, 7.0]> : tensor<3xf32>
    %c = stablehlo.constant dense<[4.0, -1.0, -3.0]> : tensor<3xf32>
    %d = stablehlo.constant dense<[-5.0, 2.0, 6.0]> : tensor<3xf32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@max, @max], [@max, @max]]
    } : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
        -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    check.expect_eq_const %r#0, dense<[4.0, 5.0, -2.0]> : tensor<3xf32>
    check.expect_eq_const %r#1, dense<[0.0, 2.0, 7.0]> : tensor<3xf32>
    check.expect_eq_const %r#2, dense<[4.0, 5.0, -2.0]> : tensor<3xf32>
    check.expect_eq_const %r#3, dense<[0.0, 2.0, 7.0]> : tensor<3xf32>
    func.return
  }
}

// -----

// flattened_ids, 2x2 grid, one group of all four; two operands, the i32 one promoted to the
// computation's i64 (spec all_reduce (C5), (C7)).
module @all_reduce_flattened_ids_variadic {
  func.func @sum(%x: tensor<2xi32>, %y: tensor<i64>) -> (tensor<2xi64>, tensor<i64>) {
    %r:2 = "stablehlo.all_reduce"(%x, %y) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {
      replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
      use_global_device_ids
    } : (tensor<2xi32>, tensor<i64>) -> (tensor<2xi64>, tensor<i64>)
    func.return %r#0, %r#1 : tensor<2xi64>, tensor<i64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %x1 = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
    %x2 = stablehlo.constant dense<[100, 200]> : tensor<2xi32>
    %x3 = stablehlo.constant dense<[1000, 2000]> : tensor<2xi32>
    %y0 = stablehlo.constant dense<1> : tensor<i64>
    %y1 = stablehlo.constant dense<2> : tensor<i64>
    %y2 = stablehlo.constant dense<3> : tensor<i64>
    %y3 = stablehlo.constant dense<4> : tensor<i64>
    %r:8 = "interpreter.run_parallel"(%x0, %y0, %x1, %y1, %x2, %y2, %x3, %y3) {
      programs = [[@sum, @sum], [@sum, @sum]]
    } : (tensor<2xi32>, tensor<i64>, tensor<2xi32>, tensor<i64>, tensor<2xi32>, tensor<i64>, tensor<2xi32>, tensor<i64>)
        -> (tensor<2xi64>, tensor<i64>, tensor<2xi64>, tensor<i64>, tensor<2xi64>, tensor<i64>, tensor<2xi64>, tensor<i64>)
    check.expect_eq_const %r#0, dense<[1111, 2222]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<10> : tensor<i64>
    check.expect_eq_const %r#6, dense<[1111, 2222]> : tensor<2xi64>
    check.expect_eq_const %r#7, dense<10> : tensor<i64>
    func.return
  }
}

// -----

// flattened_ids, 2x2 grid, groups [[0, 3], [2, 1]]: the sum is split in two along dimension 0;
// the first member of a group gets the first half.
module @reduce_scatter_flattened_ids {
  func.func @scatter(%x: tensor<4xi32>) -> tensor<2xi32> {
    %r = "stablehlo.reduce_scatter"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {
      scatter_dimension = 0 : i64,
      replica_groups = dense<[[0, 3], [2, 1]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids
    } : (tensor<4xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %b = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
    %c = stablehlo.constant dense<[100, 200, 300, 400]> : tensor<4xi32>
    %d = stablehlo.constant dense<[1000, 2000, 3000, 4000]> : tensor<4xi32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@scatter, @scatter], [@scatter, @scatter]]
    } : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
        -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[1001, 2002]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[330, 440]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[110, 220]> : tensor<2xi32>
    check.expect_eq_const %r#3, dense<[3003, 4004]> : tensor<2xi32>
    func.return
  }
}

// -----

// cross_replica, 2x1 grid: product [[5, 12, 21, 32]] split along dimension 1.
module @reduce_scatter_cross_replica_multiply {
  func.func @scatter(%x: tensor<1x4xi32>) -> tensor<1x2xi32> {
    %r = "stablehlo.reduce_scatter"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.multiply %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {
      scatter_dimension = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<1x4xi32>) -> tensor<1x2xi32>
    func.return %r : tensor<1x2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>
    %b = stablehlo.constant dense<[[5, 6, 7, 8]]> : tensor<1x4xi32>
    %r:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@scatter], [@scatter]]
    } : (tensor<1x4xi32>, tensor<1x4xi32>) -> (tensor<1x2xi32>, tensor<1x2xi32>)
    check.expect_eq_const %r#0, dense<[[5, 12]]> : tensor<1x2xi32>
    check.expect_eq_const %r#1, dense<[[21, 32]]> : tensor<1x2xi32>
    func.return
  }
}
