"""The pieces a pretty op or dialect attribute is parsed into, before binding (transient, so plain
slotted classes: frozen dataclasses are slower to build).

The grammar parses ``stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
: (...) -> ...`` into a flat list of items (``ValueRef``, ``Comma``,
``KeyValue``, ``Group``, ...) plus a ``Signature``; the op's assembly format
(``formats.py``) then binds them. Every item prints back to its own text, which
is how unknown dialect attributes round-trip.
"""
from __future__ import annotations

from dataclasses import field
from typing import Any

from ..ir.records import record
from ..ir.attributes import Attribute, SymbolRefAttr
from ..ir.nodes import Location, Region
from ..ir.types import Type


@record(slots=True)
class Item:
    """Base class; ``line``/``column`` locate the item for error messages."""

    line: int = field(default=0, kw_only=True, compare=False)
    column: int = field(default=0, kw_only=True, compare=False)


@record(slots=True)
class ValueRef(Item):
    """An SSA value use: ``%x``, ``%0#1``."""

    name: str

    def __str__(self) -> str:
        return self.name


@record(slots=True)
class Comma(Item):
    """A ``,`` between items: formats tell ``%a, %b`` from juxtaposed items by it."""

    def __str__(self) -> str:
        return ","


@record(slots=True)
class Word(Item):
    """A bare identifier: an enum value (``LT``), a keyword (``across``), a layout letter."""

    text: str

    def __str__(self) -> str:
        return self.text


@record(slots=True)
class Punct(Item):
    """``=``, ``:``, ``->``, ``?``, ``*`` inside a group."""

    text: str

    def __str__(self) -> str:
        return self.text


@record(slots=True)
class Literal(Item):
    """A number, string or boolean: ``value`` is the Python value, ``text`` the spelling."""

    value: Any
    text: str

    def __str__(self) -> str:
        return self.text


@record(slots=True)
class Symbol(Item):
    """``@name``."""

    name: str

    def __str__(self) -> str:
        return str(SymbolRefAttr((self.name,)))


@record(slots=True)
class TypeItem(Item):
    """A type written inside a group (``reducer(%a: tensor<f32>, ...)``)."""

    type: Type

    def __str__(self) -> str:
        return str(self.type)


@record(slots=True)
class AttrItem(Item):
    """A complete attribute written among the items (``array<i64: 1>``, ``#stablehlo<...>``)."""

    attr: Attribute

    def __str__(self) -> str:
        return str(self.attr)


@record(slots=True)
class DenseValue(Item):
    """``dense<...>`` without its type (the type comes from the op's signature)."""

    literal: Any


@record(slots=True)
class ResourceValue(Item):
    """``dense_resource<key>`` without its type (the type comes from the op's signature)."""

    key: str


@record(slots=True)
class LocItem(Item):
    """``loc(...)`` inside a group (a block argument's location), as written."""

    text: str

    def __str__(self) -> str:
        return self.text


@record(slots=True)
class Group(Item):
    """A bracketed list: ``kind`` is one of ``()``, ``[]``, ``{}``, ``<>``.

    ``elements`` are the comma-separated entries, each a tuple of items.
    """

    kind: str
    elements: tuple[tuple[Item, ...], ...]

    def __str__(self) -> str:
        inner = ", ".join(" ".join(map(str, e)) for e in self.elements)
        return f"{self.kind[0]}{inner}{self.kind[1]}"


@record(slots=True)
class ResultTypesItem(Item):
    """``-> (T, ...)`` among the items: result types written before a region (``shape.assuming``)."""

    group: Group

    def __str__(self) -> str:
        return f"-> {self.group}"


@record(slots=True)
class Sequence(Item):
    """Juxtaposed brackets: ``[0] x [1]`` or ``[b, 0, f]x[0, i, o]->[b, 0, f]``."""

    parts: tuple[Item, ...]


@record(slots=True)
class KeyValue(Item):
    """``name = value`` among an op's items (``dims = [0, 1]``)."""

    key: str
    value: Item


@record(slots=True)
class SymbolDefinition(Item):
    """``@name = value`` among an op's items (``sdy.mesh @mesh = <["x"=4]>``)."""

    name: str
    value: Item


@record(slots=True)
class Applies(Item):
    """``applies stablehlo.add`` (compact reduce)."""

    op_name: str


@record(slots=True)
class AttrDictItem(Item):
    """``{name = value, ...}`` among an op's items (its discardable attributes)."""

    entries: tuple[tuple[str, Attribute], ...]
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)  # where each name is written


@record(slots=True)
class PropertiesItem(AttrDictItem):
    """``<{name = value, ...}>``: the op's inherent attributes."""


@record(slots=True)
class RegionItem(Item):
    """A region among the items or in the tail (``cond {...}``, a chlo.scan body)."""

    region: Region


@record(slots=True)
class Signature:
    """The types after ``:``: ``items`` are types or tuples of types (a parenthesized
    list); ``results`` is what follows ``->`` (a type, a tuple, or None)."""

    items: tuple[Any, ...]
    results: Any = None


@record(slots=True)
class PrettyOp:
    """A pretty op as parsed, before its assembly format binds it."""

    name: str
    items: tuple[Item, ...]
    signature: Signature | None
    tail: tuple[Item, ...]  # what follows the signature: `cond {...} do {...}`, `to T`, `{attrs}`, ...
    location: Location | None
    line: int
    column: int


def is_word(item: Item | None, text: str) -> bool:
    """Whether ``item`` is the bare word ``text``."""
    return isinstance(item, Word) and item.text == text


def is_punct(item: Item | None, text: str) -> bool:
    """Whether ``item`` is the punctuation ``text`` (``=``, ``:``, ``->``, ``?``, ``*``)."""
    return isinstance(item, Punct) and item.text == text
