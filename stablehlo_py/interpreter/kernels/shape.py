"""Kernels of the ``shape`` family: constant, iota, broadcast_in_dim, reshape, transpose, slice,
dynamic_slice, dynamic_update_slice, concatenate, pad, reverse, get_dimension_size, tuple,
get_tuple_element (spec sections of the same names).

``iota_array``, ``broadcast_array``, ``pad_array`` (``pad_layout``) and ``constant_array`` are shared with
other kernels (dynamic.py, windows.py, convolution.py, chlo.py).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ...ir.attributes import Attribute, DenseElementsAttr, DenseResourceAttr
from ...ir.types import ElementType
from ...ir.dtypes import dtype_of
from ...numerics import integers
from ...verifier.type_rules import padded_size
from ..errors import InterpreterError
from ..registry import kernel, specializer
from ._common import result_shape, static_shape
from .conversion import convert_values


def constant_array(ctx, value: Attribute) -> np.ndarray:
    """The values of a constant's ``value`` attribute (``dense<...>`` or ``dense_resource<...>``)."""
    if isinstance(value, DenseElementsAttr):
        return value.array
    if isinstance(value, DenseResourceAttr):
        if value.key not in ctx.module.resources:
            raise InterpreterError(f"dense_resource<{value.key}>: the file has no resource of that name")
        try:
            return ctx.module.resource_array(value.key, value.type)
        except ValueError as exc:  # a blob whose size does not fit the type
            raise InterpreterError(f"dense_resource<{value.key}> : {value.type}: {exc}") from None
    raise InterpreterError(f"unsupported constant value {value}")


@kernel("stablehlo.constant")
def constant(ctx, attrs) -> np.ndarray:
    """Spec ``constant``: the ``value`` attribute (dense or dense_resource)."""
    return constant_array(ctx, attrs.value)


@specializer("stablehlo.constant")
def constant_plan(attrs):
    """A dense ``constant``: its array, made once (read-only, like every constant)."""
    if not isinstance(attrs.value, DenseElementsAttr):
        return None  # dense_resource: the module's blob, read when run
    array = attrs.value.array
    return lambda: array


@specializer("stablehlo.iota")
def iota_plan(attrs):
    """``iota`` of a static shape: its values made once, read-only (kernels never write their operands)."""
    shape = static_shape(attrs.result_types[0])
    if shape is None:
        return None
    array = iota_array(attrs.iota_dimension, shape, attrs.result_types[0].element_type)
    array.setflags(write=False)
    return lambda: array


@kernel("stablehlo.iota")
def iota(ctx, attrs) -> np.ndarray:
    """Spec ``iota``: ``output[i0, ..., iN] = i[iota_dimension]`` (for a quantized output the evaluator
    quantizes these values, quantized.py)."""
    return iota_array(attrs.iota_dimension, result_shape(attrs.op), attrs.result_types[0].element_type)


def iota_array(dimension: int, shape: tuple[int, ...], element_type: ElementType) -> np.ndarray:
    """Indices along ``dimension`` of ``shape``, as values of ``element_type``: a new row-major array (a
    conversion of the broadcast indices would keep their layout, transposed for all but the last dimension,
    and elementwise ops between that and row-major arrays run several times slower)."""
    index = convert_values(np.arange(shape[dimension], dtype=np.int64), dtype_of(element_type), element_type)
    return np.array(np.broadcast_to(index.reshape([-1 if d == dimension else 1 for d in range(len(shape))]), shape),
                    order="C")


@kernel("stablehlo.broadcast_in_dim")
def broadcast_in_dim(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``broadcast_in_dim``: operand dimension i goes to result dimension ``broadcast_dimensions[i]``.
    A ``?`` result dimension is the size of the operand dimension mapped to it (C4 of the spec, where
    a size-1 operand dimension may also grow to a static one)."""
    dims, shape = attrs.broadcast_dimensions, attrs.result_types[0].shape
    if None in shape:
        sizes = dict(zip(dims, operand.shape))
        if any(d is None and i not in sizes for i, d in enumerate(shape)):
            raise InterpreterError(f"broadcast_in_dim to {attrs.result_types[0]}: a dynamic result dimension "
                                   "that no operand dimension maps to has no size")
        shape = tuple(sizes[i] if d is None else d for i, d in enumerate(shape))
    return broadcast_array(operand, shape, dims)


@kernel("stablehlo.broadcast")
def broadcast(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """``broadcast`` (StablehloOps.td; XLA "Broadcast"): ``operand`` repeated over the leading dimensions
    ``broadcast_sizes``, ``result[i..., j...] = operand[j...]``."""
    return np.broadcast_to(operand, tuple(attrs.broadcast_sizes) + operand.shape)


def broadcast_array(operand: np.ndarray, shape: tuple[int, ...], dims: tuple[int, ...]) -> np.ndarray:
    """``operand`` broadcast to ``shape``, its dimension i becoming result dimension ``dims[i]``, which
    must be 1 or ``shape[dims[i]]`` (spec ``broadcast_in_dim`` and ``dynamic_broadcast_in_dim`` (C5))."""
    expanded, order = broadcast_layout(operand.shape, shape, dims)
    return np.broadcast_to((operand if order is None else np.transpose(operand, order)).reshape(expanded), shape)


def broadcast_layout(source: Sequence[int], shape: Sequence[int], dims: Sequence[int]
                     ) -> tuple[tuple[int, ...], tuple[int, ...] | None]:
    """How an operand of shape ``source`` broadcasts to ``shape`` along ``dims``: the shape to reshape it
    to, and the transpose to apply first when ``dims`` are not increasing (else None). An error when a
    source dimension is neither 1 nor its target's size."""
    expanded = [1] * len(shape)
    for s, target in enumerate(dims):
        expanded[target] = source[s]
        if source[s] not in (1, shape[target]):
            raise InterpreterError(f"operand dimension {s} of size {source[s]} cannot broadcast "
                                   f"to size {shape[target]} (result dimension {target})")
    order = tuple(np.argsort(dims)) if any(b < a for a, b in zip(dims, dims[1:])) else None
    return tuple(expanded), order


# Up to this many elements a broadcast is written into a new array (a fill costs less than NumPy's
# broadcast_to, whose set-up is several microseconds); larger ones stay zero-stride views.
_SMALL_BROADCAST = 4096


@specializer("stablehlo.broadcast_in_dim")
def broadcast_in_dim_plan(attrs):
    """``broadcast_in_dim`` between static shapes: the reshape (and transpose) worked out once; one that only
    adds dimensions of size 1 is that view of the operand (kernels never write their operands)."""
    shape, source = static_shape(attrs.result_types[0]), static_shape(attrs.operand_types[0])
    if shape is None or source is None:
        return None
    try:
        expanded, order = broadcast_layout(source, shape, attrs.broadcast_dimensions)
    except InterpreterError:
        return None  # the kernel reports it, located at the op
    if expanded == shape and source:  # only unit dimensions added: the operand's elements, viewed
        return lambda x: (x if order is None else x.transpose(order)).reshape(shape)
    if int(np.prod(shape, dtype=np.int64)) > _SMALL_BROADCAST:
        grown = [e != n for e, n in zip(expanded, shape)]  # the dimensions of size 1 that broadcast

        def view(x):
            """``np.broadcast_to``'s read-only view (its strides: 0 along the grown dimensions), made by the
            ``ndarray`` constructor on a contiguous operand's memory (0.7 against 2-4 us): the operand's own, or
            of a transposed one (a weight ``transpose`` made) its transpose's, which starts where it does."""
            x = (x if order is None else x.transpose(order)).reshape(expanded)
            memory = x if x.flags.c_contiguous else x.T if x.flags.f_contiguous else None
            if memory is None:
                return np.broadcast_to(x, shape)
            out = np.ndarray(shape, x.dtype, memory, 0, [0 if g else stride for g, stride in zip(grown, x.strides)])
            out.flags.writeable = False
            return out

        return view

    def fill(x):
        out = np.empty(shape, x.dtype)
        out[...] = (x if order is None else x.transpose(order)).reshape(expanded)
        return out

    return fill


@kernel("stablehlo.reshape")
def reshape(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``reshape``: same elements in row-major order, new shape. One ``?`` result dimension takes
    what the operand's size leaves for it; with several the shape is unknown (dynamic_reshape takes
    it as an operand)."""
    shape = attrs.result_types[0].shape
    unknown = shape.count(None)
    if not unknown:
        if operand.size != math.prod(shape):  # a dynamic operand whose size the verifier could not check
            raise InterpreterError(f"reshape of an operand of shape {list(operand.shape)} ({operand.size} elements) "
                                   f"to {attrs.result_types[0]}: the sizes differ (spec reshape C1)")
        return np.reshape(operand, shape)
    known = int(np.prod([d for d in shape if d is not None], dtype=np.int64))
    if unknown > 1 or known == 0 or operand.size % known:
        raise InterpreterError(f"reshape of an operand of shape {list(operand.shape)} to {attrs.result_types[0]}: "
                               f"{'ambiguous' if unknown > 1 else 'impossible'} result shape")
    return np.reshape(operand, tuple(-1 if d is None else d for d in shape))


@specializer("stablehlo.reshape")
def reshape_plan(attrs):
    """``reshape`` to a static shape; of an operand of rank 1 or more (an array, not a scalar the generated
    code may hold for a 0-d value) as the array's method, which skips ``np.reshape``'s dispatch."""
    shape, operand_shape = static_shape(attrs.result_types[0]), static_shape(attrs.operand_types[0])
    if shape is None or operand_shape is None:  # a dynamic operand: the kernel checks its size
        return None
    if operand_shape == ():
        return lambda x: np.reshape(x, shape)
    return lambda x: x.reshape(shape)


@specializer("stablehlo.transpose")
def transpose_plan(attrs):
    """``transpose``: the permuted view (the array's method for operands of rank 1 or more, see
    ``reshape_plan``)."""
    permutation = tuple(attrs.permutation)
    if not permutation:
        return lambda x: np.transpose(x, permutation)
    return lambda x: x.transpose(permutation)


@kernel("stablehlo.transpose")
def transpose(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``transpose``: ``result[i] = operand[i permuted by permutation]``."""
    return np.transpose(operand, attrs.permutation)


@kernel("stablehlo.slice")
def slice_(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``slice``: ``start_indices``/``limit_indices``/``strides`` per dimension."""
    return operand[tuple(slice(b, e, s) for b, e, s in zip(attrs.start_indices, attrs.limit_indices, attrs.strides))]


@specializer("stablehlo.slice")
def slice_plan(attrs):
    """``slice`` with its index worked out once."""
    index = tuple(slice(b, e, s) for b, e, s in zip(attrs.start_indices, attrs.limit_indices, attrs.strides))
    return lambda x: x[index]


def _clamped_starts(operand_shape, sizes, start_indices) -> list[int]:
    """Start indices clamped to ``[0, dim - size]`` (spec dynamic_slice / dynamic_update_slice)."""
    return [min(max(int(np.asarray(i).astype(np.int64)), 0), dim - size)
            for i, dim, size in zip(start_indices, operand_shape, sizes)]


def _start_bounds(index_types, shape, sizes) -> list[int] | None:
    """The highest start per start index, ``dim - size``: ``min(max(int(i), 0), dim - size)`` is
    ``_clamped_starts``'s clamp where ``int(i)`` is the index's int64 value (every integer type but
    ui64, which wraps there); None otherwise."""
    if any(getattr(t, "element_type", None) is None or dtype_of(t.element_type) == np.uint64
           or not integers.is_integer(dtype_of(t.element_type)) for t in index_types):
        return None
    return [dim - size for dim, size in zip(shape, sizes)]


def _windows(bounds: list[int], sizes: tuple[int, ...], drop: bool = False):
    """The index of the window at the clamped starts given as ``start_indices`` (``_start_bounds``); a
    dimension the window spans whole starts at 0 whatever its index. ``drop`` (one moving dimension, of
    size 1): that dimension is indexed by the start itself, so the window has no such dimension."""
    moving = [(k, high, sizes[k]) for k, high in enumerate(bounds) if high != 0]
    if len(moving) == 1:  # (a scan's step): the index stops at that dimension, the later ones are whole
        k, high, size = moving[0]
        lead = tuple(slice(0, n) for n in sizes[:k])

        def one(start_indices) -> tuple[slice | int, ...] | slice | int:
            begin = int(start_indices[k])
            begin = 0 if begin < 0 else high if begin > high else begin  # (min and max calls cost more)
            index = begin if drop else slice(begin, begin + size)
            return lead + (index,) if lead else index

        return one
    whole = [slice(0, size) for size in sizes]

    def window(start_indices) -> tuple[slice, ...]:
        index = whole.copy()
        for k, high, size in moving:
            begin = int(start_indices[k])
            begin = 0 if begin < 0 else high if begin > high else begin
            index[k] = slice(begin, begin + size)
        return tuple(index)

    return window


@specializer("stablehlo.dynamic_slice")
def dynamic_slice_plan(attrs):
    """``dynamic_slice`` of a static operand: the clamping bounds decided once; with one moving dimension of
    size 1, ``.row`` is (that dimension, the slice without it: what a reshape dropping it makes, rewrites.py);
    a slice of one element has ``.element``, that element as a NumPy scalar (``_element``)."""
    shape = static_shape(attrs.operand_types[0])
    if shape is None:
        return None
    sizes = tuple(attrs.slice_sizes)
    bounds = _start_bounds(attrs.operand_types[1:], shape, sizes)
    if bounds is None:
        def clamped(operand, *start_indices):
            starts = _clamped_starts(shape, sizes, start_indices)
            return operand[tuple(slice(b, b + s) for b, s in zip(starts, sizes))]

        return clamped
    window = _windows(bounds, sizes)

    def run(operand, *start_indices):
        return operand[window(start_indices)]

    k = _row_dimension(bounds, sizes)
    if k is not None:  # xs[t] of a scan: ``row`` gives it without that dimension
        row = _windows(bounds, sizes, drop=True)
        run.row = k, lambda operand, *start_indices: operand[row(start_indices)]
    if shape and all(size == 1 for size in sizes):
        run.element = _element(bounds)
    return run


def _element(bounds: list[int]):
    """The element at the clamped starts given as ``start_indices`` (``_start_bounds``, of a window of one
    element): a NumPy scalar, what the generated code holds for a one-element value (rewrites.py, units)."""
    if len(bounds) == 2:  # (a matrix's element: the clamps written out, no loop)
        high_i, high_j = bounds

        def matrix_element(operand, i, j):
            i, j = int(i), int(j)
            return operand[0 if i < 0 else high_i if i > high_i else i, 0 if j < 0 else high_j if j > high_j else j]

        return matrix_element

    def element(operand, *start_indices):
        return operand[tuple(0 if b < 0 else high if b > high else b
                             for b, high in zip(map(int, start_indices), bounds))]

    return element


def _row_dimension(bounds: list[int], sizes: tuple[int, ...]) -> int | None:
    """The one dimension a window moves in (``_start_bounds``), when it is of size 1: a scan's step."""
    moving = [k for k, high in enumerate(bounds) if high != 0]
    return moving[0] if len(moving) == 1 and sizes[moving[0]] == 1 else None


@kernel("stablehlo.dynamic_slice")
def dynamic_slice(ctx, attrs, operand: np.ndarray, *start_indices: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_slice``: ``slice_sizes`` elements from clamped start indices."""
    sizes = attrs.slice_sizes
    starts = _clamped_starts(operand.shape, sizes, start_indices)
    return operand[tuple(slice(b, b + s) for b, s in zip(starts, sizes))]


@kernel("stablehlo.dynamic_update_slice")
def dynamic_update_slice(ctx, attrs, operand: np.ndarray, update: np.ndarray,
                         *start_indices: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_update_slice``: ``operand`` with ``update`` written at clamped start indices."""
    starts = _clamped_starts(operand.shape, update.shape, start_indices)
    result = np.array(operand)
    result[tuple(slice(b, b + s) for b, s in zip(starts, update.shape))] = update
    return result


@specializer("stablehlo.dynamic_update_slice")
def dynamic_update_slice_plan(attrs):
    """``dynamic_update_slice`` of static shapes with integer start indices (not ui64): the clamping bounds
    decided once; ``.in_place`` writes the operand itself. With one moving dimension of size 1, ``.row`` is
    (that dimension, the same functions taking the update without it: ``hs[t] = h`` of a scan,
    rewrites.py)."""
    shape, update_shape = static_shape(attrs.operand_types[0]), static_shape(attrs.operand_types[1])
    bounds = None if shape is None or update_shape is None else \
        _start_bounds(attrs.operand_types[2:], shape, update_shape)
    if bounds is None:
        return None
    run = _updates(_windows(bounds, update_shape))
    k = _row_dimension(bounds, update_shape)
    if k is not None:
        run.row = k, _updates(_windows(bounds, update_shape, drop=True))
    return run


def _updates(window):
    """``dynamic_update_slice`` writing the update at ``window(start_indices)`` of a copy of the operand, and
    (``.in_place``) of the operand itself, for an operand no other value holds (a loop's buffer, codegen.py)."""

    def run(operand, update, *start_indices):
        result = np.array(operand)
        result[window(start_indices)] = update
        return result

    def in_place(operand, update, *start_indices):
        operand[window(start_indices)] = update
        return operand

    run.in_place = in_place
    return run


@specializer("stablehlo.concatenate")
def concatenate_plan(attrs):
    """``concatenate`` along its dimension."""
    axis = attrs.dimension
    return lambda *inputs: np.concatenate(inputs, axis=axis)


@kernel("stablehlo.concatenate")
def concatenate(ctx, attrs, *inputs: np.ndarray) -> np.ndarray:
    """Spec ``concatenate``: along ``dimension``."""
    return np.concatenate(inputs, axis=attrs.dimension)


@kernel("stablehlo.pad")
def pad(ctx, attrs, operand: np.ndarray, padding_value: np.ndarray) -> np.ndarray:
    """Spec ``pad``: edge padding (negative removes elements) and interior padding."""
    return pad_array(operand, padding_value, attrs.edge_padding_low, attrs.edge_padding_high,
                     attrs.interior_padding)


def pad_array(operand: np.ndarray, padding_value: np.ndarray | int, low: Sequence[int], high: Sequence[int],
              interior: Sequence[int]) -> np.ndarray:
    """Spec ``pad`` with the given per-dimension amounts (shared by ``dynamic_pad``, ``reduce_window``,
    ``select_and_scatter`` and ``convolution``): ``pad_layout``'s one strided assignment into an array
    filled with ``padding_value``."""
    layout = pad_layout(operand.shape, low, high, interior)
    if layout is None:
        return operand
    shape, target, source = layout
    padded = np.full(shape, padding_value, dtype=operand.dtype)
    padded[target] = operand[source]
    return padded


def pad_layout(operand_shape: Sequence[int], low: Sequence[int], high: Sequence[int], interior: Sequence[int]
               ) -> tuple[tuple[int, ...], tuple[slice, ...], tuple[slice, ...]] | None:
    """How ``pad`` places an operand of ``operand_shape``: the result's shape, where the kept elements go in
    it and which they are (``padded[target] = operand[source]``); None when nothing is padded.

    Element ``i`` of dimension ``d`` lands at ``low[d] + i * (interior[d] + 1)``; elements outside the
    result (negative edge padding) are dropped, so one strided assignment into an array filled
    with the padding value does the interior and edge padding at once.
    """
    if not any(low) and not any(high) and not any(interior):
        return None
    shape, target, source = [], [], []
    for n, lo, hi, gap in zip(operand_shape, low, high, interior):
        step = gap + 1
        size = max(0, padded_size(n, lo, hi, gap))
        shape.append(size)
        # keep the elements i with 0 <= lo + i * step < size
        first = -(lo // step) if lo < 0 else 0
        stop = max(first, min(n, (size - 1 - lo) // step + 1))
        source.append(slice(first, stop))
        target.append(slice(lo + first * step, lo + (stop - 1) * step + 1, step) if stop > first else slice(0, 0))
    return tuple(shape), tuple(target), tuple(source)


@kernel("stablehlo.reverse")
def reverse(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``reverse``: flip along ``dimensions``."""
    return np.flip(operand, axis=attrs.dimensions)


@kernel("stablehlo.get_dimension_size")
def get_dimension_size(ctx, attrs, operand: np.ndarray) -> np.ndarray:
    """Spec ``get_dimension_size``: size of ``dimension`` as a 0-d i32."""
    return np.asarray(operand.shape[attrs.dimension], dtype=dtype_of(attrs.result_types[0].element_type))


@kernel("stablehlo.set_dimension_size")
def set_dimension_size(ctx, attrs, operand: np.ndarray, size: np.ndarray) -> np.ndarray:
    """``set_dimension_size`` (StablehloOps.td; XLA "SetDimensionSize"): ``dimension`` becomes dynamic of
    size ``size``. XLA keeps the operand's buffer and ignores the elements past ``size`` (its padding);
    values here have concrete shapes, so the result holds the first ``size`` elements of ``dimension``, and
    what follows (``get_dimension_size``, reductions) sees the smaller shape."""
    dim, n = attrs.dimension, int(size)
    if not 0 <= n <= operand.shape[dim]:
        raise InterpreterError(f"size {n} is not in [0, {operand.shape[dim]}], the size of dimension {dim} of the "
                               f"operand")
    declared = attrs.result_types[0].shape
    if declared is not None and declared[dim] not in (None, n):
        raise InterpreterError(f"size {n} but the result type {attrs.result_types[0]} gives dimension {dim} the "
                               f"static size {declared[dim]}: the {declared[dim] - n} padding elements past the "
                               "size have no value here")
    return operand[(slice(None),) * dim + (slice(0, n),)]


@kernel("stablehlo.tuple")
def tuple_(ctx, attrs, *values: object) -> tuple:
    """Spec ``tuple``."""
    return tuple(values)


@kernel("stablehlo.get_tuple_element")
def get_tuple_element(ctx, attrs, value: tuple) -> object:
    """Spec ``get_tuple_element``: element ``index``."""
    return value[attrs.index]
