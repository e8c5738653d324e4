"""Helpers shared by the parser/printer tests (tests/test_parser_*.py)."""
from __future__ import annotations

from pathlib import Path

from stablehlo_py import Module, Op, load

SYNTAX = Path(__file__).resolve().parents[1] / "testdata" / "syntax"


def assert_fixpoint(module: Module) -> Module:
    """The printer's contract: both printed forms parse back to ``module`` and print identically."""
    pretty = str(module)
    reparsed = load(pretty)
    assert reparsed == module, f"the pretty form parses to a different AST:\n{pretty}"
    assert str(reparsed) == pretty
    generic = module.to_text(generic=True)
    from_generic = load(generic)
    assert from_generic == module, f"the generic form parses to a different AST:\n{generic}"
    assert from_generic.to_text(generic=True) == generic
    assert str(from_generic) == pretty
    return module


def parse(text_or_path: str | Path) -> Module:
    """``load`` plus the printer fixpoint checks."""
    return assert_fixpoint(load(text_or_path))


def parse_op(text: str) -> Op:
    """The single top-level op of ``text`` (after the fixpoint checks)."""
    module = parse(text)
    assert len(module.body) == 1 and isinstance(module.body[0], Op), module.body
    return module.body[0]


def syntax_file(name: str) -> Path:
    """A program of testdata/syntax/."""
    return SYNTAX / name
