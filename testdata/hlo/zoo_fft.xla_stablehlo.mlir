module @jit_zoo_fft attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fft.1(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft_0.2(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft_1.3(%arg0: tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    return %0 : tensor<3x5xcomplex<f32>>
  }
  func.func private @_pad.4(%arg0: tensor<3x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x5xcomplex<f32>> {
    return %arg0 : tensor<3x5xcomplex<f32>>
  }
  func.func private @fft_2.5(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
  func.func private @fft_3.6(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3, 8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
  func.func private @fft_4.7(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [3, 8] : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
  func.func @main(%arg0: tensor<3x8xf32>, %arg1: tensor<3x8xcomplex<f32>>) -> (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>) {
    %0 = call @fft.1(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %1 = call @fft_0.2(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %2 = call @fft_1.3(%arg0) : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    %3 = stablehlo.slice %arg1 [0:3, 0:5] : (tensor<3x8xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad.4(%3, %c) : (tensor<3x5xcomplex<f32>>, tensor<i32>) -> tensor<3x5xcomplex<f32>>
    %5 = call @fft_2.5(%4) : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    %6 = call @fft_3.6(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %7 = stablehlo.slice %arg1 [0:3, 0:5] : (tensor<3x8xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %8 = call @_pad.4(%7, %c) : (tensor<3x5xcomplex<f32>>, tensor<i32>) -> tensor<3x5xcomplex<f32>>
    %9 = call @fft_4.7(%8) : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    return %0, %1, %2, %5, %6, %9 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>
  }
}
