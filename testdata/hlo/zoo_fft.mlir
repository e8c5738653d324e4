module @jit_zoo_fft attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>, %arg1: tensor<3x8xcomplex<f32>>) -> (tensor<3x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x5xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3x8xf32> {jax.result_info = "result[3]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<3x8xf32> {jax.result_info = "result[5]"}) {
    %0 = call @fft(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %2 = call @fft_1(%arg0) : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    %3 = stablehlo.slice %arg1 [0:3, 0:5] : (tensor<3x8xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%3, %c) : (tensor<3x5xcomplex<f32>>, tensor<i32>) -> tensor<3x5xcomplex<f32>>
    %5 = call @fft_2(%4) : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    %6 = call @fft_3(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %7 = stablehlo.slice %arg1 [0:3, 0:5] : (tensor<3x8xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_pad(%7, %c_0) : (tensor<3x5xcomplex<f32>>, tensor<i32>) -> tensor<3x5xcomplex<f32>>
    %9 = call @fft_4(%8) : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0, %1, %2, %5, %6, %9 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>
  }
  func.func private @fft(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    return %0 : tensor<3x5xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<3x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x5xcomplex<f32>>
    return %1 : tensor<3x5xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
  func.func private @fft_3(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3, 8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [3, 8] : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
}
