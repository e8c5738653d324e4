"""Shape-polymorphic jax.export programs (testdata/shape_poly/, written by tools/export_shape_poly.py with
JAX 0.10.2): ``batch`` (``x: f32[b, 8]``), ``two_vars`` (``f32[b, n]``, ``f32[n]``), ``symbolic``
(``f32[b, 2*b]``) and ``dynamic_targets`` (the ``stablehlo.dynamic_*`` custom calls: cumsum, cummax, top_k,
rng_bit_generator, bit-exact with XLA). Each runs at the three sizes JAX ran it at, as a blob (``exp.call``'s convention) and
as MLIR text (``@main`` computes the dimension variables and calls ``@_wrapped_jax_export_main`` with
them, its ``jax.global_constant`` arguments), through the API and ``shlo run``; inputs breaking a shape
assertion give JAX's own message (``exp.call``'s error, recorded) with exit code 1 and no traceback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import stablehlo_py
from stablehlo_py.cli.main import main
from stablehlo_py.harness.synthetic import dimension_variable_positions
from stablehlo_py.interpreter.custom_calls.jax_export import ShapeAssertionError

DATA = Path(__file__).resolve().parents[1] / "testdata" / "shape_poly"
NAMES = ("batch", "two_vars", "symbolic", "dynamic_targets")
VIOLATED = ("batch", "two_vars", "symbolic")  # the programs with inputs that break a shape assertion
CASES = [(name, path.name.split(".")[1]) for name in NAMES for path in sorted(DATA.glob(f"{name}.size*.inputs.npz"))]


def _arrays(path: Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as archive:
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def _close(actual, expected) -> None:
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert a.shape == e.shape and a.dtype == e.dtype
        np.testing.assert_allclose(a, e, rtol=1e-5, atol=1e-5)


def test_three_sizes_each():
    assert {name: sum(n == name for n, _ in CASES) for name in NAMES} == dict.fromkeys(NAMES, 3)


@pytest.mark.parametrize("name,size", CASES)
def test_blob_and_text_match_jax(name, size):
    inputs = _arrays(DATA / f"{name}.{size}.inputs.npz", "in")
    expected = _arrays(DATA / f"{name}.{size}.expected.npz", "out")
    blob = stablehlo_py.load(DATA / f"{name}.jax_exported")
    _close(blob.call_flat(inputs), expected)
    text = stablehlo_py.load(DATA / f"{name}.mlir")
    assert str(text.attributes.get("jax.uses_shape_polymorphism")) == "true"
    _close(text.run(*inputs), expected)


@pytest.mark.parametrize("name", NAMES)
def test_wrapped_main_takes_dimension_variables(name):
    """``@_wrapped_jax_export_main``'s leading arguments are the dimension variables (``jax.global_constant``)."""
    module = stablehlo_py.load(DATA / f"{name}.mlir")
    inner = module.funcs["_wrapped_jax_export_main"]
    expected = {"batch": ["b"], "two_vars": ["b", "n"], "symbolic": ["b"], "dynamic_targets": ["b", "n"]}[name]
    positions = dimension_variable_positions(inner)
    assert [inner.arg_attrs[i].get("jax.global_constant").value for i in positions] == expected


@pytest.mark.parametrize("name", VIOLATED)
def test_violation_gives_jax_message(name):
    inputs = _arrays(DATA / f"{name}.violation.inputs.npz", "in")
    jax_message = json.loads((DATA / f"{name}.violation.json").read_text())["error"]
    blob, text = stablehlo_py.load(DATA / f"{name}.jax_exported"), stablehlo_py.load(DATA / f"{name}.mlir")
    for call in (lambda: blob.call_flat(inputs), lambda: text.run(*inputs)):
        with pytest.raises(ShapeAssertionError) as caught:
            call()
        assert caught.value.message == jax_message


@pytest.mark.parametrize("name,size", CASES)
@pytest.mark.parametrize("program", ["jax_exported", "mlir"])
def test_shlo_run_npz(name, size, program):
    result = CliRunner().invoke(main, ["run", str(DATA / f"{name}.{program}"),
                                       "--input", str(DATA / f"{name}.{size}.inputs.npz"),
                                       "--expect", str(DATA / f"{name}.{size}.expected.npz")])
    assert result.exit_code == 0, result.output
    assert "match the expected values" in result.output


def test_shlo_run_npy(tmp_path):
    """One .npy per input and per expected output (two_vars: two inputs, three results)."""
    inputs = _arrays(DATA / "two_vars.size5x3.inputs.npz", "in")
    expected = _arrays(DATA / "two_vars.size5x3.expected.npz", "out")
    args = ["run", str(DATA / "two_vars.jax_exported")]
    for i, array in enumerate(inputs):
        np.save(tmp_path / f"in{i}.npy", array)
        args += ["--input", str(tmp_path / f"in{i}.npy")]
    for i, array in enumerate(expected):
        np.save(tmp_path / f"out{i}.npy", array)
        args += ["--expect", str(tmp_path / f"out{i}.npy")]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("name", VIOLATED)
def test_shlo_run_violation(name):
    """As a user sees it: its own process, no debug variable, exit code 1, JAX's message, no traceback."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STABLEHLO_PY_")}
    run = subprocess.run([sys.executable, "-m", "stablehlo_py.cli.main", "run", str(DATA / f"{name}.jax_exported"),
                          "--input", str(DATA / f"{name}.violation.inputs.npz")],
                         capture_output=True, text=True, env=env, timeout=120)
    jax_message = json.loads((DATA / f"{name}.violation.json").read_text())["error"]
    assert run.returncode == 1
    assert jax_message in run.stderr and "Traceback" not in run.stderr + run.stdout
