// Weights stored as resource blobs: 4 bytes of alignment, then the raw data.
module {
  func.func @main() -> (tensor<2xf32>, tensor<3xi16>) {
    %0 = stablehlo.constant dense_resource<weights> : tensor<2xf32>
    %1 = "stablehlo.constant"() {value = dense_resource<"quoted.key"> : tensor<3xi16>} : () -> tensor<3xi16>
    return %0, %1 : tensor<2xf32>, tensor<3xi16>
  }
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000C0",
      "quoted.key": "0x0200000001000200FFFF"
    }
  }
#-}
