// MLIR ops of upstream's test programs (dialect/builtin.py): `// expect: <op> <label>` names the error of the next line.
func.func @arith_constant_attribute_missing() {
  // expect: arith.constant attribute
  %0 = "arith.constant"() : () -> tensor<i32>
  return
}
// -----
func.func @tensor_cast_signature_count(%a: tensor<2xi32>) {
  // expect: tensor.cast signature
  %0 = "tensor.cast"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<?xi32>
  return
}
