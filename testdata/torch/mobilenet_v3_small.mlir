module @IrToHlo.1293 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x144xf32>, %arg4: tensor<144xf32>, %arg5: tensor<144xf32>, %arg6: tensor<144xf32>, %arg7: tensor<144xf32>, %arg8: tensor<144x24x1x1xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24xf32>, %arg11: tensor<24xf32>, %arg12: tensor<24xf32>, %arg13: tensor<24x72x1x1xf32>, %arg14: tensor<72xf32>, %arg15: tensor<72xf32>, %arg16: tensor<72xf32>, %arg17: tensor<72xf32>, %arg18: tensor<72x1x5x5xf32>, %arg19: tensor<72xf32>, %arg20: tensor<72xf32>, %arg21: tensor<72xf32>, %arg22: tensor<72xf32>, %arg23: tensor<72x16x1x1xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16x24x1x1xf32>, %arg29: tensor<24xf32>, %arg30: tensor<24xf32>, %arg31: tensor<24xf32>, %arg32: tensor<24xf32>, %arg33: tensor<24x1x5x5xf32>, %arg34: tensor<24xf32>, %arg35: tensor<24xf32>, %arg36: tensor<24xf32>, %arg37: tensor<24xf32>, %arg38: tensor<24x8x1x1xf32>, %arg39: tensor<8xf32>, %arg40: tensor<8xf32>, %arg41: tensor<8xf32>, %arg42: tensor<8xf32>, %arg43: tensor<8x24x1x1xf32>, %arg44: tensor<24xf32>, %arg45: tensor<24xf32>, %arg46: tensor<24xf32>, %arg47: tensor<24xf32>, %arg48: tensor<24x1x3x3xf32>, %arg49: tensor<24xf32>, %arg50: tensor<24xf32>, %arg51: tensor<24xf32>, %arg52: tensor<24xf32>, %arg53: tensor<24x8x1x1xf32>, %arg54: tensor<8xf32>, %arg55: tensor<8xf32>, %arg56: tensor<8xf32>, %arg57: tensor<8xf32>, %arg58: tensor<8x8x1x1xf32>, %arg59: tensor<8xf32>, %arg60: tensor<8xf32>, %arg61: tensor<8xf32>, %arg62: tensor<8xf32>, %arg63: tensor<8x1x3x3xf32>, %arg64: tensor<8xf32>, %arg65: tensor<8xf32>, %arg66: tensor<8xf32>, %arg67: tensor<8xf32>, %arg68: tensor<8x3x3x3xf32>, %arg69: tensor<1x3x32x32xf32>, %arg70: tensor<8xf32>, %arg71: tensor<8x8x1x1xf32>, %arg72: tensor<8xf32>, %arg73: tensor<8x8x1x1xf32>, %arg74: tensor<8xf32>, %arg75: tensor<8xf32>, %arg76: tensor<8xf32>, %arg77: tensor<8xf32>, %arg78: tensor<8x24x1x1xf32>, %arg79: tensor<24xf32>, %arg80: tensor<24xf32>, %arg81: tensor<24xf32>, %arg82: tensor<24xf32>, %arg83: tensor<24x1x3x3xf32>, %arg84: tensor<24xf32>, %arg85: tensor<24xf32>, %arg86: tensor<24xf32>, %arg87: tensor<24xf32>, %arg88: tensor<24x8x1x1xf32>, %arg89: tensor<24xf32>, %arg90: tensor<24x8x1x1xf32>, %arg91: tensor<8xf32>, %arg92: tensor<8x24x1x1xf32>, %arg93: tensor<16xf32>, %arg94: tensor<16xf32>, %arg95: tensor<16xf32>, %arg96: tensor<16xf32>, %arg97: tensor<16x64x1x1xf32>, %arg98: tensor<64xf32>, %arg99: tensor<64xf32>, %arg100: tensor<64xf32>, %arg101: tensor<64xf32>, %arg102: tensor<64x1x5x5xf32>, %arg103: tensor<64xf32>, %arg104: tensor<64xf32>, %arg105: tensor<64xf32>, %arg106: tensor<64xf32>, %arg107: tensor<64x16x1x1xf32>, %arg108: tensor<64xf32>, %arg109: tensor<64x16x1x1xf32>, %arg110: tensor<16xf32>, %arg111: tensor<16x64x1x1xf32>, %arg112: tensor<16xf32>, %arg113: tensor<16xf32>, %arg114: tensor<16xf32>, %arg115: tensor<16xf32>, %arg116: tensor<16x64x1x1xf32>, %arg117: tensor<64xf32>, %arg118: tensor<64xf32>, %arg119: tensor<64xf32>, %arg120: tensor<64xf32>, %arg121: tensor<64x1x5x5xf32>, %arg122: tensor<64xf32>, %arg123: tensor<64xf32>, %arg124: tensor<64xf32>, %arg125: tensor<64xf32>, %arg126: tensor<64x16x1x1xf32>, %arg127: tensor<64xf32>, %arg128: tensor<64x16x1x1xf32>, %arg129: tensor<16xf32>, %arg130: tensor<16x64x1x1xf32>, %arg131: tensor<16xf32>, %arg132: tensor<16xf32>, %arg133: tensor<16xf32>, %arg134: tensor<16xf32>, %arg135: tensor<16x32x1x1xf32>, %arg136: tensor<32xf32>, %arg137: tensor<32xf32>, %arg138: tensor<32xf32>, %arg139: tensor<32xf32>, %arg140: tensor<32x1x5x5xf32>, %arg141: tensor<32xf32>, %arg142: tensor<32xf32>, %arg143: tensor<32xf32>, %arg144: tensor<32xf32>, %arg145: tensor<32x16x1x1xf32>, %arg146: tensor<32xf32>, %arg147: tensor<32x8x1x1xf32>, %arg148: tensor<8xf32>, %arg149: tensor<8x32x1x1xf32>, %arg150: tensor<16xf32>, %arg151: tensor<16xf32>, %arg152: tensor<16xf32>, %arg153: tensor<16xf32>, %arg154: tensor<16x40x1x1xf32>, %arg155: tensor<40xf32>, %arg156: tensor<40xf32>, %arg157: tensor<40xf32>, %arg158: tensor<40xf32>, %arg159: tensor<40x1x5x5xf32>, %arg160: tensor<40xf32>, %arg161: tensor<40xf32>, %arg162: tensor<40xf32>, %arg163: tensor<40xf32>, %arg164: tensor<40x16x1x1xf32>, %arg165: tensor<40xf32>, %arg166: tensor<40x16x1x1xf32>, %arg167: tensor<16xf32>, %arg168: tensor<16x40x1x1xf32>, %arg169: tensor<72xf32>, %arg170: tensor<72x24x1x1xf32>, %arg171: tensor<24xf32>, %arg172: tensor<24x72x1x1xf32>, %arg173: tensor<24xf32>, %arg174: tensor<24xf32>, %arg175: tensor<24xf32>, %arg176: tensor<24xf32>, %arg177: tensor<24x144x1x1xf32>, %arg178: tensor<144xf32>, %arg179: tensor<144xf32>, %arg180: tensor<144xf32>, %arg181: tensor<144xf32>, %arg182: tensor<144x1x5x5xf32>, %arg183: tensor<144xf32>, %arg184: tensor<144xf32>, %arg185: tensor<144xf32>, %arg186: tensor<144xf32>, %arg187: tensor<144x24x1x1xf32>, %arg188: tensor<144xf32>, %arg189: tensor<144x40x1x1xf32>, %arg190: tensor<40xf32>, %arg191: tensor<40x144x1x1xf32>, %arg192: tensor<24xf32>, %arg193: tensor<24xf32>, %arg194: tensor<24xf32>, %arg195: tensor<24xf32>, %arg196: tensor<24x144x1x1xf32>, %arg197: tensor<144xf32>, %arg198: tensor<144xf32>, %arg199: tensor<144xf32>, %arg200: tensor<144xf32>, %arg201: tensor<144x1x5x5xf32>, %arg202: tensor<144xf32>, %arg203: tensor<144xf32>, %arg204: tensor<144xf32>, %arg205: tensor<144xf32>, %arg206: tensor<144x24x1x1xf32>, %arg207: tensor<144xf32>, %arg208: tensor<144x40x1x1xf32>, %arg209: tensor<40xf32>, %arg210: tensor<40x144x1x1xf32>) -> tensor<1x10xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<1x256xf32>
    %cst_0 = stablehlo.constant dense<3.40282347E+38> : tensor<1x256xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<1x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1x256xf32>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x256xf32>
    %cst_4 = stablehlo.constant dense<6.000000e+00> : tensor<1x144x1x1xf32>
    %cst_5 = stablehlo.constant dense<3.40282347E+38> : tensor<1x144x1x1xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<1x144x1x1xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<1x72x1x1xf32>
    %cst_8 = stablehlo.constant dense<3.40282347E+38> : tensor<1x72x1x1xf32>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<1x72x1x1xf32>
    %cst_10 = stablehlo.constant dense<6.000000e+00> : tensor<1x72x2x2xf32>
    %cst_11 = stablehlo.constant dense<3.40282347E+38> : tensor<1x72x2x2xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<1x72x2x2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<1x72x2x2xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x72x2x2xf32>
    %cst_15 = stablehlo.constant dense<6.000000e+00> : tensor<1x40x1x1xf32>
    %cst_16 = stablehlo.constant dense<3.40282347E+38> : tensor<1x40x1x1xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<1x40x1x1xf32>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<1x40xf32>
    %cst_19 = stablehlo.constant dense<6.000000e+00> : tensor<1x40x2x2xf32>
    %cst_20 = stablehlo.constant dense<3.40282347E+38> : tensor<1x40x2x2xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<1x40x2x2xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<1x40x2x2xf32>
    %cst_23 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x40x2x2xf32>
    %cst_24 = stablehlo.constant dense<6.000000e+00> : tensor<1x32x1x1xf32>
    %cst_25 = stablehlo.constant dense<3.40282347E+38> : tensor<1x32x1x1xf32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<1x32x1x1xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<1x32xf32>
    %cst_28 = stablehlo.constant dense<6.000000e+00> : tensor<1x32x2x2xf32>
    %cst_29 = stablehlo.constant dense<3.40282347E+38> : tensor<1x32x2x2xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<1x32x2x2xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<1x32x2x2xf32>
    %cst_32 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x32x2x2xf32>
    %cst_33 = stablehlo.constant dense<6.000000e+00> : tensor<1x64x1x1xf32>
    %cst_34 = stablehlo.constant dense<3.40282347E+38> : tensor<1x64x1x1xf32>
    %cst_35 = stablehlo.constant dense<3.000000e+00> : tensor<1x64x1x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<1x16x1x1xf32>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<1x64xf32>
    %cst_38 = stablehlo.constant dense<6.000000e+00> : tensor<1x64x2x2xf32>
    %cst_39 = stablehlo.constant dense<3.40282347E+38> : tensor<1x64x2x2xf32>
    %cst_40 = stablehlo.constant dense<3.000000e+00> : tensor<1x64x2x2xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x2x2xf32>
    %cst_42 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x64x2x2xf32>
    %cst_43 = stablehlo.constant dense<6.000000e+00> : tensor<1x24x1x1xf32>
    %cst_44 = stablehlo.constant dense<3.40282347E+38> : tensor<1x24x1x1xf32>
    %cst_45 = stablehlo.constant dense<3.000000e+00> : tensor<1x24x1x1xf32>
    %cst_46 = stablehlo.constant dense<2.500000e-01> : tensor<1x24xf32>
    %cst_47 = stablehlo.constant dense<6.000000e+00> : tensor<1x24x2x2xf32>
    %cst_48 = stablehlo.constant dense<3.40282347E+38> : tensor<1x24x2x2xf32>
    %cst_49 = stablehlo.constant dense<3.000000e+00> : tensor<1x24x2x2xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<1x24x2x2xf32>
    %cst_51 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x24x2x2xf32>
    %cst_52 = stablehlo.constant dense<6.000000e+00> : tensor<1x24x4x4xf32>
    %cst_53 = stablehlo.constant dense<3.40282347E+38> : tensor<1x24x4x4xf32>
    %cst_54 = stablehlo.constant dense<3.000000e+00> : tensor<1x24x4x4xf32>
    %cst_55 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x24x4x4xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<1x24x4x4xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<1x24x8x8xf32>
    %cst_58 = stablehlo.constant dense<6.000000e+00> : tensor<1x8x1x1xf32>
    %cst_59 = stablehlo.constant dense<3.40282347E+38> : tensor<1x8x1x1xf32>
    %cst_60 = stablehlo.constant dense<3.000000e+00> : tensor<1x8x1x1xf32>
    %cst_61 = stablehlo.constant dense<1.562500e-02> : tensor<1x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x8x8xf32>
    %cst_63 = stablehlo.constant dense<6.000000e+00> : tensor<1x8x16x16xf32>
    %cst_64 = stablehlo.constant dense<3.40282347E+38> : tensor<1x8x16x16xf32>
    %cst_65 = stablehlo.constant dense<3.000000e+00> : tensor<1x8x16x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x16x16xf32>
    %cst_67 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x8x16x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_69 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x144x1x1xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<1x144x1x1xf32>
    %cst_71 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x72x1x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<1x72x1x1xf32>
    %cst_73 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x40x1x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<1x40x1x1xf32>
    %cst_75 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x32x1x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<1x32x1x1xf32>
    %cst_77 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x64x1x1xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x1x1xf32>
    %cst_79 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x24x1x1xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<1x24x1x1xf32>
    %cst_81 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x8x1x1xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x1x1xf32>
    %0 = stablehlo.convolution(%arg69, %arg68) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg67, %arg66, %arg65, %arg64) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x8x16x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x16x16xf32>
    %2 = stablehlo.add %1, %cst_65 : tensor<1x8x16x16xf32>
    %3 = stablehlo.clamp %cst_66, %2, %cst_64 : tensor<1x8x16x16xf32>
    %4 = stablehlo.clamp %cst_67, %3, %cst_63 : tensor<1x8x16x16xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<1x8x16x16xf32>
    %6 = stablehlo.divide %5, %cst_63 : tensor<1x8x16x16xf32>
    %7 = stablehlo.convolution(%6, %arg63) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x16x16xf32>, tensor<8x1x3x3xf32>) -> tensor<1x8x8x8xf32>
    %8 = "stablehlo.batch_norm_inference"(%7, %arg62, %arg61, %arg60, %arg59) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.maximum %8, %cst_62 : tensor<1x8x8x8xf32>
    %10 = stablehlo.reduce(%9 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x8x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %11 = stablehlo.multiply %10, %cst_61 : tensor<1x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8xf32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.convolution(%12, %arg73) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x1xf32>, tensor<8x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %14 = stablehlo.reshape %arg72 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x8x1x1xf32>
    %16 = stablehlo.maximum %15, %cst_82 : tensor<1x8x1x1xf32>
    %17 = stablehlo.convolution(%16, %arg71) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x1xf32>, tensor<8x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %18 = stablehlo.reshape %arg70 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<1x8x1x1xf32>
    %20 = stablehlo.add %19, %cst_60 : tensor<1x8x1x1xf32>
    %21 = stablehlo.clamp %cst_82, %20, %cst_59 : tensor<1x8x1x1xf32>
    %22 = stablehlo.clamp %cst_81, %21, %cst_58 : tensor<1x8x1x1xf32>
    %23 = stablehlo.divide %22, %cst_58 : tensor<1x8x1x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8x1x1xf32>) -> tensor<1x8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = stablehlo.multiply %25, %9 : tensor<1x8x8x8xf32>
    %27 = stablehlo.convolution(%26, %arg58) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x8xf32>, tensor<8x8x1x1xf32>) -> tensor<1x8x8x8xf32>
    %28 = "stablehlo.batch_norm_inference"(%27, %arg57, %arg56, %arg55, %arg54) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
    %29 = stablehlo.convolution(%28, %arg53) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x8xf32>, tensor<24x8x1x1xf32>) -> tensor<1x24x8x8xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg52, %arg51, %arg50, %arg49) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x8x8xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x8x8xf32>
    %31 = stablehlo.maximum %30, %cst_57 : tensor<1x24x8x8xf32>
    %32 = stablehlo.convolution(%31, %arg48) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 24 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x8x8xf32>, tensor<24x1x3x3xf32>) -> tensor<1x24x4x4xf32>
    %33 = "stablehlo.batch_norm_inference"(%32, %arg47, %arg46, %arg45, %arg44) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x4x4xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x4x4xf32>
    %34 = stablehlo.maximum %33, %cst_56 : tensor<1x24x4x4xf32>
    %35 = stablehlo.convolution(%34, %arg43) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x4x4xf32>, tensor<8x24x1x1xf32>) -> tensor<1x8x4x4xf32>
    %36 = "stablehlo.batch_norm_inference"(%35, %arg42, %arg41, %arg40, %arg39) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
    %37 = stablehlo.convolution(%36, %arg88) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x4x4xf32>, tensor<24x8x1x1xf32>) -> tensor<1x24x4x4xf32>
    %38 = "stablehlo.batch_norm_inference"(%37, %arg87, %arg86, %arg85, %arg84) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x4x4xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x4x4xf32>
    %39 = stablehlo.maximum %38, %cst_56 : tensor<1x24x4x4xf32>
    %40 = stablehlo.convolution(%39, %arg83) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 24 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x4x4xf32>, tensor<24x1x3x3xf32>) -> tensor<1x24x4x4xf32>
    %41 = "stablehlo.batch_norm_inference"(%40, %arg82, %arg81, %arg80, %arg79) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x4x4xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x4x4xf32>
    %42 = stablehlo.maximum %41, %cst_56 : tensor<1x24x4x4xf32>
    %43 = stablehlo.convolution(%42, %arg78) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x4x4xf32>, tensor<8x24x1x1xf32>) -> tensor<1x8x4x4xf32>
    %44 = "stablehlo.batch_norm_inference"(%43, %arg77, %arg76, %arg75, %arg74) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
    %45 = stablehlo.add %44, %36 : tensor<1x8x4x4xf32>
    %46 = stablehlo.convolution(%45, %arg38) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x4x4xf32>, tensor<24x8x1x1xf32>) -> tensor<1x24x4x4xf32>
    %47 = "stablehlo.batch_norm_inference"(%46, %arg37, %arg36, %arg35, %arg34) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x4x4xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x4x4xf32>
    %48 = stablehlo.add %47, %cst_54 : tensor<1x24x4x4xf32>
    %49 = stablehlo.clamp %cst_56, %48, %cst_53 : tensor<1x24x4x4xf32>
    %50 = stablehlo.clamp %cst_55, %49, %cst_52 : tensor<1x24x4x4xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<1x24x4x4xf32>
    %52 = stablehlo.divide %51, %cst_52 : tensor<1x24x4x4xf32>
    %53 = stablehlo.convolution(%52, %arg33) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 24 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x4x4xf32>, tensor<24x1x5x5xf32>) -> tensor<1x24x2x2xf32>
    %54 = "stablehlo.batch_norm_inference"(%53, %arg32, %arg31, %arg30, %arg29) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x2x2xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x2x2xf32>
    %55 = stablehlo.add %54, %cst_49 : tensor<1x24x2x2xf32>
    %56 = stablehlo.clamp %cst_50, %55, %cst_48 : tensor<1x24x2x2xf32>
    %57 = stablehlo.clamp %cst_51, %56, %cst_47 : tensor<1x24x2x2xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<1x24x2x2xf32>
    %59 = stablehlo.divide %58, %cst_47 : tensor<1x24x2x2xf32>
    %60 = stablehlo.reduce(%59 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x24x2x2xf32>, tensor<f32>) -> tensor<1x24xf32>
    %61 = stablehlo.multiply %60, %cst_46 : tensor<1x24xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x24xf32>) -> tensor<1x24x1x1xf32>
    %63 = stablehlo.convolution(%62, %arg92) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x1x1xf32>, tensor<8x24x1x1xf32>) -> tensor<1x8x1x1xf32>
    %64 = stablehlo.reshape %arg91 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %65 = stablehlo.add %63, %64 : tensor<1x8x1x1xf32>
    %66 = stablehlo.maximum %65, %cst_82 : tensor<1x8x1x1xf32>
    %67 = stablehlo.convolution(%66, %arg90) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x1xf32>, tensor<24x8x1x1xf32>) -> tensor<1x24x1x1xf32>
    %68 = stablehlo.reshape %arg89 : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %69 = stablehlo.add %67, %68 : tensor<1x24x1x1xf32>
    %70 = stablehlo.add %69, %cst_45 : tensor<1x24x1x1xf32>
    %71 = stablehlo.clamp %cst_80, %70, %cst_44 : tensor<1x24x1x1xf32>
    %72 = stablehlo.clamp %cst_79, %71, %cst_43 : tensor<1x24x1x1xf32>
    %73 = stablehlo.divide %72, %cst_43 : tensor<1x24x1x1xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x24x1x1xf32>) -> tensor<1x24xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<1x24x2x2xf32>
    %76 = stablehlo.multiply %75, %59 : tensor<1x24x2x2xf32>
    %77 = stablehlo.convolution(%76, %arg28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x2x2xf32>, tensor<16x24x1x1xf32>) -> tensor<1x16x2x2xf32>
    %78 = "stablehlo.batch_norm_inference"(%77, %arg27, %arg26, %arg25, %arg24) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x16x2x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x2x2xf32>
    %79 = stablehlo.convolution(%78, %arg107) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x2x2xf32>, tensor<64x16x1x1xf32>) -> tensor<1x64x2x2xf32>
    %80 = "stablehlo.batch_norm_inference"(%79, %arg106, %arg105, %arg104, %arg103) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x64x2x2xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x2x2xf32>
    %81 = stablehlo.add %80, %cst_40 : tensor<1x64x2x2xf32>
    %82 = stablehlo.clamp %cst_41, %81, %cst_39 : tensor<1x64x2x2xf32>
    %83 = stablehlo.clamp %cst_42, %82, %cst_38 : tensor<1x64x2x2xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<1x64x2x2xf32>
    %85 = stablehlo.divide %84, %cst_38 : tensor<1x64x2x2xf32>
    %86 = stablehlo.convolution(%85, %arg102) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x2x2xf32>, tensor<64x1x5x5xf32>) -> tensor<1x64x2x2xf32>
    %87 = "stablehlo.batch_norm_inference"(%86, %arg101, %arg100, %arg99, %arg98) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x64x2x2xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x2x2xf32>
    %88 = stablehlo.add %87, %cst_40 : tensor<1x64x2x2xf32>
    %89 = stablehlo.clamp %cst_41, %88, %cst_39 : tensor<1x64x2x2xf32>
    %90 = stablehlo.clamp %cst_42, %89, %cst_38 : tensor<1x64x2x2xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<1x64x2x2xf32>
    %92 = stablehlo.divide %91, %cst_38 : tensor<1x64x2x2xf32>
    %93 = stablehlo.reduce(%92 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x64x2x2xf32>, tensor<f32>) -> tensor<1x64xf32>
    %94 = stablehlo.multiply %93, %cst_37 : tensor<1x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x64xf32>) -> tensor<1x64x1x1xf32>
    %96 = stablehlo.convolution(%95, %arg111) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x1x1xf32>, tensor<16x64x1x1xf32>) -> tensor<1x16x1x1xf32>
    %97 = stablehlo.reshape %arg110 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x16x1x1xf32>
    %99 = stablehlo.maximum %98, %cst_36 : tensor<1x16x1x1xf32>
    %100 = stablehlo.convolution(%99, %arg109) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x1xf32>, tensor<64x16x1x1xf32>) -> tensor<1x64x1x1xf32>
    %101 = stablehlo.reshape %arg108 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %102 = stablehlo.add %100, %101 : tensor<1x64x1x1xf32>
    %103 = stablehlo.add %102, %cst_35 : tensor<1x64x1x1xf32>
    %104 = stablehlo.clamp %cst_78, %103, %cst_34 : tensor<1x64x1x1xf32>
    %105 = stablehlo.clamp %cst_77, %104, %cst_33 : tensor<1x64x1x1xf32>
    %106 = stablehlo.divide %105, %cst_33 : tensor<1x64x1x1xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x64x1x1xf32>) -> tensor<1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x2x2xf32>
    %109 = stablehlo.multiply %108, %92 : tensor<1x64x2x2xf32>
    %110 = stablehlo.convolution(%109, %arg97) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x2x2xf32>, tensor<16x64x1x1xf32>) -> tensor<1x16x2x2xf32>
    %111 = "stablehlo.batch_norm_inference"(%110, %arg96, %arg95, %arg94, %arg93) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x16x2x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x2x2xf32>
    %112 = stablehlo.add %111, %78 : tensor<1x16x2x2xf32>
    %113 = stablehlo.convolution(%112, %arg126) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x2x2xf32>, tensor<64x16x1x1xf32>) -> tensor<1x64x2x2xf32>
    %114 = "stablehlo.batch_norm_inference"(%113, %arg125, %arg124, %arg123, %arg122) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x64x2x2xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x2x2xf32>
    %115 = stablehlo.add %114, %cst_40 : tensor<1x64x2x2xf32>
    %116 = stablehlo.clamp %cst_41, %115, %cst_39 : tensor<1x64x2x2xf32>
    %117 = stablehlo.clamp %cst_42, %116, %cst_38 : tensor<1x64x2x2xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<1x64x2x2xf32>
    %119 = stablehlo.divide %118, %cst_38 : tensor<1x64x2x2xf32>
    %120 = stablehlo.convolution(%119, %arg121) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x2x2xf32>, tensor<64x1x5x5xf32>) -> tensor<1x64x2x2xf32>
    %121 = "stablehlo.batch_norm_inference"(%120, %arg120, %arg119, %arg118, %arg117) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x64x2x2xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x2x2xf32>
    %122 = stablehlo.add %121, %cst_40 : tensor<1x64x2x2xf32>
    %123 = stablehlo.clamp %cst_41, %122, %cst_39 : tensor<1x64x2x2xf32>
    %124 = stablehlo.clamp %cst_42, %123, %cst_38 : tensor<1x64x2x2xf32>
    %125 = stablehlo.multiply %121, %124 : tensor<1x64x2x2xf32>
    %126 = stablehlo.divide %125, %cst_38 : tensor<1x64x2x2xf32>
    %127 = stablehlo.reduce(%126 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x64x2x2xf32>, tensor<f32>) -> tensor<1x64xf32>
    %128 = stablehlo.multiply %127, %cst_37 : tensor<1x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x64xf32>) -> tensor<1x64x1x1xf32>
    %130 = stablehlo.convolution(%129, %arg130) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x1x1xf32>, tensor<16x64x1x1xf32>) -> tensor<1x16x1x1xf32>
    %131 = stablehlo.reshape %arg129 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %132 = stablehlo.add %130, %131 : tensor<1x16x1x1xf32>
    %133 = stablehlo.maximum %132, %cst_36 : tensor<1x16x1x1xf32>
    %134 = stablehlo.convolution(%133, %arg128) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x1xf32>, tensor<64x16x1x1xf32>) -> tensor<1x64x1x1xf32>
    %135 = stablehlo.reshape %arg127 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %136 = stablehlo.add %134, %135 : tensor<1x64x1x1xf32>
    %137 = stablehlo.add %136, %cst_35 : tensor<1x64x1x1xf32>
    %138 = stablehlo.clamp %cst_78, %137, %cst_34 : tensor<1x64x1x1xf32>
    %139 = stablehlo.clamp %cst_77, %138, %cst_33 : tensor<1x64x1x1xf32>
    %140 = stablehlo.divide %139, %cst_33 : tensor<1x64x1x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x64x1x1xf32>) -> tensor<1x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x2x2xf32>
    %143 = stablehlo.multiply %142, %126 : tensor<1x64x2x2xf32>
    %144 = stablehlo.convolution(%143, %arg116) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x2x2xf32>, tensor<16x64x1x1xf32>) -> tensor<1x16x2x2xf32>
    %145 = "stablehlo.batch_norm_inference"(%144, %arg115, %arg114, %arg113, %arg112) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x16x2x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x2x2xf32>
    %146 = stablehlo.add %145, %112 : tensor<1x16x2x2xf32>
    %147 = stablehlo.convolution(%146, %arg145) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x2x2xf32>, tensor<32x16x1x1xf32>) -> tensor<1x32x2x2xf32>
    %148 = "stablehlo.batch_norm_inference"(%147, %arg144, %arg143, %arg142, %arg141) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x2x2xf32>
    %149 = stablehlo.add %148, %cst_30 : tensor<1x32x2x2xf32>
    %150 = stablehlo.clamp %cst_31, %149, %cst_29 : tensor<1x32x2x2xf32>
    %151 = stablehlo.clamp %cst_32, %150, %cst_28 : tensor<1x32x2x2xf32>
    %152 = stablehlo.multiply %148, %151 : tensor<1x32x2x2xf32>
    %153 = stablehlo.divide %152, %cst_28 : tensor<1x32x2x2xf32>
    %154 = stablehlo.convolution(%153, %arg140) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x2x2xf32>, tensor<32x1x5x5xf32>) -> tensor<1x32x2x2xf32>
    %155 = "stablehlo.batch_norm_inference"(%154, %arg139, %arg138, %arg137, %arg136) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x2x2xf32>
    %156 = stablehlo.add %155, %cst_30 : tensor<1x32x2x2xf32>
    %157 = stablehlo.clamp %cst_31, %156, %cst_29 : tensor<1x32x2x2xf32>
    %158 = stablehlo.clamp %cst_32, %157, %cst_28 : tensor<1x32x2x2xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<1x32x2x2xf32>
    %160 = stablehlo.divide %159, %cst_28 : tensor<1x32x2x2xf32>
    %161 = stablehlo.reduce(%160 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x32x2x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %162 = stablehlo.multiply %161, %cst_27 : tensor<1x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x32xf32>) -> tensor<1x32x1x1xf32>
    %164 = stablehlo.convolution(%163, %arg149) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x1xf32>, tensor<8x32x1x1xf32>) -> tensor<1x8x1x1xf32>
    %165 = stablehlo.reshape %arg148 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %166 = stablehlo.add %164, %165 : tensor<1x8x1x1xf32>
    %167 = stablehlo.maximum %166, %cst_82 : tensor<1x8x1x1xf32>
    %168 = stablehlo.convolution(%167, %arg147) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x1xf32>, tensor<32x8x1x1xf32>) -> tensor<1x32x1x1xf32>
    %169 = stablehlo.reshape %arg146 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %170 = stablehlo.add %168, %169 : tensor<1x32x1x1xf32>
    %171 = stablehlo.add %170, %cst_26 : tensor<1x32x1x1xf32>
    %172 = stablehlo.clamp %cst_76, %171, %cst_25 : tensor<1x32x1x1xf32>
    %173 = stablehlo.clamp %cst_75, %172, %cst_24 : tensor<1x32x1x1xf32>
    %174 = stablehlo.divide %173, %cst_24 : tensor<1x32x1x1xf32>
    %175 = stablehlo.reshape %174 : (tensor<1x32x1x1xf32>) -> tensor<1x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x2x2xf32>
    %177 = stablehlo.multiply %176, %160 : tensor<1x32x2x2xf32>
    %178 = stablehlo.convolution(%177, %arg135) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x2x2xf32>, tensor<16x32x1x1xf32>) -> tensor<1x16x2x2xf32>
    %179 = "stablehlo.batch_norm_inference"(%178, %arg134, %arg133, %arg132, %arg131) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x16x2x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x2x2xf32>
    %180 = stablehlo.add %179, %146 : tensor<1x16x2x2xf32>
    %181 = stablehlo.convolution(%180, %arg164) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x2x2xf32>, tensor<40x16x1x1xf32>) -> tensor<1x40x2x2xf32>
    %182 = "stablehlo.batch_norm_inference"(%181, %arg163, %arg162, %arg161, %arg160) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x40x2x2xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x40x2x2xf32>
    %183 = stablehlo.add %182, %cst_21 : tensor<1x40x2x2xf32>
    %184 = stablehlo.clamp %cst_22, %183, %cst_20 : tensor<1x40x2x2xf32>
    %185 = stablehlo.clamp %cst_23, %184, %cst_19 : tensor<1x40x2x2xf32>
    %186 = stablehlo.multiply %182, %185 : tensor<1x40x2x2xf32>
    %187 = stablehlo.divide %186, %cst_19 : tensor<1x40x2x2xf32>
    %188 = stablehlo.convolution(%187, %arg159) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 40 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x2x2xf32>, tensor<40x1x5x5xf32>) -> tensor<1x40x2x2xf32>
    %189 = "stablehlo.batch_norm_inference"(%188, %arg158, %arg157, %arg156, %arg155) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x40x2x2xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x40x2x2xf32>
    %190 = stablehlo.add %189, %cst_21 : tensor<1x40x2x2xf32>
    %191 = stablehlo.clamp %cst_22, %190, %cst_20 : tensor<1x40x2x2xf32>
    %192 = stablehlo.clamp %cst_23, %191, %cst_19 : tensor<1x40x2x2xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<1x40x2x2xf32>
    %194 = stablehlo.divide %193, %cst_19 : tensor<1x40x2x2xf32>
    %195 = stablehlo.reduce(%194 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x40x2x2xf32>, tensor<f32>) -> tensor<1x40xf32>
    %196 = stablehlo.multiply %195, %cst_18 : tensor<1x40xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x40xf32>) -> tensor<1x40x1x1xf32>
    %198 = stablehlo.convolution(%197, %arg168) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x1x1xf32>, tensor<16x40x1x1xf32>) -> tensor<1x16x1x1xf32>
    %199 = stablehlo.reshape %arg167 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %200 = stablehlo.add %198, %199 : tensor<1x16x1x1xf32>
    %201 = stablehlo.maximum %200, %cst_36 : tensor<1x16x1x1xf32>
    %202 = stablehlo.convolution(%201, %arg166) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x1xf32>, tensor<40x16x1x1xf32>) -> tensor<1x40x1x1xf32>
    %203 = stablehlo.reshape %arg165 : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %204 = stablehlo.add %202, %203 : tensor<1x40x1x1xf32>
    %205 = stablehlo.add %204, %cst_17 : tensor<1x40x1x1xf32>
    %206 = stablehlo.clamp %cst_74, %205, %cst_16 : tensor<1x40x1x1xf32>
    %207 = stablehlo.clamp %cst_73, %206, %cst_15 : tensor<1x40x1x1xf32>
    %208 = stablehlo.divide %207, %cst_15 : tensor<1x40x1x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x40x1x1xf32>) -> tensor<1x40xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<1x40xf32>) -> tensor<1x40x2x2xf32>
    %211 = stablehlo.multiply %210, %194 : tensor<1x40x2x2xf32>
    %212 = stablehlo.convolution(%211, %arg154) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x2x2xf32>, tensor<16x40x1x1xf32>) -> tensor<1x16x2x2xf32>
    %213 = "stablehlo.batch_norm_inference"(%212, %arg153, %arg152, %arg151, %arg150) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x16x2x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x2x2xf32>
    %214 = stablehlo.add %213, %180 : tensor<1x16x2x2xf32>
    %215 = stablehlo.convolution(%214, %arg23) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x2x2xf32>, tensor<72x16x1x1xf32>) -> tensor<1x72x2x2xf32>
    %216 = "stablehlo.batch_norm_inference"(%215, %arg22, %arg21, %arg20, %arg19) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x72x2x2xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<1x72x2x2xf32>
    %217 = stablehlo.add %216, %cst_12 : tensor<1x72x2x2xf32>
    %218 = stablehlo.clamp %cst_13, %217, %cst_11 : tensor<1x72x2x2xf32>
    %219 = stablehlo.clamp %cst_14, %218, %cst_10 : tensor<1x72x2x2xf32>
    %220 = stablehlo.multiply %216, %219 : tensor<1x72x2x2xf32>
    %221 = stablehlo.divide %220, %cst_10 : tensor<1x72x2x2xf32>
    %222 = stablehlo.convolution(%221, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 72 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x72x2x2xf32>, tensor<72x1x5x5xf32>) -> tensor<1x72x1x1xf32>
    %223 = "stablehlo.batch_norm_inference"(%222, %arg17, %arg16, %arg15, %arg14) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x72x1x1xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %224 = stablehlo.add %223, %cst_9 : tensor<1x72x1x1xf32>
    %225 = stablehlo.clamp %cst_72, %224, %cst_8 : tensor<1x72x1x1xf32>
    %226 = stablehlo.clamp %cst_71, %225, %cst_7 : tensor<1x72x1x1xf32>
    %227 = stablehlo.multiply %223, %226 : tensor<1x72x1x1xf32>
    %228 = stablehlo.divide %227, %cst_7 : tensor<1x72x1x1xf32>
    %229 = stablehlo.reduce(%228 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x72x1x1xf32>, tensor<f32>) -> tensor<1x72xf32>
    %230 = stablehlo.reshape %229 : (tensor<1x72xf32>) -> tensor<1x72x1x1xf32>
    %231 = stablehlo.convolution(%230, %arg172) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x72x1x1xf32>, tensor<24x72x1x1xf32>) -> tensor<1x24x1x1xf32>
    %232 = stablehlo.reshape %arg171 : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %233 = stablehlo.add %231, %232 : tensor<1x24x1x1xf32>
    %234 = stablehlo.maximum %233, %cst_80 : tensor<1x24x1x1xf32>
    %235 = stablehlo.convolution(%234, %arg170) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x1x1xf32>, tensor<72x24x1x1xf32>) -> tensor<1x72x1x1xf32>
    %236 = stablehlo.reshape %arg169 : (tensor<72xf32>) -> tensor<1x72x1x1xf32>
    %237 = stablehlo.add %235, %236 : tensor<1x72x1x1xf32>
    %238 = stablehlo.add %237, %cst_9 : tensor<1x72x1x1xf32>
    %239 = stablehlo.clamp %cst_72, %238, %cst_8 : tensor<1x72x1x1xf32>
    %240 = stablehlo.clamp %cst_71, %239, %cst_7 : tensor<1x72x1x1xf32>
    %241 = stablehlo.divide %240, %cst_7 : tensor<1x72x1x1xf32>
    %242 = stablehlo.multiply %241, %228 : tensor<1x72x1x1xf32>
    %243 = stablehlo.convolution(%242, %arg13) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x72x1x1xf32>, tensor<24x72x1x1xf32>) -> tensor<1x24x1x1xf32>
    %244 = "stablehlo.batch_norm_inference"(%243, %arg12, %arg11, %arg10, %arg9) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %245 = stablehlo.convolution(%244, %arg187) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x1x1xf32>, tensor<144x24x1x1xf32>) -> tensor<1x144x1x1xf32>
    %246 = "stablehlo.batch_norm_inference"(%245, %arg186, %arg185, %arg184, %arg183) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x144x1x1xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %247 = stablehlo.add %246, %cst_6 : tensor<1x144x1x1xf32>
    %248 = stablehlo.clamp %cst_70, %247, %cst_5 : tensor<1x144x1x1xf32>
    %249 = stablehlo.clamp %cst_69, %248, %cst_4 : tensor<1x144x1x1xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<1x144x1x1xf32>
    %251 = stablehlo.divide %250, %cst_4 : tensor<1x144x1x1xf32>
    %252 = stablehlo.convolution(%251, %arg182) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<144x1x5x5xf32>) -> tensor<1x144x1x1xf32>
    %253 = "stablehlo.batch_norm_inference"(%252, %arg181, %arg180, %arg179, %arg178) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x144x1x1xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %254 = stablehlo.add %253, %cst_6 : tensor<1x144x1x1xf32>
    %255 = stablehlo.clamp %cst_70, %254, %cst_5 : tensor<1x144x1x1xf32>
    %256 = stablehlo.clamp %cst_69, %255, %cst_4 : tensor<1x144x1x1xf32>
    %257 = stablehlo.multiply %253, %256 : tensor<1x144x1x1xf32>
    %258 = stablehlo.divide %257, %cst_4 : tensor<1x144x1x1xf32>
    %259 = stablehlo.reduce(%258 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x144x1x1xf32>, tensor<f32>) -> tensor<1x144xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x144xf32>) -> tensor<1x144x1x1xf32>
    %261 = stablehlo.convolution(%260, %arg191) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) -> tensor<1x40x1x1xf32>
    %262 = stablehlo.reshape %arg190 : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %263 = stablehlo.add %261, %262 : tensor<1x40x1x1xf32>
    %264 = stablehlo.maximum %263, %cst_74 : tensor<1x40x1x1xf32>
    %265 = stablehlo.convolution(%264, %arg189) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) -> tensor<1x144x1x1xf32>
    %266 = stablehlo.reshape %arg188 : (tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %267 = stablehlo.add %265, %266 : tensor<1x144x1x1xf32>
    %268 = stablehlo.add %267, %cst_6 : tensor<1x144x1x1xf32>
    %269 = stablehlo.clamp %cst_70, %268, %cst_5 : tensor<1x144x1x1xf32>
    %270 = stablehlo.clamp %cst_69, %269, %cst_4 : tensor<1x144x1x1xf32>
    %271 = stablehlo.divide %270, %cst_4 : tensor<1x144x1x1xf32>
    %272 = stablehlo.multiply %271, %258 : tensor<1x144x1x1xf32>
    %273 = stablehlo.convolution(%272, %arg177) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<24x144x1x1xf32>) -> tensor<1x24x1x1xf32>
    %274 = "stablehlo.batch_norm_inference"(%273, %arg176, %arg175, %arg174, %arg173) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %275 = stablehlo.add %274, %244 : tensor<1x24x1x1xf32>
    %276 = stablehlo.convolution(%275, %arg206) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x1x1xf32>, tensor<144x24x1x1xf32>) -> tensor<1x144x1x1xf32>
    %277 = "stablehlo.batch_norm_inference"(%276, %arg205, %arg204, %arg203, %arg202) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x144x1x1xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %278 = stablehlo.add %277, %cst_6 : tensor<1x144x1x1xf32>
    %279 = stablehlo.clamp %cst_70, %278, %cst_5 : tensor<1x144x1x1xf32>
    %280 = stablehlo.clamp %cst_69, %279, %cst_4 : tensor<1x144x1x1xf32>
    %281 = stablehlo.multiply %277, %280 : tensor<1x144x1x1xf32>
    %282 = stablehlo.divide %281, %cst_4 : tensor<1x144x1x1xf32>
    %283 = stablehlo.convolution(%282, %arg201) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<144x1x5x5xf32>) -> tensor<1x144x1x1xf32>
    %284 = "stablehlo.batch_norm_inference"(%283, %arg200, %arg199, %arg198, %arg197) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x144x1x1xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %285 = stablehlo.add %284, %cst_6 : tensor<1x144x1x1xf32>
    %286 = stablehlo.clamp %cst_70, %285, %cst_5 : tensor<1x144x1x1xf32>
    %287 = stablehlo.clamp %cst_69, %286, %cst_4 : tensor<1x144x1x1xf32>
    %288 = stablehlo.multiply %284, %287 : tensor<1x144x1x1xf32>
    %289 = stablehlo.divide %288, %cst_4 : tensor<1x144x1x1xf32>
    %290 = stablehlo.reduce(%289 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x144x1x1xf32>, tensor<f32>) -> tensor<1x144xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x144xf32>) -> tensor<1x144x1x1xf32>
    %292 = stablehlo.convolution(%291, %arg210) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) -> tensor<1x40x1x1xf32>
    %293 = stablehlo.reshape %arg209 : (tensor<40xf32>) -> tensor<1x40x1x1xf32>
    %294 = stablehlo.add %292, %293 : tensor<1x40x1x1xf32>
    %295 = stablehlo.maximum %294, %cst_74 : tensor<1x40x1x1xf32>
    %296 = stablehlo.convolution(%295, %arg208) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) -> tensor<1x144x1x1xf32>
    %297 = stablehlo.reshape %arg207 : (tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %298 = stablehlo.add %296, %297 : tensor<1x144x1x1xf32>
    %299 = stablehlo.add %298, %cst_6 : tensor<1x144x1x1xf32>
    %300 = stablehlo.clamp %cst_70, %299, %cst_5 : tensor<1x144x1x1xf32>
    %301 = stablehlo.clamp %cst_69, %300, %cst_4 : tensor<1x144x1x1xf32>
    %302 = stablehlo.divide %301, %cst_4 : tensor<1x144x1x1xf32>
    %303 = stablehlo.multiply %302, %289 : tensor<1x144x1x1xf32>
    %304 = stablehlo.convolution(%303, %arg196) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<24x144x1x1xf32>) -> tensor<1x24x1x1xf32>
    %305 = "stablehlo.batch_norm_inference"(%304, %arg195, %arg194, %arg193, %arg192) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %306 = stablehlo.add %305, %275 : tensor<1x24x1x1xf32>
    %307 = stablehlo.convolution(%306, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x1x1xf32>, tensor<144x24x1x1xf32>) -> tensor<1x144x1x1xf32>
    %308 = "stablehlo.batch_norm_inference"(%307, %arg7, %arg6, %arg5, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<1x144x1x1xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %309 = stablehlo.add %308, %cst_6 : tensor<1x144x1x1xf32>
    %310 = stablehlo.clamp %cst_70, %309, %cst_5 : tensor<1x144x1x1xf32>
    %311 = stablehlo.clamp %cst_69, %310, %cst_4 : tensor<1x144x1x1xf32>
    %312 = stablehlo.multiply %308, %311 : tensor<1x144x1x1xf32>
    %313 = stablehlo.divide %312, %cst_4 : tensor<1x144x1x1xf32>
    %314 = stablehlo.reduce(%313 init: %cst_68) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x144x1x1xf32>, tensor<f32>) -> tensor<1x144xf32>
    %315 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[144,256]{0,1}"} : (tensor<256x144xf32>) -> tensor<144x256xf32>
    %316 = stablehlo.dot_general %314, %315, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x144xf32>, tensor<144x256xf32>) -> tensor<1x256xf32>
    %317 = stablehlo.reshape %arg2 : (tensor<256xf32>) -> tensor<1x256xf32>
    %318 = stablehlo.add %316, %317 : tensor<1x256xf32>
    %319 = stablehlo.add %318, %cst_1 : tensor<1x256xf32>
    %320 = stablehlo.clamp %cst_2, %319, %cst_0 : tensor<1x256xf32>
    %321 = stablehlo.clamp %cst_3, %320, %cst : tensor<1x256xf32>
    %322 = stablehlo.multiply %318, %321 : tensor<1x256xf32>
    %323 = stablehlo.divide %322, %cst : tensor<1x256xf32>
    %324 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,10]{0,1}"} : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %325 = stablehlo.dot_general %323, %324, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xf32>, tensor<256x10xf32>) -> tensor<1x10xf32>
    %326 = stablehlo.reshape %arg0 : (tensor<10xf32>) -> tensor<1x10xf32>
    %327 = stablehlo.add %325, %326 : tensor<1x10xf32>
    return %327 : tensor<1x10xf32>
  }
}
