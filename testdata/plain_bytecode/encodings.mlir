// Every attribute and type code of StableHLO's and CHLO's bytecode encodings (StablehloBytecode.cpp,
// ChloBytecode.cpp) that the other programs of testdata/ leave out, and an op with segment sizes (chlo.scan:
// native properties, writeSparseArray), for tools/export_plain_bytecode.py.
func.func @main(%a: tensor<2x3xf32>, %i: tensor<1x1xi32>, %t: !stablehlo.token, %d: tensor<?xf32, #stablehlo.bounds<4>>, %c: tensor<3xcomplex<f32>>, %s: tensor<2x2xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.compare GT, %a, %a, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %p = stablehlo.dot_general %a, %a, contracting_dims = [1] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %2 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], api_version = 2 : i32, backend_config = "x"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2x3xf32>
  %4:2 = stablehlo.rng_bit_generator %i, algorithm = PHILOX : (tensor<1x1xi32>) -> (tensor<1x1xi32>, tensor<2x3xi32>)
  %5 = stablehlo.fft %c, type = FFT, length = [3] : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %6 = stablehlo.rng %lo, %hi, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  %7 = stablehlo.after_all %t : !stablehlo.token
  %8 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %9 = "stablehlo.triangular_solve"(%s, %a) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %input = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %10:2 = chlo.scan(%input) inits(%init) dimension=0 {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %sum = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %sum, %sum : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %a : tensor<2x3xf32>
}
