"""jaxlib's CPU linear algebra custom calls (``lapack_*_ffi``, issue #11 point 5): every program of
``testdata/jax_linalg/`` (``jnp.linalg`` and ``jax.scipy.linalg`` exported for CPU by
``tools/export_jax_linalg.py``) run by the interpreter against the outputs JAX computed for it, plus
LAPACK's ``info`` values, layouts and errors called directly. Each runs both ways (the ``lapack_path``
fixture): with the NumPy replays and with scipy's LAPACK (issue #26; skipped without scipy).

Outputs are compared with rtol 1e-4 (f32, complex64) or 1e-10 (f64, complex128), NaNs where JAX has
NaNs, integers exactly. The Schur form (gees) and real eigenvectors (geev) are computed by LAPACK's own
algorithms (``numerics/lapack_schur.py``, ``lapack_eigvec.py``), and xGESVD's singular vectors likewise
(``lapack_svd.py``), so they are compared directly too. Where LAPACK's result is set by its rounding
errors, the replays' results are compared by what JAX defines instead (``DEFINED_UP_TO``):

- complex Schur (``schur_c64``, ``schur_c128``): complex xLAHQR makes each subdiagonal entry real by
  scaling a column of Z by its phase, also in the sweep where that entry has converged to rounding level;
  the phase of Z's column is then the phase of a rounding error, which depends on the BLAS kernels
  OpenBLAS picks for the CPU. JAX itself gives other phases on another CPU family (tested below with its
  outputs under OpenBLAS's Nehalem kernels). Checked: Z unitary, ``Z T Z^H = A``, T upper triangular, and
  Z and T equal to JAX's up to one unit phase per Schur vector.
"""
from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from click.testing import CliRunner

from stablehlo_py.cli.main import main
from stablehlo_py.interpreter.custom_calls import find_target
from stablehlo_py.interpreter.errors import InterpreterError

from helpers import run_main

DATA = Path(__file__).resolve().parents[1] / "testdata" / "jax_linalg"
NAMES = sorted(p.name[:-len(".mlir")] for p in DATA.glob("*.mlir"))

# jaxlib 0.10.2's registered FFI targets (jaxlib.lapack._lapack.registrations(), names ending _ffi).
FAMILIES = ["gees", "geev", "gehrd", "geqp3", "geqrf", "gesdd", "gesvd", "getrf", "gtsv", "potrf", "trsm"]
PAIRS = [("orgqr", "ungqr"), ("ormqr", "unmqr"), ("syevd", "heevd"), ("sytrd", "hetrd")]
JAXLIB_TARGETS = sorted([f"lapack_{p}{f}_ffi" for f in FAMILIES for p in "sdcz"]
                        + [f"lapack_{p}{real if p in 'sd' else cplx}_ffi" for real, cplx in PAIRS for p in "sdcz"]
                        + ["tridiagonal_solve_perturbed_ffi"])


@pytest.fixture(params=["replay", "scipy"])
def lapack_path(request, monkeypatch) -> str:
    """The test run with the NumPy replays, then with scipy's LAPACK (``STABLEHLO_PY_LAPACK``; skipped
    without scipy)."""
    if request.param == "scipy":
        pytest.importorskip("scipy.linalg.lapack")
    monkeypatch.setenv("STABLEHLO_PY_LAPACK", request.param)
    return request.param


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


def rtol(name: str) -> float:
    return 1e-4 if name.endswith(("_f32", "_c64")) else 1e-10


def assert_close(actual, expected, tol: float) -> None:
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.shape == expected.shape
    if not np.issubdtype(expected.dtype, np.inexact):
        np.testing.assert_array_equal(actual, expected)
        return
    scale = max(1.0, float(np.nanmax(np.abs(expected)))) if expected.size and not np.all(np.isnan(expected)) else 1.0
    np.testing.assert_allclose(actual, expected, rtol=tol, atol=tol * scale, equal_nan=True)


def hermitian(x: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(x, -1, -2))


# ----------------------------------------------------------------------------- comparisons by definition
def check_complex_schur(name: str, a: np.ndarray, outputs: list, expected: list) -> None:
    """A complex Schur form ``(T, Z)`` against JAX's: Z unitary, ``Z T Z^H = A``, T upper triangular, and
    ``Z = Z_jax D``, ``T = D^H T_jax D`` for a diagonal D of unit phases (read off ``Z_jax^H Z``): the same
    eigenvalues in the same order, the same Schur vectors up to one phase each."""
    (t, z), (t_jax, z_jax), tol = outputs, expected, rtol(name) * 10
    n = a.shape[-1]
    assert_close(hermitian(z) @ z, np.eye(n, dtype=z.dtype), tol)
    assert_close(z @ t @ hermitian(z), a.astype(t.dtype), tol)
    assert np.all(np.tril(t, -1) == 0)
    assert_same_schur_up_to_phases(t, z, t_jax, z_jax, tol)


def assert_same_schur_up_to_phases(t, z, t_ref, z_ref, tol: float) -> None:
    """``Z = Z_ref D`` and ``T = D^H T_ref D`` for a diagonal D of unit phases, read off ``Z_ref^H Z``."""
    overlap = np.diagonal(hermitian(z_ref) @ z)
    phases = overlap / np.abs(overlap)
    assert_close(np.abs(overlap), np.ones(len(overlap)), tol)
    assert_close(z, z_ref * phases, tol)
    assert_close(t, np.conj(phases)[:, None] * t_ref * phases, tol)


# The programs whose results LAPACK leaves partly to its rounding errors (module docstring), and their checks.
DEFINED_UP_TO = {"schur_c64": check_complex_schur, "schur_c128": check_complex_schur}


@pytest.mark.parametrize("name", sorted(DEFINED_UP_TO))
def test_jax_itself_gives_these_programs_results_only_up_to_what_their_check_allows(name):
    """JAX's own ``exp.call`` of the program with OpenBLAS's Nehalem kernels, as on a CPU of that family
    (``NAME.expected_nehalem.npz``, ``tools/export_jax_schur_on_other_kernels.py``), differs from its result
    with the Haswell kernels (``NAME.expected.npz``) beyond float tolerance, and passes the same check."""
    inputs, expected, other = arrays(name, "inputs"), arrays(name, "expected"), arrays(name, "expected_nehalem")
    tol = rtol(name)
    assert not all(np.allclose(o, e, rtol=tol, atol=tol) for o, e in zip(other, expected))
    DEFINED_UP_TO[name](name, inputs[0], other, expected)


def test_the_programs_cover_every_target_and_are_small():
    text = "".join((DATA / f"{n}.mlir").read_text() for n in NAMES)
    called = {t for t in JAXLIB_TARGETS if f"@{t}(" in text}
    assert called == set(JAXLIB_TARGETS)
    assert len(NAMES) >= 200 and sum(p.stat().st_size for p in DATA.iterdir()) < 1_500_000


def test_every_jaxlib_target_is_registered():
    for name in JAXLIB_TARGETS:
        assert find_target(name).__name__ == name


def run_cli(name: str, output: Path) -> list[np.ndarray]:
    """The results of ``shlo run NAME.mlir --input NAME.inputs.npz --output OUT.npz``, in result order."""
    result = CliRunner().invoke(main, ["run", str(DATA / f"{name}.mlir"), "--input", str(DATA / f"{name}.inputs.npz"),
                                       "--output", str(output)])
    assert result.exit_code == 0, result.output
    with np.load(output) as archive:
        return [archive[key] for key in archive.files]


def run_on_kernels(name: str, output: Path) -> tuple[list[np.ndarray], str]:
    """``shlo run`` of NAME in a fresh process with OpenBLAS's Haswell kernels (Nehalem's on an x86 CPU
    without AVX2), and the outputs JAX recorded under the same kernels."""
    import scipy

    if platform.machine().lower() not in ("x86_64", "amd64") or "openblas" not in \
            scipy.show_config(mode="dicts")["Build Dependencies"]["blas"]["name"]:
        pytest.skip("the outputs were recorded with OpenBLAS's x86 kernels (scipy's wheels bundle OpenBLAS)")
    cpuinfo = Path("/proc/cpuinfo")
    haswell = not cpuinfo.exists() or " avx2" in cpuinfo.read_text()
    core, recorded = ("Haswell", "expected") if haswell else ("Nehalem", "expected_nehalem")
    args = ["run", str(DATA / f"{name}.mlir"), "--input", str(DATA / f"{name}.inputs.npz"), "--output", str(output)]
    env = {**os.environ, "OPENBLAS_CORETYPE": core, "STABLEHLO_PY_LAPACK": "scipy"}
    script = "import sys; from stablehlo_py.cli.main import main; main(sys.argv[1:])"
    done = subprocess.run([sys.executable, "-c", script, *args], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    with np.load(output) as archive:
        return [archive[key] for key in archive.files], recorded


@pytest.mark.parametrize("name", NAMES)
def test_program_matches_jax(name, lapack_path, tmp_path):
    """Each program run from the command line (``shlo run`` with the .npz inputs) against JAX's outputs."""
    inputs, expected = arrays(name, "inputs"), arrays(name, "expected")
    if lapack_path == "scipy" and name in DEFINED_UP_TO:
        outputs, recorded = run_on_kernels(name, tmp_path / "out.npz")
        expected = arrays(name, recorded)
    else:
        outputs = run_cli(name, tmp_path / "out.npz")
    assert [(o.shape, o.dtype) for o in outputs] == [(e.shape, e.dtype) for e in expected]
    check = DEFINED_UP_TO.get(name) if lapack_path == "replay" else None
    if check is not None:
        check(name, inputs[0], outputs, expected)
        return
    for got, want in zip(outputs, expected):
        assert_close(got, want, rtol(name))


# ----------------------------------------------------------------------------- direct calls: info, layouts, errors
COLUMN_MAJOR = "dense<[0, 1]> : tensor<2xindex>"


def call(target: str, operands: list[np.ndarray], results: list[str], config: str = "",
         operand_layouts: list[str] | None = None, result_layouts: list[str] | None = None) -> list:
    """Run one ``custom_call @target`` the way JAX writes it (column-major matrices by default)."""
    types = [f"tensor<{'x'.join(map(str, x.shape))}{'x' if x.shape else ''}{_short(x.dtype)}>" for x in operands]
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    names = ", ".join(f"%a{i}" for i in range(len(operands)))

    def layout(t: str) -> str:  # unbatched: column-major matrices, vectors and scalars as they are
        rank = len(t.split("x")) - 1 - t.count("complex<")
        return {2: COLUMN_MAJOR, 1: "dense<0> : tensor<1xindex>"}.get(rank, "dense<> : tensor<0xindex>")

    if operand_layouts is None:
        operand_layouts = [layout(t) for t in types]
    if result_layouts is None:
        result_layouts = [layout(t) for t in results]
    layouts = ""
    if operand_layouts:
        layouts = f", operand_layouts = [{', '.join(operand_layouts)}], result_layouts = [{', '.join(result_layouts)}]"
    count = f":{len(results)}" if len(results) > 1 else ""
    values = ", ".join(f"%r#{i}" for i in range(len(results))) if count else "%r"
    program = f"""
func.func @main({args}) -> ({', '.join(results)}) {{
  %r{count} = stablehlo.custom_call @{target}({names}) {{api_version = 4 : i32,
      mhlo.backend_config = {{{config}}}{layouts}}} : ({', '.join(types)}) -> ({', '.join(results)})
  return {values} : {', '.join(results)}
}}
"""
    return [np.asarray(r) for r in run_main(program, *operands)]


def _short(dtype: np.dtype) -> str:
    return {"float32": "f32", "float64": "f64", "complex64": "complex<f32>", "complex128": "complex<f64>",
            "int32": "i32"}[np.dtype(dtype).name]


SINGULAR = np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], np.float64)


@pytest.mark.parametrize("letter,dtype", [("s", np.float32), ("d", np.float64), ("c", np.complex64),
                                          ("z", np.complex128)])
def test_getrf_info_is_the_first_zero_pivot(letter, dtype, lapack_path):
    # Partial pivoting: rows 2 and 1 swap, then rows 3 and 2; U[2, 2] is exactly 0, so info = 3.
    lu, ipiv, info = call(f"lapack_{letter}getrf_ffi", [SINGULAR.astype(dtype)],
                          [f"tensor<3x3x{_short(dtype)}>", "tensor<3xi32>", "tensor<i32>"])
    np.testing.assert_array_equal(ipiv, [2, 3, 3])
    assert info == 3 and lu[2, 2] == 0
    lower, upper = np.tril(lu, -1) + np.eye(3), np.triu(lu)
    permuted = SINGULAR[[1, 2, 0]]
    np.testing.assert_allclose(lower @ upper, permuted, atol=1e-6)


def test_getrf_batched_info_and_success(lapack_path):
    a = np.stack([SINGULAR, np.eye(3) * 2])
    _, _, info = call("lapack_dgetrf_ffi", [a], ["tensor<2x3x3xf64>", "tensor<2x3xi32>", "tensor<2xi32>"],
                      operand_layouts=["dense<[1, 2, 0]> : tensor<3xindex>"],
                      result_layouts=["dense<[1, 2, 0]> : tensor<3xindex>", "dense<[1, 0]> : tensor<2xindex>",
                                      "dense<0> : tensor<1xindex>"])
    np.testing.assert_array_equal(info, [3, 0])


@pytest.mark.parametrize("uplo", ["L", "U"])
def test_potrf_info_is_the_order_of_the_first_non_positive_minor(uplo, lapack_path):
    not_pd = np.array([[4, 2, 0], [2, 1, 3], [0, 3, 5]], np.float64)  # 4 * 1 - 2 * 2 = 0: order 2
    pd = not_pd + 3 * np.eye(3)
    batch = np.stack([pd, not_pd]).astype(np.complex128)
    out, info = call("lapack_zpotrf_ffi", [batch], ["tensor<2x3x3xcomplex<f64>>", "tensor<2xi32>"],
                     config=f"uplo = {ord(uplo)} : ui8",
                     operand_layouts=["dense<[1, 2, 0]> : tensor<3xindex>"],
                     result_layouts=["dense<[1, 2, 0]> : tensor<3xindex>", "dense<0> : tensor<1xindex>"])
    np.testing.assert_array_equal(info, [0, 2])
    factor = np.tril(out[0]) if uplo == "L" else np.triu(out[0])
    product = factor @ hermitian(factor) if uplo == "L" else hermitian(factor) @ factor
    np.testing.assert_allclose(product, pd, atol=1e-12)
    untouched = np.triu(out[0], 1) if uplo == "L" else np.tril(out[0], -1)  # the other triangle: as given
    np.testing.assert_array_equal(untouched, np.triu(pd, 1) if uplo == "L" else np.tril(pd, -1))


def test_gtsv_info_for_a_zero_pivot(lapack_path):
    zeros = np.zeros(3)
    *_, info = call("lapack_dgtsv_ffi", [zeros, zeros, zeros, np.ones((3, 1))],
                    ["tensor<3xf64>"] * 3 + ["tensor<3x1xf64>", "tensor<i32>"])
    assert info == 1


def test_geev_on_nan_reports_info_instead_of_raising(lapack_path):
    # xGEBAL stops at the NaN (info -3) and dgeev's xHSEQR then rejects the undefined bounds: -4, as
    # scipy's LAPACK (the one jaxlib calls) returns.
    a = np.stack([np.eye(2), np.full((2, 2), np.nan)])
    *_, vr, info = call("lapack_dgeev_ffi", [a],
                        ["tensor<2x2xf64>", "tensor<2x2xf64>", "tensor<2x2x2xcomplex<f64>>",
                         "tensor<2x2x2xcomplex<f64>>", "tensor<2xi32>"],
                        config="compute_left = 78 : ui8, compute_right = 86 : ui8",
                        operand_layouts=["dense<[1, 2, 0]> : tensor<3xindex>"],
                        result_layouts=["dense<[1, 0]> : tensor<2xindex>"] * 2
                        + ["dense<[1, 2, 0]> : tensor<3xindex>"] * 2 + ["dense<0> : tensor<1xindex>"])
    np.testing.assert_array_equal(info, [0, -4])
    assert np.all(np.isnan(vr[1])) and np.allclose(np.abs(vr[0]), np.eye(2))


def test_row_major_layouts_are_read_as_the_kernel_reads_them(lapack_path):
    # Without layouts (XLA's default: row-major) a column-major kernel sees each matrix transposed and
    # writes its result transposed: X = (tril(A^T)^-1 B^T)^T.
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((3, 3)) + 3 * np.eye(3), rng.standard_normal((3, 3))
    x, = call("lapack_dtrsm_ffi", [a, b], ["tensor<3x3xf64>"],
              config="diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8",
              operand_layouts=[], result_layouts=[])
    np.testing.assert_allclose(x, np.linalg.solve(np.tril(a.T), b.T).T, rtol=1e-12)
    x, = call("lapack_dtrsm_ffi", [a, b], ["tensor<3x3xf64>"],
              config="diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8")
    np.testing.assert_allclose(x, np.linalg.solve(np.tril(a), b), rtol=1e-12)


def test_a_wrong_element_type_is_an_interpreter_error(lapack_path):
    with pytest.raises(InterpreterError, match="lapack_sgetrf_ffi: expects a float32 first operand, got float64"):
        call("lapack_sgetrf_ffi", [np.eye(2)], ["tensor<2x2xf64>", "tensor<2xi32>", "tensor<i32>"])


def test_operands_a_routine_cannot_take_are_an_interpreter_error(lapack_path):
    with pytest.raises(InterpreterError, match=r"lapack_dgetrf_ffi: cannot run on operands float64\[3\]"):
        call("lapack_dgetrf_ffi", [np.ones(3)], ["tensor<3xf64>", "tensor<3xi32>", "tensor<i32>"])


def test_geqp3_moves_fixed_columns_forward_by_swaps_as_lapack_does(lapack_path):
    # xGEQP3 swaps the fixed column 3 with column 1: the order is 3, 2, 1 (not 3, 1, 2). Column 3 is e_1, so
    # its reflector is the identity, and columns 2 and 1 tie (norm 1 below the first row): the first of
    # them in that order, column 2, is taken.
    a = np.array([[5, 9, 1], [1, 0, 0], [0, 1, 0], [0, 0, 0]], np.float64)
    r, jpvt, tau = call("lapack_dgeqp3_ffi", [a, np.array([0, 0, 1], np.int32)],
                        ["tensor<4x3xf64>", "tensor<3xi32>", "tensor<3xf64>"])
    np.testing.assert_array_equal(jpvt, [3, 2, 1])
    q = np.eye(4)
    for i in range(3):
        v = np.concatenate([np.zeros(i), [1.0], r[i + 1:, i]])
        q = q @ (np.eye(4) - tau[i] * np.outer(v, v))
    np.testing.assert_allclose(q @ np.triu(r), a[:, jpvt - 1], atol=1e-12)


def test_a_non_square_matrix_for_potrf_is_an_interpreter_error(lapack_path):
    with pytest.raises(InterpreterError, match=r"lapack_dpotrf_ffi: cannot run on operands float64\[2, 3\]"):
        call("lapack_dpotrf_ffi", [np.ones((2, 3))], ["tensor<2x3xf64>", "tensor<i32>"], config="uplo = 76 : ui8")
