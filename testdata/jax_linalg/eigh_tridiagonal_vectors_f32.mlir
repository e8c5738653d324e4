module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @eigh_tridiagonal(%arg0, %arg1) : (tensor<4xf32>, tensor<3xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @eigh_tridiagonal(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
    %cst = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %c = stablehlo.constant dense<16> : tensor<i64>
    %c_0 = stablehlo.constant dense<15> : tensor<i64>
    %c_1 = stablehlo.constant dense<14> : tensor<i64>
    %c_2 = stablehlo.constant dense<13> : tensor<i64>
    %c_3 = stablehlo.constant dense<12> : tensor<i64>
    %c_4 = stablehlo.constant dense<11> : tensor<i64>
    %c_5 = stablehlo.constant dense<10> : tensor<i64>
    %c_6 = stablehlo.constant dense<9> : tensor<i64>
    %c_7 = stablehlo.constant dense<8> : tensor<i64>
    %c_8 = stablehlo.constant dense<7> : tensor<i64>
    %c_9 = stablehlo.constant dense<6> : tensor<i64>
    %c_10 = stablehlo.constant dense<5> : tensor<i64>
    %c_11 = stablehlo.constant dense<2> : tensor<i64>
    %c_12 = stablehlo.constant dense<3> : tensor<i64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %c_14 = stablehlo.constant dense<4> : tensor<i64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<false> : tensor<i1>
    %c_19 = stablehlo.constant dense<24> : tensor<i64>
    %c_20 = stablehlo.constant dense<0> : tensor<i64>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_22 = stablehlo.constant dense<4.200000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<2.100000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.17549449E-38> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_30 = stablehlo.constant dense<4294967295> : tensor<i64>
    %c_31 = stablehlo.constant dense<42> : tensor<i64>
    %c_32 = stablehlo.constant dense<32> : tensor<i64>
    %0 = stablehlo.shift_right_logical %c_31, %c_32 : tensor<i64>
    %1 = stablehlo.convert %0 : (tensor<i64>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.and %c_31, %c_30 : tensor<i64>
    %4 = stablehlo.convert %3 : (tensor<i64>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = stablehlo.abs %arg1 : tensor<3xf32>
    %8 = stablehlo.multiply %arg1, %arg1 : tensor<3xf32>
    %9 = stablehlo.slice %7 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %10 = stablehlo.slice %7 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %11 = stablehlo.slice %7 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %12 = stablehlo.add %10, %11 : tensor<2xf32>
    %13 = stablehlo.slice %7 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %14 = stablehlo.concatenate %9, %12, %13, dim = 0 : (tensor<1xf32>, tensor<2xf32>, tensor<1xf32>) -> tensor<4xf32>
    %15 = stablehlo.add %arg0, %14 : tensor<4xf32>
    %16 = stablehlo.reduce(%15 init: %cst_29) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.subtract %arg0, %14 : tensor<4xf32>
    %18 = stablehlo.reduce(%17 init: %cst_28) applies stablehlo.minimum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.abs %18 : tensor<f32>
    %20 = stablehlo.abs %16 : tensor<f32>
    %21 = stablehlo.maximum %19, %20 : tensor<f32>
    %22 = stablehlo.reduce(%8 init: %cst_29) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.maximum %cst_27, %22 : tensor<f32>
    %24 = stablehlo.multiply %cst_26, %23 : tensor<f32>
    %25 = stablehlo.slice %7 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %27 = stablehlo.multiply %cst_25, %26 : tensor<f32>
    %28 = stablehlo.multiply %27, %27 : tensor<f32>
    %29 = stablehlo.multiply %cst_25, %21 : tensor<f32>
    %30 = stablehlo.iota dim = 0 : tensor<4xi32>
    %31 = stablehlo.multiply %cst_24, %cst_23 : tensor<f32>
    %32 = stablehlo.multiply %31, %cst_25 : tensor<f32>
    %33 = stablehlo.multiply %32, %21 : tensor<f32>
    %34 = stablehlo.subtract %18, %33 : tensor<f32>
    %35 = stablehlo.multiply %cst_22, %24 : tensor<f32>
    %36 = stablehlo.subtract %34, %35 : tensor<f32>
    %37 = stablehlo.add %16, %33 : tensor<f32>
    %38 = stablehlo.multiply %cst_23, %24 : tensor<f32>
    %39 = stablehlo.add %37, %38 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.add %41, %40 : tensor<4xf32>
    %43 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<4xf32>
    %45 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %47:10 = stablehlo.while(%iterArg = %29, %iterArg_33 = %arg0, %iterArg_34 = %46, %iterArg_35 = %8, %iterArg_36 = %45, %iterArg_37 = %30, %iterArg_38 = %c_20, %iterArg_39 = %40, %iterArg_40 = %44, %iterArg_41 = %41) : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xi32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %123 = stablehlo.compare LT, %iterArg_38, %c_19, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %124 = stablehlo.subtract %iterArg_41, %iterArg_39 : tensor<4xf32>
      %125 = stablehlo.reduce(%124 init: %cst_29) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %126 = stablehlo.compare LT, %iterArg, %125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %127 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i1>) -> tensor<i1>
      %128 = stablehlo.compare NE, %123, %127, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %129 = stablehlo.convert %128 : tensor<i1>
      %130 = stablehlo.and %129, %126 : tensor<i1>
      stablehlo.return %130 : tensor<i1>
    } do {
      %123 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %124 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %125 = stablehlo.slice %iterArg_33 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
      %126 = stablehlo.reshape %125 : (tensor<1xf32>) -> tensor<f32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %128 = stablehlo.subtract %127, %iterArg_40 : tensor<4xf32>
      %129 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %130 = stablehlo.compare LT, %128, %129, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %131 = func.call @_where(%130, %124, %123) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %132 = stablehlo.slice %iterArg_33 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
      %133 = stablehlo.reshape %132 : (tensor<1xf32>) -> tensor<f32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %135 = stablehlo.compare EQ, %134, %iterArg_40, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %136 = func.call @_where_0(%135, %iterArg_34, %128) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %137 = stablehlo.slice %iterArg_33 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
      %138 = stablehlo.reshape %137 : (tensor<1xf32>) -> tensor<f32>
      %139 = stablehlo.slice %iterArg_35 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
      %140 = stablehlo.reshape %139 : (tensor<1xf32>) -> tensor<f32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %142 = stablehlo.divide %141, %136 : tensor<4xf32>
      %143 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %144 = stablehlo.subtract %143, %142 : tensor<4xf32>
      %145 = stablehlo.subtract %144, %iterArg_40 : tensor<4xf32>
      %146 = stablehlo.compare LE, %145, %iterArg_36, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %147 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %148 = stablehlo.add %131, %147 : tensor<4xi32>
      %149 = func.call @_where(%146, %148, %131) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %150 = stablehlo.compare LE, %145, %iterArg_36, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %151 = stablehlo.negate %iterArg_36 : tensor<4xf32>
      %152 = stablehlo.minimum %145, %151 : tensor<4xf32>
      %153 = func.call @_where_0(%150, %152, %145) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %154 = stablehlo.slice %iterArg_33 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
      %155 = stablehlo.reshape %154 : (tensor<1xf32>) -> tensor<f32>
      %156 = stablehlo.slice %iterArg_35 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
      %157 = stablehlo.reshape %156 : (tensor<1xf32>) -> tensor<f32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %159 = stablehlo.divide %158, %153 : tensor<4xf32>
      %160 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %161 = stablehlo.subtract %160, %159 : tensor<4xf32>
      %162 = stablehlo.subtract %161, %iterArg_40 : tensor<4xf32>
      %163 = stablehlo.compare LE, %162, %iterArg_36, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %164 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %165 = stablehlo.add %149, %164 : tensor<4xi32>
      %166 = func.call @_where(%163, %165, %149) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %167 = stablehlo.compare LE, %162, %iterArg_36, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %168 = stablehlo.negate %iterArg_36 : tensor<4xf32>
      %169 = stablehlo.minimum %162, %168 : tensor<4xf32>
      %170 = func.call @_where_0(%167, %169, %162) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %171 = stablehlo.slice %iterArg_33 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
      %172 = stablehlo.reshape %171 : (tensor<1xf32>) -> tensor<f32>
      %173 = stablehlo.slice %iterArg_35 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
      %174 = stablehlo.reshape %173 : (tensor<1xf32>) -> tensor<f32>
      %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %176 = stablehlo.divide %175, %170 : tensor<4xf32>
      %177 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %178 = stablehlo.subtract %177, %176 : tensor<4xf32>
      %179 = stablehlo.subtract %178, %iterArg_40 : tensor<4xf32>
      %180 = stablehlo.compare LE, %179, %iterArg_36, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %181 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %182 = stablehlo.add %166, %181 : tensor<4xi32>
      %183 = func.call @_where(%180, %182, %166) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %184 = stablehlo.compare LE, %179, %iterArg_36, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %185 = stablehlo.negate %iterArg_36 : tensor<4xf32>
      %186 = stablehlo.minimum %179, %185 : tensor<4xf32>
      %187 = func.call @_where_0(%184, %186, %179) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %188:7 = stablehlo.while(%iterArg_42 = %iterArg_33, %iterArg_43 = %iterArg_35, %iterArg_44 = %iterArg_40, %iterArg_45 = %iterArg_36, %iterArg_46 = %c_14, %iterArg_47 = %187, %iterArg_48 = %183) : tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xi32>
      cond {
        %197 = stablehlo.compare LT, %iterArg_46, %c_14, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %197 : tensor<i1>
      } do {
        %197 = stablehlo.add %iterArg_46, %c_20 : tensor<i64>
        %198 = stablehlo.compare LT, %197, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %199 = stablehlo.convert %197 : tensor<i64>
        %200 = stablehlo.add %199, %c_14 : tensor<i64>
        %201 = stablehlo.select %198, %200, %197 : tensor<i1>, tensor<i64>
        %202 = stablehlo.dynamic_slice %iterArg_42, %201, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %203 = stablehlo.reshape %202 : (tensor<1xf32>) -> tensor<f32>
        %204 = stablehlo.subtract %197, %c_13 : tensor<i64>
        %205 = stablehlo.compare LT, %204, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %206 = stablehlo.convert %204 : tensor<i64>
        %207 = stablehlo.add %206, %c_12 : tensor<i64>
        %208 = stablehlo.select %205, %207, %204 : tensor<i1>, tensor<i64>
        %209 = stablehlo.dynamic_slice %iterArg_43, %208, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %210 = stablehlo.reshape %209 : (tensor<1xf32>) -> tensor<f32>
        %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %212 = stablehlo.divide %211, %iterArg_47 : tensor<4xf32>
        %213 = stablehlo.broadcast_in_dim %203, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %214 = stablehlo.subtract %213, %212 : tensor<4xf32>
        %215 = stablehlo.subtract %214, %iterArg_44 : tensor<4xf32>
        %216 = stablehlo.compare LE, %215, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %217 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %218 = stablehlo.add %iterArg_48, %217 : tensor<4xi32>
        %219 = func.call @_where(%216, %218, %iterArg_48) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %220 = stablehlo.compare LE, %215, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %221 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %222 = stablehlo.minimum %215, %221 : tensor<4xf32>
        %223 = func.call @_where_0(%220, %222, %215) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %224 = stablehlo.add %iterArg_46, %c_13 : tensor<i64>
        %225 = stablehlo.compare LT, %224, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %226 = stablehlo.convert %224 : tensor<i64>
        %227 = stablehlo.add %226, %c_14 : tensor<i64>
        %228 = stablehlo.select %225, %227, %224 : tensor<i1>, tensor<i64>
        %229 = stablehlo.dynamic_slice %iterArg_42, %228, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %230 = stablehlo.reshape %229 : (tensor<1xf32>) -> tensor<f32>
        %231 = stablehlo.subtract %224, %c_13 : tensor<i64>
        %232 = stablehlo.compare LT, %231, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %233 = stablehlo.convert %231 : tensor<i64>
        %234 = stablehlo.add %233, %c_12 : tensor<i64>
        %235 = stablehlo.select %232, %234, %231 : tensor<i1>, tensor<i64>
        %236 = stablehlo.dynamic_slice %iterArg_43, %235, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %237 = stablehlo.reshape %236 : (tensor<1xf32>) -> tensor<f32>
        %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %239 = stablehlo.divide %238, %223 : tensor<4xf32>
        %240 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %241 = stablehlo.subtract %240, %239 : tensor<4xf32>
        %242 = stablehlo.subtract %241, %iterArg_44 : tensor<4xf32>
        %243 = stablehlo.compare LE, %242, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %244 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %245 = stablehlo.add %219, %244 : tensor<4xi32>
        %246 = func.call @_where(%243, %245, %219) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %247 = stablehlo.compare LE, %242, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %248 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %249 = stablehlo.minimum %242, %248 : tensor<4xf32>
        %250 = func.call @_where_0(%247, %249, %242) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %251 = stablehlo.add %iterArg_46, %c_11 : tensor<i64>
        %252 = stablehlo.compare LT, %251, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %253 = stablehlo.convert %251 : tensor<i64>
        %254 = stablehlo.add %253, %c_14 : tensor<i64>
        %255 = stablehlo.select %252, %254, %251 : tensor<i1>, tensor<i64>
        %256 = stablehlo.dynamic_slice %iterArg_42, %255, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %257 = stablehlo.reshape %256 : (tensor<1xf32>) -> tensor<f32>
        %258 = stablehlo.subtract %251, %c_13 : tensor<i64>
        %259 = stablehlo.compare LT, %258, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %260 = stablehlo.convert %258 : tensor<i64>
        %261 = stablehlo.add %260, %c_12 : tensor<i64>
        %262 = stablehlo.select %259, %261, %258 : tensor<i1>, tensor<i64>
        %263 = stablehlo.dynamic_slice %iterArg_43, %262, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %264 = stablehlo.reshape %263 : (tensor<1xf32>) -> tensor<f32>
        %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %266 = stablehlo.divide %265, %250 : tensor<4xf32>
        %267 = stablehlo.broadcast_in_dim %257, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %268 = stablehlo.subtract %267, %266 : tensor<4xf32>
        %269 = stablehlo.subtract %268, %iterArg_44 : tensor<4xf32>
        %270 = stablehlo.compare LE, %269, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %271 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %272 = stablehlo.add %246, %271 : tensor<4xi32>
        %273 = func.call @_where(%270, %272, %246) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %274 = stablehlo.compare LE, %269, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %275 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %276 = stablehlo.minimum %269, %275 : tensor<4xf32>
        %277 = func.call @_where_0(%274, %276, %269) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %278 = stablehlo.add %iterArg_46, %c_12 : tensor<i64>
        %279 = stablehlo.compare LT, %278, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %280 = stablehlo.convert %278 : tensor<i64>
        %281 = stablehlo.add %280, %c_14 : tensor<i64>
        %282 = stablehlo.select %279, %281, %278 : tensor<i1>, tensor<i64>
        %283 = stablehlo.dynamic_slice %iterArg_42, %282, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %284 = stablehlo.reshape %283 : (tensor<1xf32>) -> tensor<f32>
        %285 = stablehlo.subtract %278, %c_13 : tensor<i64>
        %286 = stablehlo.compare LT, %285, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %287 = stablehlo.convert %285 : tensor<i64>
        %288 = stablehlo.add %287, %c_12 : tensor<i64>
        %289 = stablehlo.select %286, %288, %285 : tensor<i1>, tensor<i64>
        %290 = stablehlo.dynamic_slice %iterArg_43, %289, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %291 = stablehlo.reshape %290 : (tensor<1xf32>) -> tensor<f32>
        %292 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %293 = stablehlo.divide %292, %277 : tensor<4xf32>
        %294 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %295 = stablehlo.subtract %294, %293 : tensor<4xf32>
        %296 = stablehlo.subtract %295, %iterArg_44 : tensor<4xf32>
        %297 = stablehlo.compare LE, %296, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %298 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %299 = stablehlo.add %273, %298 : tensor<4xi32>
        %300 = func.call @_where(%297, %299, %273) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %301 = stablehlo.compare LE, %296, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %302 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %303 = stablehlo.minimum %296, %302 : tensor<4xf32>
        %304 = func.call @_where_0(%301, %303, %296) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %305 = stablehlo.add %iterArg_46, %c_14 : tensor<i64>
        %306 = stablehlo.compare LT, %305, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %307 = stablehlo.convert %305 : tensor<i64>
        %308 = stablehlo.add %307, %c_14 : tensor<i64>
        %309 = stablehlo.select %306, %308, %305 : tensor<i1>, tensor<i64>
        %310 = stablehlo.dynamic_slice %iterArg_42, %309, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %311 = stablehlo.reshape %310 : (tensor<1xf32>) -> tensor<f32>
        %312 = stablehlo.subtract %305, %c_13 : tensor<i64>
        %313 = stablehlo.compare LT, %312, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %314 = stablehlo.convert %312 : tensor<i64>
        %315 = stablehlo.add %314, %c_12 : tensor<i64>
        %316 = stablehlo.select %313, %315, %312 : tensor<i1>, tensor<i64>
        %317 = stablehlo.dynamic_slice %iterArg_43, %316, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %318 = stablehlo.reshape %317 : (tensor<1xf32>) -> tensor<f32>
        %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %320 = stablehlo.divide %319, %304 : tensor<4xf32>
        %321 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %322 = stablehlo.subtract %321, %320 : tensor<4xf32>
        %323 = stablehlo.subtract %322, %iterArg_44 : tensor<4xf32>
        %324 = stablehlo.compare LE, %323, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %325 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %326 = stablehlo.add %300, %325 : tensor<4xi32>
        %327 = func.call @_where(%324, %326, %300) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %328 = stablehlo.compare LE, %323, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %329 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %330 = stablehlo.minimum %323, %329 : tensor<4xf32>
        %331 = func.call @_where_0(%328, %330, %323) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %332 = stablehlo.add %iterArg_46, %c_10 : tensor<i64>
        %333 = stablehlo.compare LT, %332, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %334 = stablehlo.convert %332 : tensor<i64>
        %335 = stablehlo.add %334, %c_14 : tensor<i64>
        %336 = stablehlo.select %333, %335, %332 : tensor<i1>, tensor<i64>
        %337 = stablehlo.dynamic_slice %iterArg_42, %336, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %338 = stablehlo.reshape %337 : (tensor<1xf32>) -> tensor<f32>
        %339 = stablehlo.subtract %332, %c_13 : tensor<i64>
        %340 = stablehlo.compare LT, %339, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %341 = stablehlo.convert %339 : tensor<i64>
        %342 = stablehlo.add %341, %c_12 : tensor<i64>
        %343 = stablehlo.select %340, %342, %339 : tensor<i1>, tensor<i64>
        %344 = stablehlo.dynamic_slice %iterArg_43, %343, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %345 = stablehlo.reshape %344 : (tensor<1xf32>) -> tensor<f32>
        %346 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %347 = stablehlo.divide %346, %331 : tensor<4xf32>
        %348 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %349 = stablehlo.subtract %348, %347 : tensor<4xf32>
        %350 = stablehlo.subtract %349, %iterArg_44 : tensor<4xf32>
        %351 = stablehlo.compare LE, %350, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %352 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %353 = stablehlo.add %327, %352 : tensor<4xi32>
        %354 = func.call @_where(%351, %353, %327) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %355 = stablehlo.compare LE, %350, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %356 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %357 = stablehlo.minimum %350, %356 : tensor<4xf32>
        %358 = func.call @_where_0(%355, %357, %350) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %359 = stablehlo.add %iterArg_46, %c_9 : tensor<i64>
        %360 = stablehlo.compare LT, %359, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %361 = stablehlo.convert %359 : tensor<i64>
        %362 = stablehlo.add %361, %c_14 : tensor<i64>
        %363 = stablehlo.select %360, %362, %359 : tensor<i1>, tensor<i64>
        %364 = stablehlo.dynamic_slice %iterArg_42, %363, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %365 = stablehlo.reshape %364 : (tensor<1xf32>) -> tensor<f32>
        %366 = stablehlo.subtract %359, %c_13 : tensor<i64>
        %367 = stablehlo.compare LT, %366, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %368 = stablehlo.convert %366 : tensor<i64>
        %369 = stablehlo.add %368, %c_12 : tensor<i64>
        %370 = stablehlo.select %367, %369, %366 : tensor<i1>, tensor<i64>
        %371 = stablehlo.dynamic_slice %iterArg_43, %370, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %372 = stablehlo.reshape %371 : (tensor<1xf32>) -> tensor<f32>
        %373 = stablehlo.broadcast_in_dim %372, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %374 = stablehlo.divide %373, %358 : tensor<4xf32>
        %375 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %376 = stablehlo.subtract %375, %374 : tensor<4xf32>
        %377 = stablehlo.subtract %376, %iterArg_44 : tensor<4xf32>
        %378 = stablehlo.compare LE, %377, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %379 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %380 = stablehlo.add %354, %379 : tensor<4xi32>
        %381 = func.call @_where(%378, %380, %354) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %382 = stablehlo.compare LE, %377, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %383 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %384 = stablehlo.minimum %377, %383 : tensor<4xf32>
        %385 = func.call @_where_0(%382, %384, %377) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %386 = stablehlo.add %iterArg_46, %c_8 : tensor<i64>
        %387 = stablehlo.compare LT, %386, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %388 = stablehlo.convert %386 : tensor<i64>
        %389 = stablehlo.add %388, %c_14 : tensor<i64>
        %390 = stablehlo.select %387, %389, %386 : tensor<i1>, tensor<i64>
        %391 = stablehlo.dynamic_slice %iterArg_42, %390, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %392 = stablehlo.reshape %391 : (tensor<1xf32>) -> tensor<f32>
        %393 = stablehlo.subtract %386, %c_13 : tensor<i64>
        %394 = stablehlo.compare LT, %393, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %395 = stablehlo.convert %393 : tensor<i64>
        %396 = stablehlo.add %395, %c_12 : tensor<i64>
        %397 = stablehlo.select %394, %396, %393 : tensor<i1>, tensor<i64>
        %398 = stablehlo.dynamic_slice %iterArg_43, %397, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %399 = stablehlo.reshape %398 : (tensor<1xf32>) -> tensor<f32>
        %400 = stablehlo.broadcast_in_dim %399, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %401 = stablehlo.divide %400, %385 : tensor<4xf32>
        %402 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %403 = stablehlo.subtract %402, %401 : tensor<4xf32>
        %404 = stablehlo.subtract %403, %iterArg_44 : tensor<4xf32>
        %405 = stablehlo.compare LE, %404, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %406 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %407 = stablehlo.add %381, %406 : tensor<4xi32>
        %408 = func.call @_where(%405, %407, %381) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %409 = stablehlo.compare LE, %404, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %410 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %411 = stablehlo.minimum %404, %410 : tensor<4xf32>
        %412 = func.call @_where_0(%409, %411, %404) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %413 = stablehlo.add %iterArg_46, %c_7 : tensor<i64>
        %414 = stablehlo.compare LT, %413, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %415 = stablehlo.convert %413 : tensor<i64>
        %416 = stablehlo.add %415, %c_14 : tensor<i64>
        %417 = stablehlo.select %414, %416, %413 : tensor<i1>, tensor<i64>
        %418 = stablehlo.dynamic_slice %iterArg_42, %417, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %419 = stablehlo.reshape %418 : (tensor<1xf32>) -> tensor<f32>
        %420 = stablehlo.subtract %413, %c_13 : tensor<i64>
        %421 = stablehlo.compare LT, %420, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %422 = stablehlo.convert %420 : tensor<i64>
        %423 = stablehlo.add %422, %c_12 : tensor<i64>
        %424 = stablehlo.select %421, %423, %420 : tensor<i1>, tensor<i64>
        %425 = stablehlo.dynamic_slice %iterArg_43, %424, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %426 = stablehlo.reshape %425 : (tensor<1xf32>) -> tensor<f32>
        %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %428 = stablehlo.divide %427, %412 : tensor<4xf32>
        %429 = stablehlo.broadcast_in_dim %419, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %430 = stablehlo.subtract %429, %428 : tensor<4xf32>
        %431 = stablehlo.subtract %430, %iterArg_44 : tensor<4xf32>
        %432 = stablehlo.compare LE, %431, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %433 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %434 = stablehlo.add %408, %433 : tensor<4xi32>
        %435 = func.call @_where(%432, %434, %408) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %436 = stablehlo.compare LE, %431, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %437 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %438 = stablehlo.minimum %431, %437 : tensor<4xf32>
        %439 = func.call @_where_0(%436, %438, %431) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %440 = stablehlo.add %iterArg_46, %c_6 : tensor<i64>
        %441 = stablehlo.compare LT, %440, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %442 = stablehlo.convert %440 : tensor<i64>
        %443 = stablehlo.add %442, %c_14 : tensor<i64>
        %444 = stablehlo.select %441, %443, %440 : tensor<i1>, tensor<i64>
        %445 = stablehlo.dynamic_slice %iterArg_42, %444, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %446 = stablehlo.reshape %445 : (tensor<1xf32>) -> tensor<f32>
        %447 = stablehlo.subtract %440, %c_13 : tensor<i64>
        %448 = stablehlo.compare LT, %447, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %449 = stablehlo.convert %447 : tensor<i64>
        %450 = stablehlo.add %449, %c_12 : tensor<i64>
        %451 = stablehlo.select %448, %450, %447 : tensor<i1>, tensor<i64>
        %452 = stablehlo.dynamic_slice %iterArg_43, %451, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %453 = stablehlo.reshape %452 : (tensor<1xf32>) -> tensor<f32>
        %454 = stablehlo.broadcast_in_dim %453, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %455 = stablehlo.divide %454, %439 : tensor<4xf32>
        %456 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %457 = stablehlo.subtract %456, %455 : tensor<4xf32>
        %458 = stablehlo.subtract %457, %iterArg_44 : tensor<4xf32>
        %459 = stablehlo.compare LE, %458, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %460 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %461 = stablehlo.add %435, %460 : tensor<4xi32>
        %462 = func.call @_where(%459, %461, %435) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %463 = stablehlo.compare LE, %458, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %464 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %465 = stablehlo.minimum %458, %464 : tensor<4xf32>
        %466 = func.call @_where_0(%463, %465, %458) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %467 = stablehlo.add %iterArg_46, %c_5 : tensor<i64>
        %468 = stablehlo.compare LT, %467, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %469 = stablehlo.convert %467 : tensor<i64>
        %470 = stablehlo.add %469, %c_14 : tensor<i64>
        %471 = stablehlo.select %468, %470, %467 : tensor<i1>, tensor<i64>
        %472 = stablehlo.dynamic_slice %iterArg_42, %471, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %473 = stablehlo.reshape %472 : (tensor<1xf32>) -> tensor<f32>
        %474 = stablehlo.subtract %467, %c_13 : tensor<i64>
        %475 = stablehlo.compare LT, %474, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %476 = stablehlo.convert %474 : tensor<i64>
        %477 = stablehlo.add %476, %c_12 : tensor<i64>
        %478 = stablehlo.select %475, %477, %474 : tensor<i1>, tensor<i64>
        %479 = stablehlo.dynamic_slice %iterArg_43, %478, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %480 = stablehlo.reshape %479 : (tensor<1xf32>) -> tensor<f32>
        %481 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %482 = stablehlo.divide %481, %466 : tensor<4xf32>
        %483 = stablehlo.broadcast_in_dim %473, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %484 = stablehlo.subtract %483, %482 : tensor<4xf32>
        %485 = stablehlo.subtract %484, %iterArg_44 : tensor<4xf32>
        %486 = stablehlo.compare LE, %485, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %487 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %488 = stablehlo.add %462, %487 : tensor<4xi32>
        %489 = func.call @_where(%486, %488, %462) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %490 = stablehlo.compare LE, %485, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %491 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %492 = stablehlo.minimum %485, %491 : tensor<4xf32>
        %493 = func.call @_where_0(%490, %492, %485) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %494 = stablehlo.add %iterArg_46, %c_4 : tensor<i64>
        %495 = stablehlo.compare LT, %494, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %496 = stablehlo.convert %494 : tensor<i64>
        %497 = stablehlo.add %496, %c_14 : tensor<i64>
        %498 = stablehlo.select %495, %497, %494 : tensor<i1>, tensor<i64>
        %499 = stablehlo.dynamic_slice %iterArg_42, %498, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %500 = stablehlo.reshape %499 : (tensor<1xf32>) -> tensor<f32>
        %501 = stablehlo.subtract %494, %c_13 : tensor<i64>
        %502 = stablehlo.compare LT, %501, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %503 = stablehlo.convert %501 : tensor<i64>
        %504 = stablehlo.add %503, %c_12 : tensor<i64>
        %505 = stablehlo.select %502, %504, %501 : tensor<i1>, tensor<i64>
        %506 = stablehlo.dynamic_slice %iterArg_43, %505, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %507 = stablehlo.reshape %506 : (tensor<1xf32>) -> tensor<f32>
        %508 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %509 = stablehlo.divide %508, %493 : tensor<4xf32>
        %510 = stablehlo.broadcast_in_dim %500, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %511 = stablehlo.subtract %510, %509 : tensor<4xf32>
        %512 = stablehlo.subtract %511, %iterArg_44 : tensor<4xf32>
        %513 = stablehlo.compare LE, %512, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %514 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %515 = stablehlo.add %489, %514 : tensor<4xi32>
        %516 = func.call @_where(%513, %515, %489) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %517 = stablehlo.compare LE, %512, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %518 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %519 = stablehlo.minimum %512, %518 : tensor<4xf32>
        %520 = func.call @_where_0(%517, %519, %512) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %521 = stablehlo.add %iterArg_46, %c_3 : tensor<i64>
        %522 = stablehlo.compare LT, %521, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %523 = stablehlo.convert %521 : tensor<i64>
        %524 = stablehlo.add %523, %c_14 : tensor<i64>
        %525 = stablehlo.select %522, %524, %521 : tensor<i1>, tensor<i64>
        %526 = stablehlo.dynamic_slice %iterArg_42, %525, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %527 = stablehlo.reshape %526 : (tensor<1xf32>) -> tensor<f32>
        %528 = stablehlo.subtract %521, %c_13 : tensor<i64>
        %529 = stablehlo.compare LT, %528, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %530 = stablehlo.convert %528 : tensor<i64>
        %531 = stablehlo.add %530, %c_12 : tensor<i64>
        %532 = stablehlo.select %529, %531, %528 : tensor<i1>, tensor<i64>
        %533 = stablehlo.dynamic_slice %iterArg_43, %532, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %534 = stablehlo.reshape %533 : (tensor<1xf32>) -> tensor<f32>
        %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %536 = stablehlo.divide %535, %520 : tensor<4xf32>
        %537 = stablehlo.broadcast_in_dim %527, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %538 = stablehlo.subtract %537, %536 : tensor<4xf32>
        %539 = stablehlo.subtract %538, %iterArg_44 : tensor<4xf32>
        %540 = stablehlo.compare LE, %539, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %541 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %542 = stablehlo.add %516, %541 : tensor<4xi32>
        %543 = func.call @_where(%540, %542, %516) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %544 = stablehlo.compare LE, %539, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %545 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %546 = stablehlo.minimum %539, %545 : tensor<4xf32>
        %547 = func.call @_where_0(%544, %546, %539) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %548 = stablehlo.add %iterArg_46, %c_2 : tensor<i64>
        %549 = stablehlo.compare LT, %548, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %550 = stablehlo.convert %548 : tensor<i64>
        %551 = stablehlo.add %550, %c_14 : tensor<i64>
        %552 = stablehlo.select %549, %551, %548 : tensor<i1>, tensor<i64>
        %553 = stablehlo.dynamic_slice %iterArg_42, %552, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %554 = stablehlo.reshape %553 : (tensor<1xf32>) -> tensor<f32>
        %555 = stablehlo.subtract %548, %c_13 : tensor<i64>
        %556 = stablehlo.compare LT, %555, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %557 = stablehlo.convert %555 : tensor<i64>
        %558 = stablehlo.add %557, %c_12 : tensor<i64>
        %559 = stablehlo.select %556, %558, %555 : tensor<i1>, tensor<i64>
        %560 = stablehlo.dynamic_slice %iterArg_43, %559, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %561 = stablehlo.reshape %560 : (tensor<1xf32>) -> tensor<f32>
        %562 = stablehlo.broadcast_in_dim %561, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %563 = stablehlo.divide %562, %547 : tensor<4xf32>
        %564 = stablehlo.broadcast_in_dim %554, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %565 = stablehlo.subtract %564, %563 : tensor<4xf32>
        %566 = stablehlo.subtract %565, %iterArg_44 : tensor<4xf32>
        %567 = stablehlo.compare LE, %566, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %568 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %569 = stablehlo.add %543, %568 : tensor<4xi32>
        %570 = func.call @_where(%567, %569, %543) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %571 = stablehlo.compare LE, %566, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %572 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %573 = stablehlo.minimum %566, %572 : tensor<4xf32>
        %574 = func.call @_where_0(%571, %573, %566) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %575 = stablehlo.add %iterArg_46, %c_1 : tensor<i64>
        %576 = stablehlo.compare LT, %575, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %577 = stablehlo.convert %575 : tensor<i64>
        %578 = stablehlo.add %577, %c_14 : tensor<i64>
        %579 = stablehlo.select %576, %578, %575 : tensor<i1>, tensor<i64>
        %580 = stablehlo.dynamic_slice %iterArg_42, %579, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %581 = stablehlo.reshape %580 : (tensor<1xf32>) -> tensor<f32>
        %582 = stablehlo.subtract %575, %c_13 : tensor<i64>
        %583 = stablehlo.compare LT, %582, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %584 = stablehlo.convert %582 : tensor<i64>
        %585 = stablehlo.add %584, %c_12 : tensor<i64>
        %586 = stablehlo.select %583, %585, %582 : tensor<i1>, tensor<i64>
        %587 = stablehlo.dynamic_slice %iterArg_43, %586, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %588 = stablehlo.reshape %587 : (tensor<1xf32>) -> tensor<f32>
        %589 = stablehlo.broadcast_in_dim %588, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %590 = stablehlo.divide %589, %574 : tensor<4xf32>
        %591 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %592 = stablehlo.subtract %591, %590 : tensor<4xf32>
        %593 = stablehlo.subtract %592, %iterArg_44 : tensor<4xf32>
        %594 = stablehlo.compare LE, %593, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %595 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %596 = stablehlo.add %570, %595 : tensor<4xi32>
        %597 = func.call @_where(%594, %596, %570) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %598 = stablehlo.compare LE, %593, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %599 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %600 = stablehlo.minimum %593, %599 : tensor<4xf32>
        %601 = func.call @_where_0(%598, %600, %593) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %602 = stablehlo.add %iterArg_46, %c_0 : tensor<i64>
        %603 = stablehlo.compare LT, %602, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %604 = stablehlo.convert %602 : tensor<i64>
        %605 = stablehlo.add %604, %c_14 : tensor<i64>
        %606 = stablehlo.select %603, %605, %602 : tensor<i1>, tensor<i64>
        %607 = stablehlo.dynamic_slice %iterArg_42, %606, sizes = [1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>
        %608 = stablehlo.reshape %607 : (tensor<1xf32>) -> tensor<f32>
        %609 = stablehlo.subtract %602, %c_13 : tensor<i64>
        %610 = stablehlo.compare LT, %609, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %611 = stablehlo.convert %609 : tensor<i64>
        %612 = stablehlo.add %611, %c_12 : tensor<i64>
        %613 = stablehlo.select %610, %612, %609 : tensor<i1>, tensor<i64>
        %614 = stablehlo.dynamic_slice %iterArg_43, %613, sizes = [1] : (tensor<3xf32>, tensor<i64>) -> tensor<1xf32>
        %615 = stablehlo.reshape %614 : (tensor<1xf32>) -> tensor<f32>
        %616 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %617 = stablehlo.divide %616, %601 : tensor<4xf32>
        %618 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %619 = stablehlo.subtract %618, %617 : tensor<4xf32>
        %620 = stablehlo.subtract %619, %iterArg_44 : tensor<4xf32>
        %621 = stablehlo.compare LE, %620, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %622 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
        %623 = stablehlo.add %597, %622 : tensor<4xi32>
        %624 = func.call @_where(%621, %623, %597) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        %625 = stablehlo.compare LE, %620, %iterArg_45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %626 = stablehlo.negate %iterArg_45 : tensor<4xf32>
        %627 = stablehlo.minimum %620, %626 : tensor<4xf32>
        %628 = func.call @_where_0(%625, %627, %620) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %629 = stablehlo.add %iterArg_46, %c : tensor<i64>
        stablehlo.return %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %629, %628, %624 : tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xi32>
      }
      %189 = stablehlo.compare LE, %188#6, %iterArg_37, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %190 = func.call @_where_0(%189, %iterArg_40, %iterArg_39) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %191 = stablehlo.compare GT, %188#6, %iterArg_37, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %192 = func.call @_where_0(%191, %iterArg_40, %iterArg_41) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %193 = stablehlo.add %190, %192 : tensor<4xf32>
      %194 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %195 = stablehlo.multiply %194, %193 : tensor<4xf32>
      %196 = stablehlo.add %iterArg_38, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %196, %190, %195, %192 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xi32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %48 = call @_pad(%arg1, %c_20) : (tensor<3xf32>, tensor<i64>) -> tensor<4xf32>
    %49 = call @_pad_1(%arg1, %c_20) : (tensor<3xf32>, tensor<i64>) -> tensor<4xf32>
    %50 = stablehlo.slice %47#8 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %51 = stablehlo.slice %47#8 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<3xf32>
    %53 = stablehlo.slice %47#8 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %54 = stablehlo.reshape %53 : (tensor<1xf32>) -> tensor<f32>
    %55 = stablehlo.abs %54 : tensor<f32>
    %56 = stablehlo.slice %47#8 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = stablehlo.abs %57 : tensor<f32>
    %59 = stablehlo.maximum %55, %58 : tensor<f32>
    %60 = stablehlo.sqrt %cst_25 : tensor<f32>
    %61 = stablehlo.multiply %60, %59 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %63 = stablehlo.compare LT, %52, %62, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %64 = call @_pad_2(%63, %c_18) : (tensor<3xi1>, tensor<i1>) -> tensor<4xi1>
    %65 = call @_pad_3(%63, %c_18) : (tensor<3xi1>, tensor<i1>) -> tensor<4xi1>
    %66 = stablehlo.not %64 : tensor<4xi1>
    %67 = stablehlo.and %66, %65 : tensor<4xi1>
    %68 = stablehlo.not %65 : tensor<4xi1>
    %69 = stablehlo.and %64, %68 : tensor<4xi1>
    %70 = call @cumsum(%67) : (tensor<4xi1>) -> tensor<4xi64>
    %71 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %72 = call @clip(%70, %c_20) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %73 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %74 = stablehlo.compare LT, %72, %73, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %75 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %76 = stablehlo.add %72, %75 : tensor<4xi64>
    %77 = stablehlo.select %74, %76, %72 : tensor<4xi1>, tensor<4xi64>
    %78 = stablehlo.convert %77 : (tensor<4xi64>) -> tensor<4xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %80 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %81 = "stablehlo.scatter"(%71, %79, %80) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %123 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %123 : tensor<i64>
    }) : (tensor<3xi64>, tensor<4x1xi32>, tensor<4xi64>) -> tensor<3xi64>
    %82 = call @cumsum_5(%81) : (tensor<3xi64>) -> tensor<3xi64>
    %83 = call @floor_divide(%82, %c_13) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %84 = call @remainder(%83, %c_14) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %85 = call @cumsum(%69) : (tensor<4xi1>) -> tensor<4xi64>
    %86 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %87 = call @clip(%85, %c_20) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %88 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %89 = stablehlo.compare LT, %87, %88, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %90 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %91 = stablehlo.add %87, %90 : tensor<4xi64>
    %92 = stablehlo.select %89, %91, %87 : tensor<4xi1>, tensor<4xi64>
    %93 = stablehlo.convert %92 : (tensor<4xi64>) -> tensor<4xi32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %95 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %96 = "stablehlo.scatter"(%86, %94, %95) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %123 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %123 : tensor<i64>
    }) : (tensor<3xi64>, tensor<4x1xi32>, tensor<4xi64>) -> tensor<3xi64>
    %97 = call @cumsum_5(%96) : (tensor<3xi64>) -> tensor<3xi64>
    %98 = call @floor_divide(%97, %c_13) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %99 = call @remainder(%98, %c_14) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %100 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %101 = stablehlo.add %99, %100 : tensor<3xi64>
    %102 = stablehlo.convert %67 : (tensor<4xi1>) -> tensor<4xi32>
    %103 = stablehlo.convert %102 : (tensor<4xi32>) -> tensor<4xi64>
    %104 = stablehlo.reduce(%103 init: %c_20) applies stablehlo.add across dimensions = [0] : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
    %105 = stablehlo.iota dim = 0 : tensor<4xi64>
    %106 = call @_normal(%6) : (tensor<2xui32>) -> tensor<4x4xf32>
    %107 = call @norm(%106) : (tensor<4x4xf32>) -> tensor<4x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %109 = stablehlo.divide %106, %108 : tensor<4x4xf32>
    %110 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %111 = stablehlo.broadcast_in_dim %47#8, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %114 = stablehlo.subtract %112, %113 : tensor<4x4xf32>
    %115 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %117 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %119 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %120 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %121:11 = stablehlo.while(%iterArg = %116, %iterArg_33 = %114, %iterArg_34 = %118, %iterArg_35 = %84, %iterArg_36 = %101, %iterArg_37 = %105, %iterArg_38 = %104, %iterArg_39 = %c_20, %iterArg_40 = %109, %iterArg_41 = %119, %iterArg_42 = %120) : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<3xi64>, tensor<3xi64>, tensor<4xi64>, tensor<i64>, tensor<i64>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %123 = stablehlo.compare LT, %iterArg_39, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %124 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %125 = stablehlo.multiply %124, %iterArg_42 : tensor<4xf32>
      %126 = stablehlo.compare GE, %iterArg_41, %125, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %127 = stablehlo.reduce(%126 init: %c_18) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %128 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i1>) -> tensor<i1>
      %129 = stablehlo.compare NE, %123, %128, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %130 = stablehlo.convert %129 : tensor<i1>
      %131 = stablehlo.and %130, %127 : tensor<i1>
      stablehlo.return %131 : tensor<i1>
    } do {
      %123 = stablehlo.broadcast_in_dim %iterArg_40, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
      %124 = stablehlo.custom_call @tridiagonal_solve_perturbed_ffi(%iterArg, %iterArg_33, %iterArg_34, %123) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o, p]) {i=4, j=4, k=4, l=4, m=4, n=1, o=4, p=1}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
      %125 = stablehlo.reshape %124 : (tensor<4x4x1xf32>) -> tensor<4x4xf32>
      %126 = func.call @norm_9(%125) : (tensor<4x4xf32>) -> tensor<4x1xf32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
      %128 = stablehlo.divide %125, %127 : tensor<4x4xf32>
      %129 = stablehlo.reshape %126 : (tensor<4x1xf32>) -> tensor<4xf32>
      %130:6 = stablehlo.while(%iterArg_43 = %iterArg_35, %iterArg_44 = %iterArg_36, %iterArg_45 = %iterArg_37, %iterArg_46 = %c_20, %iterArg_47 = %iterArg_38, %iterArg_48 = %128) : tensor<3xi64>, tensor<3xi64>, tensor<4xi64>, tensor<i64>, tensor<i64>, tensor<4x4xf32>
      cond {
        %132 = stablehlo.compare LT, %iterArg_46, %iterArg_47, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %132 : tensor<i1>
      } do {
        %132 = stablehlo.add %iterArg_46, %c_13 : tensor<i64>
        %133 = stablehlo.compare LT, %iterArg_46, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %134 = stablehlo.convert %iterArg_46 : tensor<i64>
        %135 = stablehlo.add %134, %c_12 : tensor<i64>
        %136 = stablehlo.select %133, %135, %iterArg_46 : tensor<i1>, tensor<i64>
        %137 = stablehlo.dynamic_slice %iterArg_43, %136, sizes = [1] : (tensor<3xi64>, tensor<i64>) -> tensor<1xi64>
        %138 = stablehlo.reshape %137 : (tensor<1xi64>) -> tensor<i64>
        %139 = stablehlo.compare LT, %iterArg_46, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %140 = stablehlo.convert %iterArg_46 : tensor<i64>
        %141 = stablehlo.add %140, %c_12 : tensor<i64>
        %142 = stablehlo.select %139, %141, %iterArg_46 : tensor<i1>, tensor<i64>
        %143 = stablehlo.dynamic_slice %iterArg_44, %142, sizes = [1] : (tensor<3xi64>, tensor<i64>) -> tensor<1xi64>
        %144 = stablehlo.reshape %143 : (tensor<1xi64>) -> tensor<i64>
        %145 = stablehlo.subtract %144, %138 : tensor<i64>
        %146 = func.call @_pad_10(%iterArg_48, %c_20) : (tensor<4x4xf32>, tensor<i64>) -> tensor<8x4xf32>
        %147 = stablehlo.compare LT, %138, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %148 = stablehlo.add %138, %c_7 : tensor<i64>
        %149 = stablehlo.select %147, %148, %138 : tensor<i1>, tensor<i64>
        %150 = stablehlo.dynamic_slice %146, %149, %c_20, sizes = [4, 4] : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<4x4xf32>
        %151 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<i64>) -> tensor<4xi64>
        %152 = stablehlo.compare LT, %iterArg_45, %151, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %153 = stablehlo.convert %152 : (tensor<4xi1>) -> tensor<4xf32>
        %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
        %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
        %156 = stablehlo.multiply %150, %155 : tensor<4x4xf32>
        %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
        %158:2 = func.call @qr(%157) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
        %159 = stablehlo.transpose %158#0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
        %160 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
        %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
        %162 = stablehlo.multiply %159, %161 : tensor<4x4xf32>
        %163 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
        %164 = stablehlo.compare LT, %138, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        %165 = stablehlo.add %138, %c_7 : tensor<i64>
        %166 = stablehlo.select %164, %165, %138 : tensor<i1>, tensor<i64>
        %167 = stablehlo.dynamic_update_slice %163, %162, %166, %c_20 : (tensor<8x4xf32>, tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
        %168 = stablehlo.slice %167 [0:4, 0:4] : (tensor<8x4xf32>) -> tensor<4x4xf32>
        %169 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i64>) -> tensor<4xi64>
        %170 = stablehlo.compare GE, %iterArg_45, %169, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %171 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i64>) -> tensor<4xi64>
        %172 = stablehlo.compare LT, %iterArg_45, %171, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
        %173 = stablehlo.and %170, %172 : tensor<4xi1>
        %174 = stablehlo.broadcast_in_dim %173, dims = [0] : (tensor<4xi1>) -> tensor<4x1xi1>
        %175 = func.call @_where_11(%174, %168, %iterArg_48) : (tensor<4x1xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        stablehlo.return %iterArg_43, %iterArg_44, %iterArg_45, %132, %iterArg_47, %175 : tensor<3xi64>, tensor<3xi64>, tensor<4xi64>, tensor<i64>, tensor<i64>, tensor<4x4xf32>
      }
      %131 = stablehlo.add %iterArg_39, %c_13 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %131, %130#5, %129, %iterArg_41 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<3xi64>, tensor<3xi64>, tensor<4xi64>, tensor<i64>, tensor<i64>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %122 = stablehlo.transpose %121#8, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %47#8, %122 : tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_where_0(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @_pad(%arg0: tensor<3xf32>, %arg1: tensor<i64>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @_pad_1(%arg0: tensor<3xf32>, %arg1: tensor<i64>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @_pad_2(%arg0: tensor<3xi1>, %arg1: tensor<i1>) -> tensor<4xi1> {
    %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [0], interior = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<4xi1>
    return %0 : tensor<4xi1>
  }
  func.func private @_pad_3(%arg0: tensor<3xi1>, %arg1: tensor<i1>) -> tensor<4xi1> {
    %0 = stablehlo.pad %arg0, %arg1, low = [0], high = [1], interior = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<4xi1>
    return %0 : tensor<4xi1>
  }
  func.func private @cumsum(%arg0: tensor<4xi1>) -> tensor<4xi64> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi64>
    %1 = call @cumsum_4(%0) : (tensor<4xi64>) -> tensor<4xi64>
    return %1 : tensor<4xi64>
  }
  func.func private @cumsum_4(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    return %1 : tensor<4xi64>
  }
  func.func private @clip(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xi64>
    return %2 : tensor<4xi64>
  }
  func.func private @cumsum_5(%arg0: tensor<3xi64>) -> tensor<3xi64> {
    %0 = call @cumsum_6(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    return %0 : tensor<3xi64>
  }
  func.func private @cumsum_6(%arg0: tensor<3xi64>) -> tensor<3xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    return %1 : tensor<3xi64>
  }
  func.func private @floor_divide(%arg0: tensor<3xi64>, %arg1: tensor<i64>) -> tensor<3xi64> {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %1 = stablehlo.divide %arg0, %0 : tensor<3xi64>
    %2 = stablehlo.sign %arg0 : tensor<3xi64>
    %3 = stablehlo.sign %arg1 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %7 = stablehlo.remainder %arg0, %6 : tensor<3xi64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %10 = stablehlo.and %5, %9 : tensor<3xi1>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %12 = stablehlo.subtract %1, %11 : tensor<3xi64>
    %13 = call @_where_7(%10, %12, %1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    return %13 : tensor<3xi64>
  }
  func.func private @_where_7(%arg0: tensor<3xi1>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi64>
    return %0 : tensor<3xi64>
  }
  func.func private @remainder(%arg0: tensor<3xi64>, %arg1: tensor<i64>) -> tensor<3xi64> {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = call @_where_8(%1, %c, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %14 = stablehlo.add %4, %13 : tensor<3xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi64>
    return %15 : tensor<3xi64>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<4x4xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<4x4xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<4x4xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<4x4xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<4x4xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<4x4xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<4x4xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<4x4xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<4x4xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<4x4xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<4x4xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<4x4xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<4x4xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<4x4xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<4x4xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<4x4xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.negate %0 : tensor<4x4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4x4xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4x4xf32>
    %4 = stablehlo.negate %3 : tensor<4x4xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<4x4xf32>
    %7 = stablehlo.sqrt %4 : tensor<4x4xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<4x4xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<4x4xi1>, tensor<4x4xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<4x4xf32>
    %13 = stablehlo.add %11, %12 : tensor<4x4xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<4x4xi1>, tensor<4x4xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<4x4xf32>
    %16 = stablehlo.add %14, %15 : tensor<4x4xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<4x4xi1>, tensor<4x4xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<4x4xf32>
    %19 = stablehlo.add %17, %18 : tensor<4x4xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<4x4xi1>, tensor<4x4xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<4x4xf32>
    %22 = stablehlo.add %20, %21 : tensor<4x4xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<4x4xi1>, tensor<4x4xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<4x4xf32>
    %25 = stablehlo.add %23, %24 : tensor<4x4xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<4x4xi1>, tensor<4x4xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<4x4xf32>
    %28 = stablehlo.add %26, %27 : tensor<4x4xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<4x4xi1>, tensor<4x4xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<4x4xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x4xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<4x4xi1>, tensor<4x4xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<4x4xf32>
    %34 = stablehlo.add %32, %33 : tensor<4x4xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<4x4xf32>
    %36 = stablehlo.abs %0 : tensor<4x4xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<4x4xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<4x4xi1>, tensor<4x4xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4x4xf32>
    return %41 : tensor<4x4xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<4> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4x4xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<4x4xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x4xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4x4xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4x4xui64>
    %12 = stablehlo.add %9, %11 : tensor<4x4xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x4xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4x4xui64>
    %15 = stablehlo.convert %12 : (tensor<4x4xui64>) -> tensor<4x4xui32>
    %16 = stablehlo.convert %14 : (tensor<4x4xui64>) -> tensor<4x4xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<4x4xui32>, tensor<4x4xui32>) -> (tensor<4x4xui32>, tensor<4x4xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4x4xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4x4xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %22 = stablehlo.or %20, %21 : tensor<4x4xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4x4xui32>) -> tensor<4x4xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4x4xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x4xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x4xf32>
    %30 = stablehlo.add %28, %29 : tensor<4x4xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x4xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4x4xf32>
    return %32 : tensor<4x4xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x4xui32>, %arg3: tensor<4x4xui32>) -> (tensor<4x4xui32>, tensor<4x4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<5> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x4xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i64>, tensor<i64>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i64>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x4xui32>, tensor<4x4xui32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<4x4xui32>, %arg2: tensor<4x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x4xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x4xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x4xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x4xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x4xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @norm(%arg0: tensor<4x4xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x4xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<4x1xf32>
    return %3 : tensor<4x1xf32>
  }
  func.func private @norm_9(%arg0: tensor<4x4xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x4xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<4x1xf32>
    return %3 : tensor<4x1xf32>
  }
  func.func private @_pad_10(%arg0: tensor<4x4xf32>, %arg1: tensor<i64>) -> tensor<8x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [4, 0], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    return %1 : tensor<8x4xf32>
  }
  func.func private @qr(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %2, %3 : tensor<4x4xi64>
    %5 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<4x4xi1>, tensor<4x4xf32>
    return %1, %8 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func private @_where_11(%arg0: tensor<4x1xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x4xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}
