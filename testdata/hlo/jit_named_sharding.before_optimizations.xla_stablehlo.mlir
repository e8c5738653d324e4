module @jit_jit_named_sharding attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<8x8xf32> {mhlo.sharding = "{mesh['x'=2,'y'=2], [{'x'}, {'y'}]}"}, %arg1: tensor<8x4xf32> {mhlo.sharding = "{mesh['x'=2,'y'=2], [{'y'}, {}]}"}) -> (tensor<8x4xf32> {mhlo.sharding = "{mesh['x'=2,'y'=2], [{'x'}, {}]}"}, tensor<4xf32> {mhlo.sharding = "{mesh['x'=2,'y'=2], [{}]}"}) {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.tanh %0 : tensor<8x4xf32>
    %2 = stablehlo.reshape %1 {mhlo.sharding = "{mesh['x'=2,'y'=2], [{'x'}, {}]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.reshape %3 {mhlo.sharding = "{mesh['x'=2,'y'=2], [{}]}"} : (tensor<4xf32>) -> tensor<4xf32>
    return %1, %3 : tensor<8x4xf32>, tensor<4xf32>
  }
}
