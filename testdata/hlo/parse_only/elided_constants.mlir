module @jit_elided_constants attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[-1.000000e+00, -0.866666674, -0.733333349, -6.000000e-01, -0.466666669, -0.333333343, -2.000000e-01, -0.0666666701, 0.0666666701, 2.000000e-01, 0.333333343, 0.466666669, 6.000000e-01, 0.733333349, 0.866666674, 1.000000e+00]> : tensor<16xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<16xf32>
    %1 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = chlo.digamma %3 : tensor<16xf32> -> tensor<16xf32>
    return %0, %4 : tensor<16xf32>, tensor<16xf32>
  }
}
