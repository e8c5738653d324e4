"""Decoding ``dense<...>`` literals into arrays (spec "Constants", TensorConstant).

Hex blobs (``dense<"0x...">``, the weights of exported models) go through
``bytes.fromhex`` and ``np.frombuffer``; nested lists through one ``np.array``.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..ir.types import (BooleanType, ComplexType, FloatType, IndexType, IntegerType, QuantizedType,
                        TensorType)
from ..ir.dtypes import dtype_of, float_scalar_from_bits


class HexInt(int):
    """An integer literal written in hexadecimal (a bit pattern for float types)."""


class HexBlob(str):
    """The ``"0x..."`` string of a dense hex literal."""


class DenseLiteralError(ValueError):
    """A dense literal that does not fit its type; the caller adds the position."""


def decode_dense(literal, type_: TensorType) -> np.ndarray:
    """The array that ``dense<literal> : type_`` denotes."""
    if not isinstance(type_, TensorType) or type_.shape is None:
        raise DenseLiteralError(f"dense literal needs a ranked tensor type, got {type_}")
    if None in type_.shape:
        raise DenseLiteralError(f"dense literal needs a static shape, got {type_}")
    shape = tuple(type_.shape)  # type: ignore[arg-type]
    et = type_.element_type
    storage = et.storage_type if isinstance(et, QuantizedType) else et
    dtype = dtype_of(storage)
    count = int(np.prod(shape, dtype=np.int64))
    if isinstance(literal, HexBlob):
        return _decode_hex(literal, dtype, shape, count)
    if literal is None:
        if count:
            raise DenseLiteralError(f"empty dense literal for {type_} with {count} elements")
        return np.zeros(shape, dtype)
    if not isinstance(literal, list):  # splat: a read-only broadcast view, O(1) memory
        # Keyed by spelling too: 0.0 == -0.0 (and NaN != NaN) would make the value a bad cache key.
        return _splat_constant(type(literal), repr(literal), literal, storage, shape)
    got = _literal_shape(literal)
    if got != shape and not (count == 0 and got in ((0,), ())):
        raise DenseLiteralError(f"literal has shape {_fmt_shape(got)} but the type {type_} has shape {_fmt_shape(shape)}")
    flat = _flatten(literal)
    values = [_convert_scalar(v, storage) for v in flat]
    with np.errstate(over="ignore"):  # 1e40 : f32 is +inf, as in MLIR
        return np.array(values, dtype=dtype).reshape(shape)


def _decode_hex(blob: str, dtype: np.dtype, shape: tuple[int, ...], count: int) -> np.ndarray:
    """A hex blob's little-endian elements: ``count`` of them, or one that is splatted."""
    try:
        data = bytes.fromhex(blob[2:])
    except ValueError:
        raise DenseLiteralError("malformed hex blob in dense literal") from None
    if len(data) % dtype.itemsize:
        raise DenseLiteralError(f"hex blob of {len(data)} bytes is not a whole number of {dtype.itemsize}-byte elements")
    flat = np.frombuffer(data, dtype=dtype)
    if flat.size == count:
        return flat.reshape(shape)
    if flat.size == 1:
        return splat(flat[0], shape)
    raise DenseLiteralError(f"hex blob holds {flat.size} elements, the type needs {count}")


@lru_cache(maxsize=4096)
def _splat_constant(_kind: type, _spelling: str, literal, storage, shape: tuple[int, ...]) -> np.ndarray:
    """Splats repeat (zeros, ones, -inf); the arrays are read-only views, so one serves all uses."""
    dtype = dtype_of(storage)
    with np.errstate(over="ignore"):
        return splat(np.array(_convert_scalar(literal, storage), dtype=dtype), shape)


def splat(value, shape: tuple[int, ...]) -> np.ndarray:
    """``value`` repeated to ``shape`` without allocating it (a zero-stride view)."""
    return np.broadcast_to(np.asarray(value), shape)


def _literal_shape(literal) -> tuple[int, ...]:
    """The shape of nested lists, read along their first elements."""
    shape = []
    node = literal
    while isinstance(node, list):
        shape.append(len(node))
        if not node:
            break
        node = node[0]
    return tuple(shape)


def _flatten(literal) -> list:
    """The elements of nested lists in row-major order; rows of unequal shapes are an error."""
    if not isinstance(literal, list):
        return [literal]
    if literal and not isinstance(literal[0], list):
        if any(isinstance(x, list) for x in literal):
            raise DenseLiteralError("ragged dense literal")
        return literal
    out: list = []
    width = None
    for sub in literal:
        if not isinstance(sub, list):
            raise DenseLiteralError("ragged dense literal")
        if width is None:
            width = _literal_shape(sub)
        elif _literal_shape(sub) != width:
            raise DenseLiteralError("ragged dense literal: rows have different shapes")
        out.extend(_flatten(sub))
    return out


def _fmt_shape(shape) -> str:
    return "[" + ", ".join(map(str, shape)) + "]"


def from_bit_pattern(value: int, width: int, signed: bool) -> int:
    """A hex integer literal is a bit pattern, as in MLIR: ``0xFF`` in a signed 8-bit type is -1."""
    if isinstance(value, HexInt) and signed and (1 << (width - 1)) <= value < (1 << width):
        return value - (1 << width)
    return value


def _convert_scalar(value, et):
    """One element literal as a Python value of element type ``et`` (spec ``is_wellformed``)."""
    if isinstance(et, BooleanType):
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        raise DenseLiteralError(f"expected a boolean literal, got {value!r}")
    if isinstance(et, (IntegerType, IndexType)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise DenseLiteralError(f"expected an integer literal for {et}, got {value!r}")
        width = 64 if isinstance(et, IndexType) else et.width
        signed = True if isinstance(et, IndexType) else et.signed
        lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
        value = from_bit_pattern(value, width, signed)
        if not lo <= value <= hi:
            raise DenseLiteralError(f"integer literal {value} does not fit in {et}")
        return value
    if isinstance(et, FloatType):
        if isinstance(value, HexInt):  # a NumPy scalar: a float would lose signaling NaN payloads
            return float_scalar_from_bits(int(value), et)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise DenseLiteralError(f"expected a floating-point literal for {et}, got {value!r}")
    if isinstance(et, ComplexType):
        if isinstance(value, tuple):
            return complex(_convert_scalar(value[0], et.element_type), _convert_scalar(value[1], et.element_type))
        raise DenseLiteralError(f"expected a complex literal (re, im) for {et}, got {value!r}")
    raise DenseLiteralError(f"dense literals of element type {et} are not supported")
