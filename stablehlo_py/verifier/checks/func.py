"""Checks of the ``func`` family (spec "Module, Function, Call and Return"): ``func.call``.

``func.return`` is checked against its enclosing function by the verifier's driver, the only place
that knows the function.
"""
from __future__ import annotations

import difflib

from ..context import OpContext
from ..registry import check
from ..type_rules import type_mismatch


@check("func.call")
def check_call(ctx: OpContext, attrs) -> None:
    """``func.call @callee``: the callee is a function of the module and its type is the call's."""
    func = ctx.funcs.get(attrs.callee)
    if func is None:
        match = difflib.get_close_matches(attrs.callee, list(ctx.funcs), n=1, cutoff=0.6)
        hint = f"; did you mean `{match[0]}`?" if match else ""
        ctx.error("call", f"no function named @{attrs.callee}{hint}")
        return
    callee = f"@{func.name}'s type"
    if ctx.require(ctx.operand_types == func.type.inputs, "call",
                   lambda: type_mismatch("operand", None, ctx.operand_types, "input", callee, func.type.inputs,
                                         exact=True)):
        ctx.require(ctx.result_types == func.type.results, "call",
                    lambda: type_mismatch("result", None, ctx.result_types, "result", callee, func.type.results,
                                          exact=True))
