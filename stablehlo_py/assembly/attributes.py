"""Binding dialect attributes ``#stablehlo...<...>`` / ``#chlo...<...>`` from their items.

Known struct attributes are normalized to one canonical form (upstream field
order from ``ir/structs.py``; empty lists and zero integers of the
dimension-number structs left out), so ``#stablehlo.dot<...>`` and
dot_general's pretty ``contracting_dims =`` give the same AST; ``StructAttr``
prints the fields it holds. ``#stablehlo.conv`` is read and printed by
``ConvDimensionNumbersAttr`` itself; here its items are only split into
layouts or fields.
"""
from __future__ import annotations

from ..errors import ParseError
from ..ir import attributes as at
from ..ir.literals import DenseLiteralError, decode_dense
from ..ir.opdef import AttrKind
from ..ir.structs import DIMENSION_STRUCTS, FULL_STRUCTS, RESULT_ACCURACY
from ..ir.types import TensorType
from . import items as it


def bind_dialect_attr(name: str, elements: tuple[tuple[it.Item, ...], ...]) -> at.Attribute:
    """The attribute ``#name<elements>``: an enum (``#stablehlo<kind VALUE>``, ``#dialect.kind<VALUE>``),
    a known struct in canonical form, or a generic StructAttr of ``key = value`` parameters."""
    dialect = name.split(".", 1)[0]
    if "." not in name and len(elements) == 1 and len(elements[0]) == 2 \
            and all(isinstance(x, it.Word) for x in elements[0]):
        kind, value = elements[0]
        return at.EnumAttr(dialect, kind.text, value.text)
    if "." in name and len(elements) == 1 and len(elements[0]) == 1 and isinstance(elements[0][0], it.Word):
        return at.EnumAttr(dialect, name.split(".", 1)[1], elements[0][0].text, dotted=True)
    if name == "stablehlo.conv":
        return conv_dimension_numbers(elements, _error_in(name))
    if name == "ml_program.extern" and len(elements) == 1 and len(elements[0]) == 1 \
            and isinstance(elements[0][0], it.TypeItem):  # MLProgramAttributes.td ExternAttr: `<type>`
        return at.OpaqueAttr(f"#{name}<{elements[0][0].type}>")
    if name in ("stablehlo.bounds", "stablehlo.type_extensions"):
        return _bounds(name, elements)
    if name in DIMENSION_STRUCTS:
        words: dict[str, it.Item] = {}
        fields = _fields(name, elements, set(DIMENSION_STRUCTS[name].field_names()), words)
        return dimension_struct(name, fields, words)
    if name in FULL_STRUCTS:
        order = FULL_STRUCTS[name].field_names()
        fields = _fields(name, elements, set(order))
        return at.StructAttr(name, tuple((k, fields[k]) for k in order if k in fields))
    if name == RESULT_ACCURACY.name:  # the tolerances print only when not zero; the mode when written
        order = RESULT_ACCURACY.field_names()
        fields = _fields(name, elements, set(order))
        return at.StructAttr(name, tuple((k, fields[k]) for k in order if k in fields and not _is_zero(fields[k])))
    return at.StructAttr(name, tuple(_fields(name, elements).items()))


def _error_in(name: str):
    """How ``#name<...>`` reports bad input: ``error(message, item)`` is a ParseError at the item
    (the caller locates one without a position at the attribute)."""

    def error(message: str, item) -> ParseError:
        return ParseError(f"#{name}: {message}", getattr(item, "line", 0), getattr(item, "column", 0))

    return error


def _fields(name: str, elements, allowed: set[str] | None = None,
            words: dict[str, it.Item] | None = None) -> dict[str, at.Attribute]:
    """``key = value`` parameters of ``#name<...>``; a duplicated or unknown key is an error at its line."""
    fields: dict[str, at.Attribute] = {}
    for element in elements:
        key, value = _param(element)
        word = element[0]
        if key in fields:
            raise ParseError(f"duplicated `{key}` entry in #{name}", word.line, word.column)
        if allowed is not None and key not in allowed:
            raise ParseError(f"unknown field '{key}' in #{name}; expected one of {', '.join(sorted(allowed))}",
                             word.line, word.column)
        fields[key] = value
        if words is not None:
            words[key] = word
    return fields


def dimension_struct(name: str, fields: dict[str, at.Attribute],
                     words: dict[str, it.Item] | None = None) -> at.StructAttr:
    """A gather/scatter/dot/ragged_dot struct in canonical form (``words`` locate the fields)."""
    kept = []
    for field in DIMENSION_STRUCTS[name].fields:
        key, dims = field.name, field.kind is AttrKind.INTS
        value = fields.get(key)
        if value is None or (not dims and _is_zero(value)) or (dims and at.int_list(value) == ()):
            continue
        if dims:
            ints = at.int_list(value)
            if ints is None:
                word = (words or {}).get(key)
                raise ParseError(f"'{key}' of #{name} must be a list of integers",
                                 getattr(word, "line", 0), getattr(word, "column", 0))
            value = dims_attr(ints)
        kept.append((key, value))
    return at.StructAttr(name, tuple(kept))


def dims_attr(values) -> at.ArrayAttr:
    """A dimension list as the structs hold it: ``[1, 2]`` of bare IntegerAttrs."""
    return at.ArrayAttr(tuple(at.IntegerAttr(int(v)) for v in values))


def _is_zero(value: at.Attribute) -> bool:
    return isinstance(value, (at.IntegerAttr, at.FloatAttr)) and value.value == 0


def _param(element: tuple[it.Item, ...]) -> tuple[str, at.Attribute]:
    """(key, value) of one ``key = value`` parameter."""
    if len(element) >= 3 and isinstance(element[0], it.Word) and it.is_punct(element[1], "="):
        return element[0].text, item_to_attr(element[2:])
    found = f"'{' '.join(map(str, element))}'" if element else "nothing"
    first = element[0] if element else None
    raise ParseError(f"expected 'name = value' but found {found}",
                     getattr(first, "line", 0), getattr(first, "column", 0))


def item_to_attr(items: tuple[it.Item, ...]) -> at.Attribute:
    """The attribute a value written among items denotes (``[1, 2]``, ``3``, ``"s"``, ``f32``,
    ``dense<[1, 2]> : tensor<2xi64>``...)."""
    if len(items) == 3 and isinstance(items[0], it.DenseValue) and it.is_punct(items[1], ":") \
            and isinstance(items[2], it.TypeItem) and isinstance(items[2].type, TensorType):
        try:  # a typed dense literal, e.g. the device_ids of #stablehlo.mesh
            return at.DenseElementsAttr(decode_dense(items[0].literal, items[2].type), items[2].type)
        except DenseLiteralError as exc:
            raise ParseError(str(exc), items[0].line, items[0].column) from None
    if len(items) != 1:
        return at.OpaqueAttr(" ".join(map(str, items)))
    item = items[0]
    if isinstance(item, it.AttrItem):
        return item.attr
    if isinstance(item, it.Literal):
        v = item.value
        if isinstance(v, bool):
            return at.BoolAttr(v)
        if isinstance(v, int):
            return at.IntegerAttr(int(v))
        if isinstance(v, float):
            return at.FloatAttr(v)
        return at.StringAttr(v)
    if isinstance(item, it.TypeItem):
        return at.TypeAttr(item.type)
    if isinstance(item, it.Symbol):
        return at.SymbolRefAttr((item.name,))
    if isinstance(item, it.Group) and item.kind == "[]":
        return at.ArrayAttr(tuple(item_to_attr(e) for e in item.elements))
    if isinstance(item, it.Word):
        return at.OpaqueAttr(item.text)
    return at.OpaqueAttr(str(item))


def _bounds(name: str, elements) -> at.StructAttr:
    """``#stablehlo.bounds<3, ?>`` or ``#stablehlo.type_extensions<bounds = [3, ?]>``, both as bounds."""
    if name == "stablehlo.type_extensions":
        key, value = _param(elements[0]) if elements else ("bounds", at.ArrayAttr(()))
        if key != "bounds" or not isinstance(value, at.ArrayAttr):
            raise _error_in(name)("expected 'bounds = [...]'", elements[0][0])
        values = value.elements
    else:
        values = tuple(_bound_item(e) for e in elements)
    return at.StructAttr("stablehlo.bounds", positional=tuple(
        v if isinstance(v, at.IntegerAttr) else at.DynamicDimAttr() for v in values))


def _bound_item(element) -> at.Attribute:
    if len(element) == 1 and it.is_punct(element[0], "?"):
        return at.DynamicDimAttr()
    return item_to_attr(element)


def conv_dimension_numbers(elements, error) -> at.ConvDimensionNumbersAttr:
    """``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`` or ``raw input_batch_dimension = 0, ...``, split into the
    layouts or the fields that ``ConvDimensionNumbersAttr`` reads; bad input is ``raise error(message, item)``
    (the ParseError of the attribute or of the op that holds the layouts), at the part at fault."""
    first = elements[0] if elements else ()  # #stablehlo.conv<> has no elements
    if len(elements) == 1 and first and isinstance(first[0], it.Group):
        if len(first) != 5 or not (it.is_word(first[1], "x") and it.is_punct(first[3], "->")) \
                or any(not (isinstance(g, it.Group) and g.kind == "[]") for g in first[::2]):
            raise error("expected '[...]x[...]->[...]'", first[0])
        groups = first[::2]
        try:
            return at.ConvDimensionNumbersAttr.from_layouts(*(_layout_entries(g, error) for g in groups))
        except at.ConvDimensionNumbersError as exc:
            raise error(str(exc), groups[exc.part]) from None
    if not (first and it.is_word(first[0], "raw")):
        raise error("expected '[...]x[...]->[...]' or 'raw ...'", first[0] if first else None)
    words: dict[str, it.Item] = {}
    names = set(at.ConvDimensionNumbersAttr.field_names())
    fields = _fields("stablehlo.conv", (first[1:],) + tuple(elements[1:]), names, words)
    try:
        return at.ConvDimensionNumbersAttr.from_fields(fields)
    except at.ConvDimensionNumbersError as exc:
        raise error(str(exc), words.get(exc.part, first[0])) from None


def _layout_entries(group: it.Group, error) -> list[str | int]:
    """The entries of one bracketed layout: an integer as an int, any other item as its text."""
    entries: list[str | int] = []
    for element in group.elements:
        if len(element) != 1:
            raise error(f"bad layout entry '{' '.join(map(str, element))}'", element[0])
        item = element[0]
        entries.append(int(item.value) if isinstance(item, it.Literal) and isinstance(item.value, int) else str(item))
    return entries
