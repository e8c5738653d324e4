"""Assembly formats: how a pretty op's items bind to an Op, and how an Op prints back.

Each format mirrors one shape of MLIR's declarative ``assemblyFormat`` (or a
custom parser/printer of StableHLO); ``ops.py`` assigns a format to every op.
``parse`` returns the fields of the Op; ``print`` the text after the op name.
"""
from __future__ import annotations

import re
from dataclasses import field
from typing import Collection, Protocol

from ..ir.records import record
from ..ir import attributes as at
from ..ir.literals import DenseLiteralError, decode_dense
from ..ir.nodes import BlockArgument, Op, Region
from ..ir.types import I64, TensorType, Type
from . import items as it
from .keywords import INT32, INT64, ValueKind
from .reader import ItemReader, int_items
from .type_styles import Functional, OperandsOnly, Pairwise, SameOperandsAndResult, TypeStyle

class Printer(Protocol):
    """What a format asks of the printer it prints with (``printer.Printer``, which imports the formats: the
    formats know it by these members alone)."""

    indentation: str  # the current line prefix

    def region(self, region: Region, entry_args: bool) -> str: ...

    def block_arg(self, arg: BlockArgument) -> str: ...

    def attr_dict(self, attrs: dict, exclude: Collection[str] = (), keyword: bool = False) -> str: ...


@record
class Bound:
    """The fields of an Op that a format read from the items."""

    operands: list[str] = field(default_factory=list)
    operand_types: tuple[Type, ...] = ()
    result_types: tuple[Type, ...] = ()
    attributes: dict[str, at.Attribute] = field(default_factory=dict)
    regions: tuple[Region, ...] = ()


class Format:
    """Base class of assembly formats."""

    def parse(self, r: ItemReader) -> Bound:
        raise NotImplementedError

    def print(self, op: Op, p: "Printer") -> str | None:
        """The text after the op name, or None when this op must print in generic form."""
        raise NotImplementedError


def finish(b: Bound, r: ItemReader, types: TypeStyle) -> Bound:
    """The end of most formats: the attribute dictionary, nothing else, then the types after ``:``."""
    if not r.at_end():
        b.attributes.update(r.attr_dict())
        r.finish()
    b.operand_types, b.result_types = types.parse(r.pretty.signature, len(b.operands), r)
    return b


def single_type(r: ItemReader, message: str) -> Type:
    """The type of a ``: T`` signature (one type, no ``->``); ``message`` is the error otherwise."""
    sig = r.pretty.signature
    if sig is None or len(sig.items) != 1 or isinstance(sig.items[0], tuple) or sig.results is not None:
        raise r.error(message)
    return sig.items[0]


def operand_list(names) -> str:
    """``%a, %b``."""
    return ", ".join(names)


def single_value(element: tuple[it.Item, ...], r: ItemReader) -> str:
    """The operand name of a group entry that must be one ``%value``."""
    if len(element) != 1 or not isinstance(element[0], it.ValueRef):
        raise r.error(f"expected an operand but found '{' '.join(map(str, element))}'", element[0])
    return element[0].name


@record(frozen=True)
class Keyword:
    """``, text = value`` bound to attribute ``attr``; ``optional`` ones may be absent."""

    text: str
    attr: str
    kind: ValueKind
    optional: bool = False


class Operands(Format):
    """``[ENUM,] operands [, key = value]* [, ENUM] attr-dict : types`` (most ops).

    ``leading``/``trailing`` are (attribute name, kind) of enums written as bare
    words before or after the operands (``compare LT, %a, %b, FLOAT``).
    """

    def __init__(self, types: TypeStyle, keywords: tuple[Keyword, ...] = (), leading: tuple[str, ValueKind] | None = None,
                 trailing: tuple[str, ValueKind] | None = None):
        self.types, self.keywords, self.leading, self.trailing = types, keywords, leading, trailing

    def parse(self, r):
        b = Bound()
        if self.leading:
            name, kind = self.leading
            b.attributes[name] = kind.parse(r.next(), r)
            if r.peek() is not None:
                r.comma()
        b.operands = r.operands()
        for kw in self.keywords:
            value = r.maybe_keyword(kw.text) if kw.optional else r.keyword(kw.text, after_comma=bool(b.operands))
            if value is not None:
                b.attributes[kw.attr] = kw.kind.parse(value, r)
        if self.trailing and isinstance(r.peek(), it.Comma) and isinstance(r.peek(1), it.Word):
            r.comma()
            name, kind = self.trailing
            b.attributes[name] = kind.parse(r.next(), r)
        return finish(b, r, self.types)

    def print(self, op, p):
        parts = []
        for name, kind in filter(None, (self.leading, self.trailing)):
            if name in op.attributes and not kind.can_print(op.attributes[name]):
                return None
        if self.leading:
            if self.leading[0] not in op.attributes:
                return None
            parts.append(self.leading[1].print(op.attributes[self.leading[0]]))
        parts.extend(op.operands)
        consumed = set()
        for kw in self.keywords:
            attr = op.attributes.get(kw.attr)
            if attr is None:
                if not kw.optional:
                    return None
                continue
            if not kw.kind.can_print(attr):
                return None
            parts.append(f"{kw.text} = {kw.kind.print(attr)}")
            consumed.add(kw.attr)
        if self.trailing and self.trailing[0] in op.attributes:
            parts.append(self.trailing[1].print(op.attributes[self.trailing[0]]))
        if self.leading:
            consumed.add(self.leading[0])
        if self.trailing:
            consumed.add(self.trailing[0])
        head = ", ".join(parts)
        attrs = p.attr_dict(op.attributes, consumed)
        return (" " + head if head else "") + attrs + self.types.print(op)


class DimKeyword(Format):
    """``iota dim = 0 : T``: a keyword before any operand."""

    def parse(self, r):
        b = Bound(attributes={"iota_dimension": INT64.parse(r.keyword("dim", after_comma=False), r)})
        b.attributes.update(r.attr_dict())
        r.finish()
        b.result_types = (single_type(r, "expected ': type'"),)
        return b

    def print(self, op, p):
        dim = op.attributes.get("iota_dimension")
        if dim is None or len(op.result_types) != 1:
            return None
        return f" dim = {INT64.print(dim)}{p.attr_dict(op.attributes, {'iota_dimension'})} : {op.result_types[0]}"


def dense_value(r: ItemReader, value: it.DenseValue, type_: TensorType) -> at.DenseElementsAttr:
    """The ``dense<...>`` item decoded for ``type_``; a bad literal is an error at the literal."""
    try:
        return at.DenseElementsAttr(decode_dense(value.literal, type_), type_)
    except DenseLiteralError as exc:
        raise r.error(str(exc), value) from None


class Constant(Format):
    """``constant [{attrs}] dense<...> : T`` (the value's type is the result type)."""

    def parse(self, r):
        if isinstance(r.peek(), it.Group):  # constant() <{value = ...}> {attrs} : () -> T
            r.group("()")
            props = r.maybe(it.PropertiesItem)
            b = Bound(attributes=dict(props.entries) if props else {})
            r.positions.update(props.positions if props else {})
            return finish(b, r, Functional())
        b = Bound(attributes=r.attr_dict())
        value = r.next()
        r.finish()
        type_ = single_type(r, "expected ': tensor<...>' after the value")
        if isinstance(value, it.DenseValue):
            if not isinstance(type_, TensorType):
                raise r.error(f"a dense literal needs a tensor type, got {type_}")
            b.attributes["value"] = dense_value(r, value, type_)
        elif isinstance(value, it.ResourceValue) and isinstance(type_, TensorType):
            b.attributes["value"] = at.DenseResourceAttr(value.key, type_)
        elif isinstance(value, it.AttrItem):
            b.attributes["value"] = value.attr
        else:
            raise r.error(f"expected a constant value but found {r.describe(value)}", value)
        b.result_types = (type_,)
        return b

    def print(self, op, p):
        value = op.attributes.get("value")
        attrs = p.attr_dict(op.attributes, {"value"})
        if isinstance(value, (at.DenseElementsAttr, at.DenseResourceAttr)) and op.result_types == (value.type,) \
                and not op.operands:
            return f"{attrs} {value}"
        if value is not None and not op.operands:
            return f"() <{{value = {value}}}>{attrs}" + Functional().print(op)
        return None


class Slice(Format):
    """``slice %x [start:limit(:stride), ...]`` (custom<SliceRanges>)."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        group = r.group("[]")
        starts, limits, strides = [], [], []
        for element in group.elements:
            nums = [x for x in element if not (isinstance(x, it.Punct) and x.text == ":")]
            if len(nums) not in (2, 3) or len(element) != 2 * len(nums) - 1 or not all(
                    isinstance(x, it.Literal) and isinstance(x.value, int) for x in nums):
                raise r.error(f"expected 'start:limit[:stride]' but found '{' '.join(map(str, element))}'", element[0])
            starts.append(nums[0].value)
            limits.append(nums[1].value)
            strides.append(nums[2].value if len(nums) == 3 else 1)
        b.attributes = {"start_indices": at.DenseArrayAttr(I64, tuple(starts)),
                        "limit_indices": at.DenseArrayAttr(I64, tuple(limits)),
                        "strides": at.DenseArrayAttr(I64, tuple(strides))}
        return finish(b, r, Functional())

    def print(self, op, p):
        lists = [at.int_list(op.attributes.get(k)) for k in ("start_indices", "limit_indices", "strides")]
        if any(x is None for x in lists) or len({len(x) for x in lists}) != 1 or len(op.operands) != 1:
            return None
        ranges = ", ".join(f"{s}:{l}" + (f":{st}" if st != 1 else "") for s, l, st in zip(*lists))
        attrs = p.attr_dict(op.attributes, {"start_indices", "limit_indices", "strides"})
        return f" {op.operands[0]} [{ranges}]{attrs}" + Functional().print(op)


class GetTupleElement(Format):
    """``get_tuple_element %t[0] : (tuple<...>) -> T``."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        (index,) = int_items(r.group("[]"), r)
        b.attributes = {"index": at.IntegerAttr(index, INT32.type)}
        return finish(b, r, Functional())

    def print(self, op, p):
        index = op.attributes.get("index")
        if not isinstance(index, at.IntegerAttr) or len(op.operands) != 1:
            return None
        return f" {op.operands[0]}[{index.value}]{p.attr_dict(op.attributes, {'index'})}" + Functional().print(op)


class Callee(Format):
    """``@target(operands) attr-dict : (T...) -> R`` (custom_call, func.call)."""

    def __init__(self, attr: str, as_string: bool):
        self.attr, self.as_string = attr, as_string

    def parse(self, r):
        first = r.next()
        if not isinstance(first, it.Symbol):
            hint = f' (write @"{first.value}")' if isinstance(first, it.Literal) and isinstance(first.value, str) else ""
            raise r.error(f"expected the target as a symbol, @name or @\"name\", but found {r.describe(first)}{hint}",
                          first)
        name = first.name
        group = r.group("()")
        b = Bound(operands=[single_value(e, r) for e in group.elements])
        b.attributes[self.attr] = at.StringAttr(name) if self.as_string else at.SymbolRefAttr((name,))
        return finish(b, r, Functional())

    def print(self, op, p):
        target = op.attributes.get(self.attr)
        if isinstance(target, at.StringAttr):
            sym = str(at.SymbolRefAttr((target.value,)))
        elif isinstance(target, at.SymbolRefAttr) and len(target.path) == 1:
            sym = str(target)
        else:
            return None
        attrs = p.attr_dict(op.attributes, {self.attr})
        return f" {sym}({operand_list(op.operands)}){attrs}" + Functional().print(op)


class Composite(Format):
    """``composite "name" %a, %b attr-dict : (T...) -> R``."""

    def parse(self, r):
        name = r.next()
        if not (isinstance(name, it.Literal) and isinstance(name.value, str)):
            raise r.error(f"expected the composite name as a string but found {r.describe(name)}", name)
        b = Bound(attributes={"name": at.StringAttr(name.value)})
        if isinstance(r.peek(), it.Comma):
            r.comma()
        b.operands = r.operands()
        return finish(b, r, Functional())

    def print(self, op, p):
        name = op.attributes.get("name")
        if not isinstance(name, at.StringAttr) or op.regions:
            return None
        ops = (" " + operand_list(op.operands)) if op.operands else ""
        return f" {name}{ops}{p.attr_dict(op.attributes, {'name'})}" + Functional().print(op)


class ReducePrecision(Format):
    """``reduce_precision %x, format = e8m10 : T`` (custom<ExponentMantissa>)."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        fmt = r.keyword("format")
        m = re.fullmatch(r"e([0-9]+)m([0-9]+)", str(fmt)) if isinstance(fmt, it.Word) else None
        if m is None:
            raise r.error(f"expected format = e<N>m<M> but found '{fmt}'", fmt)
        for part, digits in (("exponent", m.group(1)), ("mantissa", m.group(2))):
            if int(digits) >= 2**31:
                raise r.error(f"the {part} bits {digits} do not fit in i32", fmt)
        b.attributes = {"exponent_bits": at.IntegerAttr(int(m.group(1)), INT32.type),
                        "mantissa_bits": at.IntegerAttr(int(m.group(2)), INT32.type)}
        return finish(b, r, SameOperandsAndResult())

    def print(self, op, p):
        e, m = op.attributes.get("exponent_bits"), op.attributes.get("mantissa_bits")
        if not isinstance(e, at.IntegerAttr) or not isinstance(m, at.IntegerAttr) or len(op.operands) != 1 \
                or e.value < 0 or m.value < 0:
            return None
        attrs = p.attr_dict(op.attributes, {"exponent_bits", "mantissa_bits"})
        return f" {op.operands[0]}, format = e{e.value}m{m.value}{attrs}" + SameOperandsAndResult().print(op)


class ReturnLike(Format):
    """``return %a, %b : T, T`` (also ``stablehlo.return``, ``func.return``)."""

    def parse(self, r):
        b = Bound(operands=r.operands())
        return finish(b, r, OperandsOnly())

    def print(self, op, p):
        if op.result_types:
            return None
        ops = (" " + operand_list(op.operands)) if op.operands else ""
        return ops + p.attr_dict(op.attributes, set()) + OperandsOnly().print(op)


class OptimizationBarrier(Format):
    """``optimization_barrier %a, %b : T, T``; ``optimization_barrier()`` with no operands."""

    def parse(self, r):
        b = Bound(attributes=r.attr_dict())
        if isinstance(r.peek(), it.Group):
            if r.group("()").elements:
                raise r.error("expected '()'")
        else:
            b.operands = r.operands()
        r.finish()
        b.operand_types, b.result_types = Pairwise().parse(r.pretty.signature, len(b.operands), r)
        return b

    def print(self, op, p):
        attrs = p.attr_dict(op.attributes, set())
        if not op.operands:
            return f"{attrs}()"
        return f"{attrs} {operand_list(op.operands)}" + Pairwise().print(op)


class CastTo(Format):
    """``tensor.cast %x : T to R``."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        b.attributes.update(r.attr_dict())
        r.finish()
        sig, tail = r.pretty.signature, r.pretty.tail
        if sig is None or len(sig.items) != 1 or len(tail) != 2 or not it.is_word(tail[0], "to") \
                or not isinstance(tail[1], it.TypeItem):
            raise r.error("expected ': T to R'")
        b.operand_types, b.result_types = (sig.items[0],), (tail[1].type,)
        return b

    def print(self, op, p):
        if len(op.operands) != 1 or len(op.result_types) != 1:
            return None
        return (f" {op.operands[0]}{p.attr_dict(op.attributes, set())} : {op.operand_types[0]} "
                f"to {op.result_types[0]}")


class CheckConst(Format):
    """``check.expect_eq_const %x, dense<...> : T {attrs}`` (the value's type is the operand's)."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        r.comma()
        value = r.next()
        r.finish()
        sig = r.pretty.signature
        if not isinstance(value, it.DenseValue) or sig is None or len(sig.items) != 1 \
                or not isinstance(sig.items[0], TensorType) or sig.results is not None:
            raise r.error("expected '%operand, dense<...> : tensor<...>'", value)
        type_ = sig.items[0]
        b.attributes["value"] = dense_value(r, value, type_)
        for item in r.pretty.tail:
            if not isinstance(item, it.AttrDictItem):
                raise r.error("unexpected text after the value's type")
            b.attributes.update(item.entries)
        b.operand_types = (type_,)
        return b

    def print(self, op, p):
        value = op.attributes.get("value")
        if not isinstance(value, at.DenseElementsAttr) or len(op.operands) != 1 or op.result_types:
            return None
        attrs = p.attr_dict(op.attributes, {"value"})
        return f" {op.operands[0]}, {value}{attrs}"
