"""The checks every op gets from its declaration in the op table (``ir.opdef.OpDef``).

Before an op's own check runs, its operand, result and region counts, its
attributes (presence, kind, enum values), the element kinds its operands and
results may have, and the rules its traits state (same shapes, same element
types, ...) are checked here, each under the spec constraint the table labels
it with (``signature``/``attribute`` where the spec has none). An op that
breaks one of these is not checked further, so one mistake gives one message.
"""
from __future__ import annotations

from ..errors import counted
from ..ir.records import record
from ..ir.opdef import OpAttributes, OpDef, Trait, ValueDef
from ..ir.types import BooleanType, ComplexType, ElementType, FloatType, IntegerType, QuantizedType, TensorType
from .context import OpContext
from .type_rules import bound_exceeded, element_types_compatible, shapes_compatible


def check_declared(ctx: OpContext, definition: OpDef) -> OpAttributes | None:
    """Every rule ``definition`` states, in order: the op's typed attributes when all hold, else None
    (after reporting the first group of rules broken)."""
    plan = _plan_of(definition)
    if not _check_counts(ctx, definition, plan):
        return None
    attrs, errors = definition.decode_or_errors(ctx.op)
    for error in errors:
        ctx.error("attribute", error.message, at=error.name)
    if attrs is None or not (_check_element_kinds(ctx, definition, plan) and _check_traits(ctx, plan)):
        return None
    return attrs


@record(frozen=True)
class _Plan:
    """What an op's declaration asks of its uses, worked out once per op (the verifier's hot path)."""

    counts: tuple[tuple[str, str, int, int, bool], ...]  # (noun, verb, fixed, optional, variadic) per group
    kinds: bool  # some operand or result declares its element kinds
    same_operand_types: str | None  # the label of Trait.SAME_OPERAND_TYPES
    tensors: bool  # the traits need every operand and result to be a tensor
    ranked: bool
    shape_labels: tuple[str, ...]
    element_labels: tuple[str, ...]


_PLANS: dict[str, _Plan] = {}
_SHAPE_TRAITS = (Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
_ELEMENT_TRAITS = (Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)


def _plan_of(definition: OpDef) -> _Plan:
    plan = _PLANS.get(definition.name)
    if plan is None:
        counts = tuple((noun, verb, sum(1 for d in defs if not (d.variadic or d.optional)),
                        sum(1 for d in defs if d.optional), any(d.variadic for d in defs))
                       for noun, verb, defs in (("operand", "takes", definition.operands),
                                                ("result", "produces", definition.results),
                                                ("region", "takes", definition.regions)))
        shape = tuple(definition.label_of(t) for t in _SHAPE_TRAITS if definition.has(t))
        element = tuple(definition.label_of(t) for t in _ELEMENT_TRAITS if definition.has(t))
        plan = _PLANS[definition.name] = _Plan(
            counts, any(d.elements for d in definition.operands + definition.results),
            definition.label_of(Trait.SAME_OPERAND_TYPES) if definition.has(Trait.SAME_OPERAND_TYPES) else None,
            bool(shape or element) or definition.has(Trait.ELEMENTWISE),
            not definition.has(Trait.UNRANKED_ALLOWED), shape, element)
    return plan


# --- counts ---------------------------------------------------------------------------------------------------

def _check_counts(ctx: OpContext, definition: OpDef, plan: _Plan) -> bool:
    op = ctx.op
    ok = True
    for (noun, verb, fixed, optional, variadic), actual in zip(
            plan.counts, (len(op.operands), len(op.result_types), len(op.regions))):
        if variadic:
            expected = None if actual >= fixed else f"at least {fixed}"
        elif fixed <= actual <= fixed + optional:
            expected = None
        else:
            expected = str(fixed) if not optional else f"{fixed} to {fixed + optional}"
        if expected is not None:
            ctx.error(definition.count_label(noun + "s"), f"has {counted(actual, noun)} but {verb} {expected}")
            ok = False
    return ok


# --- element kinds --------------------------------------------------------------------------------------------

_KIND_NAMES = {"bool": "boolean", "int": "integer", "sint": "signed integer", "float": "floating-point",
               "complex": "complex", "quant": "quantized"}


def element_kind(element: ElementType) -> str | None:
    """The element kind (``ir.opdef.ELEMENT_KINDS``) of an element type; None for index and other types."""
    if isinstance(element, BooleanType):
        return "bool"
    if isinstance(element, IntegerType):
        return "sint" if element.signed else "int"
    for kind, cls in (("float", FloatType), ("complex", ComplexType), ("quant", QuantizedType)):
        if isinstance(element, cls):
            return kind
    return None


def kinds_text(kinds: frozenset[str]) -> str:
    """``floating-point or complex``."""
    return " or ".join(_KIND_NAMES[k] for k in sorted(kinds))


def _positions(defs: tuple[ValueDef, ...], count: int) -> list[tuple[int, ValueDef]]:
    """(index, definition) of each of ``count`` values declared by ``defs`` (empty when ambiguous:
    several variadic or optional groups)."""
    groups = sum(1 for d in defs if d.variadic or d.optional)
    if groups > 1:
        return []
    if groups == 0:
        return list(enumerate(defs))
    pairs, index = [], 0
    spread = count - (len(defs) - 1)
    for d in defs:
        width = spread if (d.variadic or d.optional) else 1
        pairs.extend((index + k, d) for k in range(width))
        index += width
    return pairs


def _check_element_kinds(ctx: OpContext, definition: OpDef, plan: _Plan) -> bool:
    if not plan.kinds:
        return True
    op = ctx.op
    for what, defs, types in (("operand", definition.operands, op.operand_types),
                              ("result", definition.results, op.result_types)):
        for index, d in _positions(defs, len(types)):
            if d.elements is None:
                continue
            t = types[index]
            accepted = d.elements | ({"sint"} if "int" in d.elements else set())
            tensor = isinstance(t, TensorType) and (t.shape is not None or not plan.ranked)
            if not (tensor and element_kind(t.element_type) in accepted):
                ctx.error("signature", f"{what} #{index} (`{d.name}`) has type {t} but must be a tensor of "
                                       f"{kinds_text(d.elements)} type")
                return False
    return True


# --- traits ---------------------------------------------------------------------------------------------------

def value_names(ctx: OpContext) -> list[str]:
    """``operand #0``, ..., ``result #0``, ... in the order of ``ctx.operand_types + ctx.result_types``."""
    return ([f"operand #{i}" for i in range(len(ctx.operand_types))]
            + [f"result #{i}" for i in range(len(ctx.result_types))])


def same_shapes(ctx: OpContext, label: str, types: tuple[TensorType, ...], names: list[str]) -> bool:
    """All of ``types`` (named ``names``) have the shape of the first (a static size within the bound of a
    bounded dynamic dimension); reports the first that does not."""
    first = types[0]
    for name, t in zip(names[1:], types[1:]):
        if not ctx.require(shapes_compatible(t.shape, first.shape), label,
                           lambda: f"{name} has type {t} but {names[0]} has {first}; their shapes must match"):
            return False
        exceeded = bound_exceeded(t, first)
        if not ctx.require(exceeded is None, label,
                           lambda: f"{name} has type {t} but {names[0]} has {first}; dimension {exceeded[0]} has "
                                   f"size {exceeded[1]} in one and the bound {exceeded[2]} in the other, which it "
                                   f"must not exceed"):
            return False
    return True


def same_element_types(ctx: OpContext, label: str, types: tuple[TensorType, ...], names: list[str]) -> bool:
    """All of ``types`` (named ``names``) have the element type of the first (quantized: same storage and
    expressed types); reports the first that does not."""
    first = types[0].element_type
    for name, t in zip(names[1:], types[1:]):
        e = t.element_type
        if isinstance(e, QuantizedType) != isinstance(first, QuantizedType):
            ctx.error(label, f"{name} has element type {e} but {names[0]} has {first}; operands and results must "
                             f"be all quantized or all not quantized")
            return False
        if not ctx.require(element_types_compatible(e, first), label,
                           lambda: f"{name} has element type {e} but {names[0]} has {first}; they must match"):
            return False
    return True


def _check_traits(ctx: OpContext, plan: _Plan) -> bool:
    if plan.same_operand_types is not None:
        types = ctx.operand_types
        for i, t in enumerate(types[1:], start=1):
            if not ctx.require(t == types[0], plan.same_operand_types,
                               lambda: f"operand #{i} has type {t} but operand #0 has {types[0]}; they must be equal"):
                return False
    if not plan.tensors:
        return True
    types = ctx.operand_types + ctx.result_types
    if not types:
        return True
    first = types[0]
    # One pass for the usual case: ranked tensors of one shape without bounds (and one element type).
    same_shape = same_element = True
    for t in types:
        if not isinstance(t, TensorType) or t.shape is None:
            return ctx.tensors(ctx.operand_types, ranked=plan.ranked) and \
                ctx.tensors(ctx.result_types, "result", plan.ranked) and _check_trait_rules(ctx, plan, False, False)
        same_shape = same_shape and t.shape == first.shape and t.encoding is None
        same_element = same_element and t.element_type == first.element_type
    return _check_trait_rules(ctx, plan, same_shape, same_element)


def _check_trait_rules(ctx: OpContext, plan: _Plan, same_shape: bool, same_element: bool) -> bool:
    """The shape and element-type rules of the traits (skipped where the types are known to agree)."""
    types = ctx.operand_types + ctx.result_types
    if plan.shape_labels and not same_shape:
        names = value_names(ctx)
        if not all(same_shapes(ctx, label, types, names) for label in plan.shape_labels):
            return False
    if plan.element_labels and not same_element:
        names = value_names(ctx)
        if not all(same_element_types(ctx, label, types, names) for label in plan.element_labels):
            return False
    return True
