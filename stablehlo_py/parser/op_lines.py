"""The parser's fast path for the lines that make up most of an export: one op with one result group on
a line of its own (``%5 = stablehlo.add %3, %4 : tensor<4xf32> loc(#loc7)``).

Such lines repeat with other value names: an export holds thousands of ``add``s of one type. The first
line of each shape (its text with the value names and the location taken out) is parsed by the LALR
parser as any other; the Op it gives becomes that shape's template. Each later line of the same shape
becomes an Op made from the template with its own names, location and position, without lexing or
binding its items (parser/driver.py hands the Op to the grammar as one FAST_OP token). The module is
the same either way: ``parse_text(..., fast_lines=False)`` skips this path, and a test compares the two
on every program of the conformance suites.

A line takes this path only when nothing else in it can differ between two lines of one shape:
no value name inside a string, no escapes, no comment, one op that ends on the line, and no regions.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..ir.nodes import Location, Op

# Value names as the grammar's VALUE_ID spells them (``%0``, ``%arg3``, ``%0#1``); captured, so that
# ``split`` gives the text between them at even indices and the names at odd ones.
_NAMES = re.compile(r"(%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?)")
# The locations whose text is taken out of a line's shape: an alias, ``"file":line:col`` and unknown.
_LOCATION = re.compile(r'#[A-Za-z0-9_$.\-]+|"[^"\\\n]*"(?::[0-9]+){0,2}|unknown')
_STRINGS = re.compile(r'"[^"\n]*"')
_LONGEST_LINE = 600  # longer lines (constants with hex blobs) are one of a kind: not worth a template


@dataclass(slots=True)
class _Template:
    """What an op of one line shape is, with its names given by their index among the line's names."""

    op: Op
    operand_names: tuple[int, ...]
    name_columns: tuple[int, ...]  # column of each name in the template's own line, from the line's start
    names: tuple[str, ...]


@dataclass(slots=True)
class _Pending:
    """A line whose shape had no template yet: the LALR parser is reading it."""

    shape: tuple
    names: list[str]
    column: int
    stop: int  # where the line's text ends, trailing blanks left out: where its op's last token must end


class OpLines:
    """The templates of one parse (the shape of a line: its text between value names, without its location),
    and the line being learned."""

    __slots__ = ("templates", "pending")

    def __init__(self) -> None:
        self.templates: dict[tuple, _Template | None] = {}
        # Lines being learned, by (line, column): the next line is looked up (as the lookahead token) before
        # the parser reduces the op of the line before it.
        self.pending: dict[tuple[int, int], _Pending] = {}

    def lookup(self, text: str, start: int, line: int, column: int) -> tuple[Op, int] | None:
        """The Op of the line that starts at ``start`` (a ``%name =`` token) and where its text ends, when a
        template of its shape is known; otherwise None (and the line is noted, to be learned)."""
        stop = text.find("\n", start)
        if stop < 0:
            stop = len(text)
        body = text[start:stop].rstrip()
        stop = start + len(body)
        if len(body) > _LONGEST_LINE or "\\" in body or "//" in body:
            return None
        location = None
        if body.endswith(")"):
            at = body.rfind(" loc(")
            if at >= 0 and _LOCATION.fullmatch(body, at + 5, len(body) - 1):
                location = body[at + 5:-1]
                body = body[:at].rstrip()
        if '"' in body and any("%" in s for s in _STRINGS.findall(body)):
            return None
        parts = _NAMES.split(body)
        shape = tuple(parts[0::2])
        template = self.templates.get(shape, False)
        if template is False:
            self.pending[line, column] = _Pending(shape, parts[1::2], column, stop)
            return None
        if template is None:  # this shape is known not to fit (regions, several ops, repeated names)
            return None
        return _instantiate(template, parts, location, line, column), stop

    def learn(self, op: object, last_token_end: int) -> None:
        """Make the op just built from the pending line the template of its shape, when it fits one."""
        pending = self.pending.pop((op.line, op.column), None) if isinstance(op, Op) else None
        if pending is None:
            return  # not the op of a pending line (an op nested in one's regions, a Func, ...)
        names = pending.names
        fits = (not op.regions and not op.successors and last_token_end == pending.stop
                and len(set(names)) == len(names) and len(op.result_groups) == 1
                and names and op.result_groups[0][0] == names[0] and all(n in names for n in op.operands))
        if not fits:
            self.templates[pending.shape] = None
            return
        columns, column = [], pending.column
        for piece, name in zip(pending.shape, names):
            column += len(piece)
            columns.append(column)
            column += len(name)
        index = {name: k for k, name in enumerate(names)}
        self.templates[pending.shape] = _Template(op, tuple(index[n] for n in op.operands), tuple(columns),
                                                  tuple(names))


def _instantiate(template: _Template, parts: list[str], location: str | None, line: int, column: int) -> Op:
    """The template's op with the names of ``parts`` (a line's text split by ``_NAMES``), at ``line``."""
    names = parts[1::2]
    proto = template.op
    positions = proto.attribute_positions
    if positions:  # attribute columns move with the lengths of the names before them
        shift = column - proto.column
        moved = {}
        for key, (_, col) in positions.items():
            delta = shift
            for k, name_col in enumerate(template.name_columns):
                if name_col < col:
                    delta += len(names[k]) - len(template.names[k])
            moved[key] = (line, col + delta)
        positions = moved
    else:
        positions = {}
    attributes = proto.attributes
    return Op(proto.name, tuple([names[k] for k in template.operand_names]), proto.operand_types,
              proto.result_types, dict(attributes) if attributes else {}, (), ((names[0], proto.result_groups[0][1]),),
              (), Location(location) if location is not None else None, line, column, positions)
