"""Export LAPACK's own results (scipy's LAPACK, the one jaxlib calls) for random matrices, for
tests/test_lapack_algorithms.py: testdata/lapack_oracle/{gees,geev,gesvd}_<dtype>.npz.

    OPENBLAS_NUM_THREADS=1 /work/devenv/bin/python tools/export_lapack_oracle.py

Each archive holds ``a<k>`` (the input) and the routine's outputs ``<name><k>`` for k = 0..COUNT-1.
Complex-pair eigenvectors of real matrices are stored as complex columns, as jaxlib returns them.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
from scipy.linalg import lapack

OUT = Path(__file__).resolve().parents[1] / "testdata" / "lapack_oracle"
COUNT = 24
DTYPES = {"f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}


def random_matrix(rng: np.random.Generator, shape: tuple[int, int], dtype) -> np.ndarray:
    a = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.standard_normal(shape)
    if rng.random() < 0.25:  # zeros that let xGEBAL permute
        a[rng.random(shape) < 0.3] = 0
    return a.astype(dtype)


def complex_vectors(v: np.ndarray, wi: np.ndarray) -> np.ndarray:
    """xGEEV's real storage of a complex pair (real part, imaginary part) as two complex columns."""
    full = v.astype(np.result_type(v.dtype, np.complex64))
    for j in np.flatnonzero(wi > 0):
        full[:, j], full[:, j + 1] = v[:, j] + 1j * v[:, j + 1], v[:, j] - 1j * v[:, j + 1]
    return full


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(20261124)
    for name, dtype in DTYPES.items():
        gees, geev, gesvd = lapack.get_lapack_funcs(("gees", "geev", "gesvd"), dtype=dtype)
        schur, eig, svd = {}, {}, {}
        for k in range(COUNT):
            n = int(rng.integers(1, 9))
            a = random_matrix(rng, (n, n), dtype)
            out = gees(lambda *x: None, a)
            schur.update({f"a{k}": a, f"t{k}": out[0], f"z{k}": out[-3], f"info{k}": out[-1]})
            if np.dtype(dtype).kind == "f":
                wr, wi, vl, vr, info = geev(a, compute_vl=1, compute_vr=1)
                eig.update({f"a{k}": a, f"w{k}": wr + 1j * wi, f"vl{k}": complex_vectors(vl, wi),
                            f"vr{k}": complex_vectors(vr, wi), f"info{k}": info})
            m, n = (int(x) for x in rng.integers(1, 9, 2))
            a = random_matrix(rng, (m, n), dtype)
            full = bool(k % 2)
            u, s, vt, info = gesvd(a, full_matrices=full)
            svd.update({f"a{k}": a, f"full{k}": full, f"u{k}": u, f"s{k}": s, f"vt{k}": vt, f"info{k}": info})
        np.savez_compressed(OUT / f"gees_{name}.npz", **schur)
        np.savez_compressed(OUT / f"gesvd_{name}.npz", **svd)
        if eig:
            np.savez_compressed(OUT / f"geev_{name}.npz", **eig)


if __name__ == "__main__":
    main()
