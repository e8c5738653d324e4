"""Custom calls named after XLA ops, which exporters write where StableHLO has no op of their own.

- ``mhlo.<op>``: MHLO ops without a StableHLO counterpart, kept through MHLO -> StableHLO by the extensibility
  protocol (xla/mlir_hlo/mhlo/transforms/hlo_legalize_to_stablehlo/hlo_legalize_to_stablehlo.cc,
  ``getPublicFeaturesNotInStablehlo``: topk, erf, acos, acosh, asin, asinh, atanh, cosh, sinh, and tan
  before StableHLO had it): the op's attributes in the discardable ``mhlo.attributes`` dictionary, its
  version in ``mhlo.version``. PyTorch/XLA writes ``@mhlo.erf`` for GELU; TensorFlow's XlaCallModule
  exports write the others; plugins write ``@mhlo.atan`` and ``@mhlo.erf_inv`` the same way. Each runs
  the kernel of the CHLO op of the same name (StableHLO's chlo_recompose_ops pass turns ``mhlo.topk``,
  ``mhlo.erf`` and ``mhlo.tan`` back into those CHLO ops), so the numerics are the project's CHLO ones.
- ``Eigh``, ``Qr`` and ``ProductOfElementaryHouseholderReflectors``: what XLA's client library builds for
  ``SelfAdjointEig`` and ``Qr`` (xla/hlo/builder/lib/self_adjoint_eig.cc, qr.cc) and XLA's expander passes
  compute; PyTorch/XLA writes ``@Eigh`` for ``torch.linalg.eigh``. They run in float64/complex128, by scipy's
  LAPACK when it is installed (xSYEVD/xHEEVD, xGEQRF, xORGQR/xUNGQR: ``lapack_scipy.py`` decides), else by
  NumPy (``numpy.linalg``, whose LAPACK has the same routines, and a NumPy loop over the reflectors).
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ...ir.attributes import DictAttr
from ...ir.dtypes import dtype_of
from ...ir.types import TupleType
from ...numerics import floats
from ..errors import InterpreterError
from ..kernels import chlo, mhlo
from . import lapack_scipy
from .targets import backend_config, python_value, target

# mhlo.<name> -> the CHLO kernel of the same op: those of the mhlo ops (the kernels of their op form call the
# same functions), and atan and erf_inv, which exist only as custom calls.
_UNARY: dict[str, Callable] = {**mhlo.SAME_AS_CHLO, "mhlo.atan": chlo.atan, "mhlo.erf_inv": chlo.erf_inv}


def _mhlo_attributes(attrs) -> dict:
    """The op's ``mhlo.attributes`` dictionary as Python values (empty when absent)."""
    value = attrs.op.attributes.get("mhlo.attributes")
    return python_value(value) if isinstance(value, DictAttr) else {}


def _declared(attrs) -> list:
    """The op's result types, the elements of a single tuple result counted as results (XLA's
    HLO -> MHLO import writes tuple-shaped custom calls either way)."""
    types = attrs.op.result_types
    return list(types[0].types) if len(types) == 1 and isinstance(types[0], TupleType) else list(types)


def _results(attrs, name: str, values: Sequence[np.ndarray]) -> object:
    """``values`` as the op returns them: a tuple value for one tuple result, else one value per result;
    each converted to its declared element type."""
    declared = _declared(attrs)
    if len(declared) != len(values):
        raise InterpreterError(f"custom_call @{name} has {len(values)} results; the op declares {len(declared)}")
    values = [np.asarray(v).astype(dtype_of(t.element_type), copy=False) for v, t in zip(values, declared)]
    types = attrs.op.result_types
    if len(types) == 1 and isinstance(types[0], TupleType):
        return tuple(values)
    return values[0] if len(values) == 1 else tuple(values)


def _operands(name: str, operands: tuple, count: int) -> None:
    if len(operands) != count:
        raise InterpreterError(f"custom_call @{name} takes {count} operand(s); it has {len(operands)}")


def _check_version(attrs, name: str) -> None:
    """``mhlo.version``, where written, must be 1: the only version of these ops upstream defines; a later
    one may mean other semantics."""
    version = attrs.op.attributes.get("mhlo.version")
    if version is not None and python_value(version) != 1:
        raise InterpreterError(f"custom_call @{name}: mhlo.version = {python_value(version)} is not known "
                               "(version 1 is)")


def _register_unary(name: str, fn: Callable) -> None:
    """Register ``custom_call @name(x)`` as the CHLO kernel ``fn``."""

    def run(ctx, attrs, *operands):
        _check_version(attrs, name)
        _operands(name, operands, 1)
        return _results(attrs, name, [fn(ctx, attrs, operands[0])])

    run.__doc__ = f"``custom_call @{name}``: the kernel of chlo.{fn.__name__}."
    target(name)(run)


for name_, kernel_ in _UNARY.items():
    _register_unary(name_, kernel_)


@target("mhlo.topk")
def mhlo_topk(ctx, attrs, *operands):
    """``custom_call @mhlo.topk(x) {mhlo.attributes = {k = K, largest = B}}``: mhlo.topk, the ``k`` largest
    (or, with ``largest = false``, smallest) entries along the last dimension and their indices, ties in
    index order (``chlo.top_k``'s kernel)."""
    _check_version(attrs, "mhlo.topk")
    _operands("mhlo.topk", operands, 1)
    config = _mhlo_attributes(attrs)
    if not isinstance(config.get("k"), int):
        raise InterpreterError("custom_call @mhlo.topk needs mhlo.attributes = {k = ...}")
    declared = _declared(attrs)
    if len(declared) != 2:
        raise InterpreterError(f"custom_call @mhlo.topk has 2 results; the op declares {len(declared)}")
    values, indices = chlo.top_k_along_last(operands[0], config["k"], dtype_of(declared[1].element_type),
                                            largest=bool(config.get("largest", True)))
    return _results(attrs, "mhlo.topk", [values, indices])


# --- XLA's linear-algebra custom calls ---

def _opaque_fields(attrs) -> list[str]:
    """The comma-separated fields of a string ``backend_config`` (XLA's opaque custom-call config)."""
    config = backend_config(attrs)
    return [f.strip() for f in config.split(",")] if isinstance(config, str) and config.strip() else []


@target("Eigh")
def eigh(ctx, attrs, *operands):
    """``custom_call @Eigh(a) {backend_config = "lower,sort_eigenvalues,max_iter,tol"}`` -> ``(v, w)``:
    the eigenvectors (columns of ``v``) and eigenvalues of the Hermitian matrices ``a`` (the last two
    dimensions), reading only the triangle ``lower`` names (default lower), as XLA's SelfAdjointEig.

    Computed in float64/complex128 by LAPACK (``numpy.linalg.eigh``) and rounded once; the eigenvalues
    come out in ascending order whatever ``sort_eigenvalues`` says (XLA's Jacobi solver leaves them
    unordered when it is 0, an order no caller can rely on), and each eigenvector's sign (phase) is
    LAPACK's, as PyTorch's own CPU ``eigh``; ``max_iter`` and ``tol`` bound an iterative solver and do not
    apply here."""
    _operands("Eigh", operands, 1)
    a = operands[0]
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise InterpreterError(f"custom_call @Eigh needs square matrices; the operand's shape is {a.shape}")
    fields = _opaque_fields(attrs)
    lower = fields[0] != "0" if fields else True
    wide = floats.widen(a)
    if wide.size and lapack_scipy.scipy_lapack() is not None:
        return _results(attrs, "Eigh", list(lapack_scipy.eigh(wide, lower)))
    w, v = np.linalg.eigh(wide, UPLO="L" if lower else "U")
    return _results(attrs, "Eigh", [v, w])


@target("Qr")
def qr(ctx, attrs, *operands):
    """``custom_call @Qr(a)`` -> ``(q_and_r, taus)``: the Householder QR factorisation of the matrices ``a``
    in LAPACK's compact form (geqrf, as XLA's QrExpander): ``R`` in the upper triangle, the Householder
    vectors below the diagonal (unit leading entries implied), their scalar factors in ``taus``
    (``min(m, n)`` per matrix). Computed in float64/complex128 and rounded once."""
    _operands("Qr", operands, 1)
    a = operands[0]
    if a.ndim < 2:
        raise InterpreterError(f"custom_call @Qr needs matrices; the operand's shape is {a.shape}")
    wide = floats.widen(a)
    if wide.size == 0:
        taus = np.zeros(a.shape[:-2] + (min(a.shape[-2:]),), wide.dtype)
        return _results(attrs, "Qr", [wide, taus])
    if lapack_scipy.scipy_lapack() is not None:
        return _results(attrs, "Qr", list(lapack_scipy.qr(wide)))
    compact, taus = np.linalg.qr(wide, mode="raw")  # LAPACK's column-major result: transposed
    return _results(attrs, "Qr", [np.swapaxes(compact, -1, -2), taus])


@target("ProductOfElementaryHouseholderReflectors")
def householder_product(ctx, attrs, *operands):
    """``custom_call @ProductOfElementaryHouseholderReflectors(a, taus)`` -> ``Q``: the first ``n`` columns of
    ``H_1 H_2 ... H_k`` with ``H_i = I - taus_i v_i v_i^H`` and ``v_i`` column ``i`` of ``a`` below the
    diagonal with a unit ``i``-th entry (LAPACK's orgqr/ungqr, as XLA's expander). ``a`` is ``m x n`` with
    ``m >= n`` and ``k = taus``' last dimension ``<= n``; one step per reflector, over the whole batch."""
    _operands("ProductOfElementaryHouseholderReflectors", operands, 2)
    a, taus = operands
    if a.ndim < 2 or a.shape[-2] < a.shape[-1] or taus.shape[:-1] != a.shape[:-2] or taus.shape[-1] > a.shape[-1]:
        raise InterpreterError(f"custom_call @ProductOfElementaryHouseholderReflectors: a has shape {a.shape}, "
                               f"taus {taus.shape}; it needs m >= n, the same batch and at most n taus")
    wide, tau = floats.widen(a), floats.widen(taus)
    if wide.size and tau.size and lapack_scipy.scipy_lapack() is not None:
        wide = wide.astype(np.result_type(wide, tau))
        return _results(attrs, "ProductOfElementaryHouseholderReflectors",
                        [lapack_scipy.householder_product(wide, tau.astype(wide.dtype))])
    m, n = a.shape[-2:]
    q = np.broadcast_to(np.eye(m, n, dtype=np.result_type(wide, tau)), a.shape).copy()
    rows = np.arange(m)[:, None]
    for i in reversed(range(taus.shape[-1])):
        v = np.where(rows > i, wide[..., :, i:i + 1], np.where(rows == i, 1, 0)).astype(q.dtype)
        q -= tau[..., i, None, None] * v @ (np.conj(np.swapaxes(v, -1, -2)) @ q)
    return _results(attrs, "ProductOfElementaryHouseholderReflectors", [q])
