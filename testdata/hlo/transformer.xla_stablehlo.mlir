module @jit_transformer attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @tril.3(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %2 = stablehlo.iota dim = 0 : tensor<8xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %4 = stablehlo.compare GE, %1, %3 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where.4(%arg0: tensor<8x8xi1>, %arg1: tensor<2x4x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2 : tensor<2x4x8x8xf32>
  }
  func.func private @region_2.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<64x32xf32>, %arg12: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg12 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.subtract %arg12, %6 : tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.subtract %arg12, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %15 = stablehlo.divide %14, %2 : tensor<2x8x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x8x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.multiply %7, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<2x8x32xf32>
    %28 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %32 = stablehlo.add %27, %31 : tensor<2x8x32xf32>
    %33 = stablehlo.dot_general %32, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %36 = call @tril.3(%35) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %37 = stablehlo.dot_general %32, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %39 = stablehlo.dot_general %32, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %41 = stablehlo.dot_general %38, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_2 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.divide %41, %42 : tensor<2x4x8x8xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %44 = call @_where.4(%36, %43, %cst_3) : (tensor<8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %47 = stablehlo.maximum %45, %46 : tensor<2x4x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.subtract %44, %51 : tensor<2x4x8x8xf32>
    %53 = stablehlo.exponential %52 : tensor<2x4x8x8xf32>
    %54 = stablehlo.reduce(%53 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.divide %53, %58 : tensor<2x4x8x8xf32>
    %60 = stablehlo.dot_general %34, %59, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.transpose %60, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{1,3,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %63 = stablehlo.dot_general %62, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %64 = stablehlo.add %arg12, %63 : tensor<2x8x32xf32>
    %65 = stablehlo.reduce(%64 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %67 = stablehlo.divide %66, %2 : tensor<2x8x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %71 = stablehlo.subtract %64, %70 : tensor<2x8x32xf32>
    %72 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %75 = stablehlo.subtract %64, %74 : tensor<2x8x32xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<2x8x32xf32>
    %77 = stablehlo.reduce(%76 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %79 = stablehlo.divide %78, %2 : tensor<2x8x1xf32>
    %80 = stablehlo.add %79, %16 : tensor<2x8x1xf32>
    %81 = stablehlo.rsqrt %80 : tensor<2x8x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %85 = stablehlo.multiply %71, %84 : tensor<2x8x32xf32>
    %86 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.multiply %85, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.add %90, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.dot_general %95, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %97 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %101 = stablehlo.add %96, %100 : tensor<2x8x64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<2x8x64xf32>
    %104 = stablehlo.negate %101 : tensor<2x8x64xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x8x64xf32>
    %107 = stablehlo.abs %106 : tensor<2x8x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.compare LT, %107, %108 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %110 = stablehlo.multiply %106, %106 : tensor<2x8x64xf32>
    %cst_9 = stablehlo.constant dense<7.85386146E-5> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x8x64xf32>
    %cst_10 = stablehlo.constant dense<-8.0101937E-4> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %114 = stablehlo.add %112, %113 : tensor<2x8x64xf32>
    %115 = stablehlo.multiply %114, %110 : tensor<2x8x64xf32>
    %cst_11 = stablehlo.constant dense<0.00518832775> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %117 = stablehlo.add %115, %116 : tensor<2x8x64xf32>
    %118 = stablehlo.multiply %117, %110 : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<-0.0268538129> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %120 = stablehlo.add %118, %119 : tensor<2x8x64xf32>
    %121 = stablehlo.multiply %120, %110 : tensor<2x8x64xf32>
    %cst_13 = stablehlo.constant dense<0.112835854> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %123 = stablehlo.add %121, %122 : tensor<2x8x64xf32>
    %124 = stablehlo.multiply %123, %110 : tensor<2x8x64xf32>
    %cst_14 = stablehlo.constant dense<-0.37612626> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %126 = stablehlo.add %124, %125 : tensor<2x8x64xf32>
    %127 = stablehlo.multiply %126, %110 : tensor<2x8x64xf32>
    %cst_15 = stablehlo.constant dense<1.12837911> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.add %127, %128 : tensor<2x8x64xf32>
    %130 = stablehlo.multiply %106, %129 : tensor<2x8x64xf32>
    %131 = stablehlo.subtract %108, %130 : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %133 = stablehlo.compare LT, %106, %132 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %135 = stablehlo.multiply %106, %106 : tensor<2x8x64xf32>
    %136 = stablehlo.negate %135 : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<-88.7228394> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.compare LT, %136, %137 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %139 = stablehlo.exponential %136 : tensor<2x8x64xf32>
    %140 = stablehlo.abs %106 : tensor<2x8x64xf32>
    %141 = stablehlo.divide %108, %140 : tensor<2x8x64xf32>
    %142 = stablehlo.multiply %139, %141 : tensor<2x8x64xf32>
    %143 = stablehlo.compare LT, %140, %134 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %144 = stablehlo.divide %108, %135 : tensor<2x8x64xf32>
    %cst_19 = stablehlo.constant dense<2.326820e-02> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<-0.138703942> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x8x64xf32>
    %149 = stablehlo.multiply %148, %144 : tensor<2x8x64xf32>
    %cst_21 = stablehlo.constant dense<0.368742466> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %151 = stablehlo.add %149, %150 : tensor<2x8x64xf32>
    %152 = stablehlo.multiply %151, %144 : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<-0.582473278> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %154 = stablehlo.add %152, %153 : tensor<2x8x64xf32>
    %155 = stablehlo.multiply %154, %144 : tensor<2x8x64xf32>
    %cst_23 = stablehlo.constant dense<0.621000468> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.add %155, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %157, %144 : tensor<2x8x64xf32>
    %cst_24 = stablehlo.constant dense<-0.494451523> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %160 = stablehlo.add %158, %159 : tensor<2x8x64xf32>
    %161 = stablehlo.multiply %160, %144 : tensor<2x8x64xf32>
    %cst_25 = stablehlo.constant dense<3.404880e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x8x64xf32>
    %164 = stablehlo.multiply %163, %144 : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<-0.274112701> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %166 = stablehlo.add %164, %165 : tensor<2x8x64xf32>
    %167 = stablehlo.multiply %166, %144 : tensor<2x8x64xf32>
    %cst_27 = stablehlo.constant dense<0.563825965> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %169 = stablehlo.add %167, %168 : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<-10.477664> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %171 = stablehlo.multiply %144, %170 : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<1.297720e+01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %173 = stablehlo.add %171, %172 : tensor<2x8x64xf32>
    %174 = stablehlo.multiply %173, %144 : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<-7.49551868> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %176 = stablehlo.add %174, %175 : tensor<2x8x64xf32>
    %177 = stablehlo.multiply %176, %144 : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<2.92101908> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %179 = stablehlo.add %177, %178 : tensor<2x8x64xf32>
    %180 = stablehlo.multiply %179, %144 : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<-1.01526523> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %182 = stablehlo.add %180, %181 : tensor<2x8x64xf32>
    %183 = stablehlo.multiply %182, %144 : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<0.42184633> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x8x64xf32>
    %186 = stablehlo.multiply %185, %144 : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<-0.282076746> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %188 = stablehlo.add %186, %187 : tensor<2x8x64xf32>
    %189 = stablehlo.multiply %188, %144 : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<0.564189494> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %191 = stablehlo.add %189, %190 : tensor<2x8x64xf32>
    %192 = stablehlo.select %143, %169, %191 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %193 = stablehlo.multiply %142, %192 : tensor<2x8x64xf32>
    %194 = stablehlo.select %138, %132, %193 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %195 = stablehlo.subtract %134, %194 : tensor<2x8x64xf32>
    %196 = stablehlo.select %133, %195, %194 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %197 = stablehlo.select %109, %131, %196 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %198 = stablehlo.multiply %103, %197 : tensor<2x8x64xf32>
    %199 = stablehlo.dot_general %198, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %200 = stablehlo.add %64, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.add %200, %204 : tensor<2x8x32xf32>
    return %205 : tensor<2x8x32xf32>
  }
}
