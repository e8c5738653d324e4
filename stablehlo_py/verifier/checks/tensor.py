"""Checks of the ``tensor`` family: the ODS constraints of TensorOps.td (llvm-project
mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td) and the verifiers of TensorOps.cpp, each reported under its
ODS name (``CastOpInterface``, ``TypesMatchWith``, ``verifier`` for what an op's hasVerifier adds); no spec
numbers them."""
from __future__ import annotations

import math

from ...assembly.tensor_formats import DYNAMIC, reassociation_groups
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


def _groups_ok(ctx: OpContext, attrs, high: TensorType, low: TensorType) -> bool:
    """The reassociation splits the higher-rank type's dimensions, in order, into one group per dimension of the
    lower-rank type; a group of static sizes has the product of its static counterpart (verifyReshapeLikeTypes)."""
    groups = reassociation_groups(attrs.reassociation)
    flat = [d for g in groups or () for d in g]
    if not ctx.require(groups is not None and flat == list(range(len(high.shape))) and len(groups) == len(low.shape)
                       and all(groups), "verifier",
                       lambda: f"reassociation {[list(g) for g in groups or ()]} does not group the "
                               f"{len(high.shape)} dimensions of {high} into the {len(low.shape)} of {low}",
                       at="reassociation"):
        return False
    for group, size in zip(groups, low.shape):
        sizes = [high.shape[d] for d in group]
        if size is not None and None not in sizes and not ctx.require(
                math.prod(sizes) == size, "verifier",
                lambda: f"dimensions {list(group)} of {high} hold {math.prod(sizes)} elements, not {size}"):
            return False
    return ctx.require(high.element_type == low.element_type, "verifier",
                       lambda: f"{high} and {low} differ in element type")


@check("tensor.collapse_shape", "tensor.expand_shape")
def check_reassociation(ctx: OpContext, attrs) -> None:
    """CollapseShapeOp / ExpandShapeOp::verify: the reassociation; for expand_shape one static_output_shape
    entry per result dimension, agreeing with it, a value for each ``kDynamic`` entry."""
    if not (ctx.tensors(ctx.operand_types[:1]) and ctx.tensors(ctx.result_types, "result") and _indices(ctx, 1)):
        return
    source, result = ctx.operand_types[0], ctx.result_types[0]
    expand = ctx.op.name == "tensor.expand_shape"
    if expand:
        shape = attrs.static_output_shape
        if not ctx.require(len(shape) == len(result.shape) and all(
                s == DYNAMIC or d is None or s == d for s, d in zip(shape, result.shape))
                and sum(s == DYNAMIC for s in shape) == len(ctx.op.operands) - 1, "verifier",
                lambda: f"static_output_shape {list(shape)} with {len(ctx.op.operands) - 1} values does not "
                        f"describe {result}", at="static_output_shape"):
            return
    _groups_ok(ctx, attrs, result if expand else source, source if expand else result)


@check("tensor.extract_slice", "tensor.insert_slice")
def check_slice(ctx: OpContext, attrs) -> None:
    """ExtractSliceOp / InsertSliceOp: one offset, size and stride per dimension of the sliced tensor, a value
    per ``kDynamic`` entry (operandSegmentSizes), one element type, the insert's result of the destination's
    type (verify)."""
    insert = ctx.op.name == "tensor.insert_slice"
    fixed = 2 if insert else 1
    if not (ctx.tensors(ctx.operand_types[:fixed]) and ctx.tensors(ctx.result_types, "result")
            and _indices(ctx, fixed)):
        return
    sliced = ctx.operand_types[1] if insert else ctx.operand_types[0]
    lists = (attrs.static_offsets, attrs.static_sizes, attrs.static_strides)
    segments = attrs.operandSegmentSizes
    if not ctx.require(len(segments) == fixed + 3 and sum(segments) == len(ctx.op.operands)
                       and all(n == sum(v == DYNAMIC for v in values) for n, values in zip(segments[fixed:], lists)),
                       "AttrSizedOperandSegments", lambda: f"operandSegmentSizes {list(segments)} does not match "
                                                           "the operands and the kDynamic entries"):
        return
    rank = len(sliced.shape)
    if not ctx.require(all(len(values) == rank for values in lists), "verifier",
                       lambda: f"offsets, sizes and strides need {rank} entries each (the rank of {sliced})"):
        return
    small = ctx.operand_types[0] if insert else ctx.result_types[0]
    if ctx.require(small.element_type == sliced.element_type, "verifier",
                   lambda: f"{small} and {sliced} differ in element type") and insert:
        ctx.require(ctx.result_types[0] == sliced, "AllTypesMatch",
                    lambda: f"result {ctx.result_types[0]} is not {sliced}")


@check("tensor.reshape")
def check_reshape(ctx: OpContext, attrs) -> None:
    """ReshapeOp::verify: the shape a 1-D tensor of integers or ``index`` with one entry per result dimension,
    one element type, equal element counts when both are static."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    source, shape, result = ctx.operand_types[0], ctx.operand_types[1], ctx.result_types[0]
    if not ctx.require(len(shape.shape) == 1 and shape.shape[0] in (None, len(result.shape)), "verifier",
                       lambda: f"shape operand {shape} does not have one entry per dimension of {result}"):
        return
    if not ctx.require(source.element_type == result.element_type, "verifier",
                       lambda: f"{source} and {result} differ in element type"):
        return
    if None not in source.shape and None not in result.shape:
        ctx.require(math.prod(source.shape) == math.prod(result.shape), "verifier",
                    lambda: f"{source} and {result} hold different numbers of elements")


@check("tensor.concat")
def check_concat(ctx: OpContext, attrs) -> None:
    """ConcatOp::verify: at least one input, all of the result's rank and element type, ``dim`` one of its
    dimensions; the other dimensions compatible, the result's ``dim`` the sum when all are static."""
    if not (ctx.require(len(ctx.op.operands) > 0, "verifier", "needs at least one input")
            and ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    result, dim = ctx.result_types[0], attrs.dim
    rank = len(result.shape)
    if not ctx.require(0 <= dim < rank, "verifier", lambda: f"dim {dim} is not a dimension of {result}", at="dim"):
        return
    for t in ctx.operand_types:
        if not ctx.require(len(t.shape) == rank and t.element_type == result.element_type and all(
                a is None or b is None or a == b for axis, (a, b) in enumerate(zip(t.shape, result.shape))
                if axis != dim), "verifier", lambda: f"input {t} does not concatenate into {result} along {dim}"):
            return
    sizes = [t.shape[dim] for t in ctx.operand_types]
    if None not in sizes and result.shape[dim] is not None:
        ctx.require(sum(sizes) == result.shape[dim], "verifier",
                    lambda: f"the inputs' sizes {sizes} along {dim} do not add up to {result.shape[dim]}")


def _body(ctx: OpContext, rank: int, element) -> None:
    """The body of generate / pad: one ``index`` argument per dimension, yielding one value of the element type
    (GenerateOp::verifyRegions, PadOp::verifyRegions)."""
    block = ctx.op.regions[0].blocks[0] if ctx.op.regions and ctx.op.regions[0].blocks else None
    if block is None:
        return
    arguments = [a.type for a in block.arguments]
    if not ctx.require(arguments == [IndexType()] * rank, "verifyRegions",
                       lambda: f"the body takes {', '.join(map(str, arguments)) or 'nothing'} but must take {rank} "
                               "index arguments"):
        return
    last = block.ops[-1] if block.ops else None
    if last is not None and last.name == "tensor.yield":
        ctx.require(last.operand_types == (element,), "verifyRegions",
                    lambda: f"the body yields {', '.join(map(str, last.operand_types))}, not {element}")


@check("tensor.generate")
def check_generate(ctx: OpContext, attrs) -> None:
    """GenerateOp: one ``index`` extent per dynamic dimension of the result (verify), the body's arguments and
    yield (verifyRegions)."""
    if not (_indices(ctx, 0) and ctx.tensors(ctx.result_types, "result")):
        return
    result = ctx.result_types[0]
    dynamic = sum(d is None for d in result.shape)
    if ctx.require(len(ctx.op.operands) == dynamic, "verifier",
                   lambda: f"{len(ctx.op.operands)} extents given for the {dynamic} ? dimensions of {result}"):
        _body(ctx, len(result.shape), result.element_type)


@check("tensor.pad")
def check_pad(ctx: OpContext, attrs) -> None:
    """PadOp: one low and one high amount per dimension, a value per ``kDynamic`` entry, the result's static sizes
    the source's plus the amounts (verify); the body's arguments and yield (verifyRegions)."""
    if not (ctx.tensors(ctx.operand_types[:1]) and ctx.tensors(ctx.result_types, "result") and _indices(ctx, 1)):
        return
    source, result = ctx.operand_types[0], ctx.result_types[0]
    low, high, segments = attrs.static_low, attrs.static_high, attrs.operandSegmentSizes
    if not ctx.require(len(segments) == 3 and sum(segments) == len(ctx.op.operands)
                       and segments[1] == sum(v == DYNAMIC for v in low)
                       and segments[2] == sum(v == DYNAMIC for v in high), "AttrSizedOperandSegments",
                       lambda: f"operandSegmentSizes {list(segments)} does not match the operands and the kDynamic "
                               "entries"):
        return
    rank = len(source.shape)
    if not ctx.require(len(low) == len(high) == rank == len(result.shape), "verifier",
                       lambda: f"low {list(low)} and high {list(high)} need {rank} entries each, and {result} the "
                               f"rank of {source}"):
        return
    for axis, (n, lo, hi, r) in enumerate(zip(source.shape, low, high, result.shape)):
        if None not in (n, r) and DYNAMIC not in (lo, hi) and not ctx.require(
                n + lo + hi == r, "verifier",
                lambda: f"dimension {axis}: {n} + {lo} + {hi} is not the result's size {r}"):
            return
    _body(ctx, rank, result.element_type)
