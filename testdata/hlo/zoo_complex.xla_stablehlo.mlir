module @jit_zoo_complex attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<5xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = stablehlo.add %0, %1 : tensor<5xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %4 = stablehlo.imag %2 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %5 = stablehlo.negate %4 : tensor<5xf32>
    %6 = stablehlo.complex %3, %5 : tensor<5xcomplex<f32>>
    %7 = stablehlo.multiply %0, %6 : tensor<5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %9 = stablehlo.add %0, %8 : tensor<5xcomplex<f32>>
    %10 = stablehlo.divide %7, %9 : tensor<5xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %12 = stablehlo.imag %10 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %13 = stablehlo.abs %arg0 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.compare EQ, %13, %14 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %16 = stablehlo.abs %arg1 : tensor<5xf32>
    %17 = stablehlo.compare EQ, %16, %14 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %18 = stablehlo.or %15, %17 : tensor<5xi1>
    %19 = stablehlo.maximum %13, %16 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.compare GE, %19, %20 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_3 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %23 = stablehlo.multiply %arg0, %22 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %25 = stablehlo.compare LE, %19, %24 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_5 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %27 = stablehlo.multiply %arg0, %26 : tensor<5xf32>
    %28 = stablehlo.select %25, %27, %arg0 : tensor<5xi1>, tensor<5xf32>
    %29 = stablehlo.select %21, %23, %28 : tensor<5xi1>, tensor<5xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<5xf32>
    %31 = stablehlo.multiply %arg1, %22 : tensor<5xf32>
    %32 = stablehlo.multiply %arg1, %26 : tensor<5xf32>
    %33 = stablehlo.select %25, %32, %arg1 : tensor<5xi1>, tensor<5xf32>
    %34 = stablehlo.select %21, %31, %33 : tensor<5xi1>, tensor<5xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<5xf32>
    %36 = stablehlo.add %30, %35 : tensor<5xf32>
    %37 = stablehlo.sqrt %36 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %39 = stablehlo.select %25, %22, %38 : tensor<5xi1>, tensor<5xf32>
    %40 = stablehlo.select %21, %26, %39 : tensor<5xi1>, tensor<5xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<5xf32>
    %42 = stablehlo.select %18, %14, %41 : tensor<5xi1>, tensor<5xf32>
    %43 = stablehlo.exponential %arg0 : tensor<5xf32>
    %44 = stablehlo.compare EQ, %43, %14 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %46 = stablehlo.multiply %arg0, %45 : tensor<5xf32>
    %47 = stablehlo.exponential %46 : tensor<5xf32>
    %48 = stablehlo.cosine %arg1 : tensor<5xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<5xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<5xf32>
    %51 = stablehlo.multiply %43, %48 : tensor<5xf32>
    %52 = stablehlo.select %44, %50, %51 : tensor<5xi1>, tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %54 = stablehlo.compare EQ, %arg1, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %55 = stablehlo.sine %arg1 : tensor<5xf32>
    %56 = stablehlo.multiply %47, %55 : tensor<5xf32>
    %57 = stablehlo.multiply %56, %47 : tensor<5xf32>
    %58 = stablehlo.multiply %43, %55 : tensor<5xf32>
    %59 = stablehlo.select %44, %57, %58 : tensor<5xi1>, tensor<5xf32>
    %60 = stablehlo.select %54, %53, %59 : tensor<5xi1>, tensor<5xf32>
    %61 = stablehlo.complex %52, %60 : tensor<5xcomplex<f32>>
    %62 = stablehlo.compare GE, %arg0, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %63 = stablehlo.abs %arg0 : tensor<5xf32>
    %64 = stablehlo.abs %arg1 : tensor<5xf32>
    %65 = stablehlo.compare EQ, %63, %64 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %66 = stablehlo.sqrt %63 : tensor<5xf32>
    %cst_9 = stablehlo.constant dense<1.553774> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<5xf32>
    %cst_10 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %70 = stablehlo.divide %68, %69 : tensor<5xf32>
    %71 = stablehlo.maximum %63, %64 : tensor<5xf32>
    %72 = stablehlo.minimum %63, %64 : tensor<5xf32>
    %73 = stablehlo.compare EQ, %71, %72 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %74 = stablehlo.multiply %71, %69 : tensor<5xf32>
    %75 = stablehlo.divide %72, %71 : tensor<5xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<5xf32>
    %77 = stablehlo.add %76, %38 : tensor<5xf32>
    %78 = stablehlo.sqrt %77 : tensor<5xf32>
    %79 = stablehlo.compare EQ, %78, %38 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %80 = stablehlo.compare GT, %76, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %81 = stablehlo.and %79, %80 : tensor<5xi1>
    %82 = stablehlo.multiply %71, %76 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %84 = stablehlo.divide %82, %83 : tensor<5xf32>
    %85 = stablehlo.add %71, %84 : tensor<5xf32>
    %86 = stablehlo.multiply %71, %78 : tensor<5xf32>
    %87 = stablehlo.select %81, %85, %86 : tensor<5xi1>, tensor<5xf32>
    %88 = stablehlo.select %73, %74, %87 : tensor<5xi1>, tensor<5xf32>
    %89 = stablehlo.divide %88, %83 : tensor<5xf32>
    %90 = stablehlo.divide %63, %83 : tensor<5xf32>
    %91 = stablehlo.add %89, %90 : tensor<5xf32>
    %92 = stablehlo.sqrt %91 : tensor<5xf32>
    %93 = stablehlo.compare EQ, %92, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %94 = stablehlo.compare EQ, %92, %14 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %95 = stablehlo.or %93, %94 : tensor<5xi1>
    %96 = stablehlo.compare GT, %63, %64 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %97 = stablehlo.compare LT, %63, %64 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %98 = stablehlo.divide %63, %64 : tensor<5xf32>
    %99 = stablehlo.divide %64, %63 : tensor<5xf32>
    %100 = stablehlo.select %97, %98, %99 : tensor<5xi1>, tensor<5xf32>
    %101 = stablehlo.select %65, %38, %100 : tensor<5xi1>, tensor<5xf32>
    %102 = stablehlo.abs %101 : tensor<5xf32>
    %103 = stablehlo.maximum %102, %38 : tensor<5xf32>
    %104 = stablehlo.minimum %102, %38 : tensor<5xf32>
    %105 = stablehlo.compare EQ, %103, %104 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %106 = stablehlo.multiply %103, %69 : tensor<5xf32>
    %107 = stablehlo.divide %104, %103 : tensor<5xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<5xf32>
    %109 = stablehlo.add %108, %38 : tensor<5xf32>
    %110 = stablehlo.sqrt %109 : tensor<5xf32>
    %111 = stablehlo.compare EQ, %110, %38 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %112 = stablehlo.compare GT, %108, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %113 = stablehlo.and %111, %112 : tensor<5xi1>
    %114 = stablehlo.multiply %103, %108 : tensor<5xf32>
    %115 = stablehlo.divide %114, %83 : tensor<5xf32>
    %116 = stablehlo.add %103, %115 : tensor<5xf32>
    %117 = stablehlo.multiply %103, %110 : tensor<5xf32>
    %118 = stablehlo.select %113, %116, %117 : tensor<5xi1>, tensor<5xf32>
    %119 = stablehlo.select %105, %106, %118 : tensor<5xi1>, tensor<5xf32>
    %120 = stablehlo.add %119, %38 : tensor<5xf32>
    %121 = stablehlo.sqrt %120 : tensor<5xf32>
    %122 = stablehlo.divide %121, %69 : tensor<5xf32>
    %123 = stablehlo.multiply %66, %122 : tensor<5xf32>
    %124 = stablehlo.sqrt %64 : tensor<5xf32>
    %125 = stablehlo.add %101, %119 : tensor<5xf32>
    %126 = stablehlo.sqrt %125 : tensor<5xf32>
    %127 = stablehlo.divide %126, %69 : tensor<5xf32>
    %128 = stablehlo.multiply %124, %127 : tensor<5xf32>
    %129 = stablehlo.select %96, %123, %128 : tensor<5xi1>, tensor<5xf32>
    %130 = stablehlo.select %95, %129, %92 : tensor<5xi1>, tensor<5xf32>
    %131 = stablehlo.select %65, %70, %130 : tensor<5xi1>, tensor<5xf32>
    %cst_12 = stablehlo.constant dense<2.19736814> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %133 = stablehlo.divide %124, %132 : tensor<5xf32>
    %134 = stablehlo.divide %66, %124 : tensor<5xf32>
    %135 = stablehlo.divide %124, %66 : tensor<5xf32>
    %136 = stablehlo.select %97, %134, %135 : tensor<5xi1>, tensor<5xf32>
    %137 = stablehlo.select %65, %38, %136 : tensor<5xi1>, tensor<5xf32>
    %138 = stablehlo.multiply %124, %137 : tensor<5xf32>
    %139 = stablehlo.multiply %121, %69 : tensor<5xf32>
    %140 = stablehlo.divide %138, %139 : tensor<5xf32>
    %141 = stablehlo.multiply %126, %69 : tensor<5xf32>
    %142 = stablehlo.divide %124, %141 : tensor<5xf32>
    %143 = stablehlo.select %96, %140, %142 : tensor<5xi1>, tensor<5xf32>
    %144 = stablehlo.multiply %92, %83 : tensor<5xf32>
    %145 = stablehlo.divide %64, %144 : tensor<5xf32>
    %146 = stablehlo.select %95, %143, %145 : tensor<5xi1>, tensor<5xf32>
    %147 = stablehlo.select %65, %133, %146 : tensor<5xi1>, tensor<5xf32>
    %148 = stablehlo.select %62, %131, %147 : tensor<5xi1>, tensor<5xf32>
    %149 = stablehlo.compare LT, %arg0, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %150 = stablehlo.compare LT, %arg1, %53 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %151 = stablehlo.negate %131 : tensor<5xf32>
    %152 = stablehlo.select %150, %151, %131 : tensor<5xi1>, tensor<5xf32>
    %153 = stablehlo.negate %147 : tensor<5xf32>
    %154 = stablehlo.select %150, %153, %147 : tensor<5xi1>, tensor<5xf32>
    %155 = stablehlo.select %149, %152, %154 : tensor<5xi1>, tensor<5xf32>
    %156 = stablehlo.complex %148, %155 : tensor<5xcomplex<f32>>
    return %11, %12, %42, %61, %156, %0 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  }
}
