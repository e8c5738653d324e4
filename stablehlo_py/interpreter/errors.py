"""Errors raised while interpreting a program: each names the op and where it is."""
from __future__ import annotations

from ..errors import SourceError, StableHLOError


class InterpreterError(SourceError):
    """A runtime error: ``file:line:col: error: <op name>: message``."""

    def __init__(self, message: str, op_name: str | None = None, source_name: str = "<string>",
                 line: int = 0, column: int = 0):
        super().__init__(message, line, column, source_name)
        self.op_name = op_name

    def headline(self) -> str:
        return f"{self.op_name}: {self.message}" if self.op_name else self.message


class NotImplementedOpError(InterpreterError):
    """The program uses an op this interpreter does not evaluate (yet)."""


class CheckFailure(InterpreterError):
    """A ``check.*`` op (or ``custom_call @check.*``) found a difference."""


class InputError(StableHLOError):
    """Inputs given to ``Module.run``/``shlo run`` do not match the function signature."""
