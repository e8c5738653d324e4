"""Spec ``reduce``: NumPy reductions for the common bodies, a pairwise tree otherwise.

The spec leaves the order of applying ``body`` implementation-defined; bodies
made of one associative op (add, multiply, maximum, minimum, and, or, xor) use
``ufunc.reduce``; any other body whose ops are all elementwise (the argmax/argmin
compare+select pattern included) is applied to whole halves of the reduced axis
at once (log2(n) body runs). Bodies with non-elementwise ops run per element.
"""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Op, Region
from ...numerics import integers
from ..quantized import has_quantized_types
from ..registry import evaluates
from ._common import ints, result_dtype
from .control_flow import op_results

_UFUNCS = {"stablehlo.add": np.add, "stablehlo.multiply": np.multiply, "stablehlo.maximum": np.maximum,
           "stablehlo.minimum": np.minimum, "stablehlo.and": np.bitwise_and, "stablehlo.or": np.bitwise_or,
           "stablehlo.xor": np.bitwise_xor}

ELEMENTWISE_BODY_OPS = frozenset({
    "stablehlo.abs", "stablehlo.add", "stablehlo.and", "stablehlo.atan2", "stablehlo.cbrt", "stablehlo.ceil",
    "stablehlo.clamp", "stablehlo.compare", "stablehlo.complex", "stablehlo.constant", "stablehlo.convert",
    "stablehlo.cosine", "stablehlo.count_leading_zeros", "stablehlo.divide", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.floor", "stablehlo.imag", "stablehlo.is_finite",
    "stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.maximum", "stablehlo.minimum",
    "stablehlo.multiply", "stablehlo.negate", "stablehlo.not", "stablehlo.or", "stablehlo.popcnt",
    "stablehlo.power", "stablehlo.real", "stablehlo.reduce_precision", "stablehlo.remainder",
    "stablehlo.round_nearest_afz", "stablehlo.round_nearest_even", "stablehlo.rsqrt", "stablehlo.select",
    "stablehlo.shift_left", "stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical",
    "stablehlo.sign", "stablehlo.sine", "stablehlo.sqrt", "stablehlo.subtract", "stablehlo.tan",
    "stablehlo.tanh", "stablehlo.xor", "stablehlo.return"})


def body_is_elementwise(region: Region) -> bool:
    """True when every op of ``region`` works on whole arrays as it does on scalars."""
    return all(op.name in ELEMENTWISE_BODY_OPS for op in region.walk())


def single_op_ufunc(region: Region):
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


@evaluates("stablehlo.reduce")
def reduce(ctx, op: Op, *operands):
    """Spec ``reduce``: ``inputs`` reduced along ``dimensions`` with ``body``, starting from ``init_values``."""
    n = len(operands) // 2
    inputs, inits = operands[:n], operands[n:]
    dims = ints(op, "dimensions")
    body = op.regions[0]
    ufunc = single_op_ufunc(body) if n == 1 else None
    if ufunc is not None:
        x, dtype = inputs[0], result_dtype(op)
        if integers.is_sub_byte(dtype):
            reduced = integers.wrap(ufunc.reduce(integers.widen(x), axis=dims), dtype)
        else:
            reduced = ufunc.reduce(x, axis=dims)
        return np.asarray(ufunc(inits[0], reduced)).astype(dtype, copy=False)
    moved = [_reduced_axis_last(x, dims) for x in inputs]
    if body_is_elementwise(body):
        results = _tree_reduce(ctx, body, moved, inits)
    else:
        results = _sequential_reduce(ctx, body, moved, inits)
    return op_results(op, [np.asarray(r).astype(result_dtype(op, i), copy=False)
                           for i, r in enumerate(results)])


def _reduced_axis_last(x: np.ndarray, dims) -> np.ndarray:
    kept = [d for d in range(x.ndim) if d not in dims]
    moved = np.transpose(x, kept + list(dims))
    return moved.reshape(moved.shape[:len(kept)] + (-1,))


def _tree_reduce(ctx, body: Region, values: list, inits) -> list:
    """Combine halves of the last axis with the body until one element is left, then fold in inits."""
    while values[0].shape[-1] > 1:
        size = values[0].shape[-1]
        half = size // 2
        combined = ctx.run_region(body, [v[..., :half] for v in values] + [v[..., half:2 * half] for v in values])
        combined = [np.broadcast_to(c, values[0][..., :half].shape) for c in combined]
        if size % 2:
            combined = [np.concatenate([c, v[..., -1:]], axis=-1) for c, v in zip(combined, values)]
        values = combined
    shape = values[0].shape[:-1]
    if values[0].shape[-1] == 0:
        return [np.broadcast_to(init, shape) for init in inits]
    last = [v[..., 0] for v in values]
    folded = ctx.run_region(body, [np.broadcast_to(init, shape) for init in inits] + last)
    return [np.broadcast_to(f, shape) for f in folded]


def _sequential_reduce(ctx, body: Region, values: list, inits) -> list:
    """Per-element fold for bodies with non-elementwise ops (slow, rare)."""
    shape = values[0].shape[:-1]
    outputs = [np.empty(shape, dtype=np.asarray(init).dtype) for init in inits]
    for index in np.ndindex(shape):
        accumulators = list(inits)
        for k in range(values[0].shape[-1]):
            accumulators = ctx.run_region(body, accumulators + [np.asarray(v[index + (k,)]) for v in values])
        for out, acc in zip(outputs, accumulators):
            out[index] = acc
    return outputs
