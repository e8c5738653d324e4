"""Opt-in fast numerics (issue #26 point 5): ``Module.run(numerics="fast")``, ``shlo run --fast-math`` and
``STABLEHLO_PY_NUMERICS=fast`` compute the transcendentals of f32/f16/bf16 by NumPy's float32 loops instead of
float64-and-round. Each op's error against the default (exact) mode is bounded on dense grids of each type:
every bit pattern of f16 and bf16, every 4099th of f32 (about a million values, all binades, both signs,
inf and NaN)."""
from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from click.testing import CliRunner

from stablehlo_py import InputError, parse_text
from stablehlo_py.cli.main import main as cli_main
from stablehlo_py.interpreter.evaluator import NUMERICS_VARIABLE
from stablehlo_py.module import load
from stablehlo_py.numerics.floats import ulp_distance

TYPES = {"f32": np.dtype(np.float32), "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16)}

# The largest ulp distance of fast from exact measured on the grids below (NumPy 2.4's float32 loops on an
# x86-64 AVX-512 machine; NumPy's SIMD dispatch picks other kernels on other CPUs, within the same few ulp).
# f16 and bf16 round NumPy's float32 result once more: at most 1 ulp of their own from the exact one.
F32_ULP = {"stablehlo.cosine": 1, "stablehlo.sine": 1, "stablehlo.tan": 3, "stablehlo.exponential": 2,
           "stablehlo.exponential_minus_one": 2, "stablehlo.log": 2, "stablehlo.log_plus_one": 2,
           "stablehlo.logistic": 3, "stablehlo.tanh": 1, "stablehlo.sqrt": 0, "stablehlo.rsqrt": 1,
           "chlo.acos": 2, "chlo.asin": 3, "chlo.atan": 2, "chlo.acosh": 1, "chlo.asinh": 1, "chlo.atanh": 1,
           "chlo.tan": 3}
NARROW_ULP = 1


def _grid(dtype: np.dtype) -> np.ndarray:
    if dtype.itemsize == 2:
        return np.arange(1 << 16, dtype=np.uint16).view(dtype)
    return np.arange(0, 1 << 32, 4099, dtype=np.uint64).astype(np.uint32).view(np.float32)


def _unary(op: str, type_: str, n: int):
    t = f"tensor<{n}x{type_}>"
    line = f'"{op}"(%x) : ({t}) -> {t}' if op.startswith("chlo.") else f"{op} %x : {t}"
    return parse_text(f"func.func @main(%x: {t}) -> {t} {{\n  %0 = {line}\n  return %0 : {t}\n}}\n")


@pytest.mark.parametrize("type_", list(TYPES))
@pytest.mark.parametrize("op", list(F32_ULP))
def test_fast_within_measured_ulp_of_exact(op: str, type_: str) -> None:
    x = _grid(TYPES[type_])
    module = _unary(op, type_, x.size)
    exact = module.run(x)[0]
    for _ in range(2):  # the steps, then the generated Python (the specializers' plans)
        fast = module.run(x, numerics="fast")[0]
        assert fast.dtype == exact.dtype
        distance = ulp_distance(fast, exact)
        assert int(distance.max()) <= (F32_ULP[op] if type_ == "f32" else NARROW_ULP)
        # NaN where exact is NaN and only there; infinities and zeros of the same sign
        assert np.array_equal(np.isnan(fast.astype(np.float64)), np.isnan(exact.astype(np.float64)))
    if type_ == "f32" and F32_ULP[op]:
        assert np.count_nonzero(distance), f"fast {op} equals exact bit for bit: the mode did not reach the kernel"


def test_exact_by_default_and_other_types_unchanged() -> None:
    x32 = _grid(TYPES["f32"])
    module = _unary("stablehlo.exponential", "f32", x32.size)
    default = module.run(x32)[0]
    with np.errstate(all="ignore"):
        assert np.array_equal(default, np.exp(x32.astype(np.float64)).astype(np.float32), equal_nan=True)
    x64 = np.linspace(-50, 50, 10001)
    wide = _unary("stablehlo.tanh", "f64", x64.size)
    assert np.array_equal(wide.run(x64, numerics="fast")[0], wide.run(x64)[0])


def test_mode_from_environment_and_option(monkeypatch) -> None:
    x = _grid(TYPES["f32"])
    module = _unary("stablehlo.logistic", "f32", x.size)
    exact, fast = module.run(x)[0], module.run(x, numerics="fast")[0]
    monkeypatch.setenv(NUMERICS_VARIABLE, "fast")
    assert np.array_equal(module.run(x)[0], fast, equal_nan=True)
    assert np.array_equal(module.run(x, numerics="exact")[0], exact, equal_nan=True)  # the option wins
    monkeypatch.setenv(NUMERICS_VARIABLE, "quick")
    with pytest.raises(InputError, match="STABLEHLO_PY_NUMERICS='quick': give one of exact, fast"):
        module.run(x)
    with pytest.raises(InputError, match="numerics='fastest'"):
        module.run(x, numerics="fastest")


def test_processes_of_run_parallel_take_the_run_s_mode() -> None:
    x = np.linspace(-20, 20, 4096, dtype=np.float32)
    module = parse_text(
        "func.func @sigmoid(%x: tensor<4096xf32>) -> tensor<4096xf32> {\n"
        "  %y = stablehlo.logistic %x : tensor<4096xf32>\n"
        "  func.return %y : tensor<4096xf32>\n}\n"
        "func.func @main(%x: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {\n"
        '  %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@sigmoid], [@sigmoid]]}'
        " : (tensor<4096xf32>, tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>)\n"
        "  func.return %r#0, %r#1 : tensor<4096xf32>, tensor<4096xf32>\n}\n")
    single = _unary("stablehlo.logistic", "f32", x.size)
    for mode in ("exact", "fast"):
        expected = single.run(x, numerics=mode)[0]
        for result in module.run(x, numerics=mode):
            assert np.array_equal(result, expected, equal_nan=True), mode
    assert not np.array_equal(single.run(x, numerics="fast")[0], single.run(x)[0], equal_nan=True)


def test_cli_fast_math(tmp_path: Path) -> None:
    program = tmp_path / "exp.mlir"
    program.write_text("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n"
                       "  %0 = stablehlo.exponential %x : tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n")
    x = np.array([0.1, 1.5, -3.25], np.float32)
    np.save(tmp_path / "x.npy", x)
    for flags, numerics in (([], "exact"), (["--fast-math"], "fast")):
        out = tmp_path / f"{numerics}.npy"
        result = CliRunner().invoke(cli_main, ["run", str(program), "--input", str(tmp_path / "x.npy"),
                                               "--output", str(out), *flags])
        assert result.exit_code == 0, result.output
        assert np.array_equal(np.load(out), _unary("stablehlo.exponential", "f32", 3).run(x, numerics=numerics)[0])


BENCH = Path(__file__).resolve().parent.parent / "testdata" / "bench"


@pytest.mark.parametrize("name", ["lstm_scan", "gpt_forward"])
def test_model_in_both_modes(name: str) -> None:
    """A model (the LSTM's logistic and tanh gates in a loop; GPT's softmax exp, GELU tanh and rsqrt) matches
    its exporter's outputs in both modes, and the fast run is not the exact one bit for bit."""
    module = load(BENCH / f"{name}.mlir")
    inputs = np.load(BENCH / f"{name}.inputs.npz")
    expected = np.load(BENCH / f"{name}.expected.npz")
    args = [inputs[f"in{i}"] for i in range(len(inputs.files))]
    exact, fast = module.run(*args), module.run(*args, numerics="fast")
    for i, (e, f) in enumerate(zip(exact, fast)):
        np.testing.assert_allclose(e, expected[f"out{i}"], rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(f, expected[f"out{i}"], rtol=1e-4, atol=1e-5)
    assert any(not np.array_equal(e, f) for e, f in zip(exact, fast))
