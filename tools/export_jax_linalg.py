"""Write ``testdata/jax_linalg/``: JAX linear algebra exported for CPU, whose programs call jaxlib's LAPACK
custom calls (``stablehlo.custom_call @lapack_*_ffi``). A dev-time script, not part of the package.

Each case is exported with ``jax.export.export(jax.jit(f), platforms=["cpu"])(*args)`` and written as

- ``NAME.mlir``: ``exp.mlir_module()`` with its source locations dropped (``loc(...)`` and the ``#loc``
  aliases: they only make the folder larger);
- ``NAME.inputs.npz``: the inputs ``in0, in1, ...``;
- ``NAME.expected.npz``: the flat outputs ``out0, ...`` that JAX computes with ``exp.call(*args)``.

Inputs are deterministic (seeded generators; small matrices). It needs JAX
(``/work/devenv/bin/python tools/export_jax_linalg.py``); the project never imports it. Exported with
JAX 0.10.2 (jaxlib 0.10.2).
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Callable

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import jax.scipy.linalg as jsl  # noqa: E402
import numpy as np  # noqa: E402
from jax import export, lax  # noqa: E402
from jax._src.lax.linalg import geqp3, geqrf  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "testdata" / "jax_linalg"
DTYPES = {"f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}
_LOC = re.compile(r" loc\((?:[^()]|\([^()]*\))*\)")


def general(seed: int, shape: tuple[int, ...], dtype) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def well_conditioned(seed: int, shape: tuple[int, ...], dtype) -> np.ndarray:
    return (general(seed, shape, dtype) + 3 * np.eye(shape[-1])).astype(dtype)


def hermitian_pd(seed: int, shape: tuple[int, ...], dtype) -> np.ndarray:
    x = general(seed, shape, dtype)
    return (x @ np.conj(np.swapaxes(x, -1, -2)) + shape[-1] * np.eye(shape[-1])).astype(dtype)


def singular(dtype) -> np.ndarray:
    x = np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]])
    return x.astype(dtype)


def not_pd(dtype) -> np.ndarray:
    return np.array([[4, 2, 0], [2, 1, 3], [0, 3, 5]]).astype(dtype)


def rank_two(dtype) -> np.ndarray:
    u, v = general(11, (4, 2), dtype), general(12, (2, 3), dtype)
    return (u @ v).astype(dtype)


def cases(dt: str, dtype) -> dict[str, tuple[Callable, tuple]]:
    """name -> (function, inputs) for one element type."""
    real = not np.issubdtype(dtype, np.complexfloating)
    a3, pd3 = well_conditioned(1, (3, 3), dtype), hermitian_pd(2, (3, 3), dtype)
    g3, g43 = general(3, (3, 3), dtype), general(4, (4, 3), dtype)
    b32, b4 = general(5, (3, 2), dtype), general(6, (4,), dtype)
    pivoting = (np.array([0, 2, -1, 3]).astype(dtype), np.array([0.1, 0.01, 0.2, 0.3]).astype(dtype),
                np.array([1, -2, 1.5, 0]).astype(dtype), general(27, (4, 2), dtype))
    table: dict[str, tuple[Callable, tuple]] = {
        "solve": (jnp.linalg.solve, (a3, b32)),
        "inv": (jnp.linalg.inv, (a3,)),
        "det": (jnp.linalg.det, (a3,)),
        "det_singular": (jnp.linalg.det, (singular(dtype),)),
        "slogdet": (lambda x: tuple(jnp.linalg.slogdet(x)), (a3,)),
        "qr_reduced": (lambda x: jnp.linalg.qr(x, mode="reduced"), (g43,)),
        "qr_complete": (lambda x: jnp.linalg.qr(x, mode="complete"), (g43,)),
        "qr_pivoting": (lambda x: jsl.qr(x, pivoting=True), (g43,)),
        "cholesky": (jnp.linalg.cholesky, (pd3,)),
        "cholesky_not_pd": (jnp.linalg.cholesky, (not_pd(dtype),)),
        "eigh": (lambda x: tuple(jnp.linalg.eigh(x)), (pd3,)),
        "eigh_upper": (lambda x: tuple(jnp.linalg.eigh(x, UPLO="U")), (pd3,)),
        "eig": (lambda x: tuple(jnp.linalg.eig(x)), (g3,)),
        "eig_left": (lambda x: tuple(lax.linalg.eig(x, compute_left_eigenvectors=True)), (g3,)),
        "eigvals": (jnp.linalg.eigvals, (g3,)),
        "svd_full": (lambda x: tuple(jnp.linalg.svd(x, full_matrices=True)), (g43,)),
        "svd_reduced": (lambda x: tuple(jnp.linalg.svd(x, full_matrices=False)), (g43,)),
        "svd_values": (lambda x: jnp.linalg.svd(x, compute_uv=False), (g43,)),
        "svd_qr": (lambda x: tuple(lax.linalg.svd(x, full_matrices=False,
                                                  algorithm=lax.linalg.SvdAlgorithm.QR)), (g43,)),
        "pinv": (jnp.linalg.pinv, (g43,)),
        "lstsq": (lambda a, b: tuple(jnp.linalg.lstsq(a, b)), (g43, b4)),
        "matrix_rank": (jnp.linalg.matrix_rank, (rank_two(dtype),)),
        "lu": (jsl.lu, (g3,)),
        "lu_wide": (jsl.lu, (general(7, (3, 4), dtype),)),
        "lu_factor": (jsl.lu_factor, (g3,)),
        "lu_factor_singular": (lambda x: tuple(lax.linalg.lu(x)), (singular(dtype),)),
        "lu_solve": (lambda a, b: jsl.lu_solve(jsl.lu_factor(a), b), (a3, b32)),
        "schur": (jsl.schur, (g3,)),
        "hessenberg": (lambda x: jsl.hessenberg(x, calc_q=True), (general(8, (4, 4), dtype),)),
        "cho_factor_solve": (lambda a, b: jsl.cho_solve(jsl.cho_factor(a), b), (pd3, b32)),
        "cho_factor_upper": (lambda a: jsl.cho_factor(a, lower=False)[0], (pd3,)),
        "tridiagonal_lower": (lambda x: tuple(lax.linalg.tridiagonal(x, lower=True)),
                              (hermitian_pd(9, (4, 4), dtype),)),
        "tridiagonal_upper": (lambda x: tuple(lax.linalg.tridiagonal(x, lower=False)),
                              (hermitian_pd(9, (4, 4), dtype),)),
        "tridiagonal_solve": (lax.linalg.tridiagonal_solve,
                              (general(13, (4,), dtype) * np.array([0, 1, 1, 1]).astype(dtype),
                               general(14, (4,), dtype) + 4, general(15, (4,), dtype) *
                               np.array([1, 1, 1, 0]).astype(dtype), general(16, (4, 2), dtype))),
        "tridiagonal_solve_perturbed": (
            lambda dl, d, du, b: lax.linalg.tridiagonal_solve(dl, d, du, b, perturb_singular=True),
            (np.array([0, 1, 1, 1]).astype(dtype), np.array([1, 2, 2, 1]).astype(dtype),
             np.array([1, 1, 1, 0]).astype(dtype), general(18, (2, 4, 1), dtype)[0])),
        "tridiagonal_solve_pivoting": (lax.linalg.tridiagonal_solve, pivoting),
        "tridiagonal_solve_perturbed_pivoting": (
            lambda dl, d, du, b: lax.linalg.tridiagonal_solve(dl, d, du, b, perturb_singular=True), pivoting),
        "lu_tall": (jsl.lu, (g43,)),
        "svd_wide": (lambda x: tuple(jnp.linalg.svd(x, full_matrices=True)), (general(19, (3, 4), dtype),)),
        "geqp3_fixed_columns": (lambda a, p: tuple(geqp3(a, p)), (g43, np.array([0, 1, 0], np.int32))),
        "householder_ormqr": (lambda a, c: (lax.linalg.householder_product(*geqrf(a)),
                                            lax.linalg.ormqr(*geqrf(a), c, left=True, transpose=True),
                                            lax.linalg.ormqr(*geqrf(a), c.T[:, :4], left=False),
                                            lax.linalg.ormqr(*geqrf(a), c, left=True),
                                            lax.linalg.ormqr(*geqrf(a), c, left=False, transpose=True)),
                              (g43, general(17, (4, 4), dtype))),
        # batched (leading dimension 2)
        "batched_solve": (jnp.linalg.solve, (well_conditioned(20, (2, 3, 3), dtype), general(21, (2, 3, 1), dtype))),
        "batched_eigh": (lambda x: tuple(jnp.linalg.eigh(x)), (hermitian_pd(22, (2, 3, 3), dtype),)),
        "batched_svd": (lambda x: tuple(jnp.linalg.svd(x, full_matrices=False)), (general(23, (2, 3, 2), dtype),)),
        "batched_cholesky": (jnp.linalg.cholesky, (np.stack([hermitian_pd(24, (3, 3), dtype), not_pd(dtype)]),)),
        "batched_qr": (lambda x: jnp.linalg.qr(x), (general(25, (2, 3, 3), dtype),)),
        "batched_eig": (lambda x: tuple(jnp.linalg.eig(x)), (general(28, (2, 3, 3), dtype),)),
        "batched_hessenberg": (lambda x: jsl.hessenberg(x, calc_q=True), (general(29, (2, 3, 3), dtype),)),
        "batched_det": (jnp.linalg.det, (np.stack([well_conditioned(26, (3, 3), dtype), singular(dtype)]),)),
    }
    for lower in (True, False):
        for trans in (0, 1, 2):
            name = f"solve_triangular_{'lower' if lower else 'upper'}_t{trans}"
            table[name] = (lambda a, b, lower=lower, trans=trans: jsl.solve_triangular(a, b, lower=lower, trans=trans),
                           (a3, b32))
    table["solve_triangular_unit_right"] = (
        lambda a, b: lax.linalg.triangular_solve(a, b, left_side=False, lower=True, unit_diagonal=True), (a3, b32.T))
    if real:
        d, e = general(30, (4,), dtype), general(31, (3,), dtype)
        # Large programs (bisection in a while loop): values in f64, vectors in f32 only.
        if dt == "f64":
            table["eigh_tridiagonal"] = (lambda d, e: jsl.eigh_tridiagonal(d, e, eigvals_only=True), (d, e))
        else:
            table["eigh_tridiagonal_vectors"] = (lambda d, e: tuple(jsl.eigh_tridiagonal(d, e)), (d, e))
        pair = np.array([[1, -2, 0.5, 0], [1.5, 0.3, 0, 1], [0, 0.4, 2, 0.1], [0.2, 0, 1, -1]]).astype(dtype)
        table["schur_complex_pair"] = (jsl.schur, (pair,))
        table["eig_complex_pair"] = (lambda x: tuple(jnp.linalg.eig(x)), (pair,))
        table["schur_complex_output"] = (lambda x: jsl.schur(x, output="complex"), (g3,))
    return table


def write(name: str, fn: Callable, args: tuple) -> None:
    # geqp3, gesvd and ormqr have no compatibility guarantee yet (jax/_src/export/_export.py), so
    # exporting them needs their check disabled.
    unguaranteed = [export.DisabledSafetyCheck.custom_call(f"lapack_{p}{base}_ffi")
                    for p in "sdcz" for base in ("geqp3", "gesvd", "ormqr", "unmqr")]
    unguaranteed.append(export.DisabledSafetyCheck.custom_call("tridiagonal_solve_perturbed_ffi"))
    exp = export.export(jax.jit(fn), platforms=["cpu"], disabled_checks=unguaranteed)(*args)
    text = _LOC.sub("", exp.mlir_module())
    text = "\n".join(line for line in text.splitlines() if not line.startswith("#loc")) + "\n"
    (OUT / f"{name}.mlir").write_text(text)
    outs = jax.tree_util.tree_leaves(exp.call(*args))
    np.savez(OUT / f"{name}.inputs.npz", **{f"in{i}": np.asarray(a) for i, a in enumerate(args)})
    np.savez(OUT / f"{name}.expected.npz", **{f"out{i}": np.asarray(o) for i, o in enumerate(outs)})


def main() -> None:
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    for dt, dtype in DTYPES.items():
        for name, (fn, args) in cases(dt, dtype).items():
            try:
                write(f"{name}_{dt}", fn, args)
            except Exception as exc:  # noqa: BLE001 - a function JAX does not support for this type
                print(f"skipped {name}_{dt}: {type(exc).__name__}: {str(exc)[:120]}")


if __name__ == "__main__":
    main()
