"""Builder callbacks for the grammar's attribute and constant rules (spec "Constants")."""
from __future__ import annotations

from ..assembly import items as it
from ..assembly.attributes import bind_dialect_attr
from ..errors import ParseError
from ..ir import attributes as at
from ..ir import types as ty
from ..ir.dtypes import float_from_bits
from ..ir.literals import DenseLiteralError, HexBlob, HexInt, decode_dense, from_bit_pattern
from .state import parse_state
from .tokens import located_error, parse_int, position, present, resource_key, symbol_name, unquote


class AttributeRules:
    """Mixed into the Builder: one method per attribute/constant rule of grammar/stablehlo.lark."""

    def attr_dict(self, children):
        """``{name = value, name, ...}`` (spec OpInputAttrs); a bare name is a UnitAttr."""
        return attr_dict_item(present(children))

    def attr_entry(self, children):
        """(name, value, (line, column) of the name)."""
        name, value = children
        key = unquote(name) if name.type == "STRING" else str(name)
        return key, value if value is not None else at.UnitAttr(), (name.line, name.column)

    def bool_attr(self, children):
        return at.BoolAttr(children[0] == "true")

    def integer_attr(self, children):
        """``42 : i32``; a hex literal is a bit pattern (``0x7FC00000 : f32`` is a float, as in MLIR)."""
        tok, type_ = children
        value = parse_int(tok)
        if isinstance(type_, ty.FloatType):
            as_float = _int_as_float(value, type_)
            nan_bits = int(value) if isinstance(value, HexInt) and as_float != as_float else None
            return at.FloatAttr(as_float, type_, nan_bits)
        if isinstance(type_, ty.IntegerType):
            value = from_bit_pattern(value, type_.width, type_.signed)
        return at.IntegerAttr(int(value), type_)

    def float_attr(self, children):
        tok, type_ = children
        return at.FloatAttr(float(tok), type_)

    def string_attr(self, children):
        tok, _type = children  # `"text" : type` keeps no type
        return at.StringAttr(unquote(tok))

    def tensor_constant(self, children):
        """``dense<...> : tensor<...>`` (spec TensorConstant)."""
        (kw, literal), type_ = children
        if not isinstance(type_, ty.TensorType):
            raise located_error(f"dense literal must have a tensor type, got {type_}", kw)
        try:
            return at.DenseElementsAttr(decode_dense(literal, type_), type_)
        except DenseLiteralError as exc:
            raise located_error(str(exc), kw) from None

    def dense_resource(self, children):
        key, type_ = children
        return at.DenseResourceAttr(resource_key(key), type_)

    def resource_attr_value(self, children):
        key = children[0]
        return it.ResourceValue(resource_key(key), **position(key))

    def array_attr(self, children):
        """``array<i64: 1, 2>`` (MLIR's DenseArrayAttr)."""
        elem, *values = children
        values = present(values)
        if isinstance(elem, ty.BooleanType):
            values = [bool(v) for v in values]
        elif isinstance(elem, ty.FloatType):
            values = [_int_as_float(v, elem) if isinstance(v, HexInt) else float(v) for v in values]
        elif isinstance(elem, ty.IntegerType):
            values = [_in_range(int(v), elem) for v in values]
        return at.DenseArrayAttr(elem, tuple(values))

    def array_list(self, children):
        return at.ArrayAttr(tuple(present(children)))

    def dict_attr(self, children):
        return at.DictAttr(children[0].entries)

    def symbol_ref_attr(self, children):
        return at.SymbolRefAttr(tuple(symbol_name(c) for c in children))

    def dialect_attr(self, children):
        """``#stablehlo<comparison_direction GE>``, ``#stablehlo.gather<...>``: bound by assembly/attributes.py."""
        name, body = children
        try:
            return bind_dialect_attr(str(name)[1:], body or ())
        except ParseError as exc:  # one about the whole attribute (no item to point at): at its name
            if not exc.line:
                exc.line, exc.column = name.line, name.column
            raise

    def attribute_alias(self, children):
        """A use of ``#name = ...`` defined earlier in the file."""
        name = children[0]
        found = parse_state().attr_aliases.get(name[1:])
        if found is None:
            raise located_error(f"undefined attribute alias '{name}'", name)
        return at.AliasRefAttr(name[1:], found)

    def opaque_attr(self, children):
        return at.OpaqueAttr(str(children[0]))

    def type_attr(self, children):
        return at.TypeAttr(children[0])

    def tensor_literal(self, children):
        """(the ``dense`` token, for positions; the literal: nested lists, a scalar, a HexBlob or None)."""
        return children[0], children[1]

    def dense_attr_value(self, children):
        kw, literal = children[0]
        return it.DenseValue(literal, **position(kw))

    def hex_literal(self, children):
        tok = children[0]
        if not tok.startswith('"0x'):
            raise located_error("a string dense literal must be a hex blob \"0x...\"", tok)
        if tok.startswith('"0x#'):
            data = parse_state().hex_blobs.blob(tok)
            if data is not None:
                return HexBlob(tok, 3, 3, data)
        return HexBlob(tok, 3, len(tok) - 1)

    def dense_dimension(self, children):
        return present(children)

    def bool_literal(self, children):
        return children[0] == "true"

    def int_literal(self, children):
        return parse_int(children[0])

    def float_literal(self, children):
        return float(children[0])

    def complex_literal(self, children):
        return (children[0], children[1])


def attr_dict_item(entries) -> it.AttrDictItem:
    """An attribute dictionary from its (name, value, (line, column)) entries."""
    return it.AttrDictItem(tuple((key, value) for key, value, _ in entries),
                           {key: where for key, _, where in entries})


def _in_range(value: int, type_: ty.IntegerType) -> int:
    """An element of ``array<iN: ...>``: MLIR's parser takes what fits in N bits, signed or unsigned, and keeps
    the bits (a signed type's value past its maximum is the negative number of those bits, as MLIR prints it);
    a ``ParseError`` otherwise (the caller places it at the attribute)."""
    bits = type_.width
    low = -(1 << (bits - 1)) if type_.signed else 0
    if not low <= value < 1 << bits:
        raise ParseError(f"{value} does not fit in {type_} (array<{type_}: ...>)")
    return value - (1 << bits) if type_.signed and value >= 1 << (bits - 1) else value


def _int_as_float(value: int, type_: ty.FloatType) -> float:
    """An integer literal given a float type: a hex one is the float's bits, a decimal one its value."""
    return float_from_bits(int(value), type_) if isinstance(value, HexInt) else float(value)
