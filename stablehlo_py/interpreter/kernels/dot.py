"""Kernels of the ``dot`` family: spec ``dot_general`` and the legacy ``dot``: transpose to (batch, free,
contracting), one matmul. ``einsum`` and ``unary_einsum`` have no kernel (dialect/dot.py says why)."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...numerics import floats, integers
from ..registry import kernel, specializer
from ._common import as_accumulation_dtype, result_dtype, static_shape


def _accumulation_dtype(dtype: np.dtype) -> np.dtype:
    """Integers exactly in 64 bits (wrapping like the result), narrow floats in f32."""
    if dtype == np.bool_ or floats.is_complex(dtype):
        return dtype
    if floats.is_float(dtype):
        return floats.compute_dtype(dtype)
    return np.dtype(np.uint64) if dtype == np.uint64 else np.dtype(np.int64)


@kernel("stablehlo.dot_general")
def dot_general(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """Spec ``dot_general``: batch dims first, then lhs free dims, then rhs free dims. ``precision_config``
    and ``algorithm`` are not read: NumPy computes at the full precision of the accumulation type."""
    dn = attrs.dot_dimension_numbers
    return contract(lhs, rhs, dn.lhs_batching_dimensions, dn.rhs_batching_dimensions, dn.lhs_contracting_dimensions,
                    dn.rhs_contracting_dimensions, result_dtype(attrs.op))


@specializer("stablehlo.dot_general")
def dot_general_plan(attrs):
    """``dot_general`` of real floats between static shapes: ``contract``'s transposes, shapes and
    accumulation type decided once; the same NumPy calls on the same arrays, so the same results."""
    dn = attrs.dot_dimension_numbers
    lhs_shape, rhs_shape = static_shape(attrs.operand_types[0]), static_shape(attrs.operand_types[1])
    dtype = result_dtype(attrs.op)
    if lhs_shape is None or rhs_shape is None or not floats.is_float(dtype):
        return None
    lb, rb, lc, rc = (tuple(d) for d in (dn.lhs_batching_dimensions, dn.rhs_batching_dimensions,
                                         dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions))
    lf = [d for d in range(len(lhs_shape)) if d not in lb and d not in lc]
    rf = [d for d in range(len(rhs_shape)) if d not in rb and d not in rc]
    compute = _accumulation_dtype(dtype)
    batch = int(np.prod([lhs_shape[d] for d in lb], dtype=np.int64))
    k = int(np.prod([lhs_shape[d] for d in lc], dtype=np.int64))
    m = int(np.prod([lhs_shape[d] for d in lf], dtype=np.int64))
    n = int(np.prod([rhs_shape[d] for d in rf], dtype=np.int64))
    lhs_order, rhs_order = list(lb) + lf + list(lc), list(rb) + list(rc) + rf
    lhs_to, rhs_to = (batch, m, k), (batch, k, n)
    shape = [lhs_shape[d] for d in lb] + [lhs_shape[d] for d in lf] + [rhs_shape[d] for d in rf]

    def run(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        a = as_accumulation_dtype(lhs, compute).transpose(lhs_order).reshape(lhs_to)
        b = as_accumulation_dtype(rhs, compute).transpose(rhs_order).reshape(rhs_to)
        product = np.matmul(a[0], b[0]) if batch == 1 else np.matmul(a, b)
        return product.reshape(shape).astype(dtype, copy=False)

    return run


def contract(lhs: np.ndarray, rhs: np.ndarray, lb: Sequence[int], rb: Sequence[int], lc: Sequence[int],
             rc: Sequence[int], dtype: np.dtype) -> np.ndarray:
    """Spec ``dot_general`` of ``lhs`` and ``rhs`` with batching dims ``lb``/``rb`` and contracting dims
    ``lc``/``rc``, as ``dtype`` (shared by ``dot`` and ``chlo.ragged_dot``); its shape is the batch
    dimensions, then lhs's free ones, then rhs's free ones (spec ``dot_general`` (C13)), taken from the
    operands' values."""
    lf = [d for d in range(lhs.ndim) if d not in lb and d not in lc]
    rf = [d for d in range(rhs.ndim) if d not in rb and d not in rc]
    compute = _accumulation_dtype(dtype)
    batch = int(np.prod([lhs.shape[d] for d in lb], dtype=np.int64))
    k = int(np.prod([lhs.shape[d] for d in lc], dtype=np.int64))
    m = int(np.prod([lhs.shape[d] for d in lf], dtype=np.int64))
    n = int(np.prod([rhs.shape[d] for d in rf], dtype=np.int64))
    a = as_accumulation_dtype(lhs, compute).transpose(list(lb) + lf + list(lc)).reshape(batch, m, k)
    b = as_accumulation_dtype(rhs, compute).transpose(list(rb) + list(rc) + rf).reshape(batch, k, n)
    if floats.is_complex(compute):
        product = _sequential_complex_matmul(a, b)
    else:
        product = np.matmul(a[0], b[0]) if batch == 1 else np.matmul(a, b)
    shape = [lhs.shape[d] for d in lb] + [lhs.shape[d] for d in lf] + [rhs.shape[d] for d in rf]
    product = product.reshape(shape)
    if compute.kind in "iu" and dtype.kind != "b":
        return integers.wrap(product, dtype)
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


@kernel("stablehlo.dot")
def dot(ctx, attrs, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """Legacy ``dot``: vector/matrix products contracting lhs's last and rhs's first dimension."""
    return contract(lhs, rhs, (), (), (lhs.ndim - 1,), (0,), result_dtype(attrs.op))
