"""Spec ``reduce``: NumPy reductions for the common bodies, a pairwise tree otherwise.

The spec leaves the order of applying ``body`` implementation-defined; bodies
made of one associative op (add, multiply, maximum, minimum, and, or, xor) use
``ufunc.reduce``; any other body whose ops are all elementwise (the argmax/argmin
compare+select pattern included) is applied to whole halves of the reduced axis
at once (log2(n) body runs). Bodies with non-elementwise ops run per element.
"""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Op
from ...numerics import integers
from ..registry import evaluates
from ._common import ints, op_results, result_dtype
from ._regions import body_is_elementwise, sequential_reduce, single_op_ufunc, tree_reduce


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
        results = tree_reduce(ctx, body, moved, inits)
    else:
        results = sequential_reduce(ctx, body, moved, inits)
    return op_results(op, [np.asarray(r).astype(result_dtype(op, i), copy=False)
                           for i, r in enumerate(results)])


def _reduced_axis_last(x: np.ndarray, dims) -> np.ndarray:
    """``x`` with the ``dims`` axes moved to the end and flattened into one."""
    kept = [d for d in range(x.ndim) if d not in dims]
    moved = np.transpose(x, kept + list(dims))
    return moved.reshape(moved.shape[:len(kept)] + (-1,))
