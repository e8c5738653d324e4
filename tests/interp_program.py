"""Helpers for interpreter tests: build a one-op program around given operands and run it."""
from __future__ import annotations

from pathlib import Path

import numpy as np

from heavy_ops_support import run_main
from stablehlo_py.interpreter.testing import PASSED, run_file

MLIR_TYPES = {np.dtype(np.int64): "i64", np.dtype(np.int32): "i32", np.dtype(np.float32): "f32",
              np.dtype(np.uint8): "ui8", np.dtype(np.bool_): "i1"}


def tensor_type(shape, dtype) -> str:
    element = MLIR_TYPES[np.dtype(dtype)]
    return f"tensor<{'x'.join(str(d) for d in shape)}{'x' if len(shape) else ''}{element}>"


def ints(values) -> str:
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def run_op(op_text: str, args: list[np.ndarray], result_types: list[str]) -> list[np.ndarray]:
    """Run ``op_text`` (an op producing ``%r`` from ``%a0``, ``%a1``, ...) as the body of ``@main``."""
    params = ", ".join(f"%a{i}: {tensor_type(a.shape, a.dtype)}" for i, a in enumerate(args))
    n = len(result_types)
    results = "%r" if n == 1 else ", ".join(f"%r#{i}" for i in range(n))
    lhs = "%r" if n == 1 else f"%r:{n}"
    text = (f"func.func @main({params}) -> ({', '.join(result_types)}) {{\n"
            f"  {lhs} = {op_text}\n"
            f"  func.return {results} : {', '.join(result_types)}\n}}\n")
    return run_main(text, *args)


def check_programs(path: Path) -> int:
    """Run every program of a test file; assert all pass; the number run."""
    results = run_file(str(path))
    failures = [f"{r.label}: {r.message}" for r in results if r.status != PASSED]
    assert not failures, "\n".join(failures)
    return len(results)
