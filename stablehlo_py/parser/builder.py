"""Lark callbacks that build the AST while parsing (rule names follow the grammar).

The transformer runs inline with the LALR parser, so no parse tree is ever
built: each callback receives its children already converted. With
``maybe_placeholders`` an absent ``[optional]`` child is ``None``, so callbacks
unpack a fixed number of children. Types and attributes are built by the
mixins in build_types.py and build_attributes.py; pretty ops become
``assembly.items.PrettyOp`` here and are bound to an ``Op`` by ``assembly.ops``.

The builder holds no state: one Builder serves every parse, in every thread.
What a program defines as it goes (aliases, resources) is the ``ParseState`` of
the parse under way (state.py).
"""
from __future__ import annotations


from ..assembly import items as it
from ..dialect import drop_elided_defaults
from .pretty_ops import bind_pretty_op
from ..errors import ParseError
from ..ir import attributes as at
from ..ir import types as ty
from ..ir.nodes import Block, BlockArgument, Func, Module, Op, Region
from . import type_spellings as tp
from .build_attributes import AttributeRules, attr_dict_item
from .build_types import TypeRules
from ..ir.generic_forms import GenericFormError, func_from_generic, module_from_generic
from .state import parse_state
from .tokens import (Token, is_token, located_error, location, parse_int, position, present, resource_key,
                     symbol_name, unquote)


class Builder(TypeRules, AttributeRules):
    """Builds a ``Module`` from the grammar's rules (see grammar/stablehlo.lark): each method takes the
    children of a rule of its name (a rule without a method leaves a parse-tree node)."""

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
        state = parse_state()
        module.aliases.update(state.attr_aliases)
        module.aliases.update(state.type_aliases)
        module.loc_aliases.update(state.loc_aliases)
        module.resources.update(state.resources)
        if state.single_groups_spelled:
            _name_single_results_alike(module)
        return module

    def module(self, children) -> Module:
        sym, attrs, items, loc = children
        body = tuple(c for c in items or () if isinstance(c, (Func, Op)))
        return Module(body=body, name=symbol_name(sym) if sym else None, attributes=dict(attrs.entries if attrs else ()),
                      location=location(loc), **position(sym))

    def attribute_alias_def(self, children):
        name, attr = children
        parse_state().attr_aliases[name[1:]] = attr

    def type_alias_def(self, children):
        name, type_ = children
        parse_state().type_aliases[name[1:]] = type_

    def loc_alias_def(self, children):
        name, loc = children
        parse_state().loc_aliases[name[1:]] = location(loc)

    def file_metadata(self, children):
        return None  # its sections stored their resources already

    def metadata_section(self, children):
        """``dialect_resources: {...}`` keeps its blobs; other sections (``external_resources``) are skipped."""
        name, *groups = children
        if name == "dialect_resources":
            resources = parse_state().resources
            for group in present(groups):
                resources.update((key, _resource_blob(key, value)) for key, value in group)

    def resource_group(self, children):
        _, *entries = children
        return present(entries)

    def resource_entry(self, children):
        key, value = children
        return resource_key(key), value

    # ------------------------------------------------------------ functions
    def func(self, children) -> Func:
        """``func.func [visibility] @name(args) [-> results] [attributes {...}] [{body}]`` (spec "Programs")."""
        kw, visibility, sym, inputs, outputs, attrs, body, loc = children
        arg_types = tuple(a[1] for a in inputs)
        if outputs is None:
            outputs = ()
        result_types = tuple(o[0] for o in outputs)
        if body is not None:
            if any(a[0] is None for a in inputs):
                raise located_error("a function with a body names its arguments (%name: type)", sym)
            if body.blocks and (body.entry.label is not None or body.entry.arguments):
                raise located_error("the body of a func.func starts with its operations, not a block label", sym)
            args = tuple(BlockArgument(a[0], a[1], a[3], **position(a[4])) for a in inputs)
            body = body.with_entry_arguments(args, label=None)
        return Func(name=symbol_name(sym), type=ty.FunctionType(arg_types, result_types), body=body,
                    visibility=str(visibility) if visibility else None,
                    arg_attrs=_attr_list(a[2] for a in inputs), result_attrs=_attr_list(o[1] for o in outputs),
                    attributes=dict(attrs.entries if attrs else ()), location=location(loc), **position(kw))

    def func_inputs(self, children):
        return present(children)

    def func_input(self, children):
        """(name or None, type, attributes, location, name token) of one argument."""
        if is_token(children[0]) and children[0].type == "VALUE_ID":
            name, type_, attrs, loc = children
            return str(name), type_, attrs, location(loc), name
        type_, attrs, loc = children
        return None, type_, attrs, location(loc), None

    def func_outputs(self, children):
        outs = present(children)
        if len(outs) == 1 and isinstance(outs[0], ty.Type):
            return [(outs[0], None)]
        return outs

    def func_output(self, children):
        type_, attrs, _loc_tok = children  # a result's location is not kept
        return type_, attrs

    # ------------------------------------------------------------ ops
    def op(self, children) -> Op | Func | Module:
        """An op with its result names; a generic ``func.func``/``builtin.module`` becomes a Func/Module."""
        outputs, body = children
        if is_token(outputs):  # RESULT_DEF: `%name =` or `%name:N =`
            name, _, count = outputs[:-1].rstrip().partition(":")
            if count.strip() == "1":
                parse_state().single_groups_spelled = True
            outputs = ((name, int(count) if count else 1, outputs.line, outputs.column),)
        groups = tuple(outputs or ())
        if isinstance(body, it.PrettyOp):
            return bind_pretty_op(body, groups)
        if outputs:
            body.result_groups = tuple((g[0], g[1]) for g in groups)
            body.line, body.column = outputs[0][2], outputs[0][3]
        if body.name == "func.func":
            try:
                return func_from_generic(body)
            except GenericFormError as exc:
                raise ParseError(str(exc), body.line, body.column) from None
        if body.name == "builtin.module":
            return module_from_generic(body)
        return body

    def fast_op(self, children) -> Op:
        """A line the driver built from a template (parser/op_lines.py): its token is the Op itself."""
        (op,) = children
        if not isinstance(op, Op):  # the text spelled the token out (NUL characters)
            raise located_error("unexpected NUL character", op)
        return op

    def op_outputs(self, children):
        return tuple(children)

    def op_output(self, children):
        """(name, result count, line, column) of ``%0`` or ``%0:2``."""
        name, count = children
        if count is not None and int(count) == 1:
            parse_state().single_groups_spelled = True
        return str(name), int(count) if count is not None else 1, name.line, name.column

    def generic_op(self, children) -> Op:
        """``"dialect.name"(operands) <{properties}> (regions) {attributes} : (T...) -> (R...)``."""
        name, operands, successors, props, regions, attrs, signature, loc = children
        operands = operands or ()
        if len(signature.inputs) != len(operands):
            raise located_error(f"{len(operands)} operands but the signature lists {len(signature.inputs)} types", name)
        attributes = dict(props.entries if props else ())
        attributes.update(attrs.entries if attrs else ())
        drop_elided_defaults(unquote(name), attributes)
        positions = {**(props.positions if props else {}), **(attrs.positions if attrs else {})}
        return Op(name=unquote(name), operands=tuple(operands), operand_types=signature.inputs,
                  result_types=signature.results, attributes=attributes, regions=tuple(regions or ()),
                  successors=tuple(successors or ()), location=location(loc), attribute_positions=positions,
                  **position(name))

    def value_uses(self, children):
        """The operand names of a generic op, in one list."""
        names = children[0] if len(children) == 2 else []
        names.append(children[-1].name)
        return names

    def value_list(self, children):
        return [ref.name for ref in _value_refs(children[0])]

    def value_use(self, children):
        tok = children[0]
        return it.ValueRef(str(tok), **position(tok))

    def successors(self, children):
        return tuple(str(c) for c in children)

    def properties(self, children):
        return it.PropertiesItem(children[0].entries, children[0].positions)

    def op_input_funcs(self, children):
        return tuple(children)

    # ------------------------------------------------------------ pretty ops
    def pretty_op(self, children) -> it.PrettyOp:
        name, items, signature, tail, loc = children
        return it.PrettyOp(name=str(name), items=tuple(items or ()), signature=signature, tail=tuple(tail or ()),
                           location=location(loc), **position(name))

    def pretty_op_untyped(self, children):
        """A pretty op without ``: types`` whose tail starts at once (``while() cond {...}``)."""
        name, items, first, tail, loc = children
        return self.pretty_op([name, items, None, [first] + (tail or []), loc])

    def pretty_items(self, children):
        """The flat item list of a pretty op (see assembly/items.py)."""
        return _append_items(children)

    def concat_dim_items(self, children):
        """``dim(0) %a, %b``: the word ``dim``, a ``(0)`` group, then the values (TensorOps.td concat)."""
        token, values = children
        number = int(str(token)[3:].strip("() \t"))
        items: list[it.Item] = [it.Word("dim", **position(token)),
                                it.Group("()", ((it.Literal(number, str(number), **position(token)),),),
                                         **position(token))]
        return items + _comma_separated(_value_refs(values))

    def value_list_items(self, children):
        return _comma_separated(_value_refs(children[0]))

    def pretty_items_comma_values(self, children):
        items, token = children
        refs = _value_refs(token)
        items.append(it.Comma(line=refs[0].line, column=refs[0].column))
        items.extend(_comma_separated(refs))
        return items

    def pretty_items_into(self, children):
        """``%v into %t``: the word, then the value (tensor.insert, tensor.insert_slice; TensorOps.td)."""
        items, word, token = children
        items.append(it.Word(str(word), **position(word)))
        items.append(it.ValueRef(str(token), **position(token)))
        return items

    def pretty_items_comma(self, children):
        items, last = children
        added = last if isinstance(last, tuple) else (_as_item(last),)
        items.append(it.Comma(line=added[0].line, column=added[0].column))
        items.extend(added)
        return items

    def pretty_tails(self, children):
        return _append_items(children)

    def string_item(self, children):
        """``"name"`` or ``"name" %value``: one or two items."""
        name, value = children
        first = _as_item(name)
        return (first,) if value is None else (first, value)

    def word(self, children):
        return it.Word(str(children[0]), **position(children[0]))

    tail_word = tt_word = word

    def keyword_value(self, children):
        key, value = children
        return it.KeyValue(str(key), _as_item(value), **position(key))

    def applies(self, children):
        return it.Applies(str(children[0]), **position(children[0]))

    def labeled_region(self, children):
        return it.RegionItem(_make_region(children[0]))

    unlabeled_region = labeled_region

    def symbol_definition(self, children):
        """``@name = value`` (``sdy.mesh @mesh = <...>``)."""
        name, value = children
        return it.SymbolDefinition(symbol_name(name), _as_item(value), **position(name))

    def result_types_item(self, children):
        """``-> (T, ...)`` among the items (``shape.assuming %w -> (T) {...}``)."""
        return it.ResultTypesItem(it.Group("()", children[0] or ()))

    def pretty_attribute(self, children):
        return _as_item(children[0])

    def layout_sequence(self, children):
        """``[..] x [..]`` (dot_general) or ``[..]x[..]->[..]`` (convolution)."""
        first, word, second, third = children
        parts = [first, it.Word(str(word), **position(word)), second]
        if third is not None:
            parts += [it.Punct("->"), third]
        return it.Sequence(tuple(parts), line=first.line, column=first.column)

    def keyword_attributes(self, children):
        return it.Word("attributes"), children[0]

    def tail_typed_word(self, children):
        word, type_ = children
        return it.Word(str(word), **position(word)), it.TypeItem(type_)

    def tail_attr_dict(self, children):
        return attr_dict_item(children)

    def tail_attr(self, children):
        key, value = children
        return str(key), value, (key.line, key.column)

    def tail_args(self, children):
        return it.Group("()", children[0] or ())

    def sig_items(self, children):
        return _append(children)

    def pretty_signature(self, children):
        """The types after ``:`` (see ``assembly.items.Signature``)."""
        items, results = children
        if len(items) == 1 and results is None and type(items[0]) is _FnPair:
            inputs, outputs = items[0]  # a whole `(T, ...) -> R` token
            return it.Signature((inputs,), outputs)
        return it.Signature(tuple(items), results)

    def sig_function(self, children):
        fn = tp.simple_function_type(children[0])
        return _FnPair((fn.inputs, fn.results))

    def sig_group(self, children):
        return tuple(present(children))


    # ------------------------------------------------------------ token trees
    def tt_list(self, children):
        return tuple(children[0])

    def tt_seq(self, children):
        return _append(children)

    def tt_elem(self, children):
        if len(children) == 1:
            return (_as_item(children[0]),)
        return children[0] + (_as_item(children[1]),)

    def paren_group(self, children):
        return it.Group("()", children[0] or ())

    def bracket_group(self, children):
        return it.Group("[]", children[0] or ())

    def int_list_group(self, children):
        """An INT_LIST token ``[1, 0]`` as the Group the grammar's ``[...]`` would give."""
        tok = children[0]
        line, column = tok.line, tok.column
        elements = tuple((it.Literal(int(x), x.strip(), line=line, column=column),) for x in tok[1:-1].split(","))
        return it.Group("[]", elements, line=line, column=column)

    def angle_item(self, children):
        head, rest = children
        return it.Group("<>", (head,) + tuple(rest or ()), line=head[0].line, column=head[0].column)

    def angle_head(self, children):
        """The first entry of an ``angle_item``: a string, a symbol, or ``word<...>``."""
        if len(children) == 1:
            return (_as_item(children[0]),)
        word, inner = children
        return it.Word(str(word), **position(word)), it.Group("<>", inner or (), **position(word))

    def angle_head_word(self, children):
        """A bare word first in ``<...>``: ``fastmath<fast>``, ``overflow<nsw, nuw>`` (ArithBase.td)."""
        return (it.Word(str(children[0]), **position(children[0])),)

    def brace_group(self, children):
        return it.Group("{}", children[0] or ())

    def angle_group(self, children):
        return it.Group("<>", children[0] or ())

    def tt_dense_word(self, _):
        return it.Word("dense")

    def tt_array_word(self, _):
        return it.Word("array")

    def tt_attributes_word(self, _):
        return it.Word("attributes")

    def tt_token(self, children):
        """A STRING/INT/FLOAT/BOOL/SYMBOL_REF token of a pretty op as its item."""
        return _as_item(children[0])

    tt_string = tt_int = tt_float = tt_bool = tt_symbol = tt_token

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
        return it.LocItem(str(children[0]), **position(children[0]))

    def tt_type(self, children):
        return it.TypeItem(children[0])

    def unit(self, _):
        return at.UnitAttr()

    # ------------------------------------------------------------ regions
    def region(self, children) -> Region:
        return _make_region(children[0] or ())

    def region_body(self, children):
        """The ops of the implicit entry block, then the labeled blocks, in one list."""
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
        return Block(str(label), args, tuple(ops), **position(label))

    def block_arg(self, children) -> BlockArgument:
        name, type_, loc = children
        return BlockArgument(str(name), type_, location(loc), **position(name))


def _resource_blob(key: str, value: Token) -> bytes | memoryview:
    """The data of a dialect resource ``"0x<4-byte alignment><little-endian data>"``."""
    text = unquote(value) if value.type == "STRING" else ""
    if not text.startswith("0x"):
        raise located_error(f"resource '{key}' is not a hex blob", value)
    decoded = parse_state().hex_blobs.blob(value) if text.startswith("0x#") else None
    if decoded is not None:
        return memoryview(decoded)[4:]  # the 4 bytes of alignment dropped without copying the rest
    try:
        return bytes.fromhex(text[2:])[4:]
    except ValueError:
        raise located_error(f"resource '{key}' is not a hex blob", value) from None


def _append(children) -> list:
    """The callback of a left-recursive list rule ``items: item | items [sep] item`` (separators are dropped)."""
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


def _value_refs(token: Token) -> list[it.ValueRef]:
    """The values of a VALUE_LIST token (``%a, %b``), each with its own column."""
    refs, offset = [], 0
    for piece in token.split(","):
        start = offset + len(piece) - len(piece.lstrip())
        refs.append(it.ValueRef(piece.strip(), line=token.line, column=token.column + start))
        offset += len(piece) + 1
    return refs


def _comma_separated(refs: list[it.ValueRef]) -> list[it.Item]:
    """``[v0, Comma, v1, Comma, v2]``: how the items record an operand list."""
    items: list[it.Item] = [refs[0]]
    for ref in refs[1:]:
        items += [it.Comma(line=ref.line, column=ref.column), ref]
    return items


class _FnPair(tuple):
    """(inputs, results) of a one-token function type in a pretty signature."""


def _attr_list(attrs) -> tuple:
    """Per-argument attribute dicts (None where absent); () when no argument has one."""
    attrs = tuple(at.DictAttr(a.entries) if a is not None else None for a in attrs)
    return attrs if any(a is not None for a in attrs) else ()


def _as_item(value) -> it.Item:
    """A pretty item from what a rule left: a token, an attribute, a region or an item already."""
    if is_token(value) and value.type == "VALUE_ID":  # operands: by far the most common
        return it.ValueRef(str(value), line=value.line, column=value.column)
    if isinstance(value, it.Item):
        return value
    if isinstance(value, at.Attribute):
        return it.AttrItem(value)
    if isinstance(value, Region):
        return it.RegionItem(value)
    if is_token(value):
        if value.type == "STRING":
            return it.Literal(unquote(value), str(value), **position(value))
        if value.type == "INT":
            return it.Literal(parse_int(value), str(value), **position(value))
        if value.type == "FLOAT":
            return it.Literal(float(value), str(value), **position(value))
        if value.type == "BOOL":
            return it.Literal(value == "true", str(value), **position(value))
        if value.type == "SYMBOL_REF":
            return it.Symbol(symbol_name(value), **position(value))
    raise TypeError(f"unexpected item {value!r}")


def _name_single_results_alike(module: Module) -> None:
    """Uses ``%r#0`` of a one-value result group ``%r:1`` renamed ``%r``, the name the AST gives that value
    (``flatten_result_groups``): MLIR resolves both spellings to the group's one value."""
    groups = [group for op in module.walk() for group in op.result_groups]
    # a name defined elsewhere as a group of several values (sibling regions may reuse names) keeps its #0
    singles = {name for name, count in groups if count == 1} - {name for name, count in groups if count > 1}
    for op in module.walk():
        if any(operand.endswith("#0") for operand in op.operands):
            op.operands = tuple(operand[:-2] if operand.endswith("#0") and operand[:-2] in singles else operand
                                for operand in op.operands)


def _make_region(children) -> Region:
    """A region from its ops and blocks; ops before the first label form an unlabeled entry block."""
    ops = [c for c in children if isinstance(c, (Op, Func))]
    blocks = [c for c in children if isinstance(c, Block)]
    if ops:
        first = ops[0]
        blocks.insert(0, Block(None, (), tuple(ops), first.line, first.column))
    line, column = (blocks[0].line, blocks[0].column) if blocks else (0, 0)
    return Region(tuple(blocks), line, column)
