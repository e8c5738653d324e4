"""What a cold `shlo verify` / `shlo parse` imports (benchmarks/cold_start.py times them): not the interpreter,
the harness, the printer, the bytecode readers, ml_dtypes or rich, which only other commands and other
programs need, nor Lark once the parser's tables are cached (parser/cache.py). And what a cold `shlo run` of a
program without narrow types imports (issue #26: at most 0.5 s): not ml_dtypes (0.7 s to import, version 0.7.0),
the bytecode readers or Lark. Run in a fresh interpreter (twice: the first run may build the tables), so that
other tests' imports do not count."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = ROOT / "testdata" / "examples" / "mlp.mlir"
BERT = ROOT / "testdata" / "bench" / "bert_gelu"  # a small f32 BERT-like encoder (GELU: erf)

NOT_IMPORTED = ("stablehlo_py.interpreter", "stablehlo_py.harness", "stablehlo_py.printer", "lark",
                "stablehlo_py.numerics", "stablehlo_py.bytecode.", "stablehlo_py.ir.hlo_sharding", "ml_dtypes", "rich",
                "hashlib", "difflib")  # (the parser cache's key is zlib's; "did you mean" imports difflib)
# and not the verifier's checks by `shlo parse` (stablehlo_py.VerificationError is imported when asked for), nor
# by `shlo verify` those of families without an op in the program (verifier/checks/__init__.py)
NOT_IMPORTED_BY = {"verify": tuple(f"stablehlo_py.verifier.checks.{family}" for family in ("collectives", "fft")),
                   "parse": ("stablehlo_py.verifier",)}
# `shlo run` of an f32 program: the interpreter, the harness and rich (its table) are needed, ml_dtypes is not
RUN_NOT_IMPORTED = ("ml_dtypes", "lark", "stablehlo_py.bytecode.", "stablehlo_py.printer")
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


def _cold(*args: str) -> tuple[int, list[str], int]:
    """The exit code, the imported modules and the frozen objects' count of ``shlo ARGS`` in a fresh process."""
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", _SCRIPT, *args], capture_output=True, text=True, cwd=ROOT,
                              check=True)
    return json.loads(done.stdout.splitlines()[-1])


@pytest.mark.parametrize("command", ["verify", "parse"])
def test_cold_command_imports_only_what_it_needs(command: str):
    code, modules, frozen = _cold(command, str(PROGRAM))
    assert code == 0
    assert frozen > 0  # the imported modules' objects are kept out of the collector's passes (cli/main.py)
    unwanted = [m for m in modules if m.startswith(NOT_IMPORTED + NOT_IMPORTED_BY[command]) and m not in ALLOWED]
    assert unwanted == []


@pytest.mark.parametrize("args", [("run", str(PROGRAM), "--input", str(PROGRAM.with_name("mlp_input.npy"))),
                                  ("run", f"{BERT}.mlir", "--input", f"{BERT}.inputs.npz",
                                   "--expect", f"{BERT}.expected.npz")], ids=["mlp", "bert_gelu"])
def test_cold_run_of_an_f32_program_does_not_import_ml_dtypes(args: tuple[str, ...]):
    code, modules, _ = _cold(*args)
    assert code == 0
    assert "stablehlo_py.interpreter.evaluator" in modules  # it did run
    unwanted = [m for m in modules if m.startswith(RUN_NOT_IMPORTED) and m not in ALLOWED]
    assert unwanted == []


def test_a_program_of_narrow_types_imports_ml_dtypes_when_it_needs_it(tmp_path: Path):
    import ml_dtypes
    import numpy as np

    np.save(tmp_path / "want.npy", np.array([3, -4], ml_dtypes.bfloat16))
    program = tmp_path / "bf16.mlir"
    program.write_text("func.func @main(%x: tensor<2xbf16>) -> tensor<2xbf16> {\n"
                       "  %0 = stablehlo.add %x, %x : tensor<2xbf16>\n  return %0 : tensor<2xbf16>\n}\n")
    code, modules, _ = _cold("run", str(program), "--input", "2xbf16=1.5 -2", "--expect", str(tmp_path / "want.npy"))
    assert code == 0
    assert "ml_dtypes" in modules


def test_the_python_api_runs_an_f32_export_without_ml_dtypes():
    script = ("import json, sys\nimport numpy as np\nimport stablehlo_py\n"
              f"with np.load({str(BERT) + '.inputs.npz'!r}) as a:\n"
              "    inputs = [a[f'in{i}'] for i in range(len(a.files))]\n"
              f"out = stablehlo_py.load({str(BERT) + '.jax_exported'!r}).call_flat(inputs)\n"
              "print(json.dumps([str(out[0].dtype), sorted(sys.modules)]))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True)
    dtype, modules = json.loads(done.stdout.splitlines()[-1])
    assert dtype == "float32"
    assert "ml_dtypes" not in modules
