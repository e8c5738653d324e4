"""Assembly formats of MLIR's ``ml_program`` dialect (llvm-project
mlir/include/mlir/Dialect/MLProgram/IR/MLProgramOps.td ``assemblyFormat``s; ``custom<SymbolVisibility>`` and
``custom<TypedInitialValue>`` of MLProgramOps.cpp):

- ``ml_program.global [public|private|nested] [mutable] @name[(initial value)] : type attr-dict``
- ``ml_program.global_load @name : type attr-dict`` (also ``global_load_const``)
- ``ml_program.global_store @name = %value : type attr-dict``

The attribute dictionary comes after the type, where the grammar reads it as the op's tail.
"""
from __future__ import annotations

from ..ir import attributes as at
from ..ir.types import TensorType, Type
from . import items as it
from .formats import Bound, Format, dense_value
from .reader import ItemReader
from .type_styles import _plain_types

VISIBILITIES = ("public", "private", "nested")


def _symbol(name: str) -> str:
    return str(at.SymbolRefAttr((name,)))


def _the_type(r: ItemReader) -> Type:
    plain = _plain_types(r.pretty.signature)
    if plain is None or len(plain) != 1:
        raise r.error("expected ': type'")
    return plain[0]


def _tail_attributes(b: Bound, r: ItemReader) -> None:
    """The ``{...}`` written after the type."""
    for item in r.pretty.tail:
        if not isinstance(item, it.AttrDictItem):
            raise r.error(f"unexpected {r.describe(item)} after the type", item)
        r.positions.update(item.positions)
        b.attributes.update(item.entries)


def _initial_value(group: it.Group, r: ItemReader) -> at.Attribute:
    """The attribute of ``(dense<...> : tensor<2xf32>)``, ``(42 : i64)`` or ``(#ml_program.extern<T>)``."""
    if len(group.elements) != 1:
        raise r.error("expected one initial value in '(...)'", group)
    element = group.elements[0]
    if len(element) == 1 and isinstance(element[0], it.AttrItem):
        return element[0].attr
    if len(element) == 3 and it.is_punct(element[1], ":") and isinstance(element[2], it.TypeItem):
        value, type_ = element[0], element[2].type
        if isinstance(value, it.DenseValue) and isinstance(type_, TensorType):
            return dense_value(r, value, type_)
        if isinstance(value, it.ResourceValue) and isinstance(type_, TensorType):
            return at.DenseResourceAttr(value.key, type_)
        if isinstance(value, it.Literal) and isinstance(value.value, bool):
            return at.BoolAttr(value.value)
        if isinstance(value, it.Literal) and isinstance(value.value, int):
            return at.IntegerAttr(value.value, type_)
        if isinstance(value, it.Literal) and isinstance(value.value, float):
            return at.FloatAttr(value.value, type_)
    raise r.error(f"expected an initial value such as '(dense<...> : tensor<...>)' but found '{group}'", group)


class Global(Format):
    """``ml_program.global`` (MLProgramOps.td GlobalOp): a declaration of the module, no operands or results."""

    def parse(self, r):
        b = Bound()
        word = r.peek()
        if isinstance(word, it.Word) and word.text in VISIBILITIES:
            r.next()
            b.attributes["sym_visibility"] = at.StringAttr(word.text)
        if r.maybe_word("mutable"):
            b.attributes["is_mutable"] = at.UnitAttr()
        symbol = r.maybe(it.Symbol)
        if symbol is None:
            raise r.error(f"expected '@name' but found {r.describe(r.peek())}")
        b.attributes["sym_name"] = at.StringAttr(symbol.name)
        group = r.maybe(it.Group)
        if group is not None:
            if group.kind != "()":
                raise r.error(f"expected '(initial value)' but found '{group}'", group)
            b.attributes["value"] = _initial_value(group, r)
        r.finish()
        b.attributes["type"] = at.TypeAttr(_the_type(r))
        _tail_attributes(b, r)
        return b

    def print(self, op, p):
        a = op.attributes
        name, type_, value, visibility = a.get("sym_name"), a.get("type"), a.get("value"), a.get("sym_visibility")
        mutable = a.get("is_mutable")
        if op.operands or op.result_types or op.regions or not isinstance(name, at.StringAttr) \
                or not isinstance(type_, at.TypeAttr) or not (mutable is None or isinstance(mutable, at.UnitAttr)) \
                or not (visibility is None or (isinstance(visibility, at.StringAttr)
                                               and visibility.value in VISIBILITIES)):
            return None
        head = (f" {visibility.value}" if visibility is not None else "") + (" mutable" if mutable else "")
        initial = f"({value})" if value is not None else ""
        rest = p.attr_dict(a, {"sym_name", "type", "value", "sym_visibility", "is_mutable"})
        return f"{head} {_symbol(name.value)}{initial} : {type_.type}{rest}"


class GlobalLoad(Format):
    """``@name : type attr-dict`` (``global_load``, ``global_load_const``)."""

    def parse(self, r):
        symbol = r.maybe(it.Symbol)
        if symbol is None:
            raise r.error(f"expected '@name' of a global but found {r.describe(r.peek())}")
        r.finish()
        b = Bound(attributes={"global": at.SymbolRefAttr((symbol.name,))}, result_types=(_the_type(r),))
        _tail_attributes(b, r)
        return b

    def print(self, op, p):
        symbol = op.attributes.get("global")
        if op.operands or len(op.result_types) != 1 or not isinstance(symbol, at.SymbolRefAttr) \
                or len(symbol.path) != 1:
            return None
        return f" {_symbol(symbol.path[0])} : {op.result_types[0]}{p.attr_dict(op.attributes, {'global'})}"


class GlobalStore(Format):
    """``@name = %value : type attr-dict``."""

    def parse(self, r):
        item = r.next()
        if not (isinstance(item, it.SymbolDefinition) and isinstance(item.value, it.ValueRef)):
            raise r.error(f"expected '@name = %value' but found {r.describe(item)}", item)
        r.finish()
        b = Bound(operands=[item.value.name], operand_types=(_the_type(r),),
                  attributes={"global": at.SymbolRefAttr((item.name,))})
        _tail_attributes(b, r)
        return b

    def print(self, op, p):
        symbol = op.attributes.get("global")
        if len(op.operands) != 1 or op.result_types or not isinstance(symbol, at.SymbolRefAttr) \
                or len(symbol.path) != 1:
            return None
        return (f" {_symbol(symbol.path[0])} = {op.operands[0]} : {op.operand_types[0]}"
                f"{p.attr_dict(op.attributes, {'global'})}")
