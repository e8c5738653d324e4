"""The exported models of testdata/models/: each program run on its sidecar's inputs matches the outputs JAX
computed, within the tolerances of testdata/models/README.md; mlp_stale_expectation is meant to fail.

The sidecars are read here with a reader of their own (keys ``in0``/``out0`` by position, or the names JAX
records: ``loc("x")`` on an argument, ``jax.result_info`` on a result), so these tests check the models
and the interpreter without depending on the harness that ``shlo run``/``shlo check`` use.
"""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.ir.attributes import StringAttr
from stablehlo_py.ir.dtypes import dtype_of

MODELS = Path(__file__).resolve().parents[1] / "testdata" / "models"
FAILING = {"mlp_stale_expectation"}
PASSING = sorted(p.stem for p in MODELS.glob("*.mlir") if p.stem not in FAILING)
# The README's defaults for float outputs; integer and boolean outputs are compared exactly.
DEFAULT_RTOL = DEFAULT_ATOL = 1e-5


def _recorded_argument_names(func) -> list[str | None]:
    """The name JAX records in each argument's location, ``%arg0: tensor<...> loc("x")``."""
    names = []
    for argument in func.arguments:
        match = re.fullmatch(r'"([^"]*)"', argument.location.text) if argument.location else None
        names.append(match.group(1) if match else None)
    return names


def _recorded_result_names(func) -> list[str | None]:
    """The ``jax.result_info`` of each result."""
    names = []
    for attrs in func.result_attrs:
        value = attrs.get("jax.result_info") if attrs is not None else None
        names.append(value.value if isinstance(value, StringAttr) else None)
    return names


def _pick(sidecar, positional: str, name: str | None, declared) -> np.ndarray:
    """The sidecar's array under ``positional`` (``in0``, ``out1``, ...) or the recorded ``name``, as the
    declared element type (ml_dtypes arrays come back from .npz files as void ``|V2``: viewed as declared)."""
    key = positional if positional in sidecar.files else name
    assert key in sidecar.files, f"the sidecar has neither {positional} nor {name!r}: {sidecar.files}"
    array = sidecar[key]
    dtype = dtype_of(declared)
    if array.dtype != dtype:
        assert array.dtype.kind == "V" and array.dtype.itemsize == dtype.itemsize, (key, array.dtype, dtype)
        array = array.view(dtype)
    assert array.shape == tuple(declared.shape), (key, array.shape, declared)
    return array


def run_model(name: str) -> tuple[list[np.ndarray], list[np.ndarray], list[str]]:
    """Run testdata/models/NAME.mlir on its sidecar's inputs: (results, expected outputs, output keys)."""
    module = stablehlo_py.load(MODELS / f"{name}.mlir")
    func = module.funcs["main"]
    with np.load(MODELS / f"{name}.npz", allow_pickle=False) as sidecar:
        inputs = [_pick(sidecar, f"in{i}", arg_name, declared) for i, (arg_name, declared)
                  in enumerate(zip(_recorded_argument_names(func), func.type.inputs))]
        result_names = _recorded_result_names(func)
        expected = [_pick(sidecar, f"out{i}", result_name, declared) for i, (result_name, declared)
                    in enumerate(zip(result_names, func.type.results))]
        keys = [f"out{i}" if f"out{i}" in sidecar.files else n for i, n in enumerate(result_names)]
        assert len(sidecar.files) == len(inputs) + len(expected), f"extra arrays in {name}.npz: {sidecar.files}"
    results = [np.asarray(r) for r in module.run(*inputs)]
    return results, expected, keys


def tolerances(name: str, dtype: np.dtype) -> tuple[float, float]:
    """(rtol, atol) of one output: 0 for integers and booleans, NAME.toml's values, else the defaults."""
    if dtype.kind in "biu":
        return 0.0, 0.0
    config = MODELS / f"{name}.toml"
    if config.exists():
        loaded = tomllib.loads(config.read_text())
        return float(loaded["rtol"]), float(loaded["atol"])
    return DEFAULT_RTOL, DEFAULT_ATOL


def mismatches(name: str) -> list[str]:
    """One line per output of NAME that differs from its expected value beyond the tolerances."""
    results, expected, keys = run_model(name)
    problems = []
    for key, actual, wanted in zip(keys, results, expected):
        assert actual.dtype == wanted.dtype and actual.shape == wanted.shape, (key, actual.dtype, wanted.dtype)
        rtol, atol = tolerances(name, wanted.dtype)
        a, e = actual.astype(np.float64), wanted.astype(np.float64)
        close = np.isclose(a, e, rtol=rtol, atol=atol, equal_nan=True) & (np.isnan(a) == np.isnan(e))
        if not close.all():
            problems.append(f"{key}: {int((~close).sum())} of {close.size} elements differ, "
                            f"max abs error {np.nanmax(np.abs(a - e)):.3g} (rtol={rtol}, atol={atol})")
    return problems


def test_the_corpus_is_what_the_readme_lists():
    readme = (MODELS / "README.md").read_text()
    assert len(PASSING) == 10 and (MODELS / "mlp_stale_expectation.mlir").exists()
    for path in MODELS.glob("*.mlir"):
        assert f"| `{path.stem}` |" in readme, f"{path.name} is not in the README's table"
        assert path.with_suffix(".npz").exists(), f"{path.name} has no sidecar"
        assert path.stat().st_size < 200_000 and path.with_suffix(".npz").stat().st_size < 200_000
    assert "- f32 outputs: rtol = 1e-5, atol = 1e-5" in readme and DEFAULT_RTOL == DEFAULT_ATOL == 1e-5
    rtol, atol = tolerances("mlp_bf16", np.dtype(np.float32))
    assert f"- `mlp_bf16`: rtol = {rtol:g}, atol = {atol:g}, from `mlp_bf16.toml`" in readme


@pytest.mark.parametrize("name", PASSING)
def test_model_matches_jax(name):
    assert mismatches(name) == []


def test_stale_expectation_fails():
    """The same program as mlp.mlir with an expected output made from other weights: a mismatch, and
    the program itself is fine (on the same inputs it gives mlp's expected output)."""
    assert (MODELS / "mlp_stale_expectation.mlir").read_text() == (MODELS / "mlp.mlir").read_text()
    (problem,) = mismatches("mlp_stale_expectation")
    assert problem.startswith("out0: ") and "elements differ" in problem
    (stale_result,), _, _ = run_model("mlp_stale_expectation")
    with np.load(MODELS / "mlp.npz") as mlp:
        np.testing.assert_allclose(stale_result, mlp["out0"], rtol=DEFAULT_RTOL, atol=DEFAULT_ATOL)


def test_sidecars_use_every_naming_scheme():
    """Positional keys, JAX's argument names (two models at least), JAX's result names, bf16 as |V2."""
    with np.load(MODELS / "attention.npz") as a, np.load(MODELS / "embedding.npz") as e, \
            np.load(MODELS / "classifier_loss.npz") as c, np.load(MODELS / "mlp_bf16.npz") as b:
        assert {"tokens", "mask"} <= set(a.files) and {"ids", "lengths"} <= set(e.files)
        assert set(c.files) == {"batch['features']", "batch['labels']", "result['accuracy']",
                                "result['logits']", "result['loss']"}
        assert b["in0"].dtype.str == "|V2" and b["out0"].dtype.str == "|V2"
    func = stablehlo_py.load(MODELS / "classifier_loss.mlir").funcs["main"]
    assert _recorded_argument_names(func) == ["batch['features']", "batch['labels']"]
    assert _recorded_result_names(func) == ["result['accuracy']", "result['logits']", "result['loss']"]
