module {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<2x5xi64>, %arg2: tensor<1x2x3x4xf32>) -> (tensor<3x5xf32>, tensor<3x3xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xi64>, tensor<3x2xf32>, tensor<3x2xi64>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<2x5x4xf32>, tensor<1x2x6x8xf32>, tensor<1x2x3x5xf32>, tensor<3x6xf32>, tensor<10x4xf32>, tensor<2x5x5xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3x2xf32>, tensor<3xi64>) {
    %cst = arith.constant dense<[[1.14531147, -0.964600563, -0.258543253, -0.0421346352], [-0.955515921, -0.134570017, 0.852700293, 0.0964763686], [0.0154092805, -0.918442488, -1.23420429, 0.25392434], [0.29004243, -0.623246848, 2.11080408, 1.0702455], [0.59901917, -0.302125365, -0.744580268, -1.0912962], [1.78237486, -0.41295585, 0.103584453, -0.351409733], [0.593678594, 0.720313966, 5.061110e-01, 1.51917601], [-0.489686698, 0.923063635, 1.99776864, 1.48267519], [0.257715553, -0.722557067, -0.924393355, 1.87368178], [1.01219523, -1.448174, 0.175523311, 0.606158376]]> : tensor<10x4xf32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<4xf32>
    %0 = call @_aten_embedding_0_145b98ea(%cst, %arg1) : (tensor<10x4xf32>, tensor<2x5xi64>) -> tensor<2x5x4xf32>
    %1 = call @_aten_select_1_ddf23abb(%arg1) : (tensor<2x5xi64>) -> tensor<5xi64>
    %2 = call @_aten_remainder_2_a5608370(%1) : (tensor<5xi64>) -> tensor<5xi64>
    %3 = call @_aten_index_3_91d7288a(%arg0, %2) : (tensor<3x6xf32>, tensor<5xi64>) -> tensor<3x5xf32>
    %4 = call @_aten_slice_4_456fb71c(%arg1) : (tensor<2x5xi64>) -> tensor<2x3xi64>
    %5 = call @_aten_repeat_5_842dcd02(%4) : (tensor<2x3xi64>) -> tensor<4x3xi64>
    %6 = call @_aten_slice_6_875b44df(%5) : (tensor<4x3xi64>) -> tensor<3x3xi64>
    %7 = call @_aten_remainder_7_dcbbe9cc(%6) : (tensor<3x3xi64>) -> tensor<3x3xi64>
    %8 = call @_aten_gather_8_535a6dc3(%arg0, %7) : (tensor<3x6xf32>, tensor<3x3xi64>) -> tensor<3x3xf32>
    %9:2 = call @_aten_sort_9_6f848833(%arg0) : (tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6xi64>)
    %10:2 = call @jax_lowering_10_814f738f(%arg0) : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %11 = stablehlo.convert %10#1 : (tensor<3x2xi32>) -> tensor<3x2xi64>
    %12 = call @_aten_clamp_11_3dd22d3c(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %13 = call @_aten_pow_12_e355a322(%12) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %14 = call @_aten_gt_13_09488dd0(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xi1>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %15 = call @jax_lowering_14_691527eb(%arg0, %cst_2) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %16 = call @jax_lowering_15_b032a566(%14, %arg0, %15) : (tensor<3x6xi1>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %17 = call @jax_lowering_16_bd6948aa(%13, %16) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %18 = call @jax_lowering_14_691527eb(%arg0, %cst_3) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %19 = call @_aten_softmax_17_9bd35482(%18) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %20 = stablehlo.reshape %0 : (tensor<2x5x4xf32>) -> tensor<1x10x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%20, %cst_4, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x4xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x4xf32>, tensor<10xf32>, tensor<10xf32>)
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<10xf32>
    %21 = stablehlo.add %batch_var, %cst_6 : tensor<10xf32>
    %22 = stablehlo.rsqrt %21 : tensor<10xf32>
    %23 = stablehlo.reshape %batch_mean : (tensor<10xf32>) -> tensor<2x5x1xf32>
    %24 = stablehlo.reshape %22 : (tensor<10xf32>) -> tensor<2x5x1xf32>
    %25 = stablehlo.reshape %output : (tensor<1x10x4xf32>) -> tensor<2x5x4xf32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [2] : (tensor<4xf32>) -> tensor<2x5x4xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<2x5x4xf32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [2] : (tensor<4xf32>) -> tensor<2x5x4xf32>
    %29 = stablehlo.add %28, %27 : tensor<2x5x4xf32>
    %30 = call @_aten_arange_18_be8e6fb1() : () -> tensor<6xi64>
    %31 = stablehlo.convert %30 : (tensor<6xi64>) -> tensor<6xi32>
    %32 = stablehlo.convert %31 : (tensor<6xi32>) -> tensor<6xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = call @jax_lowering_19_fc517c57(%32, %cst_7) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = call @jax_lowering_20_19f41817(%33, %cst_8) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = call @jax_lowering_21_07bfe82e(%34, %cst_9) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %36 = call @_aten_clamp_22_d60530ce(%35) : (tensor<6xf32>) -> tensor<6xf32>
    %37 = call @_aten_unsafe_view_23_b6a7f5c9(%36) : (tensor<6xf32>) -> tensor<6x1xf32>
    %38 = stablehlo.convert %37 : (tensor<6x1xf32>) -> tensor<6x1xi64>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %39 = call @jax_lowering_24_b32fc89b(%38, %c) : (tensor<6x1xi64>, tensor<i32>) -> tensor<6x1xi64>
    %40 = call @_aten_clamp_25_ca5c3e5b(%39) : (tensor<6x1xi64>) -> tensor<6x1xi64>
    %41 = call @_aten_arange_26_98923ea1() : () -> tensor<8xi64>
    %42 = stablehlo.convert %41 : (tensor<8xi64>) -> tensor<8xi32>
    %43 = stablehlo.convert %42 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = call @jax_lowering_27_c70f9a3f(%43, %cst_10) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = call @jax_lowering_28_e3ea63ba(%44, %cst_11) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = call @jax_lowering_29_b827b252(%45, %cst_12) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %47 = call @_aten_clamp_30_dbf38113(%46) : (tensor<8xf32>) -> tensor<8xf32>
    %48 = call @_aten_unsafe_view_31_f3efcc90(%47) : (tensor<8xf32>) -> tensor<8xf32>
    %49 = stablehlo.convert %48 : (tensor<8xf32>) -> tensor<8xi64>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %50 = call @jax_lowering_32_e1c7ba16(%49, %c_13) : (tensor<8xi64>, tensor<i32>) -> tensor<8xi64>
    %51 = call @_aten_clamp_33_2a345aad(%50) : (tensor<8xi64>) -> tensor<8xi64>
    %52 = call @_aten_index_34_fd19b18e(%arg2, %38, %49) : (tensor<1x2x3x4xf32>, tensor<6x1xi64>, tensor<8xi64>) -> tensor<1x2x6x8xf32>
    %53 = call @_aten_index_34_fd19b18e(%arg2, %38, %51) : (tensor<1x2x3x4xf32>, tensor<6x1xi64>, tensor<8xi64>) -> tensor<1x2x6x8xf32>
    %54 = call @_aten_index_34_fd19b18e(%arg2, %40, %49) : (tensor<1x2x3x4xf32>, tensor<6x1xi64>, tensor<8xi64>) -> tensor<1x2x6x8xf32>
    %55 = call @_aten_index_34_fd19b18e(%arg2, %40, %51) : (tensor<1x2x3x4xf32>, tensor<6x1xi64>, tensor<8xi64>) -> tensor<1x2x6x8xf32>
    %56 = call @jax_lowering_35_51dc0c67(%48, %49) : (tensor<8xf32>, tensor<8xi64>) -> tensor<8xf32>
    %57 = call @_aten_clamp_36_5209de4c(%56) : (tensor<8xf32>) -> tensor<8xf32>
    %58 = call @jax_lowering_37_d1e28fc9(%53, %52) : (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %59 = call @jax_lowering_38_212a75e2(%58, %57) : (tensor<1x2x6x8xf32>, tensor<8xf32>) -> tensor<1x2x6x8xf32>
    %60 = call @jax_lowering_39_80854cdb(%52, %59) : (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %61 = call @jax_lowering_37_d1e28fc9(%55, %54) : (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %62 = call @jax_lowering_38_212a75e2(%61, %57) : (tensor<1x2x6x8xf32>, tensor<8xf32>) -> tensor<1x2x6x8xf32>
    %63 = call @jax_lowering_39_80854cdb(%54, %62) : (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %64 = call @jax_lowering_40_528742ae(%37, %38) : (tensor<6x1xf32>, tensor<6x1xi64>) -> tensor<6x1xf32>
    %65 = call @_aten_clamp_41_32bcfbaf(%64) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %66 = call @jax_lowering_37_d1e28fc9(%63, %60) : (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %67 = call @jax_lowering_42_62d67638(%66, %65) : (tensor<1x2x6x8xf32>, tensor<6x1xf32>) -> tensor<1x2x6x8xf32>
    %68 = call @jax_lowering_39_80854cdb(%60, %67) : (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %69 = call @_aten_arange_43_c2b1e9fb() : () -> tensor<3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = call @jax_lowering_44_0f2750de(%69, %cst_14) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = call @jax_lowering_45_666369fa(%70, %cst_15) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.convert %71 : (tensor<3xf32>) -> tensor<3xi64>
    %73 = call @_aten_unsqueeze_46_9007aadb(%72) : (tensor<3xi64>) -> tensor<3x1xi64>
    %74 = call @_aten_arange_47_c8e2949c() : () -> tensor<5xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = call @jax_lowering_48_0a2692ed(%74, %cst_16) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_17 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %76 = call @jax_lowering_49_ae34ac8d(%75, %cst_17) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %77 = stablehlo.convert %76 : (tensor<5xf32>) -> tensor<5xi64>
    %78 = call @_aten_index_50_1d231345(%arg2, %73, %77) : (tensor<1x2x3x4xf32>, tensor<3x1xi64>, tensor<5xi64>) -> tensor<1x2x3x5xf32>
    %79 = call @jax_lowering_51_e875b2c0(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xi1>
    %80 = call @_aten_scalar_tensor_52_d75fdc69() : () -> tensor<f32>
    %81 = call @jax_lowering_53_171d53d9(%79, %80, %arg0) : (tensor<3x6xi1>, tensor<f32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %82 = call @_aten_flip_54_b06bdc00(%81) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %83 = call @_aten_roll_55_de970f8a(%82) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %84 = call @_full_56_d7fcba6c() : () -> tensor<10x4xf32>
    %85 = call @_aten_select_57_1df1dea0(%arg1) : (tensor<2x5xi64>) -> tensor<5xi64>
    %86 = call @_aten_select_58_52166f48(%0) : (tensor<2x5x4xf32>) -> tensor<5x4xf32>
    %87 = call @_aten_index_put_59_561ed85a(%84, %85, %86) : (tensor<10x4xf32>, tensor<5xi64>, tensor<5x4xf32>) -> tensor<10x4xf32>
    %88 = call @jax_lowering_60_a671dc2b(%29, %0) : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x5xf32>
    %89 = call @_aten_amax_61_fa9e9e06(%arg0) : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %90 = stablehlo.abs %89 : tensor<1x6xf32>
    %91 = call @_aten_eq_62_a2abef8f(%90) : (tensor<1x6xf32>) -> tensor<1x6xi1>
    %92 = call @_aten_scalar_tensor_63_0e31ff73() : () -> tensor<f32>
    %93 = call @jax_lowering_64_04674dcf(%91, %92, %89) : (tensor<1x6xi1>, tensor<f32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %94 = call @_aten_squeeze_dim_65_108296f7(%93) : (tensor<1x6xf32>) -> tensor<6xf32>
    %95 = call @jax_lowering_66_d7ab6bb5(%arg0, %93) : (tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<3x6xf32>
    %96 = call @_aten_exp_67_71d5ae60(%95) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %97 = call @_aten_sum_68_c9006d2e(%96) : (tensor<3x6xf32>) -> tensor<6xf32>
    %98 = call @_aten_log_69_c0dc5544(%97) : (tensor<6xf32>) -> tensor<6xf32>
    %99 = call @jax_lowering_70_34c61d5e(%98, %94) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %100 = call @_aten_gelu_71_9209172e(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %101 = call @jax_lowering_72_27906299(%arg0, %cst_18) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %102 = call @_aten_atan2_73_eb53c8f5(%arg0, %101) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %103 = call @jax_lowering_16_bd6948aa(%100, %102) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %cst_19 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %104 = call @jax_lowering_14_691527eb(%arg0, %cst_19) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %105 = call @_aten_remainder_74_1a8e22fd(%104) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %106 = call @jax_lowering_16_bd6948aa(%103, %105) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %107 = call @_aten_arange_18_be8e6fb1() : () -> tensor<6xi64>
    %108 = stablehlo.convert %107 : (tensor<6xi64>) -> tensor<6xi32>
    %109 = call @_aten_unsqueeze_75_87febf6c(%108) : (tensor<6xi32>) -> tensor<1x6xi32>
    %110 = call @_aten_arange_76_97969dc0() : () -> tensor<3xi64>
    %111 = stablehlo.convert %110 : (tensor<3xi64>) -> tensor<3xi32>
    %112 = call @_aten_unsqueeze_77_c5fe45cd(%111) : (tensor<3xi32>) -> tensor<3x1xi32>
    %113 = call @jax_lowering_78_269344e7(%109, %112) : (tensor<1x6xi32>, tensor<3x1xi32>) -> tensor<3x6xi32>
    %114 = call @_aten_ge_79_bb9c0fef(%113) : (tensor<3x6xi32>) -> tensor<3x6xi1>
    %115 = call @_aten_scalar_tensor_63_0e31ff73() : () -> tensor<f32>
    %116 = call @jax_lowering_80_61080a86(%114, %106, %115) : (tensor<3x6xi1>, tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %117 = call @_aten_var_81_0890dda0(%arg0) : (tensor<3x6xf32>) -> tensor<3xf32>
    %118 = call @_aten_mean_82_778fb584(%arg0) : (tensor<3x6xf32>) -> tensor<3xf32>
    %119 = call @_aten_unsqueeze_83_a625f3f3(%117) : (tensor<3xf32>) -> tensor<3x1xf32>
    %120 = call @_aten_unsqueeze_83_a625f3f3(%118) : (tensor<3xf32>) -> tensor<3x1xf32>
    %121 = stablehlo.concatenate %119, %120, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %122 = call @_aten_cumsum_84_6c2f3110(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %123 = call @_aten_argmax_85_cf3dbc2c(%arg0) : (tensor<3x6xf32>) -> tensor<3xi64>
    return %3, %8, %122, %9#0, %9#1, %10#0, %11, %17, %19, %29, %68, %78, %83, %87, %88, %99, %116, %121, %123 : tensor<3x5xf32>, tensor<3x3xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xi64>, tensor<3x2xf32>, tensor<3x2xi64>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<2x5x4xf32>, tensor<1x2x6x8xf32>, tensor<1x2x3x5xf32>, tensor<3x6xf32>, tensor<10x4xf32>, tensor<2x5x5xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3x2xf32>, tensor<3xi64>
  }
  func.func private @_aten_argmax_85_cf3dbc2c(%arg0: tensor<3x6xf32>) -> (tensor<3xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x6xf32>, tensor<3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<3xi64>
  }
  func.func private @_aten_cumsum_84_6c2f3110(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 6>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_unsqueeze_83_a625f3f3(%arg0: tensor<3xf32>) -> (tensor<3x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    return %0 : tensor<3x1xf32>
  }
  func.func private @_aten_mean_82_778fb584(%arg0: tensor<3x6xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_aten_var_81_0890dda0(%arg0: tensor<3x6xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x6xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<3x6xf32>
    %7 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.divide %9, %10 : tensor<3xf32>
    %12 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %13 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.select %12, %11, %14 : tensor<i1>, tensor<3xf32>
    return %15 : tensor<3xf32>
  }
  func.func private @jax_lowering_80_61080a86(%arg0: tensor<3x6xi1>, %arg1: tensor<3x6xf32>, %arg2: tensor<f32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x6xi1>, tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_ge_79_bb9c0fef(%arg0: tensor<3x6xi32>) -> (tensor<3x6xi1> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %1 = stablehlo.compare GE, %arg0, %0, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    return %1 : tensor<3x6xi1>
  }
  func.func private @jax_lowering_78_269344e7(%arg0: tensor<1x6xi32>, %arg1: tensor<3x1xi32>) -> (tensor<3x6xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<3x6xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x6xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<3x6xi32>
    return %2 : tensor<3x6xi32>
  }
  func.func private @_aten_unsqueeze_77_c5fe45cd(%arg0: tensor<3xi32>) -> (tensor<3x1xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    return %0 : tensor<3x1xi32>
  }
  func.func private @_aten_arange_76_97969dc0() -> (tensor<3xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    return %0 : tensor<3xi64>
  }
  func.func private @_aten_unsqueeze_75_87febf6c(%arg0: tensor<6xi32>) -> (tensor<1x6xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    return %0 : tensor<1x6xi32>
  }
  func.func private @_aten_remainder_74_1a8e22fd(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<3x6xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %7 = stablehlo.compare LT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<3x6xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<3x6xi1>, tensor<3x6xi1>) -> tensor<3x6xi1>
    %10 = stablehlo.and %9, %4 : tensor<3x6xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %12 = stablehlo.add %2, %11 : tensor<3x6xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<3x6xi1>, tensor<3x6xf32>
    return %13 : tensor<3x6xf32>
  }
  func.func private @_aten_atan2_73_eb53c8f5(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_72_27906299(%arg0: tensor<3x6xf32>, %arg1: tensor<f32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_gelu_71_9209172e(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.12837911> : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<-0.37612626> : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<0.112835854> : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<-0.0268538129> : tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<0.00518832775> : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<-8.0101937E-4> : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<7.85386146E-5> : tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<3x6xf32>
    %cst_7 = stablehlo.constant dense<-88.7228394> : tensor<3x6xf32>
    %cst_8 = stablehlo.constant dense<0.564189494> : tensor<3x6xf32>
    %cst_9 = stablehlo.constant dense<-0.282076746> : tensor<3x6xf32>
    %cst_10 = stablehlo.constant dense<0.42184633> : tensor<3x6xf32>
    %cst_11 = stablehlo.constant dense<-1.01526523> : tensor<3x6xf32>
    %cst_12 = stablehlo.constant dense<2.92101908> : tensor<3x6xf32>
    %cst_13 = stablehlo.constant dense<-7.49551868> : tensor<3x6xf32>
    %cst_14 = stablehlo.constant dense<1.297720e+01> : tensor<3x6xf32>
    %cst_15 = stablehlo.constant dense<-10.477664> : tensor<3x6xf32>
    %cst_16 = stablehlo.constant dense<0.563825965> : tensor<3x6xf32>
    %cst_17 = stablehlo.constant dense<-0.274112701> : tensor<3x6xf32>
    %cst_18 = stablehlo.constant dense<3.404880e-01> : tensor<3x6xf32>
    %cst_19 = stablehlo.constant dense<-0.494451523> : tensor<3x6xf32>
    %cst_20 = stablehlo.constant dense<0.621000468> : tensor<3x6xf32>
    %cst_21 = stablehlo.constant dense<-0.582473278> : tensor<3x6xf32>
    %cst_22 = stablehlo.constant dense<0.368742466> : tensor<3x6xf32>
    %cst_23 = stablehlo.constant dense<-0.138703942> : tensor<3x6xf32>
    %cst_24 = stablehlo.constant dense<2.326820e-02> : tensor<3x6xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<3x6xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<3x6xf32>
    %cst_27 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<3x6xf32>
    %2 = stablehlo.negate %arg0 : tensor<3x6xf32>
    %3 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<3x6xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<3x6xf32>
    %6 = stablehlo.negate %5 : tensor<3x6xf32>
    %7 = stablehlo.abs %4 : tensor<3x6xf32>
    %8 = stablehlo.divide %cst_26, %5 : tensor<3x6xf32>
    %9 = stablehlo.exponential %6 : tensor<3x6xf32>
    %10 = stablehlo.divide %cst_26, %7 : tensor<3x6xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<3x6xf32>
    %12 = stablehlo.compare LT, %7, %cst_25 : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %13 = stablehlo.multiply %cst_24, %8 : tensor<3x6xf32>
    %14 = stablehlo.add %13, %cst_23 : tensor<3x6xf32>
    %15 = stablehlo.multiply %14, %8 : tensor<3x6xf32>
    %16 = stablehlo.add %15, %cst_22 : tensor<3x6xf32>
    %17 = stablehlo.multiply %16, %8 : tensor<3x6xf32>
    %18 = stablehlo.add %17, %cst_21 : tensor<3x6xf32>
    %19 = stablehlo.multiply %18, %8 : tensor<3x6xf32>
    %20 = stablehlo.add %19, %cst_20 : tensor<3x6xf32>
    %21 = stablehlo.multiply %20, %8 : tensor<3x6xf32>
    %22 = stablehlo.add %21, %cst_19 : tensor<3x6xf32>
    %23 = stablehlo.multiply %22, %8 : tensor<3x6xf32>
    %24 = stablehlo.add %23, %cst_18 : tensor<3x6xf32>
    %25 = stablehlo.multiply %24, %8 : tensor<3x6xf32>
    %26 = stablehlo.add %25, %cst_17 : tensor<3x6xf32>
    %27 = stablehlo.multiply %26, %8 : tensor<3x6xf32>
    %28 = stablehlo.add %27, %cst_16 : tensor<3x6xf32>
    %29 = stablehlo.multiply %cst_15, %8 : tensor<3x6xf32>
    %30 = stablehlo.add %29, %cst_14 : tensor<3x6xf32>
    %31 = stablehlo.multiply %30, %8 : tensor<3x6xf32>
    %32 = stablehlo.add %31, %cst_13 : tensor<3x6xf32>
    %33 = stablehlo.multiply %32, %8 : tensor<3x6xf32>
    %34 = stablehlo.add %33, %cst_12 : tensor<3x6xf32>
    %35 = stablehlo.multiply %34, %8 : tensor<3x6xf32>
    %36 = stablehlo.add %35, %cst_11 : tensor<3x6xf32>
    %37 = stablehlo.multiply %36, %8 : tensor<3x6xf32>
    %38 = stablehlo.add %37, %cst_10 : tensor<3x6xf32>
    %39 = stablehlo.multiply %38, %8 : tensor<3x6xf32>
    %40 = stablehlo.add %39, %cst_9 : tensor<3x6xf32>
    %41 = stablehlo.multiply %40, %8 : tensor<3x6xf32>
    %42 = stablehlo.add %41, %cst_8 : tensor<3x6xf32>
    %43 = stablehlo.select %12, %28, %42 : tensor<3x6xi1>, tensor<3x6xf32>
    %44 = stablehlo.multiply %11, %43 : tensor<3x6xf32>
    %45 = stablehlo.compare LT, %6, %cst_7 : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %46 = stablehlo.select %45, %cst_6, %44 : tensor<3x6xi1>, tensor<3x6xf32>
    %47 = stablehlo.compare LT, %4, %cst_6 : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %48 = stablehlo.subtract %cst_25, %46 : tensor<3x6xf32>
    %49 = stablehlo.select %47, %48, %46 : tensor<3x6xi1>, tensor<3x6xf32>
    %50 = stablehlo.multiply %4, %4 : tensor<3x6xf32>
    %51 = stablehlo.multiply %cst_5, %50 : tensor<3x6xf32>
    %52 = stablehlo.add %51, %cst_4 : tensor<3x6xf32>
    %53 = stablehlo.multiply %52, %50 : tensor<3x6xf32>
    %54 = stablehlo.add %53, %cst_3 : tensor<3x6xf32>
    %55 = stablehlo.multiply %54, %50 : tensor<3x6xf32>
    %56 = stablehlo.add %55, %cst_2 : tensor<3x6xf32>
    %57 = stablehlo.multiply %56, %50 : tensor<3x6xf32>
    %58 = stablehlo.add %57, %cst_1 : tensor<3x6xf32>
    %59 = stablehlo.multiply %58, %50 : tensor<3x6xf32>
    %60 = stablehlo.add %59, %cst_0 : tensor<3x6xf32>
    %61 = stablehlo.multiply %60, %50 : tensor<3x6xf32>
    %62 = stablehlo.add %61, %cst : tensor<3x6xf32>
    %63 = stablehlo.multiply %4, %62 : tensor<3x6xf32>
    %64 = stablehlo.subtract %cst_26, %63 : tensor<3x6xf32>
    %65 = stablehlo.abs %4 : tensor<3x6xf32>
    %66 = stablehlo.compare LT, %65, %cst_26 : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %67 = stablehlo.select %66, %64, %49 : tensor<3x6xi1>, tensor<3x6xf32>
    %68 = stablehlo.multiply %1, %67 : tensor<3x6xf32>
    return %68 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_70_34c61d5e(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @_aten_log_69_c0dc5544(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.log %arg0 : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @_aten_sum_68_c9006d2e(%arg0: tensor<3x6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @_aten_exp_67_71d5ae60(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.exponential %arg0 : tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_66_d7ab6bb5(%arg0: tensor<3x6xf32>, %arg1: tensor<1x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_squeeze_dim_65_108296f7(%arg0: tensor<1x6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x6xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @jax_lowering_64_04674dcf(%arg0: tensor<1x6xi1>, %arg1: tensor<f32>, %arg2: tensor<1x6xf32>) -> (tensor<1x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<1x6xi1>, tensor<1x6xf32>
    return %1 : tensor<1x6xf32>
  }
  func.func private @_aten_scalar_tensor_63_0e31ff73() -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func private @_aten_eq_62_a2abef8f(%arg0: tensor<1x6xf32>) -> (tensor<1x6xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    return %1 : tensor<1x6xi1>
  }
  func.func private @_aten_amax_61_fa9e9e06(%arg0: tensor<3x6xf32>) -> (tensor<1x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    return %1 : tensor<1x6xf32>
  }
  func.func private @jax_lowering_60_a671dc2b(%arg0: tensor<2x5x4xf32>, %arg1: tensor<2x5x4xf32>) -> (tensor<2x5x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x5xf32>
    return %0 : tensor<2x5x5xf32>
  }
  func.func private @_aten_index_put_59_561ed85a(%arg0: tensor<10x4xf32>, %arg1: tensor<5xi64>, %arg2: tensor<5x4xf32>) -> (tensor<10x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<10> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<5xi64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5xi1>, tensor<5xi64>
    %5 = stablehlo.convert %4 : (tensor<5xi64>) -> tensor<5xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %8 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<10x4xf32>
    return %7 : tensor<10x4xf32>
  }
  func.func private @_aten_select_58_52166f48(%arg0: tensor<2x5x4xf32>) -> (tensor<5x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:5, 0:4] : (tensor<2x5x4xf32>) -> tensor<1x5x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5x4xf32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @_aten_select_57_1df1dea0(%arg0: tensor<2x5xi64>) -> (tensor<5xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<2x5xi64>) -> tensor<1x5xi64>
    %1 = stablehlo.reshape %0 : (tensor<1x5xi64>) -> tensor<5xi64>
    return %1 : tensor<5xi64>
  }
  func.func private @_full_56_d7fcba6c() -> (tensor<10x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    return %0 : tensor<10x4xf32>
  }
  func.func private @_aten_roll_55_de970f8a(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [2:3, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:6] : (tensor<3x6xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x6xf32>, tensor<2x6xf32>) -> tensor<3x6xf32>
    return %2 : tensor<3x6xf32>
  }
  func.func private @_aten_flip_54_b06bdc00(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_53_171d53d9(%arg0: tensor<3x6xi1>, %arg1: tensor<f32>, %arg2: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3x6xi1>, tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_scalar_tensor_52_d75fdc69() -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func private @jax_lowering_51_e875b2c0(%arg0: tensor<3x6xf32>) -> (tensor<3x6xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    return %1 : tensor<3x6xi1>
  }
  func.func private @_aten_index_50_1d231345(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<3x1xi64>, %arg2: tensor<5xi64>) -> (tensor<1x2x3x5xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<4> : tensor<i64>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x1xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x1xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %6 = stablehlo.compare LT, %arg2, %5, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %8 = stablehlo.add %arg2, %7 : tensor<5xi64>
    %9 = stablehlo.select %6, %8, %arg2 : tensor<5xi1>, tensor<5xi64>
    %10 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x1xi64>) -> tensor<3x5xi64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<5xi64>) -> tensor<3x5xi64>
    %12 = stablehlo.convert %10 : (tensor<3x5xi64>) -> tensor<3x5xi32>
    %13 = stablehlo.convert %11 : (tensor<3x5xi64>) -> tensor<3x5xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 2 : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<1x2x3x4xf32>, tensor<3x5x2xi32>) -> tensor<1x2x3x5xf32>
    return %17 : tensor<1x2x3x5xf32>
  }
  func.func private @jax_lowering_49_ae34ac8d(%arg0: tensor<5xf32>, %arg1: tensor<f32>) -> (tensor<5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @jax_lowering_48_0a2692ed(%arg0: tensor<5xf32>, %arg1: tensor<f32>) -> (tensor<5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @_aten_arange_47_c8e2949c() -> (tensor<5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @_aten_unsqueeze_46_9007aadb(%arg0: tensor<3xi64>) -> (tensor<3x1xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xi64>) -> tensor<3x1xi64>
    return %0 : tensor<3x1xi64>
  }
  func.func private @jax_lowering_45_666369fa(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @jax_lowering_44_0f2750de(%arg0: tensor<3xf32>, %arg1: tensor<f32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @_aten_arange_43_c2b1e9fb() -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @jax_lowering_42_62d67638(%arg0: tensor<1x2x6x8xf32>, %arg1: tensor<6x1xf32>) -> (tensor<1x2x6x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<6x1xf32>) -> tensor<1x1x6x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x6x1xf32>) -> tensor<1x2x6x8xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<1x2x6x8xf32>
    return %2 : tensor<1x2x6x8xf32>
  }
  func.func private @_aten_clamp_41_32bcfbaf(%arg0: tensor<6x1xf32>) -> (tensor<6x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6x1xf32>
    %3 = stablehlo.convert %cst_0 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<6x1xf32>
    return %5 : tensor<6x1xf32>
  }
  func.func private @jax_lowering_40_528742ae(%arg0: tensor<6x1xf32>, %arg1: tensor<6x1xi64>) -> (tensor<6x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<6x1xi64>) -> tensor<6x1xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<6x1xf32>
    return %1 : tensor<6x1xf32>
  }
  func.func private @jax_lowering_39_80854cdb(%arg0: tensor<1x2x6x8xf32>, %arg1: tensor<1x2x6x8xf32>) -> (tensor<1x2x6x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x2x6x8xf32>
    return %0 : tensor<1x2x6x8xf32>
  }
  func.func private @jax_lowering_38_212a75e2(%arg0: tensor<1x2x6x8xf32>, %arg1: tensor<8xf32>) -> (tensor<1x2x6x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x2x6x8xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<1x2x6x8xf32>
    return %2 : tensor<1x2x6x8xf32>
  }
  func.func private @jax_lowering_37_d1e28fc9(%arg0: tensor<1x2x6x8xf32>, %arg1: tensor<1x2x6x8xf32>) -> (tensor<1x2x6x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<1x2x6x8xf32>
    return %0 : tensor<1x2x6x8xf32>
  }
  func.func private @_aten_clamp_36_5209de4c(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %cst_0 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @jax_lowering_35_51dc0c67(%arg0: tensor<8xf32>, %arg1: tensor<8xi64>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<8xi64>) -> tensor<8xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @_aten_index_34_fd19b18e(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<6x1xi64>, %arg2: tensor<8xi64>) -> (tensor<1x2x6x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<4> : tensor<i64>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6x1xi64>, tensor<6x1xi64>) -> tensor<6x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<6x1xi64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<6x1xi1>, tensor<6x1xi64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %6 = stablehlo.compare LT, %arg2, %5, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %8 = stablehlo.add %arg2, %7 : tensor<8xi64>
    %9 = stablehlo.select %6, %8, %arg2 : tensor<8xi1>, tensor<8xi64>
    %10 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x1xi64>) -> tensor<6x8xi64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xi64>) -> tensor<6x8xi64>
    %12 = stablehlo.convert %10 : (tensor<6x8xi64>) -> tensor<6x8xi32>
    %13 = stablehlo.convert %11 : (tensor<6x8xi64>) -> tensor<6x8xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x8xi32>) -> tensor<6x8x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<6x8xi32>) -> tensor<6x8x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 2 : (tensor<6x8x1xi32>, tensor<6x8x1xi32>) -> tensor<6x8x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<1x2x3x4xf32>, tensor<6x8x2xi32>) -> tensor<1x2x6x8xf32>
    return %17 : tensor<1x2x6x8xf32>
  }
  func.func private @_aten_clamp_33_2a345aad(%arg0: tensor<8xi64>) -> (tensor<8xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<3> : tensor<i64>
    %0 = stablehlo.convert %c : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %2 = stablehlo.minimum %1, %arg0 : tensor<8xi64>
    return %2 : tensor<8xi64>
  }
  func.func private @jax_lowering_32_e1c7ba16(%arg0: tensor<8xi64>, %arg1: tensor<i32>) -> (tensor<8xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %2 = stablehlo.add %arg0, %1 : tensor<8xi64>
    return %2 : tensor<8xi64>
  }
  func.func private @_aten_unsafe_view_31_f3efcc90(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    return %arg0 : tensor<8xf32>
  }
  func.func private @_aten_clamp_30_dbf38113(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @jax_lowering_29_b827b252(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @jax_lowering_28_e3ea63ba(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @jax_lowering_27_c70f9a3f(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @_aten_arange_26_98923ea1() -> (tensor<8xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi64>
    return %0 : tensor<8xi64>
  }
  func.func private @_aten_clamp_25_ca5c3e5b(%arg0: tensor<6x1xi64>) -> (tensor<6x1xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<2> : tensor<i64>
    %0 = stablehlo.convert %c : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %2 = stablehlo.minimum %1, %arg0 : tensor<6x1xi64>
    return %2 : tensor<6x1xi64>
  }
  func.func private @jax_lowering_24_b32fc89b(%arg0: tensor<6x1xi64>, %arg1: tensor<i32>) -> (tensor<6x1xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %2 = stablehlo.add %arg0, %1 : tensor<6x1xi64>
    return %2 : tensor<6x1xi64>
  }
  func.func private @_aten_unsafe_view_23_b6a7f5c9(%arg0: tensor<6xf32>) -> (tensor<6x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<6x1xf32>
    return %0 : tensor<6x1xf32>
  }
  func.func private @_aten_clamp_22_d60530ce(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @jax_lowering_21_07bfe82e(%arg0: tensor<6xf32>, %arg1: tensor<f32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @jax_lowering_20_19f41817(%arg0: tensor<6xf32>, %arg1: tensor<f32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @jax_lowering_19_fc517c57(%arg0: tensor<6xf32>, %arg1: tensor<f32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @_aten_arange_18_be8e6fb1() -> (tensor<6xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @_aten_softmax_17_9bd35482(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x6xf32>
    %6 = stablehlo.exponential %5 : tensor<3x6xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %10 = stablehlo.divide %6, %9 : tensor<3x6xf32>
    return %10 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_16_bd6948aa(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_15_b032a566(%arg0: tensor<3x6xi1>, %arg1: tensor<3x6xf32>, %arg2: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x6xi1>, tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_14_691527eb(%arg0: tensor<3x6xf32>, %arg1: tensor<f32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_gt_13_09488dd0(%arg0: tensor<3x6xf32>) -> (tensor<3x6xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    return %1 : tensor<3x6xi1>
  }
  func.func private @_aten_pow_12_e355a322(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.power %arg0, %0 : tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_aten_clamp_11_3dd22d3c(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %0 = stablehlo.convert %cst : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x6xf32>
    %3 = stablehlo.convert %cst_0 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x6xf32>
    return %5 : tensor<3x6xf32>
  }
  func.func private @jax_lowering_10_814f738f(%arg0: tensor<3x6xf32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x2xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    %2 = stablehlo.slice %1#0 [0:3, 0:2] : (tensor<3x6xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.slice %1#1 [0:3, 0:2] : (tensor<3x6xi32>) -> tensor<3x2xi32>
    return %2, %3 : tensor<3x2xf32>, tensor<3x2xi32>
  }
  func.func private @_aten_sort_9_6f848833(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<3x6xi64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %cst, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare LT, %8, %12, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.reverse %0, dims = [1] : tensor<3x6xf32>
    %2 = stablehlo.iota dim = 1 : tensor<3x6xi64>
    %3:2 = "stablehlo.sort"(%arg0, %2) <{dimension = 1 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %5 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %cst, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare LT, %8, %12, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi64>) -> (tensor<3x6xf32>, tensor<3x6xi64>)
    %4 = stablehlo.reverse %3#1, dims = [1] : tensor<3x6xi64>
    return %1, %4 : tensor<3x6xf32>, tensor<3x6xi64>
  }
  func.func private @_aten_gather_8_535a6dc3(%arg0: tensor<3x6xf32>, %arg1: tensor<3x3xi64>) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<6> : tensor<i64>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.reshape %0 : (tensor<3xi64>) -> tensor<3x1xi64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xi64>) -> tensor<3x3xi64>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %6 = stablehlo.add %2, %5 : tensor<3x3xi64>
    %7 = stablehlo.select %4, %6, %2 : tensor<3x3xi1>, tensor<3x3xi64>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %11 = stablehlo.add %arg1, %10 : tensor<3x3xi64>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<3x3xi1>, tensor<3x3xi64>
    %13 = stablehlo.convert %7 : (tensor<3x3xi64>) -> tensor<3x3xi32>
    %14 = stablehlo.convert %12 : (tensor<3x3xi64>) -> tensor<3x3xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %17 = stablehlo.concatenate %15, %16, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
    %18 = "stablehlo.gather"(%arg0, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x3x2xi32>) -> tensor<3x3xf32>
    return %18 : tensor<3x3xf32>
  }
  func.func private @_aten_remainder_7_dcbbe9cc(%arg0: tensor<3x3xi64>) -> (tensor<3x3xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<6> : tensor<i64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %c : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.select %1, %c_0, %0 : tensor<i1>, tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x3xi64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %9 = stablehlo.compare LT, %2, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %4, %13 : tensor<3x3xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x3xi1>, tensor<3x3xi64>
    return %15 : tensor<3x3xi64>
  }
  func.func private @_aten_slice_6_875b44df(%arg0: tensor<4x3xi64>) -> (tensor<3x3xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<4x3xi64>) -> tensor<3x3xi64>
    return %0 : tensor<3x3xi64>
  }
  func.func private @_aten_repeat_5_842dcd02(%arg0: tensor<2x3xi64>) -> (tensor<4x3xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xi64>) -> tensor<1x2x1x3xi64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xi64>) -> tensor<2x2x1x3xi64>
    %2 = stablehlo.reshape %1 : (tensor<2x2x1x3xi64>) -> tensor<4x3xi64>
    return %2 : tensor<4x3xi64>
  }
  func.func private @_aten_slice_4_456fb71c(%arg0: tensor<2x5xi64>) -> (tensor<2x3xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:2, 0:3] : (tensor<2x5xi64>) -> tensor<2x3xi64>
    return %0 : tensor<2x3xi64>
  }
  func.func private @_aten_index_3_91d7288a(%arg0: tensor<3x6xf32>, %arg1: tensor<5xi64>) -> (tensor<3x5xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<6> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<5xi64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5xi1>, tensor<5xi64>
    %5 = stablehlo.convert %4 : (tensor<5xi64>) -> tensor<5xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1>}> : (tensor<3x6xf32>, tensor<5x1xi32>) -> tensor<3x5xf32>
    return %7 : tensor<3x5xf32>
  }
  func.func private @_aten_remainder_2_a5608370(%arg0: tensor<5xi64>) -> (tensor<5xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<6> : tensor<i64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %c : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.select %1, %c_0, %0 : tensor<i1>, tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %9 = stablehlo.compare LT, %2, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %14 = stablehlo.add %4, %13 : tensor<5xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi64>
    return %15 : tensor<5xi64>
  }
  func.func private @_aten_select_1_ddf23abb(%arg0: tensor<2x5xi64>) -> (tensor<5xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<2x5xi64>) -> tensor<1x5xi64>
    %1 = stablehlo.reshape %0 : (tensor<1x5xi64>) -> tensor<5xi64>
    return %1 : tensor<5xi64>
  }
  func.func private @_aten_embedding_0_145b98ea(%arg0: tensor<10x4xf32>, %arg1: tensor<2x5xi64>) -> (tensor<2x5x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<10> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<2x5xi64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x5xi1>, tensor<2x5xi64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x5xi64>) -> tensor<2x5x1xi64>
    %6 = stablehlo.convert %5 : (tensor<2x5x1xi64>) -> tensor<2x5x1xi32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x5x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x5x1xi32>
    %11 = stablehlo.compare LE, %6, %10, SIGNED : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %12 = stablehlo.and %8, %11 : tensor<2x5x1xi1>
    %13 = stablehlo.reduce(%12 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<2x5x1xi1>, tensor<i1>) -> tensor<2x5xi1>
    %14 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<2x5x1xi32>) -> tensor<2x5x4xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x5xi1>) -> tensor<2x5x4xi1>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %17 = stablehlo.select %15, %14, %16 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    return %17 : tensor<2x5x4xf32>
  }
}
