"""Types (spec "Types"): every element type, tokens, tuples, futures, dynamic and bounded shapes, quantization."""
from __future__ import annotations

import re

import ml_dtypes
import pytest
from helpers import parse_op

from stablehlo_py.ir.attributes import DynamicDimAttr, IntegerAttr, StructAttr, TypeAttr
from stablehlo_py.ir.dtypes import dtype_of
from stablehlo_py.ir.types import (BooleanType, ComplexType, FloatType, FutureType, IndexType, IntegerType,
                                   QuantizedType, TensorType, TokenType, TupleType)


def result_types(types: str) -> tuple:
    """The result types of an op whose signature is ``() -> (types)``."""
    return parse_op(f'%0 = "test.types"() : () -> ({types})').result_types


INTEGER_TYPES = [("i1", BooleanType())] + [
    (f"{prefix}{width}", IntegerType(width, signed=prefix != "ui"))
    for width in (2, 4, 8, 16, 32, 64) for prefix in ("si", "ui", "i")]
FLOAT_TYPES = ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
               "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16", "f16", "f32", "f64"]


@pytest.mark.parametrize("spelling,expected", INTEGER_TYPES, ids=[s for s, _ in INTEGER_TYPES])
def test_integer_element_types(spelling: str, expected):
    (t,) = result_types(f"tensor<3x{spelling}>")
    assert t == TensorType((3,), expected)
    assert str(t) == f"tensor<3x{spelling}>"  # si32 keeps its spelling, and equals i32
    if spelling != "i1":
        info = ml_dtypes.iinfo(dtype_of(t))
        assert info.bits == expected.width
        assert (info.min < 0) == expected.signed


@pytest.mark.parametrize("name", FLOAT_TYPES)
def test_float_element_types(name: str):
    (t,) = result_types(f"tensor<{name}>")
    assert t == TensorType((), FloatType(name))
    bits = int(re.match(r"b?f(\d+)", name).group(1))
    assert t.element_type.width == bits
    assert ml_dtypes.finfo(dtype_of(t)).bits == bits  # the NumPy dtype has the same format


def test_complex_and_index_element_types():
    c32, c64, index = result_types("tensor<complex<f32>>, tensor<2xcomplex<f64>>, tensor<index>")
    assert c32.element_type == ComplexType(FloatType("f32"))
    assert c64 == TensorType((2,), ComplexType(FloatType("f64")))
    assert index.element_type == IndexType()
    assert (dtype_of(c32), dtype_of(c64), dtype_of(index)) == ("complex64", "complex128", "int64")


def test_tf32_appears_as_a_dot_algorithm_field():
    op = parse_op('"test.alg"() {a = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, '
                  'accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, '
                  'num_primitive_operations = 3, allow_imprecise_accumulation = false>} : () -> ()')
    algorithm = op.attributes["a"]
    assert algorithm.get("lhs_precision_type") == TypeAttr(FloatType("tf32"))
    assert algorithm.get("accumulation_type") == TypeAttr(FloatType("f32"))
    assert algorithm.get("num_primitive_operations") == IntegerAttr(3)


def test_token_tuple_and_future_types():
    token, empty, nested, future = result_types(
        "!stablehlo.token, tuple<>, tuple<tensor<f32>, tuple<!stablehlo.token, tensor<2xi8>>>, "
        "!stablehlo.future<tensor<f32>, tensor<i32>>")
    assert token == TokenType()
    assert empty == TupleType(())
    assert nested == TupleType((TensorType((), FloatType("f32")),
                                TupleType((TokenType(), TensorType((2,), IntegerType(8))))))
    assert future == FutureType((TensorType((), FloatType("f32")), TensorType((), IntegerType(32))))


def test_dynamic_and_unranked_shapes():
    dynamic, unranked, scalar = result_types("tensor<?x3x?xf32>, tensor<*xf32>, tensor<f32>")
    assert dynamic.shape == (None, 3, None) and not dynamic.is_static
    assert unranked.shape is None
    with pytest.raises(ValueError):
        _ = unranked.rank
    assert scalar.shape == () and scalar.rank == 0 and scalar.is_static


def test_bounds_encodings():
    bounds, extensions = result_types("tensor<?x3xf32, #stablehlo.bounds<5, ?>>, "
                                      "tensor<?xi32, #stablehlo.type_extensions<bounds = [4]>>")
    assert bounds.shape == (None, 3)
    assert isinstance(bounds.encoding, StructAttr)
    assert bounds.encoding.positional == (IntegerAttr(5), DynamicDimAttr())
    assert extensions.encoding.positional == (IntegerAttr(4),)
    (same,) = result_types("tensor<?xi32, #stablehlo.bounds<4>>")
    assert same == extensions  # the two spellings of a bound are the same type


def test_quantized_per_tensor():
    (t,) = result_types("tensor<2x!quant.uniform<ui8:f32, 1.000000e-02:3>>")
    q = t.element_type
    assert isinstance(q, QuantizedType)
    assert q.storage_type == IntegerType(8, signed=False)
    assert q.expressed_type == FloatType("f32")
    assert (q.scales, q.zero_points, q.quantization_dimension) == ((0.01,), (3,), None)
    assert (q.storage_min, q.storage_max) == (None, None)


def test_quantized_per_axis_with_storage_range():
    (t,) = result_types("tensor<2x3x!quant.uniform<i8<-127:127>:f32:1, {0.5:1, 0.25:-2, 2.0}>>")
    q = t.element_type
    assert (q.storage_min, q.storage_max) == (-127, 127)
    assert q.quantization_dimension == 1
    assert q.scales == (0.5, 0.25, 2.0)
    assert q.zero_points == (1, -2, 0)
    assert str(t) == "tensor<2x3x!quant.uniform<i8<-127:127>:f32:1, {0.5:1, 0.25:-2, 2.0}>>"
