"""Checks of the dynamic-shape ops: broadcast, dynamic_broadcast_in_dim, dynamic_slice,
dynamic_update_slice, dynamic_reshape, dynamic_iota, dynamic_pad, set_dimension_size, real_dynamic_slice
(spec sections of the same names; broadcast, set_dimension_size and real_dynamic_slice are not specced:
they follow XLA and upstream's verifier).

A shape given as an operand is known when a ``stablehlo.constant`` defines it (``ctx.constant_ints``).
"""
from __future__ import annotations

from math import prod

from ...ir.types import TensorType
from ..context import OpContext
from ..type_rules import (check_inferred_shape, check_same_element_type, is_unique, out_of_range, padded_size,
                          type_list, types_compatible)
from ..registry import checks
from .shape import check_broadcast_dimensions, check_per_axis_reshape


def _shape_operand(ctx: OpContext, index: int, label: str, rank: int | None) -> tuple[int, ...] | None:
    """A 1-d shape operand (#index): statically sized, with ``rank`` elements when given; its values when
    constant."""
    t = ctx.operand_types[index]
    if not ctx.require(t.rank == 1 and t.shape[0] is not None, "signature",
                       f"operand #{index} has type {t} but must be a statically shaped 1-dimensional tensor"):
        return None
    if rank is not None and not ctx.require(t.shape[0] == rank, label,
                                            f"operand #{index} has type {t} but must have {rank} elements, one "
                                            f"per dimension of result #0 of type {ctx.result_types[0]}"):
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
    ctx.require(all(s >= 0 for s in sizes), "shape", f"attribute `broadcast_sizes` is {list(sizes)} but its "
                                                     f"entries must be >= 0")
    check_same_element_type(ctx, "element_type", result, "result #0", operand, "operand #0")
    check_inferred_shape(ctx, "shape", list(sizes) + list(operand.shape), what="broadcast_sizes + the operand's shape")


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
        check_inferred_shape(ctx, "C7", output, what="operand #1 (`output_dimensions`)")
        for i, d in enumerate(dims):
            size, target = operand.shape[i], output[d]
            ctx.require(size is None or size in (1, target), "C5",
                        f"operand #0 has type {operand}: dimension {i} has size {size} but must be 1 or {target}, "
                        f"output_dimensions[{d}] where broadcast_dimensions[{i}] = {d}")
    expanding = ctx.ints("known_expanding_dimensions", required=False, default=())
    nonexpanding = ctx.ints("known_nonexpanding_dimensions", required=False, default=())
    if expanding is None or nonexpanding is None:
        return
    ctx.require(is_unique(expanding + nonexpanding), "C8",
                lambda: f"attributes `known_expanding_dimensions` {list(expanding)} and "
                        f"`known_nonexpanding_dimensions` {list(nonexpanding)} name a dimension more than once")
    for values, kind, label in ((expanding, "expanding", "C9"), (nonexpanding, "non-expanding", "C10")):
        bad = out_of_range(values, operand.rank)
        ctx.require(not bad, label, lambda: f"attribute `known_{kind.replace('-', '')}_dimensions` holds {bad[0]}, "
                                            f"which is not in [0, {operand.rank}), the dimensions of operand #0")


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
    if not ctx.require(len(sizes) == len(indices), "C2", f"attribute `slice_sizes` has {len(sizes)} entries but "
                                                         f"there are {len(indices)} start indices"):
        return
    if not _check_start_indices(ctx, indices, operand.rank, ("C2", "C3")):
        return
    for i, (size, dim) in enumerate(zip(sizes, operand.shape)):
        ctx.require(size >= 0, "C4", f"slice_sizes[{i}] is {size} but must be >= 0")
        ctx.require(dim is None or size <= dim, "C4", f"slice_sizes[{i}] is {size} but operand #0 of type {operand} "
                                                      f"has size {dim} in dimension {i}")
    check_same_element_type(ctx, "C1", ctx.result_types[0], "result #0", operand, "operand #0")
    if not ctx.failed:
        check_inferred_shape(ctx, "C5", sizes, what="attribute `slice_sizes`")


@checks("stablehlo.dynamic_update_slice")
def dynamic_update_slice(ctx: OpContext) -> None:
    """dynamic_update_slice (C1) type(operand) = type(result); (C2) element types; (C3) rank(update) =
    rank(operand); (C4) size(start_indices) = rank(operand); (C5) same index types; (C6) update fits."""
    if not (ctx.arity(None, 1) and ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    if not ctx.require(len(ctx.operand_types) >= 2, "signature",
                       f"has {len(ctx.operand_types)} operand(s) but needs an operand and an update"):
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
                    f"operand #1 (`update`) has type {update}: dimension {i} has size {size} but must be in "
                    f"[0, {dim}], the size of operand #0 of type {operand}")
    result = ctx.result_types[0]
    ctx.require(types_compatible(operand, result), "C1",
                f"result #0 has type {result} but operand #0 has {operand}; they must match")


@checks("stablehlo.dynamic_reshape")
def dynamic_reshape(ctx: OpContext) -> None:
    """dynamic_reshape (C1) element types; (C2) size(operand) = size(result); (C3) per-axis quantization as
    reshape's; (C4) size(output_shape) = rank(result)."""
    if not ctx.signature(2):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    check_same_element_type(ctx, "C1", result, "result #0", operand, "operand #0")
    output = _shape_operand(ctx, 1, "C4", result.rank)
    if ctx.failed:
        return
    if operand.is_static and result.is_static:
        ctx.require(prod(operand.shape) == prod(result.shape), "C2",
                    f"result #0 of type {result} has {prod(result.shape)} elements but operand #0 of type {operand} "
                    f"has {prod(operand.shape)}; they must match")
    if output is not None:
        check_inferred_shape(ctx, "C4", output, what="operand #1 (`output_shape`)")
        if operand.is_static and all(d >= 0 for d in output):
            ctx.require(prod(output) == prod(operand.shape), "C2",
                        f"operand #1 (`output_shape`) is {list(output)}, {prod(output)} elements, but operand #0 "
                        f"of type {operand} has {prod(operand.shape)}; they must match")
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
    ctx.require(0 <= dim < result.rank, "C1", f"attribute `iota_dimension` is {dim} but must be in "
                                              f"[0, {result.rank}) for result #0 of type {result}")
    if output is not None:
        check_inferred_shape(ctx, "C2", output, what="operand #0 (`output_shape`)")


@checks("stablehlo.dynamic_pad")
def dynamic_pad(ctx: OpContext) -> None:
    """dynamic_pad (C1) element types; (C2) padding sizes = rank(operand); (C3) 0 <= interior_padding;
    (C4) result shape (when the paddings are constant)."""
    if not ctx.signature(5):
        return
    operand, value = ctx.operand_types[:2]
    result = ctx.result_types[0]
    check_same_element_type(ctx, "C1", value, "operand #1 (`padding_value`)", operand, "operand #0")
    check_same_element_type(ctx, "C1", result, "result #0", operand, "operand #0")
    for t in ctx.operand_types[2:]:
        if not ctx.require(t.rank == 1 and t.shape[0] in (None, operand.rank), "C2",
                           f"padding operand of type {t} must be 1-dimensional with {operand.rank} elements, one "
                           f"per dimension of operand #0 of type {operand}"):
            return
    low, high, interior = (ctx.constant_ints(i) for i in (2, 3, 4))
    if interior is not None:
        bad = [p for p in interior if p < 0]
        ctx.require(not bad, "C3", lambda: f"operand #4 (`interior_padding`) is {list(interior)} but its entries "
                                           f"must be >= 0")
    if ctx.failed or None in (low, high, interior):
        return
    for i, (size, lo, hi, inner, got) in enumerate(zip(operand.shape, low, high, interior, result.shape)):
        if size is not None and got is not None:
            want = padded_size(size, lo, hi, inner)
            ctx.require(want == got, "C4", f"result #0 has type {result} but its dimension {i} must have size {want}: "
                                           f"{lo} + {size} + {max(size - 1, 0)} * {inner} + {hi}")


@checks("stablehlo.set_dimension_size")
def set_dimension_size(ctx: OpContext) -> None:
    """set_dimension_size (XLA "SetDimensionSize"): a rank-0 size and 0 <= dimension < rank(operand)."""
    if not ctx.signature(2):
        return
    operand, size = ctx.operand_types
    ctx.require(size.rank == 0, "shape", f"operand #1 (`size`) has type {size} but must be a 0-dimensional tensor")
    dim = ctx.integer("dimension")
    if dim is not None:
        ctx.require(0 <= dim < operand.rank, "shape", f"attribute `dimension` is {dim} but must be in "
                                                      f"[0, {operand.rank}) for operand #0 of type {operand}")


@checks("stablehlo.real_dynamic_slice")
def real_dynamic_slice(ctx: OpContext) -> None:
    """real_dynamic_slice (slice with operand bounds): start/limit/strides are 1-d of size rank(operand),
    of one type; result element type = operand's."""
    if not ctx.signature(4):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    check_same_element_type(ctx, "element_type", result, "result #0", operand, "operand #0")
    ctx.require(result.rank == operand.rank, "shape", f"result #0 has type {result} but operand #0 has {operand}; "
                                                      f"their ranks must match")
    bounds = ctx.operand_types[1:]
    for name, t in zip(("start_indices", "limit_indices", "strides"), bounds):
        ctx.require(t.rank == 1 and t.shape[0] in (None, operand.rank), "shape",
                    f"operand `{name}` has type {t} but must be 1-dimensional with {operand.rank} elements")
    ctx.require(all(t.element_type == bounds[0].element_type for t in bounds), "shape",
                lambda: f"operands `start_indices`, `limit_indices` and `strides` have types {type_list(bounds)}; "
                        f"their element types must match")
