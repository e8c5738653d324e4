"""Errors reported to users: each knows where in the source it happened."""
from __future__ import annotations

import os


def counted(n: int, noun: str) -> str:
    """``1 operand``, ``3 operands``: a count in a message."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class StableHLOError(Exception):
    """Base class of the errors this package reports for bad input."""

    def report(self) -> str:
        """The error as ``shlo`` prints it: ``error: <message>``; errors that know their place print it first
        (``file:line:col: error: ...``)."""
        return f"error: {self}"


class SourceError(StableHLOError):
    """An error at a place in a source: ``file:line:col: error: message`` (``line`` 0: no place known),
    with the source line and a caret when ``source_line`` is known."""

    def __init__(self, message: str, line: int = 0, column: int = 0, source_name: str = "<string>",
                 source_line: str | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source_name = source_name
        self.source_line = source_line

    def report(self) -> str:
        return str(self)

    def headline(self) -> str:
        """The text after ``error:``."""
        return self.message

    def __str__(self) -> str:
        return format_diagnostic(self.source_name, self.line, self.column, self.headline(), self.source_line)


class ParseError(SourceError):
    """A syntax error: ``file:line:col: error: message`` with the source line and a caret."""


def format_diagnostic(source_name: str, line: int, column: int, message: str,
                      source_line: str | None, severity: str = "error") -> str:
    """``file:line:col: error: message``, then the source line with a caret under the column."""
    head = f"{source_name}:{line}:{column}: {severity}: {message}" if line else f"{source_name}: {severity}: {message}"
    if source_line is None or not line:
        return head
    text = source_line.rstrip("\n").expandtabs(1)
    if len(text) > 200:  # long lines (hex blobs): show a window around the column
        start = max(0, column - 80)
        window = ("..." if start else "") + text[start:start + 160] + ("..." if start + 160 < len(text) else "")
        text, column = window, column - start + (3 if start else 0)
    return f"{head}\n{text}\n{' ' * max(column - 1, 0)}^"


DEBUG_VARIABLE = "STABLEHLO_PY_DEBUG"


def debug_enabled() -> bool:
    """Whether ``STABLEHLO_PY_DEBUG=1``: internal errors are re-raised with their traceback."""
    return os.environ.get(DEBUG_VARIABLE, "") not in ("", "0")


class InternalError(SourceError):
    """A bug of this package met while handling an op: one line naming the op and its place
    (``internal error in stablehlo.add (please report): TypeError: ...``)."""

    def __init__(self, op_name: str, cause: BaseException, line: int = 0, column: int = 0,
                 source_name: str = "<string>"):
        super().__init__(f"internal error in {op_name} (please report): {type(cause).__name__}: {cause}",
                         line, column, source_name)
        self.op_name = op_name

    def report(self) -> str:
        """One line, without the source line other located errors show: what a bug report quotes."""
        return format_diagnostic(self.source_name, self.line, self.column, self.headline(), None)


class InputError(StableHLOError):
    """What a call or a command was given is wrong, not the program: input values that do not match the
    function signature, files that cannot be read, places results cannot be written (``shlo`` exit code 2)."""


class ResourceError(SourceError):
    """A run stopped by a limit it was given, not by the program: the memory budget, the time limit
    (``shlo`` exit code 3). Located at the op that would have gone past it."""


class Interrupted(SourceError):
    """A run stopped by the user (Ctrl-C, SIGINT): where it was (``shlo`` exit code 130)."""
