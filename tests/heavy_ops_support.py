"""Helpers for the tests of the heavy ops (sort, fft, linalg, rng, batch_norm): run MLIR text."""
from __future__ import annotations

import numpy as np

import stablehlo_py
from stablehlo_py.interpreter.evaluator import Interpreter


def run_main(text: str, *args: np.ndarray, seed: int | None = None) -> list:
    """Run ``@main`` of the module ``text`` on ``args``; its results."""
    interpreter = Interpreter(stablehlo_py.load(text))
    if seed is not None:
        interpreter.rng_seed = seed
    return interpreter.call("main", list(args))


def ulp_close(actual: np.ndarray, expected: np.ndarray, rtol: float) -> bool:
    """``actual`` equals ``expected`` to ``rtol`` relative to the largest magnitude of ``expected``."""
    scale = max(float(np.max(np.abs(expected))), 1.0)
    return actual.shape == expected.shape and bool(np.all(np.abs(actual - expected) <= rtol * scale))
