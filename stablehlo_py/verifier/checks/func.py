"""Checks of the ``func`` family (spec "Module, Function, Call and Return"): ``func.call``.

``func.return`` is checked against its enclosing function by the verifier's driver, the only place
that knows the function.
"""
from __future__ import annotations

from ...ir.nodes import Func
from ..context import OpContext, did_you_mean
from ..registry import check
from ..type_rules import type_mismatch


def check_called_signature(ctx: OpContext, func: Func, callee: str, operand_label: str, result_label: str) -> None:
    """The op's operand and result types are ``func``'s input and result types (``callee`` names it in
    messages), under ``operand_label``/``result_label``; the results are checked once the operands match."""
    if ctx.require(ctx.operand_types == func.type.inputs, operand_label,
                   lambda: type_mismatch("operand", None, ctx.operand_types, "input", callee, func.type.inputs,
                                         exact=True)):
        ctx.require(ctx.result_types == func.type.results, result_label,
                    lambda: type_mismatch("result", None, ctx.result_types, "result", callee, func.type.results,
                                          exact=True))


@check("func.call")
def check_call(ctx: OpContext, attrs) -> None:
    """``func.call @callee``: the callee is a function of the module and its type is the call's."""
    func = ctx.funcs.get(attrs.callee)
    if func is None:
        ctx.error("call", f"no function named @{attrs.callee}{did_you_mean(attrs.callee, ctx.funcs)}")
        return
    check_called_signature(ctx, func, f"@{func.name}'s type", "call", "call")
