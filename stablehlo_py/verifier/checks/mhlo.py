"""Checks of the ``mhlo`` family (xla/mlir_hlo/mhlo/IR/hlo_ops.td and the verifiers and type inference of
hlo_ops.cc). The elementwise ops and ``copy`` need nothing beyond what the op table declares (one type
for operand and result, the element kinds of hlo_ops.td).
"""
from __future__ import annotations

from ..context import OpContext
from ..registry import check
from .chlo import check_top_k


@check("mhlo.topk")
def check_topk(ctx: OpContext, attrs) -> None:
    """hlo_ops.cc ``TopKOp::inferReturnTypeComponents``: the rules of ``chlo.top_k`` (the operand has rank
    >= 1 and at least ``k`` elements in its last dimension; the results are the values, of the operand's
    element type, and their ``i32`` indices, shaped like the operand with ``k`` as the last dimension), and
    ``k`` is not negative."""
    k = attrs.k
    if ctx.require(k >= 0, "k", lambda: f"attribute `k` is {k} but must not be negative"):
        check_top_k(ctx, attrs)
