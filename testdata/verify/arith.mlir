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
// -----
func.func @shli_float(%a: f32) {
  // expect: arith.shli SignlessIntegerOrIndexLike
  %0 = arith.shli %a, %a : f32
  return
}
// -----
func.func @divsi_float(%a: f32) {
  // expect: arith.divsi SignlessIntegerOrIndexLike
  %0 = arith.divsi %a, %a : f32
  return
}
// -----
func.func @divui_float(%a: f32) {
  // expect: arith.divui SignlessIntegerOrIndexLike
  %0 = arith.divui %a, %a : f32
  return
}
// -----
func.func @shrsi_float(%a: f32) {
  // expect: arith.shrsi SignlessIntegerOrIndexLike
  %0 = arith.shrsi %a, %a : f32
  return
}
// -----
func.func @shrui_float(%a: f32) {
  // expect: arith.shrui SignlessIntegerOrIndexLike
  %0 = arith.shrui %a, %a : f32
  return
}
// -----
func.func @remsi_float(%a: f32) {
  // expect: arith.remsi SignlessIntegerOrIndexLike
  %0 = arith.remsi %a, %a : f32
  return
}
// -----
func.func @remui_float(%a: f32) {
  // expect: arith.remui SignlessIntegerOrIndexLike
  %0 = arith.remui %a, %a : f32
  return
}
// -----
func.func @ceildivsi_float(%a: f32) {
  // expect: arith.ceildivsi SignlessIntegerOrIndexLike
  %0 = arith.ceildivsi %a, %a : f32
  return
}
// -----
func.func @ceildivui_float(%a: f32) {
  // expect: arith.ceildivui SignlessIntegerOrIndexLike
  %0 = arith.ceildivui %a, %a : f32
  return
}
// -----
func.func @floordivsi_float(%a: f32) {
  // expect: arith.floordivsi SignlessIntegerOrIndexLike
  %0 = arith.floordivsi %a, %a : f32
  return
}
// -----
func.func @andi_float(%a: f32) {
  // expect: arith.andi SignlessIntegerOrIndexLike
  %0 = arith.andi %a, %a : f32
  return
}
// -----
func.func @ori_float(%a: f32) {
  // expect: arith.ori SignlessIntegerOrIndexLike
  %0 = arith.ori %a, %a : f32
  return
}
// -----
func.func @xori_float(%a: f32) {
  // expect: arith.xori SignlessIntegerOrIndexLike
  %0 = arith.xori %a, %a : f32
  return
}
// -----
func.func @maxsi_float(%a: f32) {
  // expect: arith.maxsi SignlessIntegerOrIndexLike
  %0 = arith.maxsi %a, %a : f32
  return
}
// -----
func.func @maxui_float(%a: f32) {
  // expect: arith.maxui SignlessIntegerOrIndexLike
  %0 = arith.maxui %a, %a : f32
  return
}
// -----
func.func @minsi_float(%a: f32) {
  // expect: arith.minsi SignlessIntegerOrIndexLike
  %0 = arith.minsi %a, %a : f32
  return
}
// -----
func.func @minui_float(%a: f32) {
  // expect: arith.minui SignlessIntegerOrIndexLike
  %0 = arith.minui %a, %a : f32
  return
}
// -----
func.func @subf_int(%a: i32) {
  // expect: arith.subf FloatLike
  %0 = arith.subf %a, %a : i32
  return
}
// -----
func.func @mulf_int(%a: i32) {
  // expect: arith.mulf FloatLike
  %0 = arith.mulf %a, %a : i32
  return
}
// -----
func.func @divf_int(%a: i32) {
  // expect: arith.divf FloatLike
  %0 = arith.divf %a, %a : i32
  return
}
// -----
func.func @remf_int(%a: i32) {
  // expect: arith.remf FloatLike
  %0 = arith.remf %a, %a : i32
  return
}
// -----
func.func @maximumf_int(%a: i32) {
  // expect: arith.maximumf FloatLike
  %0 = arith.maximumf %a, %a : i32
  return
}
// -----
func.func @minimumf_int(%a: i32) {
  // expect: arith.minimumf FloatLike
  %0 = arith.minimumf %a, %a : i32
  return
}
// -----
func.func @maxnumf_int(%a: i32) {
  // expect: arith.maxnumf FloatLike
  %0 = arith.maxnumf %a, %a : i32
  return
}
// -----
func.func @minnumf_int(%a: i32) {
  // expect: arith.minnumf FloatLike
  %0 = arith.minnumf %a, %a : i32
  return
}
// -----
func.func @index_castui_no_index(%a: i32) {
  // expect: arith.index_castui CastOpInterface
  %0 = arith.index_castui %a : i32 to i64
  return
}
// -----
func.func @extui_narrow(%a: i32) {
  // expect: arith.extui verifier
  %0 = arith.extui %a : i32 to i8
  return
}
// -----
func.func @uitofp_float(%a: f32) {
  // expect: arith.uitofp SignlessFixedWidthIntegerLike
  %0 = arith.uitofp %a : f32 to f64
  return
}
// -----
func.func @fptosi_int(%a: i32) {
  // expect: arith.fptosi FloatLike
  %0 = arith.fptosi %a : i32 to i64
  return
}
// -----
func.func @fptoui_shape(%a: tensor<2xf32>) {
  // expect: arith.fptoui SameOperandsAndResultShape
  %0 = arith.fptoui %a : tensor<2xf32> to i32
  return
}
