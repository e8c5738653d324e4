"""Tensor constants (spec "Constants": TensorConstant): decoding ``dense<...>`` and printing it back bit-exactly."""
from __future__ import annotations

import re

import ml_dtypes
import numpy as np
import pytest
from helpers import parse, parse_op

from stablehlo_py import ParseError, parse_text
from stablehlo_py.ir.types import FloatType, TensorType


def dense(literal: str, type_: str) -> np.ndarray:
    """The decoded array of ``dense<literal> : type_`` (after the printer fixpoint checks)."""
    return parse_op(f"%0 = stablehlo.constant dense<{literal}> : {type_}").attributes["value"].array


def bits(array: np.ndarray) -> list[int]:
    return array.reshape(-1).view(f"u{array.dtype.itemsize}").tolist()


def reprinted(array_text: str, type_: str) -> np.ndarray:
    """The array after printing the constant and parsing the text again."""
    module = parse_text(f"%0 = stablehlo.constant dense<{array_text}> : {type_}")
    return parse_text(str(module)).body[0].attributes["value"].array


def test_hex_float_elements_are_bit_patterns():
    values = dense("[0x7F800000, 0xFF800000, 0x3F800000, 0x00000001]", "tensor<4xf32>")
    assert values.dtype == np.float32
    assert values[0] == np.inf and values[1] == -np.inf and values[2] == 1.0
    assert bits(values)[3] == 1  # the smallest subnormal


@pytest.mark.parametrize("type_,patterns", [
    ("f32", [0x7FC00001, 0x7F800001, 0xFFC12345]),
    ("f64", [0x7FF8000000000123, 0x7FF0000000000001]),
    ("bf16", [0x7FC1, 0x7F81, 0xFFC0]),
    ("f16", [0x7E01, 0x7C01]),
])
def test_nan_payloads_survive_decoding_and_printing(type_: str, patterns: list[int]):
    literal = "[" + ", ".join(hex(p) for p in patterns) + "]"
    tensor = f"tensor<{len(patterns)}x{type_}>"
    assert bits(dense(literal, tensor)) == patterns
    assert bits(reprinted(literal, tensor)) == patterns


@pytest.mark.parametrize("literal,type_,dtype", [
    ("[-0.0, 1.0e-45, 1.17549435e-38, 3.40282347e+38, 0.1]", "f32", np.float32),
    ("[-0.0, 4.9406564584124654e-324, 2.2250738585072014e-308, 0.1, 1.0e300]", "f64", np.float64),
    ("[-0.0, 3.140625, 1.0e-40, 0.1, 65280.0]", "bf16", ml_dtypes.bfloat16),
    ("[-0.0, 6.0e-08, 65504.0, 0.1]", "f16", np.float16),
    ("[-0.0, 448.0, 0.001953125, 0.1]", "f8E4M3FN", ml_dtypes.float8_e4m3fn),
    ("[-0.0, 57344.0, 0.1]", "f8E5M2", ml_dtypes.float8_e5m2),
    ("[-0.0, 6.0, 0.5, -1.5]", "f4E2M1FN", ml_dtypes.float4_e2m1fn),
])
def test_floats_round_trip_bit_exactly(literal: str, type_: str, dtype):
    count = literal.count(",") + 1
    tensor = f"tensor<{count}x{type_}>"
    values = dense(literal, tensor)
    assert values.dtype == np.dtype(dtype)
    expected = np.array([float(x) for x in literal.strip("[]").split(",")], dtype=np.float64).astype(dtype)
    assert bits(values) == bits(expected)
    assert bits(reprinted(literal, tensor)) == bits(expected)
    assert np.signbit(values[0])


def test_printed_floats_are_mlir_float_literals():
    """MLIR (and the spec's FloatLiteral) needs a '.' before any exponent: ``1.0e-45``, never ``1e-45``."""
    module = parse_text("%0 = stablehlo.constant dense<[1.0e-45, 6.0e-08, 3.0e+38, 1.5]> : tensor<4xf32>\n"
                  '%1 = "test.attr"() {x = 1.0e-45 : f32, y = 1.0e20 : f64} : () -> ()')
    numbers = re.findall(r"(?<![\w.])[-+]?\d[\w.+-]*", str(module).split("module {", 1)[1])
    floats = [n for n in numbers if re.search(r"[.eE]", n) and not n.startswith("0x")]
    assert floats and all(re.fullmatch(r"[-+]?\d+\.\d*([eE][-+]?\d+)?", f) for f in floats), floats


@pytest.mark.parametrize("blob,type_,expected", [
    ("0x0000803F000000C0", "tensor<2xf32>", [1.0, -2.0]),
    ("0x803F0040", "tensor<2xbf16>", [1.0, 2.0]),
    ("0x010001", "tensor<3xi1>", [True, False, True]),  # one byte per i1 element
    ("0xFF7F0080", "tensor<2xi16>", [32767, -32768]),
    ("0x0000803F00000040", "tensor<1xcomplex<f32>>", [1.0 + 2.0j]),
    ("0x0000803F", "tensor<2x3xf32>", [[1.0] * 3] * 2),  # a one-element blob is a splat
])
def test_hex_blobs(blob: str, type_: str, expected: list):
    values = dense(f'"{blob}"', type_)
    assert values.tolist() == expected
    assert values.shape == np.array(expected).shape


def test_blob_dtypes():
    assert dense('"0x803F0040"', "tensor<2xbf16>").dtype == ml_dtypes.bfloat16
    assert dense('"0x010001"', "tensor<3xi1>").dtype == np.bool_
    assert dense('"0x0000803F00000040"', "tensor<1xcomplex<f32>>").dtype == np.complex64


def test_large_arrays_print_as_blobs_and_round_trip():
    rng = np.random.default_rng(0)
    raw = rng.integers(0, 1 << 16, size=40, dtype=np.uint16)  # every bf16 bit pattern, NaNs included
    literal = '"0x' + raw.tobytes().hex().upper() + '"'
    values = dense(literal, "tensor<5x8xbf16>")
    assert values.shape == (5, 8)
    assert bits(values) == raw.tolist()
    assert '"0x' in str(parse_text(f"%0 = stablehlo.constant dense<{literal}> : tensor<5x8xbf16>"))
    assert bits(reprinted(literal, "tensor<5x8xbf16>")) == raw.tolist()


def test_large_hex_blob_decodes_without_per_element_work():
    expected = np.arange(1 << 20, dtype=np.float32) * np.float32(0.5)  # 4 MiB of data
    module = parse_text(f'%0 = stablehlo.constant dense<"0x{expected.tobytes().hex()}"> : tensor<1024x1024xf32>')
    values = module.body[0].attributes["value"].array
    assert values.shape == (1024, 1024) and values.dtype == np.float32
    np.testing.assert_array_equal(values.reshape(-1), expected)
    assert not values.flags.owndata  # a view over the decoded bytes (np.frombuffer), not a Python-built list


def test_splats_are_broadcast_views():
    values = dense("-2.5", "tensor<1000x1000xf32>")
    assert values.shape == (1000, 1000) and values.dtype == np.float32
    assert values.strides == (0, 0) and not values.flags.writeable
    assert float(values[999, 999]) == -2.5
    assert "dense<-2.5>" in str(parse("%0 = stablehlo.constant dense<-2.5> : tensor<1000x1000xf32>"))


def test_nested_lists_complex_booleans_and_integers():
    assert dense("[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]", "tensor<2x2x2xi32>").tolist() == \
        [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]
    values = dense("[(1.0, -2.0), (0.5, 0.0)]", "tensor<2xcomplex<f64>>")
    assert values.dtype == np.complex128 and values.tolist() == [1 - 2j, 0.5 + 0j]
    assert dense("[true, false]", "tensor<2xi1>").tolist() == [True, False]
    assert dense("[-128, 127, 0xFF]", "tensor<3xi8>").tolist() == [-128, 127, -1]
    assert dense("[0, 18446744073709551615]", "tensor<2xui64>").tolist() == [0, 2**64 - 1]
    assert dense("[-8, 7]", "tensor<2xi4>").tolist() == [-8, 7]


def test_empty_tensor_constant():
    values = dense("", "tensor<0x3xf32>")
    assert values.shape == (0, 3)


@pytest.mark.parametrize("literal,type_,message", [
    ("128", "tensor<i8>", "does not fit in i8"),
    ("[-1, 2]", "tensor<2xui8>", "does not fit in ui8"),
    ("[0, 16]", "tensor<2xi4>", "does not fit in i4"),
    ("[1, 2, 3]", "tensor<2xi32>", "shape [3] but the type tensor<2xi32> has shape [2]"),
    ("[[1, 2], [3]]", "tensor<2x2xi32>", "ragged"),
    ("1.5", "tensor<i32>", "expected an integer literal"),
    ('"0x0102"', "tensor<3xi8>", "2 elements, the type needs 3"),
    ('"0x010"', "tensor<2xi8>", "malformed hex blob"),
    ('"0x01G2"', "tensor<2xi8>", "malformed hex blob"),
    ('"0x01\u00e92"', "tensor<2xi8>", "malformed hex blob"),
])
def test_bad_literals_are_located_errors(literal: str, type_: str, message: str):
    text = f"%0 = stablehlo.constant dense<{literal}> : {type_}"
    with pytest.raises(ParseError, match=re.escape(message)) as err:
        parse_text(text)
    assert err.value.line == 1
    assert err.value.column == text.index("dense") + 1


def test_string_literal_that_is_not_hex_is_an_error_at_the_string():
    text = '%0 = stablehlo.constant dense<"1234"> : tensor<2xi8>'
    with pytest.raises(ParseError, match="must be a hex blob") as err:
        parse_text(text)
    assert (err.value.line, err.value.column) == (1, text.index('"') + 1)


def test_float_types_of_constants():
    op = parse_op("%0 = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xbf16>")
    value = op.attributes["value"]
    assert value.type == TensorType((2,), FloatType("bf16"))
    assert value.array.dtype == ml_dtypes.bfloat16 and value.array.tolist() == [1.5, 2.5]
