"""The parser's tables (parser/tables.py) and their JSON cache (parser/cache.py): regexes loaded from their
stored programs behave as compiled from their patterns, and a broken cache or program is rebuilt."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from stablehlo_py.parser import _get_parser, cache, grammar_text, parse_text
from stablehlo_py.parser.driver import Driver
from stablehlo_py.parser.state import new_parse_state
from stablehlo_py.parser.tables import regex

SAMPLE = (Path(__file__).resolve().parents[1] / "testdata" / "examples" / "mlp.mlir").read_text()


def test_stored_programs_match_like_their_patterns():
    driver = _get_parser()
    starts = sorted({m.start() for m in re.finditer(r"\S+", SAMPLE)})
    for table in [driver.lexer_tables[i] for i in range(driver.n_lexers + 1)]:  # the last: the root lexer
        loaded, compiled = regex(table), re.compile(table["pattern"])
        assert loaded.groupindex == compiled.groupindex
        for pos in starts:
            a, b = loaded.match(SAMPLE, pos), compiled.match(SAMPLE, pos)
            assert (a and (a.lastgroup, a.span())) == (b and (b.lastgroup, b.span())), (table["pattern"][:60], pos)


def test_a_program_the_engine_rejects_falls_back_to_the_pattern():
    table = dict(_get_parser().lexer_tables[0])
    program = dict(table["program"])
    program["code"] = "AAAAAP////8="  # two words that are no valid program
    table["program"] = program
    assert regex(table).pattern == table["pattern"]
    table["program"] = None
    assert regex(table).pattern == table["pattern"]


def test_an_unreadable_cache_is_rebuilt_as_json(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("STABLEHLO_PY_CACHE", str(tmp_path))
    options = dict(parser="lalr", lexer="contextual", start="program", maybe_placeholders=True,
                   propagate_positions=False)
    built = cache.load_parser(grammar_text(), lambda tables: tables, **options)
    (path,) = tmp_path.glob("parser-*.json")
    assert json.loads(path.read_text()) == {k: v for k, v in built.items() if k != "texts"}
    assert path.with_suffix(".texts").read_text().split("\n") == built["texts"]
    path.write_text('{"start": 0}')  # valid JSON, not the tables
    from stablehlo_py.parser.builder import Builder
    driver = cache.load_parser(grammar_text(), lambda tables: Driver(tables, Builder()), **options)
    # rebuilt (Lark numbers its states anew on each build: the tables are equivalent, not equal)
    assert set(json.loads(path.read_text())) == set(built) - {"texts"}
    text = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n"
    with new_parse_state():
        assert driver.parse(text) == parse_text(text)


@pytest.mark.parametrize("text", ["func.func @f() { $ }", "func.func @f( {", "@@@"])
def test_syntax_errors_name_the_token_found(text: str):
    from stablehlo_py.errors import ParseError
    with pytest.raises(ParseError, match="unexpected"):
        parse_text(text)
