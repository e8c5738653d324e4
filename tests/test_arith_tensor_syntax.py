"""The arith and tensor ops parse in their pretty forms as MLIR prints them (ArithOps.td / TensorOps.td
``assemblyFormat``) and print back, pretty and generic, to the same AST (tests/helpers.assert_fixpoint);
the generic forms hold the attributes as upstream's generic printer writes them."""
from __future__ import annotations

import pytest

from helpers import parse
from stablehlo_py import parse_text
from stablehlo_py.printer import print_module
from stablehlo_py.errors import ParseError

ARGS = ("%i: i32, %j: i32, %x: index, %y: index, %f: f32, %g: f32, %b: i1, %t: tensor<?x4xf32>, "
        "%u: tensor<4xi32>, %m: tensor<4xi1>, %h: f16, %k: tensor<4x4xf32>, %s: tensor<2xi64>")

LINES = [
    "%r = arith.constant 42 : i32",
    "%r = arith.constant -1 : index",
    "%r = arith.constant true",
    "%r = arith.constant false",
    "%r = arith.constant 1.5 : f32",
    "%r = arith.constant 0x7FC00001 : f32",
    "%r = arith.constant dense<[1, 2]> : tensor<2xi64>",
    "%r = arith.constant {tag = 1 : i64} 7 : i32",
    *(f"%r = arith.{op} %i, %j : i32" for op in (
        "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi", "andi",
        "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui")),
    "%r = arith.addi %x, %y overflow<nsw, nuw> : index",
    "%r = arith.shli %i, %j overflow<nsw> : i32",
    "%r = arith.divsi %i, %j exact : i32",
    "%r = arith.addi %u, %u : tensor<4xi32>",
    *(f"%r = arith.{op} %f, %g : f32" for op in (
        "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf")),
    "%r = arith.mulf %f, %g fastmath<fast> : f32",
    "%r = arith.addf %f, %g fastmath<nnan, ninf> : f32",
    "%r = arith.negf %f : f32",
    "%r = arith.negf %f fastmath<fast> : f32",
    *(f"%r = arith.cmpi {p}, %i, %j : i32" for p in ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt",
                                                     "uge")),
    "%r = arith.cmpi eq, %u, %u : tensor<4xi32>",
    *(f"%r = arith.cmpf {p}, %f, %g : f32" for p in ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                                     "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")),
    "%r = arith.cmpf olt, %f, %g fastmath<fast> : f32",
    "%r = arith.select %b, %i, %j : i32",
    "%r = arith.select %m, %u, %u : tensor<4xi1>, tensor<4xi32>",
    "%r = arith.select %b, %u, %u : tensor<4xi32>",
    "%r = arith.index_cast %x : index to i32",
    "%r = arith.index_castui %i : i32 to index",
    "%r = arith.extsi %i : i32 to i64",
    "%r = arith.extui %b : i1 to i32",
    "%r = arith.trunci %i : i32 to i8",
    "%r = arith.trunci %i overflow<nuw> : i32 to i8",
    "%r = arith.extf %h : f16 to f32",
    "%r = arith.extf %h fastmath<fast> : f16 to f32",
    "%r = arith.truncf %f : f32 to bf16",
    "%r = arith.truncf %f downward : f32 to f16",
    "%r = arith.truncf %f to_nearest_away fastmath<fast> : f32 to f16",
    "%r = arith.sitofp %i : i32 to f32",
    "%r = arith.uitofp %i : i32 to f64",
    "%r = arith.fptosi %f : f32 to i32",
    "%r = arith.fptoui %f : f32 to i8",
    "%r = arith.bitcast %f : f32 to i32",
    "%r = arith.sitofp %u : tensor<4xi32> to tensor<4xf32>",
    "%r = tensor.cast %t : tensor<?x4xf32> to tensor<3x4xf32>",
    "%r = tensor.bitcast %u : tensor<4xi32> to tensor<4xf32>",
    "%r = tensor.dim %t, %x : tensor<?x4xf32>",
    "%r = tensor.rank %t : tensor<?x4xf32>",
    "%r = tensor.empty(%x) : tensor<?x4xf32>",
    "%r = tensor.empty() : tensor<2x4xf32>",
    "%r = tensor.splat %f : tensor<2x4xf32>",
    "%r = tensor.splat %f[%x] : tensor<?x4xf32>",
    "%r = tensor.extract %k[%x, %y] : tensor<4x4xf32>",
    "%r = tensor.insert %f into %k[%x, %y] : tensor<4x4xf32>",
    "%r = tensor.from_elements %x, %y : tensor<2xindex>",
    "%r = tensor.from_elements %f : tensor<f32>",
    "%r = tensor.collapse_shape %k [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>",
    "%r = tensor.expand_shape %t [[0], [1, 2]] output_shape [%x, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>",
    "%r = tensor.extract_slice %k[0, %x] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>",
    "%r = tensor.extract_slice %t[%x, 0] [1, %y] [1, 1] : tensor<?x4xf32> to tensor<?xf32>",
    "%r = tensor.insert_slice %k into %k[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>",
    "%r = tensor.reshape %k(%s) : (tensor<4x4xf32>, tensor<2xi64>) -> tensor<2x8xf32>",
    "%r = tensor.concat dim(0) %t, %k : (tensor<?x4xf32>, tensor<4x4xf32>) -> tensor<?x4xf32>",
    "%r = tensor.concat dim(1) %k : (tensor<4x4xf32>) -> tensor<4x4xf32>",
    "%r = tensor.generate %x {\n  ^bb0(%a: index, %c: index):\n    tensor.yield %f : f32\n  } : tensor<?x3xf32>",
    "%r = tensor.pad %k low[1, %x] high[0, 2] {\n  ^bb0(%a: index, %c: index):\n    tensor.yield %f : f32\n  }"
    " : tensor<4x4xf32> to tensor<5x?xf32>",
    "%r = tensor.pad %k nofold low[0, 0] high[0, 0] {\n  ^bb0(%a: index, %c: index):\n    tensor.yield %f : f32\n  }"
    " : tensor<4x4xf32> to tensor<4x4xf32>",
]


@pytest.mark.parametrize("line", LINES)
def test_round_trip(line):
    module = parse(f"func.func @main({ARGS}) {{\n  {line}\n  return\n}}")
    text = str(module)
    printed = line.split(" = ", 1)[1].replace("\n  ", "\n    ")  # a body prints indented in the function
    assert printed in text, text  # printed as MLIR prints it


@pytest.mark.parametrize("line, generic", [
    ("%r = arith.cmpi sge, %i, %j : i32", '"arith.cmpi"(%i, %j) {predicate = 5 : i64} : (i32, i32) -> i1'),
    ("%r = arith.cmpf uno, %f, %g : f32", '"arith.cmpf"(%f, %g) {predicate = 14 : i64} : (f32, f32) -> i1'),
    ("%r = arith.mulf %f, %g fastmath<fast> : f32",
     '"arith.mulf"(%f, %g) {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32'),
    ("%r = arith.truncf %f upward : f32 to f16", '"arith.truncf"(%f) {roundingmode = 2 : i32} : (f32) -> f16'),
    ("%r = arith.divui %i, %j exact : i32", '"arith.divui"(%i, %j) {isExact} : (i32, i32) -> i32'),
    ("%r = arith.constant true", '"arith.constant"() {value = true} : () -> i1'),
    ("%r = tensor.insert %f into %k[%x, %y] : tensor<4x4xf32>",
     '"tensor.insert"(%f, %k, %x, %y) : (f32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>'),
    ("%r = tensor.extract_slice %k[0, %x] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>",
     '"tensor.extract_slice"(%k, %x) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, '
     'static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, '
     'static_strides = array<i64: 1, 1>}'),
    ("%r = tensor.collapse_shape %k [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>",
     '"tensor.collapse_shape"(%k) {reassociation = [[0, 1]]}'),
])
def test_generic_form(line, generic):
    module = parse(f"func.func @main({ARGS}) {{\n  {line}\n  return\n}}")
    assert generic in module.to_text(generic=True)


@pytest.mark.parametrize("line, message", [
    ("%r = arith.cmpi lt, %i, %j : i32", "expected one of eq, ne"),
    ("%r = arith.addi %i, %j sideways : i32", "unexpected"),
    ("%r = arith.index_cast %x : index", "expected ': T to R'"),
    ("%r = arith.constant 1.5 : i32", "is not a value of type i32"),
    ("%r = tensor.extract %k[0] : tensor<4x4xf32>", "expected an index operand"),
])
def test_bad_syntax_is_a_located_parse_error(line, message):
    with pytest.raises(ParseError, match=message) as info:
        parse_text(f"func.func @main({ARGS}) {{\n  {line}\n  return\n}}")
    assert info.value.line == 2


@pytest.mark.parametrize("line", LINES)
def test_valid_ops_verify(line):
    from stablehlo_py.verifier import verify_module

    module = parse_text(f"func.func @main({ARGS}) {{\n  {line}\n  return\n}}")
    assert verify_module(module) == []


@pytest.mark.parametrize("generic,pretty", [
    ('"arith.muli"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32', "arith.muli %a, %b : i32"),
    ('"arith.addf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32', "arith.addf %x, %y : f32"),
    ("arith.addi %a, %b overflow<none> : i32", "arith.addi %a, %b : i32"),
])
def test_default_flags_are_the_absent_attribute(generic, pretty):
    """ODS's default flags (`none`), which MLIR's printer leaves out and its generic form and bytecode hold,
    give the op without them (AttrDef.elided), and print as MLIR prints them: not at all."""
    def program(line: str) -> str:
        return ("func.func @main(%a: i32, %b: i32, %x: f32, %y: f32) -> () {\n"
                f"  %r = {line}\n  func.return\n}}")

    read = parse_text(program(generic)).body[0].body.blocks[0].ops[0]
    assert read.attributes == {}
    assert read == parse_text(program(pretty)).body[0].body.blocks[0].ops[0]
    assert "none" not in print_module(parse_text(program(generic)))
