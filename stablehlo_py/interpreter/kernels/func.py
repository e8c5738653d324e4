"""Function calls (spec "Module, Function, Call and Return") and ``composite``; returns are block
terminators handled by the evaluator itself."""
from __future__ import annotations

from ...ir.nodes import Op
from ..registry import evaluates
from ._common import attribute, op_results


@evaluates("func.call", "call")
def call(ctx, op: Op, *arguments):
    """``func.call @callee(args)``: run the callee in a new frame."""
    return op_results(op, ctx.call(attribute(op, "callee").name, arguments))


@evaluates("stablehlo.composite")
def composite(ctx, op: Op, *inputs):
    """Spec ``composite``: its semantics are those of the ``decomposition`` function, called on the inputs."""
    return op_results(op, ctx.call(attribute(op, "decomposition").name, inputs))
