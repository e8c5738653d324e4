"""Kernels of the ``tensor`` family (llvm-project mlir/include/mlir/Dialect/Tensor/IR/TensorOps.td). Scalars
(``index`` values, a ``tensor.extract``'s element) are 0-d arrays. Where TensorOps.td leaves a result undefined
(an index out of bounds, ``tensor.dim`` of a dimension the tensor lacks) the kernels raise an InterpreterError;
``tensor.empty``'s contents are unspecified upstream and zeros here."""
from __future__ import annotations

import numpy as np

from ...assembly.tensor_formats import DYNAMIC, reassociation_groups
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


def _fill_dynamic(static: tuple[int, ...], values) -> list[int]:
    """``static`` with each ``kDynamic`` entry replaced by the next of ``values`` (index values)."""
    dynamic = iter(_index(v) for v in values)
    return [next(dynamic) if s == DYNAMIC else s for s in static]


@kernel("tensor.collapse_shape")
def collapse_shape(ctx, attrs, src):
    """CollapseShapeOp: each reassociation group of dimensions merged into one (row-major)."""
    groups = reassociation_groups(attrs.reassociation)
    return np.reshape(src, [int(np.prod([src.shape[d] for d in g], dtype=np.int64)) for g in groups])


@kernel("tensor.expand_shape")
def expand_shape(ctx, attrs, src, *output_shape):
    """ExpandShapeOp: each source dimension split into its group of ``static_output_shape`` (dynamic entries
    from the operands), which must hold the same number of elements."""
    shape = _fill_dynamic(attrs.static_output_shape, output_shape)
    groups = reassociation_groups(attrs.reassociation)
    for axis, group in enumerate(groups):
        product = int(np.prod([shape[d] for d in group], dtype=np.int64))
        if product != src.shape[axis] or any(shape[d] < 0 for d in group):
            raise InterpreterError(f"tensor.expand_shape: output sizes {[shape[d] for d in group]} do not split "
                                   f"dimension {axis} of size {src.shape[axis]}")
    return np.reshape(src, shape)


def _slices(attrs, shape: tuple[int, ...], dynamic, fixed: int) -> tuple[list[slice], list[int]]:
    """The NumPy slices of ``static_offsets``/``sizes``/``strides`` (dynamic entries from the operands after the
    first ``fixed``), and the sizes; a slice reaching outside ``shape`` is an InterpreterError."""
    segments = attrs.operandSegmentSizes[fixed:]
    starts = np.cumsum((0,) + tuple(segments))
    offsets, sizes, strides = (_fill_dynamic(values, dynamic[starts[i]:starts[i + 1]])
                               for i, values in enumerate((attrs.static_offsets, attrs.static_sizes,
                                                           attrs.static_strides)))
    for axis, (offset, size, stride, n) in enumerate(zip(offsets, sizes, strides, shape)):
        if offset < 0 or size < 0 or stride < 1 or (size and offset + (size - 1) * stride >= n):
            raise InterpreterError(f"slice offset {offset}, size {size}, stride {stride} runs outside dimension "
                                   f"{axis} of size {n}")
    return [slice(o, o + (s - 1) * st + 1 if s else o, st) for o, s, st in zip(offsets, sizes, strides)], sizes


def _dropped_to(sizes: list[int], target) -> list[int]:
    """``sizes`` less the unit dimensions a rank-reduced ``target`` shape drops (matched in order)."""
    out, j = [], 0
    for size in sizes:
        if j < len(target) and (target[j] is None or target[j] == size):
            out.append(size)
            j += 1
        elif size != 1:
            raise InterpreterError(f"slice sizes {sizes} do not give {list(target)}")
    return out


@kernel("tensor.extract_slice")
def extract_slice(ctx, attrs, source, *dynamic):
    """ExtractSliceOp: the strided slice, with the unit dimensions the result type drops removed."""
    slices, sizes = _slices(attrs, source.shape, dynamic, 1)
    return np.reshape(source[tuple(slices)], _dropped_to(sizes, attrs.result_types[0].shape))


@kernel("tensor.insert_slice")
def insert_slice(ctx, attrs, source, dest, *dynamic):
    """InsertSliceOp: ``dest`` with the strided slice replaced by ``source`` (its dropped unit dimensions back)."""
    slices, sizes = _slices(attrs, dest.shape, dynamic, 2)
    out = np.array(dest, copy=True)
    out[tuple(slices)] = np.reshape(source, sizes)
    return out


@kernel("tensor.reshape")
def reshape(ctx, attrs, source, shape):
    """ReshapeOp: the elements in row-major order, shaped by the values of ``shape``."""
    sizes = [int(s) for s in np.asarray(shape).reshape(-1)]
    if any(s < 0 for s in sizes) or int(np.prod(sizes, dtype=np.int64)) != source.size \
            or not fits(tuple(sizes), attrs.result_types[0].shape):
        raise InterpreterError(f"tensor.reshape of a tensor of shape {list(source.shape)} to {sizes} "
                               f"({attrs.result_types[0]})")
    return np.reshape(source, sizes)


@kernel("tensor.concat")
def concat(ctx, attrs, *inputs):
    """ConcatOp: the inputs joined along ``dim`` (their other dimensions must agree)."""
    try:
        return np.concatenate(inputs, axis=attrs.dim)
    except ValueError as exc:
        raise InterpreterError(f"tensor.concat along {attrs.dim} of shapes {[list(i.shape) for i in inputs]}: "
                               f"{exc}") from None


def _body_values(ctx, attrs, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    """The value the op's body yields at each index of ``shape`` (its block arguments are the ``index`` of each
    dimension): one run on index grids when the body holds only arith ops (elementwise on arrays), else one run
    per element."""
    check_shape(ctx, attrs, shape)
    region = attrs.op.regions[0]
    if all(op.dialect == "arith" for op in region.walk() if op.name != "tensor.yield"):
        grids = [np.asarray(g) for g in np.indices(shape, dtype=np.int64)]
        value = ctx.run_region(region, grids)[0]
        return np.array(np.broadcast_to(np.asarray(value), shape), dtype=dtype)
    out = np.empty(shape, dtype=dtype)
    for index in np.ndindex(shape):
        out[index] = ctx.run_region(region, [np.asarray(i, dtype=np.int64) for i in index])[0]
    return out


@kernel("tensor.generate")
def generate(ctx, attrs, *dynamic_extents):
    """GenerateOp: a tensor of the result type whose element at each index is what the body yields there."""
    shape = _sizes(attrs, dynamic_extents)
    return _body_values(ctx, attrs, shape, dtype_of(attrs.result_types[0]))


@kernel("tensor.pad")
def pad(ctx, attrs, source, *amounts):
    """PadOp: ``source`` placed after ``low`` elements of each dimension, ``high`` after it, the rest what the
    body yields at each index of the result."""
    segments = attrs.operandSegmentSizes
    low = _fill_dynamic(attrs.static_low, amounts[:segments[1]])
    high = _fill_dynamic(attrs.static_high, amounts[segments[1]:])
    if min(low + high, default=0) < 0:
        raise InterpreterError(f"tensor.pad with negative amounts low {low}, high {high}")
    shape = tuple(n + lo + hi for n, lo, hi in zip(source.shape, low, high))
    if not fits(shape, attrs.result_types[0].shape):
        raise InterpreterError(f"tensor.pad gives shape {list(shape)}, not {attrs.result_types[0]}")
    out = _body_values(ctx, attrs, shape, source.dtype)
    out[tuple(slice(lo, lo + n) for lo, n in zip(low, source.shape))] = source
    return out
