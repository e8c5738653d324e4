"""Assembly formats of the reshaping and slicing ops of MLIR's tensor dialect (llvm-project
mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td): ``tensor.expand_shape``/``collapse_shape``
(``$src $reassociation [output_shape ...] : T into R``), ``tensor.extract_slice``/``insert_slice``
(custom<DynamicIndexList>: ``[0, %i] [2, 2] [1, 1]``, a ``%value`` standing for a dynamic entry, whose static
attribute holds ``ShapedType::kDynamic``) and ``tensor.reshape`` (``%src(%shape) : (T, S) -> R``)."""
from __future__ import annotations

from ..ir import attributes as at
from ..ir.types import I64, IndexType, IntegerType
from . import items as it
from .formats import Bound, Format, finish
from .reader import ItemReader
from .type_styles import Functional

DYNAMIC = -(1 << 63)  # ShapedType::kDynamic in static_offsets / static_sizes / static_output_shape
I32 = IntegerType(32)


def _into_types(r: ItemReader, b: Bound, word: str = "into") -> None:
    sig, tail = r.pretty.signature, r.pretty.tail
    if sig is None or len(sig.items) != 1 or len(tail) != 2 or not it.is_word(tail[0], word) \
            or not isinstance(tail[1], it.TypeItem):
        raise r.error(f"expected ': T {word} R'")
    b.operand_types = (sig.items[0],) + (IndexType(),) * (len(b.operands) - 1)
    b.result_types = (tail[1].type,)


def dynamic_index_list(group: it.Group, r: ItemReader, b: Bound) -> at.DenseArrayAttr:
    """``[0, %i, 4]``: the static entries (``kDynamic`` for each ``%value``), the values appended to the operands."""
    values = []
    for element in group.elements:
        item = element[0] if len(element) == 1 else None
        if isinstance(item, it.ValueRef):
            b.operands.append(item.name)
            values.append(DYNAMIC)
        elif isinstance(item, it.Literal) and isinstance(item.value, int) and not isinstance(item.value, bool):
            values.append(int(item.value))
        else:
            raise r.error(f"expected an integer or an index value but found '{' '.join(map(str, element))}'",
                          element[0] if element else None)
    return at.DenseArrayAttr(I64, tuple(values))


def print_index_list(static: at.Attribute | None, values: list[str]) -> str | None:
    """``[0, %i, 4]`` from a static attribute and the values of its dynamic entries (None if they disagree)."""
    numbers = at.int_list(static)
    if numbers is None or sum(n == DYNAMIC for n in numbers) != len(values):
        return None
    dynamic = iter(values)
    return "[" + ", ".join(next(dynamic) if n == DYNAMIC else str(n) for n in numbers) + "]"


def _reassociation(group: it.Group, r: ItemReader) -> at.ArrayAttr:
    out = []
    for element in group.elements:
        inner = element[0] if len(element) == 1 else None
        if not (isinstance(inner, it.Group) and inner.kind == "[]"):
            raise r.error("expected a reassociation [[0, 1], [2]]", element[0] if element else None)
        ints = []
        for entry in inner.elements:
            if len(entry) != 1 or not isinstance(entry[0], it.Literal) or not isinstance(entry[0].value, int):
                raise r.error(f"expected an integer but found '{' '.join(map(str, entry))}'", entry[0])
            ints.append(at.IntegerAttr(int(entry[0].value)))  # printed `[[0, 1], [2]]` as upstream
        out.append(at.ArrayAttr(tuple(ints)))
    return at.ArrayAttr(tuple(out))


def reassociation_groups(elements) -> tuple[tuple[int, ...], ...] | None:
    """The elements of ``[[0, 1], [2]]`` as tuples of integers (None when they are not that shape)."""
    groups = []
    for group in elements:
        numbers = at.int_list(group) if isinstance(group, at.ArrayAttr) else None
        if numbers is None:
            return None
        groups.append(tuple(numbers))
    return tuple(groups)


class ReshapeGroups(Format):
    """``%src [[0, 1], [2]] [output_shape [2, %n, 4]] attr-dict : T into R`` (expand_shape, collapse_shape)."""

    def __init__(self, expand: bool):
        self.expand = expand

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        b.attributes["reassociation"] = _reassociation(r.group("[]"), r)
        if self.expand:
            r.word(("output_shape",))
            b.attributes["static_output_shape"] = dynamic_index_list(r.group("[]"), r, b)
        b.attributes.update(r.attr_dict())
        r.finish()
        _into_types(r, b)
        return b

    def print(self, op, p):
        reassociation = op.attributes.get("reassociation")
        groups = reassociation_groups(reassociation.elements) if isinstance(reassociation, at.ArrayAttr) else None
        if groups is None or not op.operands or len(op.result_types) != 1 \
                or op.operand_types[1:] != (IndexType(),) * (len(op.operands) - 1):
            return None
        text = f" {op.operands[0]} [{', '.join('[' + ', '.join(map(str, g)) + ']' for g in groups)}]"
        consumed = {"reassociation"}
        if self.expand:
            shape = print_index_list(op.attributes.get("static_output_shape"), op.operands[1:])
            if shape is None:
                return None
            text += f" output_shape {shape}"
            consumed.add("static_output_shape")
        elif len(op.operands) != 1:
            return None
        return f"{text}{p.attr_dict(op.attributes, consumed)} : {op.operand_types[0]} into {op.result_types[0]}"


_SLICE_LISTS = ("static_offsets", "static_sizes", "static_strides")


class SliceOp(Format):
    """``%src[offsets] [sizes] [strides] attr-dict : T to R`` (extract_slice) and
    ``%src into %dest[offsets] [sizes] [strides] attr-dict : T into R`` (insert_slice)."""

    def __init__(self, insert: bool):
        self.insert = insert

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        if self.insert:
            r.word(("into",))
            b.operands.append(r.operand())
        fixed = len(b.operands)
        counts = []
        for name in _SLICE_LISTS:
            before = len(b.operands)
            b.attributes[name] = dynamic_index_list(r.group("[]"), r, b)
            counts.append(len(b.operands) - before)
        b.attributes["operandSegmentSizes"] = at.DenseArrayAttr(I32, (1,) * fixed + tuple(counts))
        b.attributes.update(r.attr_dict())
        r.finish()
        _into_types(r, b, "into" if self.insert else "to")
        if self.insert:
            b.operand_types = (b.operand_types[0], b.result_types[0]) + b.operand_types[2:]
        return b

    def print(self, op, p):
        fixed = 2 if self.insert else 1
        segments = at.int_list(op.attributes.get("operandSegmentSizes"))
        if segments is None or len(segments) != fixed + 3 or sum(segments) != len(op.operands) \
                or len(op.result_types) != 1 or op.operand_types[fixed:] != (IndexType(),) * (len(op.operands) - fixed):
            return None
        if self.insert and op.operand_types[1] != op.result_types[0]:
            return None
        lists, start = [], fixed
        for name, count in zip(_SLICE_LISTS, segments[fixed:]):
            text = print_index_list(op.attributes.get(name), op.operands[start:start + count])
            if text is None:
                return None
            lists.append(text)
            start += count
        head = f"{op.operands[0]} into {op.operands[1]}" if self.insert else op.operands[0]
        attrs = p.attr_dict(op.attributes, set(_SLICE_LISTS) | {"operandSegmentSizes"})
        word = "into" if self.insert else "to"
        return f" {head}{lists[0]} {lists[1]} {lists[2]}{attrs} : {op.operand_types[0]} {word} {op.result_types[0]}"


class ShapeOperand(Format):
    """``%src(%shape) attr-dict : (T, S) -> R`` (tensor.reshape)."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        group = r.group("()")
        if len(group.elements) != 1 or len(group.elements[0]) != 1 \
                or not isinstance(group.elements[0][0], it.ValueRef):
            raise r.error("expected '(%shape)'")
        b.operands.append(group.elements[0][0].name)
        return finish(b, r, Functional())

    def print(self, op, p):
        if len(op.operands) != 2 or len(op.result_types) != 1:
            return None
        return f" {op.operands[0]}({op.operands[1]}){p.attr_dict(op.attributes, set())}" + Functional().print(op)



class Concat(Format):
    """``dim(0) %a, %b attr-dict : (T, T) -> R`` (tensor.concat; the ``dim`` attribute an ``i64``)."""

    def parse(self, r):
        r.word(("dim",))
        group = r.group("()")
        item = group.elements[0][0] if len(group.elements) == 1 and len(group.elements[0]) == 1 else None
        if not (isinstance(item, it.Literal) and isinstance(item.value, int) and not isinstance(item.value, bool)):
            raise r.error("expected 'dim(N)'")
        b = Bound(attributes={"dim": at.IntegerAttr(int(item.value), I64)})
        b.operands = r.operands()
        return finish(b, r, Functional())

    def print(self, op, p):
        dim = op.attributes.get("dim")
        if not (isinstance(dim, at.IntegerAttr) and dim.type == I64) or not op.operands:
            return None
        return f" dim({dim.value}) {', '.join(op.operands)}{p.attr_dict(op.attributes, {'dim'})}" + \
            Functional().print(op)


def _region(r: ItemReader) -> it.RegionItem:
    region = r.maybe(it.RegionItem)
    if region is None:
        raise r.error("expected the body region {^bb0(...): ... tensor.yield ...}")
    return region


class Generate(Format):
    """``tensor.generate %d0, %d1 {^bb0(%i: index, ...): ... tensor.yield %v : T} attr-dict : R``."""

    def parse(self, r):
        b = Bound(operands=r.operands())
        b.regions = (_region(r).region,)
        b.attributes.update(r.attr_dict())
        r.finish()
        b.result_types = (single_result(r),)
        b.operand_types = (IndexType(),) * len(b.operands)
        return b

    def print(self, op, p):
        if len(op.regions) != 1 or len(op.result_types) != 1 or op.operand_types != (IndexType(),) * len(op.operands):
            return None
        head = f" {', '.join(op.operands)}" if op.operands else ""
        return f"{head} {p.region(op.regions[0], entry_args=True)}{p.attr_dict(op.attributes, set())} : " \
               f"{op.result_types[0]}"


def single_result(r: ItemReader):
    sig = r.pretty.signature
    if sig is None or len(sig.items) != 1 or sig.results is not None or r.pretty.tail:
        raise r.error("expected ': tensor<...>'")
    return sig.items[0]


class Pad(Format):
    """``tensor.pad %src [nofold] low[0, %a] high[1, 2] {^bb0(%i: index, ...): tensor.yield %v : T} attr-dict
    : T to R`` (custom<DynamicIndexList> for the amounts)."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        if r.maybe_word("nofold"):
            b.attributes["nofold"] = at.UnitAttr()
        counts = []
        for word, name in (("low", "static_low"), ("high", "static_high")):
            r.word((word,))
            before = len(b.operands)
            b.attributes[name] = dynamic_index_list(r.group("[]"), r, b)
            counts.append(len(b.operands) - before)
        b.regions = (_region(r).region,)
        b.attributes.update(r.attr_dict())
        r.finish()
        _into_types(r, b, "to")
        b.attributes["operandSegmentSizes"] = at.DenseArrayAttr(I32, (1, *counts))
        return b

    def print(self, op, p):
        segments = at.int_list(op.attributes.get("operandSegmentSizes"))
        if segments is None or len(segments) != 3 or sum(segments) != len(op.operands) or len(op.regions) != 1 \
                or len(op.result_types) != 1 or op.operand_types[1:] != (IndexType(),) * (len(op.operands) - 1):
            return None
        low = print_index_list(op.attributes.get("static_low"), op.operands[1:1 + segments[1]])
        high = print_index_list(op.attributes.get("static_high"), op.operands[1 + segments[1]:])
        if low is None or high is None:
            return None
        consumed = {"static_low", "static_high", "operandSegmentSizes"}
        nofold = ""
        if isinstance(op.attributes.get("nofold"), at.UnitAttr):
            nofold, consumed = " nofold", consumed | {"nofold"}
        return (f" {op.operands[0]}{nofold} low{low} high{high} {p.region(op.regions[0], entry_args=True)}"
                f"{p.attr_dict(op.attributes, consumed)} : {op.operand_types[0]} to {op.result_types[0]}")
