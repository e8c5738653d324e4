module @jit_lu attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xf64> {jax.result_info = "result[0]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[2]"}) {
    %0:3 = call @lu(%arg0) : (tensor<3x4xcomplex<f64>>) -> (tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>)
    return %0#0, %0#1, %0#2 : tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>
  }
  func.func private @lu(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) {
    %0:3 = call @_lu(%arg0) : (tensor<3x4xcomplex<f64>>) -> (tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>)
    return %0#0, %0#1, %0#2 : tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>
  }
  func.func private @_lu(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %0:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xcomplex<f64>>) -> (tensor<3x4xcomplex<f64>>, tensor<3xi32>, tensor<i32>)
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_4 = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %29 = stablehlo.compare LT, %iterArg_4, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %29:2 = func.call @closed_call(%iterArg, %iterArg_5, %iterArg_6) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %30 = stablehlo.add %iterArg_4, %c : tensor<i64>
      stablehlo.return %iterArg, %30, %29#0, %29#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = stablehlo.broadcast_in_dim %10#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %12 = stablehlo.iota dim = 0 : tensor<3xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<3x3xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x3xi32>
    %16 = stablehlo.compare EQ, %14, %15, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %18 = stablehlo.real %17 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %19 = call @tril(%8) : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %20 = stablehlo.slice %19 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.add %20, %26 : tensor<3x3xcomplex<f64>>
    %28 = call @triu(%8) : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    return %18, %27, %28 : tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c_3 : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %9 = stablehlo.add %8, %c_1 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.add %6, %c : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %19 = stablehlo.add %arg1, %c_1 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = stablehlo.add %6, %c : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
  }
  func.func private @tril(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %6 : tensor<3x4xcomplex<f64>>
  }
  func.func private @triu(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %6 : tensor<3x4xcomplex<f64>>
  }
}
