"""Shape and data-movement ops: constant, iota, broadcast_in_dim, reshape, transpose, slice,
dynamic_slice, dynamic_update_slice, concatenate, pad, reverse, get_dimension_size, tuples."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...ir.attributes import DenseElementsAttr, DenseResourceAttr
from ...ir.nodes import Op
from ..errors import InterpreterError
from ..registry import evaluates
from .conversion import convert_values
from ._common import attribute, ints, result_dtype, result_shape, scalar_attr


def constant_array(ctx, value) -> np.ndarray:
    """The values of a constant's ``value`` attribute (``dense<...>`` or ``dense_resource<...>``)."""
    if isinstance(value, DenseElementsAttr):
        return value.array
    if isinstance(value, DenseResourceAttr):
        return ctx.module.resource_array(value.key, value.type)
    raise InterpreterError(f"unsupported constant value {value}")


@evaluates("stablehlo.constant")
def constant(ctx, op: Op):
    """Spec ``constant``: the ``value`` attribute (dense or dense_resource)."""
    return constant_array(ctx, attribute(op, "value"))


@evaluates("stablehlo.iota")
def iota(ctx, op: Op):
    """Spec ``iota``: ``result[i0, ..., iN] = i[iota_dimension]``."""
    return iota_array(op, result_shape(op))


def iota_array(op: Op, shape: tuple[int, ...]) -> np.ndarray:
    """Indices along ``iota_dimension`` of ``shape``, in the op's result element type."""
    dimension = scalar_attr(op, "iota_dimension")
    index = np.arange(shape[dimension], dtype=np.int64).reshape(
        [-1 if d == dimension else 1 for d in range(len(shape))])
    values = np.broadcast_to(index, shape)
    return convert_values(values, result_dtype(op), op.result_types[0].element_type)


@evaluates("stablehlo.broadcast_in_dim")
def broadcast_in_dim(ctx, op: Op, operand):
    """Spec ``broadcast_in_dim``: operand dimension i goes to result dimension ``broadcast_dimensions[i]``."""
    return broadcast_array(operand, result_shape(op), ints(op, "broadcast_dimensions", ()))


def broadcast_array(operand: np.ndarray, shape: tuple[int, ...], dims: tuple[int, ...]) -> np.ndarray:
    """``operand`` broadcast to ``shape``, its dimension i becoming result dimension ``dims[i]``."""
    expanded = [1] * len(shape)
    for source, target in enumerate(dims):
        expanded[target] = operand.shape[source]
    order = np.argsort(dims)  # dims need not be increasing: transpose first
    if len(dims) > 1 and np.any(np.diff(dims) < 0):
        operand = np.transpose(operand, order)
    return np.broadcast_to(operand.reshape(expanded), shape)


@evaluates("stablehlo.reshape")
def reshape(ctx, op: Op, operand):
    """Spec ``reshape``: same elements in row-major order, new shape."""
    return np.reshape(operand, result_shape(op))


@evaluates("stablehlo.transpose")
def transpose(ctx, op: Op, operand):
    """Spec ``transpose``: ``result[i] = operand[i permuted by permutation]``."""
    return np.transpose(operand, ints(op, "permutation"))


@evaluates("stablehlo.slice")
def slice_(ctx, op: Op, operand):
    """Spec ``slice``: ``start_indices``/``limit_indices``/``strides`` per dimension."""
    starts, limits = ints(op, "start_indices"), ints(op, "limit_indices")
    strides = ints(op, "strides", (1,) * len(starts))
    return operand[tuple(slice(b, e, s) for b, e, s in zip(starts, limits, strides))]


def _clamped_starts(operand_shape, sizes, start_indices) -> list[int]:
    """Start indices clamped to ``[0, dim - size]`` (spec dynamic_slice / dynamic_update_slice)."""
    return [min(max(int(np.asarray(i).astype(np.int64)), 0), dim - size)
            for i, dim, size in zip(start_indices, operand_shape, sizes)]


@evaluates("stablehlo.dynamic_slice")
def dynamic_slice(ctx, op: Op, operand, *start_indices):
    """Spec ``dynamic_slice``: ``slice_sizes`` elements from clamped start indices."""
    sizes = ints(op, "slice_sizes")
    starts = _clamped_starts(operand.shape, sizes, start_indices)
    return operand[tuple(slice(b, b + s) for b, s in zip(starts, sizes))]


@evaluates("stablehlo.dynamic_update_slice")
def dynamic_update_slice(ctx, op: Op, operand, update, *start_indices):
    """Spec ``dynamic_update_slice``: ``operand`` with ``update`` written at clamped start indices."""
    starts = _clamped_starts(operand.shape, update.shape, start_indices)
    result = np.array(operand)
    result[tuple(slice(b, b + s) for b, s in zip(starts, update.shape))] = update
    return result


@evaluates("stablehlo.concatenate")
def concatenate(ctx, op: Op, *inputs):
    """Spec ``concatenate``: along ``dimension``."""
    return np.concatenate(inputs, axis=scalar_attr(op, "dimension"))


@evaluates("stablehlo.pad")
def pad(ctx, op: Op, operand, padding_value):
    """Spec ``pad``: edge padding (negative removes elements) and interior padding."""
    return pad_array(operand, padding_value, ints(op, "edge_padding_low"), ints(op, "edge_padding_high"),
                     ints(op, "interior_padding"))


def pad_array(operand: np.ndarray, padding_value: np.ndarray | int, low: Sequence[int], high: Sequence[int],
              interior: Sequence[int]) -> np.ndarray:
    """Spec ``pad`` with the given per-dimension amounts (shared by ``dynamic_pad``, ``reduce_window``,
    ``select_and_scatter`` and ``convolution``).

    Element ``i`` of dimension ``d`` lands at ``low[d] + i * (interior[d] + 1)``; elements outside the
    result (negative edge padding) are dropped, so one strided assignment into an array filled
    with ``padding_value`` does the interior and edge padding at once.
    """
    if not any(low) and not any(high) and not any(interior):
        return operand
    shape, target, source = [], [], []
    for n, lo, hi, gap in zip(operand.shape, low, high, interior):
        step = gap + 1
        size = max(0, lo + (0 if n == 0 else (n - 1) * step + 1) + hi)
        shape.append(size)
        # keep the elements i with 0 <= lo + i * step < size
        first = -(lo // step) if lo < 0 else 0
        stop = max(first, min(n, (size - 1 - lo) // step + 1))
        source.append(slice(first, stop))
        target.append(slice(lo + first * step, lo + (stop - 1) * step + 1, step) if stop > first else slice(0, 0))
    padded = np.full(shape, padding_value, dtype=operand.dtype)
    padded[tuple(target)] = operand[tuple(source)]
    return padded


@evaluates("stablehlo.reverse")
def reverse(ctx, op: Op, operand):
    """Spec ``reverse``: flip along ``dimensions``."""
    return np.flip(operand, axis=ints(op, "dimensions"))


@evaluates("stablehlo.get_dimension_size")
def get_dimension_size(ctx, op: Op, operand):
    """Spec ``get_dimension_size``: size of ``dimension`` as a 0-d i32."""
    return np.asarray(operand.shape[scalar_attr(op, "dimension")], dtype=result_dtype(op))


@evaluates("stablehlo.tuple")
def tuple_(ctx, op: Op, *values):
    """Spec ``tuple``."""
    return tuple(values)


@evaluates("stablehlo.get_tuple_element")
def get_tuple_element(ctx, op: Op, value):
    """Spec ``get_tuple_element``: element ``index``."""
    return value[scalar_attr(op, "index")]
