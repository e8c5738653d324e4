"""Checks of the CHLO ops that have rules (chlo.md: ``top_k``, ``constant_like`` and the
``broadcast_*`` binary ops). chlo.md numbers no constraints, so the labels name what is checked."""
from __future__ import annotations

from ...ir.attributes import DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.types import IntegerType, TensorType
from ..context import OpContext
from ..infer import element_types_compatible, is_unique, out_of_range, shape_text, shapes_compatible
from ..registry import checks

# Broadcasting binary ops whose operands and result share one element type (chlo.md "broadcast_*").
_SAME_ELEMENT_TYPE = ("add", "and", "atan2", "divide", "maximum", "minimum", "multiply", "next_after", "or",
                      "polygamma", "power", "remainder", "shift_left", "shift_right_arithmetic",
                      "shift_right_logical", "subtract", "xor", "zeta")
_OTHER_BROADCASTS = ("compare", "complex", "select")


@checks(*(f"chlo.broadcast_{name}" for name in _SAME_ELEMENT_TYPE + _OTHER_BROADCASTS))
def broadcast_binary(ctx: OpContext) -> None:
    """chlo ``broadcast_*``: ``broadcast_dimensions`` are unique dimensions of the broadcast shape; for the
    arithmetic ops, operands and result have compatible element types."""
    operands = ctx.operand_types
    if not ctx.tensors(operands, ranked=False) or not ctx.tensors(ctx.result_types, "result", ranked=False):
        return
    dims = ctx.ints("broadcast_dimensions", required=False)
    ranks = [t.rank for t in operands if t.shape is not None]
    if dims is not None and ranks:
        rank = max(ranks)
        bad = out_of_range(dims, rank)
        ctx.require(not bad and is_unique(dims), "broadcast_dimensions",
                    f"broadcast_dimensions {list(dims)} must be unique dimensions in [0, {rank})")
    if ctx.op.name.removeprefix("chlo.broadcast_") in _SAME_ELEMENT_TYPE:
        first = operands[0].element_type
        ctx.require(all(element_types_compatible(first, t.element_type) for t in operands + ctx.result_types),
                    "element type", "requires compatible element types for all operands and results")


@checks("chlo.top_k")
def top_k(ctx: OpContext) -> None:
    """chlo.top_k: the operand has rank >= 1 and a last dimension of at least ``k``; the results are the
    top ``k`` values (operand's element type) and their ``i32`` indices, shaped like the operand but
    with ``k`` as the last dimension."""
    if not ctx.arity(1, 2) or not ctx.tensors(ctx.operand_types + ctx.result_types, ranked=False):
        return
    operand, k = ctx.operand_types[0], ctx.integer("k")
    if operand.shape is None:  # unranked: nothing to compare against
        return
    if k is None or not ctx.require(operand.rank >= 1, "operand", "operand's rank must be at least 1"):
        return
    last = operand.shape[-1]
    if not ctx.require(last is None or last >= k, "k", f"operand's last dimension must be at least {k}"):
        return
    expected = operand.shape[:-1] + (k,)
    values, indices = ctx.result_types
    ctx.require(shapes_compatible(expected, values.shape) and shapes_compatible(expected, indices.shape), "results",
                lambda: f"results must have shape {shape_text(expected)}, got {values} and {indices}")
    ctx.require(values.element_type == operand.element_type
                and indices.element_type == IntegerType(32), "results",
                lambda: f"results must have element types {operand.element_type} and i32, got "
                        f"{values.element_type} and {indices.element_type}")


@checks("chlo.constant_like")
def constant_like(ctx: OpContext) -> None:
    """chlo.constant_like: the scalar ``value`` has the result's element type."""
    if not ctx.arity(1, 1):
        return
    value, result = ctx.attr("value"), ctx.result_types[0]
    value_type = value.type.element_type if isinstance(value, DenseElementsAttr) else (
        value.type if isinstance(value, (IntegerAttr, FloatAttr)) else None)
    if value_type is not None and isinstance(result, TensorType):
        ctx.require(value_type == result.element_type, "value",
                    "value's type doesn't match element return type")
