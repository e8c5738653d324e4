"""Assembly formats of MLIR's ``shape`` dialect (llvm-project mlir/include/mlir/Dialect/Shape/IR/ShapeOps.td
``assemblyFormat``s, and the custom parsers of ShapeOps.cpp for ``const_shape`` and ``assuming``).

Most of its ops write their operands, an attribute dictionary and some of their types; the types left
out are fixed by the op (``shape.cstr_eq %a, %b : tensor<2xindex>, tensor<2xindex>`` makes a
``!shape.witness``, ``shape.index_to_size %i`` reads an ``index``). ``ShapeOperands`` covers them: its type
style reads what is written and supplies the rest; an op whose types are not the ones its pretty form
implies prints in the generic form.
"""
from __future__ import annotations

import numpy as np

from ..ir import attributes as at
from ..ir.nodes import Block, Op, Region
from ..ir.types import SHAPE_WITNESS, IndexType, TensorType, Type
from . import items as it
from .formats import Bound, Format, finish
from .keywords import Integer, ValueKind
from .reader import ItemReader, int_items, type_of
from .type_styles import TypeStyle, _plain_types

INDEX = IndexType()
INDEX_VALUE = Integer(INDEX)  # ``4`` <-> ``4 : index`` (``const_size``'s IndexAttr)


class OperandTypes(TypeStyle):
    """``: type($operands)`` with the result type the op fixes (``cstr_eq``: ``!shape.witness``)."""

    def __init__(self, result: Type):
        self.result = result

    def parse(self, sig, n_operands, r):
        plain = _plain_types(sig)
        if plain is None:
            raise self.fail(sig, r)
        self.check_count(plain, n_operands, r)
        return plain, (self.result,)

    def print(self, op):
        return " : " + ", ".join(map(str, op.operand_types))

    def implied(self, op: Op) -> bool:
        """Whether ``op``'s result type is the one this style leaves unwritten."""
        return op.result_types == (self.result,)


class Implied(TypeStyle):
    """No types written: every operand has type ``operand`` and the result ``result`` (``index_to_size %i``,
    ``assuming_all %w0, %w1``, ``const_size 4``)."""

    def __init__(self, operand: Type | None, result: Type):
        self.operand, self.result = operand, result

    def parse(self, sig, n_operands, r):
        if sig is not None:
            raise r.error(f"{r.name} takes no types after its operands")
        if self.operand is None and n_operands:
            raise r.error(f"{r.name} takes no operands")
        return (self.operand,) * n_operands, (self.result,)

    def print(self, op):
        return ""

    def implied(self, op: Op) -> bool:
        return op.result_types == (self.result,) and all(t == self.operand for t in op.operand_types)


class ShapeOperands(Format):
    """``[value] $operands [, value] attr-dict [: types]``: ``value`` (attribute name, ValueKind) is a literal
    written before the operands (``const_size 4``, ``const_witness true``) or, with ``value_last``, after
    them (``cstr_require %ok, "message"``)."""

    def __init__(self, types: TypeStyle, value: tuple[str, ValueKind] | None = None, value_last: bool = False):
        self.types, self.value, self.value_last = types, value, value_last

    def parse(self, r):
        b = Bound()
        if self.value is not None and not self.value_last:
            b.attributes[self.value[0]] = self.value[1].parse(r.next(), r)
        b.operands = r.operands()
        if self.value is not None and self.value_last:
            r.comma()
            b.attributes[self.value[0]] = self.value[1].parse(r.next(), r)
        return finish(b, r, self.types)

    def print(self, op, p):
        implied = getattr(self.types, "implied", None)
        if implied is not None and not implied(op):
            return None
        parts = list(op.operands)
        if self.value is not None:
            attr = op.attributes.get(self.value[0])
            if attr is None or not self.value[1].can_print(attr):
                return None
            parts.insert(len(parts) if self.value_last else 0, self.value[1].print(attr))
        head = ", ".join(parts)
        consumed = {self.value[0]} if self.value else set()
        return (" " + head if head else "") + p.attr_dict(op.attributes, consumed) + self.types.print(op)


def index_elements(extents: tuple[int, ...] | list[int]) -> at.DenseElementsAttr:
    """``dense<[e0, e1]> : tensor<2xindex>``: the IndexElementsAttr of ``const_shape``."""
    return at.DenseElementsAttr(np.array(extents, dtype=np.int64).reshape(len(extents)),
                                TensorType((len(extents),), INDEX))


class ConstShape(Format):
    """``shape.const_shape attr-dict [e0, e1, ...] : type`` (ShapeOps.cpp ConstShapeOp::parse/print: the
    attribute dictionary comes first, then the extents of the ``shape`` attribute)."""

    def parse(self, r):
        b = Bound(attributes=r.attr_dict())
        extents = int_items(r.group("[]"), r)
        r.finish()
        b.attributes["shape"] = index_elements(extents)
        b.operand_types, b.result_types = (), (_one_type(r),)
        return b

    def print(self, op, p):
        shape = op.attributes.get("shape")
        if op.operands or len(op.result_types) != 1 or not (
                isinstance(shape, at.DenseElementsAttr) and shape.type == TensorType((shape.array.size,), INDEX)
                and shape.array.ndim == 1):
            return None
        extents = ", ".join(str(int(e)) for e in shape.array)
        return f"{p.attr_dict(op.attributes, {'shape'})} [{extents}] : {op.result_types[0]}"


def _one_type(r: ItemReader) -> Type:
    sig = r.pretty.signature
    plain = _plain_types(sig)
    if plain is None or len(plain) != 1:
        raise r.error("expected ': type' after the extents")
    return plain[0]


class Assuming(Format):
    """``shape.assuming %w [-> (T, ...)] { ... } attr-dict`` (ShapeOps.cpp AssumingOp::parse/print). The
    region's ``shape.assuming_yield`` is written only when it yields values (an implicit terminator
    otherwise, added when parsing)."""

    def parse(self, r):
        b = Bound(operands=[r.operand()])
        arrow = r.maybe(it.ResultTypesItem)
        results = tuple(type_of(_single(e, r), r) for e in arrow.group.elements) if arrow is not None else ()
        region = r.maybe(it.RegionItem)
        if region is None:
            raise r.error(f"expected the region '{{ ... }}' of shape.assuming but found {r.describe(r.peek())}")
        b.attributes.update(r.attr_dict())
        r.finish()
        if r.pretty.signature is not None:
            raise r.error("shape.assuming writes its result types after '->', not after ':'")
        b.operand_types, b.result_types = (SHAPE_WITNESS,), results
        b.regions = (_with_implicit_yield(region.region, r),)
        return b

    def print(self, op, p):
        if len(op.operands) != 1 or op.operand_types != (SHAPE_WITNESS,) or len(op.regions) != 1 \
                or len(op.regions[0].blocks) != 1 or op.regions[0].entry.arguments:
            return None
        region = op.regions[0]
        block = region.entry
        last = block.ops[-1] if block.ops else None
        if not op.result_types and last is not None and last.name == YIELD and not last.operands \
                and not last.attributes and len(block.ops) > 1:  # the implicit terminator is left out
            region = Region((Block(block.label, (), block.ops[:-1], block.line, block.column),),
                            region.line, region.column)
        arrow = f" -> ({', '.join(map(str, op.result_types))})" if op.result_types else ""
        return f" {op.operands[0]}{arrow} {p.region(region, entry_args=False)}{p.attr_dict(op.attributes, set())}"


YIELD = "shape.assuming_yield"


def _single(element: tuple[it.Item, ...], r: ItemReader) -> it.Item:
    if len(element) != 1:
        raise r.error(f"expected a type but found '{' '.join(map(str, element))}'", element[0])
    return element[0]


def _with_implicit_yield(region: Region, r: ItemReader) -> Region:
    """``region`` ending with ``shape.assuming_yield``: the one written, else an empty one (upstream's
    SingleBlockImplicitTerminator)."""
    if not region.blocks:
        region = region.with_entry_arguments((), None)
    block = region.entry
    if block.ops and block.ops[-1].name == YIELD:
        return region
    yield_op = Op(YIELD, line=r.pretty.line, column=r.pretty.column)
    return Region((Block(block.label, block.arguments, block.ops + (yield_op,), block.line, block.column),)
                  + region.blocks[1:], region.line, region.column)
