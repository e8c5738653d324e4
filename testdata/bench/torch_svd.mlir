module @IrToHlo.1983 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6x4xf32>) -> (tensor<4xf32>, tensor<6x4xf32>) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<6x4xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<1x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
    %c = stablehlo.constant dense<3> : tensor<6x1xi32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<1xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<1x1xf32>
    %c_8 = stablehlo.constant dense<2> : tensor<6x1xi32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<1x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<6x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<1x1xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<1x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<6x1xf32>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %c_17 = stablehlo.constant dense<false> : tensor<i1>
    %c_18 = stablehlo.constant dense<100> : tensor<i32>
    %c_19 = stablehlo.constant dense<3> : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<6xui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xui32>) -> tensor<6x6xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<6xui32>) -> tensor<6x6xui32>
    %3 = stablehlo.compare  EQ, %1, %2 : (tensor<6x6xui32>, tensor<6x6xui32>) -> tensor<6x6xi1>
    %4 = stablehlo.convert %3 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %5 = stablehlo.iota dim = 0 : tensor<4xui32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xui32>) -> tensor<4x4xui32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<4xui32>) -> tensor<4x4xui32>
    %8 = stablehlo.compare  EQ, %6, %7 : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %9 = stablehlo.convert %8 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %10:4 = stablehlo.while(%iterArg = %c_23, %iterArg_24 = %4, %iterArg_25 = %9, %iterArg_26 = %arg0) : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
    cond {
      %143 = stablehlo.compare  LT, %iterArg, %c_22 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %143 : tensor<i1>
    } do {
      %143 = stablehlo.add %iterArg, %c_21 : tensor<i32>
      %144 = stablehlo.iota dim = 0 : tensor<6xi32>
      %145 = stablehlo.reshape %144 : (tensor<6xi32>) -> tensor<6x1xi32>
      %146 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
      %147 = stablehlo.compare  GT, %145, %146 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
      %148 = stablehlo.dynamic_slice %iterArg_26, %c_23, %iterArg, sizes = [6, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
      %149 = stablehlo.select %147, %148, %cst_15 : tensor<6x1xi1>, tensor<6x1xf32>
      %150 = stablehlo.multiply %149, %149 : tensor<6x1xf32>
      %151 = stablehlo.reduce(%150 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
      %152 = stablehlo.sqrt %151 : tensor<1xf32>
      %153 = stablehlo.reshape %152 : (tensor<1xf32>) -> tensor<1x1xf32>
      %154 = stablehlo.compare  LT, %153, %cst_7 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
      %155 = stablehlo.dynamic_slice %148, %iterArg, %c_23, sizes = [1, 1] : (tensor<6x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %156 = stablehlo.compare  LE, %155, %cst_14 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
      %157 = stablehlo.divide %155, %153 : tensor<1x1xf32>
      %158 = stablehlo.multiply %157, %157 : tensor<1x1xf32>
      %159 = stablehlo.add %158, %cst_12 : tensor<1x1xf32>
      %160 = stablehlo.sqrt %159 : tensor<1x1xf32>
      %161 = stablehlo.multiply %153, %160 : tensor<1x1xf32>
      %162 = stablehlo.subtract %155, %161 : tensor<1x1xf32>
      %163 = stablehlo.add %155, %161 : tensor<1x1xf32>
      %164 = stablehlo.divide %153, %163 : tensor<1x1xf32>
      %165 = stablehlo.multiply %153, %164 : tensor<1x1xf32>
      %166 = stablehlo.negate %165 : tensor<1x1xf32>
      %167 = stablehlo.select %156, %162, %166 : tensor<1x1xi1>, tensor<1x1xf32>
      %168 = stablehlo.divide %153, %167 : tensor<1x1xf32>
      %169 = stablehlo.multiply %168, %168 : tensor<1x1xf32>
      %170 = stablehlo.add %169, %cst_12 : tensor<1x1xf32>
      %171 = stablehlo.divide %cst_13, %170 : tensor<1x1xf32>
      %172 = stablehlo.select %154, %cst_14, %171 : tensor<1x1xi1>, tensor<1x1xf32>
      %173 = stablehlo.reshape %172 : (tensor<1x1xf32>) -> tensor<f32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
      %175 = stablehlo.compare  EQ, %145, %146 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
      %176 = stablehlo.compare  LT, %152, %cst_6 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %177 = stablehlo.broadcast_in_dim %176, dims = [1] : (tensor<1xi1>) -> tensor<6x1xi1>
      %178 = stablehlo.reshape %167 : (tensor<1x1xf32>) -> tensor<1xf32>
      %179 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
      %180 = stablehlo.divide %149, %179 : tensor<6x1xf32>
      %181 = stablehlo.select %177, %149, %180 : tensor<6x1xi1>, tensor<6x1xf32>
      %182 = stablehlo.select %175, %cst_11, %181 : tensor<6x1xi1>, tensor<6x1xf32>
      %183 = stablehlo.dot_general %iterArg_24, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
      %184 = stablehlo.dot_general %183, %182, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x6xf32>
      %185 = stablehlo.multiply %174, %184 : tensor<6x6xf32>
      %186 = stablehlo.subtract %iterArg_24, %185 : tensor<6x6xf32>
      %187 = stablehlo.iota dim = 0 : tensor<4xi32>
      %188 = stablehlo.reshape %187 : (tensor<4xi32>) -> tensor<1x4xi32>
      %189 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %190 = stablehlo.compare  GT, %188, %189 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %191 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
      %192 = stablehlo.dot_general %182, %iterArg_26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x1xf32>, tensor<6x4xf32>) -> tensor<1x4xf32>
      %193 = stablehlo.dot_general %182, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<1x4xf32>) -> tensor<6x4xf32>
      %194 = stablehlo.multiply %191, %193 : tensor<6x4xf32>
      %195 = stablehlo.subtract %iterArg_26, %194 : tensor<6x4xf32>
      %196 = stablehlo.dynamic_slice %195, %iterArg, %c_23, sizes = [1, 4] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %197 = stablehlo.select %190, %196, %cst_10 : tensor<1x4xi1>, tensor<1x4xf32>
      %198 = stablehlo.multiply %197, %197 : tensor<1x4xf32>
      %199 = stablehlo.reduce(%198 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<1xf32>
      %200 = stablehlo.sqrt %199 : tensor<1xf32>
      %201 = stablehlo.reshape %200 : (tensor<1xf32>) -> tensor<1x1xf32>
      %202 = stablehlo.compare  LT, %201, %cst_7 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
      %203 = stablehlo.dynamic_slice %196, %c_23, %143, sizes = [1, 1] : (tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %204 = stablehlo.compare  LE, %203, %cst_14 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
      %205 = stablehlo.divide %203, %201 : tensor<1x1xf32>
      %206 = stablehlo.multiply %205, %205 : tensor<1x1xf32>
      %207 = stablehlo.add %206, %cst_12 : tensor<1x1xf32>
      %208 = stablehlo.sqrt %207 : tensor<1x1xf32>
      %209 = stablehlo.multiply %201, %208 : tensor<1x1xf32>
      %210 = stablehlo.subtract %203, %209 : tensor<1x1xf32>
      %211 = stablehlo.add %203, %209 : tensor<1x1xf32>
      %212 = stablehlo.divide %201, %211 : tensor<1x1xf32>
      %213 = stablehlo.multiply %201, %212 : tensor<1x1xf32>
      %214 = stablehlo.negate %213 : tensor<1x1xf32>
      %215 = stablehlo.select %204, %210, %214 : tensor<1x1xi1>, tensor<1x1xf32>
      %216 = stablehlo.divide %201, %215 : tensor<1x1xf32>
      %217 = stablehlo.multiply %216, %216 : tensor<1x1xf32>
      %218 = stablehlo.add %217, %cst_12 : tensor<1x1xf32>
      %219 = stablehlo.divide %cst_13, %218 : tensor<1x1xf32>
      %220 = stablehlo.select %202, %cst_14, %219 : tensor<1x1xi1>, tensor<1x1xf32>
      %221 = stablehlo.reshape %220 : (tensor<1x1xf32>) -> tensor<f32>
      %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %223 = stablehlo.compare  EQ, %188, %189 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %224 = stablehlo.compare  LT, %200, %cst_6 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %225 = stablehlo.broadcast_in_dim %224, dims = [0] : (tensor<1xi1>) -> tensor<1x4xi1>
      %226 = stablehlo.reshape %215 : (tensor<1x1xf32>) -> tensor<1xf32>
      %227 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<1xf32>) -> tensor<1x4xf32>
      %228 = stablehlo.divide %197, %227 : tensor<1x4xf32>
      %229 = stablehlo.select %225, %197, %228 : tensor<1x4xi1>, tensor<1x4xf32>
      %230 = stablehlo.select %223, %cst_9, %229 : tensor<1x4xi1>, tensor<1x4xf32>
      %231 = stablehlo.dot_general %iterArg_25, %230, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<4x1xf32>
      %232 = stablehlo.dot_general %231, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1xf32>, tensor<1x4xf32>) -> tensor<4x4xf32>
      %233 = stablehlo.multiply %222, %232 : tensor<4x4xf32>
      %234 = stablehlo.subtract %iterArg_25, %233 : tensor<4x4xf32>
      %235 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
      %236 = stablehlo.dot_general %195, %230, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x4xf32>, tensor<1x4xf32>) -> tensor<6x1xf32>
      %237 = stablehlo.dot_general %236, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<1x4xf32>) -> tensor<6x4xf32>
      %238 = stablehlo.multiply %235, %237 : tensor<6x4xf32>
      %239 = stablehlo.subtract %195, %238 : tensor<6x4xf32>
      stablehlo.return %143, %186, %234, %239 : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
    }
    %11 = stablehlo.iota dim = 0 : tensor<6xi32>
    %12 = stablehlo.reshape %11 : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = stablehlo.compare  GT, %12, %c_8 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %14 = stablehlo.slice %10#3 [0:6, 2:3] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %15 = stablehlo.select %13, %14, %cst_15 : tensor<6x1xi1>, tensor<6x1xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<6x1xf32>
    %17 = stablehlo.reduce(%16 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
    %18 = stablehlo.sqrt %17 : tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<1x1xf32>
    %20 = stablehlo.compare  LT, %19, %cst_7 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %21 = stablehlo.slice %14 [2:3, 0:1] : (tensor<6x1xf32>) -> tensor<1x1xf32>
    %22 = stablehlo.compare  LE, %21, %cst_14 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %23 = stablehlo.divide %21, %19 : tensor<1x1xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<1x1xf32>
    %25 = stablehlo.add %24, %cst_12 : tensor<1x1xf32>
    %26 = stablehlo.sqrt %25 : tensor<1x1xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<1x1xf32>
    %28 = stablehlo.subtract %21, %27 : tensor<1x1xf32>
    %29 = stablehlo.add %21, %27 : tensor<1x1xf32>
    %30 = stablehlo.divide %19, %29 : tensor<1x1xf32>
    %31 = stablehlo.multiply %19, %30 : tensor<1x1xf32>
    %32 = stablehlo.negate %31 : tensor<1x1xf32>
    %33 = stablehlo.select %22, %28, %32 : tensor<1x1xi1>, tensor<1x1xf32>
    %34 = stablehlo.divide %19, %33 : tensor<1x1xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<1x1xf32>
    %36 = stablehlo.add %35, %cst_12 : tensor<1x1xf32>
    %37 = stablehlo.divide %cst_13, %36 : tensor<1x1xf32>
    %38 = stablehlo.select %20, %cst_14, %37 : tensor<1x1xi1>, tensor<1x1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x1xf32>) -> tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %41 = stablehlo.compare  EQ, %12, %c_8 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %42 = stablehlo.compare  LT, %18, %cst_6 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<1xi1>) -> tensor<6x1xi1>
    %44 = stablehlo.reshape %33 : (tensor<1x1xf32>) -> tensor<1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
    %46 = stablehlo.divide %15, %45 : tensor<6x1xf32>
    %47 = stablehlo.select %43, %15, %46 : tensor<6x1xi1>, tensor<6x1xf32>
    %48 = stablehlo.select %41, %cst_11, %47 : tensor<6x1xi1>, tensor<6x1xf32>
    %49 = stablehlo.dot_general %10#1, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %50 = stablehlo.dot_general %49, %48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x6xf32>
    %51 = stablehlo.multiply %40, %50 : tensor<6x6xf32>
    %52 = stablehlo.subtract %10#1, %51 : tensor<6x6xf32>
    %53 = stablehlo.compare  GT, %12, %c : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %54 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %55 = stablehlo.dot_general %48, %10#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x1xf32>, tensor<6x4xf32>) -> tensor<1x4xf32>
    %56 = stablehlo.dot_general %48, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<1x4xf32>) -> tensor<6x4xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<6x4xf32>
    %58 = stablehlo.subtract %10#3, %57 : tensor<6x4xf32>
    %59 = stablehlo.slice %58 [0:6, 3:4] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %60 = stablehlo.select %53, %59, %cst_15 : tensor<6x1xi1>, tensor<6x1xf32>
    %61 = stablehlo.multiply %60, %60 : tensor<6x1xf32>
    %62 = stablehlo.reduce(%61 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
    %63 = stablehlo.sqrt %62 : tensor<1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1xf32>) -> tensor<1x1xf32>
    %65 = stablehlo.compare  LT, %64, %cst_7 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %66 = stablehlo.slice %59 [3:4, 0:1] : (tensor<6x1xf32>) -> tensor<1x1xf32>
    %67 = stablehlo.compare  LE, %66, %cst_14 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %68 = stablehlo.divide %66, %64 : tensor<1x1xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<1x1xf32>
    %70 = stablehlo.add %69, %cst_12 : tensor<1x1xf32>
    %71 = stablehlo.sqrt %70 : tensor<1x1xf32>
    %72 = stablehlo.multiply %64, %71 : tensor<1x1xf32>
    %73 = stablehlo.subtract %66, %72 : tensor<1x1xf32>
    %74 = stablehlo.add %66, %72 : tensor<1x1xf32>
    %75 = stablehlo.divide %64, %74 : tensor<1x1xf32>
    %76 = stablehlo.multiply %64, %75 : tensor<1x1xf32>
    %77 = stablehlo.negate %76 : tensor<1x1xf32>
    %78 = stablehlo.select %67, %73, %77 : tensor<1x1xi1>, tensor<1x1xf32>
    %79 = stablehlo.divide %64, %78 : tensor<1x1xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<1x1xf32>
    %81 = stablehlo.add %80, %cst_12 : tensor<1x1xf32>
    %82 = stablehlo.divide %cst_13, %81 : tensor<1x1xf32>
    %83 = stablehlo.select %65, %cst_14, %82 : tensor<1x1xi1>, tensor<1x1xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x1xf32>) -> tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %86 = stablehlo.compare  EQ, %12, %c : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %87 = stablehlo.compare  LT, %63, %cst_6 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<1xi1>) -> tensor<6x1xi1>
    %89 = stablehlo.reshape %78 : (tensor<1x1xf32>) -> tensor<1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
    %91 = stablehlo.divide %60, %90 : tensor<6x1xf32>
    %92 = stablehlo.select %88, %60, %91 : tensor<6x1xi1>, tensor<6x1xf32>
    %93 = stablehlo.select %86, %cst_11, %92 : tensor<6x1xi1>, tensor<6x1xf32>
    %94 = stablehlo.dot_general %52, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %95 = stablehlo.dot_general %94, %93, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x6xf32>
    %96 = stablehlo.multiply %85, %95 : tensor<6x6xf32>
    %97 = stablehlo.subtract %52, %96 : tensor<6x6xf32>
    %98 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %99 = stablehlo.dot_general %93, %58, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} : (tensor<6x1xf32>, tensor<6x4xf32>) -> tensor<1x4xf32>
    %100 = stablehlo.dot_general %93, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<1x4xf32>) -> tensor<6x4xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<6x4xf32>
    %102 = stablehlo.subtract %58, %101 : tensor<6x4xf32>
    %103:4 = stablehlo.while(%iterArg = %c_23, %iterArg_24 = %97, %iterArg_25 = %10#2, %iterArg_26 = %102) : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
    cond {
      %143 = stablehlo.compare  GT, %c_18, %iterArg : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %144 = stablehlo.iota dim = 0 : tensor<4xi32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
      %146 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
      %147 = stablehlo.compare  EQ, %145, %146 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %148 = stablehlo.slice %iterArg_26 [0:4, 0:4] : (tensor<6x4xf32>) -> tensor<4x4xf32>
      %149 = stablehlo.select %147, %148, %cst_5 : tensor<4x4xi1>, tensor<4x4xf32>
      %150 = stablehlo.reduce(%149 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %151 = stablehlo.compare  LT, %150, %cst_4 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %152 = stablehlo.negate %150 : tensor<4xf32>
      %153 = stablehlo.select %151, %152, %150 : tensor<4xi1>, tensor<4xf32>
      %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
      %155 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
      %156 = stablehlo.multiply %154, %155 : tensor<4x4xf32>
      %157 = stablehlo.multiply %156, %cst : tensor<4x4xf32>
      %158 = stablehlo.multiply %157, %cst : tensor<4x4xf32>
      %159 = stablehlo.select %147, %cst_5, %148 : tensor<4x4xi1>, tensor<4x4xf32>
      %160 = stablehlo.multiply %159, %159 : tensor<4x4xf32>
      %161 = stablehlo.compare  LT, %158, %160 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
      %162 = stablehlo.reduce(%161 init: %c_17) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
      %163 = stablehlo.and %143, %162 : tensor<i1>
      stablehlo.return %163 : tensor<i1>
    } do {
      %143:4 = stablehlo.while(%iterArg_27 = %c_23, %iterArg_28 = %iterArg_24, %iterArg_29 = %iterArg_25, %iterArg_30 = %iterArg_26) : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
      cond {
        %145 = stablehlo.compare  LT, %iterArg_27, %c_19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %145 : tensor<i1>
      } do {
        %145 = stablehlo.add %iterArg_27, %c_21 : tensor<i32>
        %146:4 = stablehlo.while(%iterArg_31 = %145, %iterArg_32 = %iterArg_28, %iterArg_33 = %iterArg_29, %iterArg_34 = %iterArg_30) : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
        cond {
          %147 = stablehlo.compare  LT, %iterArg_31, %c_16 : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %147 : tensor<i1>
        } do {
          %147 = stablehlo.add %iterArg_31, %c_21 : tensor<i32>
          %148 = stablehlo.dynamic_slice %iterArg_34, %iterArg_31, %iterArg_27, sizes = [1, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
          %149 = stablehlo.dynamic_slice %iterArg_34, %iterArg_27, %iterArg_31, sizes = [1, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
          %150 = stablehlo.subtract %148, %149 : tensor<1x1xf32>
          %151 = stablehlo.abs %150 : tensor<1x1xf32>
          %152 = stablehlo.compare  LT, %151, %cst_7 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
          %153 = stablehlo.dynamic_slice %iterArg_34, %iterArg_27, %iterArg_27, sizes = [1, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
          %154 = stablehlo.dynamic_slice %iterArg_34, %iterArg_31, %iterArg_31, sizes = [1, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
          %155 = stablehlo.add %153, %154 : tensor<1x1xf32>
          %156 = stablehlo.divide %155, %150 : tensor<1x1xf32>
          %157 = stablehlo.multiply %156, %156 : tensor<1x1xf32>
          %158 = stablehlo.add %157, %cst_12 : tensor<1x1xf32>
          %159 = stablehlo.rsqrt %158 : tensor<1x1xf32>
          %160 = stablehlo.multiply %156, %159 : tensor<1x1xf32>
          %161 = stablehlo.select %152, %cst_12, %160 : tensor<1x1xi1>, tensor<1x1xf32>
          %162 = stablehlo.multiply %161, %149 : tensor<1x1xf32>
          %163 = stablehlo.negate %159 : tensor<1x1xf32>
          %164 = stablehlo.select %152, %cst_14, %163 : tensor<1x1xi1>, tensor<1x1xf32>
          %165 = stablehlo.multiply %164, %154 : tensor<1x1xf32>
          %166 = stablehlo.subtract %162, %165 : tensor<1x1xf32>
          %167 = stablehlo.abs %166 : tensor<1x1xf32>
          %168 = stablehlo.compare  GE, %167, %cst_7 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
          %169 = stablehlo.multiply %164, %149 : tensor<1x1xf32>
          %170 = stablehlo.multiply %161, %154 : tensor<1x1xf32>
          %171 = stablehlo.add %169, %170 : tensor<1x1xf32>
          %172 = stablehlo.multiply %161, %153 : tensor<1x1xf32>
          %173 = stablehlo.multiply %164, %148 : tensor<1x1xf32>
          %174 = stablehlo.subtract %172, %173 : tensor<1x1xf32>
          %175 = stablehlo.subtract %171, %174 : tensor<1x1xf32>
          %176 = stablehlo.multiply %166, %cst_13 : tensor<1x1xf32>
          %177 = stablehlo.divide %175, %176 : tensor<1x1xf32>
          %178 = stablehlo.compare  GE, %177, %cst_14 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
          %179 = stablehlo.multiply %177, %177 : tensor<1x1xf32>
          %180 = stablehlo.add %179, %cst_12 : tensor<1x1xf32>
          %181 = stablehlo.sqrt %180 : tensor<1x1xf32>
          %182 = stablehlo.add %177, %181 : tensor<1x1xf32>
          %183 = stablehlo.divide %cst_12, %182 : tensor<1x1xf32>
          %184 = stablehlo.negate %177 : tensor<1x1xf32>
          %185 = stablehlo.add %184, %181 : tensor<1x1xf32>
          %186 = stablehlo.divide %cst_3, %185 : tensor<1x1xf32>
          %187 = stablehlo.select %178, %183, %186 : tensor<1x1xi1>, tensor<1x1xf32>
          %188 = stablehlo.multiply %187, %187 : tensor<1x1xf32>
          %189 = stablehlo.add %188, %cst_12 : tensor<1x1xf32>
          %190 = stablehlo.rsqrt %189 : tensor<1x1xf32>
          %191 = stablehlo.select %168, %190, %cst_12 : tensor<1x1xi1>, tensor<1x1xf32>
          %192 = stablehlo.multiply %191, %191 : tensor<1x1xf32>
          %193 = stablehlo.multiply %187, %190 : tensor<1x1xf32>
          %194 = stablehlo.select %168, %193, %cst_14 : tensor<1x1xi1>, tensor<1x1xf32>
          %195 = stablehlo.multiply %194, %194 : tensor<1x1xf32>
          %196 = stablehlo.add %192, %195 : tensor<1x1xf32>
          %197 = stablehlo.rsqrt %196 : tensor<1x1xf32>
          %198 = stablehlo.multiply %191, %197 : tensor<1x1xf32>
          %199 = stablehlo.multiply %161, %198 : tensor<1x1xf32>
          %200 = stablehlo.multiply %194, %197 : tensor<1x1xf32>
          %201 = stablehlo.multiply %164, %200 : tensor<1x1xf32>
          %202 = stablehlo.subtract %199, %201 : tensor<1x1xf32>
          %203 = stablehlo.reshape %202 : (tensor<1x1xf32>) -> tensor<1xf32>
          %204 = stablehlo.broadcast_in_dim %203, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
          %205 = stablehlo.dynamic_slice %iterArg_32, %c_23, %iterArg_27, sizes = [6, 1] : (tensor<6x6xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
          %206 = stablehlo.multiply %204, %205 : tensor<6x1xf32>
          %207 = stablehlo.multiply %164, %198 : tensor<1x1xf32>
          %208 = stablehlo.multiply %161, %200 : tensor<1x1xf32>
          %209 = stablehlo.add %207, %208 : tensor<1x1xf32>
          %210 = stablehlo.reshape %209 : (tensor<1x1xf32>) -> tensor<1xf32>
          %211 = stablehlo.broadcast_in_dim %210, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
          %212 = stablehlo.dynamic_slice %iterArg_32, %c_23, %iterArg_31, sizes = [6, 1] : (tensor<6x6xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
          %213 = stablehlo.multiply %211, %212 : tensor<6x1xf32>
          %214 = stablehlo.subtract %206, %213 : tensor<6x1xf32>
          %215 = stablehlo.multiply %214, %214 : tensor<6x1xf32>
          %216 = stablehlo.reduce(%215 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
          %217 = stablehlo.rsqrt %216 : tensor<1xf32>
          %218 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
          %219 = stablehlo.multiply %214, %218 : tensor<6x1xf32>
          %220 = stablehlo.dynamic_update_slice %iterArg_32, %219, %c_23, %iterArg_27 : (tensor<6x6xf32>, tensor<6x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x6xf32>
          %221 = stablehlo.multiply %211, %205 : tensor<6x1xf32>
          %222 = stablehlo.multiply %204, %212 : tensor<6x1xf32>
          %223 = stablehlo.add %221, %222 : tensor<6x1xf32>
          %224 = stablehlo.multiply %223, %223 : tensor<6x1xf32>
          %225 = stablehlo.reduce(%224 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
          %226 = stablehlo.rsqrt %225 : tensor<1xf32>
          %227 = stablehlo.broadcast_in_dim %226, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
          %228 = stablehlo.multiply %223, %227 : tensor<6x1xf32>
          %229 = stablehlo.dynamic_update_slice %220, %228, %c_23, %iterArg_31 : (tensor<6x6xf32>, tensor<6x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x6xf32>
          %230 = stablehlo.reshape %198 : (tensor<1x1xf32>) -> tensor<1xf32>
          %231 = stablehlo.broadcast_in_dim %230, dims = [1] : (tensor<1xf32>) -> tensor<4x1xf32>
          %232 = stablehlo.dynamic_slice %iterArg_33, %c_23, %iterArg_27, sizes = [4, 1] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
          %233 = stablehlo.multiply %231, %232 : tensor<4x1xf32>
          %234 = stablehlo.reshape %200 : (tensor<1x1xf32>) -> tensor<1xf32>
          %235 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<1xf32>) -> tensor<4x1xf32>
          %236 = stablehlo.dynamic_slice %iterArg_33, %c_23, %iterArg_31, sizes = [4, 1] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
          %237 = stablehlo.multiply %235, %236 : tensor<4x1xf32>
          %238 = stablehlo.subtract %233, %237 : tensor<4x1xf32>
          %239 = stablehlo.multiply %238, %238 : tensor<4x1xf32>
          %240 = stablehlo.reduce(%239 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x1xf32>, tensor<f32>) -> tensor<1xf32>
          %241 = stablehlo.rsqrt %240 : tensor<1xf32>
          %242 = stablehlo.broadcast_in_dim %241, dims = [1] : (tensor<1xf32>) -> tensor<4x1xf32>
          %243 = stablehlo.multiply %238, %242 : tensor<4x1xf32>
          %244 = stablehlo.dynamic_update_slice %iterArg_33, %243, %c_23, %iterArg_27 : (tensor<4x4xf32>, tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
          %245 = stablehlo.multiply %235, %232 : tensor<4x1xf32>
          %246 = stablehlo.multiply %231, %236 : tensor<4x1xf32>
          %247 = stablehlo.add %245, %246 : tensor<4x1xf32>
          %248 = stablehlo.multiply %247, %247 : tensor<4x1xf32>
          %249 = stablehlo.reduce(%248 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x1xf32>, tensor<f32>) -> tensor<1xf32>
          %250 = stablehlo.rsqrt %249 : tensor<1xf32>
          %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<1xf32>) -> tensor<4x1xf32>
          %252 = stablehlo.multiply %247, %251 : tensor<4x1xf32>
          %253 = stablehlo.dynamic_update_slice %244, %252, %c_23, %iterArg_31 : (tensor<4x4xf32>, tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
          %254 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<1xf32>) -> tensor<1x4xf32>
          %255 = stablehlo.dynamic_slice %iterArg_34, %iterArg_27, %c_23, sizes = [1, 4] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
          %256 = stablehlo.multiply %254, %255 : tensor<1x4xf32>
          %257 = stablehlo.broadcast_in_dim %210, dims = [0] : (tensor<1xf32>) -> tensor<1x4xf32>
          %258 = stablehlo.dynamic_slice %iterArg_34, %iterArg_31, %c_23, sizes = [1, 4] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
          %259 = stablehlo.multiply %257, %258 : tensor<1x4xf32>
          %260 = stablehlo.subtract %256, %259 : tensor<1x4xf32>
          %261 = stablehlo.dynamic_update_slice %iterArg_34, %260, %iterArg_27, %c_23 : (tensor<6x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
          %262 = stablehlo.multiply %257, %255 : tensor<1x4xf32>
          %263 = stablehlo.multiply %254, %258 : tensor<1x4xf32>
          %264 = stablehlo.add %262, %263 : tensor<1x4xf32>
          %265 = stablehlo.dynamic_update_slice %261, %264, %iterArg_31, %c_23 : (tensor<6x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
          %266 = stablehlo.broadcast_in_dim %230, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
          %267 = stablehlo.dynamic_slice %265, %c_23, %iterArg_27, sizes = [6, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
          %268 = stablehlo.multiply %266, %267 : tensor<6x1xf32>
          %269 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<1xf32>) -> tensor<6x1xf32>
          %270 = stablehlo.dynamic_slice %265, %c_23, %iterArg_31, sizes = [6, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
          %271 = stablehlo.multiply %269, %270 : tensor<6x1xf32>
          %272 = stablehlo.subtract %268, %271 : tensor<6x1xf32>
          %273 = stablehlo.dynamic_update_slice %265, %272, %c_23, %iterArg_27 : (tensor<6x4xf32>, tensor<6x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
          %274 = stablehlo.multiply %269, %267 : tensor<6x1xf32>
          %275 = stablehlo.multiply %266, %270 : tensor<6x1xf32>
          %276 = stablehlo.add %274, %275 : tensor<6x1xf32>
          %277 = stablehlo.dynamic_update_slice %273, %276, %c_23, %iterArg_31 : (tensor<6x4xf32>, tensor<6x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
          %278 = stablehlo.dynamic_update_slice %277, %cst_14, %iterArg_27, %iterArg_31 : (tensor<6x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
          %279 = stablehlo.dynamic_update_slice %278, %cst_14, %iterArg_31, %iterArg_27 : (tensor<6x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
          stablehlo.return %147, %229, %253, %279 : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
        }
        stablehlo.return %145, %146#1, %146#2, %146#3 : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
      }
      %144 = stablehlo.add %iterArg, %c_21 : tensor<i32>
      stablehlo.return %144, %143#1, %143#2, %143#3 : tensor<i32>, tensor<6x6xf32>, tensor<4x4xf32>, tensor<6x4xf32>
    }
    %104 = stablehlo.iota dim = 0 : tensor<4xi32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %107 = stablehlo.compare  EQ, %105, %106 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %108 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x4xi32>
    %109 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<4xi32>) -> tensor<6x4xi32>
    %110 = stablehlo.compare  EQ, %108, %109 : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
    %111 = stablehlo.select %110, %103#3, %cst_2 : tensor<6x4xi1>, tensor<6x4xf32>
    %112 = stablehlo.reduce(%111 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %113 = stablehlo.compare  GE, %112, %cst_4 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %114 = stablehlo.negate %112 : tensor<4xf32>
    %115 = stablehlo.select %113, %112, %114 : tensor<4xi1>, tensor<4xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %117 = stablehlo.slice %116 [0:4, 0:4] : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %118 = stablehlo.select %113, %cst_1, %cst_0 : tensor<4xi1>, tensor<4xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %120 = stablehlo.multiply %103#2, %119 : tensor<4x4xf32>
    %121:2 = "stablehlo.sort"(%117, %120) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>):
      %143 = stablehlo.compare  GT, %arg1, %arg2,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %143 : tensor<i1>
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %122 = stablehlo.select %107, %121#0, %cst_5 : tensor<4x4xi1>, tensor<4x4xf32>
    %123 = stablehlo.reduce(%122 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.slice %103#1 [0:6, 0:4] : (tensor<6x6xf32>) -> tensor<6x4xf32>
    %125:2 = "stablehlo.sort"(%116, %124) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>):
      %143 = stablehlo.compare  GT, %arg1, %arg2,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %143 : tensor<i1>
    }) : (tensor<6x4xf32>, tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>)
    %126 = stablehlo.slice %103#1 [0:6, 4:6] : (tensor<6x6xf32>) -> tensor<6x2xf32>
    %127 = stablehlo.concatenate %125#1, %126, dim = 1 : (tensor<6x4xf32>, tensor<6x2xf32>) -> tensor<6x6xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<6x6xf32>
    %129 = stablehlo.reduce(%128 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
    %130 = stablehlo.rsqrt %129 : tensor<6xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<6xf32>) -> tensor<6x6xf32>
    %132 = stablehlo.multiply %127, %131 : tensor<6x6xf32>
    %133 = stablehlo.slice %132 [0:6, 0:4] : (tensor<6x6xf32>) -> tensor<6x4xf32>
    %134 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<6x4xf32>
    %136 = stablehlo.multiply %121#1, %121#1 : tensor<4x4xf32>
    %137 = stablehlo.reduce(%136 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %138 = stablehlo.rsqrt %137 : tensor<4xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %140 = stablehlo.multiply %121#1, %139 : tensor<4x4xf32>
    %141 = stablehlo.transpose %140, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %142 = stablehlo.dot_general %135, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    return %123, %142 : tensor<4xf32>, tensor<6x4xf32>
  }
}
