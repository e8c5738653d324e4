"""Floating-point helpers: bit patterns, total order, reduce_precision, ULP distance.

Rounding of narrow formats: NumPy computes float16 arithmetic in float32 and
``ml_dtypes`` computes bf16/f8/f6/f4 ufuncs in float32, rounding the result once
to the narrow type. For +, -, *, / and sqrt this equals the correctly rounded
narrow result, because float32's precision (24 bits) is at least ``2p + 2`` for
every such format's precision ``p`` (11 for f16, 8 for bf16, <= 5 for the f8s),
so the double rounding is innocuous. Transcendental functions are computed in
float64 (``widen``) and rounded once, as the reference interpreter's
``mapWithUpcastToDouble``; the spec leaves their accuracy implementation-defined.

Opt-in fast numerics (``numerics="fast"``, issue #26): transcendentals of float32, float16 and bfloat16
are computed by NumPy's own float32 loops (the narrow types widened to float32, not float64) and rounded
once; NumPy's float32 exp/log/sin/cos/tanh/... are SIMD approximations within a few ulp of the float64
result (tests/test_fast_numerics.py measures the bound of each op). Other types are unaffected.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import numpy as np

from ..ir.dtypes import is_ml_dtype, uint_dtype


def is_float(dtype: np.dtype) -> bool:
    """A real floating-point dtype, ``ml_dtypes``' narrow formats (bf16, f8, ...) included."""
    return dtype.kind == "f" or (dtype.kind == "V" and _is_ml_float(dtype))


@lru_cache(maxsize=None)
def _is_ml_float(dtype: np.dtype) -> bool:
    if not is_ml_dtype(dtype):
        return False
    try:
        finfo(dtype)
        return True
    except (ValueError, TypeError):
        return False


def is_complex(dtype: np.dtype) -> bool:
    """complex64 or complex128."""
    return dtype.kind == "c"


def finfo(dtype: np.dtype) -> np.finfo:
    """The facts of a float dtype: ``np.finfo`` for NumPy's floats, ``ml_dtypes.finfo`` (a subclass) for
    ml_dtypes' bf16/f8/f6/f4 (``np.finfo`` rejects some of those, e.g. float8_e5m2, whose kind is 'f').
    ``ml_dtypes`` is imported only for its own types: its import takes 0.7 s (issue #26)."""
    if is_ml_dtype(dtype):
        import ml_dtypes

        return ml_dtypes.finfo(dtype)
    return np.finfo(dtype)


@lru_cache(maxsize=None)
def float_format(dtype: np.dtype) -> tuple[int, int]:
    """(exponent bits, explicit mantissa bits) of a float dtype."""
    info = finfo(dtype)
    return int(info.nexp), int(info.nmant)


@lru_cache(maxsize=None)
def format_width(dtype: np.dtype) -> int:
    """Bits of a float format's pattern (the sign bit, when there is one, is the top one), sub-byte
    formats included."""
    return int(finfo(dtype).bits)


def compute_dtype(dtype: np.dtype) -> np.dtype:
    """The wider type narrow floats are computed in (float32; float64 stays)."""
    return np.dtype(np.float64) if dtype == np.float64 else np.dtype(np.float32)


def widen(x: np.ndarray) -> np.ndarray:
    """The values as float64 (complex128 for complex) to compute in and round once from."""
    return x.astype(np.complex128 if is_complex(x.dtype) else np.float64)


NUMERICS = ("exact", "fast")  # the numerics modes of a run: float64-and-round (the default), or float32 loops
# the element types whose transcendentals fast numerics compute in float32 (bfloat16 by name: ml_dtypes is
# imported only by programs that use its types)
_FAST_TYPES = frozenset(["float32", "float16", "bfloat16"])


def upcast_dtype(dtype: np.dtype, numerics: str = "exact") -> np.dtype:
    """The type the transcendentals of values of ``dtype`` are computed in and rounded once from: float64
    (complex128 for complex), or float32 for float32/float16/bfloat16 under ``numerics="fast"``."""
    if numerics == "fast" and dtype.name in _FAST_TYPES:
        return np.dtype(np.float32)
    return np.dtype(np.complex128 if is_complex(dtype) else np.float64)


def in_f64(x: np.ndarray, fn: Callable[[np.ndarray], np.ndarray], numerics: str = "exact") -> np.ndarray:
    """``fn`` on the values as float64 (complex128), rounded once back to ``x``'s type (boolean results
    stay), as the reference interpreter's mapWithUpcastToDouble; f64/c128 values are not copied.
    ``numerics="fast"``: in ``upcast_dtype``'s float32 for float32/float16/bfloat16."""
    return in_f64_for(x.dtype, fn, numerics=numerics)(x)


def in_f64_for(dtype: np.dtype, fn: Callable[..., np.ndarray],
               in_place: bool = False, numerics: str = "exact") -> Callable[[np.ndarray], np.ndarray]:
    """``in_f64(x, fn, numerics)`` for values ``x`` of ``dtype``, with what depends only on ``dtype`` decided
    once. ``in_place``: ``fn`` takes ``out=`` like a ufunc, and computes into the widened copy of a narrower
    ``x`` (the same values; allocating a second wide array costs about what the math does)."""
    wide = upcast_dtype(dtype, numerics)
    if dtype == wide:
        return lambda x: np.asarray(fn(x))

    def narrow(x: np.ndarray) -> np.ndarray:
        w = np.array(x, dtype=wide)  # an array (not a NumPy scalar) even for 0-d values
        result = np.asarray(fn(w, out=w) if in_place else fn(w))
        return result if result.dtype == np.bool_ else result.astype(dtype)

    return narrow


def bits_of(x: np.ndarray) -> np.ndarray:
    """The raw bit patterns of a float array (as unsigned integers of the same byte size)."""
    x = np.asarray(x)
    return x.view(uint_dtype(x.dtype.itemsize))


def total_order_key(x: np.ndarray) -> np.ndarray:
    """Signed integers ordered like IEEE totalOrder: -NaN < -inf < ... < -0 < +0 < ... < inf < NaN."""
    x = np.asarray(x)
    width = format_width(x.dtype)  # sub-byte storage: the format's own sign bit
    bits = bits_of(x).astype(np.int64) if width < 64 else bits_of(x).view(np.int64)
    sign_bit = 1 << (width - 1)
    magnitude = bits & (sign_bit - 1) if width < 64 else bits & np.int64(0x7FFFFFFFFFFFFFFF)
    negative = (bits & sign_bit) != 0 if width < 64 else bits < 0
    return np.where(negative, -magnitude - 1, magnitude)


def reduce_precision(x: np.ndarray, exponent_bits: int, mantissa_bits: int) -> np.ndarray:
    """Round ``x`` to a float format with the given bits, keeping ``x``'s type (spec reduce_precision).

    Mantissa: round-to-nearest-even on the bit pattern; exponent: overflow to
    +-inf, underflow to +-0 (no subnormals of the narrow format, as in XLA).
    """
    x = np.asarray(x)
    dtype = x.dtype
    wide = np.float64 if dtype == np.float64 else np.float32
    values = x.astype(wide)
    src_exp, src_mant = float_format(np.dtype(wide))
    udt = np.uint64 if wide == np.float64 else np.uint32
    bits = values.view(udt).copy()
    one = udt(1)
    if mantissa_bits < src_mant:
        drop = src_mant - mantissa_bits
        last_kept = (bits >> udt(drop)) & one
        bias = (one << udt(drop - 1)) - one + last_kept
        mask = ~((one << udt(drop)) - one)
        bits = (bits + bias) & mask
    if exponent_bits < src_exp:
        sign = bits & (one << udt(src_exp + src_mant))
        biased = (bits >> udt(src_mant)) & ((one << udt(src_exp)) - one)
        src_bias = (1 << (src_exp - 1)) - 1
        new_bias = (1 << (exponent_bits - 1)) - 1
        unbiased = biased.astype(np.int64) - src_bias
        overflow = unbiased > new_bias
        underflow = unbiased <= -new_bias
        inf_bits = udt(((1 << src_exp) - 1) << src_mant)
        bits = np.where(overflow, sign | inf_bits, np.where(underflow, sign, bits)).astype(udt)
    result = bits.view(wide)
    # NaN stays NaN when there are mantissa bits to hold it; with none it becomes infinity (as XLA)
    nan_result = values if mantissa_bits > 0 else np.copysign(np.inf, values).astype(wide)
    result = np.where(np.isnan(values), nan_result, result)
    return result.astype(dtype)


def ulp_distance(actual: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """Floats representable between ``actual`` and ``expected`` (both NaN: 0; other non-finite: 0 iff equal bits).

    Subnormals count as in the upstream check dialect: distances are measured
    from the smallest normal, subnormals rounded to 0 or one step.
    """
    a, b = np.asarray(actual), np.asarray(expected)
    if is_complex(a.dtype):
        return np.maximum(ulp_distance(a.real, b.real), ulp_distance(a.imag, b.imag))
    key_a, key_b = total_order_key(a), total_order_key(b)
    smallest_normal_key = total_order_key(np.array(_smallest_normal(a.dtype), dtype=a.dtype))
    z = int(smallest_normal_key) - 1

    def from_zero(key: np.ndarray) -> np.ndarray:
        magnitude = np.where(key < 0, -key - 1, key)
        return np.where(magnitude > z, magnitude - z, np.where(2 * magnitude < z, 0, 1))

    finite = np.isfinite(a.astype(np.float64)) & np.isfinite(b.astype(np.float64))
    ma, mb = from_zero(key_a), from_zero(key_b)
    opposite = (key_a < 0) != (key_b < 0)
    finite_distance = np.where(opposite, ma + mb, np.abs(ma - mb))
    both_nan = np.isnan(a.astype(np.float64)) & np.isnan(b.astype(np.float64))
    non_finite = np.where(both_nan | (key_a == key_b), 0, np.iinfo(np.int64).max)
    return np.where(finite, finite_distance, non_finite)


def _smallest_normal(dtype: np.dtype) -> float:
    info = finfo(dtype)
    return float(info.smallest_normal)


def round_nearest_afz(x: np.ndarray) -> np.ndarray:
    """Round to nearest, ties away from zero (spec round_nearest_afz)."""
    x = np.asarray(x)
    wide = x.astype(compute_dtype(x.dtype))
    return _round_afz(wide).astype(x.dtype)


def _round_afz(wide: np.ndarray) -> np.ndarray:
    truncated = np.trunc(wide)
    fraction = np.abs(wide - truncated)
    away = np.where(fraction >= 0.5, truncated + np.sign(wide), truncated)
    return np.where(np.isfinite(wide), np.copysign(away, wide), wide)


def sign(x: np.ndarray) -> np.ndarray:
    """-1, +-0, +1 or NaN by the sign of each float (spec sign: -0.0 stays -0.0, NaN stays NaN)."""
    x = np.asarray(x)
    wide = x.astype(compute_dtype(x.dtype))
    out = np.where(wide > 0, 1.0, np.where(wide < 0, -1.0, wide))
    return out.astype(x.dtype)


@lru_cache(maxsize=None)
def signed_zero_bits(dtype: np.dtype) -> int | None:
    """The bit pattern of ``-0.0`` in float type ``dtype`` when it is the sign bit alone and ``+0.0`` is all
    bits clear (bit 3 of float4_e2m1fn's byte, bit 15 of bfloat16, ...); None for types without a negative
    zero (float8 ``fnuz``, ``e8m0``) and for non-float types."""
    dtype = np.dtype(dtype)
    if not is_float(dtype):
        return None
    bits = uint_dtype(dtype.itemsize)
    sign = int(np.asarray(-0.0).astype(dtype).view(bits)[()])
    if sign == 0 or sign & (sign - 1) or np.asarray(0.0).astype(dtype).view(bits)[()] != 0:
        return None
    return sign


class ExtremumZeros:
    """The zero signs of IEEE 754-2019 ``maximum``/``minimum`` (spec ``maximum``: ``-0 < +0``) for folds
    that NumPy computes with ``np.maximum``/``np.minimum`` (``ufunc.reduce``, ``ufunc.at``, a loop of calls),
    which return either zero of a ``-0``/``+0`` pair (a reduction of ``[+0, -0, -0]`` gives ``-0``).

    A ``maximum`` fold that ends at a zero folded values that are all ``<= 0``: the IEEE result is ``-0``
    exactly when every one of them has its sign bit set, the AND of their sign bits; a ``minimum`` fold's
    zero is ``-0`` when any one has, the OR. NaN results (propagated) and non-zero results are NumPy's, and
    only a zero NumPy may have got wrong (``-0`` of ``maximum``, ``+0`` of ``minimum``) calls for the fix."""

    def __init__(self, dtype: np.dtype, is_maximum: bool) -> None:
        sign = signed_zero_bits(dtype)
        if sign is None:
            raise ValueError(f"{np.dtype(dtype)} has no signed zeros")
        self.bits, self.sign = uint_dtype(np.dtype(dtype).itemsize), sign
        self.combine = np.bitwise_and if is_maximum else np.bitwise_or
        self.doubtful = self.bits.type(sign if is_maximum else 0)

    def in_doubt(self, result: np.ndarray) -> bool:
        """Whether ``result`` (an array or NumPy scalar of this type) holds a zero whose sign NumPy may have
        got wrong (``count_nonzero`` costs half of ``any()`` on small arrays)."""
        return np.count_nonzero(np.equal(result.view(self.bits), self.doubtful)) > 0

    def signs(self, values: np.ndarray, axis: int | tuple[int, ...], init: np.ndarray | None = None) -> np.ndarray:
        """The bit patterns of ``values`` (of this type) combined along ``axis``, then with ``init``'s: their
        sign bit is the IEEE sign of a zero that the fold over the same elements ends at."""
        combined = self.combine.reduce(np.asarray(values).view(self.bits), axis=axis)
        return combined if init is None else self.combine(np.asarray(init).view(self.bits), combined)

    def fixed(self, result: np.ndarray, signs: np.ndarray) -> np.ndarray:
        """``result`` (an array of this type; a copy when it is read-only) with each zero's sign bit taken
        from ``signs`` (broadcast to it)."""
        result = np.asarray(result)
        if not result.flags.writeable:
            result = result.copy()
        zero = result == 0
        result.view(self.bits)[zero] = np.broadcast_to(signs, result.shape)[zero] & self.sign
        return result

    def repaired(self, result: np.ndarray, values: np.ndarray, axis: int | tuple[int, ...],
                 init: np.ndarray | None = None) -> np.ndarray:
        """``result``, the fold of ``values`` along ``axis`` (from ``init``), with its zeros' IEEE signs."""
        return self.fixed(result, self.signs(values, axis, init)) if self.in_doubt(result) else result

    def at(self, ufunc: np.ufunc, target: np.ndarray, indices: np.ndarray, values: np.ndarray) -> None:
        """``ufunc.at(target, indices, values)`` into the flat, contiguous ``target``, zero signs fixed: only a
        zero among the updates can meet a zero of the other sign, so without one NumPy's result stands."""
        if not np.count_nonzero(np.equal(values, 0)):
            ufunc.at(target, indices, values)
            return
        signs = target.view(self.bits).copy()
        ufunc.at(target, indices, values)
        self.combine.at(signs, indices, np.asarray(values).view(self.bits))
        self.fixed(target, signs)
