"""LAPACK's Householder reflectors, the QR and Hessenberg reductions built on them (NumPy, any batch
shape), and the small helpers LAPACK's routines share (CABS1, Fortran's SIGN, transposes).

A reflector is LAPACK's ``H = I - tau v v^H`` with ``v[0] = 1`` (xLARFG): ``H^H [alpha; x] = [beta; 0]``,
``beta = -sign(Re alpha) ||[alpha; x]||`` real, ``tau = (beta - alpha) / beta``, ``v[1:] = x / (alpha -
beta)`` (computed, as xLARFG does, as ``x`` times the reciprocal); ``tau = 0`` (H = I) when ``x = 0`` and
``alpha`` is real. Used by the custom calls of ``interpreter/custom_calls/lapack_householder.py`` and by
the Schur and eigenvector algorithms of ``lapack_schur.py`` / ``lapack_eigvec.py``.
"""
from __future__ import annotations

import numpy as np


def cabs1(x):
    """LAPACK's CABS1 (|re| + |im|, what izamax and the complex QR algorithm compare); ``abs`` for reals."""
    return abs(x.real) + abs(x.imag) if np.iscomplexobj(x) else abs(x)


def fortran_sign(x, y):
    """Fortran's SIGN(x, y): |x| with the sign of y (+ for y = +-0)."""
    return abs(x) if y >= 0 else -abs(x)


def mT(x: np.ndarray) -> np.ndarray:
    """The transpose of the last two dimensions."""
    return np.swapaxes(x, -1, -2)


def mH(x: np.ndarray) -> np.ndarray:
    """The conjugate transpose of the last two dimensions."""
    return np.conj(mT(x))


def householder(alpha: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(beta, v[1:], tau)`` of the reflectors that map each ``[alpha; x]`` (batched) to ``[beta; 0]``
    (LAPACK xLARFG, without its rescaling of tiny norms)."""
    alpha = np.asarray(alpha)
    norm_x = np.linalg.norm(x, axis=-1) if x.shape[-1] else np.zeros(alpha.shape, np.abs(alpha).dtype)
    identity = (norm_x == 0) & (alpha.imag == 0)
    length = np.sqrt(np.abs(alpha) ** 2 + norm_x ** 2)
    beta = np.where(alpha.real >= 0, -length, length)
    safe_beta = np.where(identity, 1, beta)
    tau = np.where(identity, 0, (beta - alpha) / safe_beta).astype(alpha.dtype)
    scale = (1 / np.where(identity, 1, alpha - beta)).astype(x.dtype)
    v = np.where(identity[..., None], x, x * scale[..., None]).astype(x.dtype)
    return np.where(identity, alpha, beta).astype(alpha.dtype), v, tau


def unit(v: np.ndarray) -> np.ndarray:
    """``[1; v]``: a reflector's vector with its implicit leading one."""
    return np.concatenate([np.ones(v.shape[:-1] + (1,), v.dtype), v], axis=-1)


def reflect_left(c: np.ndarray, v: np.ndarray, tau: np.ndarray) -> np.ndarray:
    """``(I - tau v v^H) c`` for batches of vectors ``v`` (full, with the leading one)."""
    return c - tau[..., None, None] * v[..., :, None] * np.einsum("...r,...rc->...c", np.conj(v), c)[..., None, :]


def reflect_right(c: np.ndarray, v: np.ndarray, tau: np.ndarray) -> np.ndarray:
    """``c (I - tau v v^H)`` for batches of vectors ``v`` (full, with the leading one)."""
    return c - tau[..., None, None] * np.einsum("...rc,...c->...r", c, v)[..., :, None] * np.conj(v)[..., None, :]


def hessenberg(a: np.ndarray, low: int, high: int) -> tuple[np.ndarray, np.ndarray]:
    """LAPACK xGEHD2 (what xGEHRD computes for small matrices) on rows/columns ``low..high`` (0-based,
    inclusive): ``(h, tau)`` with ``Q^H A Q`` on and above the first subdiagonal, the reflectors below it,
    and ``tau`` 0 outside ``low..high-1``."""
    n = a.shape[-1]
    h = a.copy()
    taus = np.zeros(a.shape[:-2] + (max(n - 1, 0),), a.dtype)
    end = high + 1
    for j in range(low, high):
        beta, v, tau = householder(h[..., j + 1, j], h[..., j + 2:end, j])
        full = unit(v)
        h[..., :end, j + 1:end] = reflect_right(h[..., :end, j + 1:end], full, tau)  # A H, then H^H A
        h[..., j + 1:end, j + 1:] = reflect_left(h[..., j + 1:end, j + 1:], full, np.conj(tau))
        h[..., j + 1, j], h[..., j + 2:end, j], taus[..., j] = beta, v, tau
    return h, taus


def hessenberg_q(h: np.ndarray, taus: np.ndarray, low: int, high: int) -> np.ndarray:
    """Q of ``hessenberg`` (LAPACK xORGHR/xUNGHR): ``H_low ... H_{high-1}`` applied to the identity,
    the last reflector first, as xORG2R does."""
    n = h.shape[-1]
    q = np.broadcast_to(np.eye(n, dtype=h.dtype), h.shape).copy()
    for j in range(high - 1, low - 1, -1):
        rows = slice(j + 1, high + 1)
        q[..., rows, j + 1:] = reflect_left(q[..., rows, j + 1:], unit(h[..., j + 2:high + 1, j]), taus[..., j])
    return q


def qr_factor(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """LAPACK xGEQR2 (what xGEQRF computes for small matrices): ``(r, tau)`` with R in the upper triangle
    and the reflectors' vectors below it, one column at a time."""
    m, n = a.shape[-2:]
    r = a.copy()
    taus = np.zeros(a.shape[:-2] + (min(m, n),), a.dtype)
    for j in range(min(m, n)):
        factor_column(r, taus, j)
    return r, taus


def factor_column(r: np.ndarray, taus: np.ndarray, j: int) -> None:
    """One step of xGEQR2 in place: the reflector of column ``j`` and ``H^H`` applied to the columns right of it."""
    beta, v, tau = householder(r[..., j, j], r[..., j + 1:, j])
    r[..., j, j], r[..., j + 1:, j], taus[..., j] = beta, v, tau
    r[..., j:, j + 1:] = reflect_left(r[..., j:, j + 1:], unit(v), np.conj(tau))


def householder_q(a: np.ndarray, tau: np.ndarray, columns: int) -> np.ndarray:
    """The first ``columns`` columns of ``Q = H_1 ... H_k`` from reflectors stored below the diagonal of
    ``a`` (LAPACK xORGQR/xUNGQR; like xORG2R it applies ``H_k`` first, to the identity)."""
    m = a.shape[-2]
    q = np.broadcast_to(np.eye(m, columns, dtype=a.dtype), a.shape[:-2] + (m, columns)).copy()
    for i in range(tau.shape[-1] - 1, -1, -1):
        q[..., i:, :] = reflect_left(q[..., i:, :], unit(a[..., i + 1:, i]), tau[..., i])
    return q
