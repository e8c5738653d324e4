"""Reading tokens: string escapes, integer literals, symbols, locations, positions."""
from __future__ import annotations

from lark import Token

from ..errors import ParseError
from ..ir.nodes import Location
from .dense import HexInt


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


def position(tok) -> dict:
    return {"line": getattr(tok, "line", 0) or 0, "column": getattr(tok, "column", 0) or 0}


def located_error(message: str, tok) -> ParseError:
    return ParseError(message, **position(tok))


def present(children) -> list:
    return [c for c in children if c is not None]



def location(tok) -> Location | None:
    if tok is None:
        return None
    return Location(str(tok)[4:-1])


def symbol_name(tok) -> str:
    body = str(tok)[1:]
    return unquote(body) if body.startswith('"') else body


def resource_key(token: Token) -> str:
    return unquote(token) if token.type == "STRING" else str(token)
