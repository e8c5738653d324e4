module @jit_zoo_binary_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>, %arg3: tensor<8xui8>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}, tensor<8xi32> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xi32> {jax.result_info = "result[5]"}, tensor<8xi32> {jax.result_info = "result[6]"}, tensor<8xi32> {jax.result_info = "result[7]"}, tensor<8xi32> {jax.result_info = "result[8]"}, tensor<8xi32> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<8xui8> {jax.result_info = "result[11]"}, tensor<8xui8> {jax.result_info = "result[12]"}, tensor<8xui8> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi32>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<8xi32>
    %2 = stablehlo.shift_left %arg0, %arg2 : tensor<8xi32>
    %3 = stablehlo.shift_right_arithmetic %arg0, %arg2 : tensor<8xi32>
    %4 = stablehlo.shift_right_logical %arg0, %arg2 : tensor<8xi32>
    %5 = stablehlo.and %arg0, %arg1 : tensor<8xi32>
    %6 = stablehlo.or %arg0, %arg1 : tensor<8xi32>
    %7 = stablehlo.xor %arg0, %arg1 : tensor<8xi32>
    %8 = stablehlo.abs %arg2 : tensor<8xi32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %9 = call @remainder(%8, %c) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = stablehlo.compare EQ, %arg1, %10, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %13 = stablehlo.compare NE, %9, %12, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %14 = stablehlo.and %11, %13 : tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %15 = call @_where_0(%14, %c_2, %c_3) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %17 = stablehlo.and %9, %16 : tensor<8xi32>
    %18 = stablehlo.multiply %15, %arg1 : tensor<8xi32>
    %19 = call @_where_1(%17, %18, %15) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %20 = stablehlo.multiply %arg1, %arg1 : tensor<8xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %22 = stablehlo.shift_right_logical %9, %21 : tensor<8xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %24 = stablehlo.and %22, %23 : tensor<8xi32>
    %25 = stablehlo.multiply %19, %20 : tensor<8xi32>
    %26 = call @_where_1(%24, %25, %19) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %27 = stablehlo.multiply %20, %20 : tensor<8xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %29 = stablehlo.shift_right_logical %22, %28 : tensor<8xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %31 = stablehlo.and %29, %30 : tensor<8xi32>
    %32 = stablehlo.multiply %26, %27 : tensor<8xi32>
    %33 = call @_where_1(%31, %32, %26) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %34 = stablehlo.multiply %27, %27 : tensor<8xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %36 = stablehlo.shift_right_logical %29, %35 : tensor<8xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %38 = stablehlo.and %36, %37 : tensor<8xi32>
    %39 = stablehlo.multiply %33, %34 : tensor<8xi32>
    %40 = call @_where_1(%38, %39, %33) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %41 = stablehlo.multiply %34, %34 : tensor<8xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %43 = stablehlo.shift_right_logical %36, %42 : tensor<8xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %45 = stablehlo.and %43, %44 : tensor<8xi32>
    %46 = stablehlo.multiply %40, %41 : tensor<8xi32>
    %47 = call @_where_1(%45, %46, %40) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %48 = stablehlo.multiply %41, %41 : tensor<8xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %50 = stablehlo.shift_right_logical %43, %49 : tensor<8xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %52 = stablehlo.and %50, %51 : tensor<8xi32>
    %53 = stablehlo.multiply %47, %48 : tensor<8xi32>
    %54 = call @_where_1(%52, %53, %47) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %55 = stablehlo.maximum %arg0, %arg1 : tensor<8xi32>
    %56 = stablehlo.minimum %arg0, %arg1 : tensor<8xi32>
    %c_15 = stablehlo.constant dense<9> : tensor<i32>
    %57 = call @remainder_2(%arg3, %c_15) : (tensor<8xui8>, tensor<i32>) -> tensor<8xui8>
    %58 = stablehlo.shift_left %arg3, %57 : tensor<8xui8>
    %c_16 = stablehlo.constant dense<3> : tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %60 = stablehlo.divide %arg3, %59 : tensor<8xui8>
    %c_17 = stablehlo.constant dense<7> : tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %62 = stablehlo.remainder %arg3, %61 : tensor<8xui8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %54, %55, %56, %58, %60, %62 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_1(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @remainder_2(%arg0: tensor<8xui8>, %arg1: tensor<i32>) -> tensor<8xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %14 = stablehlo.add %4, %13 : tensor<8xui8>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xui8>
    return %15 : tensor<8xui8>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
}
