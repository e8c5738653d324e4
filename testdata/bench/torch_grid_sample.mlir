module @IrToHlo.520 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x12x12x2xf32>, %arg1: tensor<1x3x16x16xf32>) -> tensor<1x3x12x12xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x3x12x12xf32>
    %c = stablehlo.constant dense<16> : tensor<1x3x12x12xi64>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<1x3x12x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x12x12xf32>
    %cst_2 = stablehlo.constant dense<7.500000e+00> : tensor<1x3x12x12xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<1x3x12x12xf32>
    %c_4 = stablehlo.constant dense<3> : tensor<1x3x12x12xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<1x3x12x12xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<1x3x12x12x1xi64>
    %c_7 = stablehlo.constant dense<[[0, 1, 2]]> : tensor<1x3xi64>
    %0 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1] : (tensor<1x3xi64>) -> tensor<1x3x12x12xi64>
    %1 = stablehlo.compare  LT, %0, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %2 = stablehlo.add %0, %c_4 : tensor<1x3x12x12xi64>
    %3 = stablehlo.select %1, %2, %0 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %4 = stablehlo.reshape %3 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2, 3, 4] : (tensor<1x12x12x2xf32>) -> tensor<1x3x12x12x2xf32>
    %6 = stablehlo.slice %5 [0:1, 0:3, 0:12, 0:12, 0:1] : (tensor<1x3x12x12x2xf32>) -> tensor<1x3x12x12x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x3x12x12x1xf32>) -> tensor<1x3x12x12xf32>
    %8 = stablehlo.multiply %7, %cst_3 : tensor<1x3x12x12xf32>
    %9 = stablehlo.add %8, %cst_2 : tensor<1x3x12x12xf32>
    %10 = stablehlo.floor %9 : tensor<1x3x12x12xf32>
    %11 = stablehlo.compare  GE, %10, %cst_1 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %12 = stablehlo.compare  LT, %10, %cst_0 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %13 = stablehlo.slice %5 [0:1, 0:3, 0:12, 0:12, 1:2] : (tensor<1x3x12x12x2xf32>) -> tensor<1x3x12x12x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x3x12x12x1xf32>) -> tensor<1x3x12x12xf32>
    %15 = stablehlo.multiply %14, %cst_3 : tensor<1x3x12x12xf32>
    %16 = stablehlo.add %15, %cst_2 : tensor<1x3x12x12xf32>
    %17 = stablehlo.floor %16 : tensor<1x3x12x12xf32>
    %18 = stablehlo.compare  GE, %17, %cst_1 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %19 = stablehlo.compare  LT, %17, %cst_0 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %20 = stablehlo.and %18, %19 : tensor<1x3x12x12xi1>
    %21 = stablehlo.and %12, %20 : tensor<1x3x12x12xi1>
    %22 = stablehlo.and %11, %21 : tensor<1x3x12x12xi1>
    %23 = stablehlo.convert %17 : (tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi64>
    %24 = stablehlo.select %22, %23, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %25 = stablehlo.compare  LT, %24, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %26 = stablehlo.add %24, %c : tensor<1x3x12x12xi64>
    %27 = stablehlo.select %25, %26, %24 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %28 = stablehlo.reshape %27 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %29 = stablehlo.convert %10 : (tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi64>
    %30 = stablehlo.select %22, %29, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %31 = stablehlo.compare  LT, %30, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %32 = stablehlo.add %30, %c : tensor<1x3x12x12xi64>
    %33 = stablehlo.select %31, %32, %30 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %34 = stablehlo.reshape %33 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %35 = stablehlo.concatenate %c_6, %4, %28, %34, dim = 4 : (tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>) -> tensor<1x3x12x12x4xi64>
    %36 = "stablehlo.gather"(%arg1, %35) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x16x16xf32>, tensor<1x3x12x12x4xi64>) -> tensor<1x3x12x12xf32>
    %37 = stablehlo.add %10, %cst : tensor<1x3x12x12xf32>
    %38 = stablehlo.subtract %37, %9 : tensor<1x3x12x12xf32>
    %39 = stablehlo.add %17, %cst : tensor<1x3x12x12xf32>
    %40 = stablehlo.subtract %39, %16 : tensor<1x3x12x12xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<1x3x12x12xf32>
    %42 = stablehlo.select %22, %41, %cst_1 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xf32>
    %43 = stablehlo.multiply %36, %42 : tensor<1x3x12x12xf32>
    %44 = stablehlo.compare  GE, %37, %cst_1 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %45 = stablehlo.compare  LT, %37, %cst_0 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %46 = stablehlo.and %45, %20 : tensor<1x3x12x12xi1>
    %47 = stablehlo.and %44, %46 : tensor<1x3x12x12xi1>
    %48 = stablehlo.select %47, %23, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %49 = stablehlo.compare  LT, %48, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %50 = stablehlo.add %48, %c : tensor<1x3x12x12xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %52 = stablehlo.reshape %51 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %53 = stablehlo.convert %37 : (tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi64>
    %54 = stablehlo.select %47, %53, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %55 = stablehlo.compare  LT, %54, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %56 = stablehlo.add %54, %c : tensor<1x3x12x12xi64>
    %57 = stablehlo.select %55, %56, %54 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %58 = stablehlo.reshape %57 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %59 = stablehlo.concatenate %c_6, %4, %52, %58, dim = 4 : (tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>) -> tensor<1x3x12x12x4xi64>
    %60 = "stablehlo.gather"(%arg1, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x16x16xf32>, tensor<1x3x12x12x4xi64>) -> tensor<1x3x12x12xf32>
    %61 = stablehlo.subtract %9, %10 : tensor<1x3x12x12xf32>
    %62 = stablehlo.multiply %61, %40 : tensor<1x3x12x12xf32>
    %63 = stablehlo.select %47, %62, %cst_1 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<1x3x12x12xf32>
    %65 = stablehlo.add %43, %64 : tensor<1x3x12x12xf32>
    %66 = stablehlo.compare  GE, %39, %cst_1 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %67 = stablehlo.compare  LT, %39, %cst_0 : (tensor<1x3x12x12xf32>, tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi1>
    %68 = stablehlo.and %66, %67 : tensor<1x3x12x12xi1>
    %69 = stablehlo.and %12, %68 : tensor<1x3x12x12xi1>
    %70 = stablehlo.and %11, %69 : tensor<1x3x12x12xi1>
    %71 = stablehlo.convert %39 : (tensor<1x3x12x12xf32>) -> tensor<1x3x12x12xi64>
    %72 = stablehlo.select %70, %71, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %73 = stablehlo.compare  LT, %72, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %74 = stablehlo.add %72, %c : tensor<1x3x12x12xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %76 = stablehlo.reshape %75 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %77 = stablehlo.select %70, %29, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %78 = stablehlo.compare  LT, %77, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %79 = stablehlo.add %77, %c : tensor<1x3x12x12xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %81 = stablehlo.reshape %80 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %82 = stablehlo.concatenate %c_6, %4, %76, %81, dim = 4 : (tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>) -> tensor<1x3x12x12x4xi64>
    %83 = "stablehlo.gather"(%arg1, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x16x16xf32>, tensor<1x3x12x12x4xi64>) -> tensor<1x3x12x12xf32>
    %84 = stablehlo.subtract %16, %17 : tensor<1x3x12x12xf32>
    %85 = stablehlo.multiply %38, %84 : tensor<1x3x12x12xf32>
    %86 = stablehlo.select %70, %85, %cst_1 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xf32>
    %87 = stablehlo.multiply %83, %86 : tensor<1x3x12x12xf32>
    %88 = stablehlo.add %65, %87 : tensor<1x3x12x12xf32>
    %89 = stablehlo.and %45, %68 : tensor<1x3x12x12xi1>
    %90 = stablehlo.and %44, %89 : tensor<1x3x12x12xi1>
    %91 = stablehlo.select %90, %71, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %92 = stablehlo.compare  LT, %91, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %93 = stablehlo.add %91, %c : tensor<1x3x12x12xi64>
    %94 = stablehlo.select %92, %93, %91 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %95 = stablehlo.reshape %94 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %96 = stablehlo.select %90, %53, %c_5 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %97 = stablehlo.compare  LT, %96, %c_5 : (tensor<1x3x12x12xi64>, tensor<1x3x12x12xi64>) -> tensor<1x3x12x12xi1>
    %98 = stablehlo.add %96, %c : tensor<1x3x12x12xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xi64>
    %100 = stablehlo.reshape %99 : (tensor<1x3x12x12xi64>) -> tensor<1x3x12x12x1xi64>
    %101 = stablehlo.concatenate %c_6, %4, %95, %100, dim = 4 : (tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>, tensor<1x3x12x12x1xi64>) -> tensor<1x3x12x12x4xi64>
    %102 = "stablehlo.gather"(%arg1, %101) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x16x16xf32>, tensor<1x3x12x12x4xi64>) -> tensor<1x3x12x12xf32>
    %103 = stablehlo.multiply %61, %84 : tensor<1x3x12x12xf32>
    %104 = stablehlo.select %90, %103, %cst_1 : tensor<1x3x12x12xi1>, tensor<1x3x12x12xf32>
    %105 = stablehlo.multiply %102, %104 : tensor<1x3x12x12xf32>
    %106 = stablehlo.add %88, %105 : tensor<1x3x12x12xf32>
    return %106 : tensor<1x3x12x12xf32>
  }
}
