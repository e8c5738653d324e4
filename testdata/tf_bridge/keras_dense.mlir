module {
  func.func @main(%arg0: tensor<?x16xf32>) -> tensor<?x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %vars.__sm_node41__model._operations.2.bias = ml_program.global_load @vars.__sm_node41__model._operations.2.bias : tensor<4xf32>
    %vars.__sm_node40__model._operations.2._kernel = ml_program.global_load @vars.__sm_node40__model._operations.2._kernel : tensor<8x4xf32>
    %vars.__sm_node30__model._operations.1.bias = ml_program.global_load @vars.__sm_node30__model._operations.1.bias : tensor<8xf32>
    %vars.__sm_node29__model._operations.1._kernel = ml_program.global_load @vars.__sm_node29__model._operations.1._kernel : tensor<16x8xf32>
    %0 = stablehlo.dot %arg0, %vars.__sm_node29__model._operations.1._kernel, precision = [DEFAULT, DEFAULT] : (tensor<?x16xf32>, tensor<16x8xf32>) -> tensor<?x8xf32>
    %1 = shape.shape_of %0 : tensor<?x8xf32> -> tensor<2xindex>
    %2 = stablehlo.dynamic_broadcast_in_dim %vars.__sm_node30__model._operations.1.bias, %1, dims = [1] : (tensor<8xf32>, tensor<2xindex>) -> tensor<?x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<?x8xf32>
    %4 = shape.shape_of %3 : tensor<?x8xf32> -> tensor<2xindex>
    %5 = stablehlo.dynamic_broadcast_in_dim %cst, %4, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x8xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<?x8xf32>
    %7 = stablehlo.dot %6, %vars.__sm_node40__model._operations.2._kernel, precision = [DEFAULT, DEFAULT] : (tensor<?x8xf32>, tensor<8x4xf32>) -> tensor<?x4xf32>
    %8 = shape.shape_of %7 : tensor<?x4xf32> -> tensor<2xindex>
    %9 = stablehlo.dynamic_broadcast_in_dim %vars.__sm_node41__model._operations.2.bias, %8, dims = [1] : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %10 = stablehlo.add %7, %9 : tensor<?x4xf32>
    return %10 : tensor<?x4xf32>
  }
  ml_program.global public @vars.__sm_node41__model._operations.2.bias(dense<[0.00266488851, 5.994100e-02, -0.0651443601, 0.0575651489]> : tensor<4xf32>) : tensor<4xf32>
  ml_program.global public @vars.__sm_node40__model._operations.2._kernel(dense<[[0.00345569849, -0.147787571, -0.701525866, -0.474939346], [-0.299732208, 0.109414577, -0.0142174959, 0.315535128], [-0.187617719, -0.210329294, -0.428193927, 0.283326268], [0.174549162, -0.572154582, 0.391379297, 0.618636786], [0.0286954045, 0.221714675, 0.487995088, -0.251726091], [-0.415242553, 0.662010848, 0.124283791, -0.538783908], [-0.57531929, 0.199920058, 0.480535805, 0.272235453], [-0.170442343, -0.038695693, 0.104814172, 0.58626312]]> : tensor<8x4xf32>) : tensor<8x4xf32>
  ml_program.global public @vars.__sm_node30__model._operations.1.bias(dense<[0.0295198597, -0.0419054553, -0.0125584817, -2.982450e-02, -0.00571100507, -0.0754447579, -0.0333938561, 0.077137664]> : tensor<8xf32>) : tensor<8xf32>
  ml_program.global public @vars.__sm_node29__model._operations.1._kernel(dense<"0xC0C876BEA492B93E0C76E03E208620BE0CE4EFBE7C81C7BE2089383D3090F7BEA8CE973E500C5FBEB876163EB0CAC0BE6083F63DC01E19BEC0CAED3CB474D6BE907147BE0023F93B54BCEC3E789876BE20B8BFBE80C2FBBD1817013E74E0D53EE8A5543EFC2B88BE04D4C43E50886EBE18D4A4BE5CDDA0BE348FD7BE989E763E8016D63C2C48DCBE80A8EBBE40DA35BE0018A8BD90FBA03D94B5B43E382D5A3E2C598C3E686406BE900A12BE54F5A73E60CB26BDA00DE7BD80AED3BCC85F753EE893E13EAC94DA3E50A7D9BD1492A13EF00F503E787E5FBEA012E8BDF8EB6F3E609759BE40ACF83D90F1E2BE980164BEA091503DC01E3A3DA47BF8BE2401983E00E0B4BD3C22F7BE20B3163E80CC80BCC0D51B3E80C8F53E203CCBBD109FCD3D782AA93E00A43F3EF06DD43D0C5CF1BE683C81BEE801773E30CBF0BDD0825A3E48D2AEBEE820F1BE9095693E10628ABE242EC23EF836693E60B6133DD424E2BE00A2003B58A3E3BE90129B3E086C4D3EE83A1C3E048FC73E00DF1DBCC0EF9EBDC0468EBDB8A393BE38DE85BE8000B1BCA0D283BD5C8DB63E38BEAEBEF04104BEA05BDFBE045FCFBE00E6E23C002744BC9057A63D00718E3C8CFBFABE588523BE384D1E3E8043C03E4028C93C6C1BFE3E0801B1BE48526B3E80060FBD3889B93E908CC73D00379FBE40DBB5BEA04A94BDE87CF23E28EC813E40A1ACBC480370BE"> : tensor<16x8xf32>) : tensor<16x8xf32>
}
