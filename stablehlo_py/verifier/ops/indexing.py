"""Checks of gather, dynamic_gather and scatter (spec "gather", "dynamic_gather", "scatter")."""
from __future__ import annotations

from ...ir.types import TensorType
from ..bodies import check_reducer, returned_types
from ..context import OpContext
from ..infer import (element_types_compatible, first_repeat, is_sorted, is_unique, out_of_range, shape_text,
                     shapes_compatible, struct_int, struct_ints)
from ..registry import checks


def _sorted_unique(ctx: OpContext, label: str, name: str, values, unique: bool = True, ordered: bool = True) -> None:
    if unique:
        ctx.require(is_unique(values), label, lambda: f"expects {name} to not repeat, got: {list(values)}")
    if ordered:
        ctx.require(is_sorted(values), label, lambda: f"expects {name} to be sorted, got: {list(values)}")


def _in_range(ctx: OpContext, label: str, name: str, values, upper: int, what: str) -> bool:
    bad = out_of_range(values, upper)
    return ctx.require(not bad, label, lambda: f"expects each element of {name} to be in range [0, {what}) "
                                               f"i.e. [0, {upper}), got: {bad[0]}")


def _check_batching(ctx: OpContext, labels: tuple[str, ...], operand: TensorType,
                    indices: TensorType, index_vector_dim: int, operand_dims, index_dims,
                    names: tuple[str, str]) -> None:
    """Shared by gather (C10, C11, C13-C17) and scatter (C12, C13, C14-C18): the batching dimensions.

    ``labels``: (sorted, in range) of the operand's batching dims; (unique, in range, not
    index_vector_dim) of the indices' batching dims; (same size, same dimension sizes)."""
    sorted_label, operand_range_label, unique_label, range_label, vector_label, size_label, dims_label = labels
    _sorted_unique(ctx, sorted_label, names[0], operand_dims, unique=False)
    _in_range(ctx, operand_range_label, names[0], operand_dims, operand.rank, "rank-of('operand')")
    _sorted_unique(ctx, unique_label, names[1], index_dims, ordered=False)
    _in_range(ctx, range_label, names[1], index_dims, indices.rank, "rank-of('indices')")
    ctx.require(index_vector_dim not in index_dims, vector_label,
                lambda: f"expects {names[1]} not to include index_vector_dim {index_vector_dim}")
    if not ctx.require(len(operand_dims) == len(index_dims), size_label,
                       f"{names[0]} and {names[1]} should have the same size"):
        return
    for i, (a, b) in enumerate(zip(operand_dims, index_dims)):
        if 0 <= a < operand.rank and 0 <= b < indices.rank:
            x, y = operand.shape[a], indices.shape[b]
            ctx.require(x is None or y is None or x == y, dims_label,
                        lambda: f"{names[0]}[{i}] and {names[1]}[{i}] must have compatible sizes, "
                                f"but got {x} and {y}")


def _index_vector_dim_in_range(ctx: OpContext, label: str, indices: TensorType, index_vector_dim: int,
                               name: str) -> bool:
    return ctx.require(0 <= index_vector_dim <= indices.rank, label,
                       lambda: f"expects index_vector_dim to be in range [0, rank-of('{name}')] i.e. "
                               f"[0, {indices.rank}]. got: {index_vector_dim}")


def _index_vector_size(indices: TensorType, index_vector_dim: int) -> int | None:
    return indices.shape[index_vector_dim] if index_vector_dim < indices.rank else 1


_GATHER_LABELS = {f"C{i}": f"C{i}" for i in range(1, 24)}
# dynamic_gather's spec numbers the same rules differently and has no batching dimensions; upstream verifies
# them as gather's, so their rules are reported under the label of the rule they extend: the collapsed
# dimensions' (sorted, in range, size <= 1) and C1's accounting of the operand's dimensions.
_DYNAMIC_GATHER_LABELS = {
    "C1": "C1", "C2": "C2", "C3": "C3", "C4": "C4", "C5": "C5", "C6": "C6", "C7": "C6", "C8": "C7", "C9": "C8",
    "C10": "C6", "C11": "C7", "C12": "C8", "C13": "C1", "C14": "C1", "C15": "C1", "C16": "C1", "C17": "C1",
    "C18": "C9", "C19": "C10", "C20": "C11", "C21": "C12", "C22": "C13", "C23": "C14"}


def _check_gather(ctx: OpContext, slice_sizes: tuple[int, ...] | None, labels: dict[str, str]) -> None:
    """gather (C1)-(C23); ``slice_sizes`` is None when it is a runtime operand (dynamic_gather).

    ``labels`` maps gather's labels to the checked op's (_GATHER_LABELS, _DYNAMIC_GATHER_LABELS)."""
    operand, indices = ctx.operand_types[0], ctx.operand_types[1]
    result = ctx.result_types[0]
    dn = ctx.attr("dimension_numbers")
    if dn is None:
        ctx.error("attribute", "requires attribute `dimension_numbers`")
        return
    offset_dims, collapsed, operand_batching, indices_batching, start_index_map = (
        struct_ints(dn, key) for key in ("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                                         "start_indices_batching_dims", "start_index_map"))
    index_vector_dim = struct_int(dn, "index_vector_dim")
    if operand.shape is None or indices.shape is None:
        return
    rank = operand.rank
    ctx.require(rank == len(offset_dims) + len(collapsed) + len(operand_batching), labels["C1"],
                lambda: f"offset_dims size ({len(offset_dims)}) plus collapse_slice_dims size ({len(collapsed)}) "
                        f"plus operand_batching_dims size ({len(operand_batching)}) is not equal to operand rank "
                        f"({rank})")
    if not _index_vector_dim_in_range(ctx, labels["C2"], indices, index_vector_dim, "start_indices"):
        return
    index_size = _index_vector_size(indices, index_vector_dim)
    ctx.require(index_size is None or len(start_index_map) == index_size, labels["C3"],
                lambda: f"start_index_map size ({len(start_index_map)}) is not equal to size of index dimension "
                        f"({index_vector_dim}) of start_indices ({index_size})")
    _sorted_unique(ctx, labels["C4"], "offset_dims", offset_dims)
    batch_rank = indices.rank - (1 if index_vector_dim < indices.rank else 0)
    _in_range(ctx, labels["C5"], "offset_dims", offset_dims, batch_rank + len(offset_dims), "implied-result-rank")
    both = collapsed + operand_batching
    ctx.require(is_unique(both), labels["C6"], lambda: "has duplicated dimension from collapsed_slice_dims and "
                                                       f"operand_batching_dims: {first_repeat(both)}")
    _sorted_unique(ctx, labels["C7"], "collapsed_slice_dims", collapsed, unique=False)
    _in_range(ctx, labels["C8"], "collapsed_slice_dims", collapsed, rank, "rank-of('operand')")
    _check_batching(ctx, tuple(labels[f"C{i}"] for i in (10, 11, 13, 14, 15, 16, 17)), operand, indices,
                    index_vector_dim, operand_batching, indices_batching,
                    ("operand_batching_dims", "start_indices_batching_dims"))
    mapped = start_index_map + operand_batching
    ctx.require(is_unique(mapped), labels["C18"], lambda: "has duplicated dimension from start_index_map and "
                                                          f"operand_batching_dims: {first_repeat(mapped)}")
    _in_range(ctx, labels["C19"], "start_index_map", start_index_map, rank, "rank-of('operand')")
    if slice_sizes is None or ctx.failed:
        return
    if not ctx.require(len(slice_sizes) == rank, labels["C20"],
                       f"slice_sizes size ({len(slice_sizes)}) not equal to operand rank ({rank})"):
        return
    for dims, name, label in ((collapsed, "collapsed_slice_dims", labels["C9"]),
                              (operand_batching, "operand_batching_dims", labels["C12"])):
        big = [d for d in dims if slice_sizes[d] > 1]
        ctx.require(not big, label, lambda: f"expects that for each dim in {name}, slice_sizes[dim] should be "
                                            f"<= 1, but got {slice_sizes[big[0]]}")
    for i, (size, dim) in enumerate(zip(slice_sizes, operand.shape)):
        ctx.require(0 <= size and (dim is None or size <= dim), labels["C21"],
                    lambda: f"slice size ({size}) is out of bounds for operand dimension ({dim}) at index {i}")
    if ctx.failed or result.shape is None:
        return
    batch_sizes = [d for i, d in enumerate(indices.shape) if i != index_vector_dim]
    offset_sizes = [s for i, s in enumerate(slice_sizes) if i not in collapsed and i not in operand_batching]
    expected: list[int | None] = []
    for axis in range(len(batch_sizes) + len(offset_sizes)):
        expected.append(offset_sizes.pop(0) if axis in offset_dims else batch_sizes.pop(0))
    ctx.require(shapes_compatible(expected, result.shape), labels["C22"],
                lambda: f"inferred result shape {shape_text(expected)} is incompatible with the result type "
                        f"{result}")
    ctx.require(element_types_compatible(operand.element_type, result.element_type), labels["C23"],
                lambda: f"result element type {result.element_type} differs from operand's "
                        f"{operand.element_type}")


@checks("stablehlo.gather")
def check_gather(ctx: OpContext) -> None:
    """gather: spec "gather" (C1)-(C23)."""
    if ctx.arity(2, 1) and ctx.tensors(ctx.operand_types, ranked=False):
        _check_gather(ctx, ctx.ints("slice_sizes"), _GATHER_LABELS)


@checks("stablehlo.dynamic_gather")
def check_dynamic_gather(ctx: OpContext) -> None:
    """dynamic_gather (C1)-(C14): gather's rules with ``slice_sizes`` an operand (its values are known when a
    ``stablehlo.constant`` defines it)."""
    if not (ctx.arity(3, 1) and ctx.tensors(ctx.operand_types, ranked=False)):
        return
    operand, sizes = ctx.operand_types[0], ctx.operand_types[2]
    if operand.shape is not None and sizes.shape is not None and len(sizes.shape) == 1 and sizes.shape[0] is not None:
        ctx.require(sizes.shape[0] == operand.rank, "C11",
                    f"slice_sizes size ({sizes.shape[0]}) not equal to operand rank ({operand.rank})")
    _check_gather(ctx, ctx.constant_ints(2), _DYNAMIC_GATHER_LABELS)


@checks("stablehlo.scatter")
def check_scatter(ctx: OpContext) -> None:
    """scatter: spec "scatter" (C1)-(C25)."""
    types = ctx.operand_types
    n = (len(types) - 1) // 2
    if not ctx.require(n > 0 and len(types) == 2 * n + 1 and len(ctx.result_types) == n, "C5",
                       f"expects N inputs, 1 scatter_indices and N updates with N results, got {len(types)} "
                       f"operands and {len(ctx.result_types)} results"):
        return
    if not (ctx.tensors(types) and ctx.tensors(ctx.result_types, "result")):
        return
    inputs, indices, updates = list(types[:n]), types[n], list(types[n + 1:])
    for group, what, label in ((inputs, "inputs", "C1"), (updates, "updates", "C3")):
        ctx.require(all(shapes_compatible(t.shape, group[0].shape) for t in group), label,
                    lambda: f"Not all {what} have compatible shapes: {', '.join(map(str, group))}")
    dn = ctx.attr("scatter_dimension_numbers")
    if dn is None or ctx.failed:
        ctx.require(dn is not None, "attribute", "requires attribute `scatter_dimension_numbers`")
        return
    window_dims, inserted, input_batching, indices_batching, to_operand = (
        struct_ints(dn, key) for key in ("update_window_dims", "inserted_window_dims", "input_batching_dims",
                                         "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"))
    index_vector_dim = struct_int(dn, "index_vector_dim")
    operand, update = inputs[0], updates[0]
    rank = operand.rank
    ctx.require(rank == len(window_dims) + len(inserted) + len(input_batching), "C2",
                lambda: f"Expects rank-of operand to match size-of('update_window_dims') + "
                        f"size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. "
                        f"{len(window_dims) + len(inserted) + len(input_batching)} but got {rank}.")
    if not _index_vector_dim_in_range(ctx, "C22", indices, index_vector_dim, "scatter_indices"):
        return
    _sorted_unique(ctx, "C7", "update_window_dims", window_dims)
    _in_range(ctx, "C8", "update_window_dims", window_dims, update.rank, "rank-of('updates')")
    both = inserted + input_batching
    ctx.require(is_unique(both), "C9", lambda: "has duplicated dimension from inserted_window_dims and "
                                               f"input_batching_dims: {first_repeat(both)}")
    _sorted_unique(ctx, "C10", "inserted_window_dims", inserted, unique=False)
    _in_range(ctx, "C11", "inserted_window_dims", inserted, rank, "rank-of('operand')")
    _check_batching(ctx, ("C12", "C13", "C14", "C15", "C16", "C17", "C18"), operand, indices, index_vector_dim,
                    input_batching, indices_batching, ("input_batching_dims", "scatter_indices_batching_dims"))
    index_size = _index_vector_size(indices, index_vector_dim)
    ctx.require(index_size is None or len(to_operand) == index_size, "C19",
                lambda: f"Scatter op has {len(to_operand)} elements in scatter_dims_to_operand_dims and the bound "
                        f"of dimension index_vector_dim={index_vector_dim} of scatter_indices is {index_size}. "
                        f"These two numbers must be equal.")
    mapped = to_operand + input_batching
    ctx.require(is_unique(mapped), "C20", lambda: "has duplicated dimension from scatter_dims_to_operand_dims "
                                                  f"and input_batching_dims: {first_repeat(mapped)}")
    _in_range(ctx, "C21", "scatter_dims_to_operand_dims", to_operand, rank, "rank-of('operand')")
    if ctx.failed:
        return
    _check_scatter_updates_shape(ctx, operand, indices, update, index_vector_dim, window_dims,
                                 inserted + input_batching)
    for i, (x, u) in enumerate(zip(inputs, updates)):
        ctx.require(element_types_compatible(x.element_type, u.element_type), "C6",
                    lambda: f"updates #{i} has element type {u.element_type}, inputs #{i} {x.element_type}")
    if ctx.failed or not ctx.op.regions:
        return
    if not check_reducer(ctx, "C23", ctx.op.regions[0], inputs, [TensorType((), u.element_type) for u in updates]):
        return
    for i, (x, res, body) in enumerate(zip(inputs, ctx.result_types, returned_types(ctx.op.regions[0]))):
        ctx.require(shapes_compatible(x.shape, res.shape), "C24",
                    lambda: f"result #{i} has shape {shape_text(res.shape)}, inputs #{i} {shape_text(x.shape)}")
        ctx.require(element_types_compatible(res.element_type, body.element_type), "C25",
                    lambda: f"result #{i} has element type {res.element_type}, the update computation returns "
                            f"{body.element_type}")


def _check_scatter_updates_shape(ctx: OpContext, operand: TensorType, indices: TensorType, update: TensorType,
                                 index_vector_dim: int, window_dims, dropped_operand_dims) -> None:
    """scatter (C4): updates = scatter dims of ``scatter_indices`` combined with window dims <= operand's."""
    scatter_sizes = [d for i, d in enumerate(indices.shape) if i != index_vector_dim]
    expected_rank = len(scatter_sizes) + len(window_dims)
    if not ctx.require(update.rank == expected_rank, "C4",
                       f"expects updates tensor must be of rank {expected_rank} ( == rank-of('scatter_indices') - 1 "
                       f"+ size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 "
                       f"dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got {update.rank}."):
        return
    window_bounds = [d for i, d in enumerate(operand.shape) if i not in dropped_operand_dims]
    scatter_axes = [i for i in range(update.rank) if i not in window_dims]
    for axis, bound in zip(window_dims, window_bounds):
        size = update.shape[axis]
        ctx.require(size is None or bound is None or size <= bound, "C4",
                    lambda: f"expects bounds of the window dimensions of updates to not exceed the bounds of the "
                            f"corresponding dimensions of operand. For dimension {axis}, updates bound is {size}, "
                            f"operand bound is {bound}.")
    for axis, bound in zip(scatter_axes, scatter_sizes):
        size = update.shape[axis]
        ctx.require(size is None or bound is None or size == bound, "C4",
                    lambda: f"expects bounds of the scatter dimensions of updates to be same as the bounds of the "
                            f"corresponding dimensions of scatter indices. For scatter dimension {axis}, updates "
                            f"bound is {size} , scatter_indices bound is {bound}.")
