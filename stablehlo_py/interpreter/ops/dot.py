"""Spec ``dot_general`` and the legacy ``dot``: transpose to (batch, free, contracting), one matmul."""
from __future__ import annotations

import numpy as np

from ...ir.attributes import int_list
from ...ir.nodes import Op
from ...numerics import floats, integers
from ..registry import evaluates
from ._common import attribute, result_dtype, result_shape


def _compute_dtype(dtype: np.dtype) -> np.dtype:
    """Integers exactly in 64 bits (wrapping like the result), narrow floats in f32."""
    if dtype == np.bool_:
        return dtype
    if floats.is_complex(dtype):
        return dtype
    if floats.is_float(dtype):
        return np.dtype(np.float64) if dtype == np.float64 else np.dtype(np.float32)
    return np.dtype(np.uint64) if dtype == np.uint64 else np.dtype(np.int64)


def _dims(struct, name: str) -> tuple[int, ...]:
    attr = struct.get(name) if struct is not None else None
    return tuple(int_list(attr) or ()) if attr is not None else ()


@evaluates("stablehlo.dot_general")
def dot_general(ctx, op: Op, lhs, rhs):
    """Spec ``dot_general``: batch dims first, then lhs free dims, then rhs free dims."""
    numbers = attribute(op, "dot_dimension_numbers")
    lb, rb = _dims(numbers, "lhs_batching_dimensions"), _dims(numbers, "rhs_batching_dimensions")
    lc, rc = _dims(numbers, "lhs_contracting_dimensions"), _dims(numbers, "rhs_contracting_dimensions")
    return contract(lhs, rhs, lb, rb, lc, rc, result_dtype(op), result_shape(op))


def contract(lhs, rhs, lb, rb, lc, rc, dtype: np.dtype, shape) -> np.ndarray:
    """The dot_general of ``lhs`` and ``rhs`` as ``dtype`` (shared by ``dot``)."""
    lf = [d for d in range(lhs.ndim) if d not in lb and d not in lc]
    rf = [d for d in range(rhs.ndim) if d not in rb and d not in rc]
    compute = _compute_dtype(dtype)
    batch = int(np.prod([lhs.shape[d] for d in lb], dtype=np.int64))
    k = int(np.prod([lhs.shape[d] for d in lc], dtype=np.int64))
    m = int(np.prod([lhs.shape[d] for d in lf], dtype=np.int64))
    n = int(np.prod([rhs.shape[d] for d in rf], dtype=np.int64))
    a = _as(lhs, compute).transpose(list(lb) + lf + list(lc)).reshape(batch, m, k)
    b = _as(rhs, compute).transpose(list(rb) + list(rc) + rf).reshape(batch, k, n)
    if floats.is_complex(compute):
        product = _sequential_complex_matmul(a, b)
    else:
        product = np.matmul(a[0], b[0]) if batch == 1 else np.matmul(a, b)
    product = product.reshape(shape)
    if compute.kind in "iu" and dtype.kind != "b":
        return integers.wrap(product, dtype) if integers.is_sub_byte(dtype) else product.astype(dtype)
    return product.astype(dtype, copy=False)


def _sequential_complex_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Complex products summed in contraction order with ``(ac - bd) + i(ad + bc)`` rounded in the
    element type, as the reference interpreter does (BLAS orders and fuses differently, which
    shows in results with cancellation). Vectorized over the output; loops over the contraction."""
    out = np.zeros((a.shape[0], a.shape[1], b.shape[2]), dtype=a.dtype)
    ar, ai, br, bi = a.real, a.imag, b.real, b.imag
    for k in range(a.shape[2]):
        x_re, x_im = ar[:, :, k, None], ai[:, :, k, None]
        y_re, y_im = br[:, None, k, :], bi[:, None, k, :]
        out += (x_re * y_re - x_im * y_im) + 1j * (x_re * y_im + x_im * y_re)
    return out


def _as(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    if x.dtype == dtype:
        return x
    if dtype.kind in "iu":
        return integers.widen(x).astype(dtype)
    return x.astype(dtype)


@evaluates("stablehlo.dot")
def dot(ctx, op: Op, lhs, rhs):
    """Legacy ``dot``: vector/matrix products contracting lhs's last and rhs's first dimension."""
    return contract(lhs, rhs, (), (), (lhs.ndim - 1,), (0,), result_dtype(op), result_shape(op))
