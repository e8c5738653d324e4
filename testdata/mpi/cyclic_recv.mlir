// Each replica waits for a send the other makes only after its own recv: a deadlock across the ranks.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> tensor<2xf32> {
    %token = stablehlo.after_all : !stablehlo.token
    %v, %t = "stablehlo.recv"(%token) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
    %s = "stablehlo.send"(%v, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    return %v : tensor<2xf32>
  }
}
