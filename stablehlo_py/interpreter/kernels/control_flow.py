"""Control flow and token ops: while, if, case, optimization_barrier, after_all, create_token."""
from __future__ import annotations

from ...ir.nodes import Op
from ..registry import evaluates
from ..values import TOKEN
from ._common import op_results


@evaluates("stablehlo.while")
def while_(ctx, op: Op, *operands):
    """Spec ``while``: run ``body`` while ``cond`` returns true; results are the final loop values."""
    cond, body = (ctx.regions[id(region)] for region in op.regions)
    values = list(operands)
    while ctx.run_block(cond, values)[0]:
        values = ctx.run_block(body, values)
    return op_results(op, values)


@evaluates("stablehlo.if")
def if_(ctx, op: Op, pred):
    """Spec ``if``: ``true_branch`` when ``pred`` else ``false_branch``."""
    return op_results(op, ctx.run_region(op.regions[0] if pred else op.regions[1], ()))


@evaluates("stablehlo.case")
def case(ctx, op: Op, index):
    """Spec ``case``: branch ``index``; an index out of range selects the last branch."""
    i = int(index)
    branches = op.regions
    return op_results(op, ctx.run_region(branches[i] if 0 <= i < len(branches) else branches[-1], ()))


@evaluates("stablehlo.optimization_barrier")
def optimization_barrier(ctx, op: Op, *operands):
    """Spec ``optimization_barrier``: the operands unchanged."""
    return op_results(op, operands)


@evaluates("stablehlo.after_all", "stablehlo.create_token")
def after_all(ctx, op: Op, *tokens):
    """Spec ``after_all`` (and the legacy ``create_token``): a token."""
    return TOKEN
