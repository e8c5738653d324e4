"""Errors raised while interpreting a program: each names the op and where it is."""
from __future__ import annotations

from ..errors import InputError, ResourceError, SourceError

__all__ = ["InterpreterError", "NotImplementedOpError", "CheckFailure", "InputError", "CallDepthError"]


class InterpreterError(SourceError):
    """A runtime error: ``file:line:col: error: <op name>: message``, or, when the op breaks a spec
    constraint only known at run time, ``<op name> (C5): message`` as the verifier prints its labels
    (``constraint`` holds the label; the message does not spell it)."""

    def __init__(self, message: str, op_name: str | None = None, source_name: str = "<string>",
                 line: int = 0, column: int = 0, constraint: str | None = None):
        super().__init__(message, line, column, source_name)
        self.op_name = op_name
        self.constraint = constraint

    def headline(self) -> str:
        label = f"({self.constraint})" if self.constraint else ""
        where = " ".join(part for part in (self.op_name, label) if part)
        return f"{where}: {self.message}" if where else self.message


class NotImplementedOpError(InterpreterError):
    """The program uses an op this interpreter does not evaluate (yet)."""


class CheckFailure(InterpreterError):
    """A ``check.*`` op (or ``custom_call @check.*``) found a difference."""


class CallDepthError(InterpreterError, ResourceError):
    """``func.call``s nested deeper than the interpreter's stack allows (a function calling itself without
    end): a limit of the interpreter, so a resource error (``shlo`` exit code 3)."""
