"""Checks of the ``linalg`` family: cholesky and triangular_solve (spec sections of the same names)."""
from __future__ import annotations

from ...ir.enums import Transpose
from ...ir.types import TensorType
from ..context import OpContext
from ..registry import check
from ..type_rules import dim_compatible, element_types_compatible, shapes_compatible, types_compatible


def _check_square_minor_dims(ctx: OpContext, t: TensorType, name: str, rank_label: str, square_label: str) -> bool:
    """``2 <= rank(t)`` and ``dim(t, -2) = dim(t, -1)``."""
    if not ctx.require(t.rank >= 2, rank_label, f"operand `{name}` has type {t} but must have rank >= 2"):
        return False
    a, b = t.shape[-2:]
    return ctx.require(dim_compatible(a, b), square_label,
                       f"operand `{name}` has type {t} but its last two dimensions must be equal")


def _same_baseline_type(ctx: OpContext, label: str, operand: TensorType, name: str, result: TensorType) -> None:
    ctx.require(types_compatible(operand, result), label,
                f"result #0 has type {result} but operand `{name}` has {operand}; they must match")


@check("stablehlo.cholesky")
def check_cholesky(ctx: OpContext, attrs) -> None:
    """cholesky (C1) baseline_type(a) = baseline_type(result); (C2) 2 <= rank(a); (C3) dim(a, -2) = dim(a, -1)."""
    if _check_square_minor_dims(ctx, ctx.operand_types[0], "a", "C2", "C3"):
        _same_baseline_type(ctx, "C1", ctx.operand_types[0], "a", ctx.result_types[0])


@check("stablehlo.triangular_solve")
def check_triangular_solve(ctx: OpContext, attrs) -> None:
    """triangular_solve (C1) same baseline element types of a and b; (C2) 2 <= rank(a) = rank(b);
    (C3) batch dims equal and dim(a, -2) = dim(a, -1) = dim(b, left_side ? -2 : -1); (C4) result type."""
    a, b = ctx.operand_types
    ctx.require(attrs.transpose_a is not Transpose.TRANSPOSE_INVALID, "attribute",
                "attribute `transpose_a` is TRANSPOSE_INVALID but must be NO_TRANSPOSE, TRANSPOSE or ADJOINT")
    ctx.require(element_types_compatible(a.element_type, b.element_type), "C1",
                f"operand `a` has type {a} but `b` has {b}; their element types must match")
    if not _check_square_minor_dims(ctx, a, "a", "C2", "C3"):
        return
    if not ctx.require(a.rank == b.rank, "C2", f"operand `a` has type {a} but `b` has {b}; their ranks must match"):
        return
    shared = b.shape[-2] if attrs.left_side else b.shape[-1]
    ctx.require(dim_compatible(shared, a.shape[-1]), "C3",
                f"operand `a` has type {a} and `b` {b}; `b`'s {'second-to-last' if attrs.left_side else 'last'} "
                f"dimension must match `a`'s last")
    ctx.require(shapes_compatible(a.shape[:-2], b.shape[:-2]), "C3",
                f"operand `a` has type {a} and `b` {b}; their batch dimensions (all but the last two) must match")
    _same_baseline_type(ctx, "C4", b, "b", ctx.result_types[0])
