"""The checks every op gets from its declaration in the op table (``ir.opdef.OpDef``).

Before an op's own check runs, its operand, result and region counts, its
attributes (presence, kind, enum values), the element kinds its operands and
results may have, and the rules its traits state (same shapes, same element
types, ...) are checked here, each under the spec constraint the table labels
it with (``signature``/``attribute`` where the spec has none). An op that
breaks one of these is not checked further, so one mistake gives one message.
"""
from __future__ import annotations

from ..ir.opdef import OpDef, Trait, ValueDef
from ..ir.types import BooleanType, ComplexType, ElementType, FloatType, IntegerType, QuantizedType, TensorType
from .context import OpContext
from .type_rules import bound_exceeded, counted, element_types_compatible, shapes_compatible


def check_declared(ctx: OpContext, definition: OpDef) -> bool:
    """Every rule ``definition`` states, in order; False (after reporting) at the first group broken."""
    return (_check_counts(ctx, definition) and _check_attributes(ctx, definition)
            and _check_element_kinds(ctx, definition) and _check_traits(ctx, definition))


# --- counts ---------------------------------------------------------------------------------------------------

def _expected_count(defs: tuple[ValueDef, ...], actual: int) -> str | None:
    """What ``defs`` allow when ``actual`` is not allowed (``2``, ``at least 1``, ``1 or 2``), else None."""
    fixed = sum(1 for d in defs if not (d.variadic or d.optional))
    optional = sum(1 for d in defs if d.optional)
    if any(d.variadic for d in defs):
        return None if actual >= fixed else f"at least {fixed}"
    if fixed <= actual <= fixed + optional:
        return None
    return str(fixed) if not optional else f"{fixed} to {fixed + optional}"


def _check_counts(ctx: OpContext, definition: OpDef) -> bool:
    op = ctx.op
    ok = True
    for noun, verb, defs, actual in (("operand", "takes", definition.operands, len(op.operands)),
                                     ("result", "produces", definition.results, len(op.result_types)),
                                     ("region", "takes", definition.regions, len(op.regions))):
        expected = _expected_count(defs, actual)
        if expected is not None:
            ctx.error(definition.count_label(noun + "s"), f"has {counted(actual, noun)} but {verb} {expected}")
            ok = False
    return ok


# --- attributes -----------------------------------------------------------------------------------------------

def _check_attributes(ctx: OpContext, definition: OpDef) -> bool:
    errors = definition.attribute_errors(ctx.op)
    for error in errors:
        ctx.error("attribute", error.message, at=error.name)
    return not errors


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


def _check_element_kinds(ctx: OpContext, definition: OpDef) -> bool:
    op = ctx.op
    for what, defs, types in (("operand", definition.operands, op.operand_types),
                              ("result", definition.results, op.result_types)):
        for index, d in _positions(defs, len(types)):
            if d.elements is None:
                continue
            t = types[index]
            accepted = d.elements | ({"sint"} if "int" in d.elements else set())
            tensor = isinstance(t, TensorType) and (t.shape is not None or definition.has(Trait.UNRANKED_ALLOWED))
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


_SHAPE_TRAITS = (Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
_ELEMENT_TRAITS = (Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)


def _check_traits(ctx: OpContext, definition: OpDef) -> bool:
    if definition.has(Trait.SAME_OPERAND_TYPES):
        types = ctx.operand_types
        label = definition.label_of(Trait.SAME_OPERAND_TYPES)
        for i, t in enumerate(types[1:], start=1):
            if not ctx.require(t == types[0], label, lambda: f"operand #{i} has type {t} but operand #0 has "
                                                             f"{types[0]}; they must be equal"):
                return False
    traits = [t for t in _SHAPE_TRAITS + _ELEMENT_TRAITS if definition.has(t)]
    if not traits and not definition.has(Trait.ELEMENTWISE):
        return True
    ranked = not definition.has(Trait.UNRANKED_ALLOWED)
    if not (ctx.tensors(ctx.operand_types, ranked=ranked) and ctx.tensors(ctx.result_types, "result", ranked)):
        return False
    types, names = ctx.operand_types + ctx.result_types, value_names(ctx)
    if not types:
        return True
    for trait in _SHAPE_TRAITS:
        if definition.has(trait) and not same_shapes(ctx, definition.label_of(trait), types, names):
            return False
    for trait in _ELEMENT_TRAITS:
        if definition.has(trait) and not same_element_types(ctx, definition.label_of(trait), types, names):
            return False
    return True
