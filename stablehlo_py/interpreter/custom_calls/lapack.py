"""jaxlib's CPU linear algebra custom calls (``custom_call @lapack_<p><routine>_ffi``, api_version 4):
what ``jnp.linalg`` and ``jax.scipy.linalg`` export for CPU.

Each routine is registered for the four LAPACK precision letters ``s d c z`` (f32, f64, complex64,
complex128); its operands, results and attributes follow jaxlib's FFI handlers
(jaxlib/cpu/lapack_kernels.cc, ``JAX_CPU_DEFINE_*``) and the lowering rules that call them
(jax/_src/lax/linalg.py). Attributes arrive in ``mhlo.backend_config`` as ``ui8`` character codes
(``uplo = 76`` is ``'L'``) or ``i32``. Leading dimensions are batch dimensions; every routine works on a
whole batch at once, one vectorised NumPy step per column. When scipy is installed, scipy's LAPACK (the
library jaxlib calls) runs them instead, matrix by matrix (``lapack_scipy.py``, where the choice is made).
``info`` results are LAPACK's: 0 on success, ``i > 0`` for the first zero pivot (getrf, gtsv) or the first
non-positive leading minor (potrf), never an exception; JAX's wrappers turn a non-zero ``info`` into NaNs.

Layouts: a kernel reads its matrices (the operands and results of the largest rank) column-major and
everything else row-major, as ``_linalg_ffi_lowering`` (jax/_src/lax/linalg.py) declares them with
``operand_layouts``/``result_layouts``. Values here are logical arrays, so a declared layout equal to the
kernel's changes nothing; another layout is honoured by reinterpreting the buffer as the kernel would
(``_reinterpret``).

This module holds the registration and the routines of linear solves (getrf, potrf, trsm, gtsv,
tridiagonal_solve_perturbed); ``lapack_householder.py`` the Householder family (QR, Hessenberg,
tridiagonal reduction) and ``lapack_eigen.py`` the eigen- and singular value routines.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ...ir.attributes import DenseElementsAttr
from ...ir.dtypes import dtype_of
from ...ir.records import record
from ...numerics.lapack_reflectors import cabs1, mH, mT
from ..errors import InterpreterError
from .lapack_ffi import LETTERS, Routine, char
from .lapack_scipy import serving
from .targets import backend_config, target


def lapack(real: str, complex_name: str | None = None) -> Callable[[Routine], Routine]:
    """Register ``fn(config, *operands) -> results`` as ``lapack_{s,d}{real}_ffi`` and
    ``lapack_{c,z}{complex_name}_ffi`` (``complex_name`` defaults to ``real``: orgqr/ungqr,
    syevd/heevd, ... differ). ``config`` is the merged backend configuration (``backend_config``);
    a result returned as ``None`` is one LAPACK leaves unspecified (zeros of the declared type)."""

    def register(fn: Routine) -> Routine:
        for letter, dtype in LETTERS.items():
            base = real if letter in "sd" else (complex_name or real)
            name = f"lapack_{letter}{base}_ffi"
            target(name)(_kernel(name, (dtype,), fn, base))
        return fn

    return register


def _kernel(name: str, dtypes: tuple[np.dtype, ...], fn: Routine, family: str | None = None) -> Callable[..., object]:
    """The custom call ``name``: checks the element type, converts layouts, runs ``fn`` or, for the LAPACK
    routine ``family``, what ``lapack_scipy.serving`` chooses (scipy's LAPACK when it is installed)."""

    def run(ctx, attrs, *operands):
        operands = [np.asarray(x) for x in operands]
        if not operands or operands[0].dtype not in dtypes:
            got = operands[0].dtype if operands else "no operands"
            expected = " or ".join(str(d) for d in dtypes)
            raise InterpreterError(f"custom_call @{name}: expects a {expected} first operand, got {got}")
        call = _call_of(attrs, tuple(x.ndim for x in operands))
        operands = [x if layouts is None else _reinterpret(x, *layouts) for x, layouts in zip(operands, call.operands)]
        try:
            with np.errstate(all="ignore"):  # singular inputs give inf/NaN, as in LAPACK; info says so
                routine = serving(family, fn) if family else fn
                values = routine(call.config, *operands)
        except (ValueError, IndexError, TypeError) as exc:  # operands of shapes the routine does not take
            shapes = ", ".join(f"{x.dtype}{list(x.shape)}" for x in operands)
            raise InterpreterError(f"custom_call @{name}: cannot run on operands {shapes} "
                                   f"({type(exc).__name__}: {exc})") from exc
        if len(values) != len(call.results):
            raise InterpreterError(f"custom_call @{name}: computes {len(values)} results; the op declares "
                                   f"{len(call.results)}")
        results = []
        for k, (value, (shape, rdtype, written)) in enumerate(zip(values, call.results)):
            array = np.asarray(value) if value is not None else np.zeros([d or 0 for d in shape], rdtype)
            if array.shape != shape and (len(array.shape) != len(shape)
                                         or any(d is not None and d != a for d, a in zip(shape, array.shape))):
                raise InterpreterError(f"custom_call @{name}: result {k} has shape {array.shape}; "
                                       f"the op declares {shape}")
            array = array.astype(rdtype, copy=False)
            results.append(array if written is None else _reinterpret(array, *written))
        return results[0] if len(results) == 1 else tuple(results)

    run.__name__ = run.__qualname__ = name
    run.__doc__ = f"``custom_call @{name}``: {fn.__doc__}"
    return run


@record(frozen=True)
class _Call:
    """What one op's calls share (``_call_of``): each operand's (declared, kernel's) layouts where they differ
    (None where not: the array as it is), the backend configuration as a dictionary, and each result's
    declared shape, dtype and (kernel's, declared) layouts or None."""

    operands: tuple
    config: dict
    results: tuple


_CALLS: dict[tuple[int, tuple[int, ...]], tuple[object, _Call]] = {}  # (id(attrs), operand ranks) -> attrs, call
_CALLS_KEPT = 256  # the entries kept at most (then forgotten all at once)


def _call_of(attrs, ranks: tuple[int, ...]) -> _Call:
    """The ``_Call`` of the op of ``attrs`` on operands of ``ranks``, worked out on its first call (its attributes
    decoded once: the layouts, ``backend_config``)."""
    known = _CALLS.get((id(attrs), ranks))
    if known is not None and known[0] is attrs:
        return known[1]
    rank = max(ranks)
    operands = tuple(_pair(_layout(attrs.operand_layouts, k, n), _kernel_layout(n, rank)) for k, n in enumerate(ranks))
    config = backend_config(attrs)
    results = []
    for k, rtype in enumerate(attrs.op.result_types):
        shape = tuple(rtype.shape or ())
        results.append((shape, dtype_of(rtype.element_type),
                        _pair(_kernel_layout(len(shape), rank), _layout(attrs.result_layouts, k, len(shape)))))
    call = _Call(operands, config if isinstance(config, dict) else {}, tuple(results))
    if len(_CALLS) >= _CALLS_KEPT:
        _CALLS.clear()
    _CALLS[id(attrs), ranks] = (attrs, call)
    return call


def _pair(written: tuple[int, ...], read: tuple[int, ...]) -> tuple | None:
    """``(written, read)`` for ``_reinterpret``, or None when it changes nothing (the same layout, or rank < 2)."""
    return None if written == read or len(written) < 2 else (written, read)


def _layout(layouts, k: int, ndim: int) -> tuple[int, ...]:
    """Operand/result ``k``'s declared minor-to-major layout; row-major (XLA's default) when absent."""
    layout = layouts[k] if layouts is not None and k < len(layouts) else None
    if not isinstance(layout, DenseElementsAttr) or layout.array.size != ndim:
        return tuple(range(ndim - 1, -1, -1))
    return tuple(int(d) for d in layout.array.reshape(-1))


def _kernel_layout(ndim: int, rank: int) -> tuple[int, ...]:
    """The layout jaxlib's kernel reads: column-major matrices (the arrays of the largest rank),
    row-major otherwise (``_column_major_matrix_layout`` in jax/_src/lax/linalg.py)."""
    if ndim == rank and ndim >= 2:
        return (ndim - 2, ndim - 1, *range(ndim - 3, -1, -1))
    return tuple(range(ndim - 1, -1, -1))


def _reinterpret(x: np.ndarray, written: tuple[int, ...], read: tuple[int, ...]) -> np.ndarray:
    """The logical array a reader with layout ``read`` sees in the buffer of ``x`` stored with layout
    ``written`` (minor-to-major dimension orders, as in ``operand_layouts``)."""
    if written == read or x.ndim < 2:
        return x
    buffer = np.transpose(x, written[::-1]).reshape(-1)
    major_to_minor = read[::-1]
    return buffer.reshape([x.shape[d] for d in major_to_minor]).transpose(np.argsort(major_to_minor))


def mark_info(info: np.ndarray, failed: np.ndarray, index: int) -> np.ndarray:
    """LAPACK's ``info``: the first (1-based) ``index`` at which a batch member ``failed``."""
    return np.where((info == 0) & failed, np.int32(index), info).astype(np.int32)


# ----------------------------------------------------------------------------- getrf
@lapack("getrf")
def getrf(config: dict, a: np.ndarray) -> tuple:
    """LU with partial pivoting, ``A = P L U`` (LAPACK xGETRF): ``(lu, ipiv, info)`` with L's unit-diagonal
    multipliers below U, 1-based row interchanges ``ipiv`` and ``info = j`` for the first ``U[j, j] == 0``
    (the factorization still completes). The pivot is the first entry of largest ``CABS1`` (ixAMAX)."""
    lu = a.copy()
    m, n = a.shape[-2:]
    batch = a.shape[:-2]
    ipiv = np.zeros((*batch, min(m, n)), np.int32)
    info = np.zeros(batch, np.int32)
    for j in range(min(m, n)):
        p = j + np.argmax(cabs1(lu[..., j:, j]), axis=-1)
        ipiv[..., j] = p + 1
        at_p = p[..., None, None]
        row_j = lu[..., j, :].copy()
        lu[..., j, :] = np.take_along_axis(lu, at_p, axis=-2)[..., 0, :]
        np.put_along_axis(lu, at_p, row_j[..., None, :], axis=-2)
        pivot = lu[..., j, j]
        zero = pivot == 0
        info = mark_info(info, zero, j + 1)
        lu[..., j + 1:, j] /= np.where(zero, 1, pivot)[..., None]  # a zero pivot's column is zero: left as is
        lu[..., j + 1:, j + 1:] -= lu[..., j + 1:, j, None] * lu[..., j, None, j + 1:]
    return lu, ipiv, info


# ----------------------------------------------------------------------------- potrf
@lapack("potrf")
def potrf(config: dict, a: np.ndarray) -> tuple:
    """Cholesky (LAPACK xPOTRF): the factor in the ``uplo`` triangle (``A = L L^H`` or ``U^H U``), the other
    triangle as given; ``info = j`` when the leading minor of order ``j`` is not positive definite (only
    the real part of the diagonal is read, as zpotrf does)."""
    lower = char(config, "uplo", "L") == "L"
    source = a if lower else mH(a)  # 'U' reads the upper triangle: U = L^H for L of A^H's lower one
    n = a.shape[-1]
    factor = np.zeros_like(a)
    info = np.zeros(a.shape[:-2], np.int32)
    for j in range(n):
        row = factor[..., j, :j]
        pivot = source[..., j, j].real - np.sum(np.abs(row) ** 2, axis=-1)
        info = mark_info(info, ~(pivot > 0), j + 1)
        diagonal = np.sqrt(pivot)
        factor[..., j, j] = diagonal
        below = source[..., j + 1:, j] - np.einsum("...ik,...k->...i", factor[..., j + 1:, :j], np.conj(row))
        factor[..., j + 1:, j] = below / diagonal[..., None]
    if lower:
        return np.tril(factor) + np.triu(a, 1), info
    return np.triu(mH(factor)) + np.tril(a, -1), info


# ----------------------------------------------------------------------------- trsm
@lapack("trsm")
def trsm(config: dict, a: np.ndarray, b: np.ndarray, *alpha: np.ndarray) -> tuple:
    """Triangular solve (BLAS xTRSM): ``op(A) X = alpha B`` (``side = 'L'``) or ``X op(A) = alpha B``
    (``'R'``), ``op`` from ``trans_x`` (N, T, C), only the ``uplo`` triangle of A read, a unit diagonal
    assumed for ``diag = 'U'``. As in xTRSM a zero right-hand side entry stays zero (no 0/0)."""
    lower = char(config, "uplo", "L") == "L"
    t = np.tril(a) if lower else np.triu(a)
    if char(config, "diag", "N") == "U":
        t = t.copy()
        np.einsum("...ii->...i", t)[...] = 1
    trans = char(config, "trans_x", "N")
    if trans in "TC":
        t, lower = (mH(t) if trans == "C" else mT(t)), not lower
    right = char(config, "side", "L") == "R"
    if right:  # X op(A) = B  <=>  op(A)^T X^T = B^T
        t, lower, b = mT(t), not lower, mT(b)
    x = np.zeros(np.broadcast_shapes(t.shape[:-2], b.shape[:-2]) + b.shape[-2:], b.dtype)
    n = t.shape[-1]
    for i in (range(n) if lower else range(n - 1, -1, -1)):
        done = slice(0, i) if lower else slice(i + 1, n)
        numerator = b[..., i, :] - np.einsum("...k,...kj->...j", t[..., i, done], x[..., done, :])
        x[..., i, :] = np.where(numerator == 0, 0, numerator / t[..., i, i, None])
    if alpha:
        x = x * alpha[0][..., None, None]
    return (mT(x) if right else x),


# ----------------------------------------------------------------------------- gtsv
@lapack("gtsv")
def gtsv(config: dict, dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray) -> tuple:
    """Tridiagonal solve by Gaussian elimination with partial pivoting (LAPACK xGTSV, the zgtsv variant
    of the loop; pivots compared by CABS1). JAX's diagonals all have length n: ``dl[0]`` and ``du[n-1]``
    are not read, and jaxlib passes ``dl + 1`` to LAPACK, so ``dl_out[0]`` is ``dl[0]``. The outputs are
    LAPACK's: U's diagonal in ``d``, its first and second superdiagonals in ``du`` and ``dl[1:]``, the
    solution in ``b``; ``info = k`` when ``U[k, k]`` is exactly zero (elimination stops there)."""
    lower, d, upper, b = dl[..., 1:].copy(), d.copy(), du.copy(), b.copy()
    n = d.shape[-1]
    info = np.zeros(d.shape[:-1], np.int32)
    for k in range(n - 1):
        dk, lk = d[..., k].copy(), lower[..., k].copy()
        info = mark_info(info, (dk == 0) & (lk == 0), k + 1)
        swap = cabs1(dk) < cabs1(lk)
        keep = ~swap & (lk != 0)
        factor = np.where(swap, dk / np.where(swap, lk, 1), lk / np.where(keep, dk, 1))
        factor = np.where(swap | keep, factor, 0)
        next_d, uk = d[..., k + 1].copy(), upper[..., k].copy()
        next_u = upper[..., k + 1].copy() if k < n - 2 else np.zeros_like(uk)
        d[..., k] = np.where(swap, lk, dk)
        d[..., k + 1] = np.where(swap, uk - factor * next_d, next_d - factor * uk)
        upper[..., k] = np.where(swap, next_d, uk)
        if k < n - 2:
            lower[..., k] = np.where(swap, next_u, np.where(keep, 0, lk))
            upper[..., k + 1] = np.where(swap, -factor * next_u, next_u)
        bk, bnext = b[..., k, :].copy(), b[..., k + 1, :].copy()
        w = swap[..., None]
        b[..., k, :] = np.where(w, bnext, bk)
        b[..., k + 1, :] = np.where(w, bk - factor[..., None] * bnext, bnext - factor[..., None] * bk)
    if n:
        info = mark_info(info, d[..., n - 1] == 0, n)
    for i in range(n - 1, -1, -1):  # back substitution with U's two superdiagonals
        rhs = b[..., i, :]
        if i + 1 < n:
            rhs = rhs - upper[..., i, None] * b[..., i + 1, :]
        if i + 2 < n:
            rhs = rhs - lower[..., i, None] * b[..., i + 2, :]
        b[..., i, :] = rhs / d[..., i, None]
    dl_out = dl.copy()
    dl_out[..., 1:] = lower
    return dl_out, d, upper, b, info


# ----------------------------------------------------------------------------- tridiagonal_solve_perturbed
def _solve_perturbed(config: dict, dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray) -> tuple:
    """Tridiagonal solve that perturbs tiny pivots instead of failing (jaxlib/tridiagonal_solve_perturbed.h,
    after LAPACK's xLAGTF + xLAGTS; what ``eigh_tridiagonal``'s inverse iteration uses): elimination with
    row interchanges chosen on pivots scaled by their rows, then back substitution in which a pivot of
    magnitude below 1 that would overflow is pushed away from zero by ``eps * max|U|``, doubling."""
    n = d.shape[-1]
    x = b.copy()
    if n == 0:
        return x,
    u0, u1, u2 = d.copy(), np.zeros_like(d), np.zeros_like(d)
    u1[..., 0] = du[..., 0]
    size = np.abs(d[..., :1]).dtype.type
    scale = np.abs(u0[..., 0]) + np.abs(u1[..., 0])
    largest = np.maximum(np.abs(u0[..., 0]), np.abs(u1[..., 0]))
    for k in range(n - 1):
        low, next_d = dl[..., k + 1], d[..., k + 1]
        next_u = du[..., k + 1] if k < n - 2 else np.zeros_like(next_d)
        scale2 = np.abs(low) + np.abs(next_d) + np.abs(next_u)
        pivot_here = np.where(u0[..., k] == 0, 0, np.abs(u0[..., k]) / np.where(scale == 0, 1, scale))
        swap = (low != 0) & (np.abs(low) / scale2 > pivot_here)
        eliminate = (low != 0) & ~swap
        factor = np.where(swap, u0[..., k] / np.where(swap, low, 1), low / np.where(eliminate, u0[..., k], 1))
        factor = np.where(swap | eliminate, factor, 0)
        uk1, xk, rhs = u1[..., k].copy(), x[..., k, :].copy(), b[..., k + 1, :]
        u0[..., k + 1] = np.where(swap, uk1 - factor * next_d, next_d - factor * uk1)
        u0[..., k] = np.where(swap, low, u0[..., k])
        u1[..., k] = np.where(swap, next_d, uk1)
        u1[..., k + 1] = np.where(swap, -factor * next_u, next_u)
        u2[..., k] = np.where(swap, next_u, 0)
        w = swap[..., None]
        x[..., k + 1, :] = np.where(w, xk - factor[..., None] * rhs, rhs - factor[..., None] * xk)
        x[..., k, :] = np.where(w, rhs, xk)
        scale = np.where(swap, np.abs(u0[..., k + 1]) + np.abs(u1[..., k + 1]), scale2)
        if k < n - 2:
            largest = np.maximum.reduce([largest, np.abs(u0[..., k]), np.abs(u1[..., k]), np.abs(u2[..., k])])
    largest = np.abs(u0[..., 0]) if n == 1 else np.maximum(largest, np.abs(u0[..., n - 1]))
    perturb = size(np.finfo(size).eps) * largest
    for k in range(n - 1, -1, -1):
        row = x[..., k, :]
        if k + 1 < n:
            row = row - u1[..., k, None] * x[..., k + 1, :]
        if k + 2 < n:
            row = row - u2[..., k, None] * x[..., k + 2, :]
        pivot, row = _perturb_pivot(perturb, u0[..., k], row)
        x[..., k, :] = row * (1 / pivot)[..., None]
    return x,


def _perturb_pivot(perturb: np.ndarray, pivot: np.ndarray, row: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``MaybePerturbPivot`` (jaxlib/tridiagonal_solve_perturbed.h, from xLAGTS): pivots below 1 in
    magnitude move by ``perturb`` (with the sign of their real part, doubled each time) until
    ``row / pivot`` cannot overflow; a pivot below the safe minimum is scaled up with its row instead."""
    real = np.abs(pivot).dtype.type
    info = np.finfo(real)
    safe_min = real(info.tiny if 1 / info.max < info.tiny else (1 / info.max) * (1 + info.eps))
    big = real(1) / safe_min
    step = np.copysign(np.maximum(np.abs(perturb), safe_min), pivot.real)
    row_max = np.max(np.abs(row), axis=-1) if row.shape[-1] else np.zeros(pivot.shape, real)
    active = np.abs(pivot) < 1
    while np.any(active):
        size = np.abs(pivot)
        tiny = size < safe_min
        bump = active & np.where(tiny, (size == 0) | (row_max * safe_min > size), row_max > size * big)
        rescale = active & tiny & ~bump
        pivot = np.where(bump, pivot + step, np.where(rescale, pivot * big, pivot))
        row = np.where(rescale[..., None], row * big, row)
        step = np.where(bump, step * 2, step)
        active = bump & (np.abs(pivot) < 1)
    return pivot, row


target("tridiagonal_solve_perturbed_ffi")(_kernel("tridiagonal_solve_perturbed_ffi", tuple(LETTERS.values()),
                                                  _solve_perturbed))
