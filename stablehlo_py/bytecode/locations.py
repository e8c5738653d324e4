"""Location text (what ``loc(...)`` holds) back to the structure bytecode stores.

The reader prints locations as MLIR does (builtin_codec.py); the writer parses that text again into
nested tuples: ``("file", name, line, col)``, ``("range", name, start_line, start_col, end_line,
end_col)``, ``("name", name, child)``, ``("callsite", callee, caller)``, ``("fused", parts)`` and
``("unknown",)``. Text this grammar does not cover (fused locations with metadata, say) is written as
an unknown location rather than guessed at.
"""
from __future__ import annotations

import re

from ..ir.attributes import unquote

UNKNOWN = ("unknown",)
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_POSITION = re.compile(r":(\d+):(\d+)(?: to (?:(\d+))?:(\d+))?")


def parse_location(text: str) -> tuple:
    """The structure of ``text``; ``UNKNOWN`` for what it cannot read."""
    try:
        node, end = _location(text, 0)
    except (ValueError, IndexError):
        return UNKNOWN
    return node if end == len(text) else UNKNOWN


def _location(text: str, pos: int) -> tuple[tuple, int]:
    if text.startswith("unknown", pos):
        return UNKNOWN, pos + 7
    if text.startswith("callsite(", pos):
        callee, pos = _location(text, pos + 9)
        if not text.startswith(" at ", pos):
            raise ValueError
        caller, pos = _location(text, pos + 4)
        if text[pos] != ")":
            raise ValueError
        return ("callsite", callee, caller), pos + 1
    if text.startswith("fused[", pos):
        parts = []
        pos += 6
        while True:
            part, pos = _location(text, pos)
            parts.append(part)
            if text[pos] == "]":
                return ("fused", tuple(parts)), pos + 1
            if not text.startswith(", ", pos):
                raise ValueError
            pos += 2
    match = _STRING.match(text, pos)
    if not match:
        raise ValueError
    name = unquote(match.group(0))
    pos = match.end()
    position = _POSITION.match(text, pos)
    if position:
        line, col, end_line, end_col = position.groups()
        if end_col is None:
            return ("file", name, int(line), int(col)), position.end()
        return ("range", name, int(line), int(col), int(end_line or line), int(end_col)), position.end()
    if pos < len(text) and text[pos] == "(":
        child, pos = _location(text, pos + 1)
        if text[pos] != ")":
            raise ValueError
        return ("name", name, child), pos + 1
    return ("name", name, UNKNOWN), pos
