"""jaxlib's LAPACK eigen- and singular value custom calls: syevd/heevd, geev, gees, gesdd, gesvd.

NumPy's ``linalg`` calls the same LAPACK drivers for some of these (``eigh``: xSYEVD/xHEEVD, ``eig``:
xGEEV, ``svd``: xGESDD; in double precision), so eigenvector signs and phases are LAPACK's where LAPACK
normalises them. Where LAPACK leaves them to its algorithm, the algorithm is replayed in the input's
precision (``numerics/lapack_schur.py``, ``lapack_eigvec.py``, ``lapack_svd.py``): the Schur form (gees),
real matrices' eigenvectors (geev) and xGESVD's singular vectors. A matrix LAPACK fails on (no
convergence, NaN input) gets ``info != 0`` and NaN results instead of an exception. Registration and
layouts: ``lapack.py``.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ...numerics import lapack_eigvec, lapack_schur, lapack_svd
from .lapack import lapack, mH
from .lapack_ffi import char


def _per_matrix(compute: Callable[[np.ndarray], tuple], a: np.ndarray) -> tuple[tuple, np.ndarray]:
    """``compute(a)`` on the whole batch and ``info`` (0); when LAPACK fails on some matrix, each matrix
    alone, with NaN results and ``info = 1`` for those it fails on."""
    batch = a.shape[:-2]
    try:
        return compute(a), np.zeros(batch, np.int32)
    except np.linalg.LinAlgError:
        pass
    flat = a.reshape((-1,) + a.shape[-2:])
    info = np.zeros(flat.shape[0], np.int32)
    outputs = []
    for k, matrix in enumerate(flat):  # only after a failure: find which matrices fail
        try:
            outputs.append(compute(matrix))
        except np.linalg.LinAlgError:
            outputs.append(None)
            info[k] = 1
    good = next((o for o in outputs if o is not None), None)
    if good is None:
        good = compute(np.eye(a.shape[-2], a.shape[-1], dtype=a.dtype))
    stacked = tuple(np.stack([np.full_like(g, np.nan) if o is None else o[i] for o in outputs])
                    .reshape(batch + g.shape) for i, g in enumerate(good))
    return stacked, info.reshape(batch)


@lapack("syevd", "heevd")
def syevd(config: dict, a: np.ndarray) -> tuple:
    """Symmetric/Hermitian eigendecomposition (LAPACK xSYEVD/xHEEVD, NumPy's ``eigh``): ``(v, w, info)``
    with ascending eigenvalues ``w`` and eigenvectors in the columns of ``v`` (``mode = 'V'``; for
    ``'N'`` LAPACK leaves ``v`` unspecified), reading the ``uplo`` triangle."""
    uplo = char(config, "uplo", "L")
    if char(config, "mode", "V") == "V":
        (w, v), info = _per_matrix(lambda x: tuple(np.linalg.eigh(x, UPLO=uplo)), a)
        return v, w, info
    (w,), info = _per_matrix(lambda x: (np.linalg.eigvalsh(x, UPLO=uplo),), a)
    return None, w, info


def _left_eigenvectors(vr: np.ndarray) -> np.ndarray:
    """Left eigenvectors ``u_j`` (``u_j^H A = w_j u_j^H``) from the right ones: the conjugated rows of
    ``VR^-1``, scaled as xGEEV scales them (unit norm, the entry of largest modulus real)."""
    u = mH(np.linalg.inv(vr))
    u = u / np.linalg.norm(u, axis=-2, keepdims=True)
    largest = np.take_along_axis(u, np.argmax(np.abs(u), axis=-2)[..., None, :], axis=-2)
    return u * (np.conj(largest) / np.abs(largest))


@lapack("geev")
def geev(config: dict, a: np.ndarray) -> tuple:
    """General eigendecomposition (LAPACK xGEEV): eigenvalues (real and imaginary parts for s/d, complex
    for c/z), left and right eigenvectors as complex columns (``compute_left``, ``compute_right`` = 'V' or
    'N'), ``info``. Real matrices: computed as xGEEV does (``numerics/lapack_eigvec.py``), in the input's
    precision, so each real eigenvector has LAPACK's sign. Complex matrices: NumPy's ``eig`` (xGEEV in
    double precision; LAPACK normalises each complex vector's phase) and left vectors from ``VR^-1``
    with xGEEV's normalisation."""
    left, right = char(config, "compute_left", "N") == "V", char(config, "compute_right", "V") == "V"
    if not np.iscomplexobj(a):
        w, vl, vr, info = _each_matrix(lambda m: lapack_eigvec.eig(m, left, right), a)
        return w.real, w.imag, vl if left else None, vr if right else None, info.astype(np.int32)
    (w, vr), info = _per_matrix(lambda x: tuple(np.linalg.eig(x)), a)
    w = w.astype(np.result_type(w, 1j))
    return w, _left_eigenvectors(vr) if left else None, vr if right else None, info


def _each_matrix(compute: Callable[[np.ndarray], tuple], a: np.ndarray) -> tuple:
    """``compute`` (one matrix -> arrays and a final ``info``) on each matrix of the batch ``a``, stacked."""
    flat = a.reshape((-1,) + a.shape[-2:])
    results = [compute(matrix) for matrix in flat]
    if not results:  # an empty batch: the shapes from the identity
        results = [tuple(np.zeros((0,) + np.shape(x), np.asarray(x).dtype) for x in compute(np.eye(a.shape[-1], dtype=a.dtype)))]
        return tuple(x.reshape(a.shape[:-2] + x.shape[1:]) for x in results[0])
    return tuple(np.stack([np.asarray(r[i]) for r in results]).reshape(a.shape[:-2] + np.shape(results[0][i]))
                 for i in range(len(results[0])))


@lapack("gees")
def gees(config: dict, a: np.ndarray) -> tuple:
    """Schur decomposition (LAPACK xGEES, ``sort = 'N'``): ``(T, Z, wr, wi, sdim, info)`` for s/d,
    ``(T, Z, w, sdim, info)`` for c/z; Z only for ``mode = 'V'``. Computed as xGEES does
    (``numerics/lapack_schur.py``: balancing, Hessenberg reduction, the QR algorithm of xLAHQR), so T, Z
    and the eigenvalues' order are LAPACK's; ``info > 0`` when the QR iteration does not converge (NaN
    input)."""
    t, z, w, info = _each_matrix(lapack_schur.schur, a)
    z = z if char(config, "mode", "V") == "V" else None
    sdim = np.zeros(a.shape[:-2], np.int32)
    info = info.astype(np.int32)
    if np.iscomplexobj(a):
        return t, z, w, sdim, info
    return t, z, w.real, w.imag, sdim, info


def _svd(config: dict, a: np.ndarray) -> tuple:
    """``(a, s, u, vt, info)`` of LAPACK's SVD drivers: ``mode`` 'A' (full U and V^T), 'S' (reduced) or
    'N' (singular values only; U and V^T unspecified). The input's storage is LAPACK's workspace
    (unspecified); it is returned as given."""
    mode = char(config, "mode", "A")
    if mode == "N":
        (s,), info = _per_matrix(lambda x: (np.linalg.svd(x, compute_uv=False),), a)
        return a, s, None, None, info
    (u, s, vt), info = _per_matrix(lambda x: tuple(np.linalg.svd(x, full_matrices=mode == "A")), a)
    return a, s, u, vt, info


@lapack("gesdd")
def gesdd(config: dict, a: np.ndarray) -> tuple:
    """SVD by divide and conquer (LAPACK xGESDD, NumPy's ``svd``): see ``_svd``."""
    return _svd(config, a)


@lapack("gesvd")
def gesvd(config: dict, a: np.ndarray) -> tuple:
    """SVD by the QR algorithm (LAPACK xGESVD): ``(a, s, u, vt, info)`` as in ``_svd``; with vectors it is
    computed as xGESVD does (``numerics/lapack_svd.py``: QR/LQ first for very tall/wide matrices,
    bidiagonal reduction, xBDSQR), so the singular vectors have LAPACK's signs (phases). Values only
    (``mode = 'N'``): NumPy's singular values."""
    mode = char(config, "mode", "A")
    if mode == "N":
        return _svd(config, a)
    s, u, vt, info = _each_matrix(lambda x: lapack_svd.svd(x, mode == "A"), a)
    return a, s, u, vt, info.astype(np.int32)
