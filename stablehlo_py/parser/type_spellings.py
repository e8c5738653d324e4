"""Building types from their spellings (spec "Types"); cached, since programs repeat them."""
from __future__ import annotations

import re
from functools import lru_cache

from ..ir.types import (FLOAT_FORMATS, BooleanType, ComplexType, ElementType, FloatType, FunctionType,
                        IndexType, IntegerType, TensorType)

_INT_RE = re.compile(r"(si|ui|i)([0-9]+)")
_SIMPLE_TENSOR_RE = re.compile(r"tensor<((?:(?:[0-9]+|\?)x)*)(.+)>")
# One simple tensor type inside a SIMPLE_FUNCTION_TYPE; the optional '>' closes `complex<f32>>`.
_TENSOR_IN_TEXT_RE = re.compile(r"tensor<[^>]*>(?:>)?")


@lru_cache(maxsize=None)
def element_type(name: str) -> ElementType:
    """The element type spelled ``name`` (``f32``, ``ui8``, ``si4``, ``i1``, ``index``, ...)."""
    if name == "i1":
        return BooleanType()
    if name == "index":
        return IndexType()
    if name in FLOAT_FORMATS:
        return FloatType(name)
    m = _INT_RE.fullmatch(name)
    if m:
        prefix, width = m.group(1), int(m.group(2))
        if not 1 <= width <= 1 << 24:  # MLIR's limit; widths StableHLO lacks (i10) are the verifier's to reject
            raise ValueError(f"integer type '{name}' has a width outside 1..{1 << 24}")
        if prefix == "ui":
            return IntegerType(width, signed=False)
        if width == 1:
            return BooleanType()
        return IntegerType(width, signed=True, spelling="si" if prefix == "si" else "")
    raise ValueError(f"unknown element type '{name}'")


@lru_cache(maxsize=None)
def complex_type(name: str) -> ComplexType:
    """``complex<name>``: the spec allows f32 and f64 parts only."""
    part = element_type(name)
    if not isinstance(part, FloatType) or name not in ("f32", "f64"):
        raise ValueError(f"complex element type must be f32 or f64, got '{name}'")
    return ComplexType(part)


def shape_from_dims(dims: str | None) -> tuple[int | None, ...]:
    """``2x?x3x`` -> ``(2, None, 3)``."""
    if not dims:
        return ()
    return tuple(None if d == "?" else int(d) for d in dims[:-1].split("x"))


@lru_cache(maxsize=None)
def simple_tensor_type(text: str) -> TensorType:
    """``tensor<2x3xf32>`` (no encoding) from its whole spelling."""
    m = _SIMPLE_TENSOR_RE.fullmatch(text)
    assert m, text
    elem = m.group(2)
    et = complex_type(elem[8:-1]) if elem.startswith("complex<") else element_type(elem)
    return TensorType(shape_from_dims(m.group(1)), et)


@lru_cache(maxsize=None)
def simple_function_type(text: str) -> FunctionType:
    """``(tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>`` (all simple tensor types) from its spelling."""
    inputs, _, results = text.partition("->")
    ins = tuple(simple_tensor_type(t) for t in _TENSOR_IN_TEXT_RE.findall(inputs))
    outs = tuple(simple_tensor_type(t) for t in _TENSOR_IN_TEXT_RE.findall(results))
    return FunctionType(ins, outs)
