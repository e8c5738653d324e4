"""Kernels of the ``convolution`` family: spec ``convolution`` and ``dynamic_conv`` (convolution whose
padding is an operand).

Vectorized as an im2col: the lhs is transposed to ``[batch, spatial..., feature]``,
dilated and padded in one strided assignment (negative padding drops edge
elements), its windows are taken with ``sliding_window_view`` (window strides
and ``rhs_dilation`` become slice steps), and one batched ``np.matmul`` per kernel
tap computes every feature group / batch group at once; the taps' products are
added in row-major tap order, the reference interpreter's summation order (the
spec leaves it implementation-defined). ``window_reversal`` reverses the lhs
window, which gives the same dot products as reversing the kernel.

Accumulation: integers exactly in 64 bits, wrapped to the result width at the
end; floats in float32 at least (f16/bf16/f8 inputs accumulate in f32), float64
when an operand or the result is f64; complex likewise. ``precision_config`` is
ignored, as the upstream reference interpreter ignores it: NumPy computes at the
full precision of the accumulation type, i.e. at least ``HIGHEST``.
Quantized convolutions run here on dequantized operands (interpreter/quantized.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ...ir.attributes import ConvDimensionNumbersAttr
from ...ir.nodes import Op
from ...numerics import floats, integers
from ..errors import InterpreterError
from ..registry import kernel
from ._common import as_accumulation_dtype, operand_ints, result_dtype
from .shape import pad_array

# Largest magnitude float64 holds exactly: integer products summed below it are exact in BLAS.
_FLOAT64_EXACT = 2 ** 53


@dataclass(frozen=True)
class ConvConfig:
    """Everything of a convolution except its operands (spec convolution inputs I3-I18): the fields of
    the op's typed attributes, for a convolution whose padding is not an attribute (dynamic_conv, tests).
    ``padding`` holds one ``(low, high)`` pair per spatial dimension."""

    dimension_numbers: ConvDimensionNumbersAttr
    window_strides: Sequence[int]
    padding: Sequence[Sequence[int]]
    lhs_dilation: Sequence[int]
    rhs_dilation: Sequence[int]
    window_reversal: Sequence[bool]
    feature_group_count: int = 1
    batch_group_count: int = 1


@kernel("stablehlo.convolution")
def convolution(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """Spec ``convolution``: the typed attributes are the configuration (missing window attributes take
    the defaults the op table declares)."""
    return _checked(attrs.op, convolve(lhs, rhs, attrs, result_dtype(attrs.op)))


@kernel("stablehlo.dynamic_conv")
def dynamic_conv(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray, padding: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_conv``: convolution with ``padding`` given as a ``[N - 2, 2]`` integer operand. The
    window attributes must have one entry per spatial dimension (C2, C5, C7, C9), which upstream's
    verifier checks only when ``padding`` is a constant."""
    spatial = lhs.ndim - 2
    for name, label in (("window_strides", "C2"), ("lhs_dilation", "C5"), ("rhs_dilation", "C7"),
                        ("window_reversal", "C9")):
        if len(getattr(attrs, name)) != spatial:
            raise InterpreterError(f"{name} has {len(getattr(attrs, name))} entries, the convolution {spatial} "
                                   "spatial dimension(s)", constraint=label)
    flat = operand_ints(padding)
    config = ConvConfig(attrs.dimension_numbers, attrs.window_strides, tuple(zip(flat[0::2], flat[1::2])),
                        attrs.lhs_dilation, attrs.rhs_dilation, attrs.window_reversal, attrs.feature_group_count,
                        attrs.batch_group_count)
    return _checked(attrs.op, convolve(lhs, rhs, config, result_dtype(attrs.op)))


def _checked(op: Op, result: np.ndarray) -> np.ndarray:
    """``result``, unless its shape is not the declared one (a static result type)."""
    declared = op.result_types[0].shape
    if declared is not None and None not in declared and tuple(declared) != result.shape:
        raise InterpreterError(f"computed result shape {list(result.shape)} differs from the declared "
                               f"{list(declared)}", constraint="C25")
    return result


def convolve(lhs: np.ndarray, rhs: np.ndarray, config: ConvConfig, dtype: np.dtype) -> np.ndarray:
    """The convolution of ``lhs`` and ``rhs`` as spec ``convolution`` defines it, as ``dtype``; ``config`` is
    a ``ConvConfig`` or the typed attributes of a ``stablehlo.convolution`` (the same fields)."""
    numbers = config.dimension_numbers
    groups_f, groups_b = config.feature_group_count, config.batch_group_count
    _check_groups(lhs, rhs, numbers, groups_f, groups_b)
    acc = _accumulation_dtype(lhs.dtype, dtype)
    # canonical layouts: lhs [n, spatial..., c], rhs [spatial..., i, o]
    x = np.transpose(lhs, (numbers.input_batch_dimension, *numbers.input_spatial_dimensions,
                           numbers.input_feature_dimension))
    k = np.transpose(rhs, (*numbers.kernel_spatial_dimensions, numbers.kernel_input_feature_dimension,
                           numbers.kernel_output_feature_dimension))
    x = _dilate_and_pad(as_accumulation_dtype(x, acc), config.lhs_dilation, config.padding)
    kernel_sizes = k.shape[:-2]
    windows = [0 if size == 0 else (size - 1) * r + 1 for size, r in zip(kernel_sizes, config.rhs_dilation)]
    out_sizes = [0 if p == 0 or w > p else (p - w) // s + 1
                 for p, w, s in zip(x.shape[1:-1], windows, config.window_strides)]
    groups = groups_f * groups_b
    batch, in_group = x.shape[0] // groups_b, x.shape[-1] // groups_f
    out_features = k.shape[-1]
    canonical_shape = (batch, *out_sizes, out_features)
    order = np.argsort((numbers.output_batch_dimension, *numbers.output_spatial_dimensions,
                        numbers.output_feature_dimension))
    contraction = in_group * int(np.prod(kernel_sizes, dtype=np.int64))
    if contraction == 0 or 0 in canonical_shape:
        return np.zeros(tuple(canonical_shape[i] for i in order), dtype)

    reversed_axes = tuple(d for d, flip in enumerate(config.window_reversal) if flip)
    if reversed_axes:
        k = np.flip(k, reversed_axes)
    if groups == 1 and all(stride == 1 for stride in config.window_strides):
        product = _shifted_rows(x, as_accumulation_dtype(k, acc), config.rhs_dilation, out_sizes)
        return _to_result(product.transpose(order), dtype)
    a = _grouped_patches(x, windows, config, groups_b, groups_f)  # [groups, taps, batch * windows, i]
    taps = a.shape[1]
    # kernel [groups, taps, i, o per group]: group g takes output feature block g (spec split along
    # kernel_output_feature_dimension); the results' blocks line up again as features (spec concatenate)
    b = as_accumulation_dtype(k, acc).reshape(*kernel_sizes, in_group, groups, out_features // groups)
    b = np.moveaxis(b, -2, 0).reshape(groups, taps, in_group, out_features // groups)
    # One matmul per kernel tap (every group at once), added tap after tap: the window is summed in
    # the order the reference interpreter uses (taps in row-major order, each over the input
    # features), which XLA's expected values follow closely enough where products cancel.
    product = _matmul(a[:, 0], b[:, 0])  # [groups, batch * windows, o per group]
    for tap in range(1, taps):
        product += _matmul(a[:, tap], b[:, tap])
    product = np.moveaxis(product.reshape(groups, batch, *out_sizes, -1), 0, -2)
    return _to_result(product.reshape(canonical_shape).transpose(order), dtype)


def _shifted_rows(x: np.ndarray, k: np.ndarray, rhs_dilation: Sequence[int], out_sizes: Sequence[int]) -> np.ndarray:
    """The ungrouped stride-1 convolution of the padded ``[n, spatial..., c]`` ``x`` with ``k``
    (``[spatial..., i, o]``), as ``[n, out..., o]``, without im2col: with ``x`` as rows of ``c`` features,
    kernel tap ``t`` reads for output row ``r`` the input row ``r + offset(t)``, so each tap is one matmul
    of a contiguous block of rows (the outputs of every padded position, the ones past the window's reach
    dropped at the end). Taps are summed in row-major order, each over the input features: the order of
    ``convolve``'s im2col path."""
    x = np.ascontiguousarray(x)
    rows = x.reshape(-1, x.shape[-1])
    spatial = x.shape[1:-1]
    row_steps = [int(np.prod(spatial[d + 1:], dtype=np.int64)) for d in range(len(spatial))]
    taps = list(np.ndindex(*k.shape[:-2]))
    offsets = [sum(t * r * step for t, r, step in zip(tap, rhs_dilation, row_steps)) for tap in taps]
    length = rows.shape[0] - offsets[-1]  # the last tap reaches furthest; the valid outputs are below
    width = k.shape[-1]
    full = np.empty((rows.shape[0], width), dtype=np.result_type(rows, k))
    product = full[:length]
    if rows.dtype.kind in "iu":
        product[...] = _matmul(rows[offsets[0]:offsets[0] + length], k[taps[0]])
    else:
        np.matmul(rows[offsets[0]:offsets[0] + length], k[taps[0]], out=product)
    for tap, offset in zip(taps[1:], offsets[1:]):
        product += _matmul(rows[offset:offset + length], k[tap])
    return full.reshape(x.shape[0], *spatial, width)[(slice(None), *(slice(0, n) for n in out_sizes))]


def _grouped_patches(x: np.ndarray, windows: list[int], config: ConvConfig, groups_b: int,
                     groups_f: int) -> np.ndarray:
    """im2col of the padded ``[n, spatial..., c]`` lhs: ``[groups, kernel taps, batch * windows, c]``.

    Window starts step by ``window_strides``, taps inside a window by ``rhs_dilation``. Batch splits
    into (batch groups, batch) and features into (feature groups, features): group ``g`` is the lhs
    batch or feature block ``g`` (spec: ``split`` along input_batch / input_feature dimension).
    """
    spatial_axes = tuple(range(1, x.ndim - 1))
    view = sliding_window_view(x, windows, axis=spatial_axes) if spatial_axes else x  # [n, pos..., c, tap...]
    steps = (slice(None), *(slice(None, None, s) for s in config.window_strides), slice(None),
             *(slice(None, None, r) for r in config.rhs_dilation))
    patches = view[steps]
    n_spatial = len(spatial_axes)
    out_sizes, taps = patches.shape[1:n_spatial + 1], patches.shape[n_spatial + 2:]
    patches = patches.reshape(groups_b, -1, *out_sizes, groups_f, x.shape[-1] // groups_f, *taps)
    # -> [batch groups, feature groups, tap..., batch, pos..., c]: one contiguous [batch * windows, c]
    # block per tap
    patches = patches.transpose(0, n_spatial + 2, *range(n_spatial + 4, 2 * n_spatial + 4), 1,
                                *range(2, n_spatial + 2), n_spatial + 3)
    n_taps = int(np.prod(taps, dtype=np.int64))
    return patches.reshape(groups_b * groups_f, n_taps, -1, patches.shape[-1])


def _check_groups(lhs: np.ndarray, rhs: np.ndarray, numbers: ConvDimensionNumbersAttr,
                  groups_f: int, groups_b: int) -> None:
    """The constraints the grouped reshapes rely on (C10, C11, C14-C16, C21-C23)."""
    batch = lhs.shape[numbers.input_batch_dimension]
    features = lhs.shape[numbers.input_feature_dimension]
    kernel_in = rhs.shape[numbers.kernel_input_feature_dimension]
    kernel_out = rhs.shape[numbers.kernel_output_feature_dimension]
    problems = [
        (groups_f < 1 or groups_b < 1, "C21-C22", "group counts must be positive"),
        (groups_f > 1 and groups_b > 1, "C23", "feature_group_count = 1 or batch_group_count = 1"),
        (batch % groups_b != 0, "C10", "dim(lhs, input_batch_dimension) % batch_group_count = 0"),
        (features % groups_f != 0, "C11", "dim(lhs, input_feature_dimension) % feature_group_count = 0"),
        (kernel_in * groups_f != features, "C14",
         "dim(rhs, kernel_input_feature_dimension) = dim(lhs, input_feature_dimension) / feature_group_count"),
        (kernel_out % (groups_f * groups_b) != 0, "C15-C16",
         "dim(rhs, kernel_output_feature_dimension) must be divisible by the group count"),
    ]
    for failed, label, message in problems:
        if failed:
            raise InterpreterError(message, constraint=label)


def _accumulation_dtype(operand: np.dtype, result: np.dtype) -> np.dtype:
    """Integers (and i1) in 64 bits; floats and complex in at least f32 / the wider of operand and result."""
    if not (floats.is_float(operand) or floats.is_complex(operand)):
        return np.dtype(np.uint64) if operand == np.uint64 else np.dtype(np.int64)
    wide = np.dtype(np.float64) in (operand, result) or np.dtype(np.complex128) in (operand, result)
    if floats.is_complex(operand) or floats.is_complex(result):
        return np.dtype(np.complex128 if wide else np.complex64)
    return np.dtype(np.float64 if wide else np.float32)


def _dilate_and_pad(x: np.ndarray, dilation: Sequence[int], padding: Sequence[Sequence[int]]) -> np.ndarray:
    """Spec ``pad(lhs, 0, low, high, interior = lhs_dilation - 1)`` on the spatial axes of ``[n, spatial..., c]``."""
    low, high = tuple(int(p[0]) for p in padding), tuple(int(p[1]) for p in padding)
    return pad_array(x, np.zeros((), x.dtype), (0, *low, 0), (0, *high, 0), (0, *(d - 1 for d in dilation), 0))


def _matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a @ b``; integers exactly: through float64 BLAS when every partial sum is below 2**53,
    otherwise NumPy's integer matmul (which wraps modulo 2**64, as the result will be wrapped)."""
    if a.dtype.kind in "iu":
        bound = max(abs(int(a.max())), abs(int(a.min()))) * max(abs(int(b.max())), abs(int(b.min())))
        if bound * a.shape[-1] < _FLOAT64_EXACT:
            return np.matmul(a.astype(np.float64), b.astype(np.float64)).astype(a.dtype)
    return np.matmul(a, b)


def _to_result(values: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """The accumulated values as ``dtype``: i1 is "any product true", integers wrap to their width."""
    if dtype == np.bool_:
        return values != 0
    if values.dtype.kind in "iu":
        return integers.wrap(values, dtype)
    return values.astype(dtype)
