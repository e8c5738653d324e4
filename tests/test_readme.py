"""README.md's figures on the upstream suites are the ones the conformance tests assert (issue #9, point 13).

The status section is compared number by number, in order, with the constants of
tests/test_conformance_*.py; this test needs no suite, so it runs everywhere.
"""
from __future__ import annotations

import re

import test_bytecode_writer as writer
import test_conformance_artifacts as read
import test_conformance_artifacts_run as artifacts
import test_conformance_interpret as interpret
import test_conformance_parse as parse
import test_conformance_verify as verify
from conftest import REPO

_NUMBER = re.compile(r"(?<![\w.])\d{1,3}(?:,\d{3})*(?![\w.])")


def status_section() -> str:
    """The text of README.md from '## Status on the upstream suites' to the next heading."""
    text = (REPO / "README.md").read_text()
    start = text.index("## Status on the upstream suites")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def test_readme_status_figures_are_the_asserted_ones():
    failing = len(interpret.KNOWN_FAILURES)
    writable = writer.PROGRAMS - sum(writer.NO_VHLO_FORM.values())
    expected = [
        parse.ROUND_TRIPPING, parse.EXPECTED_PARSE_ERRORS,                   # parse
        verify.MATCHED, verify.ERROR_CHUNKS, verify.VALID_CHUNKS,            # verify
        interpret.PASSING, interpret.PASSING + failing,                    # interpret
        interpret.NOT_COLLECTED + interpret.SKIPPED, interpret.NOT_COLLECTED, interpret.SKIPPED, failing,
        read.COUNTS["current"], read.COUNTS["v0_9_0"], read.VHLO_ARTIFACTS,                # read bytecode
        writer.PROGRAMS, writable, writable - len({p for p, _ in writer.TARGET_REFUSALS}),  # write bytecode
        sum(writer.NO_VHLO_FORM.values()),
        *artifacts.ARTIFACTS.values(), *artifacts.TEXT.values(),                   # artifacts
        len(artifacts.NO_ARTIFACT), artifacts.NO_ARTIFACT_ITEMS,
    ]
    shown = [int(n.replace(",", "")) for n in _NUMBER.findall(status_section())]
    assert shown == expected, ("README.md's status section and the conformance tests disagree; "
                               f"README shows {shown}, the tests assert {expected}")


def test_readme_writes_large_figures_with_thousands_separators():
    assert all(len(n) <= 3 or "," in n for n in _NUMBER.findall(status_section()))
