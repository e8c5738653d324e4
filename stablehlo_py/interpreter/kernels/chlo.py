"""Kernels of the ``chlo`` family (spec/current/chlo.md), one function per mnemonic except the
``broadcast_*`` arithmetic, which is one kernel over a table.

Float math (acos ... zeta) is computed in float64 (complex128) for narrower
types and rounded once to the element type, like the reference interpreter's
``mapWithUpcastToDouble`` (the inverse trigonometric and hyperbolic functions and tan of float32, float16
and bfloat16 in float32 under the run's fast numerics, ``ctx.numerics``); the special functions are in
``numerics.special`` and ``numerics.special_gamma``.
The ``broadcast_*`` ops broadcast NumPy-style (with ``broadcast_dimensions``
mapping the lower-rank operand's dimensions into the result, as XLA) and then
reuse the StableHLO elementwise kernels.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...ir.attributes import DenseElementsAttr
from ...numerics import floats, integers, special, special_gamma
from ...ir.dtypes import dtype_of
from ..errors import InterpreterError
from ..registry import kernel
from . import elementwise
from ._common import result_shape
from .dot import contract
from .shape import constant_array


# --- trigonometric and hyperbolic functions (real and complex) ---

@kernel("chlo.acos")
def acos(ctx, attrs, operand):
    """``chlo.acos``: arccosine (principal branch for complex)."""
    return floats.in_f64(operand, np.arccos, ctx.numerics)


@kernel("chlo.acosh")
def acosh(ctx, attrs, operand):
    """``chlo.acosh``: inverse hyperbolic cosine (NaN below 1 for reals)."""
    return floats.in_f64(operand, np.arccosh, ctx.numerics)


@kernel("chlo.asin")
def asin(ctx, attrs, operand):
    """``chlo.asin``: arcsine."""
    return floats.in_f64(operand, np.arcsin, ctx.numerics)


@kernel("chlo.asinh")
def asinh(ctx, attrs, operand):
    """``chlo.asinh``: inverse hyperbolic sine."""
    return floats.in_f64(operand, np.arcsinh, ctx.numerics)


@kernel("chlo.atan")
def atan(ctx, attrs, operand):
    """``chlo.atan``: arctangent."""
    return floats.in_f64(operand, np.arctan, ctx.numerics)


@kernel("chlo.atanh")
def atanh(ctx, attrs, operand):
    """``chlo.atanh``: inverse hyperbolic tangent (+-inf at +-1, NaN beyond for reals)."""
    return floats.in_f64(operand, np.arctanh, ctx.numerics)


def _hull_kernel(z: np.ndarray) -> np.ndarray:
    """``sqrt(A^2 - |x|^2) + i acosh(A)`` with ``A = (|z + 1| + |z - 1|) / 2`` (Hull et al.'s asin/acos of
    ``z = x + iy``); ``acosh(A)`` is taken as ``|Im asin(z)|``, which keeps its accuracy for tiny ``y``."""
    x = np.abs(z.real)
    a = (np.abs(z + 1) + np.abs(z - 1)) / 2
    return np.sqrt(np.maximum((a - x) * (a + x), 0)) + 1j * np.abs(np.arcsin(z).imag)


@kernel("chlo._asin_acos_kernel")
def asin_acos_kernel(ctx, attrs, operand):
    """``chlo._asin_acos_kernel``: the ``w`` of ``asin(z) = complex(atan2(z.real, w.real), sign(z.imag) *
    w.imag)`` and ``acos(z) = complex(atan2(w.real, z.real), -sign(z.imag) * w.imag)`` (chlo.md)."""
    return floats.in_f64(operand, _hull_kernel)


def _exp_of_shifted(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(e^(x + log 1/2), e^(-x + log 1/2))`` with the sums rounded to float32, as the upstream
    CHLO decomposition (and XLA) computes cosh/sinh of f32 and narrower types; the conformance
    data's expected values carry that rounding of the exponent (several f32 ULPs for |x| > 8)."""
    log_half = np.float32(np.log(0.5))
    narrow = x.astype(np.float32)
    up = np.exp((narrow + log_half).astype(np.float64)).astype(np.float32)
    down = np.exp((log_half - narrow).astype(np.float64)).astype(np.float32)
    return up, down


def _narrow_real(x: np.ndarray) -> bool:
    return floats.is_float(x.dtype) and x.dtype != np.float64


@kernel("chlo.cosh")
def cosh(ctx, attrs, operand):
    """``chlo.cosh``: hyperbolic cosine; real types narrower than f64 as upstream's
    ``e^(x + log 1/2) + e^(-x + log 1/2)`` in f32 (implementation-defined accuracy)."""
    if _narrow_real(operand):
        up, down = _exp_of_shifted(operand)
        return (up + down).astype(operand.dtype)
    return floats.in_f64(operand, np.cosh)


@kernel("chlo.sinh")
def sinh(ctx, attrs, operand):
    """``chlo.sinh``: hyperbolic sine; for |x| >= 1 and real types narrower than f64 as upstream's
    ``e^(x + log 1/2) - e^(-x + log 1/2)`` in f32 (implementation-defined accuracy)."""
    exact = floats.in_f64(operand, np.sinh)
    if not _narrow_real(operand):
        return exact
    up, down = _exp_of_shifted(operand)
    return np.where(np.abs(operand.astype(np.float32)) >= 1, (up - down).astype(operand.dtype), exact)


@kernel("chlo.tan")
def tan(ctx, attrs, operand):
    """``chlo.tan``: tangent."""
    return floats.in_f64(operand, np.tan, ctx.numerics)


@kernel("chlo.conj")
def conj(ctx, attrs, operand):
    """``chlo.conj``: complex conjugate."""
    return np.conj(operand)


# --- special functions (real floats) ---

@kernel("chlo.erf")
def erf(ctx, attrs, operand):
    """``chlo.erf``: the error function."""
    return floats.in_f64(operand, special.erf)


@kernel("chlo.erfc")
def erfc(ctx, attrs, operand):
    """``chlo.erfc``: ``1 - erf(x)``."""
    return floats.in_f64(operand, special.erfc)


@kernel("chlo.erf_inv")
def erf_inv(ctx, attrs, operand):
    """``chlo.erf_inv``: inverse of erf on [-1, 1], as upstream's CHLO decomposition (and XLA) compute it
    (``special.erf_inv``): float64 in float64, every other float type in float32, rounded back once."""
    if operand.dtype == np.float64:
        return special.erf_inv(operand)
    return special.erf_inv(operand.astype(np.float32)).astype(operand.dtype)


@kernel("chlo.lgamma")
def lgamma(ctx, attrs, operand):
    """``chlo.lgamma``: ``log |Gamma(x)|``."""
    return floats.in_f64(operand, special_gamma.lgamma)


@kernel("chlo.digamma")
def digamma(ctx, attrs, operand):
    """``chlo.digamma``: derivative of lgamma."""
    return floats.in_f64(operand, special_gamma.digamma)


@kernel("chlo.bessel_i1e")
def bessel_i1e(ctx, attrs, operand):
    """``chlo.bessel_i1e``: exponentially scaled modified Bessel function of the first kind, order 1."""
    return floats.in_f64(operand, special.bessel_i1e)


def _binary_in_f64(lhs: np.ndarray, rhs: np.ndarray, fn) -> np.ndarray:
    return np.asarray(fn(lhs.astype(np.float64), rhs.astype(np.float64))).astype(lhs.dtype)


@kernel("chlo.polygamma")
def polygamma(ctx, attrs, n, x):
    """``chlo.polygamma``: n-th derivative of digamma."""
    return _binary_in_f64(n, x, special_gamma.polygamma)


@kernel("chlo.zeta")
def zeta(ctx, attrs, x, q):
    """``chlo.zeta``: Hurwitz zeta ``sum_n (q + n)^-x``."""
    return _binary_in_f64(x, q, special_gamma.zeta)


@kernel("chlo.next_after")
def next_after(ctx, attrs, x, y):
    """``chlo.next_after``: the representable value after ``x`` towards ``y`` (C++ std::nextafter:
    ``y`` when equal, NaN when either is NaN, the smallest subnormal with ``y``'s sign from zero)."""
    x, y = np.broadcast_arrays(x, y)
    wide_x, wide_y = x.astype(np.float64), y.astype(np.float64)
    bits = floats.bits_of(x).astype(np.int64)
    away_from_zero = (wide_y > wide_x) == (wide_x > 0)
    stepped = np.where(away_from_zero, bits + 1, bits - 1)
    sign_bit = 1 << (floats.format_width(x.dtype) - 1)
    from_zero = np.where(np.signbit(wide_y), sign_bit | 1, 1)
    stepped = np.where(wide_x == 0, from_zero, stepped)
    result = stepped.astype(floats.bits_of(x).dtype).view(x.dtype)
    result = np.where(wide_x == wide_y, y, result)
    return np.where(np.isnan(wide_x) | np.isnan(wide_y), np.array(np.nan).astype(x.dtype), result)


# --- classification and simple arithmetic ---

@kernel("chlo.is_inf")
def is_inf(ctx, attrs, operand):
    """``chlo.is_inf``: +inf or -inf."""
    return np.isinf(operand.astype(np.float64))


@kernel("chlo.is_neg_inf")
def is_neg_inf(ctx, attrs, operand):
    """``chlo.is_neg_inf``: -inf."""
    return operand.astype(np.float64) == -np.inf


@kernel("chlo.is_pos_inf")
def is_pos_inf(ctx, attrs, operand):
    """``chlo.is_pos_inf``: +inf."""
    return operand.astype(np.float64) == np.inf


@kernel("chlo.square")
def square(ctx, attrs, operand):
    """``chlo.square``: ``x * x`` (floats and complex numbers)."""
    return np.multiply(operand, operand)


@kernel("chlo.mulhi")
def mulhi(ctx, attrs, lhs, rhs):
    """``chlo.mulhi``: the high N bits of the 2N-bit product of two N-bit integers."""
    dtype = lhs.dtype
    width = integers.bit_width(dtype)
    signed = integers.is_signed(dtype)
    if width <= 32:
        wide = np.int64 if signed else np.uint64
        product = integers.widen(lhs).astype(wide) * integers.widen(rhs).astype(wide)
        return integers.wrap(product >> wide(width), dtype)
    a, b = lhs.view(np.uint64), rhs.view(np.uint64)
    high = _unsigned_high_product(a, b)
    if signed:  # two's complement: subtract the other factor for each negative one (mod 2^64)
        high = high - np.where(lhs < 0, b, np.uint64(0)) - np.where(rhs < 0, a, np.uint64(0))
    return high.view(dtype)


def _unsigned_high_product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """High 64 bits of the 128-bit product of uint64 arrays, from 32-bit halves."""
    low_mask, shift = np.uint64(0xFFFFFFFF), np.uint64(32)
    a_lo, a_hi, b_lo, b_hi = a & low_mask, a >> shift, b & low_mask, b >> shift
    lo_lo, hi_lo, lo_hi, hi_hi = a_lo * b_lo, a_hi * b_lo, a_lo * b_hi, a_hi * b_hi
    middle = (lo_lo >> shift) + (hi_lo & low_mask) + lo_hi
    return hi_hi + (hi_lo >> shift) + (middle >> shift)


# --- constants ---

def _dtype(attrs, index: int = 0) -> np.dtype:
    """The NumPy dtype of the op's result ``index``."""
    return dtype_of(attrs.result_types[index].element_type)


@kernel("chlo.constant")
def constant(ctx, attrs):
    """``chlo.constant``: the ``value`` attribute (dense or dense_resource), as ``stablehlo.constant``."""
    return constant_array(ctx, attrs.value)


@kernel("chlo.constant_like")
def constant_like(ctx, attrs, operand):
    """``chlo.constant_like``: a splat of the scalar ``value`` with the operand's shape."""
    value = attrs.value
    scalar = value.array if isinstance(value, DenseElementsAttr) else value.value
    return np.full(operand.shape, np.asarray(scalar).reshape(()), dtype=_dtype(attrs))


# --- broadcasting binary ops ---

def _broadcast(dims: Sequence[int] | None, *operands: np.ndarray) -> list[np.ndarray]:
    """Operands broadcast to one shape; with ``broadcast_dimensions``, the lower-rank operand's
    dimension i is the result's dimension ``broadcast_dimensions[i]`` (XLA's rule)."""
    if dims:
        rank = max(x.ndim for x in operands)
        placed = []
        for x in operands:
            if x.ndim < rank and x.ndim == len(dims):
                shape = [1] * rank
                for source, target in enumerate(dims):
                    shape[target] = x.shape[source]
                x = x.reshape(shape)
            placed.append(x)
        operands = tuple(placed)
    return np.broadcast_arrays(*operands)


# chlo.broadcast_<x> -> the kernel of the op it broadcasts for; the elementwise kernels read nothing
# from their attributes, so they are given the chlo op's.
_BROADCASTING = {
    "chlo.broadcast_add": elementwise.add,
    "chlo.broadcast_and": elementwise.and_,
    "chlo.broadcast_atan2": elementwise.atan2,
    "chlo.broadcast_divide": elementwise.divide,
    "chlo.broadcast_maximum": elementwise.maximum,
    "chlo.broadcast_minimum": elementwise.minimum,
    "chlo.broadcast_multiply": elementwise.multiply,
    "chlo.broadcast_next_after": next_after,
    "chlo.broadcast_or": elementwise.or_,
    "chlo.broadcast_polygamma": polygamma,
    "chlo.broadcast_power": elementwise.power,
    "chlo.broadcast_remainder": elementwise.remainder,
    "chlo.broadcast_shift_left": elementwise.shift_left,
    "chlo.broadcast_shift_right_arithmetic": elementwise.shift_right_arithmetic,
    "chlo.broadcast_shift_right_logical": elementwise.shift_right_logical,
    "chlo.broadcast_subtract": elementwise.subtract,
    "chlo.broadcast_xor": elementwise.xor,
    "chlo.broadcast_zeta": zeta,
}


@kernel(*_BROADCASTING)
def broadcasting(ctx, attrs, lhs, rhs):
    """``chlo.broadcast_<x>``: the kernel of ``<x>`` (``_BROADCASTING``) on the broadcast operands."""
    return _BROADCASTING[attrs.op.name](ctx, attrs, *_broadcast(attrs.broadcast_dimensions, lhs, rhs))


@kernel("chlo.broadcast_compare")
def broadcast_compare(ctx, attrs, lhs, rhs):
    """``chlo.broadcast_compare``: ``comparison_direction`` on the broadcast operands, under ``compare_type``
    (TOTALORDER orders floats by their bits), as ``stablehlo.compare``."""
    lhs, rhs = _broadcast(attrs.broadcast_dimensions, lhs, rhs)
    return elementwise.compare_values(lhs, rhs, attrs.comparison_direction, attrs.compare_type)


@kernel("chlo.broadcast_complex")
def broadcast_complex(ctx, attrs, lhs, rhs):
    """``chlo.broadcast_complex``: ``lhs + i * rhs`` on the broadcast operands."""
    lhs, rhs = _broadcast(attrs.broadcast_dimensions, lhs, rhs)
    result = np.empty(lhs.shape, dtype=_dtype(attrs))
    result.real, result.imag = lhs, rhs
    return result


@kernel("chlo.broadcast_select")
def broadcast_select(ctx, attrs, pred, on_true, on_false):
    """``chlo.broadcast_select``: ``pred ? on_true : on_false`` after broadcasting all three."""
    pred, on_true, on_false = np.broadcast_arrays(pred, on_true, on_false)
    return np.where(pred, on_true, on_false)


# --- top_k, scan, ragged_dot ---

def _order_keys(x: np.ndarray, largest: bool) -> list[np.ndarray]:
    """``np.lexsort`` keys (least significant first) ordering ``x`` from largest to smallest (``largest``)
    or from smallest to largest: floats by IEEE totalOrder (NaN above +inf), complex by (real, imag)."""
    def ordered(part: np.ndarray) -> np.ndarray:
        if floats.is_float(part.dtype):
            key = floats.total_order_key(part)
        elif part.dtype == np.bool_:
            key = part.astype(np.uint8)
        else:
            key = integers.widen(part)
        return ~key if largest else key

    if floats.is_complex(x.dtype):
        return [ordered(x.imag), ordered(x.real)]
    return [ordered(x)]


def top_k_along_last(operand: np.ndarray, k: int, index_dtype: np.dtype,
                     largest: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """The ``k`` largest (or smallest) entries along the last dimension and their indices, ties in index
    order (a stable sort); shared with ``custom_call @mhlo.topk`` (``custom_calls/xla_named.py``) and
    ``@stablehlo.dynamic_top_k`` (``custom_calls/dynamic.py``)."""
    if operand.ndim == 0 or not 0 <= k <= operand.shape[-1]:
        raise InterpreterError(f"k = {k} must be between 0 and the last dimension's size")
    order = np.lexsort(_order_keys(operand, largest), axis=-1)[..., :k]
    return np.take_along_axis(operand, order, axis=-1), order.astype(index_dtype)


@kernel("chlo.top_k")
def top_k(ctx, attrs, operand):
    """``chlo.top_k``: the ``k`` largest entries along the last dimension and their indices, ties
    in index order (a stable sort, which also satisfies ``is_stable = false``)."""
    return top_k_along_last(operand, attrs.k, _dtype(attrs, 1))


@kernel("chlo.scan")
def scan(ctx, attrs, *operands):
    """``chlo.scan``: run the body once per position along ``dimension`` (reversed with
    ``is_reverse``) on the inputs' slices and the carries; the body returns the outputs'
    slices at that position, then the new carries."""
    n_inputs = attrs.operandSegmentSizes[0]
    inputs, carries = operands[:n_inputs], list(operands[n_inputs:])
    result_types = attrs.result_types
    n_outputs = len(result_types) - len(carries)
    dimension = attrs.dimension
    # the scanned length: the inputs', else the outputs' (static) one, else the declared scan_dim_size
    length = (inputs[0].shape[dimension] if inputs else result_shape(attrs.op)[dimension] if n_outputs
              else attrs.scan_dim_size)
    outputs: list = [None] * n_outputs  # each made on its first slice: (length,) inserted at ``dimension``
    positions = range(length - 1, -1, -1) if attrs.is_reverse else range(length)
    body = attrs.op.regions[0]
    for position in positions:
        slices = [np.take(x, position, axis=dimension) for x in inputs]
        returned = ctx.run_region(body, slices + carries)
        at = (slice(None),) * dimension + (position,)
        for i, value in enumerate(returned[:n_outputs]):
            if outputs[i] is None:
                value = np.asarray(value)
                shape = value.shape[:dimension] + (length,) + value.shape[dimension:]
                outputs[i] = np.empty(shape, dtype=_dtype(attrs, i))
            outputs[i][at] = value
        carries = returned[n_outputs:]
    outputs = [np.empty(result_shape(attrs.op, i), dtype=_dtype(attrs, i)) if o is None else o  # nothing scanned
               for i, o in enumerate(outputs)]
    results = outputs + list(carries)
    return results[0] if len(results) == 1 else tuple(results)


def _group_members(group_sizes: np.ndarray, group: int, length: int) -> np.ndarray:
    """Whether each position ``0 <= p < length`` of the ragged dimension is in ``group``
    (groups are consecutive runs of ``group_sizes[..., g]`` positions); shape ``group_sizes.shape[:-1] + (length,)``."""
    ends = np.cumsum(integers.widen(group_sizes), axis=-1)
    starts = ends - integers.widen(group_sizes)
    positions = np.arange(length)
    return (starts[..., group, None] <= positions) & (positions < ends[..., group, None])


def _placed(mask: np.ndarray, rank: int, leading_axes, axis: int) -> np.ndarray:
    """``mask`` (leading dims then one position dim) reshaped to broadcast along ``rank`` axes:
    its leading dims at ``leading_axes``, its last dim at ``axis``."""
    shape = [1] * rank
    for source, target in enumerate(leading_axes):
        shape[target] = mask.shape[source]
    shape[axis] = mask.shape[-1]
    return mask.reshape(shape)


@kernel("chlo.ragged_dot")
def ragged_dot(ctx, attrs, lhs, rhs, group_sizes):
    """``chlo.ragged_dot``: a dot_general whose lhs ragged dimension is cut into consecutive groups.

    Mode 1 (ragged non-contracting dim ``m``): rows of group g use ``rhs``'s slice g of its group
    dimension. Mode 2 (ragged contracting dim): one result per group (new leading dim), each
    contracting over its group's positions only. Mode 3 (ragged batch dim): an ordinary batched
    dot. Positions past the last group contribute zeros.
    """
    numbers = attrs.ragged_dot_dimension_numbers
    lb, rb = numbers.lhs_batching_dimensions, numbers.rhs_batching_dimensions
    lc, rc = numbers.lhs_contracting_dimensions, numbers.rhs_contracting_dimensions
    (ragged,) = numbers.lhs_ragged_dimensions
    dtype = _dtype(attrs)
    n_groups = group_sizes.shape[-1]
    batch_axes = range(group_sizes.ndim - 1)  # group_sizes' leading dims are the batch dims
    zero = np.zeros((), dtype=dtype)
    if ragged in lc:  # mode 2
        members = [_group_members(group_sizes, g, lhs.shape[ragged]) for g in range(n_groups)]
        lhs_batch = [lb[i] for i in batch_axes]
        parts = [contract(np.where(_placed(m, lhs.ndim, lhs_batch, ragged), lhs, np.zeros((), lhs.dtype)),
                          rhs, lb, rb, lc, rc, dtype) for m in members]
        return np.stack(parts).astype(dtype)
    if ragged in lb:  # mode 3
        result = contract(lhs, rhs, lb, rb, lc, rc, dtype)
        in_any_group = np.cumsum(integers.widen(group_sizes))[-1] > np.arange(lhs.shape[ragged])
        return np.where(_placed(in_any_group, result.ndim, (), lb.index(ragged)), result, zero)
    (group_dim,) = numbers.rhs_group_dimensions
    rb_g, rc_g = (tuple(d - (d > group_dim) for d in ds) for ds in (rb, rc))
    free = [d for d in range(lhs.ndim) if d not in lb and d not in lc]
    axis = len(lb) + free.index(ragged)
    rhs_free = [d for d in range(rhs.ndim) if d not in rb and d not in rc and d != group_dim]
    result = np.zeros([lhs.shape[d] for d in (*lb, *free)] + [rhs.shape[d] for d in rhs_free], dtype=dtype)
    for g in range(n_groups):  # mode 1
        part = contract(lhs, np.take(rhs, g, axis=group_dim), lb, rb_g, lc, rc_g, dtype)
        mask = _placed(_group_members(group_sizes, g, lhs.shape[ragged]), result.ndim, batch_axes, axis)
        result = np.where(mask, part, result)
    return result
