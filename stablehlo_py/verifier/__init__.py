"""The verifier (``shlo verify``): each op's numbered constraints (spec C1, C2, ...) and program structure.

``verify_module(module)`` returns every Diagnostic; ``verify(module)`` raises
``VerificationError`` when there is any.
"""
from __future__ import annotations

from ..ir.nodes import Module
from .diagnostics import Diagnostic, VerificationError
from .driver import verify_program


def verify_module(module: Module) -> list[Diagnostic]:
    """All rules ``module`` breaks, in program order (empty when it is valid).

    Diagnostics carry the lines of the module's nodes, which the parser counts from the
    start of the file (also for a ``// -----`` chunk parsed with its ``line_offset``).
    """
    return verify_program(module)


def verify(module: Module, source_lines: list[str] | None = None) -> None:
    """Raise ``VerificationError`` listing every broken rule of ``module``."""
    diagnostics = verify_module(module)
    if diagnostics:
        raise VerificationError(diagnostics, source_lines)


__all__ = ["Diagnostic", "VerificationError", "verify", "verify_module"]
