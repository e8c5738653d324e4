module {
  func.func @main() -> tensor<f32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %vars.__sm_node1__count = ml_program.global_load @vars.__sm_node1__count : tensor<f32>
    %0 = stablehlo.add %vars.__sm_node1__count, %cst : tensor<f32>
    ml_program.global_store @vars.__sm_node1__count = %0 : tensor<f32>
    %vars.__sm_node1__count_0 = ml_program.global_load @vars.__sm_node1__count : tensor<f32>
    return %vars.__sm_node1__count_0 : tensor<f32>
  }
  ml_program.global public mutable @vars.__sm_node1__count(dense<0.000000e+00> : tensor<f32>) : tensor<f32>
}
