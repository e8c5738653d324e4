// MLIR's arith ops (dialect/arith.py; ArithOps.td has no spec numbers: labels are ODS names): `// expect: <op> <label>` names the error of the next line.
func.func @int_kind(%a: f32) {
  // expect: arith.addi SignlessIntegerOrIndexLike
  %0 = arith.addi %a, %a : f32
  return
}
// -----
func.func @int_signed(%a: ui32) {
  // expect: arith.muli SignlessIntegerOrIndexLike
  %0 = "arith.muli"(%a, %a) : (ui32, ui32) -> ui32
  return
}
// -----
func.func @float_kind(%a: i32) {
  // expect: arith.addf FloatLike
  %0 = arith.addf %a, %a : i32
  return
}
// -----
func.func @same_type(%a: i32, %b: i64) {
  // expect: arith.subi SameOperandsAndResultType
  %0 = "arith.subi"(%a, %b) : (i32, i64) -> i32
  return
}
// -----
func.func @negf_type(%a: f32) {
  // expect: arith.negf SameOperandsAndResultType
  %0 = "arith.negf"(%a) : (f32) -> f64
  return
}
// -----
func.func @cmpi_predicate(%a: i32) {
  // expect: arith.cmpi predicate
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @cmpf_kind(%a: i32) {
  // expect: arith.cmpf FloatLike
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @cmpi_operands(%a: i32, %b: i64) {
  // expect: arith.cmpi SameTypeOperands
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}
// -----
func.func @cmpi_result(%a: tensor<4xi32>) {
  // expect: arith.cmpi TypesMatchWith
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (tensor<4xi32>, tensor<4xi32>) -> i1
  return
}
// -----
func.func @select_condition(%c: i32, %a: f32) {
  // expect: arith.select BoolLike
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}
// -----
func.func @select_types(%c: i1, %a: f32, %b: f64) {
  // expect: arith.select AllTypesMatch
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return
}
// -----
func.func @select_shape(%c: tensor<3xi1>, %a: tensor<4xf32>) {
  // expect: arith.select BooleanConditionOrMatchingShape
  %0 = arith.select %c, %a, %a : tensor<3xi1>, tensor<4xf32>
  return
}
// -----
func.func @constant_type() {
  // expect: arith.constant AllTypesMatch
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}
// -----
func.func @constant_value() {
  // expect: arith.constant attribute
  %0 = "arith.constant"() {value = "s"} : () -> i32
  return
}
// -----
func.func @extsi_narrow(%a: i32) {
  // expect: arith.extsi verifier
  %0 = arith.extsi %a : i32 to i16
  return
}
// -----
func.func @trunci_wide(%a: i32) {
  // expect: arith.trunci verifier
  %0 = arith.trunci %a : i32 to i64
  return
}
// -----
func.func @extf_narrow(%a: f32) {
  // expect: arith.extf verifier
  %0 = arith.extf %a : f32 to f16
  return
}
// -----
func.func @extsi_index(%a: index) {
  // expect: arith.extsi SignlessFixedWidthIntegerLike
  %0 = arith.extsi %a : index to i64
  return
}
// -----
func.func @sitofp_float(%a: i32) {
  // expect: arith.sitofp FloatLike
  %0 = arith.sitofp %a : i32 to i64
  return
}
// -----
func.func @cast_shape(%a: tensor<4xi32>) {
  // expect: arith.sitofp SameOperandsAndResultShape
  %0 = arith.sitofp %a : tensor<4xi32> to tensor<3xf32>
  return
}
// -----
func.func @index_cast_no_index(%a: i32) {
  // expect: arith.index_cast CastOpInterface
  %0 = arith.index_cast %a : i32 to i64
  return
}
// -----
func.func @bitcast_width(%a: f32) {
  // expect: arith.bitcast verifier
  %0 = arith.bitcast %a : f32 to i64
  return
}
// -----
func.func @bitcast_kind(%a: index) {
  // expect: arith.bitcast BitcastTypeConstraint
  %0 = arith.bitcast %a : index to i64
  return
}
// -----
func.func @truncf_mode(%a: f32) {
  // expect: arith.truncf RoundingMode
  %0 = "arith.truncf"(%a) {roundingmode = 9 : i32} : (f32) -> f16
  return
}
