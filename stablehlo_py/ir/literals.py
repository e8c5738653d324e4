"""The text of literals, both ways: ``dense<...>`` tensor constants (decoded into arrays and printed
back bit-exactly), float literals and hexadecimal bit patterns (spec "Constants").

The parser (``parser/build_attributes.py``), the pretty formats (``assembly/``)
and the attributes' ``str()`` all use this one codec. Decoding takes the
literal as the grammar delivers it: nested lists, a scalar, a ``HexBlob`` or
None (``dense<>``), with hexadecimal integers as ``HexInt``; a literal that does
not fit its type raises ``DenseLiteralError``, which the caller turns into a
``ParseError`` at the literal. Hex blobs (``dense<"0x...">``, the weights of
exported models) go through ``bytes.fromhex`` and ``np.frombuffer``; nested
lists through one ``np.array``. Arrays print as a splat, nested lists, or a hex
blob when they have more than ``HEX_THRESHOLD`` elements (as MLIR does).
"""
from __future__ import annotations

import binascii
import math
import sys
from functools import lru_cache

import numpy as np

from .dtypes import dtype_of, float_bits_hex, float_scalar_from_bits
from .types import BooleanType, ComplexType, FloatType, IndexType, IntegerType, QuantizedType, TensorType


NUMPY_MAX_RANK = 64  # NPY_MAXDIMS of NumPy 2


class HexInt(int):
    """An integer literal written in hexadecimal (a bit pattern for float types)."""


class HexBlob:
    """The hex digits of a dense literal ``"0x..."``: ``text[start:stop]``, kept unsliced until they are
    decoded (the blob of a model's weights is megabytes; each copy costs); or, for a blob the parser's
    reader decoded before parsing (``parser.hex_blobs``), its bytes, ``data``."""

    __slots__ = ("text", "start", "stop", "data")

    def __init__(self, text: str, start: int = 0, stop: int | None = None, data: bytes | None = None):
        self.text, self.start, self.stop = text, start, len(text) if stop is None else stop
        self.data = data


class DenseLiteralError(ValueError):
    """A dense literal that does not fit its type; the caller adds the position."""


def decode_dense(literal, type_: TensorType) -> np.ndarray:
    """The array that ``dense<literal> : type_`` denotes."""
    if not isinstance(type_, TensorType) or type_.shape is None:
        raise DenseLiteralError(f"dense literal needs a ranked tensor type, got {type_}")
    if None in type_.shape:
        raise DenseLiteralError(f"dense literal needs a static shape, got {type_}")
    shape = tuple(type_.shape)  # type: ignore[arg-type]
    if len(shape) > NUMPY_MAX_RANK:
        raise DenseLiteralError(f"{type_} has rank {len(shape)}; arrays have at most {NUMPY_MAX_RANK} dimensions")
    et = type_.element_type
    storage = et.storage_type if isinstance(et, QuantizedType) else et
    try:
        dtype = dtype_of(storage)
    except TypeError as exc:  # an element type with no NumPy dtype (ui129: outside StableHLO's types)
        raise DenseLiteralError(f"dense literals of element type {storage} are not supported ({exc})") from None
    count = math.prod(shape)
    if count * dtype.itemsize > sys.maxsize:  # NumPy cannot describe it, even as a zero-stride splat view
        raise DenseLiteralError(f"{type_} has {count} elements, too many to represent")
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
    data = blob.data
    if data is None:
        try:
            data = binascii.unhexlify(blob.text[blob.start:blob.stop])  # 2x bytes.fromhex; MLIR writes no blanks
        except ValueError:  # binascii.Error (odd length, a non-hex digit) and non-ASCII text
            raise DenseLiteralError("malformed hex blob in dense literal") from None
    if dtype == np.bool_:
        booleans = booleans_from_bytes(np.frombuffer(data, np.uint8), shape, count)
        if booleans is None:
            raise DenseLiteralError(f"hex blob of {len(data)} bytes holds neither {count} booleans, one byte "
                                    f"each, nor {(count + 7) // 8} bytes of them packed by the bit")
        return booleans
    if len(data) % dtype.itemsize:
        raise DenseLiteralError(f"hex blob of {len(data)} bytes is not a whole number of {dtype.itemsize}-byte elements")
    flat = np.frombuffer(data, dtype=dtype)
    if flat.size == count:
        return flat.reshape(shape)
    if flat.size == 1:
        return _splat(flat[0], shape)
    raise DenseLiteralError(f"hex blob holds {flat.size} elements, the type needs {count}")


def booleans_from_bytes(raw: np.ndarray, shape: tuple[int, ...], count: int) -> np.ndarray | None:
    """``count`` booleans from the bytes ``raw`` (uint8), as MLIR stores ``i1`` data (BuiltinAttributes.cpp
    isValidRawBuffer, DenseIntOrFPElementsAttr): packed by the bit, element ``i`` in bit ``i % 8`` of byte
    ``i // 8`` (``ceil(count / 8)`` bytes; one byte 0x00 or 0xFF is a splat). A hex literal with a byte per
    element (0 or not), as older MLIR printed them, is read too. None when ``raw`` is neither."""
    size = raw.size
    if size == 1 and raw[0] == 0xFF and count != 1:
        return np.broadcast_to(np.True_, shape)
    if size == (count + 7) // 8 and size != count:
        return np.unpackbits(raw, bitorder="little")[:count].astype(np.bool_).reshape(shape)
    if size == count:
        return (raw != 0).reshape(shape)
    if size == 1:
        return np.broadcast_to(np.bool_(raw[0] != 0), shape)
    return None


@lru_cache(maxsize=4096)
def _splat_constant(_kind: type, _spelling: str, literal, storage, shape: tuple[int, ...]) -> np.ndarray:
    """Splats repeat (zeros, ones, -inf); the arrays are read-only views, so one serves all uses."""
    dtype = dtype_of(storage)
    with np.errstate(over="ignore"):
        return _splat(np.array(_convert_scalar(literal, storage), dtype=dtype), shape)


def _splat(value, shape: tuple[int, ...]) -> np.ndarray:
    """``value`` repeated to ``shape`` without allocating it (a zero-stride view)."""
    return np.broadcast_to(np.asarray(value), shape)


def is_splat(array: np.ndarray) -> bool:
    """Whether every element of ``array`` (not empty) has the bits of the first, as in a ``dense<...>`` splat:
    a zero-stride view is one without looking; other arrays compare their last element first (weights,
    which are no splats, mostly differ there) and then all of them."""
    if not array.size:
        return False
    if not any(array.strides):
        return True
    flat = np.ascontiguousarray(array).reshape(-1)
    bits = flat.view(np.uint8).reshape(flat.size, -1)
    return bool((bits[-1] == bits[0]).all() and (bits == bits[0]).all())


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


def _hex(value: int) -> str:
    return f"-0x{-value:X}" if value < 0 else f"0x{value:X}"


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
            width = dtype_of(et).itemsize * 8
            if not 0 <= value < 1 << width:
                raise DenseLiteralError(f"hexadecimal literal {_hex(value)} is not a {width}-bit pattern of {et}")
            return float_scalar_from_bits(int(value), et)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise DenseLiteralError(f"expected a floating-point literal for {et}, got {value!r}")
    if isinstance(et, ComplexType):
        if isinstance(value, tuple):
            return complex(_convert_scalar(value[0], et.element_type), _convert_scalar(value[1], et.element_type))
        raise DenseLiteralError(f"expected a complex literal (re, im) for {et}, got {value!r}")
    raise DenseLiteralError(f"dense literals of element type {et} are not supported")


def format_float(value: float, float_type: FloatType | None = None) -> str:
    """A decimal literal that parses back to exactly ``value``; non-finite values as hex bits."""
    if math.isfinite(value):
        return float_literal(repr(float(value)))
    return float_bits_hex(value, float_type or FloatType("f64"))


def float_literal(text: str) -> str:
    """``text`` (Python's ``1e-45``, ``2``) as a spec FloatLiteral, which needs a '.': ``1.0e-45``, ``2.0``."""
    if "." in text:
        return text
    mantissa, e, exponent = text.partition("e")
    return f"{mantissa}.0{e}{exponent}"


# Arrays with more elements than this print as a hex blob (as MLIR does for large constants).
HEX_THRESHOLD = 16


def format_dense(array: np.ndarray, type_: TensorType) -> str:
    """The text between ``dense<`` and ``>`` for ``array``."""
    et = type_.element_type
    if isinstance(et, QuantizedType):
        et = et.storage_type
    if array.size == 0:
        return ""
    if all(s == 0 for s in array.strides):  # a splat view: never materialize it
        return format_element(array.reshape(-1)[0] if array.ndim else array[()], et)
    flat = array.reshape(-1)
    raw = flat.view(np.uint8).reshape(flat.size, -1)
    if flat.size == 1 or bool(np.all(raw == raw[:1])):
        return format_element(flat[0], et)
    if flat.size > HEX_THRESHOLD:
        # i1 data: a byte per element, which jaxlib 0.12's MLIR prints and reads (it rejects the bit-packed
        # form that newer MLIR, e.g. torch_xla 2.9's, prints; both are read above)
        return '"0x' + np.ascontiguousarray(flat).tobytes().hex().upper() + '"'
    return _nested(array, et)


def _nested(array: np.ndarray, et) -> str:
    if array.ndim == 0:
        return format_element(array[()], et)
    if array.ndim == 1:
        return "[" + ", ".join(format_element(x, et) for x in array) + "]"
    return "[" + ", ".join(_nested(sub, et) for sub in array) + "]"


def format_element(value, et) -> str:
    """One element literal that parses back to exactly ``value``."""
    if isinstance(et, BooleanType):
        return "true" if bool(value) else "false"
    if isinstance(et, FloatType):
        return format_float_element(value, et)
    if isinstance(et, ComplexType):
        c = complex(value)
        return f"({format_float_element(c.real, et.element_type)}, {format_float_element(c.imag, et.element_type)})"
    return str(int(value))


def format_float_element(value, et: FloatType) -> str:
    as_float = float(value)
    if not math.isfinite(as_float):
        return float_bits_hex(value, et)  # the element's own bits: NaN payloads print exactly
    text = str(value)  # NumPy/ml_dtypes print the shortest text that round-trips, usually
    try:
        ok = np.array(float(text)).astype(np.asarray(value).dtype).tobytes() == np.asarray(value).tobytes()
    except ValueError:
        ok = False
    if not ok:
        text = repr(as_float)  # exact: every narrower float is a double
    return float_literal(text)
