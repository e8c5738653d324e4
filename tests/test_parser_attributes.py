"""Attributes (spec "Constants" plus MLIR's builtins): scalars, arrays, enums, dialect structs, strings, dicts."""
from __future__ import annotations

import math

import pytest
from helpers import parse_op

from stablehlo_py import ParseError
from stablehlo_py.ir.attributes import (ArrayAttr, BoolAttr, ConvDimensionNumbersAttr, DenseArrayAttr, DictAttr,
                                        EnumAttr, FloatAttr, IntegerAttr, OpaqueAttr, StringAttr, StructAttr,
                                        SymbolRefAttr, TypeAttr, UnitAttr, int_list)
from stablehlo_py.ir.types import I1, I32, I64, FloatType, IntegerType, TensorType

F32 = FloatType("f32")


def attributes(entries: str) -> dict:
    """The attributes of an op written with the dictionary ``{entries}``."""
    return parse_op(f'"test.attrs"() {{{entries}}} : () -> ()').attributes


def ints(*values: int) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(v) for v in values))


def test_scalar_attributes():
    a = attributes("i = -3 : i8, j = 7, f = 1.5 : f32, g = -0.0 : f64, t = true, n = false, s = \"x\", u")
    assert a["i"] == IntegerAttr(-3, IntegerType(8))
    assert a["j"] == IntegerAttr(7) and a["j"].type is None
    assert a["f"] == FloatAttr(1.5, F32)
    assert a["g"].value == 0.0 and math.copysign(1.0, a["g"].value) == -1.0
    assert (a["t"], a["n"]) == (BoolAttr(True), BoolAttr(False))
    assert a["s"] == StringAttr("x")
    assert a["u"] == UnitAttr()


def test_hex_float_attributes():
    a = attributes("inf = 0x7F800000 : f32, ninf = 0xFFF0000000000000 : f64, nan = 0x7FC00000 : f32")
    assert a["inf"] == FloatAttr(math.inf, F32)
    assert a["ninf"].value == -math.inf
    assert math.isnan(a["nan"].value)


def test_hex_integer_attributes_are_bit_patterns():
    a = attributes("a = 0xFF : i8, b = 0xFF : ui8, c = -0x10 : i32, d = 0x7FFFFFFFFFFFFFFF : i64")
    assert a["a"] == IntegerAttr(-1, IntegerType(8))
    assert a["b"] == IntegerAttr(255, IntegerType(8, signed=False))
    assert a["c"] == IntegerAttr(-16, I32)
    assert a["d"] == IntegerAttr(2**63 - 1, I64)


def test_float_attribute_keeps_signaling_nan_payload():
    attrs = attributes("x = 0x7F800001 : f32, y = 0x7FC00001 : f32, z = 0x7FF0000000000001 : f64")
    assert str(attrs["x"]) == "0x7F800001 : f32" and str(attrs["z"]) == "0x7FF0000000000001 : f64"
    assert attrs["x"] != attrs["y"]  # different NaNs are different attributes
    assert attributes(f"x = {attrs['x']}")["x"] == attrs["x"]


def test_dense_arrays():
    a = attributes("a = array<i64: 1, -2>, b = array<i1: true, false>, c = array<i64>, d = array<f32: 1.5, -0.5>")
    assert a["a"] == DenseArrayAttr(I64, (1, -2))
    assert a["b"] == DenseArrayAttr(I1, (True, False))
    assert a["c"] == DenseArrayAttr(I64, ()) and str(a["c"]) == "array<i64>"
    assert a["d"] == DenseArrayAttr(F32, (1.5, -0.5))
    assert int_list(a["a"]) == (1, -2) and int_list(a["c"]) == ()
    special = attributes("f = array<f32: 0x7FC00000, -0.0, 0x7F800000>")["f"]
    assert str(special) == "array<f32: 0x7FC00000, -0.0, 0x7F800000>"
    assert special == DenseArrayAttr(F32, (math.nan, -0.0, math.inf))  # NaN equals NaN here...
    assert special != DenseArrayAttr(F32, (math.nan, 0.0, math.inf))  # ...and -0.0 is not 0.0


def test_enum_attributes():
    a = attributes("dir = #stablehlo<comparison_direction GE>, mode = #stablehlo.result_accuracy_mode<HIGHEST>, "
                   "prec = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]")
    assert a["dir"] == EnumAttr("stablehlo", "comparison_direction", "GE")
    assert (a["mode"].dialect, a["mode"].kind, a["mode"].value) == ("stablehlo", "result_accuracy_mode", "HIGHEST")
    assert [e.value for e in a["prec"].elements] == ["DEFAULT", "HIGHEST"]


def test_gather_and_scatter_dimension_numbers():
    a = attributes("g = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
                   "index_vector_dim = 1>, s = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
                   "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>")
    gather, scatter = a["g"], a["s"]
    assert isinstance(gather, StructAttr) and gather.name == "stablehlo.gather"
    assert gather.get("offset_dims") == ints(1)
    assert gather.get("collapsed_slice_dims") == ints(0)
    assert gather.get("index_vector_dim") == IntegerAttr(1)
    assert gather.get("operand_batching_dims") is None  # left out when empty
    assert scatter.name == "stablehlo.scatter"
    assert scatter.get("scatter_dims_to_operand_dims") == ints(0)


def test_dot_and_dot_algorithm_attributes():
    a = attributes("d = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
                   "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, "
                   "alg = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, "
                   "accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, "
                   "num_primitive_operations = 6, allow_imprecise_accumulation = true>")
    assert a["d"].get("lhs_contracting_dimensions") == ints(2)
    assert a["d"].get("rhs_batching_dimensions") == ints(0)
    assert a["alg"].get("lhs_precision_type") == TypeAttr(FloatType("bf16"))
    assert a["alg"].get("num_primitive_operations") == IntegerAttr(6)
    assert a["alg"].get("allow_imprecise_accumulation") == BoolAttr(True)


def test_channel_handle_and_output_operand_alias():
    a = attributes("ch = #stablehlo.channel_handle<handle = 5, type = 2>, "
                   "al = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, "
                   "operand_tuple_indices = []>")
    assert (a["ch"].get("handle"), a["ch"].get("type")) == (IntegerAttr(5), IntegerAttr(2))
    assert a["al"].get("output_tuple_indices") == ints(0)
    assert a["al"].get("operand_index") == IntegerAttr(1)


def test_conv_layout_and_raw_forms_are_the_same_attribute():
    a = attributes("pretty = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, "
                   "raw = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, "
                   "input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, "
                   "kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], "
                   "output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, "
                   "nchw = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>")
    assert a["pretty"] == a["raw"] == ConvDimensionNumbersAttr(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2))
    nchw = a["nchw"]
    assert (nchw.input_feature_dimension, nchw.input_spatial_dimensions) == (1, (2, 3))
    assert (nchw.kernel_output_feature_dimension, nchw.kernel_input_feature_dimension) == (0, 1)


def test_conv_raw_form_without_a_layout_prints_raw():
    op = parse_op('"test.attrs"() {c = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, '
                  'input_spatial_dimensions = [1], kernel_input_feature_dimension = 0, '
                  'kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, '
                  'output_feature_dimension = 1, output_spatial_dimensions = [2]>} : () -> ()')
    conv = op.attributes["c"]
    assert (conv.input_batch_dimension, conv.input_feature_dimension) == (0, 0)
    assert str(conv).startswith("#stablehlo.conv<raw ")


def test_conv_layouts_are_printed_and_read_by_the_attribute():
    numbers = ConvDimensionNumbersAttr(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2))
    layouts = numbers.layouts()
    assert layouts == ("[b, 0, 1, f]", "[0, 1, i, o]", "[b, 0, 1, f]")
    entries = [[int(e) if e.isdigit() else e for e in text[1:-1].split(", ")] for text in layouts]
    assert ConvDimensionNumbersAttr.from_layouts(*entries) == numbers
    with pytest.raises(ValueError, match=r"layout \[b, 0\] needs exactly one each of b, f"):
        ConvDimensionNumbersAttr.from_layouts(["b", 0], ["i", "o"], ["b", "f"])


def test_empty_conv_attribute_is_a_located_parse_error():
    with pytest.raises(ParseError, match="expected '\\[...\\]x\\[...\\]->\\[...\\]' or 'raw ...'") as info:
        parse_op('"test.attrs"() {c = #stablehlo.conv<>} : () -> ()')
    assert (info.value.line, info.value.column) == (1, 21)


def test_other_dialect_attributes_are_kept_verbatim():
    a = attributes('sh = #sdy.sharding<@mesh, [{"a"}, {}]>, m = #mhlo.foo<x = [1, 2], y = "<>">')
    assert a["sh"] == OpaqueAttr('#sdy.sharding<@mesh, [{"a"}, {}]>')
    assert a["m"] == OpaqueAttr('#mhlo.foo<x = [1, 2], y = "<>">')


def test_nested_dictionaries_arrays_symbols_and_types():
    a = attributes('d = {inner = {k = 1 : i32, "quoted key" = "v"}, e = {}}, arr = [1, "two", [3.0 : f32]], '
                   "sym = @outer::@inner, ty = tensor<2xf32>")
    inner = a["d"].get("inner")
    assert isinstance(inner, DictAttr)
    assert inner.get("k") == IntegerAttr(1, I32) and inner.get("quoted key") == StringAttr("v")
    assert a["d"].get("e") == DictAttr(())
    assert a["arr"] == ArrayAttr((IntegerAttr(1), StringAttr("two"), ArrayAttr((FloatAttr(3.0, F32),))))
    assert a["sym"] == SymbolRefAttr(("outer", "inner"))
    assert a["ty"] == TypeAttr(TensorType((2,), F32))


@pytest.mark.parametrize("literal,value", [
    (r'"say \"hi\""', 'say "hi"'),
    (r'"back\\slash"', "back\\slash"),
    (r'"line\nbreak\ttab"', "line\nbreak\ttab"),
    (r'"hex\0Aescape\00"', "hex\nescape\x00"),
    ('"unicode é ∑"', "unicode é ∑"),
])
def test_string_escapes(literal: str, value: str):
    assert attributes(f"s = {literal}")["s"] == StringAttr(value)
