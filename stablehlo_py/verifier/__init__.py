"""The verifier (``shlo verify``): each op's numbered constraints (spec C1, C2, ...) and program structure.

``verify_module(module)`` returns every Diagnostic; ``verify(module)`` raises
``VerificationError`` when there is any.
"""
from __future__ import annotations

from ..ir.nodes import Module
from . import ops  # noqa: F401  (registers the per-op checks)
from .diagnostics import Diagnostic, VerificationError
from .structure import verify_structure


def verify_module(module: Module, line_offset: int = 0) -> list[Diagnostic]:
    """All rules ``module`` breaks, in program order (empty when it is valid).

    The parser numbers the lines of a ``// -----`` chunk from the chunk's start;
    ``line_offset`` (the chunk's offset from ``split_chunks``) turns them into file lines.
    """
    return verify_structure(module, line_offset)


def verify(module: Module, source_lines: list[str] | None = None, line_offset: int = 0) -> None:
    """Raise ``VerificationError`` listing every broken rule of ``module``."""
    diagnostics = verify_module(module, line_offset)
    if diagnostics:
        raise VerificationError(diagnostics, source_lines)


__all__ = ["Diagnostic", "VerificationError", "verify", "verify_module"]
