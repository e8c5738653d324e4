module {
  func.func @__inference_pruned_2895(%arg0: tensor<?x4xf32>, %arg1: tensor<3xi32>) -> (tensor<?x4xf32>, tensor<?xi32>, tensor<?x4xf32>, tensor<?x3xf32>, tensor<f32>) attributes {allow_soft_placement = false} {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<2xi32>
    %cst_1 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<[[1, 0], [0, 0]]> : tensor<2x2xi32>
    %cst_7 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 1 : i64}> : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?x3xf32>
    %2 = stablehlo.transpose %c_6, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
    %3 = stablehlo.reshape %2 : (tensor<2x2xi32>) -> tensor<4xi32>
    %4 = stablehlo.slice %3 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %5 = stablehlo.slice %3 [2:4] : (tensor<4xi32>) -> tensor<2xi32>
    %6 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
    %7 = stablehlo.reduce(%arg0 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
    %8 = stablehlo.negate %arg0 : tensor<?x4xf32>
    %9:2 = stablehlo.custom_call @mhlo.topk(%8) {mhlo.attributes = {k = 4 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xi32>)
    %10 = stablehlo.negate %9#0 : tensor<?x4xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %11 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %12 = shape.shape_of %6 : tensor<?xf32> -> tensor<1xindex>
    %13 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %14 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %15 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %16 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %17 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %18 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %19 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %20 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
    %21 = stablehlo.dynamic_broadcast_in_dim %0, %11, dims = [1] : (tensor<4xi32>, tensor<2xindex>) -> tensor<?x4xi32>
    %22:2 = stablehlo.reduce(%arg0 init: %cst_8), (%21 init: %c_4) across dimensions = [1] : (tensor<?x4xf32>, tensor<?x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %90 = stablehlo.compare  GE, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %91 = stablehlo.select %90, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %92 = stablehlo.compare  EQ, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %93 = stablehlo.minimum %arg3, %arg5 : tensor<i32>
      %94 = stablehlo.select %90, %arg3, %arg5 : tensor<i1>, tensor<i32>
      %95 = stablehlo.select %92, %93, %94 : tensor<i1>, tensor<i32>
      stablehlo.return %91, %95 : tensor<f32>, tensor<i32>
    }
    %23 = stablehlo.dynamic_broadcast_in_dim %cst_0, %12, dims = [] : (tensor<f32>, tensor<1xindex>) -> tensor<?xf32>
    %24 = stablehlo.divide %6, %23 : tensor<?xf32>
    %dim = tensor.dim %1, %c0 : tensor<?x3xf32>
    %from_elements = tensor.from_elements %c2, %dim, %c1, %c3 : tensor<4xindex>
    %dim_9 = tensor.dim %24, %c0 : tensor<?xf32>
    %from_elements_10 = tensor.from_elements %dim_9, %c1 : tensor<2xindex>
    %dim_11 = tensor.dim %7, %c0 : tensor<?xf32>
    %from_elements_12 = tensor.from_elements %dim_11, %c1 : tensor<2xindex>
    %25 = stablehlo.dynamic_broadcast_in_dim %1, %from_elements, dims = [1, 3] : (tensor<?x3xf32>, tensor<4xindex>) -> tensor<?x?x?x?xf32>
    %26 = stablehlo.dynamic_reshape %24, %from_elements_10 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %27 = stablehlo.dynamic_reshape %7, %from_elements_12 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %28 = arith.muli %dim, %c2 : index
    %29 = arith.index_cast %14 : tensor<2xindex> to tensor<2xi32>
    %30 = arith.index_cast %15 : tensor<2xindex> to tensor<2xi32>
    %31 = arith.index_cast %16 : tensor<2xindex> to tensor<2xi32>
    %from_elements_13 = tensor.from_elements %28, %c3 : tensor<2xindex>
    %32 = stablehlo.dynamic_reshape %25, %from_elements_13 : (tensor<?x?x?x?xf32>, tensor<2xindex>) -> tensor<?x3xf32>
    %33 = stablehlo.dynamic_pad %32, %cst_5, %4, %5, %c : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %35 = "stablehlo.torch_index_select"(%29, %c_4) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %36 = stablehlo.subtract %35, %c_4 : tensor<i32>
    %37 = stablehlo.abs %36 : tensor<i32>
    %38 = stablehlo.convert %37 : (tensor<i32>) -> tensor<f64>
    %39 = stablehlo.divide %38, %cst : tensor<f64>
    %40 = stablehlo.ceil %39 : tensor<f64>
    %41 = stablehlo.convert %40 : (tensor<f64>) -> tensor<i64>
    %42 = stablehlo.reshape %41 : (tensor<i64>) -> tensor<1xi64>
    %43 = stablehlo.dynamic_iota %42, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
    %44 = stablehlo.dynamic_broadcast_in_dim %cst_3, %30, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %45 = stablehlo.reduce(%31 init: %c_2) applies stablehlo.multiply across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<f32>
    %47 = shape.cstr_broadcastable %13, %from_elements_10 : tensor<2xindex>, tensor<2xindex>
    %48 = shape.assuming %47 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.broadcast %90, %from_elements_10 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %92 = stablehlo.dynamic_broadcast_in_dim %arg0, %91, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %93 = stablehlo.dynamic_broadcast_in_dim %26, %91, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.subtract %92, %93 : tensor<?x4xf32>
      shape.assuming_yield %94 : tensor<?x4xf32>
    }
    %49 = shape.shape_of %48 : tensor<?x4xf32> -> tensor<2xindex>
    %50 = shape.shape_of %43 : tensor<?xi32> -> tensor<1xindex>
    %51 = shape.shape_of %44 : tensor<?x4xf32> -> tensor<2xindex>
    %52 = stablehlo.dynamic_broadcast_in_dim %cst_5, %49, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x4xf32>
    %53 = stablehlo.compare  GT, %48, %52 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %54 = stablehlo.dynamic_broadcast_in_dim %c_2, %50, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
    %55 = stablehlo.multiply %43, %54 : tensor<?xi32>
    %56 = shape.shape_of %55 : tensor<?xi32> -> tensor<1xindex>
    %57 = shape.shape_of %53 : tensor<?x4xi1> -> tensor<2xindex>
    %58 = stablehlo.dynamic_broadcast_in_dim %c_4, %56, dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
    %59 = stablehlo.add %55, %58 : tensor<?xi32>
    %60 = stablehlo.convert %59 : (tensor<?xi32>) -> tensor<?xf32>
    %dim_14 = tensor.dim %60, %c0 : tensor<?xf32>
    %from_elements_15 = tensor.from_elements %dim_14, %c1 : tensor<2xindex>
    %61 = stablehlo.dynamic_reshape %60, %from_elements_15 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %62 = shape.cstr_broadcastable %from_elements_15, %51 : tensor<2xindex>, tensor<2xindex>
    %63 = shape.assuming %62 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %44 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.broadcast %from_elements_15, %90 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %92 = stablehlo.dynamic_broadcast_in_dim %61, %91, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %93 = stablehlo.dynamic_broadcast_in_dim %cst_3, %91, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.multiply %92, %93 : tensor<?x4xf32>
      shape.assuming_yield %94 : tensor<?x4xf32>
    }
    %64 = shape.cstr_broadcastable %17, %from_elements_12 : tensor<2xindex>, tensor<2xindex>
    %65 = shape.assuming %64 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.broadcast %90, %from_elements_12 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %92 = stablehlo.dynamic_broadcast_in_dim %arg0, %91, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %93 = stablehlo.dynamic_broadcast_in_dim %27, %91, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.subtract %92, %93 : tensor<?x4xf32>
      shape.assuming_yield %94 : tensor<?x4xf32>
    }
    %66 = shape.shape_of %63 : tensor<?x4xf32> -> tensor<2xindex>
    %67 = stablehlo.exponential %65 : tensor<?x4xf32>
    %68 = stablehlo.reduce(%67 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
    %dim_16 = tensor.dim %68, %c0 : tensor<?xf32>
    %from_elements_17 = tensor.from_elements %dim_16, %c1 : tensor<2xindex>
    %69 = stablehlo.dynamic_reshape %68, %from_elements_17 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %70 = shape.shape_of %67 : tensor<?x4xf32> -> tensor<2xindex>
    %71 = shape.cstr_broadcastable %70, %from_elements_17 : tensor<2xindex>, tensor<2xindex>
    %72 = shape.assuming %71 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %67 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.broadcast %90, %from_elements_17 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %92 = stablehlo.dynamic_broadcast_in_dim %67, %91, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %93 = stablehlo.dynamic_broadcast_in_dim %69, %91, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.divide %92, %93 : tensor<?x4xf32>
      shape.assuming_yield %94 : tensor<?x4xf32>
    }
    %73 = shape.cstr_broadcastable %18, %19 : tensor<2xindex>, tensor<2xindex>
    %74 = shape.assuming %73 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
      %92 = shape.broadcast %90, %91 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %93 = stablehlo.dynamic_broadcast_in_dim %arg0, %92, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.dynamic_broadcast_in_dim %arg0, %92, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %95 = stablehlo.multiply %93, %94 : tensor<?x4xf32>
      shape.assuming_yield %95 : tensor<?x4xf32>
    }
    %75 = shape.shape_of %72 : tensor<?x4xf32> -> tensor<2xindex>
    %76 = stablehlo.reduce(%74 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
    %dim_18 = tensor.dim %76, %c0 : tensor<?xf32>
    %from_elements_19 = tensor.from_elements %dim_18, %c1 : tensor<2xindex>
    %77 = stablehlo.dynamic_reshape %76, %from_elements_19 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x1xf32>
    %78 = stablehlo.dynamic_broadcast_in_dim %cst_7, %from_elements_19, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x1xf32>
    %79 = stablehlo.maximum %77, %78 : tensor<?x1xf32>
    %80 = stablehlo.rsqrt %79 : tensor<?x1xf32>
    %81 = shape.shape_of %80 : tensor<?x1xf32> -> tensor<2xindex>
    %82 = shape.cstr_broadcastable %20, %81 : tensor<2xindex>, tensor<2xindex>
    %83 = shape.assuming %82 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.shape_of %80 : tensor<?x1xf32> -> tensor<2xindex>
      %92 = shape.broadcast %90, %91 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %93 = stablehlo.dynamic_broadcast_in_dim %arg0, %92, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.dynamic_broadcast_in_dim %80, %92, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %95 = stablehlo.multiply %93, %94 : tensor<?x4xf32>
      shape.assuming_yield %95 : tensor<?x4xf32>
    }
    %84 = shape.shape_of %83 : tensor<?x4xf32> -> tensor<2xindex>
    %85 = shape.cstr_broadcastable %57, %75, %84 : tensor<2xindex>, tensor<2xindex>, tensor<2xindex>
    %86 = shape.assuming %85 -> (tensor<?x4xf32>) {
      %90 = shape.broadcast %57, %75, %84 : tensor<2xindex>, tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %91 = stablehlo.dynamic_broadcast_in_dim %53, %90, dims = [0, 1] : (tensor<?x4xi1>, tensor<2xindex>) -> tensor<?x4xi1>
      %92 = stablehlo.dynamic_broadcast_in_dim %72, %90, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %93 = stablehlo.dynamic_broadcast_in_dim %83, %90, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.select %91, %92, %93 : tensor<?x4xi1>, tensor<?x4xf32>
      shape.assuming_yield %94 : tensor<?x4xf32>
    }
    %87 = shape.shape_of %86 : tensor<?x4xf32> -> tensor<2xindex>
    %88 = shape.cstr_broadcastable %66, %87 : tensor<2xindex>, tensor<2xindex>
    %89 = shape.assuming %88 -> (tensor<?x4xf32>) {
      %90 = shape.shape_of %63 : tensor<?x4xf32> -> tensor<2xindex>
      %91 = shape.shape_of %86 : tensor<?x4xf32> -> tensor<2xindex>
      %92 = shape.broadcast %90, %91 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
      %93 = stablehlo.dynamic_broadcast_in_dim %63, %92, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %94 = stablehlo.dynamic_broadcast_in_dim %86, %92, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
      %95 = stablehlo.add %93, %94 : tensor<?x4xf32>
      shape.assuming_yield %95 : tensor<?x4xf32>
    }
    return %89, %22#1, %10, %34, %46 : tensor<?x4xf32>, tensor<?xi32>, tensor<?x4xf32>, tensor<?x3xf32>, tensor<f32>
  }
}
