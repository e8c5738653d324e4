"""PyTorch exports (issue #11, point 7) and the XLA-named custom calls exporters write (point 3).

testdata/torch/: programs exported by ``tools/export_torch.py`` with PyTorch/XLA (torch.export ->
``exported_program_to_stablehlo``) and torchax (torch.export -> JAX -> ``jax.export``), each run through the
API and ``shlo run`` on its inputs and compared with what PyTorch computes eagerly (rtol 1e-4, atol 1e-5 for
f32; integers exactly). Then each target of ``interpreter/custom_calls/xla_named.py`` against NumPy and the
CHLO kernel it shares.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.errors import InterpreterError

from helpers import assert_results_match, assert_shlo_run_matches, run_main
from test_interp_lapack import lapack_path  # noqa: F401 - the fixture: with the NumPy path, then scipy's LAPACK

DATA = Path(__file__).resolve().parents[1] / "testdata" / "torch"
NAMES = sorted(p.stem for p in DATA.glob("*.mlir"))
RTOL, ATOL = 1e-4, 1e-5


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def test_the_exports_are_there_small_and_exercise_their_targets():
    assert {"mobilenet_v3_small", "transformer_encoder", "lstm", "gelu_mlp", "eigh", "topk", "dynamic_batch",
            "aten_composites", "torchax_conv_norm"} <= set(NAMES)
    for path in DATA.iterdir():
        assert path.stat().st_size < 1_000_000, path
    text = {name: (DATA / f"{name}.mlir").read_text() for name in NAMES}
    assert "custom_call @mhlo.erf" in text["gelu_mlp"] and "custom_call @mhlo.erf" in text["aten_composites"]
    assert "custom_call @Eigh" in text["eigh"]
    assert 'stablehlo.composite "aten.avg_pool2d.default"' in text["aten_composites"]
    assert "tensor<?x16xf32>" in text["dynamic_batch"]
    assert "module @jit_func" in text["torchax_conv_norm"]  # jax.export's module, not PyTorch/XLA's IrToHlo


@pytest.mark.parametrize("name", NAMES)
def test_export_matches_pytorch_eager(name):
    module = stablehlo_py.load(DATA / f"{name}.mlir")
    assert_results_match(name, module.run(*arrays(name, "inputs")), arrays(name, "expected"), RTOL, ATOL)


@pytest.mark.parametrize("name", NAMES)
def test_shlo_run_matches_pytorch_eager(name):
    assert_shlo_run_matches(DATA / f"{name}.mlir", DATA / f"{name}.inputs.npz", DATA / f"{name}.expected.npz",
                            RTOL, ATOL)


# ----------------------------------------------------------------------------- the mhlo.* targets
UNARY = {  # mhlo.<name>: (NumPy's function, inputs in its domain)
    "acos": (np.arccos, np.linspace(-0.99, 0.99, 9)),
    "acosh": (np.arccosh, np.linspace(1.0, 30.0, 9)),
    "asin": (np.arcsin, np.linspace(-0.99, 0.99, 9)),
    "asinh": (np.arcsinh, np.linspace(-30.0, 30.0, 9)),
    "atan": (np.arctan, np.linspace(-30.0, 30.0, 9)),
    "atanh": (np.arctanh, np.linspace(-0.99, 0.99, 9)),
    "cosh": (np.cosh, np.linspace(-9.0, 9.0, 9)),
    "sinh": (np.sinh, np.linspace(-9.0, 9.0, 9)),
    "tan": (np.tan, np.linspace(-1.5, 1.5, 9)),
    "erf": (np.vectorize(math.erf), np.linspace(-3.0, 3.0, 9)),
    "erf_inv": (None, np.linspace(-0.99, 0.99, 9)),  # checked through erf below
}

UNARY_CALL = """
func.func @main(%x: tensor<9x{t}>) -> (tensor<9x{t}>, tensor<9x{t}>) {{
  %0 = stablehlo.custom_call @mhlo.{name}(%x) {{mhlo.attributes = {{}}, mhlo.version = 1 : i64}} : (tensor<9x{t}>) -> tensor<9x{t}>
  %1 = "chlo.{name}"(%x) : (tensor<9x{t}>) -> tensor<9x{t}>
  return %0, %1 : tensor<9x{t}>, tensor<9x{t}>
}}
"""


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name", sorted(UNARY))
def test_mhlo_unary_targets_are_the_chlo_kernels(name, dtype):
    reference, x = UNARY[name]
    x = x.astype(dtype)
    got, chlo = run_main(UNARY_CALL.format(name=name, t="f32" if dtype == np.float32 else "f64"), x)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, chlo)  # the same kernel, bit for bit
    if reference is None:
        np.testing.assert_allclose(np.vectorize(math.erf)(got.astype(np.float64)), x, rtol=1e-5, atol=1e-6)
    else:
        np.testing.assert_allclose(got, reference(x.astype(np.float64)), rtol=2e-6 if dtype == np.float32 else 1e-12)


TOPK = """
func.func @main(%x: tensor<3x6xf32>) -> (tensor<3x{k}xf32>, tensor<3x{k}xi32>) {{
  %0:2 = stablehlo.custom_call @mhlo.topk(%x) {{mhlo.attributes = {{k = {k} : i64{largest}}}, mhlo.version = 1 : i64}}
      : (tensor<3x6xf32>) -> (tensor<3x{k}xf32>, tensor<3x{k}xi32>)
  return %0#0, %0#1 : tensor<3x{k}xf32>, tensor<3x{k}xi32>
}}
"""
X6 = np.array([[3, 1, 4, 1, 5, 9], [2, 6, 5, 3, 5, 8], [-1, np.inf, 0, np.nan, -np.inf, 0]], np.float32)


@pytest.mark.parametrize("largest", [None, True, False])
def test_mhlo_topk(largest):
    attribute = "" if largest is None else f", largest = {str(largest).lower()}"
    values, indices = run_main(TOPK.format(k=3, largest=attribute), X6)
    # NumPy's stable sort by (is NaN, value): NaN above +inf, ties in index order
    nan, value = np.isnan(X6).astype(np.float32), np.nan_to_num(X6, nan=0.0, posinf=np.inf, neginf=-np.inf)
    sign = -1 if largest is not False else 1
    order = np.lexsort((sign * value, sign * nan), axis=-1)[:, :3]
    np.testing.assert_array_equal(indices, order)
    np.testing.assert_array_equal(values, np.take_along_axis(X6, order, axis=-1))
    assert indices.dtype == np.int32


def test_mhlo_topk_needs_k_and_a_known_version():
    with pytest.raises(InterpreterError, match="k = "):
        run_main(TOPK.format(k=3, largest="").replace("k = 3 : i64", "largest = true"), X6)
    with pytest.raises(InterpreterError, match="mhlo.version = 2 is not known"):
        run_main(TOPK.format(k=3, largest="").replace("mhlo.version = 1", "mhlo.version = 2"), X6)


def test_mhlo_unary_without_version_and_with_a_wrong_operand_count():
    x = np.array([0.5, -0.25], np.float32)
    plain = """
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @mhlo.erf_inv(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""
    (got,) = run_main(plain, x)
    np.testing.assert_allclose(np.vectorize(math.erf)(got.astype(np.float64)), x, rtol=1e-6)
    two = plain.replace("(%x) : (tensor<2xf32>)", "(%x, %x) : (tensor<2xf32>, tensor<2xf32>)")
    with pytest.raises(InterpreterError, match="takes 1 operand"):
        run_main(two, x)


# ----------------------------------------------------------------------------- Eigh, Qr
EIGH = """
func.func @main(%a: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>) {{
  %0 = stablehlo.custom_call @Eigh(%a) {{backend_config = "{lower},1,100,0.000001"}}
      : (tensor<2x4x4xf32>) -> tuple<tensor<2x4x4xf32>, tensor<2x4xf32>>
  %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<2x4x4xf32>, tensor<2x4xf32>>) -> tensor<2x4x4xf32>
  %2 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2x4x4xf32>, tensor<2x4xf32>>) -> tensor<2x4xf32>
  return %1, %2 : tensor<2x4x4xf32>, tensor<2x4xf32>
}}
"""


@pytest.mark.parametrize("lower", [1, 0])
def test_eigh_reads_one_triangle(lower, lapack_path):
    rng = np.random.default_rng(7)
    b = rng.standard_normal((2, 4, 4)).astype(np.float32)
    symmetric = b + np.swapaxes(b, -1, -2)
    garbage = rng.standard_normal((2, 4, 4)).astype(np.float32) * 100
    a = np.where(np.tri(4, dtype=bool) if lower else ~np.tri(4, k=-1, dtype=bool), symmetric, garbage)
    v, w = run_main(EIGH.format(lower=lower), a)
    want_w, want_v = np.linalg.eigh(symmetric.astype(np.float64))
    np.testing.assert_allclose(w, want_w, rtol=1e-5, atol=1e-5)
    assert np.all(np.diff(w, axis=-1) >= 0)
    np.testing.assert_allclose(symmetric @ v, v * w[:, None, :], atol=1e-4)  # A v = v diag(w)
    np.testing.assert_allclose(np.swapaxes(v, -1, -2) @ v, np.broadcast_to(np.eye(4), (2, 4, 4)), atol=1e-5)
    np.testing.assert_allclose(np.abs(v), np.abs(want_v), atol=1e-5)  # LAPACK's vectors, up to sign


def test_eigh_with_two_results_and_a_bad_operand(lapack_path):
    two = """
func.func @main(%a: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>) {
  %0:2 = stablehlo.custom_call @Eigh(%a) {backend_config = "1,1,100,0.000001"} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>)
  return %0#0, %0#1 : tensor<3x3xf64>, tensor<3xf64>
}
"""
    a = np.array([[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]])
    v, w = run_main(two, a)
    np.testing.assert_allclose(w, np.linalg.eigvalsh(a), rtol=1e-12)
    np.testing.assert_allclose(a @ v, v * w, atol=1e-12)
    wrong = two.replace("3x3xf64>) -> (", "2x3xf64>) -> (").replace("%a: tensor<3x3xf64>", "%a: tensor<2x3xf64>")
    with pytest.raises(InterpreterError, match="square"):
        run_main(wrong, np.ones((2, 3)))


QR = """
func.func @main(%a: tensor<2x{m}x{n}xf64>) -> (tensor<2x{m}x{n}xf64>, tensor<2x{p}xf64>, tensor<2x{m}x{p}xf64>) {{
  %0 = stablehlo.custom_call @Qr(%a) : (tensor<2x{m}x{n}xf64>) -> tuple<tensor<2x{m}x{n}xf64>, tensor<2x{p}xf64>>
  %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<2x{m}x{n}xf64>, tensor<2x{p}xf64>>) -> tensor<2x{m}x{n}xf64>
  %2 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2x{m}x{n}xf64>, tensor<2x{p}xf64>>) -> tensor<2x{p}xf64>
  %3 = "stablehlo.slice"(%1) <{{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, {m}, {p}>,
      strides = array<i64: 1, 1, 1>}}> : (tensor<2x{m}x{n}xf64>) -> tensor<2x{m}x{p}xf64>
  %4 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%3, %2)
      : (tensor<2x{m}x{p}xf64>, tensor<2x{p}xf64>) -> tensor<2x{m}x{p}xf64>
  return %1, %2, %4 : tensor<2x{m}x{n}xf64>, tensor<2x{p}xf64>, tensor<2x{m}x{p}xf64>
}}
"""


@pytest.mark.parametrize("m,n", [(5, 3), (4, 4), (3, 5)])
def test_qr_and_the_householder_product(m, n, lapack_path):
    """XLA's QrExplicit (full_matrices = false): Q from the compact form and taus, R its upper triangle;
    the same factors as LAPACK's (NumPy's) QR, and Q R = a."""
    p = min(m, n)
    a = np.random.default_rng(3).standard_normal((2, m, n))
    compact, taus, q = run_main(QR.format(m=m, n=n, p=p), a)
    r = np.triu(compact[:, :p, :])
    want_q, want_r = np.linalg.qr(a)
    np.testing.assert_allclose(q, want_q, atol=1e-12)
    np.testing.assert_allclose(r, want_r, atol=1e-12)
    np.testing.assert_allclose(q @ r, a, atol=1e-12)
    assert taus.shape == (2, p)


def test_householder_product_rejects_wide_matrices(lapack_path):
    program = """
func.func @main(%a: tensor<2x3xf32>, %t: tensor<2xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%a, %t) : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""
    with pytest.raises(InterpreterError, match="m >= n"):
        run_main(program, np.ones((2, 3), np.float32), np.ones(2, np.float32))
