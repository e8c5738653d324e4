"""Kernels of the ``tensor`` family (llvm-project mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td). Scalars
(``index`` values, a ``tensor.extract``'s element) are 0-d arrays. Where TensorOps.td leaves a result undefined
(an index out of bounds, ``tensor.dim`` of a dimension the tensor lacks) the kernels raise an InterpreterError;
``tensor.empty``'s contents are unspecified upstream and zeros here."""
from __future__ import annotations

import numpy as np

from ...ir.dtypes import dtype_of
from ..budget import check_shape
from ..errors import InterpreterError
from ..registry import kernel
from ._common import fits
from .arith import bitcast as _arith_bitcast


def _index(value) -> int:
    return int(np.asarray(value))


def _sizes(attrs, dynamic) -> tuple[int, ...]:
    """The result shape: its static sizes, with ``dynamic`` (index values) for its ``?`` in order."""
    values = iter(_index(v) for v in dynamic)
    shape = tuple(next(values) if d is None else d for d in attrs.result_types[0].shape)
    if any(s < 0 for s in shape):
        raise InterpreterError(f"negative dynamic size in {list(shape)} for {attrs.result_types[0]}")
    return shape


def _position(t: np.ndarray, indices) -> tuple[int, ...]:
    at = tuple(_index(i) for i in indices)
    if len(at) != t.ndim or any(not 0 <= i < n for i, n in zip(at, t.shape)):
        raise InterpreterError(f"index {list(at)} is out of bounds of a tensor of shape {list(t.shape)}")
    return at


@kernel("tensor.cast")
def cast(ctx, attrs, source):
    """CastOp: the same value; its shape must fit the destination type's static sizes."""
    if not fits(source.shape, attrs.result_types[0].shape):
        raise InterpreterError(f"tensor.cast of a tensor of shape {list(source.shape)} to {attrs.result_types[0]}")
    return source


@kernel("tensor.bitcast")
def bitcast(ctx, attrs, source):
    """BitcastOp: each element's bits read as the result's element type (arith.bitcast per element)."""
    return _arith_bitcast(ctx, attrs, source)


@kernel("tensor.dim")
def dim(ctx, attrs, source, index):
    """DimOp: the size of dimension ``index``, an ``index``."""
    axis = _index(index)
    if not 0 <= axis < source.ndim:
        raise InterpreterError(f"tensor.dim {axis} of a tensor of rank {source.ndim}")
    return np.asarray(source.shape[axis], dtype=np.int64)


@kernel("tensor.rank")
def rank(ctx, attrs, tensor):
    """RankOp: the rank, an ``index``."""
    return np.asarray(np.asarray(tensor).ndim, dtype=np.int64)


@kernel("tensor.empty")
def empty(ctx, attrs, *dynamic_sizes):
    """EmptyOp: a tensor of the result type with the dynamic sizes given (zeros: its contents are unspecified)."""
    shape = _sizes(attrs, dynamic_sizes)
    check_shape(ctx, attrs, shape)
    return np.zeros(shape, dtype=dtype_of(attrs.result_types[0]))


@kernel("tensor.splat")
def splat(ctx, attrs, value, *dynamic_sizes):
    """SplatOp: ``value`` everywhere in a tensor of the result type (dynamic sizes given)."""
    shape = _sizes(attrs, dynamic_sizes)
    check_shape(ctx, attrs, shape)
    return np.full(shape, np.asarray(value), dtype=dtype_of(attrs.result_types[0]))


@kernel("tensor.extract")
def extract(ctx, attrs, tensor, *indices):
    """ExtractOp: the element at ``indices`` (a 0-d array)."""
    return np.asarray(tensor[_position(tensor, indices)]).copy()


@kernel("tensor.insert")
def insert(ctx, attrs, scalar, dest, *indices):
    """InsertOp: ``dest`` with the element at ``indices`` replaced by ``scalar``."""
    out = np.array(dest, copy=True)
    out[_position(out, indices)] = np.asarray(scalar)
    return out


@kernel("tensor.from_elements")
def from_elements(ctx, attrs, *elements):
    """FromElementsOp: the elements in row-major order, shaped as the result type."""
    t = attrs.result_types[0]
    return np.array([np.asarray(e) for e in elements], dtype=dtype_of(t)).reshape(t.shape)
