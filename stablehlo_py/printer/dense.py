"""Printing ``dense<...>`` literals: splats, nested lists, or hex blobs for large arrays."""
from __future__ import annotations

import math

import numpy as np

from ..ir.attributes import float_literal
from ..ir.types import BooleanType, ComplexType, FloatType, QuantizedType, TensorType
from ..ir.dtypes import float_bits_hex

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
