"""Assembly formats: how a pretty op's items bind to an Op, and how an Op prints back.

Each format mirrors one shape of MLIR's declarative ``assemblyFormat`` (or a
custom parser/printer of StableHLO); ``ops.py`` assigns a format to every op.
``parse`` returns the fields of the Op; ``print`` the text after the op name.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..ir import attributes as at
from ..ir.nodes import Block, BlockArgument, Op, Region
from ..ir.types import I64, TensorType, Type
from ..parser.dense import decode_dense
from . import items as it
from .attributes import conv_dimension_numbers, dimension_struct, dims_attr
from .keywords import (COMPARISON_DIRECTION, COMPARISON_TYPE, I64_ARRAY, INT32, INT64, PRECISION, BoolArray,
                       EnumList, ValueKind)
from .reader import ItemReader, element_items, int_items, type_of
from .types import Functional, TypeStyle

if TYPE_CHECKING:
    from ..printer.printer import Printer


@dataclass
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


def operand_list(names) -> str:
    return ", ".join(names)


@dataclass(frozen=True)
class Keyword:
    """``, text = value`` bound to attribute ``attr``; ``optional`` ones may be absent."""

    text: str
    attr: str
    kind: ValueKind
    optional: bool = False


class Operands(Format):
    """``[ENUM,] operands [, key = value]* [, ENUM] attr-dict : types`` (most ops).

    ``leading``/``trailing`` are enum attributes written as bare words before or
    after the operands (``compare LT, %a, %b, FLOAT``).
    """

    def __init__(self, types: TypeStyle, keywords: tuple[Keyword, ...] = (), leading: tuple[str, ValueKind] | None = None,
                 trailing: tuple[str, ValueKind] | None = None, attr_dict_first: bool = False):
        self.types, self.keywords, self.leading, self.trailing = types, keywords, leading, trailing
        self.attr_dict_first = attr_dict_first

    def parse(self, r):
        b = Bound()
        if self.attr_dict_first:
            b.attributes.update(r.attr_dict())
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
        if r.pos < len(r.items):
            b.attributes.update(r.attr_dict())
            r.finish()
        b.operand_types, b.result_types = self.types.parse(r.pretty.signature, len(b.operands), r)
        return b

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
        sig = r.pretty.signature
        if sig is None or len(sig.items) != 1 or isinstance(sig.items[0], tuple) or sig.results is not None:
            raise r.error("expected ': type'")
        b.result_types = (sig.items[0],)
        return b

    def print(self, op, p):
        dim = op.attributes.get("iota_dimension")
        if dim is None or len(op.result_types) != 1:
            return None
        return f" dim = {INT64.print(dim)}{p.attr_dict(op.attributes, {'iota_dimension'})} : {op.result_types[0]}"


class Constant(Format):
    """``constant [{attrs}] dense<...> : T`` (the value's type is the result type)."""

    def parse(self, r):
        if isinstance(r.peek(), it.Group):  # constant() <{value = ...}> {attrs} : () -> T
            r.group("()")
            props = r.maybe(it.PropertiesItem)
            b = Bound(attributes=dict(props.entries) if props else {})
            b.attributes.update(r.attr_dict())
            r.finish()
            b.operand_types, b.result_types = Functional().parse(r.pretty.signature, 0, r)
            return b
        b = Bound(attributes=r.attr_dict())
        value = r.next()
        r.finish()
        sig = r.pretty.signature
        if sig is None or len(sig.items) != 1 or isinstance(sig.items[0], tuple) or sig.results is not None:
            raise r.error("expected ': tensor<...>' after the value")
        type_ = sig.items[0]
        if isinstance(value, it.DenseValue):
            if not isinstance(type_, TensorType):
                raise r.error(f"a dense literal needs a tensor type, got {type_}")
            b.attributes["value"] = at.DenseElementsAttr(decode_dense(value.literal, type_), type_)
        elif isinstance(value, it.AttrItem):
            b.attributes["value"] = value.attr
        else:
            raise r.error(f"expected a constant value but found {r.describe(value)}", value)
        b.result_types = (type_,)
        return b

    def print(self, op, p):
        value = op.attributes.get("value")
        attrs = p.attr_dict(op.attributes, {"value"})
        if isinstance(value, at.DenseElementsAttr) and op.result_types == (value.type,) and not op.operands:
            return f"{attrs} {p.attr(value)}"
        if value is not None and not op.operands:
            return f"() <{{value = {p.attr(value)}}}>{attrs}" + Functional().print(op)
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
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, 1, r)
        return b

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
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, 1, r)
        return b

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
        if isinstance(first, it.Symbol):
            name = first.name
        elif isinstance(first, it.Literal) and isinstance(first.value, str):
            name = first.value
        else:
            raise r.error(f"expected a target like @name but found {r.describe(first)}", first)
        group = r.group("()")
        b = Bound(operands=[_single_value(e, r) for e in group.elements])
        b.attributes[self.attr] = at.StringAttr(name) if self.as_string else at.SymbolRefAttr((name,))
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        return b

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


def _single_value(element, r: ItemReader) -> str:
    if len(element) != 1 or not isinstance(element[0], it.ValueRef):
        raise r.error(f"expected an operand but found '{' '.join(map(str, element))}'", element[0])
    return element[0].name


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
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        return b

    def print(self, op, p):
        name = op.attributes.get("name")
        if not isinstance(name, at.StringAttr) or op.regions:
            return None
        ops = (" " + operand_list(op.operands)) if op.operands else ""
        return f" {name}{ops}{p.attr_dict(op.attributes, {'name'})}" + Functional().print(op)


class Convolution(Format):
    """``convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {...} attr-dict``."""

    WINDOW = (("stride", "window_strides", I64_ARRAY), ("pad", "padding", None),
              ("lhs_dilate", "lhs_dilation", I64_ARRAY), ("rhs_dilate", "rhs_dilation", I64_ARRAY),
              ("reverse", "window_reversal", BoolArray()))

    def parse(self, r):
        group = r.group("()")
        b = Bound(operands=[_single_value(e, r) for e in group.elements])
        dims = r.keyword("dim_numbers", after_comma=False)
        if not isinstance(dims, it.Sequence):
            raise r.error("expected dim_numbers = [...]x[...]->[...]", dims)
        try:
            b.attributes["dimension_numbers"] = conv_dimension_numbers(((dims.parts),))
        except ValueError as exc:
            raise r.error(str(exc), dims) from None
        window = r.maybe_keyword("window")
        if window is not None:
            if not (isinstance(window, it.Group) and window.kind == "{}"):
                raise r.error("expected window = {...}", window)
            b.attributes.update(self._window(window, r))
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        return b

    def _window(self, group: it.Group, r: ItemReader) -> dict:
        names = {w[0]: w for w in self.WINDOW}
        out = {}
        for element in group.elements:
            if len(element) != 3 or not isinstance(element[0], it.Word) or element[0].text not in names:
                raise r.error(f"unexpected '{' '.join(map(str, element))}' in window", element[0])
            _, attr, kind = names[element[0].text]
            value = element[2]
            if kind is None:  # pad = [[lo, hi], ...] -> dense<...> : tensor<Nx2xi64>
                if not (isinstance(value, it.Group) and value.kind == "[]"):
                    raise r.error("expected pad = [[lo, hi], ...]", value)
                pairs = [int_items(x, r) if isinstance(x, it.Group) else () for x in element_items(value, r)]
                if any(len(pair) != 2 for pair in pairs):
                    raise r.error("each pad entry is [low, high]", value)
                import numpy as np

                type_ = TensorType((len(pairs), 2), I64)
                out[attr] = at.DenseElementsAttr(np.array(pairs, dtype=np.int64).reshape(len(pairs), 2), type_)
            else:
                out[attr] = kind.parse(value, r)
        return out

    def print(self, op, p):
        dims = op.attributes.get("dimension_numbers")
        if not isinstance(dims, at.ConvDimensionNumbersAttr) or not dims.has_layouts():
            return None
        window = []
        for text, attr, kind in self.WINDOW:
            value = op.attributes.get(attr)
            if value is None:
                continue
            if kind is None:
                if not isinstance(value, at.DenseElementsAttr) or value.array.ndim != 2 \
                        or value.array.shape[1] != 2:
                    return None
                window.append(f"pad = [{', '.join(f'[{lo}, {hi}]' for lo, hi in value.array.tolist())}]")
            else:
                if not kind.can_print(value):
                    return None
                window.append(f"{text} = {kind.print(value)}")
        lhs, rhs, out = dims.layouts()
        attrs = p.attr_dict(op.attributes, {"dimension_numbers"} | {w[1] for w in self.WINDOW})
        return (f"({operand_list(op.operands)}) dim_numbers = {lhs}x{rhs}->{out}, window = {{{', '.join(window)}}}"
                f"{attrs}" + Functional().print(op))


class DotGeneral(Format):
    """``dot_general %a, %b, [batching_dims = [..] x [..],] contracting_dims = [..] x [..][, precision = [..]][, algorithm = <..>]``."""

    PRECISION_LIST = EnumList(PRECISION)

    def parse(self, r):
        b = Bound(operands=r.operands())
        fields = {}
        batching = r.maybe_keyword("batching_dims")
        if batching is not None:
            fields["lhs_batching_dimensions"], fields["rhs_batching_dimensions"] = self._pair(batching, r)
        fields["lhs_contracting_dimensions"], fields["rhs_contracting_dimensions"] = self._pair(
            r.keyword("contracting_dims"), r)
        b.attributes["dot_dimension_numbers"] = dimension_struct(
            "stablehlo.dot", {k: dims_attr(v) for k, v in fields.items()})
        precision = r.maybe_keyword("precision")
        if precision is not None:
            b.attributes["precision_config"] = self.PRECISION_LIST.parse(precision, r)
        algorithm = r.maybe_keyword("algorithm")
        if algorithm is not None:
            if not (isinstance(algorithm, it.Group) and algorithm.kind == "<>"):
                raise r.error("expected algorithm = <...>", algorithm)
            from .attributes import bind_dialect_attr

            b.attributes["algorithm"] = bind_dialect_attr("stablehlo.dot_algorithm", algorithm.elements)
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        return b

    @staticmethod
    def _pair(value, r):
        if not (isinstance(value, it.Sequence) and len(value.parts) == 3 and isinstance(value.parts[1], it.Word)
                and value.parts[1].text == "x"):
            raise r.error("expected '[...] x [...]'", value)
        return int_items(value.parts[0], r), int_items(value.parts[2], r)

    def print(self, op, p):
        dims = op.attributes.get("dot_dimension_numbers")
        if not isinstance(dims, at.StructAttr) or dims.name != "stablehlo.dot":
            return None

        def lst(key):
            return "[" + ", ".join(map(str, at.int_list(dims.get(key)) or ())) + "]"

        parts = list(op.operands)
        if dims.get("lhs_batching_dimensions") or dims.get("rhs_batching_dimensions"):
            parts.append(f"batching_dims = {lst('lhs_batching_dimensions')} x {lst('rhs_batching_dimensions')}")
        parts.append(f"contracting_dims = {lst('lhs_contracting_dimensions')} x {lst('rhs_contracting_dimensions')}")
        consumed = {"dot_dimension_numbers"}
        precision = op.attributes.get("precision_config")
        if self.PRECISION_LIST.can_print(precision):
            parts.append(f"precision = {self.PRECISION_LIST.print(precision)}")
            consumed.add("precision_config")
        algorithm = op.attributes.get("algorithm")
        if isinstance(algorithm, at.StructAttr) and algorithm.name == "stablehlo.dot_algorithm":
            parts.append("algorithm = " + str(algorithm)[len("#stablehlo.dot_algorithm"):])
            consumed.add("algorithm")
        return " " + ", ".join(parts) + p.attr_dict(op.attributes, consumed) + Functional().print(op)


class Dot(Operands):
    """``dot %a, %b[, precision = [..]]``."""

    def __init__(self):
        super().__init__(Functional(), (Keyword("precision", "precision_config", EnumList(PRECISION), True),))


class ReducePrecision(Format):
    """``reduce_precision %x, format = e8m10 : T`` (custom<ExponentMantissa>)."""

    def parse(self, r):
        from .types import SameOperandsAndResult

        b = Bound(operands=[r.operand()])
        fmt = r.keyword("format")
        import re

        m = re.fullmatch(r"e([0-9]+)m([0-9]+)", str(fmt)) if isinstance(fmt, it.Word) else None
        if m is None:
            raise r.error(f"expected format = e<N>m<M> but found '{fmt}'", fmt)
        b.attributes = {"exponent_bits": at.IntegerAttr(int(m.group(1)), INT32.type),
                        "mantissa_bits": at.IntegerAttr(int(m.group(2)), INT32.type)}
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = SameOperandsAndResult().parse(r.pretty.signature, 1, r)
        return b

    def print(self, op, p):
        from .types import SameOperandsAndResult

        e, m = op.attributes.get("exponent_bits"), op.attributes.get("mantissa_bits")
        if not isinstance(e, at.IntegerAttr) or not isinstance(m, at.IntegerAttr) or len(op.operands) != 1 \
                or e.value < 0 or m.value < 0:
            return None
        attrs = p.attr_dict(op.attributes, {"exponent_bits", "mantissa_bits"})
        return f" {op.operands[0]}, format = e{e.value}m{m.value}{attrs}" + SameOperandsAndResult().print(op)


class While(Format):
    """``while(%iterArg = %init, ...) : T, ... [attributes {...}] cond {...} do {...}``."""

    def parse(self, r):
        group = r.group("()")
        b = Bound()
        names = []
        for element in group.elements:
            if len(element) != 3 or not isinstance(element[0], it.ValueRef) or not isinstance(element[2], it.ValueRef):
                raise r.error("expected '%iterArg = %init'", element[0])
            names.append(element[0].name)
            b.operands.append(element[2].name)
        r.finish()
        sig = r.pretty.signature
        types: tuple = ()
        if sig is not None:
            if sig.results is not None or any(isinstance(t, tuple) for t in sig.items):
                raise r.error("expected ': T, ...' listing the loop-carried types")
            types = tuple(sig.items)
        if len(types) != len(names):
            raise r.error(f"{len(names)} loop-carried values but {len(types)} types")
        b.operand_types = b.result_types = types
        tail = list(r.pretty.tail)
        if tail and isinstance(tail[0], it.Word) and tail[0].text == "attributes":
            b.attributes = dict(tail[1].entries)
            tail = tail[2:]
        if len(tail) != 4 or not (_is_word(tail[0], "cond") and _is_word(tail[2], "do")) \
                or not all(isinstance(t, it.RegionItem) for t in (tail[1], tail[3])):
            raise r.error("expected 'cond { ... } do { ... }' after the types")
        args = tuple(BlockArgument(n, t) for n, t in zip(names, types))
        b.regions = tuple(_with_entry_args(t.region, args) for t in (tail[1], tail[3]))
        return b

    def print(self, op, p):
        if len(op.regions) != 2:
            return None
        cond, body = op.regions
        if not cond.blocks or not body.blocks or len(cond.blocks) > 1 or len(body.blocks) > 1:
            return None
        args = cond.entry.arguments
        if [a.name for a in body.entry.arguments] != [a.name for a in args] or len(args) != len(op.operands) \
                or any(a.location for a in args + body.entry.arguments) \
                or any(a.type != t or b.type != t for a, b, t in zip(args, body.entry.arguments, op.operand_types)):
            return None
        header = ", ".join(f"{a.name} = {v}" for a, v in zip(args, op.operands))
        types = (" : " + ", ".join(map(str, op.operand_types))) if op.operands else ""
        attrs = p.attr_dict(op.attributes, set(), keyword=True)
        return (f"({header}){types}{attrs}\n{p.indentation}cond {p.region(cond, entry_args=False)} "
                f"do {p.region(body, entry_args=False)}")


def _is_word(item, text: str) -> bool:
    return isinstance(item, it.Word) and item.text == text


def _with_entry_args(region: Region, args: tuple[BlockArgument, ...]) -> Region:
    if not region.blocks:
        return Region((Block(None, args, ()),), region.line, region.column)
    entry = region.blocks[0]
    return Region((Block(entry.label, args, entry.ops, entry.line, entry.column),) + region.blocks[1:],
                  region.line, region.column)


class Reduce(Format):
    """``reduce(%x init: %c), ... applies stablehlo.add across dimensions = [1] : ...`` or the
    ``across dimensions = [..] : ... reducer(%a: T, %b: T) {...}`` region form."""

    def parse(self, r):
        inputs, inits = [], []
        while True:
            group = r.group("()")
            if len(group.elements) != 1:
                raise r.error("expected '(%input init: %init)'", group)
            e = group.elements[0]
            if not (len(e) == 4 and isinstance(e[0], it.ValueRef) and _is_word(e[1], "init")
                    and isinstance(e[3], it.ValueRef)):
                raise r.error("expected '(%input init: %init)'", group)
            inputs.append(e[0].name)
            inits.append(e[3].name)
            if not r.maybe_comma_before(it.Group):
                break
        applies = r.maybe(it.Applies)
        r.word(("across",))
        b = Bound(operands=inputs + inits)
        b.attributes["dimensions"] = I64_ARRAY.parse(r.keyword("dimensions", after_comma=False), r)
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        n = len(inputs)
        if applies is not None:
            if r.pretty.tail:
                raise r.error("the compact 'applies' form takes no reducer region")
            b.regions = (self._compact_body(applies.op_name, b.operand_types[n:], r, _compact_names(r.result_groups)),)
        else:
            b.regions = (self._reducer(r, b.operand_types, n),)
        return b

    @staticmethod
    def _compact_body(op_name: str, init_types, r, names: tuple[str, str, str]) -> Region:
        scalar = init_types[0]
        if isinstance(scalar, TensorType):
            scalar = TensorType((), scalar.element_type)
        lhs, rhs, res = names
        inner = Op(op_name, (lhs, rhs), (scalar, scalar), (scalar,), result_groups=((res, 1),),
                   line=r.pretty.line, column=r.pretty.column)
        ret = Op("stablehlo.return", (res,), (scalar,), line=r.pretty.line, column=r.pretty.column)
        args = (BlockArgument(lhs, scalar), BlockArgument(rhs, scalar))
        return Region((Block(None, args, (inner, ret)),))

    @staticmethod
    def _reducer(r, operand_types, n) -> Region:
        tail = list(r.pretty.tail)
        if not tail or not _is_word(tail[0], "reducer") or not isinstance(tail[-1], it.RegionItem):
            raise r.error("expected 'applies <op>' or a 'reducer(...) {...}' region")
        pairs = tail[1:-1]
        if len(pairs) != n or not all(isinstance(g, it.Group) and len(g.elements) == 2 for g in pairs):
            raise r.error(f"expected {n} reducer argument pairs '(%a: T, %b: T)'")
        firsts, seconds = [], []
        for g in pairs:
            for element, out in zip(g.elements, (firsts, seconds)):
                out.append(_block_arg(element, r))
        return _with_entry_args(tail[-1].region, tuple(firsts + seconds))

    def print(self, op, p):
        dims = op.attributes.get("dimensions")
        if len(op.regions) != 1 or not isinstance(dims, at.DenseArrayAttr) or len(op.operands) % 2 \
                or len(op.regions[0].blocks) != 1:
            return None
        n = len(op.operands) // 2
        block = op.regions[0].entry
        if len(block.arguments) != 2 * n:
            return None
        head = ", ".join(f"({a} init: {c})" for a, c in zip(op.operands[:n], op.operands[n:]))
        inner = _compact_op(op, n)
        if inner is not None:
            attrs = p.attr_dict(op.attributes, {"dimensions"})
            return (f"{head} applies {inner} across dimensions = {I64_ARRAY.print(dims)}{attrs}"
                    + Functional().print(op))
        args = block.arguments
        pairs = " ".join(f"({p.block_arg(args[i])}, {p.block_arg(args[i + n])})" for i in range(n))
        attrs = p.attr_dict(op.attributes, {"dimensions"})
        return (f"{head} across dimensions = {I64_ARRAY.print(dims)}{attrs}" + Functional().print(op)
                + f"\n{p.indentation}    reducer{pairs} {p.region(op.regions[0], entry_args=False)}")


def _compact_names(result_groups) -> tuple[str, str, str]:
    """Names of the body a compact ``applies`` reduce stands for, unique per reduce op."""
    base = result_groups[0][0][1:] if result_groups else "reduce"
    return f"%lhs_{base}", f"%rhs_{base}", f"%result_{base}"


def _compact_op(op: Op, n: int) -> str | None:
    """The inner op's name when the body is exactly what ``applies`` parses to, else None."""
    block = op.regions[0].entry
    if n != 1 or len(block.ops) != 2 or not op.result_groups:
        return None
    lhs, rhs, res = _compact_names(op.result_groups)
    inner, ret = block.ops
    scalar = block.arguments[0].type
    expected_inner = Op(inner.name, (lhs, rhs), (scalar, scalar), (scalar,), result_groups=((res, 1),))
    expected_ret = Op("stablehlo.return", (res,), (scalar,))
    args_ok = [(a.name, a.type, a.location) for a in block.arguments] == [(lhs, scalar, None), (rhs, scalar, None)]
    if args_ok and inner == expected_inner and ret == expected_ret and init_scalar(op) == scalar:
        return inner.name
    return None


def init_scalar(op: Op):
    t = op.operand_types[1]
    return TensorType((), t.element_type) if isinstance(t, TensorType) else t


def _block_arg(element, r) -> BlockArgument:
    if len(element) not in (3, 4) or not isinstance(element[0], it.ValueRef) or not isinstance(element[1], it.Punct):
        raise r.error(f"expected '%name: type' but found '{' '.join(map(str, element))}'", element[0])
    loc = None
    if len(element) == 4:
        if not isinstance(element[3], it.LocItem):
            raise r.error("expected a location after the argument type", element[3])
        from ..ir.nodes import Location

        loc = Location(element[3].text[4:-1])
    return BlockArgument(element[0].name, type_of(element[2], r), loc, element[0].line, element[0].column)


class ChloTopK(Format):
    """``chlo.top_k(%x, k = 8) : T -> (Tv, Ti)``."""

    def parse(self, r):
        group = r.group("()")
        if len(group.elements) != 2:
            raise r.error("expected '(%operand, k = N)'", group)
        operand = _single_value(group.elements[0], r)
        k = group.elements[1]
        if not (len(k) == 3 and _is_word(k[0], "k") and isinstance(k[2], it.Literal)):
            raise r.error("expected 'k = N'", k[0])
        b = Bound(operands=[operand], attributes={"k": at.IntegerAttr(int(k[2].value), I64)})
        b.attributes.update(r.attr_dict())
        r.finish()
        from .types import Arrow

        b.operand_types, b.result_types = Arrow().parse(r.pretty.signature, 1, r)
        return b

    def print(self, op, p):
        k = op.attributes.get("k")
        if not isinstance(k, at.IntegerAttr) or len(op.operands) != 1:
            return None
        from .types import Arrow

        return f"({op.operands[0]}, k = {k.value}){p.attr_dict(op.attributes, {'k'})}" + Arrow().print(op)


class ChloScan(Format):
    """``chlo.scan(%in...) inits (%init...) dimension = D [attributes {...}] {^bb0(...): ...} : (...) -> (...)``."""

    def parse(self, r):
        inputs = [_single_value(e, r) for e in r.group("()").elements]
        r.word(("inits",))
        inits = [_single_value(e, r) for e in r.group("()").elements]
        b = Bound(operands=inputs + inits)
        b.attributes["dimension"] = INT64.parse(r.keyword("dimension", after_comma=False), r)
        if r.maybe_word("attributes"):
            b.attributes.update(r.attr_dict())
        region = r.maybe(it.RegionItem)
        r.finish()
        if region is None:
            raise r.error("expected the scan body region")
        b.regions = (region.region,)
        b.operand_types, b.result_types = Functional().parse(r.pretty.signature, len(b.operands), r)
        b.attributes["operandSegmentSizes"] = at.DenseArrayAttr(INT32.type, (len(inputs), len(inits)))
        return b

    def print(self, op, p):
        sizes = at.int_list(op.attributes.get("operandSegmentSizes"))
        dim = op.attributes.get("dimension")
        if sizes is None or len(sizes) != 2 or not isinstance(dim, at.IntegerAttr) or len(op.regions) != 1:
            return None
        ins, inits = op.operands[:sizes[0]], op.operands[sizes[0]:]
        attrs = p.attr_dict(op.attributes, {"operandSegmentSizes", "dimension"}, keyword=True)
        return (f"({operand_list(ins)}) inits ({operand_list(inits)}) dimension = {dim.value}{attrs} "
                f"{p.region(op.regions[0], entry_args=True)}" + Functional().print(op))


class ReturnLike(Format):
    """``return %a, %b : T, T`` (also ``stablehlo.return``, ``func.return``)."""

    def parse(self, r):
        from .types import OperandsOnly

        b = Bound(operands=r.operands())
        b.attributes.update(r.attr_dict())
        r.finish()
        b.operand_types, b.result_types = OperandsOnly().parse(r.pretty.signature, len(b.operands), r)
        return b

    def print(self, op, p):
        from .types import OperandsOnly

        if op.result_types:
            return None
        ops = (" " + operand_list(op.operands)) if op.operands else ""
        return ops + p.attr_dict(op.attributes, set()) + OperandsOnly().print(op)


class OptimizationBarrier(Format):
    """``optimization_barrier %a, %b : T, T``; ``optimization_barrier()`` with no operands."""

    def parse(self, r):
        from .types import Pairwise

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
        from .types import Pairwise

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
        if sig is None or len(sig.items) != 1 or len(tail) != 2 or not _is_word(tail[0], "to") \
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
        b.attributes["value"] = at.DenseElementsAttr(decode_dense(value.literal, type_), type_)
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


def compare_format(dialect_types: TypeStyle) -> Operands:
    return Operands(dialect_types, leading=("comparison_direction", COMPARISON_DIRECTION),
                    trailing=("compare_type", COMPARISON_TYPE))


__all__ = ["Bound", "Format", "Keyword", "Operands", "DimKeyword", "Constant", "Slice", "GetTupleElement", "Callee",
           "Composite", "Convolution", "DotGeneral", "Dot", "ReducePrecision", "While", "Reduce", "ChloTopK",
           "ChloScan", "CheckConst", "ReturnLike", "OptimizationBarrier", "CastTo", "compare_format", "INT64"]
