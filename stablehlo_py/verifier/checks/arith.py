"""Checks of the ``arith`` family: the ODS constraints of ArithOps.td (llvm-project
mlir/include/mlir/Dialect/Arith/IR/ArithOps.td) and the verifiers of ArithOps.cpp. No spec numbers them, so
each is reported under its ODS name: ``SignlessIntegerOrIndexLike``, ``FloatLike``, ``SameOperandsAndResultType``,
``SameTypeOperands``, ``SameOperandsAndResultShape``, ``AllTypesMatch``, ``BooleanConditionOrMatchingShape``,
and ``verifier`` for what an op's hasVerifier adds (widths of extensions and truncations, ...)."""
from __future__ import annotations

from ...assembly.arith_formats import CMPF_PREDICATES, CMPI_PREDICATES, ROUNDING_MODES, i1_like
from ...ir import attributes as at
from ...ir.types import BooleanType, ElementType, FloatType, IndexType, IntegerType, TensorType, Type
from ..context import OpContext
from ..registry import check

_INT_BINARY = ("addi", "subi", "muli", "shli", "divsi", "divui", "shrsi", "shrui", "remsi", "remui", "ceildivsi",
               "ceildivui", "floordivsi", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui")
_FLOAT_OPS = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf", "negf")


def element_of(t: Type) -> ElementType | None:
    """The element type of a scalar or of a ranked or unranked tensor (None for anything else)."""
    if isinstance(t, TensorType):
        return t.element_type
    return t if isinstance(t, ElementType) else None


def shape_of(t: Type) -> tuple | None:
    """A tensor's shape, ``()`` standing for a scalar (ODS's "shape" of a non-shaped type)."""
    return t.shape if isinstance(t, TensorType) else ()


def is_signless_int(e: ElementType | None, index: bool = True) -> bool:
    """ODS AnySignlessInteger (``iN``, ``i1``; not ``siN``/``uiN``), with ``index`` when ``index``."""
    if isinstance(e, BooleanType) or (index and isinstance(e, IndexType)):
        return True
    return isinstance(e, IntegerType) and e.signed and e.spelling != "si"


def _like(ctx: OpContext, types, kind: str) -> bool:
    """Every one of ``types`` is a ``kind``-like type (a scalar or a tensor of it)."""
    tests = {"SignlessIntegerOrIndexLike": is_signless_int,
             "SignlessFixedWidthIntegerLike": lambda e: is_signless_int(e, index=False),
             "FloatLike": lambda e: isinstance(e, FloatType),
             "BoolLike": lambda e: isinstance(e, BooleanType)}
    for i, t in enumerate(types):
        if not tests[kind](element_of(t)):
            ctx.error(kind, f"type {t} is not {kind} (a scalar of that kind or a tensor of them)")
            return False
    return True


def _same_type(ctx: OpContext, label: str, types) -> bool:
    first = types[0]
    wrong = next((t for t in types[1:] if t != first), None)
    return ctx.require(wrong is None, label, lambda: f"types {first} and {wrong} differ")


@check(*(f"arith.{n}" for n in _INT_BINARY + _FLOAT_OPS))
def check_arith_elementwise(ctx: OpContext, attrs) -> None:
    """Arith_IntBinaryOp / Arith_FloatBinaryOp / Arith_FloatUnaryOp: SignlessIntegerOrIndexLike or FloatLike
    operands, SameOperandsAndResultType."""
    kind = "FloatLike" if ctx.op.name[len("arith."):] in _FLOAT_OPS else "SignlessIntegerOrIndexLike"
    types = ctx.operand_types + ctx.result_types
    if _like(ctx, types, kind):
        _same_type(ctx, "SameOperandsAndResultType", types)


@check("arith.cmpi", "arith.cmpf")
def check_compare(ctx: OpContext, attrs) -> None:
    """Arith_CompareOp: a known predicate (CmpIPredicate / CmpFPredicate), SameTypeOperands, result ``i1`` of the
    operands' shape (TypesMatchWith getI1SameShape)."""
    integer = ctx.op.name == "arith.cmpi"
    names = CMPI_PREDICATES if integer else CMPF_PREDICATES
    ctx.require(0 <= attrs.predicate < len(names), "predicate",
                lambda: f"predicate {attrs.predicate} is not one of 0..{len(names) - 1} ({', '.join(names)})",
                at="predicate")
    if not _like(ctx, ctx.operand_types, "SignlessIntegerOrIndexLike" if integer else "FloatLike"):
        return
    if _same_type(ctx, "SameTypeOperands", ctx.operand_types):
        expected = i1_like(ctx.operand_types[0])
        ctx.require(ctx.result_types[0] == expected, "TypesMatchWith",
                    lambda: f"result has type {ctx.result_types[0]} but must be {expected} (i1 of the operands' "
                            "shape)")


@check("arith.select")
def check_select(ctx: OpContext, attrs) -> None:
    """SelectOp: BoolLike condition; AllTypesMatch true_value, false_value, result;
    BooleanConditionOrMatchingShape (an ``i1`` condition, or one of the result's shape)."""
    condition, *values = ctx.operand_types
    if not _like(ctx, (condition,), "BoolLike") or not _same_type(ctx, "AllTypesMatch", values + [ctx.result_types[0]]):
        return
    result = ctx.result_types[0]
    ctx.require(isinstance(condition, BooleanType) or (isinstance(result, TensorType) and isinstance(condition, TensorType)
                                                     and condition.shape == result.shape),
                "BooleanConditionOrMatchingShape",
                lambda: f"condition has type {condition}: it must be i1 or of the shape of {result}")


@check("arith.constant")
def check_constant(ctx: OpContext, attrs) -> None:
    """ConstantOp: AllTypesMatch value, result (``true``/``false`` are ``i1``); the value a typed integer, float or
    dense elements (ConstantOp::verify)."""
    value, result = attrs.value, ctx.result_types[0]
    if isinstance(value, at.BoolAttr):
        typed = BooleanType()
    elif isinstance(value, (at.IntegerAttr, at.FloatAttr, at.DenseElementsAttr, at.DenseResourceAttr)):
        typed = value.type
    else:
        ctx.error("attribute", f"value {value} is not an integer, float or dense elements attribute", at="value")
        return
    if isinstance(value, at.IntegerAttr) and isinstance(typed, BooleanType):
        typed = BooleanType()
    ctx.require(typed == result, "AllTypesMatch", lambda: f"value has type {typed} but the result is {result}",
                at="value")


def bit_width(e: ElementType) -> int:
    """Bits of an element type (``i1``: 1, ``index``: 64 as the interpreter holds it)."""
    return 1 if isinstance(e, BooleanType) else 64 if isinstance(e, IndexType) else e.width  # type: ignore[union-attr]


_CASTS = {"extsi": ("SignlessFixedWidthIntegerLike", "SignlessFixedWidthIntegerLike", ">"),
          "extui": ("SignlessFixedWidthIntegerLike", "SignlessFixedWidthIntegerLike", ">"),
          "trunci": ("SignlessFixedWidthIntegerLike", "SignlessFixedWidthIntegerLike", "<"),
          "extf": ("FloatLike", "FloatLike", ">"), "truncf": ("FloatLike", "FloatLike", "<"),
          "sitofp": ("SignlessFixedWidthIntegerLike", "FloatLike", None),
          "uitofp": ("SignlessFixedWidthIntegerLike", "FloatLike", None),
          "fptosi": ("FloatLike", "SignlessFixedWidthIntegerLike", None),
          "fptoui": ("FloatLike", "SignlessFixedWidthIntegerLike", None),
          "index_cast": ("SignlessIntegerOrIndexLike", "SignlessIntegerOrIndexLike", "index"),
          "index_castui": ("SignlessIntegerOrIndexLike", "SignlessIntegerOrIndexLike", "index"),
          "bitcast": (None, None, "=")}


@check(*(f"arith.{n}" for n in _CASTS))
def check_cast(ctx: OpContext, attrs) -> None:
    """Arith_CastOp: the From/To type constraints; SameOperandsAndResultShape with SameInputOutputTensorDims (equal
    shapes, a scalar with a scalar); the op's verifier: extensions widen, truncations narrow (ExtSIOp::verify, ...),
    an index_cast has ``index`` on one side (areCastCompatible), a bitcast keeps the bit width."""
    source, result = ctx.operand_types[0], ctx.result_types[0]
    source_kind, result_kind, rule = _CASTS[ctx.op.name[len("arith."):]]
    if rule == "=":
        ok = all(isinstance(element_of(t), (FloatType, BooleanType)) or is_signless_int(element_of(t), index=False)
                 for t in (source, result))
        if not ctx.require(ok, "BitcastTypeConstraint", lambda: f"{source} to {result}: both must be "
                                                                 "signless-integer-or-float-like"):
            return
    elif not (_like(ctx, (source,), source_kind) and _like(ctx, (result,), result_kind)):
        return
    if not ctx.require(isinstance(source, TensorType) == isinstance(result, TensorType)
                       and shape_of(source) == shape_of(result), "SameOperandsAndResultShape",
                       lambda: f"{source} and {result} differ in shape"):
        return
    a, b = bit_width(element_of(source)), bit_width(element_of(result))  # type: ignore[arg-type]
    if rule in (">", "<"):
        ctx.require(b > a if rule == ">" else b < a, "verifier",
                    lambda: f"{source} to {result}: the result must be {'wider' if rule == '>' else 'narrower'}")
    elif rule == "index":
        ctx.require(isinstance(element_of(source), IndexType) != isinstance(element_of(result), IndexType),
                    "CastOpInterface", lambda: f"{source} to {result}: exactly one side must be index")
    elif rule == "=":
        ctx.require(a == b, "verifier", lambda: f"{source} to {result}: the bit widths differ ({a} and {b})")
    if ctx.op.name == "arith.truncf" and attrs.roundingmode is not None:
        ctx.require(0 <= attrs.roundingmode < len(ROUNDING_MODES), "RoundingMode",
                    lambda: f"roundingmode {attrs.roundingmode} is not one of 0..4 ({', '.join(ROUNDING_MODES)})",
                    at="roundingmode")
