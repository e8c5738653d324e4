"""``shlo verify`` on the upstream suites (issue #4).

* No diagnostic at all on a valid program: every chunk of interpret/, testdata/,
  syntax/ and every chunk of verify/ without an ``expected-error``.
* Every ``// expected-error@+N {{...}}`` of verify/ gets an error (a diagnostic
  or a ParseError) at the line it points to; the wording need not match.

The figures are asserted exactly and shown in README.md's status section
(tests/test_readme.py compares them): a change, better or worse, is noticed.

Run as a script (``python tests/test_conformance_verify.py``) to list the misses.
"""
from __future__ import annotations

import os
import re
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from stablehlo_py import ParseError
from stablehlo_py.parser import parse_text, split_chunks
from stablehlo_py.verifier import verify_module

VALID_SUITES = ("interpret", "testdata", "syntax")
EXPECTED_RE = re.compile(r"//\s*expected-error(?:-re)?\s*(?:@([+-]\d+))?\s*\{\{")
# Measured with every op's checks present and the parser's own errors (duplicated or unknown
# struct fields, bad layouts, non-commutative `applies`): 626 of the 657 expected-error chunks; 653 with
# dynamic_gather's inferred rank, reduce_window's body shapes, bounds, broadcast_in_dim results and chlo.scan.
MATCHED = 653
ERROR_CHUNKS = 657  # chunks of verify/ with an expected-error
VALID_CHUNKS = 3714  # every chunk of the four suites without one


def expected_lines(chunk: str, offset: int) -> list[int]:
    """1-based file lines that ``expected-error`` comments of the chunk point at."""
    lines = []
    for number, text in enumerate(chunk.splitlines(), start=offset + 1):
        m = EXPECTED_RE.search(text)
        if m:
            lines.append(number + int(m.group(1) or 0))
    return lines


def check_file(path: str) -> list[tuple[str, str, str]]:
    """(outcome, where, detail) per chunk: ok / false_positive / matched / missed."""
    results = []
    for chunk, offset in split_chunks(Path(path).read_text()):
        if not any(line.strip() and not line.strip().startswith("//") for line in chunk.splitlines()):
            continue
        wanted = expected_lines(chunk, offset)
        try:
            diagnostics = [(d.line, d.format()) for d in verify_module(parse_text(chunk, path, offset))]
        except ParseError as exc:
            diagnostics = [(exc.line, str(exc))]
        where = f"{path}:{offset + 1}"
        if not wanted:
            outcome = "false_positive" if diagnostics else "ok"
            results.append((outcome, where, "\n".join(text for _, text in diagnostics[:3])))
            continue
        got = {line for line, _ in diagnostics}
        missing = [line for line in wanted if line not in got]
        detail = f"wanted lines {missing}; got: " + "\n".join(text for _, text in diagnostics[:3])
        results.append(("missed" if missing else "matched", where, "" if not missing else detail))
    return results


def run_suites(suites, root: Path) -> list[tuple[str, str, str]]:
    files = [str(p) for suite in suites for p in sorted((root / suite).rglob("*.mlir"))]
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return [r for rs in pool.map(check_file, files, chunksize=8) for r in rs]


def test_no_error_on_valid_programs():
    from conftest import shared_suite

    root = shared_suite("interpret").parent
    results = run_suites(VALID_SUITES + ("verify",), root)
    counts = Counter(outcome for outcome, _, _ in results)
    print(f"\nverify conformance: {dict(counts)}")
    false_positives = [f"{where}: {detail}" for outcome, where, detail in results if outcome == "false_positive"]
    assert not false_positives, "\n".join(false_positives[:10])
    assert (counts["ok"], counts["matched"], counts["matched"] + counts["missed"]) == \
        (VALID_CHUNKS, MATCHED, ERROR_CHUNKS), "the figures changed: update them here and in README.md"


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    suites = sys.argv[1:] or list(VALID_SUITES) + ["verify"]
    results = run_suites(suites, Path(__file__).resolve().parents[2] / "shared" / "conformance")
    for outcome, where, detail in results:
        if outcome in ("false_positive", "missed"):
            print(f"== {outcome} {where}\n{detail}")
    print(dict(Counter(outcome for outcome, _, _ in results)))
