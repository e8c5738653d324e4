"""The public ``Module`` (``stablehlo_py.Module``) and the entry points that build it.

``stablehlo_py.load(...)`` returns a module with the pipeline's stages as
methods: ``verify()``, ``run(...)``, ``to_text()`` and ``str(module)``.

Why a class of its own: every stage imports the program tree (the parser
builds it, the verifier checks it, the printer prints it, the interpreter runs
it), so the tree in ``ir/`` cannot import the stages back without making ``ir``
depend on everything above it. The tree stays plain data
(``ir.nodes.Module``), and this module, which sits above every stage (see the
layers contract in ``pyproject.toml``), subclasses it with the methods. The
parser's entry points take the class to build (``module_type``); ``load``,
``load_all`` and ``parse_text`` here pass this one, while the stages and the
CLI keep to the plain tree and call each other directly.

The stages are imported on first use, so ``import stablehlo_py`` loads only the
parser.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from . import parser
from .ir import nodes


@dataclass(eq=True, slots=True)
class Module(nodes.Module):
    """A parsed program (the fields of ``ir.nodes.Module``) that verifies, runs and prints itself."""

    verified: bool = field(default=False, init=False, compare=False, repr=False)  # set by a clean verify()

    def __str__(self) -> str:
        return self.to_text()

    def to_text(self, generic: bool = False) -> str:
        """The program as MLIR text: the pretty form, or the generic form with ``generic=True``."""
        from .printer import print_module

        return print_module(self, generic=generic)

    def verify(self) -> None:
        """Check every op's constraints and the structure; raises ``VerificationError`` listing all errors."""
        from .verifier import verify

        self.verified = False
        verify(self)
        self.verified = True

    def run(self, *inputs: object, entry: str = "main", seed: int = 0) -> tuple:
        """Interpret function ``entry`` on ``inputs`` (NumPy arrays); its results as a tuple of arrays.

        The module is verified on its first run (``VerificationError`` for an invalid program);
        later runs reuse that outcome, so call ``verify()`` again after changing the AST.
        ``seed`` seeds ``stablehlo.rng``.
        """
        from .interpreter import run_function

        if not self.verified:
            self.verify()
        return run_function(self, inputs, entry, seed=seed)


def load(source: str | os.PathLike) -> Module:
    """Parse program text, or the file at a path, into a Module."""
    return parser.load(source, module_type=Module)


def load_all(source: str | os.PathLike) -> list[Module]:
    """Parse each ``// -----`` separated program of a text or file (MLIR's -split-input-file)."""
    return parser.load_all(source, module_type=Module)


def parse_text(text: str, source_name: str = "<string>", line_offset: int = 0) -> Module:
    """Parse one program that starts after ``line_offset`` lines of its file (``// -----`` chunks):
    positions count from the file's first line."""
    return parser.parse_text(text, source_name, line_offset, module_type=Module)
