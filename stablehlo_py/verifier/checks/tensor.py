"""Checks of the ``tensor`` family: the ODS constraints of TensorOps.td (llvm-project
mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td) and the verifiers of TensorOps.cpp, each reported under its
ODS name (``CastOpInterface``, ``TypesMatchWith``, ``verifier`` for what an op's hasVerifier adds); no spec
numbers them."""
from __future__ import annotations

import math

from ...ir.types import IndexType, TensorType
from ..context import OpContext
from ..registry import check
from ..type_rules import shapes_compatible
from .arith import bit_width


def _tensors(ctx: OpContext, operands: tuple[int, ...], result: bool = True) -> bool:
    """Operands ``operands`` (and the result, when ``result``) are tensors, ranked or not."""
    return ctx.tensors(tuple(ctx.operand_types[i] for i in operands), ranked=False) and \
        (not result or ctx.tensors(ctx.result_types[:1], "result", ranked=False))


def _indices(ctx: OpContext, first: int) -> bool:
    wrong = next((t for t in ctx.operand_types[first:] if not isinstance(t, IndexType)), None)
    return ctx.require(wrong is None, "Index", lambda: f"an index operand has type {wrong}, not index")


@check("tensor.cast", "tensor.bitcast")
def check_cast(ctx: OpContext, attrs) -> None:
    """CastOp::areCastCompatible: same element type, compatible shapes; BitcastOp: compatible shapes, element
    types of one bit width."""
    if not _tensors(ctx, (0,)):
        return
    source, dest = ctx.operand_types[0], ctx.result_types[0]
    if ctx.op.name == "tensor.cast":
        ctx.require(source.element_type == dest.element_type and shapes_compatible(source.shape, dest.shape),
                    "CastOpInterface", lambda: f"{source} cannot be cast to {dest}")
        return
    same_width = bit_width(source.element_type) == bit_width(dest.element_type)
    ctx.require(shapes_compatible(source.shape, dest.shape) and same_width,
                "CastOpInterface", lambda: f"{source} cannot be bitcast to {dest} (shapes or element widths differ)")


@check("tensor.dim", "tensor.rank")
def check_dim(ctx: OpContext, attrs) -> None:
    """DimOp / RankOp: a tensor operand (AnyNon0RankedOrUnrankedTensor for dim), an ``index`` index."""
    if _tensors(ctx, (0,), result=False) and ctx.op.name == "tensor.dim":
        source = ctx.operand_types[0]
        ctx.require(source.shape != (), "AnyNon0RankedOrUnrankedTensor", f"{source} has rank 0")


@check("tensor.empty")
def check_empty(ctx: OpContext, attrs) -> None:
    """EmptyOp::verify: one ``index`` size per dynamic dimension of the result."""
    if not (_indices(ctx, 0) and ctx.tensors(ctx.result_types, "result")):
        return
    result = ctx.result_types[0]
    dynamic = sum(d is None for d in result.shape)
    ctx.require(len(ctx.op.operands) == dynamic, "verifier",
                lambda: f"{len(ctx.op.operands)} dynamic sizes given for the {dynamic} ? dimensions of {result}")


@check("tensor.extract", "tensor.insert")
def check_extract(ctx: OpContext, attrs) -> None:
    """ExtractOp / InsertOp: one ``index`` per dimension (verify), the scalar of the tensor's element type and
    the insert's result of the destination's type (TypesMatchWith)."""
    insert = ctx.op.name == "tensor.insert"
    tensor_at = 1 if insert else 0
    if not (_tensors(ctx, (tensor_at,), result=insert) and _indices(ctx, tensor_at + 1)):
        return
    t = ctx.operand_types[tensor_at]
    count = len(ctx.op.operands) - tensor_at - 1
    if t.shape is not None and not ctx.require(count == len(t.shape), "verifier",
                                               lambda: f"{count} indices for {t} of rank {len(t.shape)}"):
        return
    scalar = ctx.operand_types[0] if insert else ctx.result_types[0]
    ctx.require(scalar == t.element_type, "TypesMatchWith", lambda: f"{scalar} is not the element type of {t}")
    if insert:
        ctx.require(ctx.result_types[0] == t, "AllTypesMatch", lambda: f"result {ctx.result_types[0]} is not {t}")


@check("tensor.from_elements", "tensor.splat")
def check_from_elements(ctx: OpContext, attrs) -> None:
    """FromElementsOp: a static result with one element per operand, each of its element type (TypesMatchWith);
    SplatOp: the input of the element type and one ``index`` size per dynamic dimension (verify)."""
    if not ctx.tensors(ctx.result_types, "result"):
        return
    result = ctx.result_types[0]
    if ctx.op.name == "tensor.splat":
        if not _indices(ctx, 1):
            return
        dynamic = sum(d is None for d in result.shape)
        ctx.require(len(ctx.op.operands) - 1 == dynamic, "verifier",
                    lambda: f"{len(ctx.op.operands) - 1} dynamic sizes given for the {dynamic} ? dimensions of "
                            f"{result}")
        values = ctx.operand_types[:1]
    else:
        if not ctx.require(None not in result.shape, "StaticShapeTensorOf", f"{result} is not static"):
            return
        count = math.prod(result.shape)
        if not ctx.require(len(ctx.op.operands) == count, "verifier",
                           lambda: f"{len(ctx.op.operands)} elements for {result} of {count}"):
            return
        values = ctx.operand_types
    wrong = next((t for t in values if t != result.element_type), None)
    ctx.require(wrong is None, "TypesMatchWith", lambda: f"an element has type {wrong}, not {result.element_type}")
