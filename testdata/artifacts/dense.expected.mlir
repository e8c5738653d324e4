"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2xf32>, tensor<4x5xf32>, tensor<10xi1>, tensor<3xi1>, tensor<5xi4>, tensor<2xcomplex<f32>>, tensor<3xbf16>, tensor<2xf8E4M3FN>, tensor<0x3xf32>, tensor<2x0xcomplex<f64>>, tensor<4xi1>, tensor<3xui8>), sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<4x5xf32>}> : () -> tensor<4x5xf32>
    %2 = "stablehlo.constant"() <{value = dense<[true, false, true, true, false, false, false, false, true, true]> : tensor<10xi1>}> : () -> tensor<10xi1>
    %3 = "stablehlo.constant"() <{value = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
    %4 = "stablehlo.constant"() <{value = dense<[1, -2, 3, -8, 7]> : tensor<5xi4>}> : () -> tensor<5xi4>
    %5 = "stablehlo.constant"() <{value = dense<[(1.000000e+00,-1.000000e+00), (5.000000e-01,2.000000e+00)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
    %6 = "stablehlo.constant"() <{value = dense<[1.000000e+00, -2.500000e+00, 0x7FC0]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
    %7 = "stablehlo.constant"() <{value = dense<[1.000000e+00, -4.480000e+02]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
    %8 = "stablehlo.constant"() <{value = dense<> : tensor<0x3xf32>}> : () -> tensor<0x3xf32>
    %9 = "stablehlo.constant"() <{value = dense<(1.000000e+00,2.000000e+00)> : tensor<2x0xcomplex<f64>>}> : () -> tensor<2x0xcomplex<f64>>
    %10 = "stablehlo.constant"() <{value = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
    %11 = "stablehlo.constant"() <{value = dense<[0, 128, 255]> : tensor<3xui8>}> : () -> tensor<3xui8>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (tensor<2xf32>, tensor<4x5xf32>, tensor<10xi1>, tensor<3xi1>, tensor<5xi4>, tensor<2xcomplex<f32>>, tensor<3xbf16>, tensor<2xf8E4M3FN>, tensor<0x3xf32>, tensor<2x0xcomplex<f64>>, tensor<4xi1>, tensor<3xui8>) -> ()
  }) : () -> ()
}) : () -> ()
