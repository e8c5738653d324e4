"""Assembly formats of Shardy's ops (openxla/shardy shardy/dialect/sdy/ir/ops.td ``assemblyFormat``s and
the custom directives of parsers.cc/printers.cc).

Shardy attributes are kept as the text MLIR prints for them (``ir/sdy.py``). In the pretty forms they are
written "stripped", without ``#sdy.<mnemonic>``: ``sdy.mesh @mesh = <["x"=4]>``,
``sdy.sharding_constraint %x <@mesh, [{"x"}, {}]>``, ``in_shardings=[<@mesh, [...]>, ...]``
(``custom<StrippedTensorShardingPerValueAttr>``), ``manual_axes={"x"}``. The grammar reads these as item
groups; ``item_text`` writes them back the way MLIR prints them (no space inside juxtaposed pieces:
``"x"=4``, ``{"a":(1)2, ?}p1``, ``replicated={"b"}``; ``, `` between entries).
"""
from __future__ import annotations

from ..ir import attributes as at
from ..ir.nodes import Block, Op, Region
from ..ir.sdy import dialect_symbol, strip_mnemonic
from ..ir.types import I32, I64
from . import items as it
from .formats import Bound, Format, finish, operand_list, single_type, single_value
from .reader import ItemReader
from .region_formats import block_argument
from .type_styles import Functional, OperandsOnly

# sdy.propagation_barrier's allowed_direction (enums.td Sdy_PropagationDirection, an I32EnumAttr).
DIRECTIONS = ("NONE", "FORWARD", "BACKWARD", "BOTH")


def item_text(item: it.Item) -> str:
    """The text of an item as MLIR prints sdy attribute bodies."""
    if isinstance(item, it.Group):
        inner = ", ".join("".join(item_text(x) for x in element) for element in item.elements)
        return f"{item.kind[0]}{inner}{item.kind[1]}"
    return str(item)


class SdyAttr:
    """How one stripped sdy attribute is written: ``#sdy.<mnemonic>`` + the text of a group of ``kind``."""

    def __init__(self, mnemonic: str, kind: str):
        self.mnemonic, self.kind = mnemonic, kind

    def parse(self, item: it.Item, r: ItemReader) -> at.OpaqueAttr:
        if not (isinstance(item, it.Group) and item.kind == self.kind):
            raise r.error(f"expected a stripped #sdy.{self.mnemonic} ('{self.kind[0]}...{self.kind[1]}') but found "
                          f"{r.describe(item)}", item)
        body = item_text(item)
        return at.OpaqueAttr(dialect_symbol(self.mnemonic + (f"<{body}>" if self.kind == "[]" else body)))

    def print(self, attr: at.Attribute | None) -> str | None:
        """The stripped text, or None when ``attr`` is not this attribute (the op prints generic)."""
        if not isinstance(attr, at.OpaqueAttr):
            return None
        body = strip_mnemonic(attr.text, self.mnemonic)
        if body is None:
            return None
        if self.kind == "[]":
            return body[1:-1] if body.startswith("<[") and body.endswith("]>") else None  # `[...]`
        return body if body.startswith(self.kind[0]) else None


MESH = SdyAttr("mesh", "<>")
SHARDING = SdyAttr("sharding", "<>")
PER_VALUE = SdyAttr("sharding_per_value", "[]")
MANUAL_AXES = SdyAttr("manual_axes", "{}")


class MeshFormat(Format):
    """``sdy.mesh @name = <[axes], device_ids=[...]> attr-dict``."""

    def parse(self, r):
        item = r.next()
        if not isinstance(item, it.SymbolDefinition):
            raise r.error(f"expected '@name = <...>' but found {r.describe(item)}", item)
        b = Bound(attributes={"sym_name": at.StringAttr(item.name), "mesh": MESH.parse(item.value, r)})
        b.attributes.update(r.attr_dict())
        r.finish()
        if r.pretty.signature is not None:
            raise r.error("sdy.mesh has no types")
        return b

    def print(self, op, p):
        name, mesh = op.attributes.get("sym_name"), MESH.print(op.attributes.get("mesh"))
        if not isinstance(name, at.StringAttr) or mesh is None or op.operands or op.result_types:
            return None
        return f" {at.SymbolRefAttr((name.value,))} = {mesh}{p.attr_dict(op.attributes, {'sym_name', 'mesh'})}"


class OneValue(Format):
    """``%input [key=]value attr-dict : T`` with one attribute ``attr`` written after the operand, bare or as
    ``key=value`` (sharding_constraint, reshard, data_flow_edge, sharding_group, propagation_barrier); the
    result, when there is one, has the operand's type."""

    def __init__(self, attr: str, value: str, key: str | None = None, optional: bool = False, result: bool = True):
        self.attr, self.value, self.key, self.optional, self.result = attr, value, key, optional, result

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        item = None
        if self.key is None:
            item = r.next()
        elif isinstance(r.peek(), it.KeyValue) and r.peek().key == self.key:
            item = r.next().value
        elif not self.optional:
            raise r.error(f"expected '{self.key}=...' but found {r.describe(r.peek())}", r.peek())
        if item is not None:
            b.attributes[self.attr] = self._parse_value(item, r)
        b.attributes.update(r.attr_dict())
        r.finish()
        t = single_type(r, "expected ': type'")
        b.operand_types, b.result_types = (t,), ((t,) if self.result else ())
        return b

    def _parse_value(self, item: it.Item, r: ItemReader) -> at.Attribute:
        if self.value == "sharding":
            return SHARDING.parse(item, r)
        if self.value == "direction":
            if not (isinstance(item, it.Word) and item.text in DIRECTIONS):
                raise r.error(f"expected one of {', '.join(DIRECTIONS)} but found {r.describe(item)}", item)
            return at.IntegerAttr(DIRECTIONS.index(item.text), I32)
        if not (isinstance(item, it.Literal) and type(item.value) is int):
            raise r.error(f"expected an integer but found {r.describe(item)}", item)
        return at.IntegerAttr(item.value, I64)

    def _print_value(self, attr: at.Attribute) -> str | None:
        if self.value == "sharding":
            return SHARDING.print(attr)
        if not isinstance(attr, at.IntegerAttr):
            return None
        if self.value == "direction":
            return DIRECTIONS[attr.value] if attr.type == I32 and 0 <= attr.value < len(DIRECTIONS) else None
        return str(attr.value) if attr.type == I64 else None

    def print(self, op, p):
        if len(op.operands) != 1 or len(op.result_types) != int(self.result) \
                or any(t != op.operand_types[0] for t in op.result_types):
            return None
        attr = op.attributes.get(self.attr)
        text = ""
        if attr is not None:
            value = self._print_value(attr)
            if value is None:
                return None
            text = " " + (value if self.key is None else f"{self.key}={value}")
        elif not self.optional:
            return None
        return f" {op.operands[0]}{text}{p.attr_dict(op.attributes, {self.attr})} : {op.operand_types[0]}"


class SdyReturn(Format):
    """``sdy.return attr-dict (%a, %b : T, T)?``."""

    def parse(self, r):
        b = Bound(attributes=r.attr_dict())
        b.operands = r.operands()
        r.finish()
        b.operand_types, b.result_types = OperandsOnly().parse(r.pretty.signature, len(b.operands), r)
        return b

    def print(self, op, p):
        if op.result_types:
            return None
        operands = (" " + operand_list(op.operands) + OperandsOnly().print(op)) if op.operands else ""
        return p.attr_dict(op.attributes, ()) + operands


def _body_region(r: ItemReader) -> Region:
    """``(%arg: T [loc], ...) { ops }`` (custom<SingleBlockRegionNoBlockId>): the region with its arguments."""
    args = tuple(block_argument(e, r) for e in r.group("()").elements)
    empty = r.peek()
    if isinstance(empty, it.AttrDictItem) and len(empty.entries) == 1 and empty.entries[0][0] == "sdy.return" \
            and isinstance(empty.entries[0][1], at.UnitAttr):
        # `{ sdy.return }` reads as a dictionary with one unit entry (grammar: `{ a.b }` is a dictionary)
        r.next()
        ret = Op("sdy.return", line=empty.line, column=empty.column)
        return Region((Block(None, args, (ret,), empty.line, empty.column),), empty.line, empty.column)
    item = r.maybe(it.RegionItem)
    if item is None:
        raise r.error(f"expected the body '{{ ... }}' but found {r.describe(r.peek())}", r.peek())
    region = item.region
    if len(region.blocks) > 1 or (region.blocks and region.entry.label is not None and region.entry.arguments):
        raise r.error("the body is one block whose arguments are written before it")
    return region.with_entry_arguments(args, None)


def _print_body(region: Region, p) -> str | None:
    if len(region.blocks) != 1:
        return None
    args = ", ".join(p.block_arg(a) for a in region.entry.arguments)
    return f"({args}) {p.region(region, entry_args=False)}"


def _per_value(r: ItemReader, key: str, b: Bound, optional: bool = False) -> None:
    """``key=[<...>, ...]`` into attribute ``key``."""
    value = r.maybe_keyword(key) if optional else r.keyword(key, after_comma=False)
    if value is not None:
        b.attributes[key] = PER_VALUE.parse(value, r)


class ManualComputation(Format):
    """``(operands) in_shardings=[...] out_shardings=[...] manual_axes={...} (%args) { body } attr-dict
    : (T...) -> (R...)``."""

    def parse(self, r):
        b = Bound(operands=[single_value(e, r) for e in r.group("()").elements])
        _per_value(r, "in_shardings", b)
        _per_value(r, "out_shardings", b)
        b.attributes["manual_axes"] = MANUAL_AXES.parse(r.keyword("manual_axes", after_comma=False), r)
        b.regions = (_body_region(r),)
        return finish(b, r, Functional())

    def print(self, op, p):
        parts = [PER_VALUE.print(op.attributes.get("in_shardings")),
                 PER_VALUE.print(op.attributes.get("out_shardings")),
                 MANUAL_AXES.print(op.attributes.get("manual_axes"))]
        body = _print_body(op.regions[0], p) if len(op.regions) == 1 else None
        if None in parts or body is None:
            return None
        attrs = p.attr_dict(op.attributes, {"in_shardings", "out_shardings", "manual_axes"})
        return (f"({operand_list(op.operands)}) in_shardings={parts[0]} out_shardings={parts[1]} "
                f"manual_axes={parts[2]} {body}{attrs}" + Functional().print(op))


class NamedComputation(Format):
    """``<"name">(operands) (in_shardings=[...])? (out_shardings=[...])? (%args) { body } attr-dict
    : (T...) -> (R...)``."""

    def parse(self, r):
        name = r.group("<>")
        if len(name.elements) != 1 or len(name.elements[0]) != 1 or not isinstance(name.elements[0][0], it.Literal) \
                or not isinstance(name.elements[0][0].value, str):
            raise r.error('expected the name as <"name">', name)
        b = Bound(attributes={"name": at.StringAttr(name.elements[0][0].value)})
        b.operands = [single_value(e, r) for e in r.group("()").elements]
        _per_value(r, "in_shardings", b, optional=True)
        _per_value(r, "out_shardings", b, optional=True)
        b.regions = (_body_region(r),)
        return finish(b, r, Functional())

    def print(self, op, p):
        name = op.attributes.get("name")
        body = _print_body(op.regions[0], p) if len(op.regions) == 1 else None
        if not isinstance(name, at.StringAttr) or body is None:
            return None
        shardings = ""
        for key in ("in_shardings", "out_shardings"):
            if key in op.attributes:
                text = PER_VALUE.print(op.attributes[key])
                if text is None:
                    return None
                shardings += f" {key}={text}"
        attrs = p.attr_dict(op.attributes, {"name", "in_shardings", "out_shardings"})
        return f"<{name}>({operand_list(op.operands)}){shardings} {body}{attrs}" + Functional().print(op)
