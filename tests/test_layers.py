"""The package's layers hold: ``lint-imports`` keeps every contract of ``[tool.importlinter]`` in pyproject.toml
(no import cycle between subpackages; cli > harness > module > interpreter > verifier > parser | printer > dialect >
assembly > numerics > ir | errors; inside the interpreter, the evaluator and codegen above custom_calls above the
kernels, with no cycle), and the kernels reach the layers above them only through their context."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import stablehlo_py
from stablehlo_py.interpreter.context import KernelContext
from stablehlo_py.interpreter.evaluator import Interpreter

ROOT = Path(__file__).resolve().parents[1]
INTERPRETER = ROOT / "stablehlo_py" / "interpreter"


def test_import_contracts_are_kept():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    assert lint_imports.exists(), "lint-imports is missing: install the test extra (pip install -e '.[test]')"
    proc = subprocess.run([str(lint_imports), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
                          cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_kernels_use_only_what_their_context_offers():
    """Every ``ctx.<member>`` that kernels, custom_call targets and the modules they call read is a member of
    ``KernelContext`` (interpreter/context.py), and the running ``Interpreter`` has every one of them."""
    members = set(KernelContext.__annotations__) | {name for name in vars(KernelContext) if not name.startswith("_")}
    sources = [*INTERPRETER.glob("kernels/*.py"), *INTERPRETER.glob("custom_calls/*.py"),
               *(INTERPRETER / name for name in ("spmd.py", "budget.py", "parallel.py", "quantized.py"))]
    used = {}
    for path in sources:
        for match in re.finditer(r"\bctx\.([A-Za-z_]\w*)", path.read_text(encoding="utf-8")):
            used.setdefault(match[1], path.relative_to(INTERPRETER).as_posix())
    assert len(used) > 10  # the pattern finds the kernels' reads
    unlisted = {name: where for name, where in used.items() if name not in members}
    assert not unlisted, f"kernels read members of ctx that interpreter/context.py does not list: {unlisted}"
    interpreter = Interpreter(stablehlo_py.parse_text("func.func @main(%x: tensor<f32>) -> tensor<f32> {\n"
                                                      "  return %x : tensor<f32>\n}\n"))
    assert isinstance(interpreter, KernelContext), sorted(m for m in members if not hasattr(interpreter, m))
