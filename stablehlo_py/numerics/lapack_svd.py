"""The SVD as LAPACK's xGESVD computes it (QR iteration), in NumPy, in the input's own precision.

xGESVD with ``jobu = jobvt`` 'A' or 'S' (what jaxlib calls): for an m x n matrix with m much larger than
n (``m >= 1.6 n``, xILAENV's MNTHR) first ``A = Q R`` (xGEQRF) and the SVD of R; otherwise the matrix
itself is reduced to bidiagonal form ``A = Q_B B P_B^H`` (xGEBRD), Q_B and P_B^H are formed (xORGBR)
and xBDSQR diagonalises B by implicit zero-shift / shifted QR sweeps of plane rotations, accumulated
into the singular vectors. m < n is the same with an LQ factorisation first (n >= 1.6 m) and a lower
bidiagonal B otherwise. Each step follows reference LAPACK (SRC/dgesvd.f, dgebd2.f, dbdsqr.f, dlas2.f,
dlasv2.f, la_xlartg.f90), so the singular vectors come out with LAPACK's signs (phases for complex
matrices, whose B is real). The sweeps are Python loops over scalars; each rotation is applied to whole
rows or columns of the vectors at once. One matrix per call.
"""
from __future__ import annotations

import numpy as np

from .lapack_reflectors import (fortran_sign as _sign, householder, householder_q, mH, qr_factor, reflect_left,
                                reflect_right, unit)

MAXITR = 6  # xBDSQR: at most MAXITR n^2 inner steps


# ----------------------------------------------------------------------------- xGEBD2 + xORGBR
def bidiagonalize(a: np.ndarray, q_columns: int) -> tuple:
    """LAPACK xGEBD2 for ``m >= n`` (upper bidiagonal): ``(Q[:, :q_columns], d, e, P^H)`` with
    ``A = Q B P^H``, B's diagonal ``d`` and superdiagonal ``e`` real. Left reflectors annihilate columns,
    right ones rows (built on the conjugated row, as xGEBD2 does with xLACGV)."""
    m, n = a.shape
    b = a.copy()
    real = np.abs(a[:0, :0]).dtype
    d, e = np.zeros(n, real), np.zeros(max(n - 1, 0), real)
    tauq, taup = np.zeros(n, a.dtype), np.zeros(n, a.dtype)
    right = np.zeros((n, n), a.dtype)  # the right reflectors' vectors, row i from column i+1
    for i in range(n):
        beta, v, tauq[i] = householder(b[i, i], b[i + 1:, i])
        d[i], b[i + 1:, i] = beta.real, v
        b[i:, i + 1:] = reflect_left(b[i:, i + 1:], unit(v), np.conj(tauq[i]))
        if i < n - 1:
            beta, v, taup[i] = householder(np.conj(b[i, i + 1]), np.conj(b[i, i + 2:]))
            e[i], right[i, i + 2:] = beta.real, v
            b[i + 1:, i + 1:] = reflect_right(b[i + 1:, i + 1:], unit(v), taup[i])
    q = householder_q(b, tauq, q_columns)
    p = np.eye(n, dtype=a.dtype)  # P = G_1 ... G_{n-1}, G_i acting on coordinates i+1..
    for i in range(n - 2, -1, -1):
        p[i + 1:, i + 1:] = reflect_left(p[i + 1:, i + 1:], unit(right[i, i + 2:]), taup[i])
    return q, d, e, mH(p)


# ----------------------------------------------------------------------------- plane rotations
def rotation(f, g) -> tuple:
    """LAPACK xLARTG (la_xlartg.f90): ``(c, s, r)`` with ``[c s; -s c] [f; g] = [r; 0]``, ``c >= 0``,
    ``r`` with the sign of ``f``."""
    real = type(f)
    if g == 0:
        return real(1), real(0), f
    if f == 0:
        return real(0), real(np.sign(g)), abs(g)
    info = np.finfo(real)
    rtmin, rtmax = np.sqrt(info.tiny), np.sqrt(info.max / 2)
    f1, g1 = abs(f), abs(g)
    if rtmin < f1 < rtmax and rtmin < g1 < rtmax:
        dist = np.sqrt(f * f + g * g)
        r = dist if f >= 0 else -dist
        return f1 / dist, g / r, r
    u = min(info.max, max(info.tiny, f1, g1))
    fs, gs = f / u, g / u
    dist = np.sqrt(fs * fs + gs * gs)
    r = dist if f >= 0 else -dist
    return abs(fs) / dist, gs / r, r * u


def _rotate_rows(x: np.ndarray, i: int, j: int, c, s) -> None:
    """``(x_i, x_j) <- (c x_i + s x_j, c x_j - s x_i)`` on rows (xROT, xLASR 'L')."""
    x[i], x[j] = c * x[i] + s * x[j], c * x[j] - s * x[i]


def _rotate_columns(x: np.ndarray, i: int, j: int, c, s) -> None:
    """The same on columns (xLASR 'R')."""
    x[:, i], x[:, j] = c * x[:, i] + s * x[:, j], c * x[:, j] - s * x[:, i]


def _rotate_vectors(vt: np.ndarray, u: np.ndarray, i: int, near: int, down: bool, right: tuple,
                    left: tuple) -> None:
    """One step of an xBDSQR sweep on the singular vectors: the rotation of the columns of B (``right``) on
    the rows of VT, that of its rows (``left``) on the columns of U; chasing upwards, xBDSQR applies them the
    other way round, to the pair ``(near, i)`` with the sines negated."""
    if down:
        _rotate_rows(vt, i, near, *right)
        _rotate_columns(u, i, near, *left)
    else:
        _rotate_rows(vt, near, i, left[0], -left[1])
        _rotate_columns(u, near, i, right[0], -right[1])


def singular_values_2x2(f, g, h) -> tuple:
    """LAPACK xLAS2: the singular values ``(ssmin, ssmax)`` of ``[[f, g], [0, h]]``."""
    fa, ga, ha = abs(f), abs(g), abs(h)
    fhmn, fhmx = min(fa, ha), max(fa, ha)
    if fhmn == 0:
        if fhmx == 0:
            return fhmn, ga
        big, small = max(fhmx, ga), min(fhmx, ga)
        return fhmn, big * np.sqrt(1 + (small / big) ** 2)
    if ga < fhmx:
        as_, at, au = 1 + fhmn / fhmx, (fhmx - fhmn) / fhmx, (ga / fhmx) ** 2
        c = 2 / (np.sqrt(as_ * as_ + au) + np.sqrt(at * at + au))
        return fhmn * c, fhmx / c
    au = fhmx / ga
    if au == 0:
        return (fhmn * fhmx) / ga, ga
    as_, at = 1 + fhmn / fhmx, (fhmx - fhmn) / fhmx
    c = 1 / (np.sqrt(1 + (as_ * au) ** 2) + np.sqrt(1 + (at * au) ** 2))
    return ((fhmn * c) * au) * 2, ga / (c + c)


def svd_2x2(f, g, h) -> tuple:
    """LAPACK xLASV2: the SVD of ``[[f, g], [0, h]]``: ``(ssmin, ssmax, (snr, csr), (snl, csl))``, signed
    so that ``[csl snl; -snl csl] [[f, g], [0, h]] [csr -snr; snr csr] = diag(ssmax, ssmin)``."""
    real = type(f)
    ft, fa, ht, ha = f, abs(f), h, abs(h)
    pmax = 1
    swap = ha > fa
    if swap:
        pmax, ft, ht, fa, ha = 3, ht, ft, ha, fa
    gt, ga = g, abs(g)
    if ga == 0:
        ssmin, ssmax, clt, crt, slt, srt = ha, fa, real(1), real(1), real(0), real(0)
    else:
        small_g = True
        if ga > fa:
            pmax = 2
            if fa / ga < np.finfo(real).eps / 2:  # xLAMCH('EPS')
                small_g = False
                ssmax = ga
                ssmin = fa / (ga / ha) if ha > 1 else (fa / ga) * ha
                clt, slt, srt, crt = real(1), ht / gt, real(1), ft / gt
        if small_g:
            dd = fa - ha
            el = real(1) if dd == fa else dd / fa
            m = gt / ft
            t = 2 - el
            mm, tt = m * m, t * t
            s = np.sqrt(tt + mm)
            r = abs(m) if el == 0 else np.sqrt(el * el + mm)
            a = (s + r) / 2
            ssmin, ssmax = ha / a, fa * a
            if mm == 0:
                t = _sign(real(2), ft) * _sign(real(1), gt) if el == 0 else gt / _sign(dd, ft) + m / t
            else:
                t = (m / (s + t) + m / (r + el)) * (1 + a)
            el = np.sqrt(t * t + 4)
            crt, srt = 2 / el, t / el
            clt = (crt + srt * m) / a
            slt = (ht / ft) * srt / a
    csl, snl, csr, snr = (srt, crt, slt, clt) if swap else (clt, slt, crt, srt)
    tsign = {1: _sign(1, csr) * _sign(1, csl) * _sign(1, f), 2: _sign(1, snr) * _sign(1, csl) * _sign(1, g),
             3: _sign(1, snr) * _sign(1, snl) * _sign(1, h)}[pmax]
    ssmax = _sign(ssmax, tsign)
    ssmin = _sign(ssmin, tsign * _sign(1, f) * _sign(1, h))
    return ssmin, ssmax, (snr, csr), (snl, csl)


# ----------------------------------------------------------------------------- xBDSQR
def bidiagonal_svd(d: np.ndarray, e: np.ndarray, lower: bool, vt: np.ndarray, u: np.ndarray) -> int:
    """LAPACK xBDSQR with vectors, in place: the bidiagonal ``B`` (diagonal ``d``, off-diagonal ``e``;
    upper, or lower, first rotated to upper) becomes ``diag(s)`` with ``s`` decreasing and nonnegative,
    its rotations applied to the first n rows of ``vt`` and columns of ``u`` (``VT <- P^T VT``, ``U <- U Q``).
    Returns ``info``: 0, or the number of off-diagonal entries left nonzero when the iteration limit is
    reached (NaN input ends there at once, with NaN results, where LAPACK's own loop may not return)."""
    n = d.shape[0]
    if n == 0:
        return 0
    vt, u = vt[:n], u[:, :n]  # views: the vectors of B
    if not (np.isfinite(d).all() and np.isfinite(e).all()):
        d[:], vt[:], u[:] = np.nan, np.nan, np.nan
        return int(np.count_nonzero(e))
    real = d.dtype.type
    eps, unfl = real(np.finfo(real).eps / 2), np.finfo(real).tiny  # xLAMCH('Epsilon'), ('Safe minimum')
    if lower:
        for i in range(n - 1):
            cs, sn, d[i] = rotation(d[i], e[i])
            e[i], d[i + 1] = sn * d[i + 1], cs * d[i + 1]
            _rotate_columns(u, i, i + 1, cs, sn)
    tol = max(real(10), min(real(100), eps ** real(-0.125))) * eps
    thresh = max(tol * (_smallest_estimate(d, e) / np.sqrt(real(n))), MAXITR * (n * (n * unfl)))
    state = {"iterations": 0, "direction": 0, "old": (-1, -1)}
    m = n - 1  # 0-based: the bottom of the unreduced block
    while m > 0:
        if state["iterations"] > MAXITR * n * n:
            return int(np.count_nonzero(e))
        ll = _split(d, e, m, thresh)
        if ll == m:  # e[m-1] negligible
            e[m - 1] = 0
            m -= 1
            continue
        if ll == m - 1:  # a 2 x 2 block
            sigmn, sigmx, (sinr, cosr), (sinl, cosl) = svd_2x2(d[m - 1], e[m - 1], d[m])
            d[m - 1], e[m - 1], d[m] = sigmx, 0, sigmn
            _rotate_rows(vt, m - 1, m, cosr, sinr)
            _rotate_columns(u, m - 1, m, cosl, sinl)
            m -= 2
            continue
        _sweep(d, e, ll, m, tol, thresh, eps, state, vt, u)
    d[d == 0] = 0  # no -0
    negative = d < 0
    d[negative] = -d[negative]
    vt[negative] = -vt[negative]
    for i in range(n - 1):  # selection sort, the smallest to the end (xBDSQR's order of swaps)
        last = n - 1 - i
        smallest = int(np.flatnonzero(d[:last + 1] <= d[:last + 1].min())[-1])
        if smallest != last:
            d[[smallest, last]] = d[[last, smallest]]
            vt[[smallest, last]] = vt[[last, smallest]]
            u[:, [smallest, last]] = u[:, [last, smallest]]
    return 0


def _smallest_estimate(d: np.ndarray, e: np.ndarray):
    """xBDSQR's estimate of the smallest singular value (``sminoa`` before its division by sqrt(n))."""
    sminoa = mu = abs(d[0])
    for i in range(1, d.shape[0]):
        if sminoa == 0:
            break
        mu = abs(d[i]) * (mu / (mu + abs(e[i - 1])))
        sminoa = min(sminoa, mu)
    return sminoa


def _split(d: np.ndarray, e: np.ndarray, m: int, thresh) -> int:
    """The top ``ll`` of the unreduced block ending at ``m``: the row below the last negligible
    ``e[ll-1]`` (set to 0), or 0; ``m`` when ``e[m-1]`` itself is negligible."""
    for ll in range(m - 1, -1, -1):
        if abs(e[ll]) <= thresh:
            e[ll] = 0
            return ll + 1 if ll < m - 1 else m
    return 0


def _sweep(d, e, ll: int, m: int, tol, thresh, eps, state: dict, vt: np.ndarray, u: np.ndarray) -> None:
    """One xBDSQR step on the block ``ll..m``: its convergence tests, then a zero-shift or shifted QR
    sweep chasing from the larger end (``idir``) and the rotations applied to ``vt`` and ``u``."""
    real = d.dtype.type
    if ll > state["old"][1] or m < state["old"][0]:
        state["direction"] = 1 if abs(d[ll]) >= abs(d[m]) else 2
    down = state["direction"] == 1
    end, start = (m, ll) if down else (ll, m)  # converging end and the other one
    off_end = m - 1 if down else ll
    if abs(e[off_end]) <= tol * abs(d[end]):
        e[off_end] = 0
        return
    mu = smin = abs(d[start])
    for k in (range(ll, m) if down else range(m - 1, ll - 1, -1)):
        if abs(e[k]) <= tol * mu:
            e[k] = 0
            return
        mu = abs(d[k + 1 if down else k]) * (mu / (mu + abs(e[k])))
        smin = min(smin, mu)
    state["old"] = (ll, m)
    smax = max(np.abs(d[ll:m + 1]).max(), np.abs(e[ll:m]).max())
    n = d.shape[0]
    shift = real(0)
    if not n * tol * (smin / smax) <= max(eps, real(0.01) * tol):
        sll = abs(d[start])
        shift, _ = singular_values_2x2(*((d[m - 1], e[m - 1], d[m]) if down else (d[ll], e[ll], d[ll + 1])))
        if sll > 0 and (shift / sll) ** 2 < eps:
            shift = real(0)
    state["iterations"] += m - ll
    if shift == 0:
        _zero_shift_sweep(d, e, ll, m, down, vt, u)
    else:
        _shifted_sweep(d, e, ll, m, down, shift, vt, u)
    if abs(e[off_end]) <= thresh:
        e[off_end] = 0


def _zero_shift_sweep(d, e, ll: int, m: int, down: bool, vt: np.ndarray, u: np.ndarray) -> None:
    """xBDSQR's zero-shift QR sweep (Demmel-Kahan) on ``ll..m``, top-down or bottom-up."""
    one = d.dtype.type(1)
    cs = oldcs = one
    oldsn = d.dtype.type(0)
    for i in (range(ll, m) if down else range(m, ll, -1)):
        near = i + 1 if down else i - 1  # the other row of this rotation
        ei = i if down else i - 1
        cs, sn, r = rotation(d[i] * cs, e[ei])
        if i != (ll if down else m):
            e[i - 1 if down else i] = oldsn * r
        oldcs, oldsn, d[i] = rotation(oldcs * r, d[near] * sn)
        _rotate_vectors(vt, u, i, near, down, (cs, sn), (oldcs, oldsn))
    last, off = (m, m - 1) if down else (ll, ll)
    h = d[last] * cs
    d[last], e[off] = h * oldcs, h * oldsn


def _shifted_sweep(d, e, ll: int, m: int, down: bool, shift, vt: np.ndarray, u: np.ndarray) -> None:
    """xBDSQR's shifted QR sweep on ``ll..m`` (chasing the bulge with left and right rotations)."""
    first = ll if down else m
    f = (abs(d[first]) - shift) * (_sign(d.dtype.type(1), d[first]) + shift / d[first])
    g = e[ll] if down else e[m - 1]
    for i in (range(ll, m) if down else range(m, ll, -1)):
        near, ei = (i + 1, i) if down else (i - 1, i - 1)
        cosr, sinr, r = rotation(f, g)
        if i != first:
            e[i - 1 if down else i] = r
        f, e[ei] = cosr * d[i] + sinr * e[ei], cosr * e[ei] - sinr * d[i]
        g, d[near] = sinr * d[near], cosr * d[near]
        cosl, sinl, d[i] = rotation(f, g)
        f, d[near] = cosl * e[ei] + sinl * d[near], cosl * d[near] - sinl * e[ei]
        following = ei + 1 if down else ei - 1
        if (down and i < m - 1) or (not down and i > ll + 1):
            g, e[following] = sinl * e[following], cosl * e[following]
        _rotate_vectors(vt, u, i, near, down, (cosr, sinr), (cosl, sinl))
    e[m - 1 if down else ll] = f


# ----------------------------------------------------------------------------- xGESVD
def svd(a: np.ndarray, full: bool) -> tuple:
    """LAPACK xGESVD of one matrix with ``jobu = jobvt = 'A'`` (``full``) or ``'S'``: ``(s, u, vt, info)``.
    A wide matrix's LQ factorisation and bidiagonal reduction are those of ``A^H`` (QR, upper
    bidiagonal), conjugate-transposed, as in xGELQ2 and xGEBD2."""
    m, n = a.shape
    if m >= n:
        if n > 0 and m >= int(n * 1.6):  # MNTHR: QR first, then the SVD of R
            r, tau = qr_factor(a)
            q = householder_q(r, tau, m if full else n)
            u, d, e, vt = bidiagonalize(np.triu(r[:n]), n)
            info = bidiagonal_svd(d, e, False, vt, u)
            return d, np.concatenate([q[:, :n] @ u, q[:, n:]], axis=1), vt, info
        u, d, e, vt = bidiagonalize(a, m if full else n)
        return d, u, vt, bidiagonal_svd(d, e, False, vt, u)
    rows = n if full else m
    if n >= int(m * 1.6):  # LQ first (A = L Q), then the SVD of L
        r, tau = qr_factor(mH(a))
        q = mH(householder_q(r, tau, rows))
        u, d, e, vt = bidiagonalize(mH(np.triu(r[:m])), m)
        info = bidiagonal_svd(d, e, False, vt, u)
        return d, u, np.concatenate([vt @ q[:m], q[m:]], axis=0), info
    q, d, e, p_h = bidiagonalize(mH(a), rows)  # A^H = Q B P^H: A = P B^T Q^H, B^T lower bidiagonal
    u, vt = mH(p_h), mH(q)
    return d, u, vt, bidiagonal_svd(d, e, True, vt, u)
