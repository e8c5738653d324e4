// The test dialects (check, interpreter): `// expect: <op> <label>` names the error of the next line.
func.func @expect_eq_types(%a: tensor<2xi32>, %b: tensor<2xi64>) {
  // expect: check.expect_eq signature
  "check.expect_eq"(%a, %b) : (tensor<2xi32>, tensor<2xi64>) -> ()
  return
}
// -----
func.func @expect_almost_eq_types(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expect: check.expect_almost_eq signature
  "check.expect_almost_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf64>) -> ()
  return
}
// -----
func.func @expect_almost_eq_integers(%a: tensor<2xi32>) {
  // expect: check.expect_almost_eq signature
  check.expect_almost_eq %a, %a : tensor<2xi32>
  return
}
// -----
func.func @expect_almost_eq_const_integers(%a: tensor<2xi32>) {
  // expect: check.expect_almost_eq_const signature
  check.expect_almost_eq_const %a, dense<[1, 2]> : tensor<2xi32>
  return
}
// -----
func.func @expect_close_types(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expect: check.expect_close signature
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<3xf32>
  return
}
// -----
func.func @expect_eq_const_value(%a: tensor<2xi32>) {
  // expect: check.expect_eq_const attribute
  "check.expect_eq_const"(%a) : (tensor<2xi32>) -> ()
  return
}
// -----
func.func @expect_serialized_eq_probe_id(%a: tensor<2xi32>) {
  // expect: check.expect_serialized_eq attribute
  "check.expect_serialized_eq"(%a) : (tensor<2xi32>) -> ()
  return
}
// -----
func.func @probe_type(%a: tensor<2xi32>) -> tensor<2xi64> {
  // expect: interpreter.probe signature
  %0 = "interpreter.probe"(%a) {probe_id = "p"} : (tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
// -----
func.func @run_parallel_programs() {
  // expect: interpreter.run_parallel attribute
  "interpreter.run_parallel"() : () -> ()
  return
}
// -----
func.func @print_operands(%a: tensor<2xi32>) {
  // expect: interpreter.print signature
  "interpreter.print"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> ()
  return
}
