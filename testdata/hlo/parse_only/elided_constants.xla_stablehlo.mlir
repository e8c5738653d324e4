module @jit_elided_constants attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %cst = stablehlo.constant dense<[-1.000000e+00, -0.866666674, -0.733333349, -6.000000e-01, -0.466666669, -0.333333343, -2.000000e-01, -0.0666666701, 0.0666666701, 2.000000e-01, 0.333333343, 0.466666669, 6.000000e-01, 0.733333349, 0.866666674, 1.000000e+00]> : tensor<16xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<16xf32>
    %1 = stablehlo.abs %arg0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.compare EQ, %3, %4 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.compare LT, %3, %4 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %8 = stablehlo.floor %3 : tensor<16xf32>
    %9 = stablehlo.compare EQ, %3, %8 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %10 = stablehlo.and %7, %9 : tensor<16xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.compare LT, %3, %2 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %13 = stablehlo.negate %3 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.subtract %3, %14 : tensor<16xf32>
    %16 = stablehlo.select %12, %13, %15 : tensor<16xi1>, tensor<16xf32>
    %cst_5 = stablehlo.constant dense<7.500000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<16xf32>
    %19 = stablehlo.log_plus_one %18 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<2.01490307> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.add %19, %20 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<676.520386> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.add %16, %14 : tensor<16xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<16xf32>
    %25 = stablehlo.divide %22, %24 : tensor<16xf32>
    %26 = stablehlo.subtract %4, %25 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<-1259.13916> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.add %16, %28 : tensor<16xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<16xf32>
    %31 = stablehlo.divide %27, %30 : tensor<16xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<771.323425> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.add %16, %34 : tensor<16xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<16xf32>
    %37 = stablehlo.divide %33, %36 : tensor<16xf32>
    %38 = stablehlo.subtract %32, %37 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<-176.615036> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.add %16, %40 : tensor<16xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<16xf32>
    %43 = stablehlo.divide %39, %42 : tensor<16xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<12.5073433> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.add %16, %46 : tensor<16xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<16xf32>
    %49 = stablehlo.divide %45, %48 : tensor<16xf32>
    %50 = stablehlo.subtract %44, %49 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<-0.138571098> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_17 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %53 = stablehlo.add %16, %52 : tensor<16xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<16xf32>
    %55 = stablehlo.divide %51, %54 : tensor<16xf32>
    %56 = stablehlo.subtract %50, %55 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<9.98436917E-6> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.add %16, %58 : tensor<16xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<16xf32>
    %61 = stablehlo.divide %57, %60 : tensor<16xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.50563267E-7> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_21 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.add %16, %64 : tensor<16xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<16xf32>
    %67 = stablehlo.divide %63, %66 : tensor<16xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<16xf32>
    %69 = stablehlo.divide %22, %23 : tensor<16xf32>
    %70 = stablehlo.add %69, %14 : tensor<16xf32>
    %71 = stablehlo.divide %27, %29 : tensor<16xf32>
    %72 = stablehlo.add %70, %71 : tensor<16xf32>
    %73 = stablehlo.divide %33, %35 : tensor<16xf32>
    %74 = stablehlo.add %72, %73 : tensor<16xf32>
    %75 = stablehlo.divide %39, %41 : tensor<16xf32>
    %76 = stablehlo.add %74, %75 : tensor<16xf32>
    %77 = stablehlo.divide %45, %47 : tensor<16xf32>
    %78 = stablehlo.add %76, %77 : tensor<16xf32>
    %79 = stablehlo.divide %51, %53 : tensor<16xf32>
    %80 = stablehlo.add %78, %79 : tensor<16xf32>
    %81 = stablehlo.divide %57, %59 : tensor<16xf32>
    %82 = stablehlo.add %80, %81 : tensor<16xf32>
    %83 = stablehlo.divide %63, %65 : tensor<16xf32>
    %84 = stablehlo.add %82, %83 : tensor<16xf32>
    %85 = stablehlo.divide %68, %84 : tensor<16xf32>
    %86 = stablehlo.add %21, %85 : tensor<16xf32>
    %87 = stablehlo.add %16, %17 : tensor<16xf32>
    %88 = stablehlo.divide %58, %87 : tensor<16xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<16xf32>
    %90 = stablehlo.add %3, %2 : tensor<16xf32>
    %91 = stablehlo.floor %90 : tensor<16xf32>
    %92 = stablehlo.abs %91 : tensor<16xf32>
    %93 = stablehlo.add %3, %92 : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<16xf32>
    %96 = stablehlo.cosine %95 : tensor<16xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<16xf32>
    %98 = stablehlo.sine %95 : tensor<16xf32>
    %99 = stablehlo.divide %97, %98 : tensor<16xf32>
    %100 = stablehlo.subtract %89, %99 : tensor<16xf32>
    %101 = stablehlo.select %12, %100, %89 : tensor<16xi1>, tensor<16xf32>
    %102 = stablehlo.select %10, %11, %101 : tensor<16xi1>, tensor<16xf32>
    %103 = stablehlo.select %5, %6, %102 : tensor<16xi1>, tensor<16xf32>
    return %0, %103 : tensor<16xf32>, tensor<16xf32>
  }
}
