"""jaxlib's LAPACK custom calls built on Householder reflectors: QR (geqrf, geqp3), forming and
applying Q (orgqr/ungqr, ormqr/unmqr), Hessenberg (gehrd) and tridiagonal (sytrd/hetrd) reduction.

Reflectors are LAPACK's (xLARFG; ``numerics/lapack_reflectors.py``). The vectors ``v[1:]`` are stored in the
annihilated part of the matrix and ``tau`` in its own result, as LAPACK does. Registration and layouts:
``lapack.py``.
"""
from __future__ import annotations

import numpy as np

from ...numerics.lapack_reflectors import (factor_column, hessenberg, householder, householder_q, reflect_left,
                                           reflect_right, unit)
from .lapack import lapack, mH, mT
from .lapack_ffi import char


# ----------------------------------------------------------------------------- QR
@lapack("geqrf")
def geqrf(config: dict, a: np.ndarray) -> tuple:
    """QR (LAPACK xGEQRF): R in the upper triangle, the reflectors below it, and their ``tau``. NumPy's
    ``qr(mode="raw")`` is xGEQRF itself; it returns the factored matrix transposed."""
    h, tau = np.linalg.qr(a, mode="raw")
    return mT(h).astype(a.dtype), tau.astype(a.dtype)


@lapack("geqp3")
def geqp3(config: dict, a: np.ndarray, jpvt: np.ndarray) -> tuple:
    """QR with column pivoting, ``A P = Q R`` (LAPACK xGEQP3): ``(a, jpvt, tau)`` with 1-based ``jpvt``.
    Columns with ``jpvt != 0`` on input go first, unpivoted, as in xGEQP3 (which swaps each to the front:
    the free columns' order, which decides ties below, is the swaps'); then each step takes the
    remaining column of largest norm (the first on ties, ixAMAX). LAPACK tracks the norms by downdating;
    here they are recomputed, which picks the same columns unless two norms tie to rounding."""
    m, n = a.shape[-2:]
    order = np.broadcast_to(np.arange(n), jpvt.shape).copy()
    fixed = np.zeros(jpvt.shape[:-1], np.int64)
    for j in range(n):  # xGEQP3's first loop: a fixed column j trades places with the one at ``fixed``
        swap = np.stack([np.full_like(fixed, j), fixed], axis=-1)
        swapped = np.take_along_axis(order, swap[..., ::-1], axis=-1)
        moved = order.copy()
        np.put_along_axis(moved, swap, swapped, axis=-1)
        order = np.where((jpvt[..., j] != 0)[..., None], moved, order)
        fixed = fixed + (jpvt[..., j] != 0)
    r = np.take_along_axis(a, order[..., None, :], axis=-1).copy()
    taus = np.zeros(a.shape[:-2] + (min(m, n),), a.dtype)
    for j in range(min(m, n)):
        p = np.where(j < fixed, j, j + np.argmax(np.linalg.norm(r[..., j:, j:], axis=-2), axis=-1))
        columns = np.stack([np.full_like(p, j), p], axis=-1)
        swapped = np.take_along_axis(r, columns[..., None, ::-1], axis=-1)
        np.put_along_axis(r, columns[..., None, :], swapped, axis=-1)
        swapped_order = np.take_along_axis(order, columns[..., ::-1], axis=-1)
        np.put_along_axis(order, columns, swapped_order, axis=-1)
        factor_column(r, taus, j)
    return r, (order + 1).astype(jpvt.dtype), taus


@lapack("orgqr", "ungqr")
def orgqr(config: dict, a: np.ndarray, tau: np.ndarray) -> tuple:
    """The first n columns of ``Q = H_1 ... H_k`` from reflectors stored below the diagonal of the m x n
    ``a`` (LAPACK xORGQR/xUNGQR; like xORG2R it applies ``H_k`` first, to the identity)."""
    return householder_q(a, tau, a.shape[-1]),


@lapack("ormqr", "unmqr")
def ormqr(config: dict, a: np.ndarray, tau: np.ndarray, c: np.ndarray) -> tuple:
    """``Q C``, ``Q^H C``, ``C Q`` or ``C Q^H`` (``left``, ``transpose`` booleans; LAPACK xORMQR/xUNMQR with
    trans 'T' for reals and 'C' for complex) for ``Q = H_1 ... H_k`` stored as by geqrf."""
    left, transpose = bool(config.get("left", True)), bool(config.get("transpose", False))
    k = tau.shape[-1]
    out = c.copy()
    # Q C = H_1 (... (H_k C)): H_k first; Q^H C: H_1^H first; C Q: H_1 first; C Q^H: H_k^H first.
    steps = range(k - 1, -1, -1) if left != transpose else range(k)
    for i in steps:
        v = unit(a[..., i + 1:, i])
        t = np.conj(tau[..., i]) if transpose else tau[..., i]
        if left:
            out[..., i:, :] = reflect_left(out[..., i:, :], v, t)
        else:
            out[..., :, i:] = reflect_right(out[..., :, i:], v, t)
    return out,


# ----------------------------------------------------------------------------- reductions
@lapack("gehrd")
def gehrd(config: dict, a: np.ndarray) -> tuple:
    """Hessenberg reduction ``Q^H A Q = H`` (LAPACK xGEHRD as xGEHD2, on rows/columns ``low..high``,
    1-based): ``(a, tau, info)`` with H on and above the first subdiagonal and the reflectors below it;
    ``tau`` is 0 outside ``low..high-1``."""
    n = a.shape[-1]
    low, high = int(config.get("low", 1)), int(config.get("high", n))
    h, taus = hessenberg(a, low - 1, high - 1)
    return h, taus, np.zeros(a.shape[:-2], np.int32)


@lapack("sytrd", "hetrd")
def sytrd(config: dict, a: np.ndarray) -> tuple:
    """Tridiagonal reduction of a symmetric/Hermitian matrix, ``Q^H A Q = T`` (LAPACK xSYTRD/xHETRD as
    xSYTD2/xHETD2): ``(a, d, e, tau, info)``; T's diagonal ``d`` and off-diagonal ``e`` (real) and the
    reflectors in the ``uplo`` triangle, the other triangle as given. ``uplo = 'U'`` reduces from the
    last column up, which is the lower algorithm on the matrix with rows and columns reversed."""
    lower = char(config, "uplo", "L") == "L"
    flip = (slice(None),) * (a.ndim - 2) + (slice(None, None, -1),) * 2
    work = a if lower else a[flip]
    n = a.shape[-1]
    full = np.tril(work) + mH(np.tril(work, -1))  # the Hermitian matrix the referenced triangle defines
    real = np.abs(a[..., :1, :1]).dtype
    d, e = np.zeros(a.shape[:-1], real), np.zeros(a.shape[:-2] + (max(n - 1, 0),), real)
    taus = np.zeros(e.shape, a.dtype)
    out = work.copy()
    for i in range(n - 1):
        beta, v, tau = householder(full[..., i + 1, i], full[..., i + 2:, i])
        vf = unit(v)
        block = full[..., i + 1:, i + 1:]
        y = tau[..., None] * np.einsum("...rc,...c->...r", block, vf)  # xSYTD2: x = tau A v,
        y = y - (0.5 * tau * np.einsum("...r,...r->...", np.conj(y), vf))[..., None] * vf  # w = x - tau/2 (x^H v) v
        full[..., i + 1:, i + 1:] = (block - vf[..., :, None] * np.conj(y)[..., None, :]
                                     - y[..., :, None] * np.conj(vf)[..., None, :])  # A -= v w^H + w v^H
        d[..., i], e[..., i], taus[..., i] = full[..., i, i].real, beta.real, tau
        out[..., i + 1, i], out[..., i + 2:, i] = beta, v
    if n:
        d[..., n - 1] = full[..., n - 1, n - 1].real
    np.einsum("...ii->...i", out)[...] = d
    if lower:
        return out, d, e, taus, np.zeros(a.shape[:-2], np.int32)
    return out[flip], d[..., ::-1], e[..., ::-1], taus[..., ::-1], np.zeros(a.shape[:-2], np.int32)
