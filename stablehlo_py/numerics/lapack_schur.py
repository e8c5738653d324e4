"""The Schur decomposition as LAPACK computes it (xGEES), in NumPy, in the input's own precision.

xGEES = xGEBAL (permutation only) + xGEHRD + xORGHR/xUNGHR + xHSEQR + xGEBAK. For the matrices an
interpreter meets (n < 75, xHSEQR's NMIN) xHSEQR is xLAHQR: the double-shift Francis QR iteration for
real matrices (2 x 2 blocks of complex pairs standardised by xLANV2), the single-shift QR iteration for
complex ones. Each step follows reference LAPACK (SRC/dgebal.f, dlahqr.f, zlahqr.f, dlanv2.f, dgebak.f,
dhseqr.f), so the same deflations, shifts and reflectors give the same T and Z as LAPACK, up to
rounding. The QR sweeps are a Python loop; each reflector is applied to whole rows and columns at once.
Every function takes one matrix (callers loop over a batch: the iteration counts differ per matrix).
Indices are 0-based and ranges inclusive (``ilo..ihi``), as LAPACK's 1-based ones shifted by one.
"""
from __future__ import annotations

import math

import numpy as np

from .lapack_reflectors import cabs1, fortran_sign as _sign, hessenberg, hessenberg_q, householder

KEXSH = 10  # xLAHQR: an exceptional shift every KEXSH iterations without a deflation
DAT1, DAT2 = 0.75, -0.4375


def _machine(dtype: np.dtype) -> tuple:
    """``(safmin, ulp)``: LAPACK's xLAMCH('S') and xLAMCH('P') for ``dtype``'s real type."""
    info = np.finfo(dtype)
    return info.tiny, info.eps


# ----------------------------------------------------------------------------- balancing (xGEBAL, xGEBAK)
def balance(a: np.ndarray, job: str) -> tuple[np.ndarray, int, int, np.ndarray, int]:
    """LAPACK xGEBAL: ``(a, ilo, ihi, scale, info)``. ``job`` 'P' permutes rows and columns to isolate
    eigenvalues (rows, then columns, with no off-diagonal nonzero in the active part); 'B' then also
    scales rows and columns of ``ilo..ihi`` by powers of 2 until their norms are balanced. ``scale``
    holds the (0-based) permutation indices outside ``ilo..ihi`` and the scale factors inside. ``info``
    is -3 when the scaling meets a NaN (xGEBAL's argument error: LAPACK stops there)."""
    a = a.copy()
    n = a.shape[-1]
    real = np.abs(a[:0, :0]).dtype.type
    scale = np.ones(n, real)
    if n == 0:
        return a, 0, -1, scale, 0
    k, last = 0, n - 1
    swapped = True
    while swapped:  # a row with no off-diagonal nonzero in columns 0..last goes to the bottom
        swapped = False
        for i in range(last, -1, -1):
            row = a[i, :last + 1] != 0
            row[i] = False
            if row.any():
                continue
            scale[last] = i
            if i != last:
                a[:last + 1, [i, last]] = a[:last + 1, [last, i]]
                a[[i, last], k:] = a[[last, i], k:]
            swapped = True
            if last == 0:
                return a, 0, 0, scale, 0
            last -= 1
    swapped = True
    while swapped:  # a column with no off-diagonal nonzero in rows k..last goes to the left
        swapped = False
        for j in range(k, last + 1):
            column = a[k:last + 1, j] != 0
            column[j - k] = False
            if column.any():
                continue
            scale[k] = j
            if j != k:
                a[:last + 1, [j, k]] = a[:last + 1, [k, j]]
                a[[j, k], k:] = a[[k, j], k:]
            swapped = True
            k += 1
    scale[k:last + 1] = 1
    info = _scale(a, k, last, scale) if job == "B" else 0
    return a, k, last, scale, info


def _scale(a: np.ndarray, k: int, last: int, scale: np.ndarray) -> int:
    """xGEBAL's scaling loop (in place): row/column ``i`` scaled by a power of 2 when that reduces
    ``||column|| + ||row||`` (over ``k..last``) by at least 5 %. Returns xGEBAL's ``info``: -3 on a NaN."""
    real = scale.dtype.type
    safmin, ulp = _machine(scale.dtype)
    sfmin1 = real(safmin / ulp)
    sfmax1 = 1 / sfmin1
    sfmin2, sfmax2 = sfmin1 * 2, 1 / (sfmin1 * 2)
    converged = False
    while not converged:
        converged = True
        for i in range(k, last + 1):
            c, r = np.linalg.norm(a[k:last + 1, i]), np.linalg.norm(a[i, k:last + 1])
            ca = abs(a[int(np.argmax(cabs1(a[:last + 1, i]))), i])
            ra = abs(a[i, k + int(np.argmax(cabs1(a[i, k:])))])
            if c == 0 or r == 0:
                continue
            if np.isnan(c + ca + r + ra):
                return -3
            g, f, s = r / 2, real(1), c + r
            while c < g and max(f, c, ca) < sfmax2 and min(r, g, ra) > sfmin2:
                f, c, ca, r, g, ra = f * 2, c * 2, ca * 2, r / 2, g / 2, ra / 2
            g = c / 2
            while g >= r and max(r, ra) < sfmax2 and min(f, c, g, ca) > sfmin2:
                f, c, g, ca, r, ra = f / 2, c / 2, g / 2, ca / 2, r * 2, ra * 2
            if c + r >= 0.95 * s:
                continue
            if f < 1 and scale[i] < 1 and f * scale[i] <= sfmin1:
                continue
            if f > 1 and scale[i] > 1 and scale[i] >= sfmax1 / f:
                continue
            scale[i] *= f
            converged = False
            a[i, k:] *= 1 / f
            a[:last + 1, i] *= f
    return 0


def back_transform(v: np.ndarray, scale: np.ndarray, ilo: int, ihi: int, left: bool) -> np.ndarray:
    """LAPACK xGEBAK: the eigenvectors (or Schur vectors) of the balanced matrix turned into those of the
    original one: rows ``ilo..ihi`` scaled (by ``scale``, or its inverse for left vectors), then the
    permutation undone."""
    v = v.copy()
    n = v.shape[0]
    if ilo != ihi:
        factors = scale[ilo:ihi + 1]
        v[ilo:ihi + 1] *= (1 / factors if left else factors)[:, None]
    for ii in range(n):
        i = ii
        if ilo <= i <= ihi:
            continue
        if i < ilo:
            i = ilo - 1 - ii
        k = int(scale[i])
        if k != i:
            v[[i, k]] = v[[k, i]]
    return v


# ----------------------------------------------------------------------------- xLANV2
def standardize(a, b, c, d) -> tuple:
    """LAPACK xLANV2: the Schur factorisation of a real 2 x 2 block ``[[a, b], [c, d]]`` in standard form
    (``c = 0``, or ``a = d`` and ``b c < 0`` for a complex pair): ``(a, b, c, d, (rt1r, rt1i, rt2r, rt2i),
    (cs, sn))``."""
    real = type(a)
    safmin, eps = _machine(np.dtype(real))
    safmn2 = real(2.0 ** int(np.log(safmin / eps) / np.log(2) / 2))
    safmx2 = 1 / safmn2
    one, zero = real(1), real(0)
    if c == 0:
        cs, sn = one, zero
    elif b == 0:
        cs, sn = zero, one
        a, d, b, c = d, a, -c, zero
    elif a - d == 0 and np.sign(b) != np.sign(c):
        cs, sn = one, zero
    else:
        temp = a - d
        p = real(0.5) * temp
        bcmax = max(abs(b), abs(c))
        bcmis = min(abs(b), abs(c)) * _sign(one, b) * _sign(one, c)
        scale = max(abs(p), bcmax)
        z = (p / scale) * p + (bcmax / scale) * bcmis
        if z >= 4 * eps:  # real eigenvalues: the upper triangular form
            z = p + _sign(np.sqrt(scale) * np.sqrt(z), p)
            a = d + z
            d = d - (bcmax / z) * bcmis
            tau = np.hypot(c, z)
            cs, sn = z / tau, c / tau
            b, c = b - c, zero
        else:  # complex or nearly equal eigenvalues: make the diagonal equal
            sigma = b + c
            for _ in range(21):
                scale = max(abs(temp), abs(sigma))
                if scale >= safmx2:
                    sigma, temp = sigma * safmn2, temp * safmn2
                elif scale <= safmn2:
                    sigma, temp = sigma * safmx2, temp * safmx2
                else:
                    break
            p = real(0.5) * temp
            tau = np.hypot(sigma, temp)
            cs = np.sqrt(real(0.5) * (1 + abs(sigma) / tau))
            sn = -(p / (tau * cs)) * _sign(one, sigma)
            aa, bb = a * cs + b * sn, -a * sn + b * cs
            cc, dd = c * cs + d * sn, -c * sn + d * cs
            a, b = aa * cs + cc * sn, (bb * cs) + (dd * sn)
            c, d = -(aa * sn) + (cc * cs), -bb * sn + dd * cs
            temp = real(0.5) * (a + d)
            a = d = temp
            if c != 0:
                if b != 0:
                    if np.sign(b) == np.sign(c):  # real eigenvalues: reduce to upper triangular
                        sab, sac = np.sqrt(abs(b)), np.sqrt(abs(c))
                        p = _sign(sab * sac, c)
                        tau = 1 / np.sqrt(abs(b + c))
                        a, d = temp + p, temp - p
                        b, c = b - c, zero
                        cs1, sn1 = sab * tau, sac * tau
                        cs, sn = cs * cs1 - sn * sn1, cs * sn1 + sn * cs1
                else:
                    b, c = -c, zero
                    cs, sn = -sn, cs
    rt1i = zero if c == 0 else np.sqrt(abs(b)) * np.sqrt(abs(c))
    return a, b, c, d, (a, rt1i, d, -rt1i), (cs, sn)


def _small_reflector(alpha, x: np.ndarray) -> tuple:
    """xLARFG on a real vector of 2 or 3 entries (xLAHQR's bulge), with LAPACK's own operations:
    ``||x||`` as one rounding of the exact norm (xNRM2), ``xLAPY2(alpha, ||x||)``, ``x`` times
    ``1 / (alpha - beta)``. Returns ``(beta, v[1:], tau)``."""
    xnorm = x.dtype.type(math.hypot(*x))
    if xnorm == 0:
        return alpha, x, alpha.dtype.type(0)
    w, z = max(abs(alpha), xnorm), min(abs(alpha), xnorm)
    beta = -_sign(w * np.sqrt(1 + (z / w) ** 2), alpha)
    return beta, x * (1 / (alpha - beta)), (beta - alpha) / beta


def _rotate(x: np.ndarray, y: np.ndarray, cs, sn) -> None:
    """BLAS xROT in place: ``(x, y) <- (c x + s y, c y - s x)``."""
    x[...], y[...] = cs * x + sn * y, cs * y - sn * x


# ----------------------------------------------------------------------------- xLAHQR
def _deflation_point(h: np.ndarray, i: int, l: int, ilo: int, ihi: int, smlnum, ulp) -> int:
    """xLAHQR's search for a negligible subdiagonal entry ``h[k, k-1]`` (k from i down to l+1): the
    Ahues-Tisseur criterion; ``l`` when there is none."""
    for k in range(i, l, -1):
        sub = cabs1(h[k, k - 1])
        if sub <= smlnum:
            return k
        tst = cabs1(h[k - 1, k - 1]) + cabs1(h[k, k])
        if tst == 0:
            if k - 2 >= ilo:
                tst += abs(h[k - 1, k - 2].real)
            if k + 1 <= ihi:
                tst += abs(h[k + 1, k].real)
        if abs(h[k, k - 1].real) <= ulp * tst:
            ab, ba = max(sub, cabs1(h[k - 1, k])), min(sub, cabs1(h[k - 1, k]))
            diff = cabs1(h[k - 1, k - 1] - h[k, k])
            aa, bb = max(cabs1(h[k, k]), diff), min(cabs1(h[k, k]), diff)
            s = aa + ab
            if ba * (ab / s) <= max(smlnum, ulp * (bb * (aa / s))):
                return k
    return l


def _real_shifts(h: np.ndarray, i: int, l: int, kdefl: int) -> tuple:
    """xLAHQR's (real) shifts: the eigenvalues of the trailing 2 x 2 block, or exceptional ones."""
    if kdefl % (2 * KEXSH) == 0:
        s = abs(h[i, i - 1]) + abs(h[i - 1, i - 2])
        h11, h12, h21 = DAT1 * s + h[i, i], DAT2 * s, s
        h22 = h11
    elif kdefl % KEXSH == 0:
        s = abs(h[l + 1, l]) + abs(h[l + 2, l + 1])
        h11, h12, h21 = DAT1 * s + h[l, l], DAT2 * s, s
        h22 = h11
    else:
        h11, h21, h12, h22 = h[i - 1, i - 1], h[i, i - 1], h[i - 1, i], h[i, i]
    s = abs(h11) + abs(h12) + abs(h21) + abs(h22)
    zero = h.dtype.type(0)
    if s == 0:
        return zero, zero, zero, zero
    h11, h21, h12, h22 = h11 / s, h21 / s, h12 / s, h22 / s
    tr = (h11 + h22) / 2
    det = (h11 - tr) * (h22 - tr) - h12 * h21
    rtdisc = np.sqrt(abs(det))
    if det >= 0:  # a complex conjugate pair
        return tr * s, rtdisc * s, tr * s, -rtdisc * s
    rt1r, rt2r = tr + rtdisc, tr - rtdisc  # two real shifts: use the one closer to h22, twice
    rt = rt1r * s if abs(rt1r - h22) <= abs(rt2r - h22) else rt2r * s
    return rt, zero, rt, zero


def _real_sweep(h: np.ndarray, z: np.ndarray, i: int, l: int, shifts: tuple, ulp) -> None:
    """One double-shift QR sweep of xLAHQR on the active block ``l..i``: the first column of
    ``(H - s1)(H - s2)`` from row m (where the bulge can start), then the bulge chased down with 3 x 3
    reflectors applied to whole rows and columns of T (xLAHQR's wantt) and to Z."""
    rt1r, rt1i, rt2r, rt2i = shifts
    for m in range(i - 2, l - 1, -1):
        h21s = h[m + 1, m]
        s = abs(h[m, m] - rt2r) + abs(rt2i) + abs(h21s)
        h21s = h[m + 1, m] / s
        v = np.array([h21s * h[m, m + 1] + (h[m, m] - rt1r) * ((h[m, m] - rt2r) / s) - rt1i * (rt2i / s),
                      h21s * (h[m, m] + h[m + 1, m + 1] - rt1r - rt2r),
                      h21s * h[m + 2, m + 1]], h.dtype)
        v /= np.abs(v).sum()
        if m == l:
            break
        if (abs(h[m, m - 1]) * (abs(v[1]) + abs(v[2]))
                <= ulp * abs(v[0]) * (abs(h[m - 1, m - 1]) + abs(h[m, m]) + abs(h[m + 1, m + 1]))):
            break
    for k in range(m, i):
        nr = min(3, i - k + 1)
        if k > m:
            v = h[k:k + nr, k - 1].copy()
        beta, tail, t1 = _small_reflector(v[0], v[1:nr])
        v[0], v[1:nr] = beta, tail
        if k > m:
            h[k, k - 1] = v[0]
            h[k + 1:k + nr, k - 1] = 0
        elif m > l:
            h[k, k - 1] *= 1 - t1
        t = t1 * v[1:nr]  # t1 v2, t1 v3
        rows = h[k:k + nr, k:]
        total = rows[0] + v[1] * rows[1] + (v[2] * rows[2] if nr == 3 else 0)
        rows[0] -= total * t1
        rows[1:] -= t[:, None] * total
        last = min(k + 3, i) if nr == 3 else i
        for block in (h[:last + 1, k:k + nr], z[:, k:k + nr]):
            total = block[:, 0] + block[:, 1] * v[1] + (block[:, 2] * v[2] if nr == 3 else 0)
            block[:, 0] -= total * t1
            block[:, 1:] -= total[:, None] * t


def real_schur(h: np.ndarray, z: np.ndarray, ilo: int, ihi: int) -> tuple:
    """LAPACK xLAHQR for a real upper Hessenberg ``h`` with Schur vectors ``z`` (both in place):
    ``(wr, wi, info)``. ``info > 0`` (1-based): the iteration limit ``30 max(10, nh)`` per eigenvalue was
    reached and eigenvalues ``info..`` (0-based) are the ones found; NaN input ends this way."""
    n = h.shape[0]
    wr, wi = np.zeros(n, h.dtype), np.zeros(n, h.dtype)
    if n == 0:
        return wr, wi, 0
    if ilo == ihi:
        wr[ilo] = h[ilo, ilo]
        return wr, wi, 0
    _clear_below_subdiagonal(h, ilo, ihi)
    safmin, ulp = _machine(h.dtype)
    nh = ihi - ilo + 1
    smlnum = h.dtype.type(safmin * (nh / ulp))
    itmax = 30 * max(10, nh)
    kdefl, i = 0, ihi
    while i >= ilo:
        l = ilo
        for _ in range(itmax + 1):
            l = _deflation_point(h, i, l, ilo, ihi, smlnum, ulp)
            if l > ilo:
                h[l, l - 1] = 0
            if l >= i - 1:
                break
            kdefl += 1
            _real_sweep(h, z, i, l, _real_shifts(h, i, l, kdefl), ulp)
        else:
            return wr, wi, i + 1
        if l == i:
            wr[i], wi[i] = h[i, i], 0
        else:
            h[i - 1, i - 1], h[i - 1, i], h[i, i - 1], h[i, i], roots, (cs, sn) = standardize(
                h[i - 1, i - 1], h[i - 1, i], h[i, i - 1], h[i, i])
            wr[i - 1], wi[i - 1], wr[i], wi[i] = roots
            _rotate(h[i - 1, i + 1:], h[i, i + 1:], cs, sn)
            _rotate(h[:i - 1, i - 1], h[:i - 1, i], cs, sn)
            _rotate(z[:, i - 1], z[:, i], cs, sn)
        kdefl, i = 0, l - 1
    return wr, wi, 0


def _clear_below_subdiagonal(h: np.ndarray, ilo: int, ihi: int) -> None:
    """xLAHQR's start: zero the two diagonals below the subdiagonal of the active block."""
    for offset in (2, 3):
        rows = np.arange(ilo + offset, ihi + 1)
        h[rows, rows - offset] = 0


def _complex_shift(h: np.ndarray, i: int, l: int, kdefl: int):
    """xLAHQR's (complex) shift: the eigenvalue of the trailing 2 x 2 block closer to ``h[i, i]`` (Wilkinson),
    or an exceptional one."""
    if kdefl % (2 * KEXSH) == 0:
        return DAT1 * abs(h[i, i - 1].real) + h[i, i]
    if kdefl % KEXSH == 0:
        return DAT1 * abs(h[l + 1, l].real) + h[l, l]
    t = h[i, i]
    u = np.sqrt(h[i - 1, i]) * np.sqrt(h[i, i - 1])
    s = cabs1(u)
    if s == 0:
        return t
    x = (h[i - 1, i - 1] - t) / 2
    sx = cabs1(x)
    s = max(s, sx)
    y = s * np.sqrt((x / s) ** 2 + (u / s) ** 2)
    if sx > 0 and (x / sx).real * y.real + (x / sx).imag * y.imag < 0:
        y = -y
    return t - u * (u / (x + y))


def _complex_sweep(h: np.ndarray, z: np.ndarray, i: int, l: int, t, ulp) -> None:
    """One single-shift QR sweep of complex xLAHQR on ``l..i``, with its rescaling that keeps the
    subdiagonal real."""
    real = np.abs(h[:0, :0]).dtype.type
    for m in range(i - 1, l - 1, -1):
        h11, h22 = h[m, m], h[m + 1, m + 1]
        h11s, h21 = h11 - t, h[m + 1, m].real
        s = cabs1(h11s) + abs(h21)
        h11s, h21 = h11s / s, h21 / s
        v = np.array([h11s, h21], h.dtype)
        if m == l:
            break
        if abs(h[m, m - 1].real) * abs(h21) <= ulp * (cabs1(h11s) * (cabs1(h11) + cabs1(h22))):
            break
    for k in range(m, i):
        if k > m:
            v = h[k:k + 2, k - 1].copy()
        beta, tail, t1 = householder(v[0], v[1:])
        v[0], v[1] = beta, tail[0]
        if k > m:
            h[k, k - 1], h[k + 1, k - 1] = v[0], 0
        v2 = v[1]
        t2 = real((t1 * v2).real)
        rows = h[k:k + 2, k:]
        total = np.conj(t1) * rows[0] + t2 * rows[1]
        rows[0] -= total
        rows[1] -= total * v2
        for block in (h[:min(k + 2, i) + 1, k:k + 2], z[:, k:k + 2]):
            total = t1 * block[:, 0] + t2 * block[:, 1]
            block[:, 0] -= total
            block[:, 1] -= total * np.conj(v2)
        if k == m and m > l:
            temp = 1 - t1
            temp /= abs(temp)
            h[m + 1, m] *= np.conj(temp)
            if m + 2 <= i:
                h[m + 2, m + 1] *= temp
            for j in range(m, i + 1):
                if j != m + 1:
                    h[j, j + 1:] *= temp
                    h[:j, j] *= np.conj(temp)
                    z[:, j] *= np.conj(temp)
    temp = h[i, i - 1]
    if temp.imag != 0:
        rtemp = abs(temp)
        h[i, i - 1] = rtemp
        temp /= rtemp
        h[i, i + 1:] *= np.conj(temp)
        h[:i, i] *= temp
        z[:, i] *= temp


def complex_schur(h: np.ndarray, z: np.ndarray, ilo: int, ihi: int) -> tuple:
    """LAPACK xLAHQR for a complex upper Hessenberg ``h`` (in place, Z too): ``(w, info)``, ``info`` as
    in ``real_schur``. First the subdiagonal is made real by a diagonal similarity."""
    n = h.shape[0]
    w = np.zeros(n, h.dtype)
    if n == 0:
        return w, 0
    if ilo == ihi:
        w[ilo] = h[ilo, ilo]
        return w, 0
    _clear_below_subdiagonal(h, ilo, ihi)
    for i in range(ilo + 1, ihi + 1):
        if h[i, i - 1].imag != 0:
            sc = h[i, i - 1] / cabs1(h[i, i - 1])
            sc = np.conj(sc) / abs(sc)
            h[i, i - 1] = abs(h[i, i - 1])
            h[i, i:] *= sc
            h[:i + 2, i] *= np.conj(sc)
            z[:, i] *= np.conj(sc)
    safmin, ulp = _machine(h.dtype)
    nh = ihi - ilo + 1
    smlnum = np.abs(h[:0, :0]).dtype.type(safmin * (nh / ulp))
    itmax = 30 * max(10, nh)
    kdefl, i = 0, ihi
    while i >= ilo:
        l = ilo
        for _ in range(itmax + 1):
            l = _deflation_point(h, i, l, ilo, ihi, smlnum, ulp)
            if l > ilo:
                h[l, l - 1] = 0
            if l >= i:
                break
            kdefl += 1
            _complex_sweep(h, z, i, l, _complex_shift(h, i, l, kdefl), ulp)
        else:
            return w, i + 1
        w[i] = h[i, i]
        kdefl, i = 0, l - 1
    return w, 0


# ----------------------------------------------------------------------------- xGEES
def hessenberg_schur(a: np.ndarray, job: str) -> tuple:
    """Balance (xGEBAL with ``job``), reduce to Hessenberg form and run xHSEQR (xLAHQR) on one matrix:
    ``(t, z, w, info, (ilo, ihi, scale))`` with Z the Schur vectors of the balanced matrix (xGEBAK not
    applied) and ``w`` complex. xHSEQR's isolated eigenvalues are T's diagonal outside ``ilo..ihi``; T
    below its first subdiagonal is cleared, as xHSEQR does. When xGEBAL fails (a NaN met while scaling),
    LAPACK's drivers go on with undefined bounds and xHSEQR rejects them: ``info = -4``, NaN results."""
    balanced, ilo, ihi, scale, info = balance(a, job)
    if info:
        nan = np.full(a.shape, np.nan, a.dtype)
        return nan, nan, np.full(a.shape[0], np.nan, np.result_type(a.dtype, np.complex64)), -4, (ilo, ihi, scale)
    h, taus = hessenberg(balanced, ilo, ihi)
    z = hessenberg_q(h, taus, ilo, ihi)
    h = np.triu(h, -1)
    if np.iscomplexobj(a):
        w, info = complex_schur(h, z, ilo, ihi)
    else:
        wr, wi, info = real_schur(h, z, ilo, ihi)
        w = wr + 1j * wi
    n = a.shape[0]
    outside = np.r_[0:ilo, ihi + 1:n]
    w[outside] = np.diagonal(h)[outside]
    return h, z, w.astype(np.result_type(a.dtype, np.complex64)), info, (ilo, ihi, scale)


def schur(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """LAPACK xGEES (no sorting) of one square matrix: ``(T, Z, w, info)``, ``A = Z T Z^H``; T quasi-upper
    triangular with xLANV2's standard 2 x 2 blocks for real ``a``; ``w`` the eigenvalues in T's order.
    (xGEES's scaling of matrices with entries near under- or overflow is not done.)"""
    t, z, w, info, (ilo, ihi, scale) = hessenberg_schur(a, "P")
    return t, back_transform(z, scale, ilo, ihi, left=False), w, info
