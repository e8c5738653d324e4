"""Text -> AST: the Lark LALR parser over grammar/stablehlo.lark, with the builder inline.

``parse_text`` parses one program (``split_chunks`` cuts a file at its ``// -----`` lines);
syntax errors become ``ParseError`` with file:line:col and the source line.
Each builds a plain ``ir.nodes.Module`` unless given a subclass as
``module_type``: ``stablehlo_py.module`` passes the public ``Module``.
The parser is built once per process and shared; each parse keeps what it
learns in its own ``ParseState`` (state.py), so threads may parse at once.
"""
from __future__ import annotations

import dataclasses
import re

from ..errors import ParseError
from ..ir.nodes import Module
from .builder import Builder
from .grammars import driver_once, grammar_file
from .hex_blobs import HexBlobs, take_hex_blobs  # noqa: F401 - the readers of files take blobs before parsing (module.py)
from .state import new_parse_state

_SPLIT_RE = re.compile(r"^// -----.*$", re.MULTILINE)


def grammar_text() -> str:
    """grammar/stablehlo.lark, shipped in the package as ``stablehlo_py.grammar``."""
    return grammar_file("stablehlo.lark")


# The parser, built once per process (by the first thread that needs it): Lark LALR over the grammar, with the
# (stateless) builder's callbacks inline.
_get_parser = driver_once(grammar_text, Builder, "program")


def parse_text(text: str, source_name: str = "<string>", line_offset: int = 0,
               module_type: type[Module] = Module, fast_lines: bool = True,
               hex_blobs: HexBlobs | None = None) -> Module:
    """Parse one program that starts after ``line_offset`` lines of its file into a ``module_type``:
    node positions and ParseError lines/columns are 1-based and count from the file's first line.
    ``fast_lines=False`` parses every op with the LALR parser (the fast path, op_lines.py, gives the
    same module; tests compare the two). ``hex_blobs``: the blobs ``take_hex_blobs`` took out of the
    text, which its ``"0x#N"`` placeholders stand for."""
    parser = _get_parser()
    try:
        with new_parse_state(hex_blobs):
            module = parser.parse(text, first_line=1 + line_offset, fast_lines=fast_lines)
    except ParseError as exc:
        raise _in_file(locate_in_text(exc, text, source_name, line_offset), hex_blobs) from None
    except Exception as exc:  # a syntax error is one of Lark's UnexpectedInput (imported only then)
        from lark.exceptions import UnexpectedInput

        if isinstance(exc, UnexpectedInput):
            raise _in_file(_syntax_error(exc, text, source_name, line_offset), hex_blobs) from None
        raise
    if module_type is not Module:
        module = module_type(**{f.name: getattr(module, f.name) for f in dataclasses.fields(Module)})
    module.source_name = source_name
    return module


def _in_file(exc: ParseError, hex_blobs: HexBlobs | None) -> ParseError:
    """The error with its column where it is in the file, when blobs were taken out before it on its line
    (the source line shown is then left out: the file's holds the blob)."""
    if hex_blobs is not None and exc.line in hex_blobs.shifts and exc.column:
        exc.column = hex_blobs.column_in_file(exc.line, exc.column)
        exc.source_line = None
    return exc


def locate_in_text(exc: ParseError, text: str, source_name: str, line_offset: int = 0) -> ParseError:
    """``exc`` with the file's name, and its source line where it has none yet (``exc.line`` counts from the
    file's start; ``text`` starts after ``line_offset`` lines of the file). Shared with the HLO reader."""
    exc.source_name = source_name
    index = exc.line - line_offset - 1
    if exc.source_line is None and exc.line and index >= 0:
        lines = text.splitlines()
        if index < len(lines):
            exc.source_line = lines[index]
    return exc


# How expected tokens are named in messages; literal terminals show their own text.
_TERMINAL_NAMES = {
    "VALUE_ID": "a value (%name)", "RESULT_DEF": "a result (%name =)", "SYMBOL_REF": "a symbol (@name)",
    "CARET_ID": "a block label (^bb0)", "HASH_ID": "an attribute (#...)", "BANG_ID": "a type (!...)",
    "BARE_ID": "an identifier", "DOTTED_ID": "an operation name", "FUNC_SHORTHAND": "'return' or 'call'",
    "TAIL_KEYWORD": "'cond', 'do', 'reducer' or 'to'", "INT": "an integer", "INT_LIST": "a list of integers",
    "FLOAT": "a float", "STRING": "a string", "BOOL": "true or false", "ELEMENT_TYPE_NAME": "an element type",
    "SIMPLE_TENSOR_TYPE": "a tensor type", "SIMPLE_FUNCTION_TYPE": "a function type", "DIMS": "a shape (2x3x...)",
    "LOC": "a location loc(...)", "OPAQUE_ATTR": "a dialect attribute", "OPAQUE_TYPE": "a dialect type",
    "VISIBILITY": "public or private", "$END": "the end of the input",
}


def _describe_expected(names) -> str:
    """The expected terminals in words, sorted, at most eight."""
    literals = _get_parser().literal_terminals
    readable = sorted({_TERMINAL_NAMES.get(n) or literals.get(n) or n.lower() for n in names})
    if len(readable) > 8:
        readable = readable[:8] + ["..."]
    return ", ".join(readable)


def _syntax_error(exc, text: str, source_name: str, line_offset: int) -> ParseError:
    """Lark's error (an UnexpectedInput) as a ParseError: what was found, what was expected, where (end of
    input: after the last line)."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    line, column = getattr(exc, "line", 0) or 0, getattr(exc, "column", 0) or 0
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        found = "end of input" if tok.type == "$END" else f"'{_short(str(tok))}'"
        message = f"unexpected {found}; expected {_describe_expected(exc.expected)}"
        if tok.type == "$END":
            line, column = _end_position(text, line_offset)
    elif isinstance(exc, UnexpectedCharacters):
        message = f"unexpected character '{text[exc.pos_in_stream]}'"
        allowed = getattr(exc, "allowed", None)
        if allowed:
            message += f"; expected {_describe_expected(allowed)}"
    elif isinstance(exc, UnexpectedEOF):
        line, column = _end_position(text, line_offset)
        message = f"unexpected end of input; expected {_describe_expected(exc.expected)}"
    else:
        message = str(exc)
    err = ParseError(message, line, column, source_name)
    return locate_in_text(err, text, source_name, line_offset)


def _end_position(text: str, line_offset: int) -> tuple[int, int]:
    """Line and column just after the last character of ``text`` (where "end of input" is reported)."""
    lines = text.splitlines() or [""]
    return line_offset + len(lines), len(lines[-1]) + 1


def _short(text: str) -> str:
    """A token cut to 40 characters for messages (hex blobs are long)."""
    return text if len(text) <= 40 else text[:37] + "..."


def split_chunks(text: str) -> list[tuple[str, int]]:
    """``// -----`` separated programs, each with the line offset where it starts."""
    chunks, offset, start = [], 0, 0
    for m in _SPLIT_RE.finditer(text):
        chunks.append((text[start:m.start()], offset))
        offset += text.count("\n", start, m.end())
        start = m.end()
    chunks.append((text[start:], offset))
    return chunks
