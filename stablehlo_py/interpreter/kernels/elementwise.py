"""Elementwise ops (spec "abs" ... "xor"): NumPy ufuncs with the spec's integer and float rules.

Integer results wrap at their width; sub-byte ``ml_dtypes`` results of ops that
do not wrap by themselves (negate, abs, not) go through ``integers.wrap``. See
``numerics.floats`` for how narrow float formats are rounded.
"""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Op
from ...numerics import floats, integers
from ..registry import evaluates
from ._common import enum_value, result_dtype, scalar_attr
from ._regions import map_region


def _is_int(x: np.ndarray) -> bool:
    return integers.is_integer(x.dtype)


def _rewrap(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    return integers.wrap(x, dtype) if integers.is_sub_byte(dtype) else x


# --- unary ops on floats/complex: computed in f64/complex128 (``floats.widen``) and rounded once,
# as the reference interpreter's mapWithUpcastToDouble does ---

def _float_unary(mnemonic: str, ufunc) -> None:
    def evaluate(ctx, op: Op, operand):
        return floats.in_f64(operand, ufunc)

    evaluate.__name__ = mnemonic
    evaluate.__doc__ = f"Spec ``{mnemonic}``: ``np.{ufunc.__name__}`` elementwise."
    evaluates(f"stablehlo.{mnemonic}")(evaluate)


for _mnemonic, _ufunc in [("ceil", np.ceil), ("floor", np.floor), ("cosine", np.cos), ("sine", np.sin),
                          ("tan", np.tan), ("tanh", np.tanh), ("exponential", np.exp),
                          ("exponential_minus_one", np.expm1), ("log", np.log), ("log_plus_one", np.log1p),
                          ("sqrt", np.sqrt), ("round_nearest_even", np.rint)]:
    _float_unary(_mnemonic, _ufunc)


@evaluates("stablehlo.is_finite")
def is_finite(ctx, op: Op, operand):
    """Spec ``is_finite``: neither infinite nor NaN."""
    return np.isfinite(operand)


@evaluates("stablehlo.rsqrt")
def rsqrt(ctx, op: Op, operand):
    """Spec ``rsqrt``: ``1 / sqrt(x)``, computed in f64 and rounded once."""
    return floats.in_f64(operand, lambda x: 1 / np.sqrt(x))


@evaluates("stablehlo.logistic")
def logistic(ctx, op: Op, operand):
    """Spec ``logistic``: ``1 / (1 + exp(-x))``, computed in f64 and rounded once."""
    return floats.in_f64(operand, lambda x: 1 / (1 + np.exp(-x)))


@evaluates("stablehlo.cbrt")
def cbrt(ctx, op: Op, operand):
    """Spec ``cbrt``: cube root (principal branch for complex)."""
    if floats.is_complex(operand.dtype):
        return np.power(operand, 1 / 3).astype(operand.dtype)
    return np.cbrt(operand)


@evaluates("stablehlo.abs")
def abs(ctx, op: Op, operand):  # noqa: A001 - named after the spec mnemonic
    """Spec ``abs``: ``|x|``; INT_MIN stays INT_MIN (wraps); complex -> its float modulus."""
    return _rewrap(np.abs(operand), operand.dtype)


@evaluates("stablehlo.negate")
def negate(ctx, op: Op, operand):
    """Spec ``negate``: ``-x`` (integers wrap: ``-INT_MIN = INT_MIN``)."""
    return _rewrap(np.negative(operand), operand.dtype)


@evaluates("stablehlo.not")
def not_(ctx, op: Op, operand):
    """Spec ``not``: logical NOT for booleans, bitwise NOT for integers."""
    return _rewrap(np.invert(operand), operand.dtype)


@evaluates("stablehlo.popcnt")
def popcnt(ctx, op: Op, operand):
    """Spec ``popcnt``: number of set bits."""
    return integers.popcnt(operand, operand.dtype)


@evaluates("stablehlo.count_leading_zeros")
def count_leading_zeros(ctx, op: Op, operand):
    """Spec ``count_leading_zeros``: leading zero bits."""
    return integers.count_leading_zeros(operand, operand.dtype)


@evaluates("stablehlo.round_nearest_afz")
def round_nearest_afz(ctx, op: Op, operand):
    """Spec ``round_nearest_afz``: ties away from zero."""
    return floats.round_nearest_afz(operand)


@evaluates("stablehlo.sign")
def sign(ctx, op: Op, operand):
    """Spec ``sign``: -1/0/+1 for integers; -1/+-0/+1/NaN for floats; ``x / |x|`` (or 0) for complex."""
    if _is_int(operand):
        return np.sign(operand)
    if floats.is_complex(operand.dtype):
        magnitude = np.abs(operand)
        return np.where(magnitude == 0, operand * 0, operand / np.where(magnitude == 0, 1, magnitude)) \
            .astype(operand.dtype)
    return floats.sign(operand)


@evaluates("stablehlo.real")
def real(ctx, op: Op, operand):
    """Spec ``real``: real part (floats are their own real part)."""
    return np.real(operand).astype(result_dtype(op))


@evaluates("stablehlo.imag")
def imag(ctx, op: Op, operand):
    """Spec ``imag``: imaginary part (zero for floats)."""
    if floats.is_complex(operand.dtype):
        return np.imag(operand).astype(result_dtype(op))
    return np.zeros_like(operand)


@evaluates("stablehlo.reduce_precision")
def reduce_precision(ctx, op: Op, operand):
    """Spec ``reduce_precision``: round to ``exponent_bits``/``mantissa_bits`` on the bit pattern."""
    return floats.reduce_precision(operand, scalar_attr(op, "exponent_bits"), scalar_attr(op, "mantissa_bits"))


# --- binary ops ---

@evaluates("stablehlo.add")
def add(ctx, op: Op, lhs, rhs):
    """Spec ``add``: ``+`` (logical OR for booleans; integers wrap)."""
    return np.add(lhs, rhs)


@evaluates("stablehlo.subtract")
def subtract(ctx, op: Op, lhs, rhs):
    """Spec ``subtract``: ``-`` (integers wrap)."""
    return np.subtract(lhs, rhs)


@evaluates("stablehlo.multiply")
def multiply(ctx, op: Op, lhs, rhs):
    """Spec ``multiply``: ``*`` (logical AND for booleans; integers wrap)."""
    return np.multiply(lhs, rhs)


@evaluates("stablehlo.divide")
def divide(ctx, op: Op, lhs, rhs):
    """Spec ``divide``: truncating integer division (x/0 and INT_MIN/-1 as XLA), IEEE for floats."""
    if _is_int(lhs):
        return integers.divide(lhs, rhs, lhs.dtype)
    return np.divide(lhs, rhs)


@evaluates("stablehlo.remainder")
def remainder(ctx, op: Op, lhs, rhs):
    """Spec ``remainder``: sign of the dividend (``fmod``); integer x%0 = x as XLA."""
    if _is_int(lhs):
        return integers.remainder(lhs, rhs, lhs.dtype)
    if floats.is_complex(lhs.dtype):
        quotient = lhs / rhs
        truncated = np.trunc(quotient.real) + 1j * np.trunc(quotient.imag)
        return (lhs - rhs * truncated).astype(lhs.dtype)
    return np.fmod(lhs, rhs)


@evaluates("stablehlo.power")
def power(ctx, op: Op, lhs, rhs):
    """Spec ``power``: integer exponentiation (negative exponents truncate), IEEE ``pow`` for floats."""
    if _is_int(lhs):
        return integers.power(lhs, rhs, lhs.dtype)
    return np.power(lhs, rhs)


def _float_zero_sign_fix(result, lhs, rhs, prefer_negative: bool):
    """IEEE maximum/minimum order -0 < +0; NumPy returns either zero."""
    if np.count_nonzero(result) == np.size(result):  # no zero in the result: nothing to fix
        return result
    both_zero = (lhs == 0) & (rhs == 0)
    if not np.any(both_zero):
        return result
    negative = np.signbit(lhs.astype(np.float32)) | np.signbit(rhs.astype(np.float32)) if prefer_negative \
        else np.signbit(lhs.astype(np.float32)) & np.signbit(rhs.astype(np.float32))
    zero = np.where(negative, -np.zeros_like(result), np.zeros_like(result))
    return np.where(both_zero, zero, result).astype(result.dtype)


@evaluates("stablehlo.maximum")
def maximum(ctx, op: Op, lhs, rhs):
    """Spec ``maximum``: NaN-propagating, +0 > -0; lexicographic for complex; OR for booleans."""
    result = np.maximum(lhs, rhs)
    if floats.is_float(lhs.dtype):
        return _float_zero_sign_fix(result, lhs, rhs, prefer_negative=False)
    return result


@evaluates("stablehlo.minimum")
def minimum(ctx, op: Op, lhs, rhs):
    """Spec ``minimum``: NaN-propagating, -0 < +0; lexicographic for complex; AND for booleans."""
    result = np.minimum(lhs, rhs)
    if floats.is_float(lhs.dtype):
        return _float_zero_sign_fix(result, lhs, rhs, prefer_negative=True)
    return result


@evaluates("stablehlo.and")
def and_(ctx, op: Op, lhs, rhs):
    """Spec ``and``: logical/bitwise AND."""
    return np.bitwise_and(lhs, rhs)


@evaluates("stablehlo.or")
def or_(ctx, op: Op, lhs, rhs):
    """Spec ``or``: logical/bitwise OR."""
    return np.bitwise_or(lhs, rhs)


@evaluates("stablehlo.xor")
def xor(ctx, op: Op, lhs, rhs):
    """Spec ``xor``: logical/bitwise XOR."""
    return np.bitwise_xor(lhs, rhs)


@evaluates("stablehlo.shift_left")
def shift_left(ctx, op: Op, lhs, rhs):
    """Spec ``shift_left`` (shifts >= width give 0)."""
    return integers.shift_left(lhs, rhs, lhs.dtype)


@evaluates("stablehlo.shift_right_logical")
def shift_right_logical(ctx, op: Op, lhs, rhs):
    """Spec ``shift_right_logical`` (shifts >= width give 0)."""
    return integers.shift_right_logical(lhs, rhs, lhs.dtype)


@evaluates("stablehlo.shift_right_arithmetic")
def shift_right_arithmetic(ctx, op: Op, lhs, rhs):
    """Spec ``shift_right_arithmetic`` (shifts >= width fill with the sign bit)."""
    return integers.shift_right_arithmetic(lhs, rhs, lhs.dtype)


@evaluates("stablehlo.atan2")
def atan2(ctx, op: Op, lhs, rhs):
    """Spec ``atan2``: ``atan(lhs / rhs)`` in the right quadrant; complex:
    ``-i log((rhs + i lhs) / sqrt(lhs^2 + rhs^2))``."""
    if floats.is_complex(lhs.dtype):
        return (-1j * np.log((rhs + 1j * lhs) / np.sqrt(lhs * lhs + rhs * rhs))).astype(lhs.dtype)
    return np.arctan2(lhs, rhs)


@evaluates("stablehlo.complex")
def complex_(ctx, op: Op, lhs, rhs):
    """Spec ``complex``: ``lhs + i * rhs``."""
    result = np.empty(np.broadcast(lhs, rhs).shape, dtype=result_dtype(op))
    result.real, result.imag = lhs, rhs
    return result


_COMPARISONS = {"EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal, "GT": np.greater,
                "LE": np.less_equal, "LT": np.less}


def compare_values(lhs: np.ndarray, rhs: np.ndarray, direction: str, compare_type: str | None) -> np.ndarray:
    """``lhs <direction> rhs`` elementwise; TOTALORDER compares floats by their bits (``floats.total_order_key``).
    ``direction``/``compare_type`` are the enums' names (StableHLO's or CHLO's)."""
    ufunc = _COMPARISONS[direction]
    if compare_type == "TOTALORDER":
        return ufunc(floats.total_order_key(lhs), floats.total_order_key(rhs))
    return ufunc(lhs, rhs)


@evaluates("stablehlo.compare")
def compare(ctx, op: Op, lhs, rhs):
    """Spec ``compare``: ``comparison_direction`` under ``compare_type`` (TOTALORDER orders by bits)."""
    return compare_values(lhs, rhs, enum_value(op, "comparison_direction"), enum_value(op, "compare_type"))


@evaluates("stablehlo.select")
def select(ctx, op: Op, pred, on_true, on_false):
    """Spec ``select``: ``pred ? on_true : on_false`` (a scalar ``pred`` picks whole tensors)."""
    if pred.ndim == 0 and on_true.ndim != 0:
        return on_true if pred else on_false
    return np.where(pred, on_true, on_false)


@evaluates("stablehlo.clamp")
def clamp(ctx, op: Op, min_, operand, max_):
    """Spec ``clamp``: ``min(max(operand, min), max)`` with NaN propagation."""
    return minimum(ctx, op, maximum(ctx, op, operand, min_), max_).astype(operand.dtype)


@evaluates("stablehlo.map")
def map_(ctx, op: Op, *inputs):
    """Spec ``map``: apply ``computation`` elementwise; run once on whole arrays when the
    body is elementwise, else per element."""
    (result,) = map_region(ctx, op.regions[0], inputs, inputs[0].shape, [result_dtype(op)])
    return result
