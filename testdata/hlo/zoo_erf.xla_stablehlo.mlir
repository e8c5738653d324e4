module @jit_zoo_erf attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_horner.1(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.add %4, %5 : tensor<8xf32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.add %7, %8 : tensor<8xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.add %10, %11 : tensor<8xf32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.add %13, %14 : tensor<8xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<8xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.add %16, %17 : tensor<8xf32>
    %19 = stablehlo.multiply %18, %arg0 : tensor<8xf32>
    %20 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.add %19, %20 : tensor<8xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<8xf32>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.add %22, %23 : tensor<8xf32>
    %25 = stablehlo.multiply %24, %arg0 : tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.add %25, %26 : tensor<8xf32>
    return %27 : tensor<8xf32>
  }
  func.func private @_log_f32.2(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<8xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<8xi32>
    %6 = stablehlo.convert %5 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.693115234> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<8xf32>
    %9 = stablehlo.shift_left %4, %3 : tensor<8xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<8xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<8xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<8xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<8xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_12 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %19 = call @_horner.1(%13, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8xf32>
    %21 = stablehlo.add %17, %20 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.multiply %6, %22 : tensor<8xf32>
    %24 = stablehlo.add %21, %23 : tensor<8xf32>
    %25 = stablehlo.add %8, %24 : tensor<8xf32>
    %26 = stablehlo.subtract %8, %25 : tensor<8xf32>
    %27 = stablehlo.add %26, %24 : tensor<8xf32>
    return %25, %27 : tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_horner_0.3(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<8xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<8xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<8xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<8xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<8xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<8xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<8xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<8xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<8xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<8xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<8xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<8xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<8xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<8xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<8xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<8xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<8xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<8xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<8xf32>
    return %23 : tensor<8xf32>
  }
  func.func private @_lgamma_pos_small.4(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<8xf32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.and %2, %3 : tensor<8xi32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<8xi32>) -> tensor<8xf32>
    %6 = stablehlo.subtract %1, %0 : tensor<8xf32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<8xf32>) -> tensor<8xi32>
    %8 = stablehlo.and %7, %3 : tensor<8xi32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<8xi32>) -> tensor<8xf32>
    %10 = stablehlo.multiply %5, %9 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare GT, %arg0, %11 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8xi1>, tensor<8xf32>
    %16 = stablehlo.subtract %1, %15 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %12, %17, %18 : tensor<8xi1>, tensor<8xf32>
    %cst_5 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_6 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.select %12, %20, %21 : tensor<8xi1>, tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.select %12, %23, %24 : tensor<8xi1>, tensor<8xf32>
    %cst_9 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.select %12, %26, %27 : tensor<8xi1>, tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.select %12, %29, %30 : tensor<8xi1>, tensor<8xf32>
    %cst_13 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_14 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.select %12, %32, %33 : tensor<8xi1>, tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.select %12, %35, %36 : tensor<8xi1>, tensor<8xf32>
    %cst_17 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_18 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.select %12, %38, %39 : tensor<8xi1>, tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.select %12, %41, %42 : tensor<8xi1>, tensor<8xf32>
    %cst_21 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_22 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.select %12, %44, %45 : tensor<8xi1>, tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.select %12, %47, %48 : tensor<8xi1>, tensor<8xf32>
    %cst_25 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_26 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.select %12, %50, %51 : tensor<8xi1>, tensor<8xf32>
    %cst_27 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.select %12, %53, %54 : tensor<8xi1>, tensor<8xf32>
    %56 = call @_horner_0.3(%16, %19, %22, %25, %28, %31, %34, %37, %40, %43, %46, %49, %52, %55) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %57 = stablehlo.bitcast_convert %56 : (tensor<8xf32>) -> tensor<8xi32>
    %58 = stablehlo.and %57, %3 : tensor<8xi32>
    %59 = stablehlo.bitcast_convert %58 : (tensor<8xi32>) -> tensor<8xf32>
    %60 = stablehlo.multiply %10, %59 : tensor<8xf32>
    %61 = stablehlo.subtract %1, %5 : tensor<8xf32>
    %62 = stablehlo.multiply %61, %6 : tensor<8xf32>
    %63 = stablehlo.subtract %6, %9 : tensor<8xf32>
    %64 = stablehlo.multiply %5, %63 : tensor<8xf32>
    %65 = stablehlo.add %62, %64 : tensor<8xf32>
    %66 = stablehlo.multiply %65, %56 : tensor<8xf32>
    %67 = stablehlo.subtract %56, %59 : tensor<8xf32>
    %68 = stablehlo.multiply %10, %67 : tensor<8xf32>
    %69 = stablehlo.add %66, %68 : tensor<8xf32>
    %70 = stablehlo.add %60, %69 : tensor<8xf32>
    return %70, %60, %69 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_log_f32_1.5(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<8xi32>
    %5 = stablehlo.convert %4 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.693115234> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<8xf32>
    %8 = stablehlo.shift_left %4, %3 : tensor<8xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<8xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<8xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<8xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<8xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_12 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %18 = call @_horner.1(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<8xf32>
    %20 = stablehlo.add %16, %19 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.multiply %5, %21 : tensor<8xf32>
    %23 = stablehlo.add %20, %22 : tensor<8xf32>
    %24 = stablehlo.add %7, %23 : tensor<8xf32>
    %25 = stablehlo.subtract %7, %24 : tensor<8xf32>
    %26 = stablehlo.add %25, %23 : tensor<8xf32>
    return %24, %26 : tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_horner_2.6(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.add %4, %5 : tensor<8xf32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.add %7, %8 : tensor<8xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.add %10, %11 : tensor<8xf32>
    return %12 : tensor<8xf32>
  }
  func.func private @_lgamma_pos_large.7(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<8xf32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.and %2, %3 : tensor<8xi32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<8xi32>) -> tensor<8xf32>
    %6:2 = call @_log_f32_1.5(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    %7 = stablehlo.bitcast_convert %6#0 : (tensor<8xf32>) -> tensor<8xi32>
    %8 = stablehlo.and %7, %3 : tensor<8xi32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %12 = stablehlo.multiply %5, %11 : tensor<8xf32>
    %13 = stablehlo.subtract %1, %5 : tensor<8xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<8xf32>
    %15 = stablehlo.subtract %6#0, %9 : tensor<8xf32>
    %16 = stablehlo.add %15, %6#1 : tensor<8xf32>
    %17 = stablehlo.multiply %1, %16 : tensor<8xf32>
    %18 = stablehlo.add %14, %17 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.add %18, %19 : tensor<8xf32>
    %21 = stablehlo.divide %10, %arg0 : tensor<8xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_4 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_2.6(%22, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6) : (tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8xf32>
    %25 = stablehlo.add %20, %24 : tensor<8xf32>
    %26 = stablehlo.multiply %21, %0 : tensor<8xf32>
    %27 = stablehlo.subtract %6#0, %26 : tensor<8xf32>
    return %12, %25, %27 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_horner_3.8(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.add %4, %5 : tensor<8xf32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.add %7, %8 : tensor<8xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.add %10, %11 : tensor<8xf32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.add %13, %14 : tensor<8xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<8xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.add %16, %17 : tensor<8xf32>
    return %18 : tensor<8xf32>
  }
  func.func private @_lgamma_neg_reflection.9(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<8xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %2 = call @_horner_3.8(%1, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<8xf32>
    %4 = stablehlo.add %3, %arg4 : tensor<8xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<8xf32>
    %6 = stablehlo.add %0, %5 : tensor<8xf32>
    %7 = stablehlo.negate %6 : tensor<8xf32>
    return %7 : tensor<8xf32>
  }
  func.func private @_horner_4.10(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<8xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<8xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<8xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<8xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<8xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<8xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<8xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<8xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<8xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<8xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<8xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<8xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<8xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<8xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<8xf32>
    return %19 : tensor<8xf32>
  }
  func.func private @_lgamma_neg_root.11(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xi1>, tensor<8xf32>) {
    %cst = stablehlo.constant dense<-2.600000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.compare GT, %arg0, %0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.compare LT, %arg0, %2 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %4 = stablehlo.and %1, %3 : tensor<8xi1>
    %5 = stablehlo.select %4, %2, %arg1 : tensor<8xi1>, tensor<8xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<[-0.457024753, 1.000000e+00, -0.143580884, 0.252317339, -0.0393618383, 0.044705715, -0.00821816828, 0.00845535938, -0.00138529448, 0.00139251992, -1.98333408E-4, 1.98492111E-4, -2.48002707E-5, 2.48029046E-5, -2.75571483E-6, 2.75574894E-6]> : tensor<16xf32>
    %7 = stablehlo.negate %5 : tensor<8xf32>
    %8 = stablehlo.convert %7 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare GE, %8, %9 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<9> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.compare LE, %8, %11 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %13 = stablehlo.and %10, %12 : tensor<8xi1>
    %14 = stablehlo.subtract %8, %9 : tensor<8xi32>
    %15 = stablehlo.multiply %14, %9 : tensor<8xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.compare GT, %6, %16 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %20 = stablehlo.select %17, %18, %19 : tensor<8xi1>, tensor<8xi32>
    %21 = stablehlo.add %15, %20 : tensor<8xi32>
    %22 = stablehlo.select %13, %21, %18 : tensor<8xi1>, tensor<8xi32>
    %23 = stablehlo.reshape %22 : (tensor<8xi32>) -> tensor<8x1xi32>
    %24 = "stablehlo.gather"(%cst_1, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %25 = stablehlo.subtract %6, %24 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<[1.48729189E-8, 0.000000e+00, -4.60860106E-9, 1.40906877E-8, -1.48918433E-9, 1.1097015E-10, -4.15751669E-11, 6.298560e-11, 2.98885222E-11, 2.71651451E-12, 4.27655497E-13, -1.57696133E-12, 1.16013495E-14, -4.11633103E-13, 8.02972834E-15, 8.43790437E-14]> : tensor<16xf32>
    %26 = "stablehlo.gather"(%cst_6, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.add %6, %24 : tensor<8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<8xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<8xf32>
    %33 = stablehlo.subtract %25, %32 : tensor<8xf32>
    %34 = stablehlo.add %31, %28 : tensor<8xf32>
    %35 = stablehlo.multiply %26, %34 : tensor<8xf32>
    %36 = stablehlo.subtract %33, %35 : tensor<8xf32>
    %37 = stablehlo.multiply %36, %30 : tensor<8xf32>
    %38 = stablehlo.add %31, %37 : tensor<8xf32>
    %39 = stablehlo.abs %38 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<[2.550000e-01, -1.000000e+00, 3.400000e-01, 3.700000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01]> : tensor<16xf32>
    %40 = "stablehlo.gather"(%cst_8, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %41 = stablehlo.compare LE, %39, %40 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %42 = stablehlo.select %41, %38, %16 : tensor<8xi1>, tensor<8xf32>
    %cst_9 = stablehlo.constant dense<[-1.38533652, 0.000000e+00, -2.234660e+00, -0.966047525, -2.10904527, -1.85305738, -2.02762246, -1.97070384, -2.00517678, -1.99477208, -2.00079918, -1.99919963, -2.0001061, -1.99989378, -2.0000124, -1.9999876]> : tensor<16xf32>
    %43 = "stablehlo.gather"(%cst_9, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<[2.67372108, 0.000000e+00, -0.104558013, 1.47233355, -0.0994995161, 0.15925236, -0.0272024628, 0.0297407601, -0.00516465073, 0.00524011673, -7.99042871E-4, 8.00676643E-4, -1.06171268E-4, 1.06197927E-4, -1.24548615E-5, 1.24457247E-5]> : tensor<16xf32>
    %44 = "stablehlo.gather"(%cst_10, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_11 = stablehlo.constant dense<[5.65496206, 0.000000e+00, -0.632970095, 1.32829309, -0.756576359, -0.495038867, -0.693450987, -0.636482954, -0.671820819, -0.661415874, -0.667466938, -0.665867149, -0.666774272, -0.666561901, -0.666680336, -0.66665554]> : tensor<16xf32>
    %45 = "stablehlo.gather"(%cst_11, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<[13.6487474, 0.000000e+00, 0.18435128, 2.66334176, -0.0802543088, 0.183989882, -0.0263557527, 0.0306188613, -0.00513932668, 0.00526309945, -7.983600e-04, 8.00992537E-4, -1.06074294E-4, 1.06123902E-4, -1.08104869E-5, 1.11924992E-5]> : tensor<16xf32>
    %46 = "stablehlo.gather"(%cst_12, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_13 = stablehlo.constant dense<[29.0560436, 0.000000e+00, -0.0475766957, 3.16822863, -0.470409244, -0.203508675, -0.425810963, -3.688310e-01, -4.050240e-01, -0.394625604, -0.400700718, -0.399102062, -0.400009692, -0.399797767, -3.999230e-01, -0.39989692]> : tensor<16xf32>
    %47 = "stablehlo.gather"(%cst_13, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_14 = stablehlo.constant dense<[64.692688, 0.000000e+00, 5.535060e-01, 4.82858515, -0.0605156571, 0.212788194, -0.0257291067, 0.0318717323, -0.00515836058, 0.00533373794, -8.04428709E-4, 8.080150e-04, -1.07942105E-4, 1.07877786E-4, -3.53875039E-5, 2.95385908E-5]> : tensor<16xf32>
    %48 = "stablehlo.gather"(%cst_14, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_15 = stablehlo.constant dense<[144.274414, 0.000000e+00, 0.502989888, 6.22517824, -0.33854869, -0.0589724258, -0.313833177, -0.255872041, -0.293304026, -0.282735527, -0.28885287, -0.287227511, -0.288137108, -0.287917346, -0.287951857, -2.879430e-01]> : tensor<16xf32>
    %49 = "stablehlo.gather"(%cst_15, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_16 = stablehlo.constant dense<[354.171173, 0.000000e+00, 0.874119758, 9.20790672, -0.0421104282, 0.194769889, -0.0219563879, 0.0279599521, -0.00452799257, 0.00470815646, -7.10393128E-4, 7.14876514E-4, -8.80396764E-5, 8.91314048E-5, 1.32301051E-4, -9.35434145E-5]> : tensor<16xf32>
    %50 = "stablehlo.gather"(%cst_16, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_17 = stablehlo.constant dense<[972.521484, 0.000000e+00, 0.829021215, 15.6274681, -0.230358541, -0.0118875364, -0.215895846, -0.168328941, -0.201411426, -0.192730859, -0.198401839, -0.19707121, -0.197927535, -0.197773159, -0.198337495, -0.198233053]> : tensor<16xf32>
    %51 = "stablehlo.gather"(%cst_17, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_18 = stablehlo.constant dense<[2111.91357, 0.000000e+00, 2.96750498, 24.9583759, -0.012698682, 0.470867515, -0.0385501981, 0.056485422, -0.00820949394, 0.00869482476, -0.00128752366, 0.00129581429, -1.87857018E-4, 1.85009369E-4, -3.45863868E-4, 2.53180886E-4]> : tensor<16xf32>
    %52 = "stablehlo.gather"(%cst_18, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %cst_19 = stablehlo.constant dense<[2133.65771, 0.000000e+00, 3.87669849, 18.7148895, -0.289828926, 0.247943312, -0.340197712, -0.23934947, -0.304349959, -0.286053866, -0.295447946, -0.292626083, -0.293967903, -0.293548137, -0.292859882, -0.292959183]> : tensor<16xf32>
    %53 = "stablehlo.gather"(%cst_19, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %54 = call @_horner_4.10(%42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %55 = stablehlo.multiply %42, %54 : tensor<8xf32>
    return %41, %55 : tensor<8xi1>, tensor<8xf32>
  }
  func.func private @lgamma_impl.12(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.and %2, %3 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare EQ, %4, %5 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.compare GT, %4, %5 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<8388608> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.compare LT, %4, %8 : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %10 = stablehlo.and %7, %9 : tensor<8xi1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.and %2, %11 : tensor<8xi32>
    %13 = stablehlo.count_leading_zeros %4 : tensor<8xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %15 = stablehlo.subtract %13, %14 : tensor<8xi32>
    %16 = stablehlo.select %10, %15, %5 : tensor<8xi1>, tensor<8xi32>
    %17 = stablehlo.shift_left %4, %16 : tensor<8xi32>
    %18 = stablehlo.or %12, %17 : tensor<8xi32>
    %19 = stablehlo.select %10, %18, %2 : tensor<8xi1>, tensor<8xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.compare GE, %20, %21 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %23 = stablehlo.not %22 : tensor<8xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.select %6, %24, %20 : tensor<8xi1>, tensor<8xf32>
    %26 = stablehlo.floor %25 : tensor<8xf32>
    %27 = stablehlo.compare EQ, %25, %26 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %28 = stablehlo.and %23, %27 : tensor<8xi1>
    %29 = stablehlo.or %6, %28 : tensor<8xi1>
    %cst_6 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.compare GT, %arg0, %30 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %32 = stablehlo.or %29, %31 : tensor<8xi1>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.not %22 : tensor<8xi1>
    %cst_8 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.compare GT, %25, %35 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %37 = stablehlo.and %34, %36 : tensor<8xi1>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.select %37, %25, %38 : tensor<8xi1>, tensor<8xf32>
    %40 = stablehlo.round_nearest_even %39 : tensor<8xf32>
    %41 = stablehlo.subtract %24, %40 : tensor<8xf32>
    %42 = stablehlo.subtract %39, %40 : tensor<8xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<8xf32>
    %44 = stablehlo.select %22, %25, %43 : tensor<8xi1>, tensor<8xf32>
    %45 = stablehlo.minimum %44, %30 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.compare LE, %45, %46 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %48:3 = call @_lgamma_pos_small.4(%45) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
    %49:3 = call @_lgamma_pos_large.7(%45) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
    %50 = stablehlo.add %49#0, %49#1 : tensor<8xf32>
    %51 = stablehlo.select %47, %48#0, %50 : tensor<8xi1>, tensor<8xf32>
    %52:2 = call @_lgamma_neg_root.11(%39, %40) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xi1>, tensor<8xf32>)
    %53 = stablehlo.abs %42 : tensor<8xf32>
    %54:2 = call @_log_f32.2(%53, %16) : (tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf32>)
    %55 = stablehlo.select %47, %48#1, %49#0 : tensor<8xi1>, tensor<8xf32>
    %56 = stablehlo.select %47, %48#2, %49#1 : tensor<8xi1>, tensor<8xf32>
    %57 = stablehlo.add %56, %54#1 : tensor<8xf32>
    %58 = stablehlo.subtract %24, %40 : tensor<8xf32>
    %59 = stablehlo.subtract %58, %43 : tensor<8xf32>
    %60 = stablehlo.subtract %59, %42 : tensor<8xf32>
    %61 = stablehlo.multiply %49#2, %60 : tensor<8xf32>
    %62 = call @_lgamma_neg_reflection.9(%42, %54#0, %55, %57, %61) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %63 = stablehlo.select %52#0, %52#1, %62 : tensor<8xi1>, tensor<8xf32>
    %64 = stablehlo.select %22, %51, %63 : tensor<8xi1>, tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.compare EQ, %64, %65 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %67 = stablehlo.select %66, %65, %64 : tensor<8xi1>, tensor<8xf32>
    %68 = stablehlo.select %32, %33, %67 : tensor<8xi1>, tensor<8xf32>
    %69 = stablehlo.select %0, %1, %68 : tensor<8xi1>, tensor<8xf32>
    return %69 : tensor<8xf32>
  }
  func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %0 = mhlo.erf %arg0 : tensor<8xf32>
    %1 = stablehlo.abs %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<7.85386146E-5> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<-8.0101937E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.add %6, %7 : tensor<8xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.00518832775> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.add %9, %10 : tensor<8xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<-0.0268538129> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.add %12, %13 : tensor<8xf32>
    %15 = stablehlo.multiply %14, %4 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.112835854> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.add %15, %16 : tensor<8xf32>
    %18 = stablehlo.multiply %17, %4 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<-0.37612626> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.add %18, %19 : tensor<8xf32>
    %21 = stablehlo.multiply %20, %4 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.12837911> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.add %21, %22 : tensor<8xf32>
    %24 = stablehlo.multiply %arg0, %23 : tensor<8xf32>
    %25 = stablehlo.subtract %2, %24 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.compare LT, %arg0, %26 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %arg0, %arg0 : tensor<8xf32>
    %30 = stablehlo.negate %29 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<-88.7228394> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.compare LT, %30, %31 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %33 = stablehlo.exponential %30 : tensor<8xf32>
    %34 = stablehlo.abs %arg0 : tensor<8xf32>
    %35 = stablehlo.divide %2, %34 : tensor<8xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<8xf32>
    %37 = stablehlo.compare LT, %34, %28 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %38 = stablehlo.divide %2, %29 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.326820e-02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<-0.138703942> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.add %40, %41 : tensor<8xf32>
    %43 = stablehlo.multiply %42, %38 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.368742466> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.add %43, %44 : tensor<8xf32>
    %46 = stablehlo.multiply %45, %38 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<-0.582473278> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.add %46, %47 : tensor<8xf32>
    %49 = stablehlo.multiply %48, %38 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.621000468> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.add %49, %50 : tensor<8xf32>
    %52 = stablehlo.multiply %51, %38 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<-0.494451523> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %54 = stablehlo.add %52, %53 : tensor<8xf32>
    %55 = stablehlo.multiply %54, %38 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<3.404880e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.add %55, %56 : tensor<8xf32>
    %58 = stablehlo.multiply %57, %38 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<-0.274112701> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.add %58, %59 : tensor<8xf32>
    %61 = stablehlo.multiply %60, %38 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.563825965> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.add %61, %62 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<-10.477664> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.multiply %38, %64 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<1.297720e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.add %65, %66 : tensor<8xf32>
    %68 = stablehlo.multiply %67, %38 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<-7.49551868> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.add %68, %69 : tensor<8xf32>
    %71 = stablehlo.multiply %70, %38 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<2.92101908> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.add %71, %72 : tensor<8xf32>
    %74 = stablehlo.multiply %73, %38 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<-1.01526523> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.add %74, %75 : tensor<8xf32>
    %77 = stablehlo.multiply %76, %38 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.42184633> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.add %77, %78 : tensor<8xf32>
    %80 = stablehlo.multiply %79, %38 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<-0.282076746> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.add %80, %81 : tensor<8xf32>
    %83 = stablehlo.multiply %82, %38 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<0.564189494> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.add %83, %84 : tensor<8xf32>
    %86 = stablehlo.select %37, %63, %85 : tensor<8xi1>, tensor<8xf32>
    %87 = stablehlo.multiply %36, %86 : tensor<8xf32>
    %88 = stablehlo.select %32, %26, %87 : tensor<8xi1>, tensor<8xf32>
    %89 = stablehlo.subtract %28, %88 : tensor<8xf32>
    %90 = stablehlo.select %27, %89, %88 : tensor<8xi1>, tensor<8xf32>
    %91 = stablehlo.select %3, %25, %90 : tensor<8xi1>, tensor<8xf32>
    %92 = stablehlo.tanh %arg0 : tensor<8xf32>
    %93 = stablehlo.abs %92 : tensor<8xf32>
    %94 = stablehlo.compare EQ, %93, %2 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<8xf32>
    %97 = stablehlo.negate %92 : tensor<8xf32>
    %98 = stablehlo.multiply %92, %97 : tensor<8xf32>
    %99 = stablehlo.log_plus_one %98 : tensor<8xf32>
    %100 = stablehlo.negate %99 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %102 = stablehlo.compare LT, %100, %101 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_29 = stablehlo.constant dense<1.50140941> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_30 = stablehlo.constant dense<2.83297682> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.select %102, %103, %104 : tensor<8xi1>, tensor<8xf32>
    %cst_31 = stablehlo.constant dense<0.246640727> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.00167406> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.select %102, %106, %107 : tensor<8xi1>, tensor<8xf32>
    %cst_33 = stablehlo.constant dense<-0.00417768164> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_34 = stablehlo.constant dense<0.00943887047> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.select %102, %109, %110 : tensor<8xi1>, tensor<8xf32>
    %cst_35 = stablehlo.constant dense<-0.00125372503> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_36 = stablehlo.constant dense<-0.0076224613> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %114 = stablehlo.select %102, %112, %113 : tensor<8xi1>, tensor<8xf32>
    %cst_37 = stablehlo.constant dense<2.1858087E-4> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.00573950773> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %117 = stablehlo.select %102, %115, %116 : tensor<8xi1>, tensor<8xf32>
    %cst_39 = stablehlo.constant dense<-4.39150654E-6> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_40 = stablehlo.constant dense<-0.00367342844> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.select %102, %118, %119 : tensor<8xi1>, tensor<8xf32>
    %cst_41 = stablehlo.constant dense<-3.5233877E-6> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_42 = stablehlo.constant dense<0.00134934322> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.select %102, %121, %122 : tensor<8xi1>, tensor<8xf32>
    %cst_43 = stablehlo.constant dense<3.43273939E-7> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.00950558E-4> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.select %102, %124, %125 : tensor<8xi1>, tensor<8xf32>
    %cst_45 = stablehlo.constant dense<2.81022636E-8> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_46 = stablehlo.constant dense<-2.00214257E-4> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %129 = stablehlo.select %102, %127, %128 : tensor<8xi1>, tensor<8xf32>
    %cst_47 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %131 = stablehlo.subtract %100, %130 : tensor<8xf32>
    %132 = stablehlo.sqrt %100 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %134 = stablehlo.subtract %132, %133 : tensor<8xf32>
    %135 = stablehlo.select %102, %131, %134 : tensor<8xi1>, tensor<8xf32>
    %136 = stablehlo.multiply %129, %135 : tensor<8xf32>
    %137 = stablehlo.add %126, %136 : tensor<8xf32>
    %138 = stablehlo.multiply %137, %135 : tensor<8xf32>
    %139 = stablehlo.add %123, %138 : tensor<8xf32>
    %140 = stablehlo.multiply %139, %135 : tensor<8xf32>
    %141 = stablehlo.add %120, %140 : tensor<8xf32>
    %142 = stablehlo.multiply %141, %135 : tensor<8xf32>
    %143 = stablehlo.add %117, %142 : tensor<8xf32>
    %144 = stablehlo.multiply %143, %135 : tensor<8xf32>
    %145 = stablehlo.add %114, %144 : tensor<8xf32>
    %146 = stablehlo.multiply %145, %135 : tensor<8xf32>
    %147 = stablehlo.add %111, %146 : tensor<8xf32>
    %148 = stablehlo.multiply %147, %135 : tensor<8xf32>
    %149 = stablehlo.add %108, %148 : tensor<8xf32>
    %150 = stablehlo.multiply %149, %135 : tensor<8xf32>
    %151 = stablehlo.add %105, %150 : tensor<8xf32>
    %152 = stablehlo.multiply %151, %92 : tensor<8xf32>
    %153 = stablehlo.select %94, %96, %152 : tensor<8xi1>, tensor<8xf32>
    %154 = stablehlo.abs %arg0 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %156 = stablehlo.add %154, %155 : tensor<8xf32>
    %157 = call @lgamma_impl.12(%156) : (tensor<8xf32>) -> tensor<8xf32>
    %158 = stablehlo.abs %arg0 : tensor<8xf32>
    %159 = stablehlo.add %158, %155 : tensor<8xf32>
    %160 = stablehlo.compare EQ, %159, %26 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %162 = stablehlo.compare LT, %159, %26 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %163 = stablehlo.floor %159 : tensor<8xf32>
    %164 = stablehlo.compare EQ, %159, %163 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %165 = stablehlo.and %162, %164 : tensor<8xi1>
    %cst_51 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %167 = stablehlo.compare LT, %159, %155 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %168 = stablehlo.negate %159 : tensor<8xf32>
    %169 = stablehlo.subtract %159, %2 : tensor<8xf32>
    %170 = stablehlo.select %167, %168, %169 : tensor<8xi1>, tensor<8xf32>
    %cst_52 = stablehlo.constant dense<7.500000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %172 = stablehlo.divide %170, %171 : tensor<8xf32>
    %173 = stablehlo.log_plus_one %172 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<2.01490307> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %175 = stablehlo.add %173, %174 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<676.520386> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %177 = stablehlo.add %170, %2 : tensor<8xf32>
    %178 = stablehlo.multiply %177, %177 : tensor<8xf32>
    %179 = stablehlo.divide %176, %178 : tensor<8xf32>
    %180 = stablehlo.subtract %26, %179 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<-1259.13916> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.add %170, %28 : tensor<8xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<8xf32>
    %184 = stablehlo.divide %181, %183 : tensor<8xf32>
    %185 = stablehlo.subtract %180, %184 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<771.323425> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %187 = stablehlo.add %170, %133 : tensor<8xf32>
    %188 = stablehlo.multiply %187, %187 : tensor<8xf32>
    %189 = stablehlo.divide %186, %188 : tensor<8xf32>
    %190 = stablehlo.subtract %185, %189 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<-176.615036> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_58 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %193 = stablehlo.add %170, %192 : tensor<8xf32>
    %194 = stablehlo.multiply %193, %193 : tensor<8xf32>
    %195 = stablehlo.divide %191, %194 : tensor<8xf32>
    %196 = stablehlo.subtract %190, %195 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<12.5073433> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.add %170, %101 : tensor<8xf32>
    %199 = stablehlo.multiply %198, %198 : tensor<8xf32>
    %200 = stablehlo.divide %197, %199 : tensor<8xf32>
    %201 = stablehlo.subtract %196, %200 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<-0.138571098> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_61 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %204 = stablehlo.add %170, %203 : tensor<8xf32>
    %205 = stablehlo.multiply %204, %204 : tensor<8xf32>
    %206 = stablehlo.divide %202, %205 : tensor<8xf32>
    %207 = stablehlo.subtract %201, %206 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<9.98436917E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_63 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.add %170, %209 : tensor<8xf32>
    %211 = stablehlo.multiply %210, %210 : tensor<8xf32>
    %212 = stablehlo.divide %208, %211 : tensor<8xf32>
    %213 = stablehlo.subtract %207, %212 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<1.50563267E-7> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %216 = stablehlo.add %170, %215 : tensor<8xf32>
    %217 = stablehlo.multiply %216, %216 : tensor<8xf32>
    %218 = stablehlo.divide %214, %217 : tensor<8xf32>
    %219 = stablehlo.subtract %213, %218 : tensor<8xf32>
    %220 = stablehlo.divide %176, %177 : tensor<8xf32>
    %221 = stablehlo.add %220, %2 : tensor<8xf32>
    %222 = stablehlo.divide %181, %182 : tensor<8xf32>
    %223 = stablehlo.add %221, %222 : tensor<8xf32>
    %224 = stablehlo.divide %186, %187 : tensor<8xf32>
    %225 = stablehlo.add %223, %224 : tensor<8xf32>
    %226 = stablehlo.divide %191, %193 : tensor<8xf32>
    %227 = stablehlo.add %225, %226 : tensor<8xf32>
    %228 = stablehlo.divide %197, %198 : tensor<8xf32>
    %229 = stablehlo.add %227, %228 : tensor<8xf32>
    %230 = stablehlo.divide %202, %204 : tensor<8xf32>
    %231 = stablehlo.add %229, %230 : tensor<8xf32>
    %232 = stablehlo.divide %208, %210 : tensor<8xf32>
    %233 = stablehlo.add %231, %232 : tensor<8xf32>
    %234 = stablehlo.divide %214, %216 : tensor<8xf32>
    %235 = stablehlo.add %233, %234 : tensor<8xf32>
    %236 = stablehlo.divide %219, %235 : tensor<8xf32>
    %237 = stablehlo.add %175, %236 : tensor<8xf32>
    %238 = stablehlo.add %170, %171 : tensor<8xf32>
    %239 = stablehlo.divide %209, %238 : tensor<8xf32>
    %240 = stablehlo.subtract %237, %239 : tensor<8xf32>
    %241 = stablehlo.add %159, %155 : tensor<8xf32>
    %242 = stablehlo.floor %241 : tensor<8xf32>
    %243 = stablehlo.abs %242 : tensor<8xf32>
    %244 = stablehlo.add %159, %243 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<8xf32>
    %247 = stablehlo.cosine %246 : tensor<8xf32>
    %248 = stablehlo.multiply %247, %245 : tensor<8xf32>
    %249 = stablehlo.sine %246 : tensor<8xf32>
    %250 = stablehlo.divide %248, %249 : tensor<8xf32>
    %251 = stablehlo.subtract %240, %250 : tensor<8xf32>
    %252 = stablehlo.select %167, %251, %240 : tensor<8xi1>, tensor<8xf32>
    %253 = stablehlo.select %165, %166, %252 : tensor<8xi1>, tensor<8xf32>
    %254 = stablehlo.select %160, %161, %253 : tensor<8xi1>, tensor<8xf32>
    return %0, %91, %153, %157, %254 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
