"""Reading tokens: string escapes, integer literals, symbols, locations, positions."""
from __future__ import annotations

from ..errors import ParseError
from ..ir.attributes import unquote
from ..ir.literals import HexInt
from ..ir.nodes import Location


class Token(str):
    """A token: its text, with the name of its terminal and where it starts (the fields of Lark's ``Token``
    that the builder reads; the driver makes tokens without importing Lark)."""

    __slots__ = ("type", "value", "start_pos", "line", "column")

    def __new__(cls, type_: str, value: str, start_pos: int = 0, line: int = 0, column: int = 0) -> "Token":
        token = str.__new__(cls, value)
        token.type, token.value, token.start_pos, token.line, token.column = type_, value, start_pos, line, column
        return token

    def __reduce__(self):  # str's own would lose the fields
        return Token, (self.type, self.value, self.start_pos, self.line, self.column)


def is_token(value: object) -> bool:
    """Whether ``value`` is a token: ours, or Lark's when Lark's own parser runs the builder (as a test does)."""
    return isinstance(value, str) and hasattr(value, "type")


def parse_int(text: str) -> int:
    """An integer literal's value; a hexadecimal one comes back as a HexInt (a bit pattern)."""
    if text.lstrip("+-").startswith("0x"):
        return HexInt(int(text, 16))  # int() reads the sign too
    return int(text)


def position(tok) -> dict[str, int]:
    """``line=`` and ``column=`` keyword arguments for a node built from ``tok`` (0 when unknown)."""
    return {"line": getattr(tok, "line", 0) or 0, "column": getattr(tok, "column", 0) or 0}


def located_error(message: str, tok) -> ParseError:
    """A ParseError at ``tok``'s position."""
    return ParseError(message, **position(tok))


def present(children) -> list:
    """The children that are there (absent optional ones are None)."""
    return [c for c in children if c is not None]


def location(tok) -> Location | None:
    """The Location of a LOC token ``loc(...)``, or None."""
    if tok is None:
        return None
    return Location(str(tok)[4:-1])


def symbol_name(tok) -> str:
    """The name of ``@name`` or ``@"quoted name"``."""
    body = str(tok)[1:]
    return unquote(body) if body.startswith('"') else body


def resource_key(token: Token) -> str:
    """A resource key: a bare identifier or a string."""
    return unquote(token) if token.type == "STRING" else str(token)
