"""Kernels of the ``func`` family (spec "Module, Function, Call and Return"): ``func.call``; returns
are block terminators handled by the evaluator itself."""
from __future__ import annotations

from ..registry import kernel
from ._common import op_results


@kernel("func.call")
def call(ctx, attrs, *arguments):
    """``func.call @callee(args)``: run the callee in a new frame."""
    return op_results(attrs.op, ctx.call(attrs.callee, arguments))
