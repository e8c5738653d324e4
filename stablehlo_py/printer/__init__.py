"""AST -> MLIR text."""
from __future__ import annotations

from ..ir.nodes import Module
from .printer import Printer


def print_module(module: Module, generic: bool = False) -> str:
    """The module as text: the pretty form, or the generic form with ``generic=True``."""
    return Printer(generic=generic).module(module)
