"""The custom LALR loop (parser/driver.py) against Lark's own parser: the same grammar and options, the same
module (with the same positions) or the same syntax error, on every program of testdata/syntax."""
from __future__ import annotations

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput
from helpers import SYNTAX

from stablehlo_py.errors import ParseError
from stablehlo_py.parser import grammar_text, parse_text, split_chunks
from stablehlo_py.parser.builder import Builder
from stablehlo_py.parser.state import new_parse_state

CHUNKS = [(path.name, index, chunk) for path in sorted(SYNTAX.glob("*.mlir"))
          for index, (chunk, _) in enumerate(split_chunks(path.read_text()))]


@pytest.fixture(scope="module")
def lark_parser() -> Lark:
    """Lark's LALR parser built from the grammar (no disk cache), with the builder inline as parse_text has it."""
    return Lark(grammar_text(), parser="lalr", lexer="contextual", start="program", maybe_placeholders=True,
                propagate_positions=False, transformer=Builder())


def _positions(module) -> list[tuple[str, int, int]]:
    """Every op's name and place (module equality leaves positions out)."""
    return [(op.name, op.line, op.column) for op in module.walk()]


def test_every_syntax_file_is_covered():
    assert {name for name, _, _ in CHUNKS} == {path.name for path in SYNTAX.glob("*.mlir")}
    assert len(CHUNKS) > len(list(SYNTAX.glob("*.mlir")))  # split files give several programs


@pytest.mark.parametrize("name,index,chunk", CHUNKS, ids=[f"{n}-{i}" for n, i, _ in CHUNKS])
def test_driver_and_lark_parse_agree(lark_parser: Lark, name: str, index: int, chunk: str):
    try:
        with new_parse_state():
            expected = lark_parser.parse(chunk)
    except UnexpectedInput as lark_error:
        with pytest.raises(ParseError) as driver_error:
            parse_text(chunk, name)
        assert (driver_error.value.line, driver_error.value.column) == (lark_error.line, lark_error.column)
        return
    module = parse_text(chunk, name)
    assert module == expected
    assert _positions(module) == _positions(expected)
    assert module.aliases == expected.aliases and module.resources == expected.resources
