"""Checks of the dynamic-shape and conversion ops: broadcast, dynamic_broadcast_in_dim, dynamic_slice,
dynamic_update_slice, dynamic_reshape, dynamic_iota, dynamic_pad, set_dimension_size, real_dynamic_slice,
bitcast_convert, convert, reduce_precision (spec sections of the same names; broadcast, set_dimension_size
and real_dynamic_slice are not specced: they follow XLA and upstream's verifier).

A shape given as an operand is known when a ``stablehlo.constant`` defines it (``ctx.constant_ints``).
"""
from __future__ import annotations

from math import prod

from ...ir.types import BooleanType, ComplexType, QuantizedType, TensorType
from ..context import OpContext
from ..infer import (element_types_compatible, is_unique, out_of_range, shape_text, shapes_compatible,
                     types_compatible)
from ..registry import checks
from .shape import check_broadcast_dimensions, check_per_axis_reshape


def _inferred(ctx: OpContext, label: str, expected, what: str = "inferred shape") -> None:
    result = ctx.result_types[0]
    ctx.require(shapes_compatible(expected, result.shape), label,
                lambda: f"{what} {shape_text(expected)} is incompatible with return type of operation '{result}'")


def _same_element_type(ctx: OpContext, label: str, a: TensorType, b: TensorType, names: str) -> None:
    ctx.require(element_types_compatible(a.element_type, b.element_type), label,
                f"expects {names} to have compatible element type: {a.element_type} vs {b.element_type}")


def _shape_operand(ctx: OpContext, index: int, label: str, rank: int | None) -> tuple[int, ...] | None:
    """A 1-d shape operand (#index): statically sized, with ``rank`` elements when given; its values when
    constant."""
    t = ctx.operand_types[index]
    if not ctx.require(t.rank == 1 and t.shape[0] is not None, "signature",
                       f"operand #{index} must be statically shaped 1-dimensional tensor, got {t}"):
        return None
    if rank is not None and not ctx.require(t.shape[0] == rank, label, f"size of operand #{index} ({t.shape[0]}) "
                                                                       f"must equal the result rank ({rank})"):
        return None
    return ctx.constant_ints(index)


@checks("stablehlo.broadcast")
def broadcast(ctx: OpContext) -> None:
    """broadcast (XLA "Broadcast"): result shape = broadcast_sizes + shape(operand), same element type."""
    if not ctx.signature(1):
        return
    sizes = ctx.ints("broadcast_sizes")
    if sizes is None:
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(all(s >= 0 for s in sizes), "shape", f"broadcast_sizes must be non-negative, got {list(sizes)}")
    _same_element_type(ctx, "element_type", operand, result, "operand and result")
    _inferred(ctx, "shape", list(sizes) + list(operand.shape))


@checks("stablehlo.dynamic_broadcast_in_dim")
def dynamic_broadcast_in_dim(ctx: OpContext) -> None:
    """dynamic_broadcast_in_dim (C1)-(C6) as broadcast_in_dim; (C7) size(output_dimensions) = rank(result);
    (C8) unique expansion hints; (C9)/(C10) hints in [0, rank(operand))."""
    if not ctx.signature(2):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    dims = ctx.ints("broadcast_dimensions")
    output = _shape_operand(ctx, 1, "C7", result.rank)
    if dims is None or ctx.failed or not check_broadcast_dimensions(ctx, operand, result, dims):
        return
    if output is not None:
        _inferred(ctx, "C7", output, "output_dimensions")
        for i, d in enumerate(dims):
            size, target = operand.shape[i], output[d]
            ctx.require(size is None or size in (1, target), "C5",
                        f"size of operand dimension {i} ({size}) is not equal to 1 or value of shape at index {d} "
                        f"({target})")
    expanding = ctx.ints("known_expanding_dimensions", required=False, default=())
    nonexpanding = ctx.ints("known_nonexpanding_dimensions", required=False, default=())
    if expanding is None or nonexpanding is None:
        return
    ctx.require(is_unique(expanding + nonexpanding), "C8",
                "duplicate expansion hint for at least one operand dimension")
    for values, kind, label in ((expanding, "expanding", "C9"), (nonexpanding, "non-expanding", "C10")):
        bad = out_of_range(values, operand.rank)
        ctx.require(not bad, label, lambda: f"hint for {kind} dimension {bad[0]} does not refer to a valid operand "
                                            f"dimension")


def _check_start_indices(ctx: OpContext, indices: tuple[TensorType, ...], rank: int, labels: tuple[str, str]) -> bool:
    """dynamic_slice (C2), (C3) / dynamic_update_slice (C4), (C5): one scalar start index per operand dim,
    all of one type."""
    count_label, same_label = labels
    if not ctx.require(len(indices) == rank, count_label,
                       f"has mismatched number of start indices ({len(indices)}) and the rank of operand ({rank})"):
        return False
    return ctx.require(all(t == indices[0] for t in indices), same_label,
                       f"start indices must have same element type: {', '.join(map(str, indices))}")


@checks("stablehlo.dynamic_slice")
def dynamic_slice(ctx: OpContext) -> None:
    """dynamic_slice (C1) element types; (C2) sizes = rank(operand); (C3) same index types;
    (C4) 0 <= slice_sizes <= shape(operand); (C5) shape(result) = slice_sizes."""
    if not (ctx.arity(None, 1) and ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    operand, indices = ctx.operand_types[0], ctx.operand_types[1:]
    sizes = ctx.ints("slice_sizes")
    if sizes is None:
        return
    if not ctx.require(len(sizes) == len(indices), "C2", f"has mismatched number of slice sizes ({len(sizes)}) and "
                                                         f"number of start indices ({len(indices)})"):
        return
    if not _check_start_indices(ctx, indices, operand.rank, ("C2", "C3")):
        return
    for i, (size, dim) in enumerate(zip(sizes, operand.shape)):
        ctx.require(size >= 0, "C4", f"has negative size index to dynamic slice: {size}")
        ctx.require(dim is None or size <= dim, "C4", f"has slice size {size} greater than dimension size {dim} in "
                                                      f"dimension {i} of operand")
    _same_element_type(ctx, "C1", operand, ctx.result_types[0], "operand and result")
    if not ctx.failed:
        _inferred(ctx, "C5", sizes)


@checks("stablehlo.dynamic_update_slice")
def dynamic_update_slice(ctx: OpContext) -> None:
    """dynamic_update_slice (C1) type(operand) = type(result); (C2) element types; (C3) rank(update) =
    rank(operand); (C4) size(start_indices) = rank(operand); (C5) same index types; (C6) update fits."""
    if not (ctx.arity(None, 1) and ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    if not ctx.require(len(ctx.operand_types) >= 2, "signature", "expects an operand and an update"):
        return
    operand, update, indices = ctx.operand_types[0], ctx.operand_types[1], ctx.operand_types[2:]
    _same_element_type(ctx, "C2", operand, update, "operand and update")
    if not ctx.require(update.rank == operand.rank, "C3", f"update rank does not match operand rank: {update.rank} "
                                                          f"vs {operand.rank}."):
        return
    if not _check_start_indices(ctx, indices, operand.rank, ("C4", "C5")):
        return
    for i, (size, dim) in enumerate(zip(update.shape, operand.shape)):
        ctx.require(size is None or dim is None or 0 <= size <= dim, "C6",
                    f"expects size at dimension {i} of update to be in range [0, {dim}]. Got: {size}.")
    result = ctx.result_types[0]
    ctx.require(types_compatible(operand, result), "C1",
                f"inferred type '{operand}' is incompatible with return type of operation '{result}'")


@checks("stablehlo.dynamic_reshape")
def dynamic_reshape(ctx: OpContext) -> None:
    """dynamic_reshape (C1) element types; (C2) size(operand) = size(result); (C3) per-axis quantization as
    reshape's; (C4) size(output_shape) = rank(result)."""
    if not ctx.signature(2):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    _same_element_type(ctx, "C1", operand, result, "operand and result")
    output = _shape_operand(ctx, 1, "C4", result.rank)
    if ctx.failed:
        return
    if operand.is_static and result.is_static:
        ctx.require(prod(operand.shape) == prod(result.shape), "C2",
                    f"number of output elements ({prod(result.shape)}) doesn't match expected number of elements "
                    f"({prod(operand.shape)})")
    if output is not None:
        _inferred(ctx, "C4", output, "output shape")
        if operand.is_static and all(d >= 0 for d in output):
            ctx.require(prod(output) == prod(operand.shape), "C2",
                        f"output_shape is incompatible with input type of operation: input has "
                        f"{prod(operand.shape)} elements, but output_shape has {prod(output)}")
    check_per_axis_reshape(ctx, operand, result)


@checks("stablehlo.dynamic_iota")
def dynamic_iota(ctx: OpContext) -> None:
    """dynamic_iota (C1) 0 <= iota_dimension < size(output_shape); (C2) rank(result) = size(output_shape)."""
    if not (ctx.arity(1, 1) and ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    result = ctx.result_types[0]
    dim = ctx.integer("iota_dimension")
    output = _shape_operand(ctx, 0, "C2", result.rank)
    if dim is None or ctx.failed:
        return
    ctx.require(0 <= dim < result.rank, "C1", f"iota dimension cannot go beyond the output rank or be negative: "
                                              f"{dim} for rank {result.rank}")
    if output is not None:
        _inferred(ctx, "C2", output, "output shape")


@checks("stablehlo.dynamic_pad")
def dynamic_pad(ctx: OpContext) -> None:
    """dynamic_pad (C1) element types; (C2) padding sizes = rank(operand); (C3) 0 <= interior_padding;
    (C4) result shape (when the paddings are constant)."""
    if not ctx.signature(5):
        return
    operand, value = ctx.operand_types[:2]
    result = ctx.result_types[0]
    _same_element_type(ctx, "C1", operand, value, "operand and padding value")
    _same_element_type(ctx, "C1", operand, result, "operand and result")
    for t in ctx.operand_types[2:]:
        if not ctx.require(t.rank == 1 and t.shape[0] in (None, operand.rank), "C2",
                           f"padding operands size ({t.shape[0] if t.rank == 1 else t}) must match operand rank "
                           f"({operand.rank})"):
            return
    low, high, interior = (ctx.constant_ints(i) for i in (2, 3, 4))
    if interior is not None:
        bad = [p for p in interior if p < 0]
        ctx.require(not bad, "C3", lambda: f"interior_padding must be non-negative, but got {bad[0]}")
    if ctx.failed or None in (low, high, interior):
        return
    for i, (size, lo, hi, inner, got) in enumerate(zip(operand.shape, low, high, interior, result.shape)):
        if size is not None and got is not None:
            want = lo + size + max(size - 1, 0) * inner + hi
            ctx.require(want == got, "C4", f"expected output dimension at index {i} to equal {want}, but got {got}")


@checks("stablehlo.set_dimension_size")
def set_dimension_size(ctx: OpContext) -> None:
    """set_dimension_size (XLA "SetDimensionSize"): a rank-0 size and 0 <= dimension < rank(operand)."""
    if not ctx.signature(2):
        return
    operand, size = ctx.operand_types
    ctx.require(size.rank == 0, "shape", f"size operand should be of rank-0, got {size}")
    dim = ctx.integer("dimension")
    if dim is not None:
        ctx.require(0 <= dim < operand.rank, "shape", f"requires dimension attribute in range [0, {operand.rank}); "
                                                      f"found ({dim})")


@checks("stablehlo.real_dynamic_slice")
def real_dynamic_slice(ctx: OpContext) -> None:
    """real_dynamic_slice (slice with operand bounds): start/limit/strides are 1-d of size rank(operand),
    of one type; result element type = operand's."""
    if not ctx.signature(4):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    _same_element_type(ctx, "element_type", operand, result, "operand and result")
    ctx.require(result.rank == operand.rank, "shape", f"result rank {result.rank} differs from operand rank "
                                                      f"{operand.rank}")
    bounds = ctx.operand_types[1:]
    for name, t in zip(("start_indices", "limit_indices", "strides"), bounds):
        ctx.require(t.rank == 1 and t.shape[0] in (None, operand.rank), "shape",
                    f"{name} should have {operand.rank} entries, got {t}")
    ctx.require(all(t.element_type == bounds[0].element_type for t in bounds), "shape",
                "start_indices, limit_indices and strides must have the same element type")


def _storage(t: TensorType):
    e = t.element_type
    return e.storage_type if isinstance(e, QuantizedType) else e


def _num_bits(e) -> int | None:
    if isinstance(e, ComplexType):
        return 2 * e.element_type.width
    return 1 if isinstance(e, BooleanType) else getattr(e, "width", None)


@checks("stablehlo.bitcast_convert")
def bitcast_convert(ctx: OpContext) -> None:
    """bitcast_convert (C1) shapes by the bit widths of the (storage) element types; (C2) complex to complex."""
    if not ctx.signature(1):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    e, e2 = _storage(operand), _storage(result)
    if not ctx.require(isinstance(e, ComplexType) == isinstance(e2, ComplexType), "C2",
                       "cannot convert between real and complex types"):
        return
    bits, bits2 = _num_bits(e), _num_bits(e2)
    if bits is None or bits2 is None:
        return
    if bits == bits2:
        ctx.require(shapes_compatible(operand.shape, result.shape), "C1",
                    f"operand and result shapes must match for element types of the same width. Got: '{operand}' "
                    f"and '{result}'.")
        return
    small, large = (result, operand) if bits2 < bits else (operand, result)
    small_bits, large_bits = min(bits, bits2), max(bits, bits2)
    if not ctx.require(small.rank == large.rank + 1, "C1",
                       f"rank of smaller element type ({small.rank}) should be 1 more than rank of larger element "
                       f"type ({large.rank}), but {small.rank} != {large.rank} + 1."):
        return
    ctx.require(shapes_compatible(small.shape[:-1], large.shape), "C1",
                f"operand and result shapes must match except for the innermost dimension of the shape with the "
                f"smaller element type. Got: '{operand}' and '{result}'.")
    last = small.shape[-1]
    ctx.require(last is None or last * small_bits == large_bits, "C1",
                f"requires compatible bit widths. Got: '{operand}' and '{result}', but {small_bits} * {last} != "
                f"{large_bits}.")


@checks("stablehlo.convert")
def convert(ctx: OpContext) -> None:
    """convert (C1) shape(operand) = shape(result)."""
    if ctx.signature(1):
        operand, result = ctx.operand_types[0], ctx.result_types[0]
        ctx.require(shapes_compatible(operand.shape, result.shape), "C1",
                    f"result shape {shape_text(result.shape)} differs from operand shape {shape_text(operand.shape)}")


@checks("stablehlo.reduce_precision")
def reduce_precision(ctx: OpContext) -> None:
    """reduce_precision (C1) baseline_type(operand) = baseline_type(output); (C2) 1 <= exponent_bits;
    (C3) 0 <= mantissa_bits."""
    if not ctx.signature(1):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(types_compatible(operand, result), "C1",
                f"result type {result} differs from operand type {operand}")
    exponent, mantissa = ctx.integer("exponent_bits"), ctx.integer("mantissa_bits")
    if exponent is not None:
        ctx.require(exponent >= 1, "C2", f"exponent_bits must be positive, got {exponent}")
    if mantissa is not None:
        ctx.require(mantissa >= 0, "C3", f"mantissa_bits must be non-negative, got {mantissa}")
