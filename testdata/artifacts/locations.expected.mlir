"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %2 = "stablehlo.subtract"(%1, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %3 = "stablehlo.negate"(%2) : (tensor<2xf32>) -> tensor<2xf32>
    %4 = "stablehlo.abs"(%3) : (tensor<2xf32>) -> tensor<2xf32>
    %5 = "stablehlo.exponential"(%4) : (tensor<2xf32>) -> tensor<2xf32>
    %6 = "stablehlo.sqrt"(%5) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%6) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
