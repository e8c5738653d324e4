"""Building types from their spellings (spec "Types").

Each function takes the token the spelling was read from (or a piece of it,
with ``at`` the token) and raises a ParseError at that token when the spelling
names no type. Programs repeat their types, so the types built are cached by
spelling; types are immutable, so every parse shares the caches.
"""
from __future__ import annotations

import re

from ..errors import ParseError
from ..ir.types import (FLOAT_FORMATS, BooleanType, ComplexType, ElementType, FloatType, FunctionType,
                        IndexType, IntegerType, TensorType)
from .tokens import position

_INT_RE = re.compile(r"(si|ui|i)([0-9]+)")
_SIMPLE_TENSOR_RE = re.compile(r"tensor<((?:(?:[0-9]+|\?)x)*)(.+)>")
# One simple tensor type inside a SIMPLE_FUNCTION_TYPE; the optional '>' closes `complex<f32>>`.
_TENSOR_IN_TEXT_RE = re.compile(r"tensor<[^>]*>(?:>)?")

# Spelling -> type, one table per function.
_ELEMENT_TYPES: dict[str, ElementType] = {}
_COMPLEX_TYPES: dict[str, ComplexType] = {}
_TENSOR_TYPES: dict[str, TensorType] = {}
_FUNCTION_TYPES: dict[str, FunctionType] = {}


def element_type(name: str, at=None) -> ElementType:
    """The element type spelled ``name`` (``f32``, ``ui8``, ``si4``, ``i1``, ``index``, ...); a ParseError at
    ``at`` (by default ``name``, a token) when it names none."""
    found = _ELEMENT_TYPES.get(name)
    if found is None:
        found = _ELEMENT_TYPES[str(name)] = _new_element_type(str(name), name if at is None else at)
    return found


def _new_element_type(name: str, at) -> ElementType:
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
            raise ParseError(f"integer type '{name}' has a width outside 1..{1 << 24}", **position(at))
        if prefix == "ui":
            return IntegerType(width, signed=False)
        if width == 1:
            return BooleanType()
        return IntegerType(width, signed=True, spelling="si" if prefix == "si" else "")
    raise ParseError(f"unknown element type '{name}'", **position(at))


def complex_type(name: str, at=None) -> ComplexType:
    """``complex<name>``: the spec allows f32 and f64 parts only (a ParseError at ``at``, by default
    ``name``, for others)."""
    found = _COMPLEX_TYPES.get(name)
    if found is None:
        at = name if at is None else at
        part = element_type(name, at)
        if not isinstance(part, FloatType) or name not in ("f32", "f64"):
            raise ParseError(f"complex element type must be f32 or f64, got '{name}'", **position(at))
        found = _COMPLEX_TYPES[str(name)] = ComplexType(part)
    return found


# MLIR keeps dimension sizes in int64.
_MAX_DIMENSION = (1 << 63) - 1


def shape_from_dims(dims: str | None, at=None) -> tuple[int | None, ...]:
    """``2x?x3x`` -> ``(2, None, 3)``; a ParseError at ``at`` (by default ``dims``, a token) for a size
    beyond int64."""
    if not dims:
        return ()
    shape = tuple(None if d == "?" else int(d) for d in dims[:-1].split("x"))
    if any(d is not None and d > _MAX_DIMENSION for d in shape):
        raise ParseError(f"dimension size does not fit in 64 bits in '{dims}'", **position(dims if at is None else at))
    return shape


def simple_tensor_type(text: str, at=None) -> TensorType:
    """``tensor<2x3xf32>`` (no encoding) from its whole spelling (a SIMPLE_TENSOR_TYPE token, or a piece
    of a longer token ``at``)."""
    found = _TENSOR_TYPES.get(text)
    if found is None:
        at = text if at is None else at
        m = _SIMPLE_TENSOR_RE.fullmatch(text)
        assert m, text  # the grammar's SIMPLE_TENSOR_TYPE matched it
        elem = m.group(2)
        et = complex_type(elem[8:-1], at) if elem.startswith("complex<") else element_type(elem, at)
        found = _TENSOR_TYPES[str(text)] = TensorType(shape_from_dims(m.group(1), at), et)
    return found


def simple_function_type(text: str) -> FunctionType:
    """``(tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>`` (all simple tensor types) from its spelling, a
    SIMPLE_FUNCTION_TYPE token."""
    found = _FUNCTION_TYPES.get(text)
    if found is None:
        inputs, _, results = text.partition("->")
        ins = tuple(simple_tensor_type(t, text) for t in _TENSOR_IN_TEXT_RE.findall(inputs))
        outs = tuple(simple_tensor_type(t, text) for t in _TENSOR_IN_TEXT_RE.findall(results))
        found = _FUNCTION_TYPES[str(text)] = FunctionType(ins, outs)
    return found
