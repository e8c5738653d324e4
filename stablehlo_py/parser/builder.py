"""Lark callbacks that build the AST while parsing (rule names follow the grammar).

The transformer runs inline with the LALR parser, so no parse tree is ever
built: each callback receives its children already converted.
"""
from __future__ import annotations

from lark import Token, Transformer

from ..assembly import items as it
from ..assembly.attributes import bind_dialect_attr
from ..assembly.ops import bind_pretty_op
from ..errors import ParseError
from ..ir import attributes as at
from ..ir import types as ty
from ..ir.nodes import Block, BlockArgument, Func, Location, Module, Op, Region
from ..numerics.dtypes import float_from_bits
from . import types as tp
from .dense import DenseLiteralError, HexBlob, HexInt, decode_dense, from_bit_pattern
from .generic import func_from_generic, module_from_generic


def unquote(token: str) -> str:
    """The value of a string literal token (spec StringLiteral escapes, plus MLIR's ``\\XX``)."""
    body = token[1:-1]
    if "\\" not in body:
        return body
    out, i = [], 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in '"\\':
            out.append(nxt)
            i += 2
        elif nxt == "n":
            out.append("\n")
            i += 2
        elif nxt == "t":
            out.append("\t")
            i += 2
        else:
            out.append(chr(int(body[i + 1:i + 3], 16)))
            i += 3
    return "".join(out)


def parse_int(text: str) -> int:
    if text.lstrip("+-").startswith("0x"):
        return HexInt(int(text, 16))  # int() reads the sign too
    return int(text)


def _pos(tok) -> dict:
    return {"line": getattr(tok, "line", 0) or 0, "column": getattr(tok, "column", 0) or 0}


def _error(message: str, tok) -> ParseError:
    return ParseError(message, **_pos(tok))


def _present(children) -> list:
    return [c for c in children if c is not None]


class Builder(Transformer):
    """Builds a ``Module`` from the grammar's rules (see grammar/stablehlo.lark)."""

    def __init__(self) -> None:
        super().__init__(visit_tokens=False)
        self.reset()

    def reset(self) -> None:
        self.attr_aliases: dict[str, at.Attribute] = {}
        self.type_aliases: dict[str, ty.Type] = {}
        self.loc_aliases: dict[str, Location] = {}
        self.resources: dict[str, bytes] = {}

    # ------------------------------------------------------------ programs
    def top_items(self, children):
        return _append(children)

    def program(self, children) -> Module:
        body = [c for c in children[0] or () if isinstance(c, (Func, Op, Module))]
        modules = [c for c in body if isinstance(c, Module)]
        if len(modules) == 1 and len(body) == 1:
            module = modules[0]
        elif modules:
            raise ParseError("a file holds either one module or top-level functions, not both",
                             modules[-1].line, modules[-1].column)
        else:
            module = Module(body=tuple(body))
        module.aliases.update(self.attr_aliases)
        module.aliases.update(self.type_aliases)
        module.loc_aliases.update(self.loc_aliases)
        module.resources.update(self.resources)
        return module

    def module(self, children) -> Module:
        sym, attrs, items, loc = children
        body = tuple(c for c in items or () if isinstance(c, (Func, Op)))
        return Module(body=body, name=_symbol_name(sym) if sym else None, attributes=dict(attrs.entries if attrs else ()),
                      location=_loc(loc), **_pos(sym))

    def attribute_alias_def(self, children):
        name, attr = children
        self.attr_aliases[name[1:]] = attr

    def type_alias_def(self, children):
        name, type_ = children
        self.type_aliases[name[1:]] = type_

    def loc_alias_def(self, children):
        name, loc = children
        self.loc_aliases[name[1:]] = _loc(loc)

    def file_metadata(self, children):
        return None

    def metadata_section(self, children):
        name, *groups = children
        if name == "dialect_resources":
            for group in _present(groups):
                self.resources.update(group)

    def resource_group(self, children):
        _, *entries = children
        return dict(_present(entries))

    def resource_entry(self, children):
        key, value = children
        key = _resource_key(key)
        text = unquote(value)
        if not text.startswith("0x"):
            raise _error(f"resource '{key}' is not a hex blob", value)
        # The blob starts with a 4-byte alignment, then the raw little-endian data.
        return key, bytes.fromhex(text[2:])[4:]

    # ------------------------------------------------------------ functions
    def func(self, children) -> Func:
        kw, visibility, sym, inputs, outputs, attrs, body, loc = children
        arg_types = tuple(a[1] for a in inputs)
        if outputs is None:
            outputs = ()
        result_types = tuple(o[0] for o in outputs)
        if body is not None:
            if any(a[0] is None for a in inputs):
                raise _error("a function with a body names its arguments (%name: type)", sym)
            entry = body.blocks[0] if body.blocks else Block(None, (), ())
            if entry.label is not None or entry.arguments:
                raise _error("the body of a func.func starts with its operations, not a block label", sym)
            args = tuple(BlockArgument(a[0], a[1], a[3], **_pos(a[4])) for a in inputs)
            body = Region((Block(None, args, entry.ops, entry.line, entry.column),) + body.blocks[1:],
                          body.line, body.column)
        return Func(name=_symbol_name(sym), type=ty.FunctionType(arg_types, result_types), body=body,
                    visibility=str(visibility) if visibility else None,
                    arg_attrs=_attr_list(a[2] for a in inputs), result_attrs=_attr_list(o[1] for o in outputs),
                    attributes=dict(attrs.entries if attrs else ()), location=_loc(loc), **_pos(kw))

    def func_inputs(self, children):
        return _present(children)

    def func_input(self, children):
        if isinstance(children[0], Token) and children[0].type == "VALUE_ID":
            name, type_, attrs, loc = children
            return str(name), type_, attrs, _loc(loc), name
        type_, attrs, loc = children
        return None, type_, attrs, _loc(loc), None

    def func_outputs(self, children):
        outs = _present(children)
        if len(outs) == 1 and isinstance(outs[0], ty.Type):
            return [(outs[0], None)]
        return outs

    def func_output(self, children):
        type_, attrs, _loc_tok = children
        return type_, attrs

    # ------------------------------------------------------------ ops
    def op(self, children) -> Op | Func | Module:
        outputs, body = children
        if isinstance(outputs, Token):  # RESULT_DEF: `%name =` or `%name:N =`
            name, _, count = outputs[:-1].rstrip().partition(":")
            outputs = ((name, int(count) if count else 1, outputs.line, outputs.column),)
        groups = tuple(outputs or ())
        if isinstance(body, it.PrettyOp):
            try:
                return bind_pretty_op(body, groups)
            except ParseError:
                raise
            except (ValueError, DenseLiteralError) as exc:
                raise ParseError(str(exc), body.line, body.column) from None
        if outputs:
            body.result_groups = tuple((g[0], g[1]) for g in groups)
            body.line, body.column = outputs[0][2], outputs[0][3]
        if body.name == "func.func":
            return func_from_generic(body)
        if body.name == "builtin.module":
            return module_from_generic(body)
        return body

    def op_outputs(self, children):
        return tuple(children)

    def op_output(self, children):
        name, count = children
        return str(name), int(count) if count is not None else 1, name.line, name.column

    def generic_op(self, children) -> Op:
        name, operands, successors, props, regions, attrs, signature, loc = children
        operands = operands or ()
        if len(signature.inputs) != len(operands):
            raise _error(f"{len(operands)} operands but the signature lists {len(signature.inputs)} types", name)
        attributes = dict(props.entries if props else ())
        attributes.update(attrs.entries if attrs else ())
        positions = {**(props.positions if props else {}), **(attrs.positions if attrs else {})}
        return Op(name=unquote(name), operands=tuple(operands), operand_types=signature.inputs,
                  result_types=signature.results, attributes=attributes, regions=tuple(regions or ()),
                  successors=tuple(successors or ()), location=_loc(loc), attribute_positions=positions,
                  **_pos(name))

    def value_uses(self, children):
        names = children[0] if len(children) == 2 else []
        names.append(children[-1].name)
        return names

    def value_use(self, children):
        tok = children[0]
        return it.ValueRef(str(tok), **_pos(tok))

    def successors(self, children):
        return tuple(str(c) for c in children)

    def properties(self, children):
        return it.PropertiesItem(children[0].entries, children[0].positions)

    def op_input_funcs(self, children):
        return tuple(children)

    def op_input_attrs(self, children):
        return children[0]

    def op_signature(self, children):
        return children[0]

    # ------------------------------------------------------------ pretty ops
    def pretty_op(self, children) -> it.PrettyOp:
        name, items, signature, tail, loc = children
        return it.PrettyOp(name=str(name), items=tuple(items or ()), signature=signature, tail=tuple(tail or ()),
                           location=_loc(loc), **_pos(name))

    def pretty_op_untyped(self, children):
        name, items, first, tail, loc = children
        return self.pretty_op([name, items, None, [first] + (tail or []), loc])

    def pretty_items(self, children):
        return _append_items(children)

    def pretty_items_comma(self, children):
        items, last = children
        item = last[0] if isinstance(last, tuple) else _as_item(last)
        items.append(it.Comma(line=item.line, column=item.column))
        return _append_items([items, last])

    def pretty_tails(self, children):
        return _append_items(children)

    def string_item(self, children):
        name, value = children
        first = _as_item(name)
        return (first,) if value is None else (first, value)

    def word(self, children):
        return it.Word(str(children[0]), **_pos(children[0]))

    def keyword_value(self, children):
        key, value = children
        return it.KeyValue(str(key), _as_item(value), **_pos(key))

    def applies(self, children):
        return it.Applies(str(children[0]), **_pos(children[0]))

    def labeled_region(self, children):
        return it.RegionItem(_make_region(children[0]))

    def pretty_attribute(self, children):
        return _as_item(children[0])

    def layout_sequence(self, children):
        first, word, second, third = children
        parts = [first, it.Word(str(word), **_pos(word)), second]
        if third is not None:
            parts += [it.Punct("->"), third]
        return it.Sequence(tuple(parts), line=first.line, column=first.column)

    def tail_word(self, children):
        return it.Word(str(children[0]), **_pos(children[0]))

    def keyword_attributes(self, children):
        return it.Word("attributes"), children[0]

    def tail_typed_word(self, children):
        word, type_ = children
        return it.Word(str(word), **_pos(word)), it.TypeItem(type_)

    def tail_attributes(self, children):
        return it.Word("attributes"), children[0]

    def tail_attr_dict(self, children):
        return it.AttrDictItem(tuple((key, value) for key, value, _ in children),
                               {key: position for key, _, position in children})

    def tail_attr(self, children):
        key, value = children
        return str(key), value, (key.line, key.column)

    def tail_args(self, children):
        return it.Group("()", children[0] or ())

    def sig_items(self, children):
        return _append(children, skip_sep=True)

    def pretty_signature(self, children):
        items, results = children
        if len(items) == 1 and results is None and _is_fn_pair(items[0]):
            inputs, outputs = items[0]  # a whole `(T, ...) -> R` token
            return it.Signature((inputs,), outputs)
        return it.Signature(tuple(items), results)

    def sig_function(self, children):
        fn = tp.simple_function_type(str(children[0]))
        return _FnPair((fn.inputs, fn.results))

    def sig_group(self, children):
        return tuple(_present(children))

    def sig_results(self, children):
        return children[0]

    # ------------------------------------------------------------ token trees
    def tt_list(self, children):
        return tuple(children[0])

    def tt_seq(self, children):
        return _append(children, skip_sep=True)

    def tt_elem(self, children):
        if len(children) == 1:
            return (_as_item(children[0]),)
        return children[0] + (_as_item(children[1]),)

    def paren_group(self, children):
        return it.Group("()", children[0] or ())

    def bracket_group(self, children):
        return it.Group("[]", children[0] or ())

    def int_list_group(self, children):
        tok = children[0]
        line, column = tok.line, tok.column
        elements = tuple((it.Literal(int(x), x.strip(), line=line, column=column),) for x in tok[1:-1].split(","))
        return it.Group("[]", elements, line=line, column=column)

    def brace_group(self, children):
        return it.Group("{}", children[0] or ())

    def angle_group(self, children):
        return it.Group("<>", children[0] or ())

    def tt_word(self, children):
        return it.Word(str(children[0]), **_pos(children[0]))

    def tt_dense_word(self, _):
        return it.Word("dense")

    def tt_array_word(self, _):
        return it.Word("array")

    def tt_attributes_word(self, _):
        return it.Word("attributes")

    def tt_string(self, children):
        return it.Literal(unquote(children[0]), str(children[0]), **_pos(children[0]))

    def tt_int(self, children):
        return it.Literal(parse_int(children[0]), str(children[0]), **_pos(children[0]))

    def tt_float(self, children):
        return it.Literal(float(children[0]), str(children[0]), **_pos(children[0]))

    def tt_bool(self, children):
        return it.Literal(children[0] == "true", str(children[0]), **_pos(children[0]))

    def tt_symbol(self, children):
        return it.Symbol(_symbol_name(children[0]), **_pos(children[0]))

    def tt_equal(self, _):
        return it.Punct("=")

    def tt_colon(self, _):
        return it.Punct(":")

    def tt_arrow(self, _):
        return it.Punct("->")

    def tt_question(self, _):
        return it.Punct("?")

    def tt_star(self, _):
        return it.Punct("*")

    def tt_loc(self, children):
        return it.LocItem(str(children[0]), **_pos(children[0]))

    def tt_type(self, children):
        return it.TypeItem(children[0])

    def unit(self, _):
        return at.UnitAttr()

    # ------------------------------------------------------------ regions
    def region(self, children) -> Region:
        return _make_region(children[0] or ())

    def region_body(self, children):
        if len(children) == 1:
            return children[0]
        ops, blocks = children
        return ops + (blocks or [])

    def ops(self, children):
        return _append(children)

    def blocks(self, children):
        return _append(children)

    def block(self, children) -> Block:
        label, *rest = children
        ops = rest.pop() or ()
        args = tuple(c for c in rest if isinstance(c, BlockArgument))
        return Block(str(label), args, tuple(ops), **_pos(label))

    def block_arg(self, children) -> BlockArgument:
        name, type_, loc = children
        return BlockArgument(str(name), type_, _loc(loc), **_pos(name))

    # ------------------------------------------------------------ types
    def simple_tensor_type(self, children):
        try:
            return tp.simple_tensor_type(str(children[0]))
        except ValueError as exc:
            raise _error(str(exc), children[0]) from None

    def tensor_type(self, children):
        dims, elem, encoding = children
        return ty.TensorType(tp.shape_from_dims(dims), elem, encoding)

    def unranked_tensor_type(self, children):
        return ty.TensorType(None, children[1])

    def token_type(self, _):
        return ty.TokenType()

    def tuple_type(self, children):
        return ty.TupleType(tuple(_present(children)))

    def future_type(self, children):
        return ty.FutureType(tuple(_present(children)))

    def function_type(self, children):
        if len(children) == 1:
            return tp.simple_function_type(str(children[0]))
        inputs, results = children
        return ty.FunctionType(inputs, results if isinstance(results, tuple) else (results,))

    def type_list(self, children):
        return tuple(_present(children))

    def type_alias(self, children):
        name = children[0]
        if name[1:] not in self.type_aliases:
            what = "unknown type" if "." in name else "undefined type alias"
            raise _error(f"{what} '{name}'", name)
        return self.type_aliases[name[1:]]

    def opaque_type(self, children):
        return ty.OpaqueType(str(children[0]))

    def none_type(self, _):
        return ty.NoneType()

    def scalar_type(self, children):
        tok = children[0]
        try:
            return tp.element_type(str(tok))
        except ValueError as exc:
            raise _error(str(exc), tok) from None

    def complex_type(self, children):
        try:
            return tp.complex_type(str(children[0]))
        except ValueError as exc:
            raise _error(str(exc), children[0]) from None

    def quantized_element_type(self, children):
        storage_tok, srange, expressed_tok, axis, params = children
        storage = tp.element_type(str(storage_tok))
        expressed = tp.element_type(str(expressed_tok))
        if not isinstance(storage, ty.IntegerType) or not isinstance(expressed, ty.FloatType):
            raise _error("quantized storage type must be an integer type and expressed type a float type",
                         storage_tok)
        text = str(storage_tok)
        if srange is not None:
            text += f"<{srange[0]}:{srange[1]}>"
        text += f":{expressed_tok}"
        if axis is not None:
            text += f":{axis}"
        scales = tuple(p[0] for p in params)
        zero_points = tuple(p[1] for p in params)
        texts = ", ".join(p[2] for p in params)
        text += f", {{{texts}}}" if axis is not None else f", {texts}"
        return ty.QuantizedType(storage, expressed, scales, zero_points,
                                int(axis) if axis is not None else None,
                                srange[0] if srange else None, srange[1] if srange else None, text)

    def quantization_storage_range(self, children):
        return int(children[0]), int(children[1])

    def quantization_parameters(self, children):
        return children

    def quantization_parameter(self, children):
        scale, zp = children
        text = str(scale) + (f":{zp}" if zp is not None else "")
        return float(scale), int(zp) if zp is not None else 0, text

    # ------------------------------------------------------------ attributes
    def attr_dict(self, children):
        present = _present(children)
        return it.AttrDictItem(tuple((key, value) for key, value, _ in present),
                               {key: position for key, _, position in present})

    def attr_entry(self, children):
        name, value = children
        key = unquote(name) if name.type == "STRING" else str(name)
        return key, value if value is not None else at.UnitAttr(), (name.line, name.column)

    def bool_attr(self, children):
        return at.BoolAttr(children[0] == "true")

    def integer_attr(self, children):
        tok, type_ = children
        value = parse_int(tok)
        if isinstance(type_, ty.FloatType):
            return at.FloatAttr(_int_as_float(value, type_), type_)
        if isinstance(type_, ty.IntegerType):
            value = from_bit_pattern(value, type_.width, type_.signed)
        return at.IntegerAttr(int(value), type_)

    def float_attr(self, children):
        tok, type_ = children
        return at.FloatAttr(float(tok), type_)

    def string_attr(self, children):
        tok, type_ = children
        return at.StringAttr(unquote(tok))

    def tensor_constant(self, children):
        (kw, literal), type_ = children
        if not isinstance(type_, ty.TensorType):
            raise _error(f"dense literal must have a tensor type, got {type_}", kw)
        try:
            return at.DenseElementsAttr(decode_dense(literal, type_), type_)
        except DenseLiteralError as exc:
            raise _error(str(exc), kw) from None

    def dense_resource(self, children):
        key, type_ = children
        return at.DenseResourceAttr(_resource_key(key), type_)

    def resource_attr_value(self, children):
        key = children[0]
        return it.ResourceValue(_resource_key(key), **_pos(key))

    def array_attr(self, children):
        elem, *values = children
        values = _present(values)
        if isinstance(elem, ty.BooleanType):
            values = [bool(v) for v in values]
        elif isinstance(elem, ty.FloatType):
            values = [_int_as_float(v, elem) if isinstance(v, HexInt) else float(v) for v in values]
        return at.DenseArrayAttr(elem, tuple(values))

    def array_list(self, children):
        return at.ArrayAttr(tuple(_present(children)))

    def dict_attr(self, children):
        return at.DictAttr(children[0].entries)

    def symbol_ref_attr(self, children):
        return at.SymbolRefAttr(tuple(_symbol_name(c) for c in children))

    def dialect_attr(self, children):
        name, body = children
        try:
            return bind_dialect_attr(str(name)[1:], body or ())
        except ParseError as exc:
            if not exc.line:
                exc.line, exc.column = name.line, name.column
            raise
        except ValueError as exc:
            raise _error(f"{name}: {exc}", name) from None

    def attribute_alias(self, children):
        name = children[0]
        if name[1:] not in self.attr_aliases:
            raise _error(f"undefined attribute alias '{name}'", name)
        return at.AliasRefAttr(name[1:], self.attr_aliases[name[1:]])

    def opaque_attr(self, children):
        return at.OpaqueAttr(str(children[0]))

    def type_attr(self, children):
        return at.TypeAttr(children[0])

    def tensor_literal(self, children):
        return children[0], children[1]

    def dense_attr_value(self, children):
        kw, literal = children[0]
        return it.DenseValue(literal, **_pos(kw))

    def hex_literal(self, children):
        tok = children[0]
        text = tok[1:-1]
        if not text.startswith("0x"):
            raise _error("a string dense literal must be a hex blob \"0x...\"", tok)
        return HexBlob(text)

    def dense_dimension(self, children):
        return _present(children)

    def bool_literal(self, children):
        return children[0] == "true"

    def int_literal(self, children):
        return parse_int(children[0])

    def float_literal(self, children):
        return float(children[0])

    def complex_literal(self, children):
        return (children[0], children[1])


def _append(children, skip_sep: bool = False) -> list:
    """The callback of a left-recursive list rule ``items: item | items [sep] item``."""
    if len(children) == 1:
        return [children[0]]
    items = children[0]
    items.append(children[-1])
    return items


def _append_items(children) -> list:
    """Like ``_append`` for pretty items, where one child may stand for several items."""
    items = children[0] if len(children) == 2 else []
    last = children[-1]
    if isinstance(last, tuple):
        items.extend(last)
    else:
        items.append(_as_item(last))
    return items


def _is_fn_pair(item) -> bool:
    return type(item) is _FnPair


class _FnPair(tuple):
    """(inputs, results) of a one-token function type in a pretty signature."""


def _int_as_float(value: int, type_: ty.FloatType) -> float:
    return float_from_bits(int(value), type_) if isinstance(value, HexInt) else float(value)


def _attr_list(attrs) -> tuple:
    attrs = tuple(at.DictAttr(a.entries) if a is not None else None for a in attrs)
    return attrs if any(a is not None for a in attrs) else ()


def _loc(tok) -> Location | None:
    if tok is None:
        return None
    return Location(str(tok)[4:-1])


def _symbol_name(tok) -> str:
    body = str(tok)[1:]
    return unquote(body) if body.startswith('"') else body


def _resource_key(token: Token) -> str:
    return unquote(token) if token.type == "STRING" else str(token)


def _as_item(value) -> it.Item:
    if isinstance(value, Token) and value.type == "VALUE_ID":  # operands: by far the most common
        return it.ValueRef(str(value), line=value.line, column=value.column)
    if isinstance(value, it.Item):
        return value
    if isinstance(value, at.Attribute):
        return it.AttrItem(value)
    if isinstance(value, Region):
        return it.RegionItem(value)
    if isinstance(value, Token):
        if value.type == "STRING":
            return it.Literal(unquote(value), str(value), **_pos(value))
        if value.type == "INT":
            return it.Literal(parse_int(value), str(value), **_pos(value))
        if value.type == "FLOAT":
            return it.Literal(float(value), str(value), **_pos(value))
        if value.type == "BOOL":
            return it.Literal(value == "true", str(value), **_pos(value))
        if value.type == "SYMBOL_REF":
            return it.Symbol(_symbol_name(value), **_pos(value))
    raise TypeError(f"unexpected item {value!r}")


def _make_region(children) -> Region:
    ops = [c for c in children if isinstance(c, (Op, Func))]
    blocks = [c for c in children if isinstance(c, Block)]
    if ops:
        first = ops[0]
        blocks.insert(0, Block(None, (), tuple(ops), first.line, first.column))
    line, column = (blocks[0].line, blocks[0].column) if blocks else (0, 0)
    return Region(tuple(blocks), line, column)
