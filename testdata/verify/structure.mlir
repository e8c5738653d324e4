// Structure errors: each chunk's `// expect: <op> <label>` names the error of the next line.
func.func @undefined(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.add SSA
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @redefined(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  // expect: stablehlo.multiply SSA
  %0 = stablehlo.multiply %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @operand_type(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expect: stablehlo.abs SSA
  %0 = "stablehlo.abs"(%a) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @result_type(%a: tensor<2xf32>) -> tensor<2xi32> {
  // expect: func.return signature
  return %a : tensor<2xf32>
}
// -----
func.func @missing_callee(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: func.call call
  %0 = func.call @nowhere(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @callee(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @wrong_call(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expect: func.call call
  %0 = func.call @callee(%a) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @unknown(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expect: stablehlo.ad unknown op
  %0 = "stablehlo.ad"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @no_terminator(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expect: stablehlo.reduce terminator
  %0 = "stablehlo.reduce"(%a, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @missing_attribute(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expect: stablehlo.transpose attribute
  %0 = "stablehlo.transpose"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// -----
// An integer width StableHLO does not have (MLIR parses any width).
func.func @integer_width(%a: tensor<3xf32>) -> tensor<3xi10> {
  // expect: stablehlo.is_finite type
  %0 = "stablehlo.is_finite"(%a) : (tensor<3xf32>) -> tensor<3xi10>
  return %0 : tensor<3xi10>
}
// -----
// A builtin type that is not a StableHLO value type.
func.func @memref_operand(%a: memref<2xf32>) -> memref<2xf32> {
  // expect: stablehlo.abs type
  %0 = "stablehlo.abs"(%a) : (memref<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}
// -----
// expect: func.func bounds
func.func @static_dim_with_bound(%a: tensor<3xf32, #stablehlo.bounds<3>>) {
  return
}
