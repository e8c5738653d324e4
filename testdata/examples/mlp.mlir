// A two-layer perceptron as JAX exports it: x @ w1 + b1 -> relu -> @ w2 -> softmax.
// The weights are baked in as dense hex blobs.
module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32> {mhlo.layout_mode = "default"}) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %w1 = stablehlo.constant dense<"0x193D213A2DF5183ECC5B0CBED4FDE3BE9CCA68BE8CDCFDBE2359F63C2C8C2B3F7E027CBE71D79EBE94CC7A3EE5B9363E6DE3573D2733EEBE85A16FBC64FFB13E390F2CBF9D4C6ABE445B73BF930F25BFF9BD6BBFBBBBF0BDB03B22BF29E30A3E5B83A03DD36ABFBD9712A1BFC7E789BEEDA8C6BC8B0E683D7DDB43BF149C74BE"> : tensor<4x8xf32>
    %b1 = stablehlo.constant dense<"0x9566C8BD5EA6A5BDA545D93D1362A5BD5F2255BB801FB53DF20A6FBD320337BC"> : tensor<8xf32>
    %w2 = stablehlo.constant dense<"0x063B623D05A0023DA1CE1CBF69EF1B3DEDED2D3FD60846BF8100DC3EE26F743D6737A4BED306803F7423C33E4C8219BFF79B183DEEA1933E1A50C1BD35D3AE3E3C3A08BDBCD0AA3E8221383F34F8ACBE9103D03DA7366DBEA752823DFEF517BF"> : tensor<8x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %w1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<8xf32>) -> tensor<2x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x8xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<2x8xf32>
    %5 = stablehlo.dot_general %4, %w2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.subtract %5, %7 : tensor<2x3xf32>
    %9 = stablehlo.exponential %8 : tensor<2x3xf32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.divide %9, %11 : tensor<2x3xf32>
    return %12 : tensor<2x3xf32>
  }
}
