"""Dev-time check of stablehlo_py/numerics/lapack_*.py against the LAPACK that jaxlib calls (scipy's):
run with /work/devenv/bin/python (has scipy); never imported by the project or its tests.

    PYTHONPATH=. /work/devenv/bin/python tools/lapack_oracle.py [schur|eig|svd] [count]
"""
from __future__ import annotations

import sys

import numpy as np
from scipy.linalg import lapack

from stablehlo_py.numerics import lapack_eigvec, lapack_schur, lapack_svd

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]


def random_matrix(rng, n: int, dtype) -> np.ndarray:
    a = rng.standard_normal((n, n))
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.standard_normal((n, n))
    if rng.random() < 0.3:  # some structure: zeros that let xGEBAL permute
        a[rng.random((n, n)) < 0.3] = 0
    return a.astype(dtype)


def worst(x: np.ndarray, y: np.ndarray) -> float:
    return float(np.max(np.abs(x - y), initial=0) / max(1.0, float(np.max(np.abs(y), initial=0))))


def check_schur(count: int) -> None:
    rng = np.random.default_rng(0)
    for dtype in DTYPES:
        gees = lapack.get_lapack_funcs("gees", dtype=dtype)
        bad = 0
        for trial in range(count):
            a = random_matrix(rng, int(rng.integers(1, 9)), dtype)
            t, z, w, info = lapack_schur.schur(a)
            out = gees(lambda *x: None, a)
            t_ref, z_ref = out[0], out[-3]
            err = max(worst(t, t_ref), worst(z, z_ref))
            if err > (1e-3 if np.dtype(dtype).itemsize <= 8 and dtype != np.complex128 else 1e-9):
                bad += 1
                if bad <= 3:
                    print(np.dtype(dtype).name, a.shape, "trial", trial, "error", err)
        print(np.dtype(dtype).name, f"schur: {count - bad}/{count} match")


def check_eig(count: int) -> None:
    """xGEEV's eigenvalues and left and right eigenvectors (complex columns, as jaxlib returns them)."""
    rng = np.random.default_rng(1)
    for dtype in DTYPES[:2]:
        geev = lapack.get_lapack_funcs("geev", dtype=dtype)
        bad = 0
        for trial in range(count):
            a = random_matrix(rng, int(rng.integers(1, 9)), dtype)
            w, vl, vr, info = lapack_eigvec.eig(a, True, True)
            wr, wi, vl_ref, vr_ref, info_ref = geev(a, compute_vl=1, compute_vr=1)
            errors = [worst(w, wr + 1j * wi)]
            for v, ref in ((vl, vl_ref), (vr, vr_ref)):
                full = ref.astype(w.dtype)
                for j in np.flatnonzero(wi > 0):
                    full[:, j] = ref[:, j] + 1j * ref[:, j + 1]
                    full[:, j + 1] = ref[:, j] - 1j * ref[:, j + 1]
                errors.append(worst(v, full))
            if max(errors) > (1e-3 if dtype == np.float32 else 1e-9):
                bad += 1
                if bad <= 3:
                    print(np.dtype(dtype).name, a.shape, "trial", trial, "errors (w, vl, vr)", errors)
        print(np.dtype(dtype).name, f"eig: {count - bad}/{count} match")


def check_svd(count: int) -> None:
    """xGESVD (jobu = jobvt = 'A' or 'S') on tall, square and wide matrices."""
    rng = np.random.default_rng(2)
    for dtype in DTYPES:
        gesvd = lapack.get_lapack_funcs("gesvd", dtype=dtype)
        bad = 0
        for trial in range(count):
            m, n = (int(x) for x in rng.integers(1, 9, 2))
            a = rng.standard_normal((m, n)) + (1j * rng.standard_normal((m, n)) if np.dtype(dtype).kind == "c" else 0)
            a = a.astype(dtype)
            full = bool(rng.random() < 0.5)
            s, u, vt, info = lapack_svd.svd(a, full)
            u_ref, s_ref, vt_ref, info_ref = gesvd(a, full_matrices=full)
            err = max(worst(s, s_ref), worst(u, u_ref), worst(vt, vt_ref))
            if err > (1e-3 if np.dtype(dtype) in (np.float32, np.complex64) else 1e-9):
                bad += 1
                if bad <= 3:
                    print(np.dtype(dtype).name, a.shape, "full" if full else "reduced", "trial", trial, "error", err)
        print(np.dtype(dtype).name, f"svd: {count - bad}/{count} match")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "schur"
    {"schur": check_schur, "eig": check_eig, "svd": check_svd}[what](int(sys.argv[2]) if len(sys.argv) > 2 else 200)
