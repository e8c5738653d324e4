"""Kernels of the ``dot`` family: spec ``dot_general`` and the legacy ``dot``: transpose to (batch, free,
contracting), one matmul; the legacy ``einsum`` and ``unary_einsum``: one ``np.einsum``."""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ...ir.dtypes import dtype_of
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
    """``dot_general`` between static shapes: the kernel's ``contraction``, laid out once."""
    dn = attrs.dot_dimension_numbers
    lhs_shape, rhs_shape = static_shape(attrs.operand_types[0]), static_shape(attrs.operand_types[1])
    if lhs_shape is None or rhs_shape is None:
        return None
    if _plain_matmul(attrs, lhs_shape, rhs_shape):
        dtype = result_dtype(attrs.op)
        if all(dtype_of(t.element_type) == dtype for t in attrs.operand_types):
            return blas_matmul
        return _widened_matmul(dtype)
    return contraction(lhs_shape, rhs_shape, dn.lhs_batching_dimensions, dn.rhs_batching_dimensions,
                       dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions, result_dtype(attrs.op))


def _plain_matmul(attrs, lhs_shape: tuple[int, ...], rhs_shape: tuple[int, ...]) -> bool:
    """Whether ``dot_general`` is what ``contraction``'s function computes with no work around its one
    ``np.matmul`` but widening float operands to the result type (bf16 or f16 to f32): a result of a float
    type that is its own accumulation type (f32, f64), operands laid out as matmul takes them, ``[m, k] x
    [k, n]`` or, a batch dimension in front, ``[b, m, k] x [b, k, n]`` with b > 1 (no transposes, no
    reshapes, no rounding of the product)."""
    dn = attrs.dot_dimension_numbers
    dtype = result_dtype(attrs.op)
    if not floats.is_float(dtype) or _accumulation_dtype(dtype) != dtype \
            or not all(floats.is_float(dtype_of(t.element_type)) for t in attrs.operand_types):
        return False
    rank = len(lhs_shape)
    batch = list(range(rank - 2))
    # (one matrix in a batch of one: ``contraction`` multiplies it as a 2-D matmul)
    return (rank == 2 or rank == 3 and lhs_shape[0] != 1) and len(rhs_shape) == rank \
        and list(dn.lhs_batching_dimensions) == batch \
        and list(dn.rhs_batching_dimensions) == batch and list(dn.lhs_contracting_dimensions) == [rank - 1] \
        and list(dn.rhs_contracting_dimensions) == [rank - 2]


def blas_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``np.matmul`` with each operand laid out as BLAS takes it (``blas_ready``), so that the same product
    is summed in the same order whatever the layout its operands arrive in."""
    return np.matmul(blas_ready(a), blas_ready(b))


blas_matmul.new_array = True  # (matmul's result is a new array: generated code may write into it, codegen.py)


def blas_ready(x: np.ndarray) -> np.ndarray:
    """``x`` (its matrices: the last two axes) as NumPy's matmul hands it to BLAS: unchanged when
    ``_blas_layout``, else a C-contiguous copy. NumPy multiplies other layouts in a loop of its own, which sums
    in another order than BLAS's kernels: the same product would differ in its last bits with the layout of the
    operands, e.g. between a first run through the steps and the later ones through generated code, whose
    kernels may return views of other strides (spec ``dot_general`` leaves the order of the sum to the
    implementation; here it is BLAS's for every layout)."""
    return x if _blas_layout(x) else np.ascontiguousarray(x)


def _blas_layout(x: np.ndarray) -> bool:
    """Whether each row (or each column) of ``x``'s matrices is contiguous and rows (columns) are whole multiples
    of the element apart, at least a row (column) long; vectors and scalars are."""
    strides = x.strides
    if len(strides) < 2:
        return True
    size, row, column = x.itemsize, strides[-2], strides[-1]
    if column == size:
        return row % size == 0 and row >= x.shape[-1] * size
    return row == size and column % size == 0 and column >= x.shape[-2] * size


def _widened_matmul(dtype: np.dtype) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """``np.matmul`` of the operands as ``dtype``: ``contraction``'s function for a ``_plain_matmul`` of narrower
    float operands (``as_accumulation_dtype``'s exact ``astype`` of each, one matmul of the same shapes)."""
    def run(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        return blas_matmul(lhs.astype(dtype, copy=False), rhs.astype(dtype, copy=False))

    return run


def contract(lhs: np.ndarray, rhs: np.ndarray, lb: Sequence[int], rb: Sequence[int], lc: Sequence[int],
             rc: Sequence[int], dtype: np.dtype) -> np.ndarray:
    """Spec ``dot_general`` of ``lhs`` and ``rhs`` with batching dims ``lb``/``rb`` and contracting dims
    ``lc``/``rc``, as ``dtype`` (shared by ``dot`` and ``chlo.ragged_dot``), laid out for the operands'
    shapes (``contraction``)."""
    return contraction(lhs.shape, rhs.shape, lb, rb, lc, rc, dtype)(lhs, rhs)


def contraction(lhs_shape: Sequence[int], rhs_shape: Sequence[int], lb: Sequence[int], rb: Sequence[int],
                lc: Sequence[int], rc: Sequence[int], dtype: np.dtype) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """``contract`` for operands of these shapes, as a function of the operands: each is transposed to
    (batch, free, contracting) order, one matmul (a sequential sum for complex), then the result's shape is
    the batch dimensions, then lhs's free ones, then rhs's free ones (spec ``dot_general`` (C13))."""
    lf = [d for d in range(len(lhs_shape)) if d not in lb and d not in lc]
    rf = [d for d in range(len(rhs_shape)) if d not in rb and d not in rc]
    compute = _accumulation_dtype(dtype)
    batch = int(np.prod([lhs_shape[d] for d in lb], dtype=np.int64))
    k = int(np.prod([lhs_shape[d] for d in lc], dtype=np.int64))
    m = int(np.prod([lhs_shape[d] for d in lf], dtype=np.int64))
    n = int(np.prod([rhs_shape[d] for d in rf], dtype=np.int64))
    lhs_order, rhs_order = list(lb) + lf + list(lc), list(rb) + list(rc) + rf
    shape = [lhs_shape[d] for d in lb] + [lhs_shape[d] for d in lf] + [rhs_shape[d] for d in rf]
    sequential = floats.is_complex(compute)
    wrap = compute.kind in "iu" and dtype.kind != "b"
    # transposes that move nothing are skipped; one matrix product (batch 1) is a 2-D matmul
    lhs_moves, rhs_moves = lhs_order != sorted(lhs_order), rhs_order != sorted(rhs_order)
    stacked = batch != 1 or sequential
    lhs_3d, rhs_3d = ((batch, m, k), (batch, k, n)) if stacked else ((m, k), (k, n))

    def run(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        a, b = as_accumulation_dtype(lhs, compute), as_accumulation_dtype(rhs, compute)
        a = (a.transpose(lhs_order) if lhs_moves else a).reshape(lhs_3d)
        b = (b.transpose(rhs_order) if rhs_moves else b).reshape(rhs_3d)
        product = (_sequential_complex_matmul(a, b) if sequential else blas_matmul(a, b)).reshape(shape)
        if wrap:
            return integers.wrap(product, dtype)
        return product if product.dtype == dtype else product.astype(dtype)

    return run


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


@kernel("stablehlo.einsum", "stablehlo.unary_einsum")
def einsum(ctx, attrs, *operands: np.ndarray) -> np.ndarray:
    """``einsum`` / ``unary_einsum`` (StablehloOps.td: TensorFlow's einsum, XLA's ``Einsum`` builder): the
    sum over the indices ``einsum_config`` leaves out of the result of the products of the operands'
    elements, computed in the result's accumulation type (as ``dot_general``: integers in 64 bits, narrow
    floats in f32) and rounded once; NumPy reads the config as XLA writes it (``ab,bc->ac``, ``...``)."""
    dtype = result_dtype(attrs.op)
    wide = _accumulation_dtype(dtype)
    return np.einsum(attrs.einsum_config, *(x.astype(wide, copy=False) for x in operands)).astype(dtype, copy=False)
