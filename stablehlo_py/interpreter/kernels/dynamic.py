"""Kernels of the ``dynamic`` family: like their static twins (shape.py), with shapes and amounts given
as operands (spec "dynamic_iota", "dynamic_reshape", "dynamic_pad", "dynamic_broadcast_in_dim";
``real_dynamic_slice`` is not specced: StablehloOps.td). ``compute_reshape_shape`` and
``cstr_reshapable`` have no kernel (dialect/dynamic.py says why)."""
from __future__ import annotations

import numpy as np

from ..registry import kernel
from ._common import operand_ints
from .shape import broadcast_array, iota_array, pad_array


@kernel("stablehlo.dynamic_iota")
def dynamic_iota(ctx, attrs, output_shape: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_iota``: ``iota`` with the result shape given by ``output_shape``."""
    return iota_array(attrs.iota_dimension, operand_ints(output_shape), attrs.result_types[0].element_type)


@kernel("stablehlo.dynamic_reshape")
def dynamic_reshape(ctx, attrs, operand: np.ndarray, output_shape: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_reshape``: ``reshape`` to the shape given by ``output_shape``."""
    return np.reshape(operand, operand_ints(output_shape))


@kernel("stablehlo.dynamic_pad")
def dynamic_pad(ctx, attrs, operand: np.ndarray, padding_value: np.ndarray, low: np.ndarray, high: np.ndarray,
                interior: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_pad``: ``pad`` with the amounts given as operands."""
    return pad_array(operand, padding_value, operand_ints(low), operand_ints(high), operand_ints(interior))


@kernel("stablehlo.dynamic_broadcast_in_dim")
def dynamic_broadcast_in_dim(ctx, attrs, operand: np.ndarray, output_dimensions: np.ndarray) -> np.ndarray:
    """Spec ``dynamic_broadcast_in_dim``: ``broadcast_in_dim`` to the shape ``output_dimensions``
    (the known_(non)expanding_dimensions hints change nothing about the values)."""
    return broadcast_array(operand, operand_ints(output_dimensions), attrs.broadcast_dimensions)


@kernel("stablehlo.real_dynamic_slice")
def real_dynamic_slice(ctx, attrs, operand: np.ndarray, start_indices: np.ndarray, limit_indices: np.ndarray,
                       strides: np.ndarray) -> np.ndarray:
    """``real_dynamic_slice``: ``slice`` with start/limit/stride given as operands."""
    bounds = zip(operand_ints(start_indices), operand_ints(limit_indices), operand_ints(strides))
    return operand[tuple(slice(b, e, s) for b, e, s in bounds)]
