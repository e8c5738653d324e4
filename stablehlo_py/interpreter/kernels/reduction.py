"""Kernels of the ``reduction`` family: spec ``reduce``, ``reduce_window`` and ``select_and_scatter``.

``reduce``: the spec leaves the order of applying ``body`` implementation-defined;
bodies made of one associative op (add, multiply, maximum, minimum, and, or, xor)
use ``ufunc.reduce``; any other body whose ops are all elementwise (the
argmax/argmin compare+select pattern included) is applied to whole halves of the
reduced axis at once (log2(n) body runs). Bodies with non-elementwise ops run per
element.

``reduce_window`` and ``select_and_scatter`` take every window at once through
``sliding_window_view``: the (base-dilated, padded) input is viewed as
``windows_shape + window_shape`` without copying; window strides and window
dilations are strided slices of that view. Bodies then run on whole arrays of
windows. Missing window attributes take the defaults the op table declares.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ...dialect import TABLE
from ...ir.records import record
from ...ir.dtypes import dtype_of
from ...ir.enums import ComparisonType
from ...ir.nodes import Region
from ...numerics import floats, integers
from ..errors import InterpreterError
from ..quantized import has_quantized_types
from ..registry import kernel, specializer
from ._common import op_results, result_dtype, static_shape
from ._regions import body_is_elementwise, extremum_zeros, map_region, sequential_reduce, single_op_ufunc, \
    tree_reduce
from .elementwise import compare_values
from .gather_scatter import apply_updates, ufunc_at
from .shape import pad_array

# Up to this many elements per window, one-op bodies fold the window positions one after another
# (the reference interpreter's order); larger windows use ``ufunc.reduce`` over the window axes.
SEQUENTIAL_WINDOW_LIMIT = 256
# The float types whose NumPy loops the rearranged folds of reduce_window_plan and _short_rows_extremum are
# tested on bit for bit (NumPy folds float16 in float32; ml_dtypes' loops are not checked)
_ROW_REDUCIBLE = (np.dtype(np.float32), np.dtype(np.float64))
# Up to this many window elements (and init values) in all, the ``reduce_window`` specializer gathers them
# with one ``np.take`` before folding them; above, it folds strided slices of the input, which costs less
# there (2 x 2 max pools, gathered vs strided: f32[8, 32, 32, 16] 287 vs 153 us, NCHW f32[8, 16, 32, 32]
# 279 vs 165 us, f32[4, 32, 32, 8] 60 vs 52 us; f32[2, 16, 16, 8] 26 vs 32 us).
_GATHERED_WINDOWS = 1 << 15


@kernel("stablehlo.reduce")
def reduce(ctx, attrs, *operands: np.ndarray) -> np.ndarray | tuple[np.ndarray, ...]:
    """Spec ``reduce``: ``inputs`` reduced along ``dimensions`` with ``body``, starting from ``init_values``."""
    op = attrs.op
    n = len(operands) // 2
    inputs, inits = operands[:n], operands[n:]
    dims = attrs.dimensions
    body = op.regions[0]
    ufunc = single_op_ufunc(body) if n == 1 else None
    if ufunc is not None:
        x, dtype = in_summing_layout(ufunc, inputs[0]), result_dtype(op)
        if integers.is_sub_byte(dtype):
            reduced = integers.wrap(ufunc.reduce(integers.widen(x), axis=dims), dtype)
        else:
            reduced = ufunc.reduce(x, axis=dims)
        return _folded_into(ufunc, reduced, inits[0], x, dims, dtype)
    moved = [_reduced_axis_last(x, dims) for x in inputs]
    if body_is_elementwise(body):
        results = tree_reduce(ctx, body, moved, inits)
    else:
        results = sequential_reduce(ctx, body, moved, inits)
    return op_results(op, [np.asarray(r).astype(result_dtype(op, i), copy=False)
                           for i, r in enumerate(results)])


# Folds whose float result depends on the order NumPy applies them in.
_ORDER_SENSITIVE = (np.add, np.multiply)


def in_summing_layout(ufunc: np.ufunc, x: np.ndarray) -> np.ndarray:
    """``x`` for ``ufunc.reduce``: C-contiguous when it is of floats and ``ufunc`` adds or multiplies. NumPy sums
    a row contiguous in memory pairwise and other rows one element after another, so the same values in another
    layout (a view another kernel returned, which the steps and generated code may lay out differently) would
    give other bits; in C order a reduction's order follows from its shape and axes alone."""
    if ufunc in _ORDER_SENSITIVE and x.dtype.kind in "fc" and not x.flags.c_contiguous:
        return np.ascontiguousarray(x)
    return x


@specializer("stablehlo.reduce")
def reduce_plan(attrs):
    """``reduce`` of one input whose body is one associative op (not of sub-byte integers): the kernel's
    ``ufunc.reduce`` then fold into the init value (and IEEE zero signs of ``maximum``/``minimum``), with the
    ufunc, axes and result type decided once; an array result of floats of the input's and init value's type
    takes the fold in place (no conversions; NumPy reduces small integers in a wider type, which the
    conversion brings back)."""
    op = attrs.op
    if len(op.operands) == 4:
        return _arg_extremum_plan(attrs)
    dtype = result_dtype(op)
    ufunc = single_op_ufunc(op.regions[0]) if len(op.operands) == 2 else None
    if ufunc is None or integers.is_sub_byte(dtype):
        return None
    dims, reduce_ = tuple(attrs.dimensions), ufunc.reduce
    zeros = extremum_zeros(ufunc, dtype)
    if floats.is_float(dtype) and static_shape(attrs.result_types[0]) \
            and all(dtype_of(t.element_type) == dtype for t in attrs.operand_types):
        reduce_rows = _short_rows_extremum(ufunc, static_shape(attrs.operand_types[0]), dims, dtype) or reduce_

        def in_place(x: np.ndarray, init: np.ndarray) -> np.ndarray:
            x = in_summing_layout(ufunc, x)
            reduced = reduce_rows(x, axis=dims)
            result = ufunc(init, reduced, out=reduced)
            return result if zeros is None else zeros.repaired(result, x, dims, init)

        return in_place

    def run(x: np.ndarray, init: np.ndarray) -> np.ndarray:
        return _folded_into(ufunc, reduce_(x, axis=dims), init, x, dims, dtype)

    return run


# ``maximum``/``minimum`` over the last axis of rows this long at most, and at least _ROWS_PER_ELEMENT times as
# many rows as elements per row, are folded across a transposed copy (``_short_rows_extremum``): NumPy's
# reduction spends ~50-100 ns a row ([2, 4, 32, 32] softmax maxima: 15 -> 9 us); longer rows or fewer of them
# reduce faster in place (the copy costs more than the rows' calls). Rows up to twice as long are first folded
# in halves, when there are as many rows for the length reached ([2, 4, 64, 64] softmax maxima: 48 -> 26 us;
# a second fold costs what it saves: [4, 100, 100] 23 -> 24 us, [256, 256] 30 -> 35 us).
_SHORT_ROW = 32
_ROWS_PER_ELEMENT = 8


def _short_rows_extremum(ufunc: np.ufunc, shape: tuple[int, ...] | None, dims: tuple[int, ...],
                         dtype: np.dtype) -> Callable[..., np.ndarray] | None:
    """``ufunc.reduce(x, axis=dims)`` of a ``maximum``/``minimum`` over the last axis of many short rows (of
    float32/float64 arrays of ``shape``) as a fold down the rows of their transposed copy, one elementwise
    pass per row element, rows longer than ``_SHORT_ROW`` first folded in halves (the first ``c`` elements of
    each row against its last ``c``, ``c`` half the length rounded up: an odd row's middle element meets
    itself, which changes nothing of an extremum); None where it does not pay (``_SHORT_ROW``). Without a NaN
    the result is the same value either way (an extremum is one of the elements, whatever order finds it) but
    for a zero's sign, which NumPy's ufunc may take from either zero of a pair and ``ExtremumZeros`` sets after
    either fold; with a NaN in the result (a row's NaN reaches it through the folds), which NaN of a row holding
    several a fold ends at depends on its order, so the rows are then reduced as NumPy's row loop does."""
    if ufunc not in (np.maximum, np.minimum) or dtype not in _ROW_REDUCIBLE or not shape \
            or dims != (len(shape) - 1,):
        return None
    n = shape[-1]
    rows = int(np.prod(shape[:-1], dtype=np.int64))
    half = (n + 1) // 2 if n > _SHORT_ROW else None  # the length of the rows folded in halves
    if not 1 < n <= 2 * _SHORT_ROW or rows < _ROWS_PER_ELEMENT * (half or n):
        return None
    reduce_, kept = ufunc.reduce, shape[:-1]

    def run(x: np.ndarray, axis: tuple[int, ...]) -> np.ndarray:
        if not x.flags.c_contiguous:  # (rows in another layout than NumPy's row loop is made for: its own)
            return reduce_(x, axis=axis)
        folded = x.reshape(rows, n)
        if half is not None:
            folded = ufunc(folded[:, :half], folded[:, n - half:])
        reduced = reduce_(np.ascontiguousarray(folded.T), axis=0)
        if np.count_nonzero(reduced != reduced):  # NaN
            return reduce_(x, axis=axis)
        return reduced.reshape(kept)

    return run


def _folded_into(ufunc: np.ufunc, reduced: np.ndarray, init: np.ndarray, x: np.ndarray, dims: Sequence[int],
                 dtype: np.dtype) -> np.ndarray:
    """``reduced`` (``ufunc.reduce`` of ``x`` along ``dims``) folded into ``init``, as ``dtype``, with the IEEE
    zero signs of a ``maximum``/``minimum`` fold (``extremum_zeros``)."""
    result = np.asarray(ufunc(init, reduced)).astype(dtype, copy=False)
    zeros = extremum_zeros(ufunc, dtype)
    if zeros is None:
        return result
    return zeros.repaired(result, x.astype(dtype, copy=False), dims, init.astype(dtype, copy=False))


# --- reduce: the (value, index) pairs of argmax and argmin ---

def _arg_extremum_body(region: Region) -> np.ufunc | None:
    """``np.greater`` (argmax) or ``np.less`` (argmin) when ``region``, of arguments ``(a, i, b, j)``, is the body
    JAX gives ``argmax``/``argmin`` (``lax._compute_argminmax``): ``p = a > b or a != a`` (``<`` for argmin),
    ``q = p or (a == b and i < j)``, returning ``(select(p, a, b), select(q, i, j))``, in any op order and
    operand order of the symmetric ops; else None. The ops are read as expressions of the arguments, each
    comparison as a ``GT``, ``GE``, ``EQ`` or ``NE`` one (``x < y`` is ``y > x``)."""
    block = region.entry
    if len(block.arguments) != 4 or not block.ops or block.ops[-1].name != "stablehlo.return":
        return None
    expressions: dict[str, tuple] = {arg.name: ("arg", k) for k, arg in enumerate(block.arguments)}
    for op in block.ops[:-1]:
        if len(op.results) != 1 or has_quantized_types(op) or any(name not in expressions for name in op.operands):
            return None
        parts = [expressions[name] for name in op.operands]
        if op.name == "stablehlo.compare":
            compare = TABLE["stablehlo.compare"].decode(op)
            direction = str(compare.comparison_direction)
            if compare.compare_type == ComparisonType.TOTALORDER:
                return None
            if direction in ("LT", "LE"):
                direction, parts = {"LT": "GT", "LE": "GE"}[direction], parts[::-1]
            elif direction in ("EQ", "NE"):
                parts = sorted(parts, key=repr)
            expression = ("compare", direction, *parts)
        elif op.name in ("stablehlo.and", "stablehlo.or"):
            expression = (op.name, *sorted(parts, key=repr))
        elif op.name == "stablehlo.select":
            expression = ("select", *parts)
        else:
            return None
        expressions[op.results[0]] = expression
    returned = [expressions.get(name) for name in block.ops[-1].operands]
    a, i, b, j = (("arg", k) for k in range(4))
    for picks, beats in ((np.greater, ("compare", "GT", a, b)), (np.less, ("compare", "GT", b, a))):
        pick = ("stablehlo.or", *sorted([beats, ("compare", "NE", a, a)], key=repr))
        first = ("stablehlo.and", *sorted([("compare", "EQ", *sorted([a, b], key=repr)), ("compare", "GT", j, i)],
                                          key=repr))
        pick_index = ("stablehlo.or", *sorted([pick, first], key=repr))
        if returned == [("select", pick, a, b), ("select", pick_index, i, j)]:
            return picks
    return None


def _arg_extremum_plan(attrs):
    """``reduce`` of (values, indices) with JAX's ``argmax``/``argmin`` body (``_arg_extremum_body``) of NumPy's
    real numbers and integer indices, without running the body through the interpreter: ``combine`` is the
    body's ops as NumPy's (compare: its ufunc, and/or of booleans, select: ``np.where``).

    The kernel folds halves of the reduced axis (``_regions.tree_reduce``), then the result into the init values.
    Without a NaN the fold's value is the extremum (any order finds it) and its index the least index of the
    elements equal to it (``combine`` keeps the lesser of two indices of equal values, whatever their order);
    so it is found with one ``ufunc.reduce`` and one masked ``min`` when the extremum is not 0 either (of equal
    zeros ``combine`` keeps the second, which depends on the order: -0 or +0). Otherwise, and for an empty
    axis, the halves are folded as the kernel folds them, with ``combine``."""
    op = attrs.op
    picks = _arg_extremum_body(op.regions[0])
    value_dtype, index_dtype = (dtype_of(t.element_type) for t in attrs.operand_types[:2])
    if picks is None or not (value_dtype.kind in "iuf" and value_dtype.type.__module__ == "numpy") \
            or index_dtype.kind not in "iu" or result_dtype(op) != value_dtype or result_dtype(op, 1) != index_dtype:
        return None
    fold = np.maximum if picks is np.greater else np.minimum
    dims, floating, largest = tuple(attrs.dimensions), value_dtype.kind == "f", np.iinfo(index_dtype).max
    last = dims == (len(attrs.operand_types[0].shape) - 1,)  # (the reduced axis is already the last one)

    def combine(a: np.ndarray, i: np.ndarray, b: np.ndarray, j: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        pick = picks(a, b) | np.not_equal(a, a)
        return np.where(pick, a, b), np.where(pick | (np.equal(a, b) & np.less(i, j)), i, j)

    def halves(values: np.ndarray, indices: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The kernel's fold of the last axis in halves (``tree_reduce``)."""
        while values.shape[-1] > 1:
            size = values.shape[-1]
            half = size // 2
            folded = combine(values[..., :half], indices[..., :half], values[..., half:2 * half],
                             indices[..., half:2 * half])
            if size % 2:
                folded = [np.concatenate([f, v[..., -1:]], axis=-1) for f, v in zip(folded, (values, indices))]
            values, indices = folded
        return values[..., 0], indices[..., 0]

    def run(values: np.ndarray, indices: np.ndarray, init_value: np.ndarray, init_index: np.ndarray) -> tuple:
        if not last:
            values, indices = _reduced_axis_last(values, dims), _reduced_axis_last(indices, dims)
        if values.shape[-1] == 0:
            shape = values.shape[:-1]
            return np.broadcast_to(init_value, shape), np.broadcast_to(init_index, shape)
        best = fold.reduce(values, axis=-1)
        if floating and (np.count_nonzero(best != best) or np.count_nonzero(best == 0)):
            best, index = halves(values, indices)
        else:
            index = np.minimum.reduce(np.where(values == best[..., None], indices, largest), axis=-1)
        return combine(init_value, init_index, best, index)  # (the 0-d init values broadcast)

    return run


def _reduced_axis_last(x: np.ndarray, dims: Sequence[int]) -> np.ndarray:
    """``x`` with the ``dims`` axes moved to the end and flattened into one."""
    kept = [d for d in range(x.ndim) if d not in dims]
    moved = np.transpose(x, kept + list(dims))
    return moved.reshape(moved.shape[:len(kept)] + (-1,))


def window_counts(padded_shape: Sequence[int], window_dimensions: Sequence[int], window_strides: Sequence[int],
                  window_dilations: Sequence[int]) -> tuple[int, ...]:
    """How many windows fit along each dimension of a padded (and base-dilated) input: spec
    ``reduce_window`` (C15) ``num_windows``, the shape of its results."""
    spans = [(w - 1) * d + 1 for w, d in zip(window_dimensions, window_dilations)]
    return tuple(0 if n == 0 or span > n else (n - span) // stride + 1
                 for n, span, stride in zip(padded_shape, spans, window_strides))


def window_view(x: np.ndarray, window_dimensions: Sequence[int], window_strides: Sequence[int],
                window_dilations: Sequence[int], windows_shape: Sequence[int]) -> np.ndarray:
    """Read-only view of shape ``windows_shape + window_dimensions``: element ``[w..., k...]`` is
    ``x[w * window_strides + k * window_dilations]``."""
    if 0 in windows_shape:
        return np.empty(tuple(windows_shape) + tuple(window_dimensions), dtype=x.dtype)
    spans = [(w - 1) * d + 1 for w, d in zip(window_dimensions, window_dilations)]
    view = sliding_window_view(x, spans)
    steps = tuple(slice(0, n * s, s) for n, s in zip(windows_shape, window_strides))
    return view[steps + tuple(slice(None, None, d) for d in window_dilations)]


def _ufunc_windows(ufunc: np.ufunc, windows: np.ndarray, init: np.ndarray, rank: int) -> np.ndarray:
    """``ufunc`` folded over the window axes of ``windows``, starting from ``init`` (IEEE zero signs of
    ``maximum``/``minimum``: ``extremum_zeros``)."""
    window_shape, window_axes = windows.shape[rank:], tuple(range(rank, windows.ndim))
    if int(np.prod(window_shape)) > SEQUENTIAL_WINDOW_LIMIT:
        result = ufunc(init, ufunc.reduce(windows, axis=window_axes))
    else:
        result = np.array(np.broadcast_to(init, windows.shape[:rank]))
        for offset in np.ndindex(*window_shape):
            ufunc(result, windows[(Ellipsis,) + offset], out=result)
    zeros = extremum_zeros(ufunc, windows.dtype)
    return result if zeros is None else zeros.repaired(result, windows, window_axes, init)


@kernel("stablehlo.reduce_window")
def reduce_window(ctx, attrs, *operands: np.ndarray) -> np.ndarray | tuple[np.ndarray, ...]:
    """Spec ``reduce_window``: ``reduce(windows, init_values, axes, body)`` for every window of the
    inputs padded (and base-dilated) with ``init_values`` (``reduce_windows``)."""
    op = attrs.op
    window = Windows(attrs.window_dimensions, attrs.window_strides, attrs.base_dilations, attrs.window_dilations,
                     attrs.padding)
    return op_results(op, reduce_windows(ctx, op.regions[0], operands, window,
                                         [result_dtype(op, i) for i in range(len(operands) // 2)]))


@specializer("stablehlo.reduce_window")
def reduce_window_plan(attrs):
    """``reduce_window`` of one input of static shape with a one-op body and small windows (pooling): the
    kernel's fold of window positions in row-major order into the init value, each position a strided
    slice of the (padded) input decided once instead of a sliding-window view made per call; for results
    of moderate size, the elements of every position are taken at once into contiguous rows."""
    op = attrs.op
    shape, dtype = static_shape(attrs.operand_types[0]), result_dtype(op)
    ufunc = single_op_ufunc(op.regions[0]) if len(op.operands) == 2 else None
    if ufunc is None or shape is None or integers.is_sub_byte(dtype) \
            or int(np.prod(attrs.window_dimensions)) > SEQUENTIAL_WINDOW_LIMIT:
        return None
    low, high = attrs.padding[:, 0], attrs.padding[:, 1]
    interior = tuple(d - 1 for d in attrs.base_dilations)
    padded = [max(0, lo + (0 if n == 0 else (n - 1) * (gap + 1) + 1) + hi)
              for n, lo, hi, gap in zip(shape, low, high, interior)]
    counts = window_counts(padded, attrs.window_dimensions, attrs.window_strides, attrs.window_dilations)
    if 0 in counts:
        return None
    positions = [tuple(slice(k * dilation, k * dilation + (n - 1) * stride + 1, stride)
                       for k, dilation, n, stride in zip(offset, attrs.window_dilations, counts, attrs.window_strides))
                 for offset in np.ndindex(*attrs.window_dimensions)]
    pads = any(low) or any(high) or any(interior)
    # the init value (after the padded input's elements), then each window position's elements: one
    # np.take into contiguous rows, folded in that order (ufunc calls on contiguous rows cost a fraction
    # of those on strided slices; ufunc.accumulate would fold the same way, one element at a time)
    size = int(np.prod(padded, dtype=np.int64))
    gathered = len(counts) > 0 and (len(positions) + 1) * int(np.prod(counts, dtype=np.int64)) <= _GATHERED_WINDOWS
    # ``ufunc.reduce`` down the rows folds the same way, row after row into each column, where each row has
    # two elements or more (one column is reduced pairwise) and for float32/float64 (NumPy's float16 loops
    # fold in float32; ml_dtypes' are not checked): tested bit for bit against the fold, incl. NaN and -0.0
    reduced = gathered and int(np.prod(counts, dtype=np.int64)) >= 2 and dtype in _ROW_REDUCIBLE
    if gathered:
        flat = np.arange(size).reshape(padded)
        order = np.stack([np.full(counts, size)] + [flat[position] for position in positions])
    zeros = extremum_zeros(ufunc, dtype)

    def run(x: np.ndarray, init: np.ndarray) -> np.ndarray:
        x, init = x.astype(dtype, copy=False), init.astype(dtype, copy=False)
        if pads:
            x = pad_array(x, init, low, high, interior)
        if gathered:
            rows = np.concatenate((x.reshape(-1), init.reshape(1))).take(order)  # np.append costs ~4x this
            elements = rows[1:]  # before the fold below overwrites rows[0]
            result = ufunc.reduce(rows, axis=0) if reduced else rows[0]
        else:
            result, elements = np.array(np.broadcast_to(init, counts)), [x[position] for position in positions]
        if not reduced:
            for window_elements in elements:
                ufunc(result, window_elements, out=result)
        if zeros is not None and zeros.in_doubt(result):
            result = zeros.fixed(result, zeros.signs(np.asarray(elements), 0, init))
        return result

    return run


@record(frozen=True)
class Windows:
    """The window of a ``reduce_window`` (spec inputs I3-I7): one entry per dimension, ``padding`` ``[rank, 2]``."""

    dimensions: Sequence[int]
    strides: Sequence[int]
    base_dilations: Sequence[int]
    window_dilations: Sequence[int]
    padding: np.ndarray


def reduce_windows(ctx, body: Region, operands: Sequence[np.ndarray], window: Windows,
                   dtypes: Sequence[np.dtype]) -> list[np.ndarray]:
    """Spec ``reduce_window`` of ``operands`` (the inputs, then the init values) with ``body``, as ``dtypes``
    (shared with the ``stablehlo.dynamic_reduce_window`` custom call, whose body is a function: ``ctx``
    then runs it for ``ctx.run_region``).

    The order in which ``body`` combines a window's elements is implementation-defined (spec
    ``reduce``): one-op bodies fold window positions in row-major order after the init value, as the
    reference interpreter does; other elementwise bodies combine halves of the windows (a pairwise
    tree, log2(window size) runs on whole arrays), then fold in the init values.
    """
    n = len(operands) // 2
    rank = operands[0].ndim
    interior = tuple(d - 1 for d in window.base_dilations)
    low, high = window.padding[:, 0], window.padding[:, 1]
    inputs = [np.asarray(x).astype(dtype, copy=False) for x, dtype in zip(operands[:n], dtypes)]
    inits = [np.asarray(v).astype(dtype, copy=False) for v, dtype in zip(operands[n:], dtypes)]
    ufunc = single_op_ufunc(body) if n == 1 else None
    sub_byte = integers.is_sub_byte(dtypes[0])
    if ufunc is not None and sub_byte:  # compute wide, wrap at the end
        inputs, inits = [integers.widen(inputs[0])], [integers.widen(inits[0])]
    padded = [pad_array(x, init, low, high, interior) for x, init in zip(inputs, inits)]
    shape = window_counts(padded[0].shape, window.dimensions, window.strides, window.window_dilations)
    views = [window_view(x, window.dimensions, window.strides, window.window_dilations, shape) for x in padded]
    if ufunc is not None:
        result = _ufunc_windows(ufunc, views[0], inits[0], rank)
        results = [integers.wrap(result, dtypes[0]) if sub_byte else result]
    else:
        flat = [v.reshape(v.shape[:rank] + (int(np.prod(window.dimensions)),)) for v in views]
        fold = tree_reduce if body_is_elementwise(body) else sequential_reduce
        results = fold(ctx, body, flat, inits)
    return [np.asarray(r).astype(dtype, copy=False) for r, dtype in zip(results, dtypes)]


def _select_keeps(ctx, select: Region, chosen: np.ndarray, candidate: np.ndarray) -> np.ndarray:
    """``select(chosen, candidate)`` for every window at once (per element for non-elementwise bodies)."""
    (keep,) = map_region(ctx, select, [chosen, candidate], chosen.shape, [np.dtype(np.bool_)])
    return keep


@kernel("stablehlo.select_and_scatter")
def select_and_scatter(ctx, attrs, operand: np.ndarray, source: np.ndarray, init_value: np.ndarray) -> np.ndarray:
    """Spec ``select_and_scatter``: each window of ``operand`` selects one element with ``select``;
    ``result[i] = reduce(sources selected at i, init_value, scatter)``.

    Selection follows the reference interpreter: window positions in row-major order, padding
    positions skipped (a window of padding only selects nothing), the first position chosen, then
    replaced by each later one for which ``select(chosen, candidate)`` is false. For a ``GE`` compare
    this is the first maximum. The loop is over window positions, each step on all windows at once.
    Sources are folded into ``init_value`` in source order, as the spec's ``reduce`` with that schedule
    (the reference interpreter instead re-reduces ``[source, result]`` with the init for each source,
    which only differs when ``init_value`` is not the identity of ``scatter``).
    """
    rank = operand.ndim
    ones = (1,) * rank
    window, strides = attrs.window_dimensions, attrs.window_strides
    low, high = attrs.padding[:, 0], attrs.padding[:, 1]
    no_interior = (0,) * rank
    select, scatter_body = attrs.op.regions
    positions = pad_array(np.arange(operand.size, dtype=np.int64).reshape(operand.shape), -1, low, high, no_interior)
    values = pad_array(operand, np.zeros((), dtype=operand.dtype), low, high, no_interior)
    windows = window_counts(values.shape, window, strides, ones)
    if source.shape != windows:
        raise InterpreterError(f"select_and_scatter: source of shape {list(source.shape)}, but the padded operand "
                               f"has {list(windows)} windows", constraint="C2")
    flat_shape = source.shape + (int(np.prod(window)),)
    candidates_at = window_view(positions, window, strides, ones, source.shape).reshape(flat_shape)
    values_at = window_view(values, window, strides, ones, source.shape).reshape(flat_shape)
    chosen_at, chosen = candidates_at[..., 0].copy(), values_at[..., 0].copy()
    for k in range(1, candidates_at.shape[-1]):
        candidate_at, candidate = candidates_at[..., k], values_at[..., k]
        take = (candidate_at >= 0) & ((chosen_at < 0) | ~_select_keeps(ctx, select, chosen, candidate))
        chosen_at = np.where(take, candidate_at, chosen_at)
        chosen = np.where(take, candidate, chosen)
    dtype = result_dtype(attrs.op)
    result = np.full(operand.shape, np.asarray(init_value).astype(dtype), dtype=dtype)
    selected = chosen_at >= 0
    update_dtype = dtype_of(scatter_body.entry.arguments[1].type.element_type)
    apply_updates(ctx, scatter_body, [result], chosen_at[selected],
                  [np.asarray(source)[selected].astype(update_dtype, copy=False)])
    return result


def _select_compare(select: Region) -> tuple[object, bool] | None:
    """``(the compare op's typed attributes, swapped)`` when the ``select`` region is ``return compare(a, b)`` of
    its two arguments (``swapped``: ``compare(b, a)``), else None."""
    block = select.entry
    if len(block.ops) != 2 or len(block.arguments) != 2:
        return None
    compare, ret = block.ops
    args = [a.name for a in block.arguments]
    if compare.name != "stablehlo.compare" or ret.operands != compare.results or sorted(compare.operands) != \
            sorted(args) or args[0] == args[1] or has_quantized_types(compare):
        return None
    return TABLE["stablehlo.compare"].decode(compare), list(compare.operands) != args


# ``select`` comparisons (direction, operands swapped) that choose each window's first or last extremum: ``GE``
# keeps the chosen element against an equal one (the first maximum), ``GT`` gives way to it (the last), ...
_EXTREMA = {("GE", False): (np.maximum, True), ("GT", False): (np.maximum, False),
            ("LE", False): (np.minimum, True), ("LT", False): (np.minimum, False),
            ("LE", True): (np.maximum, True), ("LT", True): (np.maximum, False),
            ("GE", True): (np.minimum, True), ("GT", True): (np.minimum, False)}


@specializer("stablehlo.select_and_scatter")
def select_and_scatter_plan(attrs):
    """``select_and_scatter`` of static shapes whose ``select`` is one ``compare`` of its arguments and whose
    ``scatter`` is one associative op of the result's type (max-pool gradients): the kernel's selection and
    schedule with the shape work done once. Each window position is a strided slice of the (padded) operand
    over all windows, decided once. A ``GE``/``GT``/``LE``/``LT`` comparison of NumPy's integers or floats chooses
    each window's first or last extremum (``_EXTREMA``): the extremum of every window is folded over the
    positions, then the first (last) position equal to it is found with one product and maximum per position;
    a window holding a NaN (the extremum is NaN) makes the whole call fold the positions in row-major order with
    the comparison itself (``compare_values``, what the region's op computes), as the kernel does, and so does
    any other comparison. The chosen elements' indices come from a table made once. The sources are folded into
    the result with ``ufunc.at`` in source order, or, where no operand element lies in two windows, written once
    each (``init op source``, the one fold such an element gets)."""
    op = attrs.op
    shape, source_shape = static_shape(attrs.operand_types[0]), static_shape(attrs.operand_types[1])
    select, scatter_body = op.regions
    picked = _select_compare(select)
    ufunc = single_op_ufunc(scatter_body)
    dtype, operand_dtype = result_dtype(op), dtype_of(attrs.operand_types[0].element_type)
    update_dtype = dtype_of(scatter_body.entry.arguments[1].type.element_type)
    if shape is None or source_shape is None or picked is None or ufunc is None or update_dtype != dtype \
            or integers.is_sub_byte(dtype) or integers.is_sub_byte(operand_dtype) or not shape:
        return None
    rank, no_padding = len(shape), (0,) * len(shape)
    window, strides = tuple(attrs.window_dimensions), tuple(attrs.window_strides)
    low, high = attrs.padding[:, 0], attrs.padding[:, 1]
    size = int(np.prod(shape, dtype=np.int64))
    table = pad_array(np.arange(size, dtype=np.int64).reshape(shape), -1, low, high, no_padding)
    counts = window_counts(table.shape, window, strides, (1,) * rank)
    if counts != source_shape or 0 in counts or size == 0:
        return None  # the kernel's error, or nothing to select
    offsets = list(np.ndindex(*window))
    slices = [tuple(slice(k, k + (n - 1) * stride + 1, stride) for k, n, stride in zip(offset, counts, strides))
              for offset in offsets]
    real = [table[position] >= 0 for position in slices]  # per window position: which windows hold an element
    padded = any(low) or any(high)
    empty = ~np.logical_or.reduce(real)  # windows of padding only: they select nothing
    # the padded grid's flat index of each window's first element, and of each position within a window (and
    # a last one for the windows that select nothing)
    grid = np.arange(table.size, dtype=np.int64).reshape(table.shape)
    starts = grid[slices[0]].reshape(-1)
    steps = np.array([grid[offset] for offset in offsets] + [0], dtype=np.int64)
    table = table.reshape(-1)
    compare, swapped = picked
    direction, compare_type = compare.comparison_direction, compare.compare_type
    extremum = _EXTREMA.get((str(direction), swapped)) if operand_dtype.kind in "iuf" and \
        compare_type != ComparisonType.TOTALORDER and len(offsets) < 1 << 15 else None
    fill = np.zeros((), dtype=operand_dtype)
    if extremum is not None:  # padding that never wins the fold
        limits = np.finfo(operand_dtype) if operand_dtype.kind == "f" else np.iinfo(operand_dtype)
        lowest = -np.inf if operand_dtype.kind == "f" else limits.min
        fill = np.array(lowest if extremum[0] is np.maximum else -lowest if operand_dtype.kind == "f" else
                        limits.max, dtype=operand_dtype)
    once = ufunc in (np.add, np.multiply, np.bitwise_and, np.bitwise_or, np.bitwise_xor) and \
        np.bincount((starts[:, None] + steps[None, :-1]).reshape(-1), minlength=table.size).max() <= 1

    def extremum_positions(operand: np.ndarray) -> np.ndarray | None:
        """Each window's position of its first (last) extremum, as ``int16``; None when a window holds a NaN."""
        fold, first = extremum
        elements = [np.ascontiguousarray(operand[position]) for position in slices]
        best = elements[0].copy()
        for element in elements[1:]:
            fold(best, element, out=best)
        if best.dtype.kind == "f" and np.isnan(best.max()):
            return None
        n = len(elements)
        code, weighted = np.zeros(counts, dtype=np.int16), np.empty(counts, dtype=np.int16)
        for k, element in enumerate(elements):
            hit = np.equal(element, best)
            if padded:
                hit &= real[k]
            np.multiply(hit, np.int16(n - k if first else k + 1), out=weighted)
            np.maximum(code, weighted, out=code)
        return np.subtract(n, code, out=code) if first else np.subtract(code, 1, out=code)

    def row_major_positions(operand: np.ndarray) -> np.ndarray:
        """Each window's position chosen as the kernel chooses it: the positions in row-major order, padding
        skipped, each replacing the chosen one where ``select(chosen, it)`` is false."""
        chosen, at = operand[slices[0]], np.zeros(counts, dtype=np.int16)
        on_padding = ~real[0] if padded else None
        for k in range(1, len(slices)):
            candidate = operand[slices[k]]
            pair = (candidate, chosen) if swapped else (chosen, candidate)
            take = np.logical_not(compare_values(*pair, direction, compare_type))
            if padded:  # padding is never chosen, and gives way to the first element after it
                take |= on_padding
                take &= real[k]
                on_padding &= ~take
            chosen = np.where(take, candidate, chosen)
            at = np.where(take, np.int16(k), at)
        return at

    def run(operand: np.ndarray, source: np.ndarray, init_value: np.ndarray) -> np.ndarray:
        operand = np.asarray(operand)
        if padded:
            operand = pad_array(operand, fill, low, high, no_padding)
        at = None if extremum is None else extremum_positions(operand)
        if at is None:
            at = row_major_positions(operand)
        chosen_at = table.take(starts + steps.take(at.reshape(-1)))
        init = np.asarray(init_value).astype(dtype)
        result = np.full(shape, init, dtype=dtype)
        updates = np.asarray(source).astype(dtype, copy=False).reshape(-1)
        if padded and empty.any():
            selected = ~empty.reshape(-1)
            chosen_at, updates = chosen_at[selected], updates[selected]
        if once:
            result.reshape(-1)[chosen_at] = ufunc(init, updates)
        else:
            ufunc_at(ufunc, result, chosen_at, updates)
        return result

    return run
