// RUN: stablehlo-translate --interpret -split-input-file %s
// Parallel runs that must stop with a clean error (tests/test_interp_collectives.py checks
// each message); none of them may hang.

// (1, 0) returns without joining the all_reduce that (0, 0) waits in.
module @deadlock_missing_member {
  func.func @reduce(%x: tensor<2xi32>) -> tensor<2xi32> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @idle(%x: tensor<2xi32>) -> tensor<2xi32> {
    func.return %x : tensor<2xi32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %r:2 = "interpreter.run_parallel"(%x, %x) {
      programs = [[@reduce], [@idle]]
    } : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
    func.return
  }
}

// -----

// Both processes receive before they send: each waits for the other forever.
module @deadlock_cyclic_recv {
  func.func @left(%t: !stablehlo.token) -> tensor<i32> {
    %x, %t1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<i32>, !stablehlo.token)
    %t2 = "stablehlo.send"(%x, %t1) {
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>, is_host_transfer = true
    } : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
    func.return %x : tensor<i32>
  }
  func.func @right(%t: !stablehlo.token) -> tensor<i32> {
    %x, %t1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 3>, is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<i32>, !stablehlo.token)
    %t2 = "stablehlo.send"(%x, %t1) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true
    } : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
    func.return %x : tensor<i32>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t, %t) {
      programs = [[@left, @right]]
    } : (!stablehlo.token, !stablehlo.token) -> (tensor<i32>, tensor<i32>)
    func.return
  }
}

// -----

// (0, 0) fails (its infeed is empty) while (1, 0) waits for it in an all_gather: the run
// stops with (0, 0)'s error.
module @error_in_one_process {
  func.func @reader(%t: !stablehlo.token) -> tensor<2xi32> {
    %x, %t1 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    func.return %x : tensor<2xi32>
  }
  func.func @gather(%t: !stablehlo.token) -> tensor<2xi32> {
    %x = stablehlo.constant dense<[5]> : tensor<1xi32>
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<1xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t, %t) {
      programs = [[@reader], [@gather]]
    } : (!stablehlo.token, !stablehlo.token) -> (tensor<2xi32>, tensor<2xi32>)
    func.return
  }
}

// -----

// Three inputs for two one-argument programs.
module @wrong_number_of_inputs {
  func.func @id(%x: tensor<i32>) -> tensor<i32> {
    func.return %x : tensor<i32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<1> : tensor<i32>
    %r:2 = "interpreter.run_parallel"(%x, %x, %x) {
      programs = [[@id], [@id]]
    } : (tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
    func.return
  }
}
