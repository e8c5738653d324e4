"""What a cold `shlo verify` / `shlo parse` imports (benchmarks/cold_start.py times them): not the interpreter,
the harness, the printer, the bytecode readers, ml_dtypes or rich, which only other commands and other
programs need, nor Lark once the parser's tables are cached (parser/cache.py). Run in a fresh interpreter
(twice: the first run may build the tables), so that other tests' imports do not count."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = ROOT / "testdata" / "examples" / "mlp.mlir"

NOT_IMPORTED = ("stablehlo_py.interpreter", "stablehlo_py.harness", "stablehlo_py.printer", "lark",
                "stablehlo_py.numerics", "stablehlo_py.bytecode.", "stablehlo_py.ir.hlo_sharding", "ml_dtypes", "rich",
                "hashlib", "difflib")  # (the parser cache's key is zlib's; "did you mean" imports difflib)
# and not the verifier's checks by `shlo parse` (stablehlo_py.VerificationError is imported when asked for), nor
# by `shlo verify` those of families without an op in the program (verifier/checks/__init__.py)
NOT_IMPORTED_BY = {"verify": tuple(f"stablehlo_py.verifier.checks.{family}" for family in ("collectives", "fft")),
                   "parse": ("stablehlo_py.verifier",)}
# bytecode.errors is imported for TargetVersionError, a public name of the package
ALLOWED = ("stablehlo_py.bytecode.errors",)

_SCRIPT = """
import gc, json, sys
from stablehlo_py.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
print(json.dumps([code, sorted(sys.modules), gc.get_freeze_count()]))
"""


@pytest.mark.parametrize("command", ["verify", "parse"])
def test_cold_command_imports_only_what_it_needs(command: str):
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", _SCRIPT, command, str(PROGRAM)], capture_output=True,
                              text=True, cwd=ROOT, check=True)
    code, modules, frozen = json.loads(done.stdout.splitlines()[-1])
    assert code == 0
    assert frozen > 0  # the imported modules' objects are kept out of the collector's passes (cli/main.py)
    unwanted = [m for m in modules if m.startswith(NOT_IMPORTED + NOT_IMPORTED_BY[command]) and m not in ALLOWED]
    assert unwanted == []
