"""The ``select_and_scatter`` specializer (issue #26 point 4: one vectorised plan over all windows) bit for bit
against its kernel (registry.specializer: "its results must be the kernel's, bit for bit"), which
test_interp_windows.py checks against the reference interpreter's loops: windows with strides and padding,
every comparison (the first/last extremum of ``GE``/``GT``/``LE``/``LT``, operands swapped, ``EQ``/``NE``,
TOTALORDER), ties, NaN, signed zeros and infinities, several element types and scatter bodies; and the
max-pool gradient program of testdata/bench against XLA."""
from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stablehlo_py
from stablehlo_py.interpreter import registry
from stablehlo_py.interpreter.evaluator import Interpreter, evaluation_function
from stablehlo_py.interpreter.kernels.reduction import select_and_scatter_plan

BENCH = Path(__file__).resolve().parents[1] / "testdata" / "bench"
TYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "ui8": np.uint8, "bf16": ml_dtypes.bfloat16}


def _program(shape, window, strides, padding, direction, compare_type, swapped, body, element) -> str:
    counts = [(n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(shape, window, strides, padding)]
    t = f"tensor<{'x'.join(map(str, shape))}x{element}>"
    source = f"tensor<{'x'.join(map(str, counts))}x{element}>"
    scalar = f"tensor<{element}>"
    lhs, rhs = ("%y", "%x") if swapped else ("%x", "%y")
    pads = ", ".join(f"[{lo}, {hi}]" for lo, hi in padding)
    return (f"func.func @main(%op: {t}, %src: {source}, %init: {scalar}) -> {t} {{\n"
            f'  %r = "stablehlo.select_and_scatter"(%op, %src, %init) ({{\n'
            f"    ^bb0(%x: {scalar}, %y: {scalar}):\n"
            f"      %c = stablehlo.compare {direction}, {lhs}, {rhs}, {compare_type} : ({scalar}, {scalar}) -> tensor<i1>\n"
            f"      stablehlo.return %c : tensor<i1>\n  }}, {{\n"
            f"    ^bb0(%x: {scalar}, %y: {scalar}):\n"
            f"      %s = stablehlo.{body} %x, %y : {scalar}\n      stablehlo.return %s : {scalar}\n  }}) "
            f"{{window_dimensions = array<i64: {', '.join(map(str, window))}>, "
            f"window_strides = array<i64: {', '.join(map(str, strides))}>, "
            f"padding = dense<[{pads}]> : tensor<{len(shape)}x2xi64>}} : ({t}, {source}, {scalar}) -> {t}\n"
            f"  func.return %r : {t}\n}}\n")


def _plan(text: str):
    """The specializer's function for the program's ``select_and_scatter`` (None where it leaves it to the kernel)."""
    (op,) = [o for o in stablehlo_py.parse_text(text).walk() if o.name == "stablehlo.select_and_scatter"]
    return select_and_scatter_plan(evaluation_function(op)[1])


def _run_twice(text: str, args: list[np.ndarray]) -> np.ndarray:
    interpreter = Interpreter(stablehlo_py.parse_text(text))
    interpreter.call("main", list(args))
    (result,) = interpreter.call("main", list(args))
    return result


def _operand(rng: np.random.Generator, shape, dtype, specials: bool) -> np.ndarray:
    """Few distinct values (many ties); for floats also NaN, both zeros and infinities when ``specials``."""
    if np.dtype(dtype).kind in "iu":
        return rng.integers(0, 4, size=shape).astype(dtype)
    pool = [-1.5, 0.5, 2.0, 0.0, -0.0] + ([np.inf, -np.inf, np.nan] if specials else [-np.inf])
    return np.array(rng.choice(np.array(pool, dtype=np.float64), size=shape)).astype(dtype)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rank=st.integers(1, 3), direction=st.sampled_from(["GE", "GT", "LE", "LT",
       "EQ", "NE"]), swapped=st.booleans(), element=st.sampled_from(list(TYPES)), specials=st.booleans(),
       body=st.sampled_from(["add", "maximum", "multiply"]), total_order=st.booleans())
def test_select_and_scatter_specializer_is_the_kernel(seed, rank, direction, swapped, element, specials, body,
                                                      total_order):
    rng = np.random.default_rng(seed)
    shape = [int(n) for n in rng.integers(1, 7, size=rank)]
    window = [int(n) for n in rng.integers(1, 4, size=rank)]
    strides = [int(n) for n in rng.integers(1, 4, size=rank)]
    padding = [(int(lo), int(hi)) for lo, hi in rng.integers(0, 3, size=(rank, 2))]
    padding = [(lo, hi) if n + lo + hi >= w else (lo, w - n - lo) for (lo, hi), n, w in zip(padding, shape, window)]
    dtype = TYPES[element]
    floating = np.dtype(dtype).kind not in "iu"
    compare_type = ("TOTALORDER" if total_order else "FLOAT") if floating else \
        ("UNSIGNED" if element.startswith("ui") else "SIGNED")
    text = _program(shape, window, strides, padding, direction, compare_type, swapped, body, element)
    counts = [(n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(shape, window, strides, padding)]
    args = [_operand(rng, shape, dtype, specials), rng.integers(1, 5, size=counts).astype(dtype),
            np.array(int(rng.integers(0, 3)), dtype=dtype)]
    fast = _run_twice(text, args)
    assert _plan(text) is not None
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(registry, "SPECIALIZERS", {})
        slow = _run_twice(text, args)
    assert fast.dtype == slow.dtype and fast.tobytes() == slow.tobytes(), text


@pytest.mark.parametrize("window, strides, padding", [((1, 2, 2, 1), (1, 2, 2, 1), ((0, 0),) * 4),
                                                      ((1, 3, 3, 1), (1, 2, 2, 1), ((0, 0), (1, 1), (1, 1), (0, 0)))])
def test_max_pool_backward_specializer_is_the_kernel(monkeypatch, window, strides, padding):
    """A max-pool gradient's shape (NHWC f32[2, 12, 12, 4]), non-overlapping and overlapping padded windows."""
    rng = np.random.default_rng(11)
    text = _program((2, 12, 12, 4), window, strides, padding, "GE", "FLOAT", False, "add", "f32")
    counts = [(n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip((2, 12, 12, 4), window, strides, padding)]
    args = [rng.standard_normal((2, 12, 12, 4)).astype(np.float32), rng.standard_normal(counts).astype(np.float32),
            np.float32(0)]
    fast = _run_twice(text, args)
    assert _plan(text) is not None
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    assert fast.tobytes() == _run_twice(text, args).tobytes()


def test_max_pool_gradient_program_matches_xla():
    """testdata/bench/maxpool_grad (jax.grad through max pools 3x3/2 padding 1 and 2x2/2, tools/export_bench_models.py):
    XLA's gradient, up to the convolution's rounding (the selected positions are the same: a wrong one would be
    off by a whole source value)."""
    with np.load(BENCH / "maxpool_grad.inputs.npz") as archive:
        inputs = [archive[f"in{i}"] for i in range(len(archive.files))]
    with np.load(BENCH / "maxpool_grad.expected.npz") as archive:
        (expected,) = [archive[f"out{i}"] for i in range(len(archive.files))]
    module = stablehlo_py.load(BENCH / "maxpool_grad.jax_exported")
    for _ in range(2):
        (got,) = module.call_flat(inputs)
        assert got.dtype == expected.dtype and np.array_equal(got != 0, expected != 0)
        np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-7)
