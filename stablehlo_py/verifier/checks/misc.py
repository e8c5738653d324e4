"""Checks of rng and rng_bit_generator (spec sections of the same names)."""
from __future__ import annotations

from ...ir.attributes import EnumAttr
from ...ir.types import BooleanType, FloatType, IntegerType, TensorType, Type
from ..context import OpContext
from ..type_rules import shape_text, shapes_compatible, types_compatible
from ..registry import checks


def _is_bool_int_or_float(t: Type) -> bool:
    """``t`` is a tensor of boolean, integer or floating-point values (rng's ``a`` and ``b``)."""
    return isinstance(t, TensorType) and isinstance(t.element_type, (BooleanType, IntegerType, FloatType))


@checks("stablehlo.rng")
def rng(ctx: OpContext) -> None:
    """rng (C1)-(C3); ``a`` and ``b`` are 0-D boolean/integer/float tensors, ``shape`` a static 1-D tensor."""
    if not ctx.arity(3, 1):
        return
    a, b, shape = ctx.operand_types
    result = ctx.result_types[0]
    for i, t in enumerate((a, b)):
        if not ctx.require(_is_bool_int_or_float(t) and t.shape == (), "signature",
                           f"operand #{i} has type {t} but must be a 0-dimensional tensor of boolean, integer or "
                           f"floating-point type"):
            return
    if not ctx.require(isinstance(shape, TensorType) and shape.shape is not None and len(shape.shape) == 1
                       and shape.shape[0] is not None, "signature",
                       f"operand #2 (`shape`) has type {shape} but must be a statically shaped 1-dimensional "
                       f"tensor of integers"):
        return
    if not ctx.tensors((result,), "result"):
        return
    ctx.require(a.element_type == b.element_type == result.element_type, "C1",
                f"operand `a` has element type {a.element_type}, `b` {b.element_type} and result #0 "
                f"{result.element_type}; they must match")
    distribution = ctx.attr("rng_distribution")
    if isinstance(distribution, EnumAttr) and distribution.value == "NORMAL":
        ctx.require(isinstance(a.element_type, FloatType), "C2", f"rng_distribution is NORMAL but operand `a` has "
                                                                 f"element type {a.element_type}, not a float type")
    wanted = ctx.constant_ints(2)
    inferred = tuple(wanted) if wanted is not None else (None,) * shape.shape[0]
    ctx.require(shapes_compatible(inferred, result.shape), "C3",
                lambda: f"result #0 has type {result} but operand #2 (`shape`) is {shape_text(inferred)}")


# rng_bit_generator (C2): allowed ``size(initial_state)`` per algorithm (DEFAULT: implementation-defined).
_STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3)}


@checks("stablehlo.rng_bit_generator")
def rng_bit_generator(ctx: OpContext) -> None:
    """rng_bit_generator (C1)-(C2)."""
    if not ctx.arity(1, 2) or not ctx.tensors(ctx.operand_types) or not ctx.tensors(ctx.result_types, "result"):
        return
    state, output_state = ctx.operand_types[0], ctx.result_types[0]
    if not ctx.require(types_compatible(state, output_state), "C1",
                       f"result #0 (`output_state`) has type {output_state} but operand #0 (`initial_state`) has "
                       f"{state}; they must match"):
        return
    algorithm = ctx.attr("rng_algorithm")
    sizes = _STATE_SIZES.get(algorithm.value) if isinstance(algorithm, EnumAttr) else None
    if sizes and state.rank == 1 and state.shape[0] is not None:
        ctx.require(state.shape[0] in sizes, "C2", f"operand #0 (`initial_state`) has type {state} but algorithm "
                                                   f"{algorithm.value} needs {' or '.join(map(str, sizes))} "
                                                   f"elements")
