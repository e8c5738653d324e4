#loc1 = loc("model.py":10:4)
module @located {
  func.func @main(%arg0: tensor<2xf32> loc("x"), %arg1: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32> loc(#loc1)
    %1 = stablehlo.multiply %0, %0 : tensor<2xf32> loc(fused[#loc1, "mul"])
    return %1 : tensor<2xf32> loc(#loc2)
  } loc(#loc1)
} loc(unknown)
#loc2 = loc(callsite("f"("a.py":1:2) at "b.py":5:6))
