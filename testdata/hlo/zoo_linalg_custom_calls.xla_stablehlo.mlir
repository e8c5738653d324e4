module @jit_zoo_linalg_custom_calls attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], mhlo.xla_entry_computation_result_tiles = [[], [], [], [], [], [], [], [], [], [], [], [], [], []]} {
  func.func private @region_1.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    return %arg1 : tensor<i32>
  }
  func.func private @region_2.2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    return %arg1 : tensor<i32>
  }
  func.func private @region_0.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi32>) -> (tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare LT, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %8 = stablehlo.select %6, %7, %arg1 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg3, %8, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %9 : (tensor<1xi32>) -> tensor<i32>
    %11 = stablehlo.compare LT, %10, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.add %10, %c_1 : tensor<i32>
    %13 = stablehlo.select %11, %12, %10 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg2, %13, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %16 = "stablehlo.scatter"(%arg2, %5, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %17 = stablehlo.compare LT, %10, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.add %10, %c_1 : tensor<i32>
    %19 = stablehlo.select %17, %18, %10 : tensor<i1>, tensor<i32>
    %20 = stablehlo.reshape %19 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.compare LT, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %23 = stablehlo.select %21, %22, %arg1 : tensor<i1>, tensor<i32>
    %24 = stablehlo.dynamic_slice %arg2, %23, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %26 = "stablehlo.scatter"(%16, %20, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %1, %26, %arg3 : tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
  }
  func.func private @region_3.4(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi32>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @qr.5(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {api_version = 4 : i32, backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=4, k=4, l=4, m=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_tilings = [[], []], xla_shape = "(f32[4,4]{0,1}, f32[4]{0})"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>>
    %1 = stablehlo.get_tuple_element %0[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=4, k=4, l=4, m=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>
    %2 = stablehlo.get_tuple_element %0[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=4, k=4, l=4, m=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    %3 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %2) {api_version = 4 : i32, backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layout = dense<[0, 1]> : tensor<2xindex>, result_layouts = [dense<[0, 1]> : tensor<2xindex>], result_tilings = [[]], xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.iota dim = 0 : tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %7 = stablehlo.add %5, %6 : tensor<4x4xi32>
    %8 = stablehlo.iota dim = 0 : tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %10 = stablehlo.compare GE, %7, %9 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %12 = stablehlo.select %10, %11, %1 : tensor<4x4xi1>, tensor<4x4xf32>
    return %3, %12 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func private @eigh.6(%arg0: tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {api_version = 4 : i32, backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_tilings = [[], [], []], xla_shape = "(f32[4,4]{0,1}, f32[4]{0}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<i32>>
    %5 = stablehlo.get_tuple_element %4[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<i32>>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare EQ, %5, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.reshape %6 : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %9 = stablehlo.reshape %8 : (tensor<1xi1>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.get_tuple_element %4[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.select %10, %11, %12 : tensor<4xi1>, tensor<4xf32>
    %14 = stablehlo.reshape %6 : (tensor<i1>) -> tensor<1x1xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %16 = stablehlo.reshape %15 : (tensor<1x1xi1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %18 = stablehlo.get_tuple_element %4[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<4x4xi1>, tensor<4x4xf32>
    return %13, %20 : tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @svd.7(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {api_version = 4 : i32, backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_tilings = [[], [], [], [], []], xla_shape = "(f32[4,4]{0,1}, f32[4]{0}, f32[4,4]{0,1}, f32[4,4]{0,1}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>>
    %1 = stablehlo.get_tuple_element %0[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %2 = stablehlo.get_tuple_element %0[4] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare EQ, %2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1x1xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %6 = stablehlo.reshape %5 : (tensor<1x1xi1>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %8 = stablehlo.get_tuple_element %0[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.select %7, %8, %9 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %13 = stablehlo.reshape %12 : (tensor<1xi1>) -> tensor<i1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %15 = stablehlo.get_tuple_element %0[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.select %14, %15, %16 : tensor<4xi1>, tensor<4xf32>
    %18 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1x1xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %20 = stablehlo.reshape %19 : (tensor<1x1xi1>) -> tensor<i1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %22 = stablehlo.get_tuple_element %0[3] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %23 = stablehlo.select %21, %22, %9 : tensor<4x4xi1>, tensor<4x4xf32>
    return %10, %17, %23 : tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @eigvals.8(%arg0: tensor<4x4xf32>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.custom_call @lapack_sgeev_ffi(%arg0) {api_version = 4 : i32, backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layout = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_tilings = [[], [], [], [], []], xla_shape = "(f32[4]{0}, f32[4]{0}, c64[4,4]{0,1}, c64[4,4]{0,1}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>>
    %1 = stablehlo.get_tuple_element %0[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "c64[4,4]{0,1}"} : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.get_tuple_element %0[3] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "c64[4,4]{0,1}"} : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.get_tuple_element %0[4] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>"}} : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare EQ, %3, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.reshape %4 : (tensor<i1>) -> tensor<1xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %7 = stablehlo.reshape %6 : (tensor<1xi1>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %9 = stablehlo.get_tuple_element %0[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>"}} : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>>) -> tensor<4xf32>
    %10 = stablehlo.get_tuple_element %0[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>"}} : (tuple<tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>>) -> tensor<4xf32>
    %11 = stablehlo.complex %9, %10 : tensor<4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %13 = stablehlo.select %8, %11, %12 : tensor<4xi1>, tensor<4xcomplex<f32>>
    return %13 : tensor<4xcomplex<f32>>
  }
  func.func private @region_4.9(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>) -> tensor<i1> {
    %0 = stablehlo.real %arg0 : (tensor<complex<f32>>) -> tensor<f32>
    %1 = stablehlo.compare NE, %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare EQ, %0, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.select %2, %cst_0, %0 : tensor<i1>, tensor<f32>
    %4 = stablehlo.select %1, %cst, %3 : tensor<i1>, tensor<f32>
    %5 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %6 = stablehlo.compare NE, %5, %5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.compare EQ, %5, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.select %7, %cst_0, %5 : tensor<i1>, tensor<f32>
    %9 = stablehlo.select %6, %cst, %8 : tensor<i1>, tensor<f32>
    %10 = stablehlo.compare LT, %4, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.compare EQ, %4, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = stablehlo.imag %arg0 : (tensor<complex<f32>>) -> tensor<f32>
    %13 = stablehlo.compare NE, %12, %12 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = stablehlo.compare EQ, %12, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %15 = stablehlo.select %14, %cst_0, %12 : tensor<i1>, tensor<f32>
    %16 = stablehlo.select %13, %cst, %15 : tensor<i1>, tensor<f32>
    %17 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %18 = stablehlo.compare NE, %17, %17 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %17, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %20 = stablehlo.select %19, %cst_0, %17 : tensor<i1>, tensor<f32>
    %21 = stablehlo.select %18, %cst, %20 : tensor<i1>, tensor<f32>
    %22 = stablehlo.compare LT, %16, %21, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %23 = stablehlo.and %11, %22 : tensor<i1>
    %24 = stablehlo.or %10, %23 : tensor<i1>
    return %24 : tensor<i1>
  }
  func.func private @sort_complex.10(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %2 = stablehlo.compare NE, %1, %1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %cst_0, %1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.select %2, %cst, %4 : tensor<i1>, tensor<f32>
      %6 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %7 = stablehlo.compare NE, %6, %6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare EQ, %6, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %cst_0, %6 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %7, %cst, %9 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %5, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.compare EQ, %5, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.compare NE, %13, %13 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.compare EQ, %13, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %15, %cst_0, %13 : tensor<i1>, tensor<f32>
      %17 = stablehlo.select %14, %cst, %16 : tensor<i1>, tensor<f32>
      %18 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %19 = stablehlo.compare NE, %18, %18 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.compare EQ, %18, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.select %20, %cst_0, %18 : tensor<i1>, tensor<f32>
      %22 = stablehlo.select %19, %cst, %21 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare LT, %17, %22, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %12, %23 : tensor<i1>
      %25 = stablehlo.or %11, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xcomplex<f32>>, tensor<4x4xf32>, tensor<3xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {api_version = 4 : i32, backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_tilings = [[], [], []], xla_shape = "(f32[4,4]{0,1}, s32[4]{0}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xi32>, tensor<i32>>
    %2 = stablehlo.get_tuple_element %1[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xi32>, tensor<i32>>) -> tensor<4xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<4xi32>
    %5:4 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %0, %iterArg_5 = %4) : tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %49 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %50 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %51 = stablehlo.compare LT, %iterArg_3, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %52 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      %53 = stablehlo.select %51, %52, %iterArg_3 : tensor<i1>, tensor<i32>
      %54 = stablehlo.reshape %53 : (tensor<i32>) -> tensor<1xi32>
      %55 = stablehlo.compare LT, %iterArg_3, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %56 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      %57 = stablehlo.select %55, %56, %iterArg_3 : tensor<i1>, tensor<i32>
      %58 = stablehlo.dynamic_slice %iterArg_5, %57, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %59 = stablehlo.reshape %58 : (tensor<1xi32>) -> tensor<i32>
      %60 = stablehlo.compare LT, %59, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %61 = stablehlo.add %59, %c_8 : tensor<i32>
      %62 = stablehlo.select %60, %61, %59 : tensor<i1>, tensor<i32>
      %63 = stablehlo.dynamic_slice %iterArg_4, %62, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %64 = stablehlo.reshape %63 : (tensor<1xi32>) -> tensor<i32>
      %65 = "stablehlo.scatter"(%iterArg_4, %54, %64) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %66 = stablehlo.compare LT, %59, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %67 = stablehlo.add %59, %c_8 : tensor<i32>
      %68 = stablehlo.select %66, %67, %59 : tensor<i1>, tensor<i32>
      %69 = stablehlo.reshape %68 : (tensor<i32>) -> tensor<1xi32>
      %70 = stablehlo.compare LT, %iterArg_3, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %71 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      %72 = stablehlo.select %70, %71, %iterArg_3 : tensor<i1>, tensor<i32>
      %73 = stablehlo.dynamic_slice %iterArg_4, %72, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %74 = stablehlo.reshape %73 : (tensor<1xi32>) -> tensor<i32>
      %75 = "stablehlo.scatter"(%65, %69, %74) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      stablehlo.return %49, %50, %75, %iterArg_5 : tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<4xi32>
    }
    %6 = stablehlo.custom_call @lapack_ssytrd_ffi(%arg1) {api_version = 4 : i32, backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_tilings = [[], [], [], [], []], xla_shape = "(f32[4,4]{0,1}, f32[4]{0}, f32[3]{0}, f32[3]{0}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>>
    %7 = stablehlo.get_tuple_element %6[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %8 = stablehlo.get_tuple_element %6[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<3xf32>
    %9 = stablehlo.get_tuple_element %6[3] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<3xf32>
    %10 = stablehlo.get_tuple_element %1[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xi32>, tensor<i32>>) -> tensor<i32>
    %11 = stablehlo.compare GE, %10, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.reshape %11 : (tensor<i1>) -> tensor<1x1xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %14 = stablehlo.reshape %13 : (tensor<1x1xi1>) -> tensor<i1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %16 = stablehlo.get_tuple_element %1[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<4xi32>, tensor<i32>>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %18 = stablehlo.select %15, %16, %17 : tensor<4x4xi1>, tensor<4x4xf32>
    %19:2 = call @qr.5(%arg0) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %20:2 = call @eigh.6(%arg1) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    %21:3 = call @svd.7(%arg0) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %22 = call @eigvals.8(%arg0) : (tensor<4x4xf32>) -> tensor<4xcomplex<f32>>
    %23 = call @sort_complex.10(%22) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %24 = stablehlo.custom_call @lapack_sgehrd_ffi(%arg0) {api_version = 4 : i32, backend_config = {high = 4 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=3}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_tilings = [[], [], []], xla_shape = "(f32[4,4]{0,1}, f32[3]{0}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<3xf32>, tensor<i32>>
    %25 = stablehlo.get_tuple_element %24[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=3}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<i32>
    %26 = stablehlo.compare EQ, %25, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = stablehlo.reshape %26 : (tensor<i1>) -> tensor<1x1xi1>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %29 = stablehlo.reshape %28 : (tensor<1x1xi1>) -> tensor<i1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %31 = stablehlo.get_tuple_element %24[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=3}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %32 = stablehlo.select %30, %31, %17 : tensor<4x4xi1>, tensor<4x4xf32>
    %33 = stablehlo.reshape %26 : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %35 = stablehlo.reshape %34 : (tensor<1xi1>) -> tensor<i1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %37 = stablehlo.get_tuple_element %24[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=3}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<3xi1>, tensor<3xf32>
    %40 = stablehlo.get_tuple_element %6[4] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<i32>
    %41 = stablehlo.compare EQ, %40, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = stablehlo.reshape %41 : (tensor<i1>) -> tensor<1xi1>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %44 = stablehlo.reshape %43 : (tensor<1xi1>) -> tensor<i1>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %46 = stablehlo.get_tuple_element %6[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.select %45, %46, %47 : tensor<4xi1>, tensor<4xf32>
    return %18, %4, %5#2, %19#0, %19#1, %20#0, %20#1, %21#0, %21#1, %21#2, %23, %32, %39, %48 : tensor<4x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xcomplex<f32>>, tensor<4x4xf32>, tensor<3xf32>, tensor<4xf32>
  }
}
