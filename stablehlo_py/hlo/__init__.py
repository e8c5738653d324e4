"""XLA's HLO text (what ``--xla_dump_to``, ``jax.jit(f).lower(x).as_text(dialect="hlo")`` and TensorFlow's
``experimental_get_compiler_ir(...)(stage="hlo")`` write) read into the project's StableHLO AST.

``looks_like_hlo`` tells HLO text by its first word (``HloModule``); ``parse_hlo`` parses it (syntax.py,
grammar/hlo.lark), converts it (convert.py, with the opcode table of opcodes.py) into StableHLO text read by
the project's parser, and gives every op the line and column of the HLO instruction it comes from.
"""
from __future__ import annotations

import re

from ..errors import ParseError
from ..ir.nodes import Module

_HLO_START = re.compile(r"\A(?:\s|//[^\n]*\n|/\*.*?\*/)*HloModule\b", re.DOTALL)


def looks_like_hlo(text: str) -> bool:
    """Whether ``text`` is HLO text: its first word, after blanks and comments, is ``HloModule``."""
    return _HLO_START.match(text[:4096]) is not None


def to_stablehlo_text(text: str, source_name: str = "<string>") -> tuple[str, list]:
    """The StableHLO text an HLO module becomes, and for each of its lines the (line, column) of the HLO."""
    from ..parser import locate_in_text
    from .convert import ModuleConverter
    from .syntax import parse_hlo_syntax

    try:
        hlo = parse_hlo_syntax(text, source_name)
        return ModuleConverter(hlo, text, source_name).convert()
    except ParseError as exc:
        raise locate_in_text(exc, text, source_name) from None
    except RecursionError:
        raise ParseError("computations nest too deeply", 0, 0, source_name) from None


def parse_hlo(text: str, source_name: str = "<string>", module_type: type[Module] = Module) -> Module:
    """The StableHLO module an HLO module becomes; ``ParseError`` at file:line:col for malformed HLO and
    for instructions with no StableHLO meaning."""
    from ..parser import locate_in_text, parse_text

    stablehlo, origins = to_stablehlo_text(text, source_name)
    try:
        module = parse_text(stablehlo, source_name, module_type=module_type, fast_lines=False)
    except ParseError as exc:
        origin = origins[exc.line - 1] if 0 < exc.line <= len(origins) else None
        line, column = origin or (0, 0)
        raise locate_in_text(ParseError(f"internal error: the StableHLO made of this instruction does not parse "
                                  f"(please report): {exc.message}", line, column), text, source_name) from None
    _relocate(module, origins)
    return module


def _relocate(module: Module, origins: list) -> None:
    """Each node's line and column: those of the HLO it was made of (0 where none, e.g. region returns)."""
    def place(node, fallback):
        origin = origins[node.line - 1] if 0 < node.line <= len(origins) else None
        node.line, node.column = origin or fallback
        return (node.line, node.column)

    def walk_region(region, fallback):
        region.line, region.column = fallback
        for block in region.blocks:
            block.line, block.column = fallback
            for arg in block.arguments:
                arg.line, arg.column = fallback
            for op in block.ops:
                where = place(op, fallback)
                for inner in op.regions:
                    walk_region(inner, where)

    for item in module.body:
        where = place(item, (0, 0))
        if getattr(item, "body", None) is not None:
            walk_region(item.body, where)
        for inner in getattr(item, "regions", ()):
            walk_region(inner, where)
    module.line, module.column = 1, 1
