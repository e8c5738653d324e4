"""Kernels of the ``elementwise`` family (spec "abs" ... "xor", ``convert``, ``bitcast_convert``,
``reduce_precision``, ``map``): NumPy ufuncs with the spec's integer and float rules.

Integer results wrap at their width; sub-byte ``ml_dtypes`` results of ops that
do not wrap by themselves (negate, abs, not) go through ``integers.wrap``. Unary
float/complex math is computed in f64/complex128 (``floats.in_f64``) and rounded
once, as the reference interpreter's ``mapWithUpcastToDouble``; see
``numerics.floats`` for how narrow float formats are rounded. Under the run's opt-in fast numerics
(``ctx.numerics == "fast"``) those of float32/float16/bfloat16 are computed in float32 by NumPy's loops. The value
conversions of ``convert`` and ``bitcast_convert`` are in ``conversion.py``
(``convert_values``, ``from_bit_patterns``), which other families share.
"""
from __future__ import annotations

import functools
import math

import numpy as np

from ...ir.enums import ComparisonType
from ...numerics import floats, integers
from ...ir.dtypes import dtype_of, uint_dtype
from ..registry import kernel, specializer
from ._common import static_shape
from ._regions import map_region
from .conversion import bitcast_values, convert_values


def _is_int(x: np.ndarray) -> bool:
    return integers.is_integer(x.dtype)


def _rewrap(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    return integers.wrap(x, dtype) if integers.is_sub_byte(dtype) else x


def _result_dtype(attrs) -> np.dtype:
    return dtype_of(attrs.result_types[0].element_type)


# --- unary ops ---

@kernel("stablehlo.abs")
def abs(ctx, attrs, operand):  # noqa: A001 - named after the spec mnemonic
    """Spec ``abs``: ``|x|``; INT_MIN stays INT_MIN (wraps); complex -> its float modulus."""
    return _rewrap(np.abs(operand), operand.dtype)


@specializer("stablehlo.abs")
def abs_plan(attrs):
    """``abs`` of types NumPy holds at their width (not sub-byte integers): NumPy's absolute."""
    return None if integers.is_sub_byte(dtype_of(attrs.operand_types[0].element_type)) else np.abs


@kernel("stablehlo.cbrt")
def cbrt(ctx, attrs, operand):
    """Spec ``cbrt``: cube root (principal branch for complex)."""
    if floats.is_complex(operand.dtype):
        return np.power(operand, 1 / 3).astype(operand.dtype)
    return np.cbrt(operand)


@kernel("stablehlo.count_leading_zeros")
def count_leading_zeros(ctx, attrs, operand):
    """Spec ``count_leading_zeros``: leading zero bits."""
    return integers.count_leading_zeros(operand, operand.dtype)


@kernel("stablehlo.imag")
def imag(ctx, attrs, operand):
    """Spec ``imag``: imaginary part (zero for floats)."""
    if floats.is_complex(operand.dtype):
        return np.imag(operand).astype(_result_dtype(attrs))
    return np.zeros_like(operand)


@kernel("stablehlo.is_finite")
def is_finite(ctx, attrs, operand):
    """Spec ``is_finite``: neither infinite nor NaN."""
    return np.isfinite(operand)


@kernel("stablehlo.negate")
def negate(ctx, attrs, operand):
    """Spec ``negate``: ``-x`` (integers wrap: ``-INT_MIN = INT_MIN``)."""
    return _rewrap(np.negative(operand), operand.dtype)


@specializer("stablehlo.negate")
def negate_plan(attrs):
    """``negate`` of floats: NumPy's negative (no integer wrapping to do)."""
    dtype = dtype_of(attrs.operand_types[0].element_type)
    return np.negative if floats.is_float(dtype) or floats.is_complex(dtype) else None


@kernel("stablehlo.not")
def not_(ctx, attrs, operand):
    """Spec ``not``: logical NOT for booleans, bitwise NOT for integers."""
    return _rewrap(np.invert(operand), operand.dtype)


@kernel("stablehlo.popcnt")
def popcnt(ctx, attrs, operand):
    """Spec ``popcnt``: number of set bits."""
    return integers.popcnt(operand, operand.dtype)


@kernel("stablehlo.real")
def real(ctx, attrs, operand):
    """Spec ``real``: real part (floats are their own real part)."""
    return np.real(operand).astype(_result_dtype(attrs))


@kernel("stablehlo.round_nearest_afz")
def round_nearest_afz(ctx, attrs, operand):
    """Spec ``round_nearest_afz``: ties away from zero."""
    return floats.round_nearest_afz(operand)


@kernel("stablehlo.sign")
def sign(ctx, attrs, operand):
    """Spec ``sign``: -1/0/+1 for integers; -1/+-0/+1/NaN for floats; ``x / |x|`` (or 0) for complex."""
    if _is_int(operand):
        return _as_dtype_of(np.sign(operand), operand)
    if floats.is_complex(operand.dtype):
        magnitude = np.abs(operand)
        return np.where(magnitude == 0, operand * 0, operand / np.where(magnitude == 0, 1, magnitude)) \
            .astype(operand.dtype)
    return floats.sign(operand)


def _float_sign(x: np.ndarray) -> np.ndarray:
    """``floats.sign`` of float32/float64 values in two ufuncs: NumPy's sign (+-1, +0 for either zero, and a NaN
    operand itself, its bits unchanged) with the operand's sign put back (-0.0 stays -0.0; NaN keeps its bits)."""
    signs = np.sign(x)
    return np.copysign(signs, x, out=signs) if isinstance(signs, np.ndarray) else np.copysign(signs, x)


@specializer("stablehlo.sign")
def sign_plan(attrs):
    """``sign`` of NumPy's integers: NumPy's sign (the kernel's own call); of float32 and float64: ``_float_sign``."""
    dtype = dtype_of(attrs.operand_types[0].element_type)
    if dtype.kind in "iu":
        return np.sign
    return _float_sign if dtype in (np.float32, np.float64) else None


# 1 as a 0-d float64 array: a ufunc converts a Python ``1`` to an array on every call, which costs as much as
# the arithmetic on a few hundred elements; for float64 and complex128 operands it is the same value, promoted
# to complex128 as the integer would be (1 + 0j). Float32 operands (fast numerics) take a float32 one: a
# float64 array would make NumPy 2 add in float64.
_ONE, _ONE_F32 = np.array(1.0), np.array(1.0, np.float32)
_ONE_SCALAR = np.float64(1.0)  # (``_rsqrt`` of a float64 scalar)


def _reciprocal(out: np.ndarray) -> np.ndarray:
    """``1 / out`` in place: ``np.reciprocal`` of real floats, which NumPy computes as the division ``1.0 / x``
    (the same IEEE quotient, one operand fewer to convert); complex values keep the division, whose
    algorithm (Smith's) differs from complex ``reciprocal``'s."""
    if out.dtype.kind == "f":
        return np.reciprocal(out, out=out)
    return np.divide(_ONE, out, out=out)


def _one(x: np.ndarray) -> np.ndarray:
    """1 as a 0-d array to add to the (widened) values ``x`` in their own type."""
    return _ONE_F32 if x.dtype == np.float32 else _ONE


def _logistic(x: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """``1 / (1 + exp(-x))`` of float64, complex128 (or, fast numerics, float32) values, step by step into
    ``out`` (a ufunc's signature; an array even for 0-d ``x``); ``exp(-x) + 1`` is ``1 + exp(-x)`` (IEEE
    addition commutes, NaNs too)."""
    out = np.negative(x, out=np.empty_like(x) if out is None else out)
    np.exp(out, out=out)
    np.add(out, _one(out), out=out)
    return _reciprocal(out)


def _rsqrt(x: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """``1 / sqrt(x)`` of float64 or complex128 values into ``out``; of a real NumPy scalar (the generated code's
    one-element values, a Jacobi rotation's), the same two IEEE operations on scalars, without a 0-d array."""
    if out is None and isinstance(x, np.floating):
        return _ONE_SCALAR / np.sqrt(x)
    return _reciprocal(np.sqrt(x, out=np.empty_like(x) if out is None else out))


# exp's float64 values below exp(this) (< 2**-151, under half float32's smallest subnormal) round to +0 in
# float32 and every narrower type with a zero, as exp(this) itself does (``_flushing_exp``).
_EXP_ROUNDS_TO_ZERO_BELOW = -105.0
# ... for arrays of this many elements or more: on fewer, the extra pass costs more than it may save (an LSTM's
# gates, 256 elements three times a step: lstm_scan 1.88 -> 2.08 ms with it)
_FLUSHED_EXP_ELEMENTS = 1024


def _flushing_exp(x: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """``exp`` of float64 values to be rounded to a type in which ``exp(_EXP_ROUNDS_TO_ZERO_BELOW)`` is +0,
    into ``out``: values below that are raised to it first (NaN stays NaN), which rounds the same (exp is
    monotonic, so their exps lie in [+0, exp(bound)] and round to +0 too) but skips libm's underflow path,
    several times slower per element (attention scores masked with -1e9 or -inf before a softmax)."""
    out = np.maximum(x, _EXP_ROUNDS_TO_ZERO_BELOW, out=np.empty_like(x) if out is None else out)
    return np.exp(out, out=out)


# Unary float ops computed on the values as float64 (complex128) and rounded once to the operand's type,
# as the reference interpreter's mapWithUpcastToDouble (numerics/floats.py in_f64); each takes ``out=``.
UPCAST_UNARY = {
    "stablehlo.ceil": np.ceil,  # rounded toward +inf
    "stablehlo.cosine": np.cos,
    "stablehlo.exponential": np.exp,
    "stablehlo.exponential_minus_one": np.expm1,
    "stablehlo.floor": np.floor,  # rounded toward -inf
    "stablehlo.log": np.log,
    "stablehlo.log_plus_one": np.log1p,
    "stablehlo.logistic": _logistic,
    "stablehlo.round_nearest_even": np.rint,  # ties to even
    "stablehlo.rsqrt": _rsqrt,
    "stablehlo.sine": np.sin,
    "stablehlo.sqrt": np.sqrt,  # principal branch for complex
    "stablehlo.tan": np.tan,
    "stablehlo.tanh": np.tanh,
}


@kernel(*UPCAST_UNARY)
def upcast_unary(ctx, attrs, operand):
    """Spec ``ceil``, ``cosine``, ``exponential``, ..., ``tanh``: the op's function in ``UPCAST_UNARY``
    on the values as float64 (float32 under the run's fast numerics, ``floats.upcast_dtype``), rounded once."""
    return floats.in_f64(operand, UPCAST_UNARY[attrs.op.name], ctx.numerics)


# Upcast functions whose result in the operand's own type is the float64 result rounded once, for every value:
# floor, ceil and rint are exact in any float type (their results are integers of the operand's type, or it), and
# the float64 square root rounded to a type of p <= 24 significant bits is its correctly rounded square root
# (double rounding is innocuous for sqrt when 53 >= 2p + 2), which NumPy's float32 sqrt is (IEEE), as are its
# float16 one and ml_dtypes' bfloat16 one (computed in float32 and rounded once: 24 >= 2p + 2). NaN comes out
# as the round trip makes it (quieted, payload kept). Checked on every bit pattern of the three types (float16
# and bfloat16 exhaustively in tests/test_interp_elementwise_plans.py). Computed in a copy of the operand's type
# (``upcast_unary_plan``), they skip a pass and the float64 copy (threefry_sampling's sqrt of f32[256, 256]: 512 KiB).
_NARROW_EXACT = frozenset([np.floor, np.ceil, np.rint, np.sqrt])
_NARROW_EXACT_TYPES = frozenset(["float32", "float16", "bfloat16"])


@specializer(*UPCAST_UNARY, numerics=True)
def upcast_unary_plan(attrs, numerics: str = "exact"):
    """The same for the operand's element type and the run's ``numerics``, decided once, computed in place in
    the widened copy (under fast numerics, float32 operands in a float32 copy); for
    arrays of a static shape other than 0-d (never NumPy scalars) the copy is ``astype``'s and the result
    is rounded with no further checks (every function here returns floats): generated code writes it as
    that expression (``widened``: the function and both types), also of a ``negate`` folded into it
    (rewrites.py), negated in the widened copy. ``exponential`` of ``_FLUSHED_EXP_ELEMENTS`` or more to a type
    narrower than float64 in which exp(-105) rounds to +0 (float32, float16, bfloat16, ...) is ``_flushing_exp``.
    ``_NARROW_EXACT`` functions of arrays of ``_NARROW_EXACT_TYPES`` are computed in a copy of the operand's own
    type, as fast numerics computes float32 (``widened`` with both types the operand's)."""
    dtype, fn = dtype_of(attrs.operand_types[0].element_type), UPCAST_UNARY[attrs.op.name]
    shape = static_shape(attrs.operand_types[0])
    narrow = fn in _NARROW_EXACT and dtype.name in _NARROW_EXACT_TYPES
    wide = dtype if narrow else floats.upcast_dtype(dtype, numerics)
    if fn is np.exp and floats.is_float(dtype) and wide == np.float64 and dtype != wide and shape \
            and int(np.prod(shape, dtype=np.int64)) >= _FLUSHED_EXP_ELEMENTS \
            and floats.bits_of(np.array(np.exp(_EXP_ROUNDS_TO_ZERO_BELOW)).astype(dtype))[()] == 0:
        fn = _flushing_exp
    if not shape or dtype == wide != np.float32 and not narrow:
        return floats.in_f64_for(dtype, fn, in_place=True, numerics=numerics)

    def run(x: np.ndarray) -> np.ndarray:
        w = x.astype(wide)
        return fn(w, out=w).astype(dtype, copy=False)

    run.widened = fn, wide, dtype  # (float32 in float32 under fast numerics: the copy computed in, not rounded)
    return run


# --- conversions ---

@kernel("stablehlo.convert")
def convert(ctx, attrs, operand):
    """Spec ``convert``: value conversion; float->int truncates toward zero and saturates, NaN -> 0
    (as the reference interpreter's APFloat::convertToInteger); complex -> real keeps the real part."""
    target = attrs.result_types[0].element_type
    return convert_values(operand, dtype_of(target), target)


@specializer("stablehlo.convert")
def convert_plan(attrs):
    """``convert`` to a float or complex type from a non-boolean one (not complex to real), from booleans to
    NumPy's own types (0 and 1, exact in each), or between NumPy's own integer types: NumPy's cast, which is what
    ``convert_values`` does for these; floats to NumPy's integers: ``_float_to_int_plan``."""
    source, target = attrs.operand_types[0].element_type, attrs.result_types[0].element_type
    dtype, source_dtype = dtype_of(target), dtype_of(source)
    to_complex = floats.is_complex(dtype)
    if floats.is_float(source_dtype) and dtype.kind in "iu":
        return _float_to_int_plan(dtype, source_dtype)
    if source_dtype.kind in "iu" and dtype.kind in "iu":  # NumPy's integers: its cast wraps (convert_values)
        return lambda x: x.astype(dtype)
    if source_dtype == np.bool_:
        if dtype.type.__module__ != "numpy":
            return None
    elif not (floats.is_float(dtype) or to_complex) or floats.is_complex(source_dtype) and not to_complex:
        return None
    if static_shape(attrs.operand_types[0]) == () and dtype.type.__module__ == "numpy" \
            and source_dtype.type.__module__ == "numpy":
        return dtype.type  # a 0-d value (NumPy scalar or 0-d array) as a NumPy scalar: the same C cast

    def cast(x: np.ndarray) -> np.ndarray:
        return x.astype(dtype)

    cast.cast = True  # NumPy's cast alone: the same as ``np.copyto`` into an array of ``dtype`` (parallel.py)
    cast.new_array = True  # (``astype`` copies: generated code may write into it, codegen.py ``fresh_array``)
    return cast


def _float_to_int_plan(dtype: np.dtype, source: np.dtype):
    """Floats to a NumPy integer type as ``convert_values`` does (truncated toward zero, saturated, NaN -> 0).
    When every value of an array of NumPy's own float types is in ``[min, max + 1)`` (two reductions; NaN
    fails the test), NumPy's cast is that conversion: C's truncates toward zero. Otherwise, in the float64
    copy, truncated: up to 32 bits the type's bounds are exact in float64, so clipping there and casting give
    the saturated values (NaN passes the clip and is zeroed); a 64-bit type's maximum is not a float64
    (``2**63 - 1`` rounds up), and ``integers.saturating_from_float``, ``convert_values``' own path, saturates
    at it."""
    info = np.iinfo(dtype)
    low, high = float(info.min), float(info.max)
    exact = int(high) == info.max
    limit = float(info.max + 1)  # a power of two: exact
    cast = source.type.__module__ == "numpy"  # not ml_dtypes' types, whose casts are their own

    def run(x: np.ndarray) -> np.ndarray:
        if cast and x.size and low <= float(x.min()) and float(x.max()) < limit:
            return x.astype(dtype)
        wide = np.array(x, dtype=np.float64)  # an array (a copy) also of a 0-d NumPy scalar, for out=
        np.trunc(wide, out=wide)
        if not exact:
            return integers.saturating_from_float(wide, dtype)
        np.clip(wide, low, high, out=wide)
        np.copyto(wide, 0.0, where=np.isnan(wide))
        return wide.astype(dtype)

    return run


@kernel("stablehlo.bitcast_convert")
def bitcast_convert(ctx, attrs, operand):
    """Spec ``bitcast_convert``: reinterpret bits; a width change adds/removes a last dimension
    whose elements are the pieces, least significant first (little-endian, as the reference)."""
    return bitcast_values(operand, attrs.operand_types[0], attrs.result_types[0])


@specializer("stablehlo.bitcast_convert")
def bitcast_convert_plan(attrs):
    """``bitcast_convert`` between NumPy element types of one width on a static shape: the kernel's view of
    the bytes as the result's type (``bitcast_values``), without its per-call look at the types."""
    source, target = attrs.operand_types[0], attrs.result_types[0]
    shape, dtype = static_shape(target), dtype_of(target.element_type)
    if shape is None or static_shape(source) != shape or dtype_of(source.element_type).itemsize != dtype.itemsize \
            or not {dtype.kind, dtype_of(source.element_type).kind} <= set("iuf"):
        return None
    return lambda operand: np.ascontiguousarray(operand).view(dtype).reshape(shape)


@kernel("stablehlo.reduce_precision")
def reduce_precision(ctx, attrs, operand):
    """Spec ``reduce_precision``: round to ``exponent_bits``/``mantissa_bits`` on the bit pattern."""
    return floats.reduce_precision(operand, attrs.exponent_bits, attrs.mantissa_bits)


# --- binary ops ---

@kernel("stablehlo.add")
def add(ctx, attrs, lhs, rhs):
    """Spec ``add``: ``+`` (logical OR for booleans; integers wrap)."""
    return np.add(lhs, rhs)


@kernel("stablehlo.subtract")
def subtract(ctx, attrs, lhs, rhs):
    """Spec ``subtract``: ``-`` (integers wrap)."""
    return np.subtract(lhs, rhs)


@kernel("stablehlo.multiply")
def multiply(ctx, attrs, lhs, rhs):
    """Spec ``multiply``: ``*`` (logical AND for booleans; integers wrap)."""
    return np.multiply(lhs, rhs)


@kernel("stablehlo.divide")
def divide(ctx, attrs, lhs, rhs):
    """Spec ``divide``: truncating integer division (x/0 and INT_MIN/-1 as XLA), IEEE for floats."""
    if _is_int(lhs):
        return integers.divide(lhs, rhs, lhs.dtype)
    return np.divide(lhs, rhs)


@specializer("stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide")
def arithmetic_plan(attrs):
    """``add``/``subtract``/``multiply`` (and ``divide`` of floats): the NumPy ufunc their kernels call."""
    name = attrs.op.name
    if name == "stablehlo.divide":
        dtype = dtype_of(attrs.result_types[0].element_type)
        if floats.is_float(dtype) or floats.is_complex(dtype):
            return np.divide
        return _native_integer_divide(dtype) if dtype.kind in "iu" and dtype.itemsize <= 4 else None
    return {"stablehlo.add": np.add, "stablehlo.subtract": np.subtract, "stablehlo.multiply": np.multiply}[name]


def _no_zero(divisor: np.ndarray) -> bool:
    """Whether no element of ``divisor`` (an array or NumPy scalar) is 0 (``count_nonzero``: half the cost of
    ``all()`` on small arrays)."""
    return np.count_nonzero(divisor) == np.size(divisor)


def _native_integer_divide(dtype: np.dtype):
    """``integers.divide`` of NumPy's integers of up to 32 bits, whose quotients it computes in float64: without a
    zero divisor, the same float64 quotient (NumPy's ``true_divide`` of integers, of the same exact float64
    operands) truncated by the same two casts, in three calls instead of seven; with one, ``integers.divide``."""

    def run(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        if _no_zero(rhs):
            return np.true_divide(lhs, rhs).astype(np.int64).astype(dtype)
        return integers.divide(lhs, rhs, dtype)

    return run


@kernel("stablehlo.remainder")
def remainder(ctx, attrs, lhs, rhs):
    """Spec ``remainder``: sign of the dividend (``fmod``); integer x%0 = x as XLA."""
    if _is_int(lhs):
        return integers.remainder(lhs, rhs, lhs.dtype)
    if floats.is_complex(lhs.dtype):
        quotient = lhs / rhs
        truncated = np.trunc(quotient.real) + 1j * np.trunc(quotient.imag)
        return (lhs - rhs * truncated).astype(lhs.dtype)
    return np.fmod(lhs, rhs)


@kernel("stablehlo.power")
def power(ctx, attrs, lhs, rhs):
    """Spec ``power``: integer exponentiation (negative exponents truncate), IEEE ``pow`` for floats."""
    if _is_int(lhs):
        return integers.power(lhs, rhs, lhs.dtype)
    return np.power(lhs, rhs)


@specializer("stablehlo.remainder")
def remainder_plan(attrs):
    """``remainder`` of real floats: NumPy's fmod (the kernel's); of NumPy's integers: ``_native_remainder``."""
    dtype = dtype_of(attrs.operand_types[0].element_type)
    if floats.is_float(dtype):
        return np.fmod
    return _native_remainder(dtype) if dtype.kind in "iu" and dtype.type.__module__ == "numpy" else None


def _native_remainder(dtype: np.dtype):
    """``integers.remainder`` of NumPy's integers: without a zero divisor, NumPy's integer fmod, C's remainder
    (the dividend's sign, ``INT_MIN % -1 = 0`` as XLA: NumPy's loop makes no trap of it), one call where the
    exact float64 form takes nine; with one, ``integers.remainder`` itself (``x % 0 = x``)."""

    def run(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        if _no_zero(rhs):
            return np.fmod(lhs, rhs)
        return integers.remainder(lhs, rhs, dtype)

    return run


@specializer("stablehlo.power")
def power_plan(attrs):
    """``power`` of floats and complex numbers: NumPy's power (the kernel's own call)."""
    return None if integers.is_integer(dtype_of(attrs.operand_types[0].element_type)) else np.power


@kernel("stablehlo.maximum")
def maximum(ctx, attrs, lhs, rhs):
    """Spec ``maximum``: NaN-propagating, +0 > -0; lexicographic for complex; OR for booleans."""
    if floats.is_float(lhs.dtype):
        return ieee_extremum(lhs.dtype, np.maximum)(lhs, rhs)
    return _as_dtype_of(np.maximum(lhs, rhs), lhs)


@kernel("stablehlo.minimum")
def minimum(ctx, attrs, lhs, rhs):
    """Spec ``minimum``: NaN-propagating, -0 < +0; lexicographic for complex; AND for booleans."""
    if floats.is_float(lhs.dtype):
        return ieee_extremum(lhs.dtype, np.minimum)(lhs, rhs)
    return _as_dtype_of(np.minimum(lhs, rhs), lhs)


@specializer("stablehlo.maximum", "stablehlo.minimum")
def extremum_plan(attrs):
    """``maximum``/``minimum`` of floats: the kernel's function for the element type, decided once."""
    dtype = dtype_of(attrs.operand_types[0].element_type)
    if not floats.is_float(dtype):
        return None
    return ieee_extremum(dtype, np.maximum if attrs.op.name == "stablehlo.maximum" else np.minimum)


# Elements of ``maximum``/``minimum`` computed and fixed at a time (1 MiB of f32: fewer, larger blocks
# cost more in memory traffic, smaller ones in calls).
_EXTREMUM_BLOCK = 1 << 18


@functools.cache
def ieee_extremum(dtype: np.dtype, ufunc: np.ufunc):
    """IEEE 754-2019 ``maximum``/``minimum`` of floats of ``dtype`` (spec ``maximum``: -0 < +0, NaN
    propagates): NumPy's ``ufunc``, which propagates NaN but may return either zero of ``-0``/``+0``, then
    the zeros' signs fixed on the bit patterns (relu's result has many zeros), one
    cache-sized block at a time when the operands are contiguous arrays of the same shape.

    A zero result of ``maximum`` has the sign ``sign(lhs) & sign(rhs)``: both operands zero, or the other
    one negative (sign set). Every other non-NaN result already has that sign (it is negative only when
    both operands are), so ``result &= (lhs & rhs) | ~SIGN`` (on the bit patterns) fixes every zero and
    changes nothing else; ``minimum`` dually ``result |= (lhs | rhs) & SIGN``. NaN results keep the sign
    NumPy gives them. For types without a negative zero (float8 ``fnuz``, ``e8m0``) NumPy's result is the answer.
    ``SIGN`` is ``-0.0``'s bit pattern, which must be the sign bit alone. (``np.copysign`` would do the same
    in one call, but it is several times slower than the three bit operations.)"""
    sign = floats.signed_zero_bits(dtype)
    if sign is None:
        return ufunc
    bits = np.dtype(f"u{dtype.itemsize}")
    sign = bits.type(sign)
    is_maximum = ufunc is np.maximum
    keep = bits.type(np.iinfo(bits).max if is_maximum else 0)  # the mask that leaves a value as it is

    def fix_zeros(result: np.ndarray, lhs: np.ndarray, rhs: np.ndarray, mask: np.ndarray | None) -> None:
        if not np.count_nonzero(np.equal(result, 0)):  # no zero to fix: two calls, where the fix takes five
            return
        if is_maximum:
            mask = np.bitwise_and(lhs.view(bits), rhs.view(bits), out=mask)
            mask |= ~sign
        else:
            mask = np.bitwise_or(lhs.view(bits), rhs.view(bits), out=mask)
            mask &= sign
        if result.size and np.isnan(result.max()):  # keep the NaNs' signs (max() of no element fails)
            np.copyto(mask, keep, where=np.isnan(result))
        result_bits = result.view(bits)
        if is_maximum:
            result_bits &= mask
        else:
            result_bits |= mask

    def extremum(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        lhs, rhs = np.asarray(lhs), np.asarray(rhs)
        if (lhs.ndim == 0) != (rhs.ndim == 0):  # an array against one value (relu's 0, softmax's -inf)
            result = against_value(lhs, rhs) if rhs.ndim == 0 else against_value(rhs, lhs)
            if result is not None:
                return result
        result = np.empty(np.broadcast_shapes(lhs.shape, rhs.shape), dtype)
        if lhs.shape != rhs.shape or not (lhs.flags.c_contiguous and rhs.flags.c_contiguous):
            ufunc(lhs, rhs, out=result)
            fix_zeros(result, lhs, rhs, None)
            return result
        flat = (lhs.reshape(-1), rhs.reshape(-1), result.reshape(-1))
        mask = np.empty(min(result.size, _EXTREMUM_BLOCK), bits)
        for start in range(0, result.size, _EXTREMUM_BLOCK):
            lhs_block, rhs_block, block = (a[start:start + _EXTREMUM_BLOCK] for a in flat)
            ufunc(lhs_block, rhs_block, out=block)
            fix_zeros(block, lhs_block, rhs_block, mask[:block.size])
        return result

    def against_value(x: np.ndarray, value: np.ndarray) -> np.ndarray | None:
        """``extremum`` of the array ``x`` and the 0-d ``value`` (either operand), None for a NaN ``value``. A
        value other than zero: NumPy's ufunc alone, whose result is the IEEE one (a zero result is then ``x``'s
        own zero, sign included, and a NaN of ``x`` is returned as it is, as NumPy's ufunc returns the NaN
        operand of a pair). A zero: ``x`` where it is NaN or wins, else ``value``, chosen on the bit patterns
        with one comparison (the steps above make six passes, ``np.where`` is slower than the four here), the
        value itself where ``x`` equals it (the same bits) unless they are zeros of opposite signs, where
        ``maximum`` keeps +0 (``x <= +0`` picks ``value``, ``x < -0`` keeps ``x``) and ``minimum`` -0 (dually);
        a NaN of ``x`` fails every comparison and is kept as it is. An infinite ``value`` that never wins
        (``-inf`` for maximum) leaves ``x``."""
        v = float(value)  # exact: float64 holds every value of the narrower float types
        if x.dtype != dtype or value.dtype != dtype or v != v:
            return None
        if v == (-math.inf if is_maximum else math.inf):
            return x
        if v != 0:
            return ufunc(x, value)
        zero_kept = (math.copysign(1.0, v) > 0) == is_maximum  # +0 for maximum, -0 for minimum
        if is_maximum:
            picked = np.less_equal(x, value) if zero_kept else np.less(x, value)
        else:
            picked = np.greater_equal(x, value) if zero_kept else np.greater(x, value)
        x_bits = x.view(bits)
        if not value.view(bits):  # +0 (relu): x's bits where kept, else no bit set
            return np.multiply(x_bits, np.logical_not(picked, out=picked)).view(dtype)
        differ = np.bitwise_xor(x_bits, value.view(bits))  # x ^ (x ^ value) = value where picked
        np.multiply(differ, picked, out=differ)
        return np.bitwise_xor(x_bits, differ, out=differ).view(dtype)

    return extremum


@kernel("stablehlo.and")
def and_(ctx, attrs, lhs, rhs):
    """Spec ``and``: logical/bitwise AND."""
    return _as_dtype_of(np.bitwise_and(lhs, rhs), lhs)


@kernel("stablehlo.or")
def or_(ctx, attrs, lhs, rhs):
    """Spec ``or``: logical/bitwise OR."""
    return _as_dtype_of(np.bitwise_or(lhs, rhs), lhs)


@kernel("stablehlo.xor")
def xor(ctx, attrs, lhs, rhs):
    """Spec ``xor``: logical/bitwise XOR."""
    return _as_dtype_of(np.bitwise_xor(lhs, rhs), lhs)


@specializer("stablehlo.and", "stablehlo.or", "stablehlo.xor", "stablehlo.not")
def bitwise_plan(attrs):
    """``and``/``or``/``xor``/``not`` of booleans and integers NumPy holds at their width (not sub-byte): the
    ufunc alone, whose result has the operands' type."""
    if integers.is_sub_byte(dtype_of(attrs.operand_types[0].element_type)):
        return None
    return {"stablehlo.and": np.bitwise_and, "stablehlo.or": np.bitwise_or, "stablehlo.xor": np.bitwise_xor,
            "stablehlo.not": np.invert}[attrs.op.name]


def _as_dtype_of(result: np.ndarray, operand: np.ndarray) -> np.ndarray:
    """``result`` in ``operand``'s dtype: NumPy computes ml_dtypes' sub-byte integers (i4, ui2, ...) in
    int8, whose values fit the narrow type exactly."""
    return result if result.dtype == operand.dtype else result.astype(operand.dtype)


@kernel("stablehlo.shift_left")
def shift_left(ctx, attrs, lhs, rhs):
    """Spec ``shift_left`` (shifts >= width give 0)."""
    return integers.shift_left(lhs, rhs, lhs.dtype)


@kernel("stablehlo.shift_right_logical")
def shift_right_logical(ctx, attrs, lhs, rhs):
    """Spec ``shift_right_logical`` (shifts >= width give 0)."""
    return integers.shift_right_logical(lhs, rhs, lhs.dtype)


@kernel("stablehlo.shift_right_arithmetic")
def shift_right_arithmetic(ctx, attrs, lhs, rhs):
    """Spec ``shift_right_arithmetic`` (shifts >= width fill with the sign bit)."""
    return integers.shift_right_arithmetic(lhs, rhs, lhs.dtype)


@specializer("stablehlo.shift_left", "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic")
def shift_plan(attrs):
    """Shifts of NumPy's own integers: NumPy's shift at the operands' width (``integers.native_shift``), which
    gives XLA's results for amounts outside ``[0, width)`` by itself."""
    return integers.native_shift(attrs.op.name.removeprefix("stablehlo."),
                                 dtype_of(attrs.operand_types[0].element_type))


@kernel("stablehlo.atan2")
def atan2(ctx, attrs, lhs, rhs):
    """Spec ``atan2``: ``atan(lhs / rhs)`` in the right quadrant; complex:
    ``-i log((rhs + i lhs) / sqrt(lhs^2 + rhs^2))``."""
    if floats.is_complex(lhs.dtype):
        return (-1j * np.log((rhs + 1j * lhs) / np.sqrt(lhs * lhs + rhs * rhs))).astype(lhs.dtype)
    return np.arctan2(lhs, rhs)


@kernel("stablehlo.complex")
def complex_(ctx, attrs, lhs, rhs):
    """Spec ``complex``: ``lhs + i * rhs``."""
    result = np.empty(np.broadcast(lhs, rhs).shape, dtype=_result_dtype(attrs))
    result.real, result.imag = lhs, rhs
    return result


_COMPARISONS = {"EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal, "GT": np.greater,
                "LE": np.less_equal, "LT": np.less}


def compare_values(lhs: np.ndarray, rhs: np.ndarray, direction: str, compare_type: str | None) -> np.ndarray:
    """``lhs <direction> rhs`` elementwise; TOTALORDER compares floats by their bits (``floats.total_order_key``).
    ``direction``/``compare_type`` are the enums' names (StableHLO's or CHLO's)."""
    ufunc = _COMPARISONS[direction]
    if compare_type == ComparisonType.TOTALORDER:
        return ufunc(floats.total_order_key(lhs), floats.total_order_key(rhs))
    return ufunc(lhs, rhs)


@specializer("stablehlo.compare")
def compare_plan(attrs):
    """``compare`` other than TOTALORDER: the NumPy comparison itself."""
    if attrs.compare_type == ComparisonType.TOTALORDER:
        return None
    return _COMPARISONS[attrs.comparison_direction]


@kernel("stablehlo.compare")
def compare(ctx, attrs, lhs, rhs):
    """Spec ``compare``: ``comparison_direction`` under ``compare_type`` (TOTALORDER orders by bits)."""
    return compare_values(lhs, rhs, attrs.comparison_direction, attrs.compare_type)


# --- ternary ops and map ---

@kernel("stablehlo.select")
def select(ctx, attrs, pred, on_true, on_false):
    """Spec ``select``: ``pred ? on_true : on_false`` (a scalar ``pred`` picks whole tensors)."""
    if pred.ndim == 0 and on_true.ndim != 0:
        return on_true if pred else on_false
    return np.where(pred, on_true, on_false)


@specializer("stablehlo.select")
def select_plan(attrs):
    """``select`` with a 0-d ``pred``: one operand, picked (for 0-d operands too: the value ``np.where``
    copies); elementwise: ``np.where`` on results of fewer than ``_COUNTED_ELEMENTS`` elements, else
    ``_counted_select``."""
    shape = static_shape(attrs.operand_types[0])
    if shape == ():
        return lambda pred, on_true, on_false: on_true if pred else on_false
    dtype = dtype_of(attrs.result_types[0].element_type)
    if shape is None or math.prod(shape) < _COUNTED_ELEMENTS or dtype.itemsize not in (1, 2, 4, 8):
        return np.where
    return _counted_select(dtype, shape)


# Results from this many elements select by ``_counted_select``. np.where's loop branches on every element: ~0.5
# ns an element where ``pred`` is predictable, ~4 ns where it is not (f32[32768]: 17 to 141 us), where the three
# integer ufuncs of the blend take 0.5 ns (16 us) whatever ``pred``; a ``pred`` all true or all false (most selects
# of special functions' decompositions: a branch no element takes) is one copy (f32[32768]: 5 us). On smaller
# results the counting and the calls cost more than they save (special_zoo's 354 selects of f32[2048], 216 of
# them all true or false: 0.78 ms by np.where, 0.86 ms counted).
_COUNTED_ELEMENTS = 1 << 12


def _counted_select(dtype: np.dtype, shape: tuple[int, ...]):
    """``np.where(pred, on_true, on_false)`` for a result of ``shape`` and ``dtype`` (operands C-contiguous, or
    0-d and lower-rank ones: elided broadcasts; otherwise ``np.where`` itself, whose result takes its operands'
    memory order): a copy of the operand picked when ``pred`` is all true or all false (counted first), else the
    bit patterns blended as unsigned integers of the element's width, ``((t ^ f) * pred) ^ f`` (``t`` where
    ``pred`` holds: ``t ^ f ^ f``; else ``0 ^ f``). The same bits (NaN payloads, -0.0: any byte pattern) in a new
    C-contiguous array (``.new_array``)."""
    bits = np.dtype(f"u{dtype.itemsize}")

    def run(pred, on_true, on_false):
        pred, on_true, on_false = np.asarray(pred), np.asarray(on_true), np.asarray(on_false)
        if not (pred.flags.c_contiguous and on_true.flags.c_contiguous and on_false.flags.c_contiguous):
            return np.where(pred, on_true, on_false)
        chosen = np.count_nonzero(pred)
        if chosen == 0 or chosen == pred.size:
            picked = on_true if chosen else on_false
            if picked.shape == shape:
                return picked.copy()
            result = np.empty(shape, dtype)
            np.copyto(result, picked)
            return result
        false = on_false.view(bits)
        differ = np.bitwise_xor(on_true.view(bits), false)
        if differ.shape == shape:
            np.multiply(differ, pred, out=differ)
        else:
            differ = np.multiply(differ, pred)  # (broadcast to the result's shape by pred)
        return np.bitwise_xor(differ, false, out=differ).view(dtype)

    run.new_array = True
    return run


@kernel("stablehlo.clamp")
def clamp(ctx, attrs, min_, operand, max_):
    """Spec ``clamp``: ``min(max(operand, min), max)`` with NaN propagation."""
    return minimum(ctx, attrs, maximum(ctx, attrs, operand, min_), max_).astype(operand.dtype)


@specializer("stablehlo.clamp")
def clamp_plan(attrs):
    """``clamp`` of floats (both signed-zero fixes) or of integers of at least a byte: the kernel's steps."""
    dtype = dtype_of(attrs.operand_types[1].element_type)
    if floats.is_float(dtype):
        lower, upper = ieee_extremum(dtype, np.maximum), ieee_extremum(dtype, np.minimum)
        return lambda min_, operand, max_: upper(lower(operand, min_), max_).astype(dtype, copy=False)
    if integers.is_integer(dtype) and not integers.is_sub_byte(dtype):
        return lambda min_, operand, max_: np.minimum(np.maximum(operand, min_), max_).astype(dtype, copy=False)
    return None


@kernel("stablehlo.map")
def map_(ctx, attrs, *inputs):
    """Spec ``map``: apply ``computation`` elementwise; run once on whole arrays when the
    body is elementwise, else per element."""
    (result,) = map_region(ctx, attrs.op.regions[0], inputs, inputs[0].shape, [_result_dtype(attrs)])
    return result
