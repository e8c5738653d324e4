"""The dynamic-shape ops: like their static twins, with shapes and amounts given as operands
(spec "dynamic_iota", "dynamic_reshape", "dynamic_pad", "dynamic_broadcast_in_dim",
"real_dynamic_slice"; ``dynamic_slice``/``dynamic_update_slice`` live in shape.py,
``dynamic_gather`` and ``dynamic_conv`` beside their static versions)."""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Op
from ..registry import evaluates
from ._common import ints, operand_ints
from .shape import broadcast_array, iota_array, pad_array


@evaluates("stablehlo.dynamic_iota")
def dynamic_iota(ctx, op: Op, output_shape):
    """Spec ``dynamic_iota``: ``iota`` with the result shape given by ``output_shape``."""
    return iota_array(op, operand_ints(output_shape))


@evaluates("stablehlo.dynamic_reshape")
def dynamic_reshape(ctx, op: Op, operand, output_shape):
    """Spec ``dynamic_reshape``: ``reshape`` to the shape given by ``output_shape``."""
    return np.reshape(operand, operand_ints(output_shape))


@evaluates("stablehlo.dynamic_pad")
def dynamic_pad(ctx, op: Op, operand, padding_value, low, high, interior):
    """Spec ``dynamic_pad``: ``pad`` with the amounts given as operands."""
    return pad_array(operand, padding_value, operand_ints(low), operand_ints(high), operand_ints(interior))


@evaluates("stablehlo.dynamic_broadcast_in_dim")
def dynamic_broadcast_in_dim(ctx, op: Op, operand, output_dimensions):
    """Spec ``dynamic_broadcast_in_dim``: ``broadcast_in_dim`` to the shape ``output_dimensions``
    (the known_(non)expanding_dimensions hints change nothing about the values)."""
    return broadcast_array(operand, operand_ints(output_dimensions), ints(op, "broadcast_dimensions", ()))


@evaluates("stablehlo.real_dynamic_slice")
def real_dynamic_slice(ctx, op: Op, operand, start_indices, limit_indices, strides):
    """Spec ``real_dynamic_slice``: ``slice`` with start/limit/stride given as operands."""
    bounds = zip(operand_ints(start_indices), operand_ints(limit_indices), operand_ints(strides))
    return operand[tuple(slice(b, e, s) for b, e, s in bounds)]
