"""jaxlib's LAPACK eigen- and singular value custom calls: syevd/heevd, geev, gees, gesdd, gesvd.

NumPy's ``linalg`` calls the same LAPACK drivers for most of these (``eigh``: xSYEVD/xHEEVD, ``eig``:
xGEEV, ``svd``: xGESDD), so eigenvector signs and phases are LAPACK's. What NumPy lacks is built from
it: left eigenvectors (geev), the Schur form (gees) and xGESVD (computed by xGESDD; the singular values
agree, the singular vectors may differ in sign). A matrix LAPACK fails on (no convergence, NaN input)
gets ``info = 1`` and NaN results instead of an exception. Registration and layouts: ``lapack.py``.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .lapack import char, lapack, mH


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
    """General eigendecomposition (LAPACK xGEEV, NumPy's ``eig``): eigenvalues (real and imaginary parts
    for s/d, complex for c/z), left and right eigenvectors as complex columns (``compute_left``,
    ``compute_right`` = 'V' or 'N'), ``info``. The right eigenvectors are xGEEV's; the left ones come from
    ``VR^-1`` with xGEEV's normalisation, which fixes them up to the sign LAPACK leaves to its
    algorithm for real eigenvalues of real matrices."""
    (w, vr), info = _per_matrix(lambda x: tuple(np.linalg.eig(x)), a)
    w = w.astype(np.result_type(w, 1j))
    left = _left_eigenvectors(vr) if char(config, "compute_left", "N") == "V" else None
    right = vr if char(config, "compute_right", "V") == "V" else None
    if np.iscomplexobj(a):
        return w, left, right, info
    return w.real, w.imag, left, right, info


def _schur(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(T, Z, w)`` with ``A = Z T Z^H``, Z unitary, T upper triangular (complex ``a``) or quasi-triangular
    with LAPACK's standardized 2 x 2 blocks ``[[p, b], [c, p]]``, ``b c < 0`` (real ``a``), and the
    eigenvalues ``w`` in the order of T's diagonal. Built from the eigenvectors: Z from the QR of a basis
    of the invariant subspaces (real and imaginary parts of a complex pair's vector for real ``a``)."""
    w, v = np.linalg.eig(a)
    real = not np.iscomplexobj(a)
    w = w.astype(np.result_type(w, 1j))
    if real:  # a pair's first vector gives Re v, its second (the conjugate) Im
        v = np.where((w.imag < 0)[..., None, :], v.imag, v.real)
    z, _ = np.linalg.qr(v.astype(a.dtype, copy=False))
    t = mH(z) @ a @ z
    n = a.shape[-1]
    keep = np.triu(np.ones((n, n), bool))
    if real:  # and the subdiagonal entry of each 2 x 2 block
        pair_start = (w.imag > 0)[..., :-1]
        keep = np.broadcast_to(keep, t.shape).copy()
        np.einsum("...ii->...i", keep[..., 1:, :-1])[...] = pair_start
    t = np.where(keep, t, 0)
    if real:
        for j in range(n - 1):
            g = _standardizing_rotation(t[..., j:j + 2, j:j + 2], pair_start[..., j])
            t[..., :, j:j + 2] = t[..., :, j:j + 2] @ g
            t[..., j:j + 2, :] = np.swapaxes(g, -1, -2) @ t[..., j:j + 2, :]
            z[..., :, j:j + 2] = z[..., :, j:j + 2] @ g
            t[..., j + 1, j] = np.where(pair_start[..., j], t[..., j + 1, j], 0)
    return t, z, w


def _standardizing_rotation(block: np.ndarray, active: np.ndarray) -> np.ndarray:
    """The rotation ``G`` making the diagonal of ``G^T B G`` equal (LAPACK xLANV2's standard form of a
    2 x 2 block with complex eigenvalues); the identity where not ``active``."""
    a, b, c, d = block[..., 0, 0], block[..., 0, 1], block[..., 1, 0], block[..., 1, 1]
    theta = 0.5 * np.arctan2(d - a, b + c)
    theta = np.where(active, theta, 0)
    cs, sn = np.cos(theta), np.sin(theta)
    return np.stack([np.stack([cs, -sn], -1), np.stack([sn, cs], -1)], -2).astype(block.dtype)


@lapack("gees")
def gees(config: dict, a: np.ndarray) -> tuple:
    """Schur decomposition (LAPACK xGEES, ``sort = 'N'``): ``(T, Z, wr, wi, sdim, info)`` for s/d,
    ``(T, Z, w, sdim, info)`` for c/z; Z only for ``mode = 'V'``. xGEES uses the QR algorithm; NumPy has
    none, so T and Z come from the eigenvectors (``_schur``): they are a Schur decomposition with the
    eigenvalues in xGEEV's order, equal to LAPACK's up to the unitary diagonal factor every Schur
    decomposition is defined up to (and less accurate than LAPACK's for nearly defective matrices)."""
    (t, z, w), info = _per_matrix(_schur, a)
    z = z if char(config, "mode", "V") == "V" else None
    sdim = np.zeros(a.shape[:-2], np.int32)
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
    """SVD by the QR algorithm (LAPACK xGESVD): computed by xGESDD (``_svd``), so the singular values
    agree with xGESVD's and the singular vectors up to the sign (phase) of each pair."""
    return _svd(config, a)
