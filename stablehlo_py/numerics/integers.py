"""Integer arithmetic at the element type's own width (two's complement wrap-around).

NumPy wraps int8..int64 by itself; ``ml_dtypes`` int2/int4/uint2/uint4 keep
out-of-range results (``-int4(-8)`` is 8), so sub-byte results go through
``wrap``. Where the spec leaves a result implementation-defined (division by
zero, ``INT_MIN / -1``, shifts by at least the bit width) we follow XLA, whose
semantics the upstream reference interpreter and conformance suites share.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import numpy as np

from ..ir.dtypes import is_ml_dtype

WIDE_SIGNED = np.dtype(np.int64)
WIDE_UNSIGNED = np.dtype(np.uint64)


def bit_width(dtype: np.dtype) -> int:
    """Bits of an integer dtype, sub-byte ml_dtypes included (int4 -> 4)."""
    if dtype == np.bool_:
        return 1
    return int(iinfo(dtype).bits)


@lru_cache(maxsize=None)
def iinfo(dtype: np.dtype) -> np.iinfo:
    """The facts of an integer dtype: ``np.iinfo`` for NumPy's integers, ``ml_dtypes.iinfo`` (a subclass)
    for ml_dtypes' int2/int4/uint1/uint2/uint4 (made once per dtype: ``ml_dtypes.iinfo`` takes ~2 us).
    ``ml_dtypes`` is imported only for its own types: its import takes 0.7 s (issue #26)."""
    if is_ml_dtype(dtype):
        import ml_dtypes

        return ml_dtypes.iinfo(dtype)
    return np.iinfo(dtype)


def is_signed(dtype: np.dtype) -> bool:
    """Whether an integer dtype (sub-byte ml_dtypes included) is signed."""
    return iinfo(dtype).min < 0


def is_sub_byte(dtype: np.dtype) -> bool:
    """ml_dtypes' int2/int4/uint1/uint2/uint4 (kind 'V', one byte per element)."""
    return dtype.kind == "V" and _is_ml_integer(dtype)


@lru_cache(maxsize=None)
def _is_ml_integer(dtype: np.dtype) -> bool:
    if not is_ml_dtype(dtype):
        return False
    try:
        iinfo(dtype)
        return True
    except (ValueError, TypeError):
        return False


def is_integer(dtype: np.dtype) -> bool:
    """An integer dtype: NumPy's signed/unsigned ones or ml_dtypes' sub-byte ones (not i1/bool)."""
    return dtype.kind in "iu" or is_sub_byte(dtype)


def bit_mask(width: int) -> np.uint64:
    """The uint64 with the low ``width`` bits set (``width`` up to 64)."""
    return np.uint64((1 << width) - 1)


def widen(x: np.ndarray) -> np.ndarray:
    """The values as int64 (uint64 for uint64) for exact intermediate arithmetic."""
    dtype = np.asarray(x).dtype
    return np.asarray(x).astype(WIDE_UNSIGNED if dtype == np.uint64 else WIDE_SIGNED)


def wrap(values: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``values`` (any integers) reduced modulo 2**width into ``dtype``'s range."""
    values = np.asarray(values)
    if not is_sub_byte(dtype):
        return values.astype(dtype)
    width = bit_width(dtype)
    bits = values.astype(np.int64) & ((1 << width) - 1)
    if is_signed(dtype):
        bits = np.where(bits >= 1 << (width - 1), bits - (1 << width), bits)
    return bits.astype(dtype)


def saturating_from_float(values: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Integral float64 ``values`` as integers of ``dtype``: NaN becomes 0 and values beyond the
    type's range saturate (as the reference interpreter's ``APFloat::convertToInteger``).

    The values are clamped in float64 before converting. A 64-bit type's maximum is not a float64
    (``2**63 - 1`` rounds up to ``2**63``): values at or above it are clamped to the largest float64
    below it, converted, then replaced by the maximum.
    """
    info = iinfo(dtype)
    low, high = int(info.min), int(info.max)
    values = np.where(np.isnan(values), 0.0, np.asarray(values, dtype=np.float64))
    top = float(high)
    above = None
    if int(top) != high:
        above = values >= top
        top = float(np.nextafter(top, 0.0))
    np.maximum(values, float(low), out=values)
    np.minimum(values, top, out=values)
    converted = values.astype(np.uint64 if dtype == np.uint64 else np.int64)
    if above is not None:
        converted[above] = high
    return wrap(converted, dtype)


def _in_float64(dtype: np.dtype) -> bool:
    """Whether quotients and remainders of ``dtype`` are computed exactly in float64 (``divide``): NumPy's
    integers of up to 32 bits."""
    return dtype.kind in "iu" and dtype.itemsize <= 4


def _as_float64(lhs: np.ndarray, rhs: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Both operands as float64, zero divisors replaced by 1 (no warning to silence), and where they were
    (None when there are none)."""
    a, b = np.asarray(lhs, np.float64), np.asarray(rhs, np.float64)
    zero = b == 0
    if not np.count_nonzero(zero):  # (cheaper than ``.any()``)
        return a, b, None
    return a, np.where(zero, 1.0, b), zero


def divide(lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Quotient truncated toward zero; ``x / 0 = -1`` (all bits set), ``INT_MIN / -1 = INT_MIN`` (XLA).

    Up to 32 bits (``_in_float64``) the quotient is float64's, truncated by the cast to int64: with
    ``|a| <= 2**32`` the rounding error of ``a / b``, at most ``|a / b| * 2**-53``, is below ``1 / |b|``, the
    least distance of a non-integral quotient from an integer, so truncating gives the exact quotient
    (``INT_MIN / -1`` is ``2**31``, which the cast to the element type wraps to ``INT_MIN``)."""
    if _in_float64(dtype):
        a, b, zero = _as_float64(lhs, rhs)
        quotient = a / b
        if zero is not None:
            quotient = np.where(zero, -1.0, quotient)
        return quotient.astype(np.int64).astype(dtype)
    a, b = widen(lhs), widen(rhs)
    zero = b == 0
    safe = np.where(zero, 1, b)
    if dtype == np.uint64:
        quotient = a // safe
    else:  # on uint64 magnitudes, which INT64_MIN has (np.abs of it is itself), the sign put back modulo 2**64
        with np.errstate(over="ignore"):
            magnitude = _magnitude(a) // _magnitude(safe)
            quotient = np.where((a < 0) != (safe < 0), -magnitude, magnitude).view(np.int64)
    quotient = np.where(zero, -1, quotient)
    return _wrap_wide(quotient, dtype)


def _magnitude(x: np.ndarray) -> np.ndarray:
    """``|x|`` of int64 values as uint64 (exact for INT64_MIN)."""
    bits = x.astype(np.uint64)
    with np.errstate(over="ignore"):
        return np.where(x < 0, -bits, bits)


def remainder(lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Remainder with the sign of the dividend; ``x % 0 = x``, ``INT_MIN % -1 = 0`` (XLA). Up to 32 bits it is
    ``a - trunc(a / b) * b`` in float64, every step exact (the quotient as in ``divide``; ``|trunc(a / b) * b|
    <= |a| <= 2**32``)."""
    if _in_float64(dtype):
        a, b, zero = _as_float64(lhs, rhs)
        rem = a - np.trunc(a / b) * b
        if zero is not None:
            rem = np.where(zero, a, rem)
        return rem.astype(dtype)
    a, b = widen(lhs), widen(rhs)
    zero = b == 0
    safe = np.where(zero, 1, b)
    if dtype == np.uint64:
        rem = a % safe
    else:
        rem = np.fmod(a, safe)
    return _wrap_wide(np.where(zero, a, rem), dtype)


def _wrap_wide(values: np.ndarray, dtype: np.dtype) -> np.ndarray:
    if is_sub_byte(dtype):
        return wrap(values, dtype)
    return values.astype(dtype)  # int64 -> narrower wraps modulo 2**width in NumPy


def _shift_amount(rhs: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    """Shift amounts as uint64 (0 where out of range) and where they are outside ``[0, width)``."""
    amount = widen(rhs)
    out_of_range = (amount < 0) | (amount >= width)
    return np.where(out_of_range, 0, amount).astype(np.uint64), out_of_range


@lru_cache(maxsize=None)
def native_shift(name: str, dtype: np.dtype) -> Callable[[np.ndarray, np.ndarray], np.ndarray] | None:
    """The shift ``name`` (``shift_left``, ``shift_right_logical``, ``shift_right_arithmetic``) of NumPy's own
    integers of ``dtype`` at their width, amounts of ``dtype`` too; None for ml_dtypes' sub-byte integers.

    NumPy's shift loops (``npy_lshift``/``npy_rshift``, ``numpy/_core/src/npymath/npy_math_internal.h.src``)
    compare the amount, cast to ``size_t``, with the width: an amount that is negative or at least the width
    gives 0 (``left_shift``, and ``right_shift`` of unsigned values) or the sign fill (``right_shift`` of signed
    ones), which are XLA's results for shifts outside ``[0, width)``. So the logical shifts run on the
    unsigned view of the bits and the arithmetic one on the signed view, the amounts viewed the same way (a
    negative amount is then at least the width, as ``_shift_amount`` counts it), and the result viewed back:
    no widening and no mask; ``left_shift`` on the unsigned view also keeps C's signed overflow out."""
    if dtype.kind not in "iu":
        return None
    ufunc = np.right_shift if name != "shift_left" else np.left_shift
    on = np.dtype(f"{'i' if name == 'shift_right_arithmetic' else 'u'}{dtype.itemsize}")
    if on == dtype:
        return ufunc

    def shift(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        return ufunc(lhs.view(on), rhs.view(on)).view(dtype)

    return shift


def _native(name: str, lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray | None:
    """``native_shift``'s result where it applies (operands of ``dtype``, NumPy's own integers), else None."""
    lhs, rhs = np.asarray(lhs), np.asarray(rhs)
    shift = native_shift(name, dtype) if lhs.dtype == dtype and rhs.dtype == dtype else None
    return None if shift is None else shift(lhs, rhs)


def shift_left(lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``lhs << rhs``; 0 when ``rhs`` is negative or at least the bit width (XLA)."""
    native = _native("shift_left", lhs, rhs, dtype)
    if native is not None:
        return native
    amount, out_of_range = _shift_amount(rhs, bit_width(dtype))
    shifted = widen(lhs).astype(np.uint64) << amount
    return from_bits(np.where(out_of_range, 0, shifted), dtype)


def shift_right_logical(lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Zero-filling ``lhs >> rhs`` on the bit pattern; 0 for shifts outside ``[0, width)`` (XLA)."""
    native = _native("shift_right_logical", lhs, rhs, dtype)
    if native is not None:
        return native
    width = bit_width(dtype)
    amount, out_of_range = _shift_amount(rhs, width)
    shifted = (widen(lhs).astype(np.uint64) & bit_mask(width)) >> amount
    return from_bits(np.where(out_of_range, 0, shifted), dtype)


def shift_right_arithmetic(lhs: np.ndarray, rhs: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Sign-filling ``lhs >> rhs``; shifts outside ``[0, width)`` act as ``width - 1`` (XLA)."""
    native = _native("shift_right_arithmetic", lhs, rhs, dtype)
    if native is not None:
        return native
    width = bit_width(dtype)
    amount = widen(rhs)
    amount = np.where((amount < 0) | (amount >= width), width - 1, amount).astype(np.int64)
    if is_signed(dtype):
        return _wrap_wide(widen(lhs) >> amount, dtype)
    # unsigned: the top bit is the sign bit of the pattern
    signed_pattern = _to_signed_pattern(widen(lhs).astype(np.uint64), width)
    return from_bits((signed_pattern >> amount).astype(np.uint64), dtype)


def _to_signed_pattern(bits: np.ndarray, width: int) -> np.ndarray:
    bits = bits & bit_mask(width)
    if width == 64:
        return bits.view(np.int64)
    signed = bits.astype(np.int64)
    return np.where(signed >= 1 << (width - 1), signed - (1 << width), signed)


def from_bits(bits: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Reinterpret the low ``width`` bits of uint64 ``bits`` as ``dtype``."""
    if dtype.kind in "iu" and isinstance(bits, (np.ndarray, np.generic)) and bits.dtype.kind in "iu":
        # NumPy's casts between its integers keep the low bits (modulo 2**width): the unsigned type of the
        # width, viewed as ``dtype``
        return np.asarray(bits).astype(f"u{dtype.itemsize}", copy=False).view(dtype)
    width = bit_width(dtype)
    bits = np.asarray(bits, dtype=np.uint64) & bit_mask(width)
    if dtype == np.uint64:
        return bits
    if dtype == np.int64:
        return bits.view(np.int64)
    if is_signed(dtype):
        return wrap(_to_signed_pattern(bits, width), dtype)
    return wrap(bits.astype(np.int64), dtype)


def popcnt(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Number of set bits in each element's ``width``-bit pattern."""
    width = bit_width(dtype)
    bits = widen(x).astype(np.uint64) & bit_mask(width)
    return wrap(np.bitwise_count(bits).astype(np.int64), dtype)


def count_leading_zeros(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Leading zero bits of each element's ``width``-bit pattern (``width`` for 0). Up to 32 bits the bit
    length is the exponent ``np.frexp`` gives of the pattern as a float64 (exact; 0 for 0)."""
    width = bit_width(dtype)
    if dtype.kind in "iu" and width <= 32:
        pattern = np.asarray(x, dtype).view(f"u{dtype.itemsize}")
        return (width - np.frexp(pattern.astype(np.float64))[1]).astype(dtype)
    bits = widen(x).astype(np.uint64) & bit_mask(width)
    length = np.zeros(bits.shape, dtype=np.int64)
    remaining = bits.copy()
    for step in (32, 16, 8, 4, 2, 1):  # binary search on the bit length, vectorized
        big = remaining >= np.uint64(1 << step)
        length += np.where(big, step, 0)
        remaining = np.where(big, remaining >> np.uint64(step), remaining)
    length += (remaining > 0).astype(np.int64)
    return wrap(width - length, dtype)


def power(base: np.ndarray, exponent: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Integer ``base ** exponent`` by squaring, wrapping; negative exponents give
    ``1 / base ** -exponent`` truncated: 1 for base 1, +-1 for base -1, else 0 (reference interpreter)."""
    b, e = widen(base), widen(exponent)
    negative = e < 0
    result = np.ones(np.broadcast(b, e).shape, dtype=b.dtype)
    square = np.broadcast_to(b, result.shape).copy()
    remaining = np.where(negative, 0, e)
    while np.any(remaining > 0):  # at most 64 rounds: vectorized square-and-multiply
        odd = (remaining & 1) == 1
        result = np.where(odd, result * square, result)
        square = square * square
        remaining = remaining >> 1
    inverse = np.where(b == 1, 1, np.where(b == -1, np.where(e % 2 == 0, 1, -1), 0))
    return _wrap_wide(np.where(negative, inverse, result), dtype)
