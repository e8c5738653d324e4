"""Shared fixtures: where the upstream conformance suites are (../shared), skipped when absent."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from stablehlo_py.errors import DEBUG_VARIABLE
from stablehlo_py.interpreter.evaluator import GENERATE_VARIABLE
from stablehlo_py.interpreter.strict import STRICT_VARIABLE

REPO = Path(__file__).resolve().parents[1]
TESTDATA = REPO / "testdata"
SHARED = REPO.parent / "shared" / "conformance"


def shared_suite(name: str) -> Path:
    """``../shared/conformance/<name>``; skips the calling test when it is not there."""
    path = SHARED / name
    if not path.is_dir():
        pytest.skip(f"{path} is not present (the upstream suites live beside the clone in CI)")
    return path


@pytest.fixture
def testdata() -> Path:
    return TESTDATA


# Bugs inside checks and kernels surface as tracebacks in the tests instead of one-line internal errors,
# and every result is checked against its op's declared type (strict evaluation).
os.environ[DEBUG_VARIABLE] = "1"
os.environ[STRICT_VARIABLE] = "1"
os.environ[GENERATE_VARIABLE] = "always"  # every function as generated Python (the steps run regions and first calls)
