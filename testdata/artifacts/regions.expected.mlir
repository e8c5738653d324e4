"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<f32>, tensor<i64>), sym_name = "main"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %2 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5:2 = "stablehlo.while"(%1, %4) ({
    ^bb0(%arg6: tensor<i64>, %arg7: tensor<f32>):
      %10 = "stablehlo.compare"(%arg6, %2) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%10) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<f32>):
      %6 = "stablehlo.reduce"(%arg1, %arg3) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %9 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%9) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.add"(%arg2, %3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %8 = "func.call"(%6) <{callee = @twice}> : (tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7, %8) : (tensor<i64>, tensor<f32>) -> ()
    }) : (tensor<i64>, tensor<f32>) -> (tensor<i64>, tensor<f32>)
    "func.return"(%5#1, %5#0) : (tensor<f32>, tensor<i64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "twice", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.add"(%arg0, %arg0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
