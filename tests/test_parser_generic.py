"""The generic form of ops and modules (MLIR's "dialect.name"(operands) ... : (T...) -> (T...))."""
from __future__ import annotations

from helpers import parse, parse_op, syntax_file

from stablehlo_py import Func
from stablehlo_py.ir.attributes import DenseArrayAttr, IntegerAttr, StringAttr, UnitAttr
from stablehlo_py.ir.types import I1, I32, I64, FloatType, TensorType

F32 = TensorType((), FloatType("f32"))
VEC = TensorType((2,), FloatType("f32"))


def test_generic_op_operands_and_signature():
    op = parse_op('%sum = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>')
    assert op.name == "stablehlo.add"
    assert (op.dialect, op.mnemonic) == ("stablehlo", "add")
    assert op.operands == ("%a", "%b")
    assert op.operand_types == (VEC, VEC)
    assert op.result_types == (VEC,)
    assert op.results == ("%sum",)
    assert op.attributes == {} and op.regions == ()


def test_generic_op_without_operands_or_results():
    op = parse_op('"stablehlo.frobnicate"() : () -> ()')
    assert op.operands == () and op.results == () and op.result_types == ()


def test_generic_op_attribute_dict():
    op = parse_op('%0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>, note = "t", flag} '
                  ': (tensor<2x3xf32>) -> tensor<3x2xf32>')
    assert op.attributes == {"permutation": DenseArrayAttr(I64, (1, 0)), "note": StringAttr("t"),
                             "flag": UnitAttr()}
    assert op.result_types == (TensorType((3, 2), FloatType("f32")),)


def test_properties_are_attributes():
    with_props = parse_op('%0 = "stablehlo.concatenate"(%a, %b) <{dimension = 0 : i64}> {extra = 1 : i32} '
                          ': (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>')
    with_dict = parse_op('%0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64, extra = 1 : i32} '
                         ': (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>')
    assert with_props == with_dict
    assert with_props.attributes["dimension"] == IntegerAttr(0, I64)
    assert with_props.attributes["extra"] == IntegerAttr(1, I32)


def test_generic_regions_and_block_arguments():
    op = parse_op('''
%0:2 = "stablehlo.sort"(%keys, %values) ({
^bb0(%k0: tensor<f32>, %k1: tensor<f32>, %v0: tensor<f32>, %v1: tensor<f32>):
  %lt = "stablehlo.compare"(%k0, %k1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  "stablehlo.return"(%lt) : (tensor<i1>) -> ()
}) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
''')
    assert op.results == ("%0#0", "%0#1")
    (region,) = op.regions
    block = region.entry
    assert [a.name for a in block.arguments] == ["%k0", "%k1", "%v0", "%v1"]
    assert all(a.type == F32 for a in block.arguments)
    assert [o.name for o in block.ops] == ["stablehlo.compare", "stablehlo.return"]
    assert block.ops[0].result_types == (TensorType((), I1),)
    assert block.ops[1].operands == ("%lt",)
    assert [o.name for o in op.walk()] == ["stablehlo.sort", "stablehlo.compare", "stablehlo.return"]


def test_generic_multiple_regions_and_blocks_with_successors():
    op = parse_op('''
%r = "stablehlo.case"(%i) ({
  "stablehlo.return"(%a) : (tensor<f32>) -> ()
}, {
  "cf.br"() [^bb1] : () -> ()
^bb1:
  "stablehlo.return"(%b) : (tensor<f32>) -> ()
}) : (tensor<i32>) -> tensor<f32>
''')
    first, second = op.regions
    assert len(first.blocks) == 1 and first.entry.arguments == ()
    assert len(second.blocks) == 2
    assert second.blocks[0].ops[0].successors == ("^bb1",)
    assert second.blocks[1].ops[0].operands == ("%b",)


def test_generic_module_equals_pretty_module():
    pretty = parse(syntax_file("module_pretty.mlir"))
    generic = parse(syntax_file("module_generic.mlir"))
    assert generic == pretty
    assert generic.name == "m"
    assert generic.attributes == {"mhlo.num_partitions": IntegerAttr(1, I32)}
    main, helper = generic.body
    assert isinstance(main, Func) and isinstance(helper, Func)
    assert (main.name, main.visibility, helper.name, helper.visibility) == ("main", "public", "helper", "private")
    assert helper.body is None
    assert [a.name for a in main.arguments] == ["%arg0", "%arg1"]
    assert [o.name for o in main.walk()] == ["stablehlo.reduce", "stablehlo.add", "stablehlo.return",
                                             "func.call", "func.return"]


def test_unknown_ops_parse_in_generic_form():
    op = parse_op('%0 = "mydialect.frobnicate"(%x) ({\n  "mydialect.yield"() : () -> ()\n}) {level = 3 : i64} '
                  ': (tensor<f32>) -> tensor<f32>')
    assert op.name == "mydialect.frobnicate"
    assert op.attributes["level"] == IntegerAttr(3, I64)
    assert op.regions[0].entry.ops[0].name == "mydialect.yield"
