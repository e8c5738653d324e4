"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2xf4E2M1FN>, tensor<3xf8E4M3>, tensor<2xf8E8M0FNU>, tensor<2xf6E3M2FN>), sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<[1.000000e+00, -6.000000e+00]> : tensor<2xf4E2M1FN>}> : () -> tensor<2xf4E2M1FN>
    %1 = "stablehlo.constant"() <{value = dense<[5.000000e-01, -2.400000e+02, 3.000000e+00]> : tensor<3xf8E4M3>}> : () -> tensor<3xf8E4M3>
    %2 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 1.024000e+03]> : tensor<2xf8E8M0FNU>}> : () -> tensor<2xf8E8M0FNU>
    %3 = "stablehlo.constant"() <{value = dense<[-2.800000e+01, 2.500000e-01]> : tensor<2xf6E3M2FN>}> : () -> tensor<2xf6E3M2FN>
    "func.return"(%0, %1, %2, %3) : (tensor<2xf4E2M1FN>, tensor<3xf8E4M3>, tensor<2xf8E8M0FNU>, tensor<2xf6E3M2FN>) -> ()
  }) : () -> ()
}) : () -> ()
