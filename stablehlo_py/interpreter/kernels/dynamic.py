"""Kernels of the ``dynamic`` family: like their static twins (shape.py), with shapes and amounts given
as operands (spec "dynamic_iota", "dynamic_reshape", "dynamic_pad", "dynamic_broadcast_in_dim";
``real_dynamic_slice`` and ``compute_reshape_shape`` are not specced: StablehloOps.td). ``cstr_reshapable``
has no kernel (dialect/dynamic.py says why)."""
from __future__ import annotations

import numpy as np

from ...verifier.type_rules import padded_size
from ..budget import check_shape
from ..errors import InterpreterError
from ..registry import kernel
from ._common import fits, operand_ints, result_dtype
from .shape import broadcast_array, iota_array, pad_array


def _output_shape(ctx, attrs, operand: np.ndarray, name: str) -> tuple[int, ...]:
    """The result shape an ``output_shape``/``output_dimensions`` operand gives (the spec's semantics of
    ``dynamic_iota``, ``dynamic_reshape``, ``dynamic_broadcast_in_dim``): non-negative sizes that agree
    with the result type's static dimensions, else an ``InterpreterError``; within the memory budget
    (budget.py), else a ``MemoryBudgetError`` before anything is allocated."""
    shape = operand_ints(operand)
    if any(size < 0 for size in shape) or not fits(shape, attrs.result_types[0].shape):
        raise InterpreterError(f"{name} = {list(shape)} does not describe a value of the result type "
                               f"{attrs.result_types[0]}")
    check_shape(ctx, attrs, shape)
    return shape


@kernel("stablehlo.dynamic_iota")
def dynamic_iota(ctx, attrs, output_shape: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_iota``: ``iota`` with the result shape given by ``output_shape``."""
    return iota_array(attrs.iota_dimension, _output_shape(ctx, attrs, output_shape, "output_shape"),
                      attrs.result_types[0].element_type)


@kernel("stablehlo.dynamic_reshape")
def dynamic_reshape(ctx, attrs, operand: np.ndarray, output_shape: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_reshape``: ``reshape`` to the shape given by ``output_shape``."""
    shape = _output_shape(ctx, attrs, output_shape, "output_shape")
    if int(np.prod(shape, dtype=np.int64)) != operand.size:
        raise InterpreterError(f"dynamic_reshape of an operand of shape {list(operand.shape)} to {list(shape)}: "
                               "the sizes differ", constraint="C2")
    return np.reshape(operand, shape)


@kernel("stablehlo.dynamic_pad")
def dynamic_pad(ctx, attrs, operand: np.ndarray, padding_value: np.ndarray, low: np.ndarray, high: np.ndarray,
                interior: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_pad``: ``pad`` with the amounts given as operands, one per dimension (C2), interior
    amounts non-negative (C3) and no result dimension of negative size (C4)."""
    amounts = operand_ints(low), operand_ints(high), operand_ints(interior)
    sizes = [padded_size(n, lo, hi, gap) for n, lo, hi, gap in zip(operand.shape, *amounts)]
    if any(len(a) != operand.ndim for a in amounts) or min(amounts[2], default=0) < 0 or min(sizes, default=0) < 0:
        raise InterpreterError(f"dynamic_pad of an operand of shape {list(operand.shape)} with low "
                               f"{list(amounts[0])}, high {list(amounts[1])}, interior {list(amounts[2])}")
    check_shape(ctx, attrs, sizes)
    return pad_array(operand, padding_value, *amounts)


@kernel("stablehlo.dynamic_broadcast_in_dim")
def dynamic_broadcast_in_dim(ctx, attrs, operand: np.ndarray, output_dimensions: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_broadcast_in_dim``: ``broadcast_in_dim`` to the shape ``output_dimensions``
    (the known_(non)expanding_dimensions hints change nothing about the values)."""
    shape = _output_shape(ctx, attrs, output_dimensions, "output_dimensions")
    return broadcast_array(operand, shape, attrs.broadcast_dimensions)


@kernel("stablehlo.real_dynamic_slice")
def real_dynamic_slice(ctx, attrs, operand: np.ndarray, start_indices: np.ndarray, limit_indices: np.ndarray,
                       strides: np.ndarray) -> np.ndarray:
    """``real_dynamic_slice``: ``slice`` with start/limit/stride given as operands, which must satisfy
    ``slice``'s constraints (spec ``slice`` (C3), (C4): ``0 <= start <= limit <= dim``, ``0 < stride``)."""
    bounds = list(zip(operand_ints(start_indices), operand_ints(limit_indices), operand_ints(strides)))
    for axis, ((start, limit, stride), size) in enumerate(zip(bounds, operand.shape)):
        if not 0 <= start <= limit <= size or stride <= 0:
            raise InterpreterError(f"start {start}, limit {limit}, stride {stride} do not "
                                   f"slice dimension {axis} of size {size}")
    return operand[tuple(slice(b, e, s) for b, e, s in bounds)]


@kernel("stablehlo.compute_reshape_shape")
def compute_reshape_shape(ctx, attrs, num_elements: np.ndarray, dynamic_shape: np.ndarray) -> np.ndarray:
    """``compute_reshape_shape`` (StablehloOps.td before upstream removed it, openxla/stablehlo#2286):
    ``dynamic_shape`` as TensorFlow's reshape reads it, its one ``-1`` (if any) replaced by the size that
    makes ``num_elements`` elements (12 and [2, -1] give [2, 6]). Upstream leaves other operands undefined;
    here they are an error."""
    shape, total = operand_ints(dynamic_shape), int(num_elements)
    unknown = [i for i, size in enumerate(shape) if size == -1]
    known = int(np.prod([size for size in shape if size != -1], dtype=np.int64))
    if len(unknown) > 1 or any(size < -1 for size in shape) or (unknown and (known == 0 or total % known)):
        raise InterpreterError(f"dynamic_shape = {list(shape)} does not reshape {total} elements: it needs sizes "
                               f">= 0 and at most one -1, whose size the others' product divides {total} into")
    if unknown:
        shape = shape[:unknown[0]] + (total // known,) + shape[unknown[0] + 1:]
    return np.array(shape, dtype=result_dtype(attrs.op))
