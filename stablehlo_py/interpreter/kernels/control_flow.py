"""Kernels of the ``control_flow`` family: while, if, case, optimization_barrier, composite and
custom_call (its targets are in ``interpreter/custom_calls/``)."""
from __future__ import annotations

from itertools import count

from ..context import KernelContext
from ..registry import kernel
from ._common import op_results


@kernel("stablehlo.while")
def while_(ctx, attrs, *operands):
    """Spec ``while``: run ``body`` while ``cond`` returns true; results are the final loop values. ``iteration``
    counts the passes (what a stopped run reports, interpreter/deadline.py)."""
    cond, body = (ctx.regions[id(region)] for region in attrs.op.regions)
    values = list(operands)
    for iteration in count(1):  # noqa: B007 - read from the frame by deadline.where
        if not ctx.run_block(cond, values)[0]:
            break
        values = ctx.run_block(body, values)
    return op_results(attrs.op, values)


@kernel("stablehlo.if")
def if_(ctx, attrs, pred):
    """Spec ``if``: ``true_branch`` when ``pred`` else ``false_branch``."""
    true_branch, false_branch = attrs.op.regions
    return op_results(attrs.op, ctx.run_region(true_branch if pred else false_branch, ()))


@kernel("stablehlo.case")
def case(ctx, attrs, index):
    """Spec ``case``: branch ``index``; an index out of range selects the last branch."""
    i = int(index)
    branches = attrs.op.regions
    return op_results(attrs.op, ctx.run_region(branches[i] if 0 <= i < len(branches) else branches[-1], ()))


@kernel("stablehlo.optimization_barrier")
def optimization_barrier(ctx, attrs, *operands):
    """Spec ``optimization_barrier``: the operands unchanged."""
    return op_results(attrs.op, operands)


@kernel("stablehlo.composite")
def composite(ctx, attrs, *inputs):
    """Spec ``composite``: its semantics are those of the ``decomposition`` function, called on the inputs."""
    return op_results(attrs.op, ctx.call(attrs.decomposition, inputs))


@kernel("stablehlo.custom_call")
def custom_call(ctx: KernelContext, attrs, *operands):
    """Spec ``custom_call``: the registered implementation of its target (``interpreter/custom_calls/``, which
    ``ctx.custom_call_target`` looks up)."""
    return ctx.custom_call_target(attrs.call_target_name)(ctx, attrs, *operands)
