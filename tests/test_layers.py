"""The package's layers hold: ``lint-imports`` keeps every contract of ``[tool.importlinter]`` in pyproject.toml
(no import cycle between subpackages; cli > harness > module > interpreter > verifier > parser | printer > dialect >
assembly > numerics > ir | errors)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_are_kept():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    assert lint_imports.exists(), "lint-imports is missing: install the test extra (pip install -e '.[test]')"
    proc = subprocess.run([str(lint_imports), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
                          cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
