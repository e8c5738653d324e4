"""Which LAPACK path runs (``interpreter/custom_calls/lapack_scipy.py``, issue #26): scipy's LAPACK when scipy
can be imported, the NumPy replays otherwise or with ``STABLEHLO_PY_LAPACK=replay``; scipy imported only at
the first LAPACK call. (Every target is run both ways against jax's outputs in ``test_interp_lapack.py``.)"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from stablehlo_py.interpreter.custom_calls import lapack_scipy
from stablehlo_py.interpreter.errors import InterpreterError

from test_interp_lapack import call

ROOT = Path(__file__).resolve().parents[1]
SPD = np.array([[4.0, 2.0], [2.0, 3.0]])

_SCRIPT = """
import json, sys
import numpy as np
import stablehlo_py
from stablehlo_py.interpreter.custom_calls import find_target
find_target("lapack_dpotrf_ffi")
module = stablehlo_py.load("testdata/examples/mlp.mlir")
module.run(np.load("testdata/examples/mlp_input.npy"))
before = "scipy" in sys.modules
sys.path.insert(0, "tests")
from test_interp_lapack import call
call("lapack_dpotrf_ffi", [np.eye(2)], ["tensor<2x2xf64>", "tensor<i32>"], config="uplo = 76 : ui8")
print(json.dumps([before, "scipy" in sys.modules]))
"""


def test_scipy_is_imported_at_the_first_lapack_call_only():
    done = subprocess.run([sys.executable, "-c", _SCRIPT], capture_output=True, text=True, cwd=ROOT, check=True)
    before, after = json.loads(done.stdout.splitlines()[-1])
    assert before is False
    try:
        import scipy.linalg.lapack  # noqa: F401
    except ImportError:
        assert after is False
    else:
        assert after is True


@pytest.fixture
def without_scipy(monkeypatch):
    """As if scipy were not installed: its import fails, and no earlier import is remembered."""
    monkeypatch.setitem(sys.modules, "scipy.linalg.lapack", None)
    monkeypatch.setattr(lapack_scipy, "_modules", {})


def potrf(a: np.ndarray) -> list[np.ndarray]:
    return call("lapack_dpotrf_ffi", [a], ["tensor<2x2xf64>", "tensor<i32>"], config="uplo = 76 : ui8")


def test_without_scipy_the_replay_runs(without_scipy, monkeypatch):
    monkeypatch.delenv("STABLEHLO_PY_LAPACK", raising=False)
    factor, info = potrf(SPD)
    assert info == 0 and lapack_scipy.scipy_lapack() is None
    np.testing.assert_allclose(np.tril(factor) @ np.tril(factor).T, SPD, rtol=1e-12)


def test_scipy_required_but_missing_is_a_clear_error(without_scipy, monkeypatch):
    monkeypatch.setenv("STABLEHLO_PY_LAPACK", "scipy")
    with pytest.raises(InterpreterError, match=r"STABLEHLO_PY_LAPACK=scipy, but scipy cannot be imported"):
        potrf(SPD)


def test_with_scipy_its_lapack_serves_every_routine_but_the_perturbed_solve(monkeypatch):
    pytest.importorskip("scipy.linalg.lapack")
    monkeypatch.delenv("STABLEHLO_PY_LAPACK", raising=False)
    families = ["gees", "geev", "gehrd", "geqp3", "geqrf", "gesdd", "gesvd", "getrf", "gtsv", "orgqr", "ormqr",
                "potrf", "syevd", "sytrd", "trsm", "ungqr", "unmqr", "heevd", "hetrd"]
    assert sorted(lapack_scipy.ROUTINES) == sorted(families)
    assert all(lapack_scipy.serving(f, potrf) is not potrf for f in families)
    monkeypatch.setenv("STABLEHLO_PY_LAPACK", "replay")
    assert lapack_scipy.serving("potrf", potrf) is potrf


ONE = np.array([[2.0]])
# Smallest problems, where scipy's wrappers meet empty arrays (tau of n - 1 = 0 entries, no off-diagonals):
# (target, operands, result types, configuration, results LAPACK leaves unspecified).
SMALLEST = [
    ("lapack_dgehrd_ffi", [ONE], ["tensor<1x1xf64>", "tensor<0xf64>", "tensor<i32>"], "high = 1 : i32, low = 1 : i32",
     ()),
    ("lapack_dgtsv_ffi", [np.zeros(1), np.array([2.0]), np.zeros(1), np.array([[4.0]])],
     ["tensor<1xf64>"] * 3 + ["tensor<1x1xf64>", "tensor<i32>"], "", ()),
    ("lapack_dsytrd_ffi", [ONE], ["tensor<1x1xf64>", "tensor<1xf64>", "tensor<0xf64>", "tensor<0xf64>", "tensor<i32>"],
     "uplo = 76 : ui8", ()),
    ("lapack_dgees_ffi", [ONE], ["tensor<1x1xf64>"] * 2 + ["tensor<1xf64>"] * 2 + ["tensor<i32>"] * 2,
     "mode = 86 : ui8, sort = 78 : ui8", ()),
    ("lapack_dgeev_ffi", [ONE], ["tensor<1xf64>"] * 2 + ["tensor<1x1xcomplex<f64>>"] * 2 + ["tensor<i32>"],
     "compute_left = 86 : ui8, compute_right = 86 : ui8", ()),
    ("lapack_dgesvd_ffi", [np.array([[2.0, 1.0]])],
     ["tensor<1x2xf64>", "tensor<1xf64>", "tensor<1x1xf64>", "tensor<2x2xf64>", "tensor<i32>"], "mode = 65 : ui8",
     (0,)),
    ("lapack_dorgqr_ffi", [np.array([[1.0], [0.5]]), np.array([1.5])], ["tensor<2x1xf64>"], "", ()),
]


@pytest.mark.parametrize("target,operands,results,config,unspecified", SMALLEST,
                         ids=[case[0] for case in SMALLEST])
def test_smallest_problems_agree_both_ways(target, operands, results, config, unspecified, monkeypatch):
    pytest.importorskip("scipy.linalg.lapack")
    outputs = {}
    for path in ("replay", "scipy"):
        monkeypatch.setenv("STABLEHLO_PY_LAPACK", path)
        outputs[path] = call(target, operands, results, config=config)
    for k, (replayed, by_scipy) in enumerate(zip(outputs["replay"], outputs["scipy"])):
        if k not in unspecified:
            np.testing.assert_allclose(by_scipy, replayed, rtol=1e-12, atol=1e-15)
