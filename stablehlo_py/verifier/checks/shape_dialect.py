"""Checks of the ``shape_dialect`` family, MLIR's ``shape`` ops (dialect/shape_dialect.py says why the family
is not called ``shape``): the type constraints of ShapeOps.td (``Shape_ShapeOrExtentTensorType``,
``Shape_SizeOrIndexType``, ``Shape_WitnessType``, ``Index``, ``I1``) and what ShapeOps.cpp's verifiers add:

- ``verifyShapeOrExtentTensorOp`` (shape_of, broadcast): an operand that can hold an error (``!shape.shape``)
  needs a ``!shape.shape`` result;
- ``verifySizeOrIndexOp`` (num_elements, rank, get_extent, dim, add, mul, div): an operand that can hold an
  error (``!shape.shape``, ``!shape.size``) needs a ``!shape.size`` result;
- the inferred return types: ``shape_of`` of a rank-R tensor and ``const_shape`` of R extents give
  ``tensor<Rxindex>`` or ``tensor<?xindex>`` when they give an extent tensor;
- ``cstr_broadcastable`` takes at least 2 shapes, ``assuming_all`` at least 1 witness, and the values a
  ``shape.assuming`` yields are its results.

Labels name what is wrong (``operand``, ``result``, ``shape``, ...): ShapeOps.td numbers no constraints.
"""
from __future__ import annotations

from ...ir.attributes import DenseElementsAttr, IntegerAttr
from ...ir.types import SHAPE_SHAPE, SHAPE_SIZE, SHAPE_WITNESS, BooleanType, IndexType, TensorType, Type
from ..context import OpContext
from ..registry import check


def is_extent_tensor(t: Type) -> bool:
    """``Shape_ExtentTensorType``: a 1-d tensor of ``index``."""
    return isinstance(t, TensorType) and t.shape is not None and len(t.shape) == 1 \
        and isinstance(t.element_type, IndexType)


def _shape_or_extents(t: Type) -> bool:
    return t == SHAPE_SHAPE or is_extent_tensor(t)


def _size_or_index(t: Type) -> bool:
    return t == SHAPE_SIZE or isinstance(t, IndexType)


# What each kind of value must be, as ShapeOps.td's type constraints say it.
_KINDS = {
    "shape": (_shape_or_extents, "!shape.shape or an extent tensor (tensor<?xindex>)"),
    "size": (_size_or_index, "!shape.size or index"),
    "witness": (lambda t: t == SHAPE_WITNESS, "!shape.witness"),
    "index": (lambda t: isinstance(t, IndexType), "index"),
    "i1": (lambda t: isinstance(t, BooleanType), "i1"),
    "extents": (is_extent_tensor, "a 1-d tensor of index"),
    "index tensor": (lambda t: isinstance(t, TensorType) and isinstance(t.element_type, IndexType),
                     "a tensor of index"),
    "tensor": (lambda t: isinstance(t, TensorType), "a tensor"),
    "!shape.shape": (lambda t: t == SHAPE_SHAPE, "!shape.shape"),
    "!shape.size": (lambda t: t == SHAPE_SIZE, "!shape.size"),
    "shape or size": (lambda t: t in (SHAPE_SHAPE, SHAPE_SIZE), "!shape.shape or !shape.size"),
}


def _kinds(ctx: OpContext, operands: str | tuple[str, ...] | None, result: str | None) -> bool:
    """Every operand is of kind ``operands`` (one kind for all, or one per operand) and every result of kind
    ``result`` (``_KINDS``); each one that is not is reported."""
    ok = True
    for what, types, kind in (("operand", ctx.operand_types, operands), ("result", ctx.result_types, result)):
        if kind is None:
            continue
        for i, t in enumerate(types):
            accepts, text = _KINDS[kind if isinstance(kind, str) else kind[i]]
            ok = ctx.require(accepts(t), what, f"{what} #{i} has type {t} but must be {text}") and ok
    return ok


def _error_needs_shape(ctx: OpContext) -> None:
    """``verifyShapeOrExtentTensorOp``: a ``!shape.shape`` operand (which may hold an error) needs a
    ``!shape.shape`` result."""
    if any(t == SHAPE_SHAPE for t in ctx.operand_types):
        ctx.require(ctx.result_types[0] == SHAPE_SHAPE, "result",
                    f"result #0 has type {ctx.result_types[0]} but must be !shape.shape: an operand of type "
                    f"!shape.shape may hold an error, which only a !shape.shape result carries")


def _error_needs_size(ctx: OpContext) -> None:
    """``verifySizeOrIndexOp``: an operand that may hold an error needs a ``!shape.size`` result."""
    if any(t in (SHAPE_SHAPE, SHAPE_SIZE) for t in ctx.operand_types):
        ctx.require(ctx.result_types[0] == SHAPE_SIZE, "result",
                    f"result #0 has type {ctx.result_types[0]} but must be !shape.size: an operand of type "
                    f"!shape.shape or !shape.size may hold an error, which only a !shape.size result carries")


def _extent_count(ctx: OpContext, count: int | None, what: str) -> None:
    """An extent tensor result holds ``count`` extents (its static size, if it has one)."""
    result = ctx.result_types[0]
    if count is not None and is_extent_tensor(result) and result.shape[0] is not None:
        ctx.require(result.shape[0] == count, "result",
                    f"result #0 has type {result} but {what} has {count} extents: it must be "
                    f"tensor<{count}xindex> or tensor<?xindex>")


@check("shape.shape_of")
def check_shape_of(ctx: OpContext, attrs) -> None:
    """shape_of: ``AnyShaped`` operand, a shape or extent tensor of its rank."""
    if _kinds(ctx, "tensor", "shape"):
        operand = ctx.operand_types[0]
        _extent_count(ctx, operand.rank if operand.shape is not None else None, f"operand #0 of type {operand}")


@check("shape.const_shape")
def check_const_shape(ctx: OpContext, attrs) -> None:
    """const_shape: ``shape`` is an IndexElementsAttr (1-d, of index); the result a shape or extent tensor
    with as many extents."""
    value = attrs.shape
    if not ctx.require(isinstance(value, DenseElementsAttr) and isinstance(value.type.element_type, IndexType)
                       and value.array.ndim == 1, "shape",
                       f"attribute `shape` is {value} but must be a 1-d dense tensor of index", at="shape"):
        return
    if _kinds(ctx, None, "shape"):
        _extent_count(ctx, value.array.size, "attribute `shape`")


@check("shape.const_size")
def check_const_size(ctx: OpContext, attrs) -> None:
    """const_size: ``value`` is an IndexAttr; the result a ``!shape.size``."""
    value = attrs.value
    ctx.require(isinstance(value, IntegerAttr) and isinstance(value.type, IndexType), "value",
                f"attribute `value` is {value} but must be an index (`4 : index`)", at="value")
    _kinds(ctx, None, "!shape.size")


# The ops whose types are all there is to check: op -> (kind of every operand, kind of the result).
_TYPED_ONLY = {
    "shape.const_witness": (None, "witness"),
    "shape.index_to_size": ("index", "!shape.size"),
    "shape.size_to_index": ("size", "index"),
    "shape.to_extent_tensor": ("shape", "index tensor"),
    "shape.from_extent_tensor": ("extents", "!shape.shape"),
    "shape.from_extents": ("size", "!shape.shape"),
    "shape.cstr_eq": ("shape", "witness"),
    "shape.cstr_require": ("i1", "witness"),
    "shape.shape_eq": ("shape", "i1"),
    "shape.is_broadcastable": ("shape", "i1"),
    "shape.concat": ("shape", "shape"),
    "shape.split_at": (("shape", "size"), "shape"),
    "shape.max": ("shape or size", "shape or size"),
    "shape.min": ("shape or size", "shape or size"),
}


@check(*_TYPED_ONLY)
def check_typed_only(ctx: OpContext, attrs) -> None:
    """The operand and result types ShapeOps.td declares (``_TYPED_ONLY``)."""
    _kinds(ctx, *_TYPED_ONLY[ctx.op.name])


@check("shape.broadcast")
def check_broadcast(ctx: OpContext, attrs) -> None:
    """broadcast: shapes or extent tensors in and out; a ``!shape.shape`` operand needs a ``!shape.shape``
    result (verifyShapeOrExtentTensorOp)."""
    if _kinds(ctx, "shape", "shape"):
        _error_needs_shape(ctx)


# verifySizeOrIndexOp's ops: op -> the kinds of their operands (their result is a size or index).
_SIZE_OR_INDEX = {
    "shape.num_elements": "shape",
    "shape.rank": "shape",
    "shape.get_extent": ("shape", "size"),
    "shape.dim": ("tensor", "size"),
    "shape.add": "size",
    "shape.mul": "size",
    "shape.div": "size",
}


@check(*_SIZE_OR_INDEX)
def check_size_or_index(ctx: OpContext, attrs) -> None:
    """A size or index result (``_SIZE_OR_INDEX`` gives the operands); ``!shape.size`` when an operand may hold
    an error (verifySizeOrIndexOp)."""
    if _kinds(ctx, _SIZE_OR_INDEX[ctx.op.name], "size"):
        _error_needs_size(ctx)


@check("shape.cstr_broadcastable")
def check_cstr_broadcastable(ctx: OpContext, attrs) -> None:
    """cstr_broadcastable: at least 2 shapes or extent tensors (CstrBroadcastableOp::verify), a witness."""
    if _kinds(ctx, "shape", "witness"):
        ctx.require(len(ctx.operand_types) >= 2, "operand",
                    f"has {len(ctx.operand_types)} operand(s) but requires at least 2 input shapes")


@check("shape.assuming_all")
def check_assuming_all(ctx: OpContext, attrs) -> None:
    """assuming_all: at least one witness (AssumingAllOp::verify: "no operands specified"), a witness."""
    if _kinds(ctx, "witness", "witness"):
        ctx.require(bool(ctx.operand_types), "operand", "has no operands but takes at least one witness")


@check("shape.assuming")
def check_assuming(ctx: OpContext, attrs) -> None:
    """assuming: a witness; its one block ends with ``shape.assuming_yield`` of values of its result types
    (AssumingYieldOp: "the operand number and types must match ... the parent shape.assuming results")."""
    _kinds(ctx, "witness", None)
    region = ctx.op.regions[0]
    if not ctx.require(len(region.blocks) == 1 and not region.entry.arguments, "region",
                       "its region must be one block without arguments"):
        return
    last = region.entry.ops[-1] if region.entry.ops else None
    if last is not None and last.name == "shape.assuming_yield":
        ctx.require(last.operand_types == ctx.result_types, "yield",
                    f"shape.assuming_yield yields {_types(last.operand_types)} but the results are "
                    f"{_types(ctx.result_types)}")


def _types(types: tuple[Type, ...]) -> str:
    return "(" + ", ".join(map(str, types)) + ")"
