"""Kernels of the ``func`` family (spec "Module, Function, Call and Return"): ``func.call``; returns
are block terminators handled by the evaluator itself."""
from __future__ import annotations

from ..errors import CallDepthError
from ..registry import kernel
from ._common import op_results


# How deep func.calls may nest: each call takes a few Python frames, so 200 calls stay well inside
# Python's default recursion limit (1,000) with room for the regions and loops between them. Exporters
# nest calls a few levels deep; only a function that calls itself without end gets near.
MAX_CALL_DEPTH = 200


@kernel("func.call")
def call(ctx, attrs, *arguments):
    """``func.call @callee(args)``: run the callee in a new frame; a ``CallDepthError`` past
    ``MAX_CALL_DEPTH`` nested calls."""
    depth = ctx.call_depth
    if depth >= MAX_CALL_DEPTH:
        raise CallDepthError(f"more than {MAX_CALL_DEPTH} nested calls (the last to @{attrs.callee}); does a "
                             "function call itself without end?")
    ctx.call_depth = depth + 1
    try:
        return op_results(attrs.op, ctx.call(attrs.callee, arguments))
    finally:
        ctx.call_depth = depth
