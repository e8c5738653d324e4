module {
  func.func @serve(%arg0: tensor<?x4xf32>) -> tensor<?x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %vars.__sm_node11__variables.3 = ml_program.global_load @vars.__sm_node11__variables.3 : tensor<3xf32>
    %vars.__sm_node10__variables.2 = ml_program.global_load @vars.__sm_node10__variables.2 : tensor<6x3xf32>
    %vars.__sm_node9__variables.1 = ml_program.global_load @vars.__sm_node9__variables.1 : tensor<6xf32>
    %vars.__sm_node8__variables.0 = ml_program.global_load @vars.__sm_node8__variables.0 : tensor<4x6xf32>
    %0 = stablehlo.dot %arg0, %vars.__sm_node8__variables.0, precision = [DEFAULT, DEFAULT] : (tensor<?x4xf32>, tensor<4x6xf32>) -> tensor<?x6xf32>
    %1 = shape.shape_of %0 : tensor<?x6xf32> -> tensor<2xindex>
    %2 = stablehlo.dynamic_broadcast_in_dim %vars.__sm_node9__variables.1, %1, dims = [1] : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x6xf32>
    %3 = stablehlo.add %0, %2 : tensor<?x6xf32>
    %4 = shape.shape_of %3 : tensor<?x6xf32> -> tensor<2xindex>
    %5 = stablehlo.dynamic_broadcast_in_dim %cst, %4, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x6xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<?x6xf32>
    %7 = stablehlo.dot %6, %vars.__sm_node10__variables.2, precision = [DEFAULT, DEFAULT] : (tensor<?x6xf32>, tensor<6x3xf32>) -> tensor<?x3xf32>
    %8 = shape.shape_of %7 : tensor<?x3xf32> -> tensor<2xindex>
    %9 = stablehlo.dynamic_broadcast_in_dim %vars.__sm_node11__variables.3, %8, dims = [1] : (tensor<3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
    %10 = stablehlo.add %7, %9 : tensor<?x3xf32>
    return %10 : tensor<?x3xf32>
  }
  ml_program.global public @vars.__sm_node11__variables.3(dense<0.000000e+00> : tensor<3xf32>) : tensor<3xf32>
  ml_program.global public @vars.__sm_node10__variables.2(dense<[[0.393765926, 0.344020128, -0.220485806], [0.487780333, 7.444360e-01, 3.714800e-01], [0.431382656, 0.127589107, -0.537281394], [0.240813971, 0.384704947, -0.58409071], [0.15278089, 0.278403401, -0.141225934], [0.600553035, 0.530896664, 0.0489619374]]> : tensor<6x3xf32>) : tensor<6x3xf32>
  ml_program.global public @vars.__sm_node9__variables.1(dense<0.000000e+00> : tensor<6xf32>) : tensor<6xf32>
  ml_program.global public @vars.__sm_node8__variables.0(dense<[[0.668531537, 0.108338535, 0.482342958, 0.410936832, 0.0551993847, 0.504775643], [-0.761394202, 0.61522007, -0.513115525, 0.346565723, 0.532035708, -0.485406637], [-0.543788195, 0.58495295, 0.426705718, 0.0272817612, -0.342329919, 0.533997893], [-0.264418423, -0.133719027, -0.145629883, 0.725947499, 0.372154355, 0.693319797]]> : tensor<4x6xf32>) : tensor<4x6xf32>
}
