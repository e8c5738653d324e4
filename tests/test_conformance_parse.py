"""Every chunk of the upstream suites parses and round-trips through the printer (issue #2).

Chunks of verify/ that expect an error are allowed to fail to parse; every other
chunk must parse, print to text that parses to the same AST, and reach a fixpoint
in both the pretty and the generic form. Each chunk is also parsed without the fast path of repeated
lines (parser/op_lines.py): the module, its positions and any error must be the same.
"""
from __future__ import annotations

import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from conftest import shared_suite

from stablehlo_py import Module, ParseError, parse_text
from stablehlo_py import parser
from stablehlo_py.parser import split_chunks

SUITES = ("interpret", "testdata", "syntax", "verify")
# Exact figures, shown in README.md's status section (tests/test_readme.py compares them): chunks that
# parse and round-trip, and chunks of verify/ whose expected error is a parse error.
ROUND_TRIPPING = 4316
EXPECTED_PARSE_ERRORS = 55


def check_file(path: str) -> list[tuple[str, str, str]]:
    """(outcome, where, detail) for each chunk of one file."""
    text = Path(path).read_text()
    results = []
    for chunk, offset in split_chunks(text):
        if not any(line.strip() and not line.strip().startswith("//") for line in chunk.splitlines()):
            continue
        where = f"{path}:{offset + 1}"
        expects_error = "expected-error" in chunk
        try:
            module = parse_text(chunk, path, offset)
        except ParseError as exc:
            if _without_fast_lines(chunk, path, offset) != str(exc):
                results.append(("fast_lines_differ", where, "the LALR parser alone reports another error"))
                continue
            results.append(("expected_parse_error" if expects_error else "parse_error", where, str(exc)))
            continue
        slow = _without_fast_lines(chunk, path, offset)
        if slow != module or _positions(slow) != _positions(module):
            results.append(("fast_lines_differ", where, "the LALR parser alone gives another module"))
            continue
        pretty = str(module)
        again = parse_text(pretty, "<pretty>")
        if again != module or str(again) != pretty:
            results.append(("pretty_roundtrip", where, "the pretty form does not round-trip"))
            continue
        if parse_text(module.to_text(generic=True), "<generic>") != module:
            results.append(("generic_roundtrip", where, "the generic form does not round-trip"))
            continue
        results.append(("ok", where, ""))
    return results


def _without_fast_lines(chunk: str, path: str, offset: int):
    """The module the LALR parser gives without templates of lines (parser/op_lines.py), or its error text."""
    try:
        return parser.parse_text(chunk, path, offset, module_type=Module, fast_lines=False)
    except ParseError as exc:
        return str(exc)


def _positions(module) -> list:
    """Where each op and each of its attributes is (module equality leaves positions out)."""
    return [(op.line, op.column, op.attribute_positions, op.location) for op in module.walk()]


def test_every_chunk_parses_and_round_trips():
    files = [str(p) for suite in SUITES for p in sorted(shared_suite(suite).rglob("*.mlir"))]
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = [r for rs in pool.map(check_file, files, chunksize=16) for r in rs]
    counts = Counter(outcome for outcome, _, _ in results)
    print(f"\nparse conformance: {dict(counts)}")
    failures = [f"{outcome} {where}: {detail}" for outcome, where, detail in results
                if outcome not in ("ok", "expected_parse_error")]
    assert not failures, "\n".join(failures[:20])
    assert (counts["ok"], counts["expected_parse_error"]) == (ROUND_TRIPPING, EXPECTED_PARSE_ERRORS), \
        "the figures changed: update ROUND_TRIPPING and EXPECTED_PARSE_ERRORS here and in README.md"
