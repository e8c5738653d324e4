"""One failing program per checked constraint (testdata/verify/*.mlir, issue #4).

Each chunk holds a comment ``// expect: <op> <label>`` right above the line the
error must be reported at; the verifier must report exactly that op and label there.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from stablehlo_py.parser import parse_text, split_chunks
from stablehlo_py.verifier import verify_module

VERIFY_DATA = Path(__file__).resolve().parents[1] / "testdata" / "verify"
EXPECT_RE = re.compile(r"^\s*//\s*expect:\s*(\S+)\s+(.+?)\s*$", re.MULTILINE)


def cases() -> list:
    out = []
    for path in sorted(VERIFY_DATA.glob("*.mlir")):
        for chunk, offset in split_chunks(path.read_text()):
            for number, line in enumerate(chunk.splitlines(), start=offset + 1):
                m = EXPECT_RE.search(line)
                if m:
                    out.append(pytest.param(path, chunk, offset, number + 1, m.group(1), m.group(2),
                                            id=f"{path.stem}:{number + 1}:{m.group(1)}:{m.group(2)}"))
    return out


@pytest.mark.parametrize("path, chunk, offset, line, op, constraint", cases())
def test_constraint_is_reported(path, chunk, offset, line, op, constraint):
    diagnostics = verify_module(parse_text(chunk, str(path), offset))
    found = [(d.line, d.op, d.constraint) for d in diagnostics]
    assert (line, op, constraint) in found, f"expected {op} ({constraint}) at line {line}; got {found}"


def test_every_chunk_has_an_expectation():
    paths = sorted(VERIFY_DATA.glob("*.mlir"))
    assert len(paths) >= 12 and len(cases()) > 300, f"{VERIFY_DATA}: {len(paths)} files, {len(cases())} cases"
    for path in paths:
        for chunk, offset in split_chunks(path.read_text()):
            assert EXPECT_RE.search(chunk), f"{path}:{offset + 1}: chunk without `// expect:`"
