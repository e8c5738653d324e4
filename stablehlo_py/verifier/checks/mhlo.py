"""Checks of the ``mhlo`` family (xla/mlir_hlo/mhlo/IR/hlo_ops.td and the verifiers and type inference of
hlo_ops.cc). The elementwise ops need nothing beyond what the op table declares (one type for operand and
result, the element kinds of hlo_ops.td).
"""
from __future__ import annotations

from ...ir.types import TensorType, TokenType, TupleType
from ..context import OpContext
from ..registry import check
from ..type_rules import types_compatible
from .chlo import check_top_k


@check("mhlo.copy")
def check_copy(ctx: OpContext, attrs) -> None:
    """hlo_ops.td ``copy``: a tensor, token or tuple (``MHLO_TensorOrTokenOrTuple``) and a result of its type
    (``HLO_CompatibleOperandsAndResultType``)."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    if ctx.require(isinstance(operand, (TensorType, TokenType, TupleType)), "signature",
                   lambda: f"operand #0 has type {operand} but must be a tensor, token or tuple"):
        ctx.require(types_compatible(operand, result), "type",
                    lambda: f"result #0 has type {result} but operand #0 has {operand}; they must match")


@check("mhlo.add_dependency")
def check_add_dependency(ctx: OpContext, attrs) -> None:
    """hlo_ops.td ``add_dependency``: a tensor or token operand (``MHLO_TensorOrAnyToken``), a token
    (``MHLO_AnyToken``), and the operand's type as the result (its type inference)."""
    (operand, token), result = ctx.operand_types, ctx.result_types[0]
    ctx.require(isinstance(operand, (TensorType, TokenType)), "signature",
                lambda: f"operand #0 has type {operand} but must be a tensor or a token")
    ctx.require(isinstance(token, TokenType), "signature",
                lambda: f"operand #1 (`token`) has type {token} but must be a token")
    ctx.require(ctx.failed or types_compatible(operand, result), "type",
                lambda: f"result #0 has type {result} but operand #0 has {operand}; they must match")


@check("mhlo.topk")
def check_topk(ctx: OpContext, attrs) -> None:
    """hlo_ops.cc ``TopKOp::inferReturnTypeComponents``: the rules of ``chlo.top_k`` (the operand has rank
    >= 1 and at least ``k`` elements in its last dimension; the results are the values, of the operand's
    element type, and their ``i32`` indices, shaped like the operand with ``k`` as the last dimension), and
    ``k`` is not negative."""
    k = attrs.k
    if ctx.require(k >= 0, "k", lambda: f"attribute `k` is {k} but must not be negative"):
        check_top_k(ctx, attrs)
