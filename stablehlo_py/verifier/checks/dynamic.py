"""Checks of the ``dynamic`` family: dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota, dynamic_pad,
real_dynamic_slice (spec sections of the same names; real_dynamic_slice is not specced: it follows
upstream's verifier); compute_reshape_shape (StablehloOps.td before its removal). cstr_reshapable has no rules
beyond the table's.

A shape given as an operand is known when a ``stablehlo.constant`` defines it (``ctx.constant_ints``).
"""
from __future__ import annotations

from math import prod

from ...ir.types import IndexType, IntegerType, TensorType
from ..context import OpContext
from ..registry import check
from ..type_rules import (check_inferred_shape, check_same_element_type, is_unique, out_of_range, padded_size,
                          shapes_compatible, type_list)
from .shape import check_broadcast_dimensions, check_per_axis_reshape, ranked_tensors


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


@check("stablehlo.dynamic_broadcast_in_dim")
def check_dynamic_broadcast_in_dim(ctx: OpContext, attrs) -> None:
    """dynamic_broadcast_in_dim (C1)-(C6) as broadcast_in_dim; (C7) size(output_dimensions) = rank(result);
    (C8) unique expansion hints; (C9)/(C10) hints in [0, rank(operand))."""
    if not ranked_tensors(ctx):
        return
    operand, result, dims = ctx.operand_types[0], ctx.result_types[0], attrs.broadcast_dimensions
    output = _shape_operand(ctx, 1, "C7", result.rank)
    if ctx.failed:
        return
    check_same_element_type(ctx, "C1", result, "result #0", operand, "operand #0")
    if not check_broadcast_dimensions(ctx, operand, result, dims):
        return
    if output is not None:
        check_inferred_shape(ctx, "C7", output, what="operand #1 (`output_dimensions`)")
        for i, d in enumerate(dims):
            size, target = operand.shape[i], output[d]
            ctx.require(size is None or size in (1, target), "C5",
                        f"operand #0 has type {operand}: dimension {i} has size {size} but must be 1 or {target}, "
                        f"output_dimensions[{d}] where broadcast_dimensions[{i}] = {d}")
    expanding = attrs.known_expanding_dimensions or ()
    nonexpanding = attrs.known_nonexpanding_dimensions or ()
    ctx.require(is_unique(expanding + nonexpanding), "C8",
                lambda: f"attributes `known_expanding_dimensions` {list(expanding)} and "
                        f"`known_nonexpanding_dimensions` {list(nonexpanding)} name a dimension more than once")
    for values, kind, label in ((expanding, "expanding", "C9"), (nonexpanding, "non-expanding", "C10")):
        bad = out_of_range(values, operand.rank)
        ctx.require(not bad, label, lambda: f"attribute `known_{kind.replace('-', '')}_dimensions` holds {bad[0]}, "
                                            f"which is not in [0, {operand.rank}), the dimensions of operand #0")


@check("stablehlo.dynamic_reshape")
def check_dynamic_reshape(ctx: OpContext, attrs) -> None:
    """dynamic_reshape (C1) element types; (C2) size(operand) = size(result); (C3) per-axis quantization as
    reshape's; (C4) size(output_shape) = rank(result)."""
    if not ranked_tensors(ctx):
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


@check("stablehlo.dynamic_iota")
def check_dynamic_iota(ctx: OpContext, attrs) -> None:
    """dynamic_iota (C1) 0 <= iota_dimension < size(output_shape); (C2) rank(result) = size(output_shape)."""
    if not ctx.tensors(ctx.operand_types):
        return
    result, dim = ctx.result_types[0], attrs.iota_dimension
    output = _shape_operand(ctx, 0, "C2", result.rank)
    if ctx.failed:
        return
    ctx.require(0 <= dim < result.rank, "C1", f"attribute `iota_dimension` is {dim} but must be in "
                                              f"[0, {result.rank}) for result #0 of type {result}")
    if output is not None:
        check_inferred_shape(ctx, "C2", output, what="operand #0 (`output_shape`)")


@check("stablehlo.dynamic_pad")
def check_dynamic_pad(ctx: OpContext, attrs) -> None:
    """dynamic_pad (C1) element types; (C2) padding sizes = rank(operand); (C3) 0 <= interior_padding;
    (C4) result shape (when the paddings are constant)."""
    if not ranked_tensors(ctx):
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


@check("stablehlo.real_dynamic_slice")
def check_real_dynamic_slice(ctx: OpContext, attrs) -> None:
    """real_dynamic_slice (slice with operand bounds): start/limit/strides are 1-d of size rank(operand),
    of one type; result element type = operand's."""
    if not ranked_tensors(ctx):
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


@check("stablehlo.compute_reshape_shape")
def check_compute_reshape_shape(ctx: OpContext, attrs) -> None:
    """compute_reshape_shape (StablehloOps.td before its removal): ``num_elements`` is an ``index``;
    ``dynamic_shape`` and the result are 1-dimensional tensors of integers or ``index`` of one shape
    (``AllShapesMatch``)."""
    (num_elements, shape), result = ctx.operand_types, ctx.result_types[0]
    if not ctx.require(isinstance(num_elements, IndexType), "signature",
                       lambda: f"operand #0 (`num_elements`) has type {num_elements} but must be index"):
        return
    for name, t in (("operand #1 (`dynamic_shape`)", shape), ("result #0", result)):
        if not ctx.require(isinstance(t, TensorType) and t.shape is not None and t.rank == 1
                           and isinstance(t.element_type, (IntegerType, IndexType)), "signature",
                           lambda: f"{name} has type {t} but must be a 1-dimensional tensor of integers or index"):
            return
    ctx.require(shapes_compatible(shape.shape, result.shape), "shape",
                lambda: f"result #0 has type {result} but operand #1 (`dynamic_shape`) has {shape}; their shapes "
                        f"must match")
