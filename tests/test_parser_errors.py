"""Syntax errors: ParseError with the position in the file, a message naming what was expected, a caret."""
from __future__ import annotations

import pytest
from helpers import syntax_file

from stablehlo_py import ParseError, StableHLOError, load, load_all, parse_text_all
from stablehlo_py.errors import format_diagnostic
from stablehlo_py.parser import parse_text

FUNC = "func.func @f(%a: tensor<f32>) -> tensor<f32> {{\n{body}\n}}"


def error_of(text: str, source_name: str = "prog.mlir") -> ParseError:
    with pytest.raises(ParseError) as err:
        parse_text(text, source_name)
    assert isinstance(err.value, StableHLOError)
    return err.value


@pytest.mark.parametrize("body,line,column,expected", [
    ("  %0 = = stablehlo.add %a, %a : tensor<f32>", 2, 8, "unexpected '='; expected"),
    ("  %0 = stablehlo.add %a, %a : tensor<f32\n  return %0 : tensor<f32>", 3, 3, "expected ',', '>'"),
    ("  %0 = stablehlo.add %a %a : tensor<f32>", 2, 22, "expected ':' and the types after '%a'"),
    ("  %0 = stablehlo.compare %a, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>", 2, 26,
     "stablehlo.compare: expected one of EQ, NE, GE, GT, LE, LT but found '%a'"),
    ("  %0:2 = stablehlo.add %a, %a : tensor<f32>", 2, 3, "2 results named but the types give 1"),
    ('  %0 = "stablehlo.add"(%a) : (tensor<f32>, tensor<f32>) -> tensor<f32>', 2, 8,
     "1 operands but the signature lists 2 types"),
    ("  %0 = stablehlo.add %a, %a : tensor<f32> $", 2, 43, "unexpected character '$'"),
    ("  %0 = stablehlo.concatenate %a, %a dim = 0 : (tensor<f32>, tensor<f32>) -> tensor<2xf32>", 2, 37,
     "expected ',' before 'dim = ...'"),
    ('  %0 = stablehlo.custom_call "target"(%a) : (tensor<f32>) -> tensor<f32>', 2, 30,
     'expected the target as a symbol, @name or @"name", but found \'"target"\' (write @"target")'),
    ("  %0 = stablehlo.reduce_precision %a, format = e2147483648m1 : tensor<f32>", 2, 48,
     "the exponent bits 2147483648 do not fit in i32"),
    ("  %0 = stablehlo.convolution(%a, %a)\n    dim_numbers = [b, f]x[i, o]->[b, f],\n"
     "    window = {stride = [], stride = []} : (tensor<f32>, tensor<f32>) -> tensor<f32>", 4, 28,
     "'stride' is given twice in window"),
    ("  %0 = stablehlo.convolution(%a, %a)\n    dim_numbers = [b, f]x[i, o]->[b, f],\n"
     "    window = {pad = [[1, 1, 1]]} : (tensor<f32>, tensor<f32>) -> tensor<f32>", 4, 15,
     "each pad entry is [low, high]; got one with 3 elements"),
    ("  %0 = stablehlo.reduce(%a init: %a) applies stablehlo.divide across dimensions = [] :"
     " (tensor<f32>, tensor<f32>) -> tensor<f32>", 2, 46,
     "the op after 'applies' must be a commutative binary stablehlo op"),
])
def test_syntax_error_position_and_message(body: str, line: int, column: int, expected: str):
    err = error_of(FUNC.format(body=body))
    assert (err.line, err.column) == (line, column), err.message
    assert expected in err.message


def test_unexpected_end_of_input_points_after_the_last_character():
    err = error_of("func.func @f(%a: tensor<f32>) -> tensor<f32> {\n  return %a : tensor<f32>\n")
    assert (err.line, err.column) == (2, 26)
    assert err.message.startswith("unexpected end of input; expected ")
    assert "'}'" in err.message


def test_expected_tokens_have_readable_names():
    err = error_of(FUNC.format(body="  %0 = = stablehlo.add %a, %a : tensor<f32>"))
    assert "an operation name" in err.message
    assert "DOTTED_ID" not in err.message and "__ANON" not in err.message


def test_str_is_file_line_col_source_line_and_caret():
    err = error_of(FUNC.format(body="  %0 = stablehlo.add %a, %a : tensor<f32> $"))
    assert err.message.startswith("unexpected character '$'")
    assert str(err) == (f"prog.mlir:2:43: error: {err.message}\n"
                        "  %0 = stablehlo.add %a, %a : tensor<f32> $\n" + " " * 42 + "^")


def test_caret_on_a_long_line_stays_under_the_column():
    text = '%0 = stablehlo.constant dense<"0x' + "00" * 300 + '"> : tensor<300xi8> $'
    err = error_of(text)
    assert err.column == text.index("$") + 1
    _, shown, caret = str(err).split("\n")
    assert len(shown) < 200
    assert shown[caret.index("^")] == "$"


def test_format_diagnostic_without_position():
    assert format_diagnostic("x.mlir", 0, 0, "file is not UTF-8 text", None) == "x.mlir: error: file is not UTF-8 text"


def test_error_in_a_split_chunk_reports_the_line_in_the_whole_file():
    path = syntax_file("split_with_error.mlir")
    with pytest.raises(ParseError) as err:
        load_all(path)
    assert (err.value.line, err.value.column) == (15, 26)
    assert err.value.source_name == str(path)
    assert str(err.value).startswith(f"{path}:15:26: error: unexpected ':'")
    assert err.value.source_line == "  %0 = stablehlo.add %a, : tensor<f32>"


def test_bad_dense_literal_in_a_split_chunk():
    text = "func.func @ok() {\n  return\n}\n// -----\n%0 = stablehlo.constant dense<[1, 2]> : tensor<3xi32>\n"
    with pytest.raises(ParseError) as err:
        parse_text_all(text)
    assert (err.value.line, err.value.column) == (5, 25)
    assert "shape [2] but the type tensor<3xi32> has shape [3]" in err.value.message


def test_function_with_body_must_name_its_arguments():
    err = error_of("func.func @f(tensor<f32>) -> tensor<f32> {\n  return\n}")
    assert (err.line, err.column) == (1, 11)
    assert "names its arguments" in err.message


def test_unknown_ops_in_generic_form_are_not_parse_errors():
    module = parse_text('%0 = "nodialect.whatever"(%x) {a = 1 : i32} : (tensor<f32>) -> tensor<f32>\n'
                  '"stablehlo.not_an_op"() : () -> ()')
    assert [op.name for op in module.walk()] == ["nodialect.whatever", "stablehlo.not_an_op"]


@pytest.mark.parametrize("text,line,column,expected", [
    # A bad element type inside a one-token function type `(tensor<..>) -> tensor<..>`: at that token.
    ("%0 = stablehlo.convert %a :\n  (tensor<2xf32>) -> tensor<2xf7>", 2, 3, "unknown element type 'f7'"),
    ("%0 = stablehlo.convert %a : (tensor<2xi0>) -> tensor<2xf32>", 1, 29, "integer type 'i0' has a width outside"),
    ("%0 = stablehlo.abs %a : tensor<2xcomplex<f16>>", 1, 42, "complex element type must be f32 or f64"),
    ("%0 = stablehlo.abs %a : tensor<99999999999999999999xf32>", 1, 25, "dimension size does not fit in 64 bits"),
    ('"test.attrs"() {c = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 1,\n'
     "  input_spatial_dimensions = [2], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = ->,\n"
     "  kernel_spatial_dimensions = [1], output_batch_dimension = 0, output_feature_dimension = 1,\n"
     "  output_spatial_dimensions = [2]>} : () -> ()", 2, 71,
     "#stablehlo.conv: 'kernel_output_feature_dimension' must be an integer or a list of integers"),
    ('"test.attrs"() {c = #stablehlo.conv<raw , = 4>} : () -> ()', 1, 21, "expected 'name = value' but found nothing"),
    ('"test.attrs"() {c = #stablehlo.conv<[b, f]x[i, o]>} : () -> ()', 1, 21,
     "#stablehlo.conv: expected '[...]x[...]->[...]'"),
])
def test_bad_input_in_parse_helpers_is_a_located_parse_error(text: str, line: int, column: int, expected: str):
    """Errors found while building a type or an attribute point at the input (no bug is hidden as one)."""
    err = error_of(text)
    assert (err.line, err.column) == (line, column), err.message
    assert expected in err.message


@pytest.mark.parametrize("element, value", [("i64", "99999999999999999999999"), ("i32", "-2147483649"),
                                            ("ui8", "-1"), ("ui8", "256")])
def test_a_dense_array_element_out_of_its_type_s_range_is_located(element, value):
    text = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
            f"  %y = stablehlo.transpose %x, dims = [0] {{x = array<{element}: 1, {value}>}} : (tensor<4xf32>) -> tensor<4xf32>\n"
            "  return %y : tensor<4xf32>\n}\n")
    error = error_of(text)
    assert f"{value} does not fit in {element}" in error.message
    assert error.line == 2 and error.column > text.splitlines()[1].index("array<")


def test_a_dense_array_element_keeps_its_bits_as_mlir_does():
    module = parse_text("func.func @main() attributes {a = array<i8: 255, -128, 127>, b = array<ui8: 255>} {\n"
                        "  return\n}\n")
    attributes = module.funcs["main"].attributes
    assert attributes["a"].values == (-1, -128, 127)
    assert attributes["b"].values == (255,)
