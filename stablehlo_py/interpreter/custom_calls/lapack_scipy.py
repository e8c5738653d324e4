"""jaxlib's LAPACK custom calls run by scipy's LAPACK, the library jaxlib itself calls: jaxlib/cpu/_lapack.so
takes its routines from ``scipy.linalg.cython_lapack`` (``initialize_lapack``, jaxlib/cpu/lapack.cc), so the
same routine called with the same arguments gives jax's results, including what LAPACK leaves to its
rounding errors (the phases of complex Schur vectors, which no replay reproduces).

**Which path runs** is decided here, in ``serving`` (the ``lapack_*_ffi`` targets, ``lapack.py``) and
``scipy_lapack`` (XLA's ``Qr``, ``Eigh``, ``ProductOfElementaryHouseholderReflectors``, ``xla_named.py``):
scipy's LAPACK when ``scipy`` can be imported (``pip install stablehlo_py[lapack]``), else the NumPy replays
of ``lapack.py``, ``lapack_householder.py`` and ``lapack_eigen.py``. ``STABLEHLO_PY_LAPACK=replay`` forces the
replays, ``=scipy`` requires scipy (an error when it is missing); unset or ``auto`` chooses as above. scipy is
imported on the first LAPACK call, never when the package is imported. Empty operands (nothing to compute)
and ``tridiagonal_solve_perturbed_ffi`` (jaxlib's own C++ code, no LAPACK routine) always take the replay.

Each routine follows jaxlib/cpu/lapack_kernels.cc: the same routine (``scipy.linalg.lapack.<p><name>``,
``scipy.linalg.blas.<p>trsm``), the same job arguments, the workspace sizes jaxlib passes (its workspace
queries, or its fixed formulas for syevd/heevd) and its handling of ``info``, once per matrix of the batch
(jaxlib's own loop; the work per matrix is LAPACK's). Matrices are handed over column-major, as jaxlib's
kernels read them (``lapack.py`` has turned the declared layouts into logical arrays).
"""
from __future__ import annotations

import importlib
import sys
from functools import lru_cache, partial
from math import prod
from typing import Callable

import numpy as np

from ..environment import variable
from ..errors import InterpreterError
from .lapack_ffi import LETTERS, Routine, char

_PREFIX = {dtype: letter for letter, dtype in LETTERS.items()}
_modules: dict[str, object] = {}

ROUTINES: dict[str, Routine] = {}  # routine family (getrf, orgqr, ...) -> its scipy implementation


def scipy_lapack() -> object | None:
    """``scipy.linalg.lapack`` when LAPACK calls are to go to scipy (module docstring), else None."""
    mode = variable("STABLEHLO_PY_LAPACK") or "auto"
    if mode == "replay":
        return None
    if "lapack" not in _modules:
        try:
            _modules["lapack"] = importlib.import_module("scipy.linalg.lapack")
            _modules["blas"] = importlib.import_module("scipy.linalg.blas")
        except ImportError:
            _modules["lapack"] = _modules["blas"] = None
        # The class f2py's wrappers raise when an argument check fails (so named in scipy 1.13 to 1.18).
        wrappers = [sys.modules.get(f"scipy.linalg._f{kind}") for kind in ("lapack", "blas")]
        _modules["errors"] = tuple(e for m, kind in zip(wrappers, ("lapack", "blas"))
                                   if isinstance(e := getattr(m, f"__f{kind}_error", None), type))
    if _modules["lapack"] is None and mode == "scipy":
        raise InterpreterError("STABLEHLO_PY_LAPACK=scipy, but scipy cannot be imported "
                               "(pip install 'stablehlo_py[lapack]')")
    return _modules["lapack"]


def serving(family: str, replay: Routine) -> Routine:
    """The implementation that runs the ``lapack_*_ffi`` routine ``family`` (``replay`` is its NumPy one)."""
    routine = ROUTINES.get(family)
    if routine is None or scipy_lapack() is None:
        return replay
    made = _SERVED.get((routine, replay))
    if made is None:
        made = _SERVED[routine, replay] = _served(routine, replay)
    return made


_SERVED: dict[tuple[Routine, Routine], Routine] = {}  # (scipy's routine, replay) -> _served of them, made once


def _served(routine: Routine, replay: Routine) -> Routine:
    """``routine`` (scipy's) with what it leaves to ``replay``: empty operands, and the cases it returns None for."""

    def run(config: dict, *operands: np.ndarray) -> tuple:
        if any(x.size == 0 for x in operands):
            return replay(config, *operands)
        try:
            values = routine(config, *operands)
        except _modules["errors"] as exc:  # operands a wrapper does not take: as the replays' ValueError
            raise ValueError(str(exc)) from exc
        return replay(config, *operands) if values is None else values  # (None: a case it leaves to the replay)

    return run


def routine(*families: str) -> Callable[[Routine], Routine]:
    """Register the decorated ``fn(config, *operands)`` as scipy's implementation of ``families``; it returns
    None for a case it leaves to the replay (``serving``)."""

    def register(fn: Routine) -> Routine:
        for family in families:
            ROUTINES[family] = fn
        return fn

    return register


def _lapack(dtype: np.dtype, name: str) -> Callable:
    """scipy's wrapper of LAPACK routine ``<p>name`` for element type ``dtype``."""
    return getattr(_modules["lapack"], _PREFIX[np.dtype(dtype)] + name)


def each_matrix(fn: Callable[..., tuple], operands: list[np.ndarray], ranks: list[int]) -> tuple:
    """``fn`` on each problem of a batch: operand ``k`` has ``ranks[k]`` trailing dimensions per problem and
    leading (broadcast) batch dimensions. Matrices are passed column-major, as views of one copy of their
    batch that ``fn`` may overwrite; a scalar operand (rank 0, no batch: xTRSM's alpha) is passed as it is to
    every call. ``fn`` returns arrays and scalars, stacked here into the batch's shape. (The Python work per
    problem is kept small: a batch of 16x16 LU factorizations is mostly LAPACK's own time.)"""
    batches = []
    for x, r in zip(operands, ranks):
        if x.ndim < r:
            raise ValueError(f"an operand of rank {x.ndim} where the routine takes rank {r} or more")
        batches.append(x.shape[:x.ndim - r])
    shared = [x.ndim == 0 for x in operands]
    varying = [b for b, alone in zip(batches, shared) if not alone]
    batch = varying[0] if varying and all(b == varying[0] for b in varying) \
        else np.broadcast_shapes(*varying) if varying else ()
    count = prod(batch)
    columns = []
    for x, r, own, alone in zip(operands, ranks, batches, shared):
        if alone:
            columns.append([x] * count)
            continue
        core = x.shape[x.ndim - r:]
        x = (x if own == batch else np.broadcast_to(x, batch + core)).reshape((-1,) + core)
        columns.append(list(np.swapaxes(x, -1, -2).copy().swapaxes(-1, -2) if r == 2 else x))
    problems = zip(*columns)
    first = [np.asarray(o) for o in fn(*next(problems))]
    if count == 1:
        return tuple(o.reshape(batch + o.shape) for o in first)
    results = [np.empty((count,) + o.shape, o.dtype) for o in first]
    for result, o in zip(results, first):
        result[0] = o
    for i, problem in enumerate(problems, 1):
        for result, o in zip(results, fn(*problem)):
            result[i] = o
    return tuple(result.reshape(batch + result.shape[1:]) for result in results)


@lru_cache(maxsize=256)
def _workspace(dtype: np.dtype, name: str, *args: object, **flags: object) -> int:
    """LAPACK's optimal workspace size (a query, ``lwork = -1``), as jaxlib's ``GetWorkspaceSize`` takes it:
    the real part of ``work[0]`` truncated. ``args`` are shapes for scipy's ``<p>name_lwork`` wrapper or,
    for routines without one, the shapes of dummy operands of the routine itself."""
    lapack = _modules["lapack"]
    prefix = _PREFIX[np.dtype(dtype)]
    query = getattr(lapack, f"{prefix}{name}_lwork", None)
    if query is not None:
        work, info = query(*args, **flags)
    else:
        dummies = [np.zeros(shape, dtype, order="F") if isinstance(shape, tuple) else shape for shape in args]
        work = getattr(lapack, prefix + name)(*dummies, lwork=-1, **flags)[-2]
    return int(np.real(np.ravel(work)[0]))


# ----------------------------------------------------------------------------- linear solves
@routine("getrf")
def getrf(config: dict, a: np.ndarray) -> tuple:
    """xGETRF; scipy's wrapper gives 0-based pivots, LAPACK's (jaxlib's) are 1-based."""
    lu, piv, info = each_matrix(partial(_lapack(a.dtype, "getrf"), overwrite_a=1), [a], [2])
    return lu, piv + 1, info


@routine("potrf")
def potrf(config: dict, a: np.ndarray) -> tuple:
    """xPOTRF on the ``uplo`` triangle; the other triangle as given (``clean=0``: jaxlib does not clear it)."""
    lower = char(config, "uplo", "L") == "L"
    return each_matrix(partial(_lapack(a.dtype, "potrf"), lower=lower, clean=0, overwrite_a=1), [a], [2])


@routine("trsm")
def trsm(config: dict, a: np.ndarray, b: np.ndarray, *alpha: np.ndarray) -> tuple:
    """BLAS xTRSM with jaxlib's ``alpha = 1`` (or the operand of the older signature that passes it)."""
    solve = getattr(_modules["blas"], _PREFIX[b.dtype] + "trsm")
    flags = {"side": int(char(config, "side", "L") == "R"), "lower": int(char(config, "uplo", "L") == "L"),
             "trans_a": "NTC".index(char(config, "trans_x", "N")), "diag": int(char(config, "diag", "N") == "U")}
    scale = alpha[0] if alpha else np.ones((), b.dtype)
    return each_matrix(lambda t, rhs, s: (solve(s, t, rhs, overwrite_b=1, **flags),), [a, b, scale], [2, 2, 0])


@routine("gtsv")
def gtsv(config: dict, dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray) -> tuple | None:
    """xGTSV as jaxlib calls it on length-n diagonals: ``dl + 1`` and the first ``n - 1`` of ``du`` are
    LAPACK's; ``dl[0]`` and ``du[n-1]`` come back as given. One equation (``n = 1``, which scipy's wrapper
    refuses: its empty off-diagonals) is xGTSV's last step alone, ``x = b / d``: left to the replay (None)."""
    if d.shape[-1] < 2:
        return None

    def solve(lower, diagonal, upper, rhs):
        second, diagonal, first, x, info = _lapack(d.dtype, "gtsv")(lower[1:], diagonal, upper[:-1], rhs,
                                                                   overwrite_b=1)
        return np.concatenate([lower[:1], second]), diagonal, np.concatenate([first, upper[-1:]]), x, info

    return each_matrix(solve, [dl, d, du, b], [1, 1, 1, 2])


# ----------------------------------------------------------------------------- Householder family
@routine("geqrf")
def geqrf(config: dict, a: np.ndarray) -> tuple:
    """xGEQRF with jaxlib's workspace (the optimal one)."""
    lwork = _workspace(a.dtype, "geqrf", *a.shape[-2:])
    qr, tau, _, _ = each_matrix(partial(_lapack(a.dtype, "geqrf"), lwork=lwork, overwrite_a=1), [a], [2])
    return qr, tau


@routine("geqp3")
def geqp3(config: dict, a: np.ndarray, jpvt: np.ndarray) -> tuple:
    """xGEQP3 with jaxlib's workspace. scipy's wrapper starts every column free (``jpvt = 0``, what JAX's
    ``qr(pivoting=True)`` passes); a matrix with columns fixed by a non-zero ``jpvt`` takes xGEQP3's own
    steps for them, each by scipy's LAPACK (``_geqp3_fixed``)."""
    lwork = _workspace(a.dtype, "geqp3", a.shape[-2:])

    def factor(m, pivots):
        if np.any(pivots != 0):
            return _geqp3_fixed(m, pivots, lwork)
        qr, order, tau, _, _ = _lapack(a.dtype, "geqp3")(m, lwork=lwork, overwrite_a=1)
        return qr, order, tau

    return each_matrix(factor, [a, jpvt], [2, 1])


def _geqp3_fixed(a: np.ndarray, jpvt: np.ndarray, lwork: int) -> tuple:
    """xGEQP3 (reference LAPACK, dgeqp3.f) on a matrix with fixed columns: they are swapped to the front in
    order (one swap per fixed column: the free columns' order is the swaps'), factored by xGEQRF and their
    ``Q^H`` applied to the rest by xORMQR/xUNMQR, both with xGEQP3's workspace; the trailing rows and free
    columns are then factored with pivoting, which is xGEQP3 of that block (xLAQP2/xLAQPS work below the
    fixed rows; their column swaps move the fixed rows' entries along)."""
    m, n = a.shape
    order, fixed = list(range(n)), 0
    for j in np.flatnonzero(jpvt):  # bookkeeping of column indices, as xGEQP3's first loop
        order[j], order[fixed] = order[fixed], order[j]
        fixed += 1
    a = np.asfortranarray(a[:, order])
    tau = np.zeros(min(m, n), a.dtype)
    na = min(m, fixed)
    qr, tau[:na], _, _ = _lapack(a.dtype, "geqrf")(a[:, :na], lwork=lwork)
    a[:, :na] = qr
    if na < n:
        name, trans = ("ormqr", "T") if a.dtype.kind == "f" else ("unmqr", "C")
        a[:, na:] = _lapack(a.dtype, name)("L", trans, qr, tau[:na], np.asfortranarray(a[:, na:]), lwork)[0]
    if fixed < min(m, n):
        block, pivots, tau[fixed:], _, _ = _lapack(a.dtype, "geqp3")(np.asfortranarray(a[fixed:, fixed:]), lwork=lwork)
        moved = pivots - 1
        a[:fixed, fixed:] = a[:fixed, fixed:][:, moved]
        a[fixed:, fixed:] = block
        order[fixed:] = np.asarray(order[fixed:])[moved]
    return a, np.asarray(order, np.int32) + 1, tau


@routine("orgqr", "ungqr")
def orgqr(config: dict, a: np.ndarray, tau: np.ndarray) -> tuple:
    """xORGQR/xUNGQR with jaxlib's workspace."""
    name = "orgqr" if a.dtype.kind == "f" else "ungqr"
    lwork = _workspace(a.dtype, name, a.shape[-2:], tau.shape[-1:])
    form = _lapack(a.dtype, name)
    return each_matrix(lambda m, t: form(m, t, lwork=lwork, overwrite_a=1)[:1], [a, tau], [2, 1])


@routine("ormqr", "unmqr")
def ormqr(config: dict, a: np.ndarray, tau: np.ndarray, c: np.ndarray) -> tuple:
    """xORMQR/xUNMQR: side from ``left``, trans 'T' (real) or 'C' (complex) for ``transpose``."""
    name = "ormqr" if a.dtype.kind == "f" else "unmqr"
    side = "L" if bool(config.get("left", True)) else "R"
    trans = ("T" if name == "ormqr" else "C") if bool(config.get("transpose", False)) else "N"
    lwork = _workspace(a.dtype, name, side, trans, a.shape[-2:], tau.shape[-1:], c.shape[-2:])
    multiply = _lapack(a.dtype, name)
    return each_matrix(lambda m, t, x: multiply(side, trans, m, t, x, lwork, overwrite_c=1)[:1], [a, tau, c],
                       [2, 1, 2])


@routine("gehrd")
def gehrd(config: dict, a: np.ndarray) -> tuple:
    """xGEHRD on rows/columns ``low..high`` (1-based, as jaxlib passes them; scipy's wrapper takes them
    0-based) with jaxlib's workspace."""
    n = a.shape[-1]
    low, high = int(config.get("low", 1)) - 1, int(config.get("high", n)) - 1
    lwork = _workspace(a.dtype, "gehrd", n, lo=low, hi=high)
    return each_matrix(partial(_lapack(a.dtype, "gehrd"), lo=low, hi=high, lwork=lwork, overwrite_a=1),
                       [a], [2])


@routine("sytrd", "hetrd")
def sytrd(config: dict, a: np.ndarray) -> tuple:
    """xSYTRD/xHETRD with jaxlib's workspace (queried for ``uplo = 'L'`` whatever the call's ``uplo``)."""
    name = "sytrd" if a.dtype.kind == "f" else "hetrd"
    lower = int(char(config, "uplo", "L") == "L")
    lwork = _workspace(a.dtype, name, a.shape[-1], lower=1)
    return each_matrix(partial(_lapack(a.dtype, name), lower=lower, lwork=lwork, overwrite_a=1), [a], [2])


# ----------------------------------------------------------------------------- eigen- and singular values
@routine("syevd", "heevd")
def syevd(config: dict, a: np.ndarray) -> tuple:
    """xSYEVD/xHEEVD with jaxlib's fixed workspaces (``eig::GetWorkspaceSize`` and its complex and
    integer counterparts). ``a`` comes back as LAPACK leaves it: the eigenvectors for ``mode = 'V'``."""
    vectors = char(config, "mode", "V") == "V"
    lower = int(char(config, "uplo", "L") == "L")
    n = a.shape[-1]
    sizes = {"liwork": 3 + 5 * n if vectors else 1}
    if a.dtype.kind == "f":
        name, sizes["lwork"] = "syevd", 1 + 6 * n + 2 * n * n if vectors else 2 * n + 1
    else:
        name, sizes["lwork"] = "heevd", 2 * n + n * n if vectors else n + 1
        sizes["lrwork"] = 1 + 5 * n + 2 * n * n if vectors else max(n, 1)
    decompose = _lapack(a.dtype, name)
    w, v, info = each_matrix(lambda m: decompose(m, compute_v=int(vectors), lower=lower, overwrite_a=1, **sizes),
                             [a], [2])
    return v, w, info


def _svd(config: dict, a: np.ndarray, name: str) -> tuple:
    """xGESDD/xGESVD with jobs from ``mode`` ('A', 'S', 'N'; jaxlib refuses 'O') and jaxlib's workspace:
    ``(a as LAPACK leaves it, s, u, vt, info)``; U and V^T unspecified for 'N'."""
    mode = char(config, "mode", "A")
    if mode not in "ASN":
        raise ValueError(f"mode {mode!r}: jaxlib implements 'A', 'S' and 'N'")
    flags = {"compute_uv": int(mode != "N"), "full_matrices": int(mode == "A")}
    lwork = _workspace(a.dtype, name, *a.shape[-2:], **flags)
    decompose = _lapack(a.dtype, name)

    def run(m):
        u, s, vt, info = decompose(m, lwork=lwork, overwrite_a=1, **flags)
        return m, s, u, vt, info

    out, s, u, vt, info = each_matrix(run, [a], [2])
    return (out, s, u, vt, info) if mode != "N" else (out, s, None, None, info)


@routine("gesdd")
def gesdd(config: dict, a: np.ndarray) -> tuple:
    """xGESDD: see ``_svd``."""
    return _svd(config, a, "gesdd")


@routine("gesvd")
def gesvd(config: dict, a: np.ndarray) -> tuple:
    """xGESVD (jobu = jobvt = ``mode``): see ``_svd``."""
    return _svd(config, a, "gesvd")


def _unpack(wi: np.ndarray, packed: np.ndarray) -> np.ndarray:
    """Real xGEEV's eigenvectors as complex columns (jaxlib's ``UnpackEigenvectors``): a conjugate pair
    ``wi[j] > 0 > wi[j+1]`` has its vectors' real and imaginary parts in columns j and j + 1."""
    first = wi > 0
    second = np.concatenate([[False], first[:-1]])
    real = np.where(second, np.roll(packed, 1, axis=-1), packed)
    imag = np.where(first, np.roll(packed, -1, axis=-1), np.where(second, -packed, 0))
    return real + 1j * imag


@routine("geev")
def geev(config: dict, a: np.ndarray) -> tuple:
    """xGEEV with jaxlib's workspace; jaxlib's ``info = -4`` for a matrix with a non-finite entry (LAPACK is
    not called). Eigenvectors of a matrix with ``info != 0`` (left unset by jaxlib) are NaN here."""
    left, right = char(config, "compute_left", "N") == "V", char(config, "compute_right", "V") == "V"
    n = a.shape[-1]
    flags = {"compute_vl": int(left), "compute_vr": int(right)}
    lwork = _workspace(a.dtype, "geev", n, **flags)
    decompose = _lapack(a.dtype, "geev")
    real_type, complex_type = np.finfo(a.dtype).dtype, np.result_type(a.dtype, np.complex64)
    failed = (np.full(n, np.nan, a.dtype), np.full(n, np.nan, real_type), np.full((n, n), np.nan, complex_type),
              np.full((n, n), np.nan, complex_type))

    def run(m):
        if not np.all(np.isfinite(m)):
            return (*failed, -4)
        if a.dtype.kind == "c":
            w, vl, vr, info = decompose(m, lwork=lwork, overwrite_a=1, **flags)
            wr, wi = w, w.imag
        else:
            wr, wi, vl, vr, info = decompose(m, lwork=lwork, overwrite_a=1, **flags)
            vl, vr = (_unpack(wi, v) if v.shape == (n, n) else v for v in (vl, vr))
        if info != 0:
            return (wr, wi, *failed[2:], info)
        vl, vr = (v if v.shape == (n, n) else failed[2] for v in (vl, vr))
        return wr, wi, vl, vr, info

    wr, wi, vl, vr, info = each_matrix(run, [a], [2])
    vl, vr = vl if left else None, vr if right else None
    return (wr, vl, vr, info) if a.dtype.kind == "c" else (wr, wi, vl, vr, info)


@routine("gees")
def gees(config: dict, a: np.ndarray) -> tuple:
    """xGEES with ``sort = 'N'`` (jaxlib implements no other) and jaxlib's workspace: ``(T, Z, wr, wi, sdim,
    info)`` for s/d, ``(T, Z, w, sdim, info)`` for c/z; Z only for ``mode = 'V'``."""
    vectors = int(char(config, "mode", "V") == "V")
    if char(config, "sort", "N") != "N":
        raise ValueError("sort: jaxlib implements only 'N' (no ordering of the eigenvalues)")
    lwork = _workspace(a.dtype, "gees", _no_selection, a.shape[-2:], compute_v=vectors)
    decompose = _lapack(a.dtype, "gees")

    def run(m):
        out = decompose(_no_selection, m, compute_v=vectors, sort_t=0, lwork=lwork, overwrite_a=1)
        t, sdim, *eigenvalues, z, _, info = out
        return (t, z, *eigenvalues, sdim, info)

    t, z, *rest = each_matrix(run, [a], [2])
    return (t, z if vectors else None, *rest)


def _no_selection(*eigenvalue: object) -> int:
    """xGEES's SELECT, never called with ``sort = 'N'`` (jaxlib passes a null pointer)."""
    return 0


# ----------------------------------------------------------------------------- XLA's linear-algebra custom calls
def eigh(a: np.ndarray, lower: bool) -> tuple[np.ndarray, np.ndarray]:
    """XLA's ``Eigh`` (``xla_named.py``) by xSYEVD/xHEEVD: ``(v, w)``."""
    v, w, _ = syevd({"mode": ord("V"), "uplo": ord("L" if lower else "U")}, a)
    return v, w


def qr(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """XLA's ``Qr`` by xGEQRF: ``(q_and_r, taus)``."""
    return geqrf({}, a)


def householder_product(a: np.ndarray, taus: np.ndarray) -> np.ndarray:
    """XLA's ``ProductOfElementaryHouseholderReflectors`` by xORGQR/xUNGQR."""
    return orgqr({}, a, taus)[0]
