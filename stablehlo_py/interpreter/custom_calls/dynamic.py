"""The dynamic ops ``jax.export`` writes as custom calls for shape-polymorphic programs, their window, ``k`` or
output shape given as operands (jax ``_src/export/_export.py`` lists them among the targets it guarantees
stable, "until they are upstreamed to StableHLO"; their operands and results are those of the adaptors in
StableHLO's ``stablehlo/dialect/ExperimentalOps.cpp``, openxla/stablehlo#8):

- ``stablehlo.dynamic_reduce_window(inputs..., init_values..., window_dimensions, window_strides,
  base_dilations, window_dilations, padding)`` with ``called_computations = [@body]``: ``reduce_window``;
- ``stablehlo.dynamic_top_k(operand, k)``: ``chlo.top_k`` with ``k`` an operand (values, indices);
- ``stablehlo.dynamic_rng_bit_generator(initial_state, output_shape) {rng_algorithm = ...}``:
  ``rng_bit_generator`` with the output's shape an operand.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...ir.attributes import ArrayAttr, EnumAttr, SymbolRefAttr
from ...ir.dtypes import dtype_of
from ...ir.enums import RngAlgorithm
from ..errors import InterpreterError
from ..kernels._common import fits, op_results, operand_ints
from ..kernels.chlo import top_k_along_last
from ..kernels.reduction import Windows, reduce_windows
from ..kernels.rng import generate_bits
from .targets import target


class _CalledBody:
    """What the ``reduce_window`` helpers run a body through (``run_region``), for a body that is a function
    of the module: each run calls it."""

    def __init__(self, ctx, name: str):
        self.ctx, self.name = ctx, name

    def run_region(self, region, args: Sequence[object]) -> list:
        return self.ctx.call(self.name, list(args))


def _dtypes(op) -> list[np.dtype]:
    return [dtype_of(t.element_type) for t in op.result_types]


def _checked(op, values: list[np.ndarray]) -> object:
    """``values`` as the op's results, unless one does not fit its declared type's static dimensions."""
    for index, (value, t) in enumerate(zip(values, op.result_types)):
        if not fits(value.shape, t.shape):
            raise InterpreterError(f"{op.attributes['call_target_name'].value}: result #{index} has shape "
                                   f"{list(value.shape)}, not one of type {t}")
    return op_results(op, values)


@target("stablehlo.dynamic_reduce_window")
def dynamic_reduce_window(ctx, attrs, *operands: np.ndarray) -> object:
    """``reduce_window`` of the inputs and init values, the window given by the last five operands."""
    op = attrs.op
    called = op.attributes.get("called_computations")
    if (len(operands) - 5) % 2 or len(operands) < 7 or not isinstance(called, ArrayAttr) \
            or len(called.elements) != 1 or not isinstance(called.elements[0], SymbolRefAttr):
        raise InterpreterError("stablehlo.dynamic_reduce_window takes inputs, as many init values and five window "
                               "operands, and one function in called_computations")
    name = called.elements[0].name
    body = ctx.module.funcs.get(name)
    if body is None or body.body is None:
        raise InterpreterError(f"stablehlo.dynamic_reduce_window: no function @{name} in the module")
    *data, dims, strides, base, dilations, padding = operands
    rank = data[0].ndim
    window = Windows(*(operand_ints(x) for x in (dims, strides, base, dilations)),
                     np.asarray(operand_ints(padding), dtype=np.int64).reshape(-1, 2))
    if any(len(v) != rank for v in (window.dimensions, window.strides, window.base_dilations,
                                    window.window_dilations, window.padding)) \
            or min((*window.dimensions, *window.strides, *window.base_dilations, *window.window_dilations)) < 1:
        raise InterpreterError(f"stablehlo.dynamic_reduce_window: window {list(window.dimensions)}, strides "
                               f"{list(window.strides)}, dilations {list(window.base_dilations)} and "
                               f"{list(window.window_dilations)} must be positive, one per dimension of the "
                               f"rank-{rank} inputs (spec reduce_window C4-C12)")
    return _checked(op, reduce_windows(_CalledBody(ctx, name), body.body, data, window, _dtypes(op)))


@target("stablehlo.dynamic_top_k")
def dynamic_top_k(ctx, attrs, operand: np.ndarray, k: np.ndarray) -> object:
    """``chlo.top_k`` with ``k`` given as a scalar operand."""
    dtypes = _dtypes(attrs.op)
    return _checked(attrs.op, list(top_k_along_last(operand, int(k), dtypes[1])))


@target("stablehlo.dynamic_rng_bit_generator")
def dynamic_rng_bit_generator(ctx, attrs, initial_state: np.ndarray, output_shape: np.ndarray) -> object:
    """``rng_bit_generator`` with the output's shape given by ``output_shape``."""
    algorithm = attrs.op.attributes.get("rng_algorithm")
    if not isinstance(algorithm, EnumAttr) or algorithm.value not in RngAlgorithm.__members__:
        raise InterpreterError("stablehlo.dynamic_rng_bit_generator needs an rng_algorithm attribute")
    shape = operand_ints(output_shape)
    if min(shape, default=0) < 0:
        raise InterpreterError(f"stablehlo.dynamic_rng_bit_generator: output_shape {list(shape)}")
    state, output = generate_bits(RngAlgorithm[algorithm.value], initial_state, _dtypes(attrs.op)[1], shape)
    return _checked(attrs.op, [state.astype(_dtypes(attrs.op)[0]), output])
