"""Checks of the shape-manipulating ops: concatenate, broadcast_in_dim, transpose, slice, pad, reshape,
reverse, iota (spec sections of the same names)."""
from __future__ import annotations

from math import prod

from ..context import OpContext
from ..infer import element_types_compatible, is_unique, out_of_range, shape_text, shapes_compatible
from ..registry import checks
from .quantization import is_per_axis, quantization_dimension


def _check_element_type(ctx: OpContext, label: str) -> None:
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(element_types_compatible(operand.element_type, result.element_type), label,
                lambda: f"result element type {result.element_type} differs from operand's {operand.element_type}")


def _check_inferred(ctx: OpContext, label: str, expected) -> None:
    result = ctx.result_types[0]
    ctx.require(shapes_compatible(expected, result.shape), label,
                lambda: f"inferred shape {shape_text(expected)} is incompatible with result type {result}")


def _operand_and_dims(ctx: OpContext, name: str):
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
    if not ctx.require(len(inputs) > 0, "C3", "expected 1 or more operands, but found 0"):
        return
    if not (ctx.arity(None, 1) and ctx.tensors(inputs) and ctx.tensors(ctx.result_types, "result")):
        return
    dim = ctx.integer("dimension")
    if dim is None:
        return
    first = inputs[0]
    if not ctx.require(first.rank > 0, "C4", "rank-0 values cannot be concatenated"):
        return
    if not ctx.require(0 <= dim < first.rank, "C4", f"dimension {dim} is out-of-bounds for input rank {first.rank}"):
        return
    for i, t in enumerate(inputs[1:], start=1):
        if not ctx.require(t.rank == first.rank, "C2", f"operands (0) and ({i}) do not match rank: {first} vs {t}"):
            return
        for axis, (a, b) in enumerate(zip(first.shape, t.shape)):
            if axis != dim and not ctx.require(a is None or b is None or a == b, "C2",
                                               f"operand #{i} has type {t}, operand #0 has {first}; all dimensions "
                                               f"except `dimension` = {dim} must match"):
                return
        ctx.require(element_types_compatible(t.element_type, first.element_type), "C1",
                    lambda: f"operand #{i} has element type {t.element_type}, operand #0 {first.element_type}")
    sizes = [t.shape[dim] for t in inputs]
    expected = list(first.shape)
    expected[dim] = None if None in sizes else sum(sizes)
    for axis, dims in enumerate(zip(*(t.shape for t in inputs))):
        if axis != dim and expected[axis] is None:
            expected[axis] = next((d for d in dims if d is not None), None)
    _check_inferred(ctx, "C6", expected)
    _check_element_type(ctx, "C5")


@checks("stablehlo.broadcast_in_dim")
def check_broadcast_in_dim(ctx: OpContext) -> None:
    """broadcast_in_dim (C1) element types; (C2) size(broadcast_dimensions) = rank(operand);
    (C3) 0 <= broadcast_dimensions < rank(result); (C4) unique; (C5) dims 1 or equal; (C6) per-axis
    quantization."""
    found = _operand_and_dims(ctx, "broadcast_dimensions")
    if found is not None:
        check_broadcast_dimensions(ctx, *found)


def check_broadcast_dimensions(ctx: OpContext, operand, result, dims) -> bool:
    """broadcast_in_dim / dynamic_broadcast_in_dim (C1)-(C6); returns whether they hold."""
    _check_element_type(ctx, "C1")
    if not ctx.require(len(dims) == operand.rank, "C2",
                       f"broadcast_dimensions size ({len(dims)}) does not match operand rank ({operand.rank})"):
        return False
    bad = out_of_range(dims, result.rank)
    if not ctx.require(not bad, "C3", lambda: f"broadcast_dimensions contains invalid value {bad[0]} for result "
                                              f"with rank {result.rank}"):
        return False
    if not ctx.require(is_unique(dims), "C4", f"broadcast_dimensions should not have duplicates: {list(dims)}"):
        return False
    for i, d in enumerate(dims):
        size, target = operand.shape[i], result.shape[d]
        ctx.require(size is None or target is None or size in (1, target), "C5",
                    lambda: f"size of operand dimension {i} ({size}) is not equal to 1 or size of result dimension "
                            f"{d} ({target})")
    if not ctx.failed and is_per_axis(operand) and is_per_axis(result):
        _check_per_axis_broadcast(ctx, operand, result, dims)
    return not ctx.failed


def _check_per_axis_broadcast(ctx: OpContext, operand, result, dims) -> None:
    """(C6) the result is quantized along the dimension the operand's quantization dimension maps to; a
    size-1 quantized operand dimension repeats its scale and zero point."""
    axis, result_axis = quantization_dimension(operand), quantization_dimension(result)
    if not ctx.require(dims[axis] == result_axis, "C6",
                       f"result quantization_dimension {result_axis} not same as broadcast_dimensions[{axis}] = "
                       f"{dims[axis]}"):
        return
    q, rq = operand.element_type, result.element_type
    if operand.shape[axis] == 1:
        ctx.require(set(rq.scales) <= {q.scales[0]} and set(rq.zero_points) <= {q.zero_points[0]}, "C6",
                    f"expects the result's scales and zero points to repeat the operand's {q.scales[0]}:"
                    f"{q.zero_points[0]} along its size-1 quantization dimension, got {rq}")


@checks("stablehlo.transpose")
def check_transpose(ctx: OpContext) -> None:
    """transpose (C1) element types; (C2) permutation is a permutation of range(rank); (C3) result shape;
    (C4) the per-axis quantization dimension follows the permutation."""
    found = _operand_and_dims(ctx, "permutation")
    if found is None:
        return
    operand, _, perm = found
    if not ctx.require(len(perm) == operand.rank, "C2",
                       f"operand rank {operand.rank} does not match permutation size {len(perm)}"):
        return
    if not ctx.require(sorted(perm) == list(range(operand.rank)), "C2",
                       f"attribute permutation must be a permutation of {list(range(operand.rank))} but got "
                       f"{list(perm)}"):
        return
    _check_inferred(ctx, "C3", [operand.shape[p] for p in perm])
    _check_element_type(ctx, "C1")
    result = ctx.result_types[0]
    if is_per_axis(operand) and is_per_axis(result):
        axis, result_axis = quantization_dimension(operand), quantization_dimension(result)
        ctx.require(0 <= result_axis < len(perm) and perm[result_axis] == axis, "C4",
                    f"operand quantization_dimension {axis} is not same as permutation[{result_axis}] of the "
                    f"result's quantization_dimension")


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
        if not ctx.require(len(values) == operand.rank, "C2", f"the number of elements in {name} ({len(values)}) "
                                                              f"does not match the rank of the operand ({operand.rank})"):
            return
    for i, (s, l, st, size) in enumerate(zip(start, limit, strides, operand.shape)):
        ctx.require(s >= 0, "C3", f"negative start index {s} in dimension {i}")
        ctx.require(size is None or l <= size, "C3", f"limit index {l} is larger than dimension size {size} in "
                                                     f"dimension {i}")
        ctx.require(s <= l, "C3", f"start index {s} is larger than limit index {l} in dimension {i}")
        ctx.require(st > 0, "C4", f"stride must be positive but got {st} in dimension {i}")
    if not ctx.failed:
        _check_inferred(ctx, "C5", [-(-(l - s) // st) for s, l, st in zip(start, limit, strides)])
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
    ctx.require(value.rank == 0, "signature", f"padding value must be a 0-d tensor, got {value}")
    for name, values in (("edge_padding_low", low), ("edge_padding_high", high), ("interior_padding", interior)):
        if not ctx.require(len(values) == operand.rank, "C2", f"{name} length ({len(values)}) must match operand "
                                                              f"rank ({operand.rank})"):
            return
    bad = [p for p in interior if p < 0]
    if not ctx.require(not bad, "C3", lambda: f"Interior padding cannot be negative: {bad[0]}"):
        return
    expected: list[int | None] = []
    for i, (size, lo, hi, inner) in enumerate(zip(operand.shape, low, high, interior)):
        if size is None:
            expected.append(None)
            continue
        padded = lo + size + max(size - 1, 0) * inner + hi
        if not ctx.require(padded >= 0, "C4", f"Padding result in negative size for dimension {i}"):
            return
        expected.append(padded)
    _check_inferred(ctx, "C4", expected)
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
                    f"number of output elements ({prod(result.shape)}) doesn't match expected number of elements "
                    f"({prod(operand.shape)})")
    check_per_axis_reshape(ctx, operand, result)


def check_per_axis_reshape(ctx: OpContext, operand, result) -> None:
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
                        f"expects the product of the dimensions {part} the quantization dimension to be the same "
                        f"for operand ({axis}) and result ({result_axis}): {prod(a)} vs {prod(b)}")


@checks("stablehlo.reverse")
def check_reverse(ctx: OpContext) -> None:
    """reverse (C1) type(operand) = type(result); (C2) unique dimensions; (C3) 0 <= dimensions < rank."""
    found = _operand_and_dims(ctx, "dimensions")
    if found is None:
        return
    operand, result, dims = found
    same = shapes_compatible(operand.shape, result.shape) and operand.element_type == result.element_type
    ctx.require(same, "C1", f"result {result} differs from operand {operand}")
    ctx.require(is_unique(dims), "C2", f"dimensions should be unique. Got: {list(dims)}")
    bad = out_of_range(dims, operand.rank)
    ctx.require(not bad, "C3", lambda: f"all dimensions should be between [0, {operand.rank}). Got dimension: "
                                       f"{bad[0]}.")


@checks("stablehlo.iota")
def check_iota(ctx: OpContext) -> None:
    """iota (C1) 0 <= iota_dimension < rank(output)."""
    if not (ctx.arity(0, 1) and ctx.tensors(ctx.result_types, "result")):
        return
    dim = ctx.integer("iota_dimension")
    rank = ctx.result_types[0].rank
    if dim is not None:
        ctx.require(rank > 0, "C1", "does not support scalars.")
        ctx.require(0 <= dim < max(rank, 1), "C1", f"iota dimension cannot go beyond the output rank ({rank}), "
                                                   f"got {dim}")
