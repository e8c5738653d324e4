"""HLO text -> a tree of computations and instructions, by the Lark LALR parser over grammar/hlo.lark.

The parse loop and its on-disk table cache are the StableHLO parser's (parser/driver.py, parser/cache.py);
the callbacks here build plain records. Attribute values and operand lists stay as written (``Group``s of
``Token``s), read by values.py for what each attribute means. XLA's own reader is hlo_parser.cc; its
comments (``/*index=5*/`` inside tuple shapes, ``//`` to the end of a line) are blanked out first with
spaces, so that every line and column stays where it is in the file.
"""
from __future__ import annotations

import re
from dataclasses import field

from ..errors import ParseError
from ..ir.records import record
from ..parser.grammars import driver_once, grammar_file
from ..parser.tokens import Token

_COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"', re.DOTALL)


@record
class Group:
    """``{...}``, ``[...]`` or ``(...)`` as written: ``kind`` is the opening bracket, ``items`` the
    comma-separated sequences, each a list of parts (``Token``s and ``Group``s)."""

    kind: str
    items: list[list]
    line: int
    column: int
    start: int  # the opening bracket's offset in the text


@record
class IotaList:
    """``[2,2]<=[4]`` (optionally ``T(1,0)``): a list given as an iota reshaped and transposed."""

    shape: Group
    dims: Group
    permutation: Group | None
    line: int
    column: int


@record
class MeshList:
    """``mesh['x'=2,'y'=2] {'x'}``: the groups of devices of a mesh that vary along the axes named."""

    word: Token
    axes: Group
    over: Group
    line: int
    column: int


@record
class Instruction:
    """``[ROOT] name = shape opcode(operands), attribute=value, ...``."""

    name: str
    shape: object  # a Group (tuple shape) or (element type Token, dims Group, layout Group | None)
    opcode: Token
    operands: Group
    attributes: dict[str, object]
    attribute_tokens: dict[str, Token]
    root: bool
    line: int
    column: int


@record
class Computation:
    """A computation: its instructions, whether it is the ENTRY, and its signature when written."""

    name: str
    entry: bool
    instructions: list[Instruction]
    parameters: list[tuple[Token, object]] | None
    line: int
    column: int


@record
class HloModuleText:
    """``HloModule name, attributes...`` and its computations, in the order written."""

    name: str
    attributes: dict[str, object]
    computations: list[Computation]
    attribute_tokens: dict[str, Token] = field(default_factory=dict)
    tables: dict[str, dict[int, object]] = field(default_factory=dict)  # FileNames, ..., StackFrames


def _group(opening: Token, items: list) -> Group:
    return Group(str(opening), items, opening.line, opening.column, opening.start_pos)


class _Builder:
    """One method per rule of grammar/hlo.lark (the driver calls each with the rule's kept children)."""

    def hlo_module(self, c):
        attributes, tokens = c[1]
        return HloModuleText(_name(c[0]), attributes, c[3], tokens, c[2] or {})

    def tables(self, c):
        tables = c[0] if len(c) == 2 else {}
        name, rows = c[-1]
        tables[str(name)] = rows
        return tables

    def table(self, c):
        return (c[0], c[1])

    def table_rows(self, c):
        return {int(row_id): value for row_id, value in c}

    def table_row(self, c):
        return (c[0], c[1])

    def module_attributes(self, c):
        return self.attributes(c)

    def attributes(self, c):
        values, tokens = {}, {}
        for name, value in c:
            key = _name(name)
            if key in values:
                raise ParseError(f"attribute '{key}' is given twice", name.line, name.column)
            values[key], tokens[key] = value, name
        return values, tokens

    def computations(self, c):
        return c[0] + [c[1]] if len(c) == 2 else [c[0]]

    def instructions(self, c):
        return self.computations(c)

    def computation(self, c):
        entry, name, signature, _attributes, instructions = c
        return Computation(_name(name), entry is not None, instructions, signature, name.line, name.column)

    def signature(self, c):
        return [p for p in c[:-1] if p is not None]

    def parameter(self, c):
        return (c[0], c[1])

    def instruction(self, c):
        root, name, shape, opcode, operands, (attributes, tokens) = c
        return Instruction(_name(name), shape, opcode, operands, attributes, tokens, root is not None,
                           (root or name).line, (root or name).column)

    def attribute(self, c):
        return (c[0], c[1])

    def iota_list(self, c):
        if c[1] != "<=":
            raise ParseError(f"expected '<=' between the shape and the dimensions of an iota list, found '{c[1]}'",
                             c[1].line, c[1].column)
        return IotaList(c[0], c[2], c[4], c[0].line, c[0].column)

    def mesh_list(self, c):
        if c[0] != "mesh":  # a shape written as an attribute's value: f32[2]{0}
            return Group("(", [[c[0], c[1]] + ([c[2]] if c[2] is not None else [])], c[0].line, c[0].column,
                         c[0].start_pos)
        if c[2] is None:
            raise ParseError("expected the mesh axes the groups are over: mesh[...] {...}", c[1].line, c[1].column)
        return MeshList(c[0], c[1], c[2], c[0].line, c[0].column)

    def result_shape(self, c):
        return self.shape(c + [None] if len(c) == 2 else c)

    def shape(self, c):
        return c[0] if len(c) == 1 else (c[0], c[1], c[2])

    def brace(self, c):
        return _group(c[0], [s for s in c[1:] if s is not None])

    bracket = paren = dims = layout = tuple_shape = operands = brace
    attribute_brace = attribute_bracket = attribute_paren = table_brace = brace

    def sequence(self, c):
        if len(c) == 2:
            c[0].append(c[1])
            return c[0]
        return [c[0]]


def _name(token: Token) -> str:
    """A name as written, without the ``%`` that XLA's dumps put before names."""
    text = str(token)
    return text[1:] if text.startswith("%") else text


def grammar_text() -> str:
    """grammar/hlo.lark, shipped beside grammar/stablehlo.lark as package data."""
    return grammar_file("hlo.lark")


_get_parser = driver_once(grammar_text, _Builder, "hlo_module")


def blank_comments(text: str) -> str:
    """``text`` with its ``/* ... */`` and ``//`` comments replaced by spaces (newlines kept), strings untouched."""
    def blank(m: re.Match) -> str:
        s = m.group(0)
        return s if s.startswith('"') else re.sub(r"[^\n]", " ", s)
    return _COMMENT.sub(blank, text)


def parse_hlo_syntax(text: str, source_name: str = "<string>") -> HloModuleText:
    """The module written in ``text``; a ``ParseError`` at file:line:col for text that is not HLO."""
    from ..parser import _syntax_error  # Lark's errors as the StableHLO parser words them

    blanked = blank_comments(text)
    try:
        return _get_parser().parse(blanked, fast_lines=False)
    except ParseError as exc:
        exc.source_name = source_name
        lines = text.splitlines()
        if 0 < exc.line <= len(lines):
            exc.source_line = lines[exc.line - 1]
        raise
    except Exception as exc:
        from lark.exceptions import UnexpectedInput

        if isinstance(exc, UnexpectedInput):
            error = _syntax_error(exc, blanked, source_name, 0)
            lines = text.splitlines()
            if 0 < error.line <= len(lines):
                error.source_line = lines[error.line - 1]
            raise error from None
        raise
