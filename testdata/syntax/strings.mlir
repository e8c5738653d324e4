// String literals as the lexer's str.find path and its regex read them (parser/driver.py): escapes, a string
// over two lines, a string after a blank, hex blobs, and ops after each (their positions are compared).
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "a \"quoted\" \\ word", api_version = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @bar(%0) {backend_config = "two
lines"} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %3 = stablehlo.constant dense<"0x0000803F"> : tensor<2xf32>
  %4 = stablehlo.add %1, %2 : tensor<2xf32> loc("file \"x\".py":3:4)
  %5 = stablehlo.add %4, %3 : tensor<2xf32>
  return %5 : tensor<2xf32>
}

// -----

func.func @unterminated() -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo() {backend_config = "never closed} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F"
    }
  }
#-}
func.func @resource() -> tensor<f32> {
  %0 = stablehlo.constant dense_resource<blob1> : tensor<f32>
  return %0 : tensor<f32>
}
