"""Checks of the shape-manipulating ops: concatenate, broadcast_in_dim, transpose, slice, pad, reshape,
reverse, iota (spec sections of the same names)."""
from __future__ import annotations

from math import prod

from ...ir.types import TensorType
from ..context import OpContext
from ..type_rules import (bounds_of, check_inferred_shape, check_same_element_type, first_mismatch,
                     is_unique, out_of_range, padded_size, shapes_compatible)
from ..registry import checks
from .quantization import is_per_axis, quantization_dimension


def _check_element_type(ctx: OpContext, label: str) -> None:
    """``element_type(result) = element_type(operand)`` (quantized: same storage and expressed types)."""
    check_same_element_type(ctx, label, ctx.result_types[0], "result #0", ctx.operand_types[0], "operand #0")


def _operand_and_dims(ctx: OpContext, name: str) -> tuple[TensorType, TensorType, tuple[int, ...]] | None:
    """(operand, result, the integer list ``name``) of a one-operand op, or None after reporting."""
    if not ctx.signature(1):
        return None
    dims = ctx.ints(name)
    return None if dims is None else (ctx.operand_types[0], ctx.result_types[0], dims)


@checks("stablehlo.concatenate")
def check_concatenate(ctx: OpContext) -> None:
    """concatenate (C1) same element types; (C2) same shapes except `dimension`; (C3) 0 < size(inputs);
    (C4) 0 <= dimension < rank(inputs[0]); (C5)-(C6) the result shape."""
    inputs = ctx.operand_types
    if not ctx.require(len(inputs) > 0, "C3", "has no inputs but needs at least one"):
        return
    if not (ctx.arity(None, 1) and ctx.tensors(inputs) and ctx.tensors(ctx.result_types, "result")):
        return
    dim = ctx.integer("dimension")
    if dim is None:
        return
    first = inputs[0]
    if not ctx.require(first.rank > 0, "C4", f"operand #0 has type {first}; 0-dimensional tensors cannot be "
                                             f"concatenated"):
        return
    if not ctx.require(0 <= dim < first.rank, "C4", f"attribute `dimension` is {dim} but must be in [0, {first.rank}) "
                                                    f"for operand #0 of type {first}"):
        return
    for i, t in enumerate(inputs[1:], start=1):
        if not ctx.require(t.rank == first.rank, "C2", f"operand #{i} has type {t} but operand #0 has {first}; their "
                                                       f"ranks must match"):
            return
        if not ctx.require(first_mismatch(first.shape, t.shape, skip=dim) is None, "C2",
                           f"operand #{i} has type {t}, operand #0 has {first}; all dimensions except `dimension` = "
                           f"{dim} must match"):
            return
        check_same_element_type(ctx, "C1", t, f"operand #{i}", first, "operand #0")
    sizes = [t.shape[dim] for t in inputs]
    expected = list(first.shape)
    expected[dim] = None if None in sizes else sum(sizes)
    for axis, dims in enumerate(zip(*(t.shape for t in inputs))):
        if axis != dim and expected[axis] is None:
            expected[axis] = next((d for d in dims if d is not None), None)
    check_inferred_shape(ctx, "C6", expected, what="the operands' shape joined along `dimension`")
    _check_element_type(ctx, "C5")


@checks("stablehlo.broadcast_in_dim")
def check_broadcast_in_dim(ctx: OpContext) -> None:
    """broadcast_in_dim (C1) element types; (C2) size(broadcast_dimensions) = rank(operand);
    (C3) 0 <= broadcast_dimensions < rank(result); (C4) unique; (C5) dims 1 or equal; (C6) per-axis
    quantization."""
    found = _operand_and_dims(ctx, "broadcast_dimensions")
    if found is None:
        return
    result = found[1]
    dynamic = [i for i, d in enumerate(result.shape) if d is None]
    bounds = bounds_of(result) if len(dynamic) == 1 else None
    if ctx.require(not dynamic or (bounds is not None and len(bounds) == result.rank
                                   and bounds[dynamic[0]] is not None), "signature",
                   lambda: f"result #0 has type {result} but must be statically shaped or single bounded dimension "
                           f"tensor (one dynamic dimension, with a `#stablehlo.bounds`)"):
        check_broadcast_dimensions(ctx, *found)


def check_broadcast_dimensions(ctx: OpContext, operand: TensorType, result: TensorType,
                               dims: tuple[int, ...]) -> bool:
    """broadcast_in_dim / dynamic_broadcast_in_dim (C1)-(C6); returns whether they hold."""
    _check_element_type(ctx, "C1")
    if not ctx.require(len(dims) == operand.rank, "C2",
                       f"attribute `broadcast_dimensions` has {len(dims)} entries but operand #0 of type {operand} "
                       f"has rank {operand.rank}"):
        return False
    bad = out_of_range(dims, result.rank)
    if not ctx.require(not bad, "C3", lambda: f"attribute `broadcast_dimensions` is {list(dims)} but {bad[0]} is not "
                                              f"in [0, {result.rank}), the dimensions of result #0 of type {result}"):
        return False
    if not ctx.require(is_unique(dims), "C4", f"attribute `broadcast_dimensions` is {list(dims)} but its entries "
                                              f"must be unique"):
        return False
    for i, d in enumerate(dims):
        size, target = operand.shape[i], result.shape[d]
        ctx.require(size is None or target is None or size in (1, target), "C5",
                    lambda: f"operand #0 has type {operand} and result #0 {result}: operand dimension {i} has size "
                            f"{size} but must be 1 or {target}, the size of result dimension {d} = "
                            f"broadcast_dimensions[{i}]")
    if not ctx.failed and is_per_axis(operand) and is_per_axis(result):
        _check_per_axis_broadcast(ctx, operand, result, dims)
    return not ctx.failed


def _check_per_axis_broadcast(ctx: OpContext, operand: TensorType, result: TensorType,
                              dims: tuple[int, ...]) -> None:
    """(C6) the result is quantized along the dimension the operand's quantization dimension maps to; a
    size-1 quantized operand dimension repeats its scale and zero point."""
    axis, result_axis = quantization_dimension(operand), quantization_dimension(result)
    if not ctx.require(dims[axis] == result_axis, "C6",
                       f"result #0 is quantized along dimension {result_axis} but operand #0 along {axis}, which "
                       f"broadcast_dimensions[{axis}] = {dims[axis]} maps to"):
        return
    q, rq = operand.element_type, result.element_type
    if operand.shape[axis] == 1:
        ctx.require(set(rq.scales) <= {q.scales[0]} and set(rq.zero_points) <= {q.zero_points[0]}, "C6",
                    f"result #0 has element type {rq} but must repeat operand #0's scale and zero point "
                    f"{q.scales[0]}:{q.zero_points[0]}, as the operand's quantization dimension has size 1")


@checks("stablehlo.transpose")
def check_transpose(ctx: OpContext) -> None:
    """transpose (C1) element types; (C2) permutation is a permutation of range(rank); (C3) result shape;
    (C4) the per-axis quantization dimension follows the permutation."""
    found = _operand_and_dims(ctx, "permutation")
    if found is None:
        return
    operand, _, perm = found
    if not ctx.require(len(perm) == operand.rank, "C2",
                       f"attribute `permutation` has {len(perm)} entries but operand #0 of type {operand} has rank "
                       f"{operand.rank}"):
        return
    if not ctx.require(sorted(perm) == list(range(operand.rank)), "C2",
                       f"attribute `permutation` is {list(perm)} but must be a permutation of "
                       f"{list(range(operand.rank))}"):
        return
    check_inferred_shape(ctx, "C3", [operand.shape[p] for p in perm], what="the operand's shape permuted")
    _check_element_type(ctx, "C1")
    result = ctx.result_types[0]
    if is_per_axis(operand) and is_per_axis(result):
        axis, result_axis = quantization_dimension(operand), quantization_dimension(result)
        ctx.require(0 <= result_axis < len(perm) and perm[result_axis] == axis, "C4",
                    f"result #0 is quantized along dimension {result_axis} but operand #0 along {axis}; "
                    f"permutation[{result_axis}] must be {axis}")


@checks("stablehlo.slice")
def check_slice(ctx: OpContext) -> None:
    """slice (C1) element types; (C2) sizes = rank; (C3) 0 <= start <= limit <= shape; (C4) 0 < strides;
    (C5) result shape = ceil((limit - start) / strides)."""
    if not ctx.signature(1):
        return
    operand = ctx.operand_types[0]
    start, limit, strides = ctx.ints("start_indices"), ctx.ints("limit_indices"), ctx.ints("strides", False)
    if start is None or limit is None:
        return
    strides = strides if strides is not None else (1,) * operand.rank
    for name, values in (("start_indices", start), ("limit_indices", limit), ("strides", strides)):
        if not ctx.require(len(values) == operand.rank, "C2", f"attribute `{name}` has {len(values)} entries but "
                                                              f"operand #0 of type {operand} has rank {operand.rank}"):
            return
    for i, (s, l, st, size) in enumerate(zip(start, limit, strides, operand.shape)):
        ctx.require(s >= 0, "C3", f"start_indices[{i}] is {s} but must be >= 0")
        ctx.require(size is None or l <= size, "C3", f"limit_indices[{i}] is {l} but operand #0 of type {operand} "
                                                     f"has size {size} in dimension {i}")
        ctx.require(s <= l, "C3", f"start_indices[{i}] is {s} but must be <= limit_indices[{i}] = {l}")
        ctx.require(st > 0, "C4", f"strides[{i}] is {st} but must be positive")
    if not ctx.failed:
        check_inferred_shape(ctx, "C5", [-(-(l - s) // st) for s, l, st in zip(start, limit, strides)],
                             what="ceil((limit_indices - start_indices) / strides)")
        _check_element_type(ctx, "C1")


@checks("stablehlo.pad")
def check_pad(ctx: OpContext) -> None:
    """pad (C1) element types; (C2) sizes of the paddings = rank; (C3) 0 <= interior_padding;
    (C4) result shape = low + operand + (operand - 1) * interior + high."""
    if not ctx.signature(2):
        return
    operand, value = ctx.operand_types
    low, high = ctx.ints("edge_padding_low"), ctx.ints("edge_padding_high")
    interior = ctx.ints("interior_padding")
    if low is None or high is None or interior is None:
        return
    ctx.require(value.rank == 0, "signature", f"operand #1 (`padding_value`) has type {value} but must be a "
                                              f"0-dimensional tensor")
    for name, values in (("edge_padding_low", low), ("edge_padding_high", high), ("interior_padding", interior)):
        if not ctx.require(len(values) == operand.rank, "C2", f"attribute `{name}` has {len(values)} entries but "
                                                              f"operand #0 of type {operand} has rank {operand.rank}"):
            return
    bad = [i for i, p in enumerate(interior) if p < 0]
    if not ctx.require(not bad, "C3", lambda: f"interior_padding[{bad[0]}] is {interior[bad[0]]} but must be >= 0"):
        return
    expected: list[int | None] = []
    for i, (size, lo, hi, inner) in enumerate(zip(operand.shape, low, high, interior)):
        if size is None:
            expected.append(None)
            continue
        padded = padded_size(size, lo, hi, inner)
        if not ctx.require(padded >= 0, "C4", f"dimension {i} of size {size} padded by low {lo}, interior {inner} "
                                              f"and high {hi} has negative size {padded}"):
            return
        expected.append(padded)
    check_inferred_shape(ctx, "C4", expected, what="the padded operand shape")
    _check_element_type(ctx, "C1")


@checks("stablehlo.reshape")
def check_reshape(ctx: OpContext) -> None:
    """reshape (C1) element types; (C2) size(operand) = size(result) (static shapes); (C3) per-axis
    quantization."""
    if not ctx.signature(1):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    _check_element_type(ctx, "C1")
    if operand.is_static and result.is_static:
        ctx.require(prod(operand.shape) == prod(result.shape), "C2",
                    f"result #0 of type {result} has {prod(result.shape)} elements but operand #0 of type {operand} "
                    f"has {prod(operand.shape)}; they must match")
    check_per_axis_reshape(ctx, operand, result)


def check_per_axis_reshape(ctx: OpContext, operand: TensorType, result: TensorType) -> None:
    """reshape / dynamic_reshape (C3): a per-axis quantized operand keeps its quantized dimension, and the
    products of the dimensions before and after it (checked on static sizes)."""
    if not (is_per_axis(operand) and is_per_axis(result)):
        return
    axis, result_axis = quantization_dimension(operand), quantization_dimension(result)
    if not (0 <= axis < operand.rank and 0 <= result_axis < result.rank):
        return
    for part, a, b in (("before", operand.shape[:axis], result.shape[:result_axis]),
                       ("at", operand.shape[axis:axis + 1], result.shape[result_axis:result_axis + 1]),
                       ("after", operand.shape[axis + 1:], result.shape[result_axis + 1:])):
        if None not in a and None not in b:
            ctx.require(prod(a) == prod(b), "C3",
                        f"operand #0 of type {operand} has {prod(a)} elements {part} its quantization dimension "
                        f"{axis} but result #0 of type {result} has {prod(b)} {part} its dimension {result_axis}; "
                        f"they must match")


@checks("stablehlo.reverse")
def check_reverse(ctx: OpContext) -> None:
    """reverse (C1) type(operand) = type(result); (C2) unique dimensions; (C3) 0 <= dimensions < rank."""
    found = _operand_and_dims(ctx, "dimensions")
    if found is None:
        return
    operand, result, dims = found
    same = shapes_compatible(operand.shape, result.shape) and operand.element_type == result.element_type
    ctx.require(same, "C1", f"result #0 has type {result} but operand #0 has {operand}; they must match")
    ctx.require(is_unique(dims), "C2", f"attribute `dimensions` is {list(dims)} but its entries must be unique")
    bad = out_of_range(dims, operand.rank)
    ctx.require(not bad, "C3", lambda: f"attribute `dimensions` is {list(dims)} but {bad[0]} is not in "
                                       f"[0, {operand.rank}), the dimensions of operand #0 of type {operand}")


@checks("stablehlo.iota")
def check_iota(ctx: OpContext) -> None:
    """iota (C1) 0 <= iota_dimension < rank(output)."""
    if not (ctx.arity(0, 1) and ctx.tensors(ctx.result_types, "result")):
        return
    dim = ctx.integer("iota_dimension")
    rank = ctx.result_types[0].rank
    if dim is not None:
        ctx.require(rank > 0, "C1", f"result #0 has type {ctx.result_types[0]} but must have rank >= 1")
        ctx.require(0 <= dim < max(rank, 1), "C1", f"attribute `iota_dimension` is {dim} but must be in "
                                                   f"[0, {rank}) for result #0 of type {ctx.result_types[0]}")
