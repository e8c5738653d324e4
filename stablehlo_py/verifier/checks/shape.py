"""Checks of the ``shape`` family: constant, iota, broadcast, broadcast_in_dim, reshape, transpose, slice,
dynamic_slice, dynamic_update_slice, concatenate, pad, reverse, get_dimension_size, set_dimension_size,
tuple, get_tuple_element (spec sections of the same names; ``broadcast`` and ``set_dimension_size`` are
not specced: they follow XLA and upstream's verifier).

Operand and result counts, attributes and the element-type rules the table states as traits
(dialect/shape.py) are checked before these run.
"""
from __future__ import annotations

from math import prod

from ...ir.types import IntegerType, QuantizedType, TensorType, TupleType
from ..context import OpContext
from ..registry import check
from ..type_rules import (bounds_of, check_inferred_shape, check_same_element_type, first_mismatch, is_unique,
                          out_of_range, padded_size, type_list, types_compatible)
from .quantization import is_per_axis, quantization_dimension


def ranked_tensors(ctx: OpContext) -> bool:
    """Every operand and result is a ranked tensor (reports the first that is not)."""
    return ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")


@check("stablehlo.constant")
def check_constant(ctx: OpContext, attrs) -> None:
    """constant (C1) ``type(value) = type(output)``; quantized outputs hold their storage type's values."""
    result = ctx.result_types[0]
    if not ctx.require(isinstance(result, TensorType) and result.shape is not None and None not in result.shape,
                       "signature", lambda: f"result #0 has type {result} but must be a statically shaped tensor"):
        return
    given = attrs.value.type
    expected_element = result.element_type
    if isinstance(expected_element, QuantizedType) and not isinstance(given.element_type, QuantizedType):
        expected_element = expected_element.storage_type
    ctx.require(given.shape == result.shape and given.element_type == expected_element, "C1",
                lambda: f"attribute `value` has type {given} but result #0 has {result}; they must match")


@check("stablehlo.iota")
def check_iota(ctx: OpContext, attrs) -> None:
    """iota (C1) 0 <= iota_dimension < rank(output)."""
    output, dim = ctx.result_types[0], attrs.iota_dimension
    ctx.require(output.rank > 0, "C1", f"result #0 has type {output} but must have rank >= 1")
    ctx.require(0 <= dim < max(output.rank, 1), "C1", f"attribute `iota_dimension` is {dim} but must be in "
                                                      f"[0, {output.rank}) for result #0 of type {output}")


@check("stablehlo.broadcast")
def check_broadcast(ctx: OpContext, attrs) -> None:
    """broadcast (XLA "Broadcast"): result shape = broadcast_sizes + shape(operand); the element types match
    (a trait of the table)."""
    sizes, operand = attrs.broadcast_sizes, ctx.operand_types[0]
    ctx.require(all(s >= 0 for s in sizes), "shape", f"attribute `broadcast_sizes` is {list(sizes)} but its "
                                                     f"entries must be >= 0")
    check_inferred_shape(ctx, "shape", list(sizes) + list(operand.shape), what="broadcast_sizes + the operand's shape")


@check("stablehlo.concatenate")
def check_concatenate(ctx: OpContext, attrs) -> None:
    """concatenate (C1) same element types; (C2) same shapes except `dimension`; (C3) 0 < size(inputs);
    (C4) 0 <= dimension < rank(inputs[0]); (C5)-(C6) the result shape."""
    inputs, dim = ctx.operand_types, attrs.dimension
    if not ctx.require(len(inputs) > 0, "C3", "has no inputs but needs at least one"):
        return
    if not ranked_tensors(ctx):
        return
    first = inputs[0]
    if not ctx.require(first.rank > 0, "C4",
                       lambda: f"operand #0 has type {first}; 0-dimensional tensors cannot be concatenated"):
        return
    if not ctx.require(0 <= dim < first.rank, "C4",
                       lambda: f"attribute `dimension` is {dim} but must be in [0, {first.rank}) for operand #0 of "
                               f"type {first}"):
        return
    for i, t in enumerate(inputs[1:], start=1):
        if not ctx.require(t.rank == first.rank, "C2",
                           lambda: f"operand #{i} has type {t} but operand #0 has {first}; their ranks must match"):
            return
        if not ctx.require(first_mismatch(first.shape, t.shape, skip=dim) is None, "C2",
                           lambda: f"operand #{i} has type {t}, operand #0 has {first}; all dimensions except "
                                   f"`dimension` = {dim} must match"):
            return
        check_same_element_type(ctx, "C1", t, f"operand #{i}", first, "operand #0")
    sizes = [t.shape[dim] for t in inputs]
    expected = list(first.shape)
    expected[dim] = None if None in sizes else sum(sizes)
    for axis, dims in enumerate(zip(*(t.shape for t in inputs))):
        if axis != dim and expected[axis] is None:
            expected[axis] = next((d for d in dims if d is not None), None)
    check_inferred_shape(ctx, "C6", expected, what="the operands' shape joined along `dimension`")
    check_same_element_type(ctx, "C5", ctx.result_types[0], "result #0", first, "operand #0")


@check("stablehlo.broadcast_in_dim")
def check_broadcast_in_dim(ctx: OpContext, attrs) -> None:
    """broadcast_in_dim (C2) size(broadcast_dimensions) = rank(operand); (C3) 0 <= broadcast_dimensions <
    rank(result); (C4) unique; (C5) dims 1 or equal; (C6) per-axis quantization. (C1), the element types,
    is a trait of the table."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    dynamic = [i for i, d in enumerate(result.shape) if d is None]
    bounds = bounds_of(result) if len(dynamic) == 1 else None
    if ctx.require(not dynamic or (bounds is not None and len(bounds) == result.rank
                                   and bounds[dynamic[0]] is not None), "signature",
                   lambda: f"result #0 has type {result} but must be statically shaped or single bounded dimension "
                           f"tensor (one dynamic dimension, with a `#stablehlo.bounds`)"):
        check_broadcast_dimensions(ctx, operand, result, attrs.broadcast_dimensions)


def check_broadcast_dimensions(ctx: OpContext, operand: TensorType, result: TensorType,
                               dims: tuple[int, ...]) -> bool:
    """broadcast_in_dim / dynamic_broadcast_in_dim (C2)-(C6); returns whether they (and any rule reported
    on the op before) hold."""
    if not ctx.require(len(dims) == operand.rank, "C2",
                       lambda: f"attribute `broadcast_dimensions` has {len(dims)} entries but operand #0 of type "
                               f"{operand} has rank {operand.rank}"):
        return False
    bad = out_of_range(dims, result.rank)
    if not ctx.require(not bad, "C3", lambda: f"attribute `broadcast_dimensions` is {list(dims)} but {bad[0]} is not "
                                              f"in [0, {result.rank}), the dimensions of result #0 of type {result}"):
        return False
    if not ctx.require(is_unique(dims), "C4",
                       lambda: f"attribute `broadcast_dimensions` is {list(dims)} but its entries must be unique"):
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


@check("stablehlo.reshape")
def check_reshape(ctx: OpContext, attrs) -> None:
    """reshape (C2) size(operand) = size(result) (static shapes); (C3) per-axis quantization. (C1), the
    element types, is a trait of the table."""
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    if operand.is_static and result.is_static:
        ctx.require(prod(operand.shape) == prod(result.shape), "C2",
                    lambda: f"result #0 of type {result} has {prod(result.shape)} elements but operand #0 of type "
                            f"{operand} has {prod(operand.shape)}; they must match")
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


@check("stablehlo.transpose")
def check_transpose(ctx: OpContext, attrs) -> None:
    """transpose (C2) permutation is a permutation of range(rank); (C3) result shape; (C4) the per-axis
    quantization dimension follows the permutation. (C1), the element types, is a trait of the table."""
    operand, result, perm = ctx.operand_types[0], ctx.result_types[0], attrs.permutation
    if not ctx.require(len(perm) == operand.rank, "C2",
                       lambda: f"attribute `permutation` has {len(perm)} entries but operand #0 of type {operand} has "
                               f"rank {operand.rank}"):
        return
    if not ctx.require(sorted(perm) == list(range(operand.rank)), "C2",
                       lambda: f"attribute `permutation` is {list(perm)} but must be a permutation of "
                               f"{list(range(operand.rank))}"):
        return
    check_inferred_shape(ctx, "C3", [operand.shape[p] for p in perm], what="the operand's shape permuted")
    if is_per_axis(operand) and is_per_axis(result):
        axis, result_axis = quantization_dimension(operand), quantization_dimension(result)
        ctx.require(0 <= result_axis < len(perm) and perm[result_axis] == axis, "C4",
                    f"result #0 is quantized along dimension {result_axis} but operand #0 along {axis}; "
                    f"permutation[{result_axis}] must be {axis}")


@check("stablehlo.slice")
def check_slice(ctx: OpContext, attrs) -> None:
    """slice (C2) sizes = rank; (C3) 0 <= start <= limit <= shape; (C4) 0 < strides; (C5) result shape =
    ceil((limit - start) / strides). (C1), the element types, is a trait of the table."""
    operand = ctx.operand_types[0]
    start, limit = attrs.start_indices, attrs.limit_indices
    strides = attrs.strides
    for name, values in (("start_indices", start), ("limit_indices", limit), ("strides", strides)):
        if not ctx.require(len(values) == operand.rank, "C2",
                           lambda: f"attribute `{name}` has {len(values)} entries but operand #0 of type {operand} "
                                   f"has rank {operand.rank}"):
            return
    for i, (s, l, st, size) in enumerate(zip(start, limit, strides, operand.shape)):
        ctx.require(s >= 0, "C3", lambda: f"start_indices[{i}] is {s} but must be >= 0")
        ctx.require(size is None or l <= size, "C3",
                    lambda: f"limit_indices[{i}] is {l} but operand #0 of type {operand} has size {size} in "
                            f"dimension {i}")
        ctx.require(s <= l, "C3", lambda: f"start_indices[{i}] is {s} but must be <= limit_indices[{i}] = {l}")
        ctx.require(st > 0, "C4", lambda: f"strides[{i}] is {st} but must be positive")
    if not ctx.failed:
        check_inferred_shape(ctx, "C5", [-(-(l - s) // st) for s, l, st in zip(start, limit, strides)],
                             what="ceil((limit_indices - start_indices) / strides)")


def _check_start_indices(ctx: OpContext, indices: tuple[TensorType, ...], rank: int, labels: tuple[str, str]) -> bool:
    """dynamic_slice (C2), (C3) / dynamic_update_slice (C4), (C5): one scalar start index per operand dim,
    all of one type."""
    count_label, same_label = labels
    if not ctx.require(len(indices) == rank, count_label,
                       f"has {len(indices)} start indices but operand #0 has rank {rank}; there must be one per "
                       f"dimension"):
        return False
    return ctx.require(all(t == indices[0] for t in indices), same_label,
                       lambda: f"the start indices have types {type_list(indices)}; they must all be the same")


@check("stablehlo.dynamic_slice")
def check_dynamic_slice(ctx: OpContext, attrs) -> None:
    """dynamic_slice (C1) element types; (C2) sizes = rank(operand); (C3) same index types;
    (C4) 0 <= slice_sizes <= shape(operand); (C5) shape(result) = slice_sizes."""
    if not ranked_tensors(ctx):
        return
    operand, indices, sizes = ctx.operand_types[0], ctx.operand_types[1:], attrs.slice_sizes
    if not ctx.require(len(sizes) == len(indices), "C2", f"attribute `slice_sizes` has {len(sizes)} entries but "
                                                         f"there are {len(indices)} start indices"):
        return
    if not _check_start_indices(ctx, indices, operand.rank, ("C2", "C3")):
        return
    for i, (size, dim) in enumerate(zip(sizes, operand.shape)):
        ctx.require(size >= 0, "C4", lambda: f"slice_sizes[{i}] is {size} but must be >= 0")
        ctx.require(dim is None or size <= dim, "C4",
                    lambda: f"slice_sizes[{i}] is {size} but operand #0 of type {operand} has size {dim} in "
                            f"dimension {i}")
    check_same_element_type(ctx, "C1", ctx.result_types[0], "result #0", operand, "operand #0")
    if not ctx.failed:
        check_inferred_shape(ctx, "C5", sizes, what="attribute `slice_sizes`")


@check("stablehlo.dynamic_update_slice")
def check_dynamic_update_slice(ctx: OpContext, attrs) -> None:
    """dynamic_update_slice (C1) type(operand) = type(result); (C2) element types; (C3) rank(update) =
    rank(operand); (C4) size(start_indices) = rank(operand); (C5) same index types; (C6) update fits."""
    if not ranked_tensors(ctx):
        return
    operand, update, indices = ctx.operand_types[0], ctx.operand_types[1], ctx.operand_types[2:]
    check_same_element_type(ctx, "C2", update, "operand #1 (`update`)", operand, "operand #0")
    if not ctx.require(update.rank == operand.rank, "C3", f"operand #1 (`update`) has type {update} but operand #0 "
                                                          f"has {operand}; their ranks must match"):
        return
    if not _check_start_indices(ctx, indices, operand.rank, ("C4", "C5")):
        return
    for i, (size, dim) in enumerate(zip(update.shape, operand.shape)):
        ctx.require(size is None or dim is None or 0 <= size <= dim, "C6",
                    lambda: f"operand #1 (`update`) has type {update}: dimension {i} has size {size} but must be in "
                            f"[0, {dim}], the size of operand #0 of type {operand}")
    result = ctx.result_types[0]
    ctx.require(types_compatible(operand, result), "C1",
                lambda: f"result #0 has type {result} but operand #0 has {operand}; they must match")


@check("stablehlo.pad")
def check_pad(ctx: OpContext, attrs) -> None:
    """pad (C2) sizes of the paddings = rank; (C3) 0 <= interior_padding; (C4) result shape = low + operand +
    (operand - 1) * interior + high. (C1), the element types, is a trait of the table."""
    operand, value = ctx.operand_types
    low, high, interior = attrs.edge_padding_low, attrs.edge_padding_high, attrs.interior_padding
    ctx.require(value.rank == 0, "signature",
                lambda: f"operand #1 (`padding_value`) has type {value} but must be a 0-dimensional tensor")
    for name, values in (("edge_padding_low", low), ("edge_padding_high", high), ("interior_padding", interior)):
        if not ctx.require(len(values) == operand.rank, "C2",
                           lambda: f"attribute `{name}` has {len(values)} entries but operand #0 of type {operand} "
                                   f"has rank {operand.rank}"):
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
        if not ctx.require(padded >= 0, "C4",
                           lambda: f"dimension {i} of size {size} padded by low {lo}, interior {inner} and high {hi} "
                                   f"has negative size {padded}"):
            return
        expected.append(padded)
    check_inferred_shape(ctx, "C4", expected, what="the padded operand shape")


@check("stablehlo.reverse")
def check_reverse(ctx: OpContext, attrs) -> None:
    """reverse (C2) unique dimensions; (C3) 0 <= dimensions < rank. (C1), type(operand) = type(result), is a
    trait of the table."""
    operand, dims = ctx.operand_types[0], attrs.dimensions
    ctx.require(is_unique(dims), "C2", lambda: f"attribute `dimensions` is {list(dims)} but its entries must be "
                                               f"unique")
    bad = out_of_range(dims, operand.rank)
    ctx.require(not bad, "C3", lambda: f"attribute `dimensions` is {list(dims)} but {bad[0]} is not in "
                                       f"[0, {operand.rank}), the dimensions of operand #0 of type {operand}")


@check("stablehlo.get_dimension_size")
def check_get_dimension_size(ctx: OpContext, attrs) -> None:
    """get_dimension_size (C1) ``0 <= dimension < rank(operand)``."""
    if not ranked_tensors(ctx):
        return
    operand, dim = ctx.operand_types[0], attrs.dimension
    ctx.require(0 <= dim < operand.rank, "C1", f"attribute `dimension` is {dim} but must be in [0, {operand.rank}) "
                                               f"for operand #0 of type {operand}")


@check("stablehlo.set_dimension_size")
def check_set_dimension_size(ctx: OpContext, attrs) -> None:
    """set_dimension_size (XLA "SetDimensionSize"; upstream's ``inferSetDimensionSizeOp``): a rank-0 ``i32``
    size (``I32RankedTensor``); ``0 <= dimension < rank(operand)``; the result is the operand's type with
    ``dimension`` dynamic, bounded by the operand's size there, or static when the size is that bound: a
    static result size is at most the operand's size (or bound)."""
    if not ranked_tensors(ctx):
        return
    (operand, size), dim = ctx.operand_types, attrs.dimension
    ctx.require(size.rank == 0 and size.element_type == IntegerType(32), "shape",
                f"operand #1 (`size`) has type {size} but must be tensor<i32>")
    if not ctx.require(0 <= dim < operand.rank, "shape", f"attribute `dimension` is {dim} but must be in "
                                                         f"[0, {operand.rank}) for operand #0 of type {operand}"):
        return
    result = ctx.result_types[0]
    if not check_same_element_type(ctx, "shape", operand, "operand #0", result, "result #0"):
        return
    expected = operand.shape[:dim] + (None,) + operand.shape[dim + 1:]
    if not ctx.require(result.rank == operand.rank and first_mismatch(result.shape, expected) is None, "shape",
                       lambda: f"result #0 has type {result} but must have the shape of operand #0 of type {operand} "
                               f"with dimension {dim} dynamic"):
        return
    bounds = bounds_of(operand) or (None,) * operand.rank
    bound = operand.shape[dim] if operand.shape[dim] is not None else bounds[dim]
    ctx.require(result.shape[dim] is None or bound is None or result.shape[dim] <= bound, "shape",
                lambda: f"result #0 has type {result}, whose dimension {dim} of size {result.shape[dim]} exceeds "
                        f"{bound}, the operand's size there")


@check("stablehlo.tuple")
def check_tuple(ctx: OpContext, attrs) -> None:
    """tuple (C1) ``result`` has type ``tuple<E0, ..., EN-1>`` where ``Ei = type(val[i])``."""
    expected = TupleType(tuple(ctx.operand_types))
    ctx.require(ctx.result_types[0] == expected, "C1",
                lambda: f"result #0 has type {ctx.result_types[0]} but must be {expected}, the tuple of the operand "
                        f"types")


@check("stablehlo.get_tuple_element")
def check_get_tuple_element(ctx: OpContext, attrs) -> None:
    """get_tuple_element (C1) ``0 <= index < size(operand)``; (C2) the result has the element's type."""
    operand, index = ctx.operand_types[0], attrs.index
    if not ctx.require(isinstance(operand, TupleType), "signature", f"operand #0 has type {operand} but must be a "
                                                                    f"tuple"):
        return
    size = len(operand.types)
    if not ctx.require(0 <= index < size, "C1", f"attribute `index` is {index} but operand #0 of type {operand} has "
                                                f"{size} elements"):
        return
    ctx.require(ctx.result_types[0] == operand.types[index], "C2",
                f"result #0 has type {ctx.result_types[0]} but element #{index} of operand #0 has "
                f"{operand.types[index]}; they must match")
