module @jit_zoo_binary_int attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_where.1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder.2(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where.1(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %6 = stablehlo.compare LT, %1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %8 = stablehlo.compare NE, %5, %7 : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %9 = stablehlo.compare NE, %3, %4 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %10 = stablehlo.and %8, %9 : tensor<8xi1>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.add %3, %11 : tensor<8xi32>
    %13 = stablehlo.select %10, %12, %3 : tensor<8xi1>, tensor<8xi32>
    return %13 : tensor<8xi32>
  }
  func.func private @_where_0.3(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_1.4(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare NE, %arg0, %0 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_3.5(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
  func.func private @remainder_2.6(%arg0: tensor<8xui8>, %arg1: tensor<i32>) -> tensor<8xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where_3.5(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %6 = stablehlo.compare LT, %4, %5 : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %7 = stablehlo.compare LT, %2, %c : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %9 = stablehlo.compare NE, %6, %8 : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %10 = stablehlo.compare NE, %4, %5 : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %11 = stablehlo.and %9, %10 : tensor<8xi1>
    %12 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %13 = stablehlo.add %4, %12 : tensor<8xui8>
    %14 = stablehlo.select %11, %13, %4 : tensor<8xi1>, tensor<8xui8>
    return %14 : tensor<8xui8>
  }
  func.func @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>, %arg3: tensor<8xui8>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>) {
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
    %9 = call @remainder.2(%8, %c) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<8xi32>
    %12 = stablehlo.shift_right_logical %11, %10 : tensor<8xi32>
    %13 = stablehlo.shift_right_logical %12, %10 : tensor<8xi32>
    %14 = stablehlo.shift_right_logical %13, %10 : tensor<8xi32>
    %15 = stablehlo.shift_right_logical %14, %10 : tensor<8xi32>
    %16 = stablehlo.and %15, %10 : tensor<8xi32>
    %17 = stablehlo.and %14, %10 : tensor<8xi32>
    %18 = stablehlo.and %13, %10 : tensor<8xi32>
    %19 = stablehlo.and %12, %10 : tensor<8xi32>
    %20 = stablehlo.and %11, %10 : tensor<8xi32>
    %21 = stablehlo.and %9, %10 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %23 = stablehlo.compare EQ, %arg1, %22 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %24 = stablehlo.compare NE, %9, %22 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %25 = stablehlo.and %23, %24 : tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %26 = call @_where_0.3(%25, %c_2, %c_3) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %27 = stablehlo.multiply %26, %arg1 : tensor<8xi32>
    %28 = call @_where_1.4(%21, %27, %26) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %29 = stablehlo.multiply %arg1, %arg1 : tensor<8xi32>
    %30 = stablehlo.multiply %28, %29 : tensor<8xi32>
    %31 = call @_where_1.4(%20, %30, %28) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %32 = stablehlo.multiply %29, %29 : tensor<8xi32>
    %33 = stablehlo.multiply %31, %32 : tensor<8xi32>
    %34 = call @_where_1.4(%19, %33, %31) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %35 = stablehlo.multiply %32, %32 : tensor<8xi32>
    %36 = stablehlo.multiply %34, %35 : tensor<8xi32>
    %37 = call @_where_1.4(%18, %36, %34) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %38 = stablehlo.multiply %35, %35 : tensor<8xi32>
    %39 = stablehlo.multiply %37, %38 : tensor<8xi32>
    %40 = call @_where_1.4(%17, %39, %37) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %41 = stablehlo.multiply %38, %38 : tensor<8xi32>
    %42 = stablehlo.multiply %40, %41 : tensor<8xi32>
    %43 = call @_where_1.4(%16, %42, %40) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %44 = stablehlo.maximum %arg0, %arg1 : tensor<8xi32>
    %45 = stablehlo.minimum %arg0, %arg1 : tensor<8xi32>
    %c_4 = stablehlo.constant dense<9> : tensor<i32>
    %46 = call @remainder_2.6(%arg3, %c_4) : (tensor<8xui8>, tensor<i32>) -> tensor<8xui8>
    %47 = stablehlo.shift_left %arg3, %46 : tensor<8xui8>
    %c_5 = stablehlo.constant dense<3> : tensor<ui8>
    %48 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %49 = stablehlo.divide %arg3, %48 : tensor<8xui8>
    %c_6 = stablehlo.constant dense<7> : tensor<ui8>
    %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %51 = stablehlo.remainder %arg3, %50 : tensor<8xui8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %43, %44, %45, %47, %49, %51 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>
  }
}
