"""Running an op's region body (a ``reduce``/``scatter``/``map``/``sort`` computation) on whole arrays.

A body whose ops are all elementwise on scalars computes on arrays as it does on
scalars, so it runs once on every element at once; a body with other ops runs per
element (slow, rare). A body may read values defined outside it (MLIR: any value
dominating its op; the evaluator runs it in its caller's frame): a scalar one is
the same for every element and broadcasts against the arrays, but a larger one
(e.g. a vector argument of the function in an unused ``select``) would meet them
in NumPy broadcasting, so a body using one runs per element. A body that is
``return op(arg0, arg1)`` for one associative op maps to a NumPy ufunc (it reads
nothing from outside); NumPy's ``maximum``/``minimum`` folds get IEEE zero signs from
``extremum_zeros``. The fold strategies of spec ``reduce`` (whose order of applying
``body`` is implementation-defined) are shared by ``reduce`` and ``reduce_window``.
"""
from __future__ import annotations

import functools
from typing import Sequence

import numpy as np

from ...dialect import TABLE
from ...ir.nodes import Region
from ...ir.opdef import Trait
from ...ir.types import TensorType
from ...numerics import floats
from ..quantized import has_quantized_types

_UFUNCS = {"stablehlo.add": np.add, "stablehlo.multiply": np.multiply, "stablehlo.maximum": np.maximum,
           "stablehlo.minimum": np.minimum, "stablehlo.and": np.bitwise_and, "stablehlo.or": np.bitwise_or,
           "stablehlo.xor": np.bitwise_xor}

# The ops a body may hold and still run once on whole arrays: the StableHLO ops the op table declares
# ELEMENTWISE, plus stablehlo.constant (its value broadcasts) and the terminator. CHLO ops in a body run per
# element whatever their declaration says.
ELEMENTWISE_BODY_OPS = frozenset(
    [name for name, d in TABLE.items() if d.dialect == "stablehlo" and d.has(Trait.ELEMENTWISE)]
    + ["stablehlo.constant", "stablehlo.return"])


def body_is_elementwise(region: Region) -> bool:
    """True when every op of ``region`` works on whole arrays as it does on scalars: an elementwise op whose
    operands (those read from outside the body included) and results are all scalars."""
    return all(op.name in ELEMENTWISE_BODY_OPS and all(isinstance(t, TensorType) and t.shape == ()
                                                       for t in op.operand_types + op.result_types)
               for op in region.walk())


def single_op_ufunc(region: Region) -> np.ufunc | None:
    """The ufunc when ``region`` is ``return op(arg0, arg1)`` for an associative op, else None."""
    block = region.entry
    if len(block.ops) != 2 or len(block.arguments) != 2:
        return None
    combine, ret = block.ops
    args = tuple(a.name for a in block.arguments)
    if ret.operands != combine.results or set(combine.operands) != set(args) or len(combine.operands) != 2:
        return None
    if has_quantized_types(combine):  # arithmetic on quantized values goes through their float values
        return None
    return _UFUNCS.get(combine.name)


@functools.cache
def extremum_zeros(ufunc: np.ufunc | None, dtype: np.dtype) -> floats.ExtremumZeros | None:
    """The zero-sign fix of ``np.maximum``/``np.minimum`` folds of a float type with signed zeros (the
    fold of a one-op ``maximum``/``minimum`` body must give the op's IEEE zeros), else None."""
    if ufunc not in (np.maximum, np.minimum) or floats.signed_zero_bits(dtype) is None:
        return None
    return floats.ExtremumZeros(dtype, ufunc is np.maximum)


def map_region(ctx, region: Region, args: Sequence[np.ndarray], shape: tuple[int, ...],
               dtypes: Sequence[np.dtype]) -> list[np.ndarray]:
    """The results of the scalar computation ``region`` on the elements of ``args`` (each of
    ``shape``), as arrays of ``dtypes``: one run on the whole arrays when the body is
    elementwise, else one run per element."""
    if body_is_elementwise(region):
        results = ctx.run_region(region, args)
        return [np.broadcast_to(np.asarray(r), shape).astype(dtype, copy=False) for r, dtype in zip(results, dtypes)]
    outputs = [np.empty(shape, dtype=dtype) for dtype in dtypes]
    for index in np.ndindex(shape):
        results = ctx.run_region(region, [np.asarray(x[index]) for x in args])
        for output, value in zip(outputs, results):
            output[index] = value
    return outputs


def tree_reduce(ctx, body: Region, values: list[np.ndarray], inits: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Spec ``reduce`` of the last axis of ``values`` for an elementwise ``body``: combine halves of
    the axis with the body (log2(n) runs on whole arrays) until one element is left, then fold in
    ``inits``."""
    while values[0].shape[-1] > 1:
        size = values[0].shape[-1]
        half = size // 2
        combined = ctx.run_region(body, [v[..., :half] for v in values] + [v[..., half:2 * half] for v in values])
        combined = _broadcast(combined, values[0].shape[:-1] + (half,))
        if size % 2:
            combined = [np.concatenate([c, v[..., -1:]], axis=-1) for c, v in zip(combined, values)]
        values = combined
    shape = values[0].shape[:-1]
    if values[0].shape[-1] == 0:
        return [np.broadcast_to(init, shape) for init in inits]
    last = [v[..., 0] for v in values]
    folded = ctx.run_region(body, _broadcast(inits, shape) + last)
    return _broadcast(folded, shape)


def _broadcast(arrays: Sequence[np.ndarray], shape: tuple[int, ...]) -> list[np.ndarray]:
    """``np.broadcast_to(x, shape)`` of each array that does not have ``shape`` yet (the others as they are:
    the body's results mostly have it, and ``broadcast_to`` costs a few microseconds a call)."""
    return [x if np.shape(x) == shape else np.broadcast_to(x, shape) for x in arrays]


def sequential_reduce(ctx, body: Region, values: list[np.ndarray], inits: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Spec ``reduce`` of the last axis of ``values``, folding element by element into ``inits``
    (for bodies with non-elementwise ops: slow, rare)."""
    shape = values[0].shape[:-1]
    outputs = [np.empty(shape, dtype=np.asarray(init).dtype) for init in inits]
    for index in np.ndindex(shape):
        accumulators = list(inits)
        for k in range(values[0].shape[-1]):
            accumulators = ctx.run_region(body, accumulators + [np.asarray(v[index + (k,)]) for v in values])
        for out, acc in zip(outputs, accumulators):
            out[index] = acc
    return outputs
