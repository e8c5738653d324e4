// RUN: stablehlo-translate --interpret -split-input-file %s
// replica_id / partition_id, send / recv, infeed / outfeed, and distribution ops run without
// interpreter.run_parallel (the only process of a 1x1 grid).

// 2x3 grid: each process returns its (replica_id, partition_id).
module @ids {
  func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    func.return %r, %p : tensor<ui32>, tensor<ui32>
  }
  func.func @main() {
    %r:12 = "interpreter.run_parallel"() {
      programs = [[@ids, @ids, @ids], [@ids, @ids, @ids]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>,
               tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<0> : tensor<ui32>
    check.expect_eq_const %r#4, dense<0> : tensor<ui32>
    check.expect_eq_const %r#5, dense<2> : tensor<ui32>
    check.expect_eq_const %r#6, dense<1> : tensor<ui32>
    check.expect_eq_const %r#7, dense<0> : tensor<ui32>
    check.expect_eq_const %r#10, dense<1> : tensor<ui32>
    check.expect_eq_const %r#11, dense<2> : tensor<ui32>
    func.return
  }
}

// -----

// Ping-pong between two different programs: (0, 0) sends on channel 5 and waits on channel 6
// for what (1, 0) sends back after adding one.
module @send_recv_ping_pong {
  func.func @ping(%x: tensor<2xi32>, %t: !stablehlo.token) -> tensor<2xi32> {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    %y, %t2 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 6, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    func.return %y : tensor<2xi32>
  }
  func.func @pong(%t: !stablehlo.token) -> tensor<2xi32> {
    %x, %t1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    %one = stablehlo.constant dense<1> : tensor<2xi32>
    %y = stablehlo.add %x, %one : tensor<2xi32>
    %t2 = "stablehlo.send"(%y, %t1) {
      channel_handle = #stablehlo.channel_handle<handle = 6, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    func.return %x : tensor<2xi32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%x, %t, %t) {
      programs = [[@ping], [@pong]]
    } : (tensor<2xi32>, !stablehlo.token, !stablehlo.token) -> (tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[2, 3]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi32>
    func.return
  }
}

// -----

// One infeed op with two payload results reads the queue's first two functions in order;
// the values are then written to the outfeed.
module @infeed_two_payloads_and_outfeed {
  func.func @read(%t: !stablehlo.token) -> (tensor<2xf32>, tensor<i1>) {
    %a, %b, %t1 = "stablehlo.infeed"(%t) {infeed_config = ""}
        : (!stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token)
    %t2 = "stablehlo.outfeed"(%a, %b, %t1) {outfeed_config = ""}
        : (tensor<2xf32>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
    func.return %a, %b : tensor<2xf32>, tensor<i1>
  }
  func.func @first() -> tensor<2xf32> {
    %v = stablehlo.constant dense<[0.5, -1.5]> : tensor<2xf32>
    func.return %v : tensor<2xf32>
  }
  func.func @second() -> tensor<i1> {
    %v = stablehlo.constant dense<true> : tensor<i1>
    func.return %v : tensor<i1>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t) {
      infeed = [@first, @second],
      programs = [[@read]]
    } : (!stablehlo.token) -> (tensor<2xf32>, tensor<i1>)
    check.expect_eq_const %r#0, dense<[0.5, -1.5]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<true> : tensor<i1>
    func.return
  }
}

// -----

// Without run_parallel the program is process (0, 0) of a 1x1 grid: ids are 0, an all_reduce
// over the one-process group returns its operand, a send can be received by the same process.
module @single_process {
  func.func @main() {
    %id = stablehlo.replica_id : tensor<ui32>
    %pid = stablehlo.partition_id : tensor<ui32>
    check.expect_eq_const %id, dense<0> : tensor<ui32>
    check.expect_eq_const %pid, dense<0> : tensor<ui32>
    %x = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi32>) -> tensor<2xi32>
    check.expect_eq_const %r, dense<[3, 4]> : tensor<2xi32>
    %t = stablehlo.after_all : !stablehlo.token
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    %y, %t2 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    check.expect_eq_const %y, dense<[3, 4]> : tensor<2xi32>
    func.return
  }
}
