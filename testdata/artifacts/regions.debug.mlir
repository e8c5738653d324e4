#loc2 = loc("-":2:17)
#loc8 = loc("-":7:26)
#loc9 = loc("-":7:36)
#loc12 = loc("-":12:28)
#loc18 = loc("-":20:26)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<f32>, tensor<i64>), sym_name = "main"}> ({
  ^bb0(%arg1: tensor<4xf32> loc("-":2:17)):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64> loc(#loc3)
    %2 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64> loc(#loc4)
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64> loc(#loc5)
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32> loc(#loc6)
    %5:2 = "stablehlo.while"(%1, %4) ({
    ^bb0(%arg6: tensor<i64> loc("-":7:26), %arg7: tensor<f32> loc("-":7:36)):
      %10 = "stablehlo.compare"(%arg6, %2) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1> loc(#loc10)
      "stablehlo.return"(%10) : (tensor<i1>) -> () loc(#loc11)
    }, {
    ^bb0(%arg2: tensor<i64> loc("-":7:26), %arg3: tensor<f32> loc("-":7:36)):
      %6 = "stablehlo.reduce"(%arg1, %arg3) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg4: tensor<f32> loc("-":12:28), %arg5: tensor<f32> loc("-":12:28)):
        %9 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32> loc(#loc12)
        "stablehlo.return"(%9) : (tensor<f32>) -> () loc(#loc12)
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32> loc(#loc12)
      %7 = "stablehlo.add"(%arg2, %3) : (tensor<i64>, tensor<i64>) -> tensor<i64> loc(#loc13)
      %8 = "func.call"(%6) <{callee = @twice}> : (tensor<f32>) -> tensor<f32> loc(#loc14)
      "stablehlo.return"(%7, %8) : (tensor<i64>, tensor<f32>) -> () loc(#loc15)
    }) : (tensor<i64>, tensor<f32>) -> (tensor<i64>, tensor<f32>) loc(#loc7)
    "func.return"(%5#1, %5#0) : (tensor<f32>, tensor<i64>) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "twice", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32> loc("-":20:26)):
    %0 = "stablehlo.add"(%arg0, %arg0) : (tensor<f32>, tensor<f32>) -> tensor<f32> loc(#loc19)
    "func.return"(%0) : (tensor<f32>) -> () loc(#loc20)
  }) : () -> () loc(#loc17)
}) : () -> () loc(#loc)
#loc = loc("-":0:0)
#loc1 = loc("-":2:1)
#loc3 = loc("-":3:9)
#loc4 = loc("-":4:9)
#loc5 = loc("-":5:9)
#loc6 = loc("-":6:11)
#loc7 = loc("-":7:10)
#loc10 = loc("-":9:13)
#loc11 = loc("-":10:7)
#loc13 = loc("-":14:15)
#loc14 = loc("-":15:12)
#loc15 = loc("-":16:7)
#loc16 = loc("-":18:3)
#loc17 = loc("-":20:1)
#loc19 = loc("-":21:8)
#loc20 = loc("-":22:3)
