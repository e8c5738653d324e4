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
A line that names one value twice (``%3 = stablehlo.add %2, %2``) has a shape of its own: which of its
names are the same is part of the shape.

Once the parser is in a block's op list, ``take`` builds the ops of as many following lines as have a
template in one loop, so that a run of known lines costs no LALR step at all.
"""
from __future__ import annotations

import re
from operator import itemgetter
from typing import Callable

from ..ir.records import record
from ..ir.nodes import Location, Op

# Value names as the grammar's VALUE_ID spells them (``%0``, ``%arg3``, ``%0#1``); captured, so that
# ``split`` gives the text between them at even indices and the names at odd ones.
_NAMES = re.compile(r"(%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?)")
# The locations whose text is taken out of a line's shape: an alias, ``"file":line:col`` and unknown.
_LOCATION = re.compile(r'#[A-Za-z0-9_$.\-]+|"[^"\\\n]*"(?::[0-9]+){0,2}|unknown')
_STRINGS = re.compile(r'"[^"\n]*"')
_LONGEST_LINE = 600  # longer lines (constants with hex blobs) are one of a kind: not worth a template
_BLANKS = re.compile(r"\s*")


@record(slots=True)
class _Template:
    """What an op of one line shape is, with its names given by their index among the line's names."""

    op: Op
    operands: Callable[[list[str]], tuple[str, ...]]  # the operand names, picked from a line's names
    name_columns: tuple[int, ...]  # column of each name in the template's own line, from the line's start
    names: tuple[str, ...]


@record(slots=True)
class _Pending:
    """A line whose shape had no template yet: the LALR parser is reading it."""

    shape: tuple
    names: list[str]
    column: int
    stop: int  # where the line's text ends, trailing blanks left out: where its op's last token must end


class OpLines:
    """The templates of one parse (the shape of a line: its text between value names, without its location),
    and the line being learned."""

    __slots__ = ("templates", "pending", "locations")

    def __init__(self) -> None:
        self.templates: dict[tuple, _Template | None] = {}
        # Lines being learned, by (line, column): the next line is looked up (as the lookahead token) before
        # the parser reduces the op of the line before it.
        self.pending: dict[tuple[int, int], _Pending] = {}
        self.locations: dict[str, Location] = {}  # one Location per text (they are immutable)

    def take(self, text: str, pos: int, line: int, line_start: int, ops: list) -> tuple[int, int, int]:
        """Append to ``ops`` the Op of each line from ``pos`` on that has a template, up to the first line that
        has none (or is no op); (position, line, line start) after the last line taken."""
        lookup, blanks = self.lookup, _BLANKS.match
        while True:
            start = blanks(text, pos).end()
            if not text.startswith("%", start):
                return pos, line, line_start
            newline = text.rfind("\n", pos, start)
            if newline < 0:  # not at the start of a line
                return pos, line, line_start
            found = lookup(text, start, line + text.count("\n", pos, start), start - newline)
            if found is None:
                return pos, line, line_start
            op, pos = found
            ops.append(op)
            line, line_start = op.line, newline + 1

    def lookup(self, text: str, start: int, line: int, column: int) -> tuple[Op, int] | None:
        """The Op of the line that starts at ``start`` (a ``%name =`` token) and where its text ends, when a
        template of its shape is known; otherwise None (and the line is noted, to be learned)."""
        stop = text.find("\n", start)
        if stop < 0:
            stop = len(text)
        if stop - start > _LONGEST_LINE + 80:  # not worth a template (a line of weights): not sliced either
            return None
        body = text[start:stop].rstrip()
        stop = start + len(body)
        if len(body) > _LONGEST_LINE or "\\" in body or "//" in body:
            return None
        location = None
        if body[-1] == ")":
            at = body.rfind(" loc(")
            if at >= 0 and _LOCATION.fullmatch(body, at + 5, len(body) - 1):
                spelled = body[at + 5:-1]
                location = self.locations.get(spelled) or self.locations.setdefault(spelled, Location(spelled))
                body = body[:at].rstrip()
        if '"' in body and any("%" in s for s in _STRINGS.findall(body)):
            return None
        parts = _NAMES.split(body)
        names = parts[1::2]
        shape = tuple(parts[0::2])
        if len(set(names)) != len(names):  # which names are the same is part of the shape
            shape = (shape, tuple(map(names.index, names)))
        template = self.templates.get(shape, False)
        if template is False:
            self.pending[line, column] = _Pending(shape, names, column, stop)
            return None
        if template is None:  # this shape is known not to fit (regions, several ops)
            return None
        return _instantiate(template, names, location, line, column), stop

    def learn(self, op: object, last_token_end: int) -> None:
        """Make the op just built from the pending line the template of its shape, when it fits one."""
        pending = self.pending.pop((op.line, op.column), None) if isinstance(op, Op) else None
        if pending is None:
            return  # not the op of a pending line (an op nested in one's regions, a Func, ...)
        names = pending.names
        fits = (not op.regions and not op.successors and last_token_end == pending.stop
                and len(op.result_groups) == 1 and names and op.result_groups[0][0] == names[0]
                and all(n in names for n in op.operands))
        if not fits:
            self.templates[pending.shape] = None
            return
        columns, column = [], pending.column
        for piece, name in zip(pending.shape, names):
            column += len(piece)
            columns.append(column)
            column += len(name)
        self.templates[pending.shape] = _Template(op, _picker(tuple(map(names.index, op.operands))),
                                                  tuple(columns), tuple(names))


def _picker(indices: tuple[int, ...]) -> Callable[[list[str]], tuple[str, ...]]:
    """A function giving the names at ``indices`` of a list, as a tuple."""
    if len(indices) > 1:
        return itemgetter(*indices)
    if indices:
        (index,) = indices
        return lambda names: (names[index],)
    return lambda names: ()


def _instantiate(template: _Template, names: list[str], location: Location | None, line: int, column: int) -> Op:
    """The template's op with the names of a line of its shape, at ``line``."""
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
    return Op(proto.name, template.operands(names), proto.operand_types, proto.result_types,
              dict(attributes) if attributes else {}, (), ((names[0], proto.result_groups[0][1]),),
              (), location, line, column, positions)
