"""Locations, source positions, aliases and resource blobs."""
from __future__ import annotations

import numpy as np
from helpers import parse, parse_op, syntax_file

from stablehlo_py.ir.attributes import AliasRefAttr, DenseArrayAttr, DenseResourceAttr, EnumAttr
from stablehlo_py.ir.nodes import Location
from stablehlo_py.ir.types import I1, I64, FloatType, TensorType, TupleType

VEC = TensorType((2,), FloatType("f32"))


def located():
    """locations.mlir: the module, its function and the function's three ops."""
    module = parse(syntax_file("locations.mlir"))
    main = module.funcs["main"]
    return module, main, main.body.entry.ops


def test_locations_on_ops_arguments_functions_and_module():
    module, main, (add, mul, ret) = located()
    assert add.location == Location("#loc1")
    assert mul.location == Location('fused[#loc1, "mul"]')
    assert ret.location == Location("#loc2")
    assert main.arguments[0].location == Location('"x"') and main.arguments[1].location is None
    assert main.location == Location("#loc1")
    assert module.location == Location("unknown")
    assert str(add.location) == "loc(#loc1)"


def test_location_aliases_before_and_after_the_module():
    module, _, _ = located()
    assert module.loc_aliases == {"loc1": Location('"model.py":10:4'),
                                  "loc2": Location('callsite("f"("a.py":1:2) at "b.py":5:6)')}
    assert "#loc2 = loc(callsite(" in str(module)


def test_inline_file_location():
    located = parse_op('%0 = stablehlo.add %a, %b : tensor<2xf32> loc("here":1:2)')
    assert located.location == Location('"here":1:2')
    plain = parse_op("%0 = stablehlo.add %a, %b : tensor<2xf32>")
    assert (located.name, located.operands, located.result_types) == (plain.name, plain.operands, plain.result_types)


def test_line_and_column_of_ops_and_block_arguments():
    _, main, (add, mul, ret) = located()
    assert (add.line, add.column) == (4, 5)  # where `%0 =` starts
    assert (mul.line, mul.column) == (5, 5)
    assert (ret.line, ret.column) == (6, 5)
    assert (main.arguments[0].line, main.arguments[0].column) == (3, 19)
    nested = parse_op('%0 = "stablehlo.sort"(%k) ({\n^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
                      '    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n}) : (tensor<2xf32>) -> tensor<2xf32>')
    inner = nested.regions[0].entry.ops[0]
    assert (inner.line, inner.column) == (3, 5)


def test_attribute_and_type_aliases():
    module = parse(syntax_file("aliases.mlir"))
    main = module.funcs["main"]
    aliased, pretty, transpose, _, tuple_op, _ = main.body.entry.ops
    direction = aliased.attributes["comparison_direction"]
    assert isinstance(direction, AliasRefAttr) and direction.name == "dir"
    assert direction.target == EnumAttr("stablehlo", "comparison_direction", "GE")
    assert pretty.attributes["comparison_direction"] == direction.target
    assert transpose.attributes["permutation"].target == DenseArrayAttr(I64, (1, 0))
    assert main.type.inputs == (VEC, VEC)  # type aliases resolve to the type
    assert tuple_op.result_types == (TupleType((VEC, TensorType((), I1))),)
    assert module.aliases["vec"] == VEC
    assert module.aliases["dims"] == DenseArrayAttr(I64, (1, 0))
    assert str(module).startswith("#dir = #stablehlo<comparison_direction GE>\n")


def test_dense_resources():
    module = parse(syntax_file("resources.mlir"))
    assert module.resources == {"weights": bytes.fromhex("0000803F000000C0"),
                                "quoted.key": bytes.fromhex("01000200FFFF")}
    pretty, generic, _ = module.funcs["main"].body.entry.ops
    weights = pretty.attributes["value"]
    assert weights == DenseResourceAttr("weights", VEC)
    assert module.resource_array("weights", weights.type).tolist() == [1.0, -2.0]
    quoted = generic.attributes["value"]
    assert quoted.key == "quoted.key"
    values = module.resource_array(quoted.key, quoted.type)
    assert values.dtype == np.int16 and values.tolist() == [1, 2, -1]
    assert "stablehlo.constant dense_resource<weights> : tensor<2xf32>" in str(module)
