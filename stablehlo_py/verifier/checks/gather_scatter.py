"""Checks of the ``gather_scatter`` family: gather, dynamic_gather and scatter (spec "gather",
"dynamic_gather", "scatter") and the legacy torch_index_select (StablehloOps.td).

The dimension numbers arrive decoded (``ir.structs.GATHER``/``SCATTER`` records, fields left out
already empty or 0).
"""
from __future__ import annotations

from typing import Any

from ...errors import counted
from ...ir.types import IntegerType, TensorType
from ..bodies import check_reducer, returned_types
from ..context import OpContext
from ..registry import check
from ..type_rules import (check_inferred_shape, check_same_element_type, check_same_shape, dim_compatible,
                          first_repeat, is_sorted, is_unique, out_of_range, shapes_compatible)


def _field(attr: str, key: str) -> str:
    """``offset_dims`` of attribute ``dimension_numbers``."""
    return f"`{key}` of attribute `{attr}`"


def _sorted_unique(ctx: OpContext, label: str, field: str, values, unique: bool = True, ordered: bool = True) -> None:
    """The entries of ``field`` are unique and/or sorted."""
    if unique:
        ctx.require(is_unique(values), label, lambda: f"{field} is {list(values)} but {first_repeat(values)} occurs "
                                                      f"twice; its entries must be unique")
    if ordered:
        ctx.require(is_sorted(values), label, lambda: f"{field} is {list(values)} but must be sorted")


def _in_range(ctx: OpContext, label: str, field: str, values, upper: int, whose: str,
              whose_type: TensorType | None = None) -> bool:
    """The entries of ``field`` are dimensions (in ``[0, upper)``) of ``whose`` (of type ``whose_type``)."""
    bad = out_of_range(values, upper)
    return ctx.require(not bad, label, lambda: f"{field} is {list(values)} but {bad[0]} is not in [0, {upper}), the "
                                               f"dimensions of {whose}"
                                               + (f" of type {whose_type}" if whose_type is not None else ""))


def _disjoint(ctx: OpContext, label: str, field_a: str, a, field_b: str, b) -> None:
    """No dimension appears twice in ``field_a`` and ``field_b`` together."""
    both = a + b
    ctx.require(is_unique(both), label, lambda: f"{field_a} is {list(a)} and {field_b} is {list(b)} but together they "
                                                f"hold {first_repeat(both)} twice; their entries must be unique")


def _rank_accounting(ctx: OpContext, label: str, operand_name: str, operand: TensorType, attr: str,
                     parts: tuple[tuple[str, tuple[int, ...]], ...]) -> None:
    """gather (C1) / scatter (C2): the listed dimension kinds of ``attr`` account for every operand dimension."""
    total = sum(len(values) for _, values in parts)
    ctx.require(operand.rank == total, label,
                lambda: f"{operand_name} has type {operand} of rank {operand.rank} but attribute `{attr}` has "
                        + " + ".join(f"{len(values)} {key}" for key, values in parts)
                        + f" = {total} dimensions; they must be equal")


def _index_vector_dim_in_range(ctx: OpContext, label: str, attr: str, indices: TensorType, indices_name: str,
                               index_vector_dim: int) -> bool:
    """gather (C2) / scatter (C22): ``0 <= index_vector_dim <= rank(indices)``."""
    return ctx.require(0 <= index_vector_dim <= indices.rank, label,
                       lambda: f"{_field(attr, 'index_vector_dim')} is {index_vector_dim} but must be in "
                               f"[0, {indices.rank}], at most the rank of {indices_name} of type {indices}")


def _index_vector_size(indices: TensorType, index_vector_dim: int) -> int | None:
    return indices.shape[index_vector_dim] if index_vector_dim < indices.rank else 1


def _check_index_vector_size(ctx: OpContext, label: str, attr: str, key: str, dims: tuple[int, ...],
                             indices: TensorType, indices_name: str, index_vector_dim: int) -> None:
    """gather (C3) / scatter (C19): one entry of ``key`` per element of an index vector."""
    size = _index_vector_size(indices, index_vector_dim)
    where = (f"dimension {index_vector_dim}" if index_vector_dim < indices.rank else "an implicit trailing "
             "dimension")
    ctx.require(size is None or len(dims) == size, label,
                lambda: f"{_field(attr, key)} is {list(dims)}, {len(dims)} entries, but the index vectors of "
                        f"{indices_name} of type {indices} ({where}, `index_vector_dim`) have size {size}; they "
                        f"must match")


def _check_batching(ctx: OpContext, labels: tuple[str, ...], attr: str, keys: tuple[str, str],
                    operand: tuple[str, TensorType], indices: tuple[str, TensorType], index_vector_dim: int,
                    operand_dims, index_dims) -> None:
    """Shared by gather (C10, C11, C13-C17) and scatter (C12, C13, C14-C18): the batching dimensions.

    ``labels``: (sorted, in range) of the operand's batching dims; (unique, in range, not
    index_vector_dim) of the indices' batching dims; (same size, same dimension sizes). ``keys``: the
    fields of ``attr`` that hold them; ``operand``/``indices``: (name, type) of the two operands."""
    sorted_label, operand_range_label, unique_label, range_label, vector_label, size_label, dims_label = labels
    (operand_name, operand_type), (indices_name, indices_type) = operand, indices
    operand_field, index_field = _field(attr, keys[0]), _field(attr, keys[1])
    _sorted_unique(ctx, sorted_label, operand_field, operand_dims, unique=False)
    _in_range(ctx, operand_range_label, operand_field, operand_dims, operand_type.rank, operand_name, operand_type)
    _sorted_unique(ctx, unique_label, index_field, index_dims, ordered=False)
    _in_range(ctx, range_label, index_field, index_dims, indices_type.rank, indices_name, indices_type)
    ctx.require(index_vector_dim not in index_dims, vector_label,
                lambda: f"{index_field} is {list(index_dims)} but holds {index_vector_dim}, the index_vector_dim; "
                        f"it must not")
    if not ctx.require(len(operand_dims) == len(index_dims), size_label,
                       lambda: f"{operand_field} is {list(operand_dims)} and `{keys[1]}` is {list(index_dims)}; "
                               f"they must have the same number of entries"):
        return
    for i, (a, b) in enumerate(zip(operand_dims, index_dims)):
        if 0 <= a < operand_type.rank and 0 <= b < indices_type.rank:
            x, y = operand_type.shape[a], indices_type.shape[b]
            ctx.require(dim_compatible(x, y), dims_label,
                        lambda: f"entry {i} of `{keys[0]}` and `{keys[1]}` (attribute `{attr}`) pairs dimension "
                                f"{a} of {operand_name} of type {operand_type} (size {x}) with dimension {b} of "
                                f"{indices_name} of type {indices_type} (size {y}); their sizes must match")


_GATHER_LABELS = {f"C{i}": f"C{i}" for i in range(1, 24)}
# dynamic_gather's spec numbers the same rules differently and has no batching dimensions; upstream verifies
# them as gather's, so their rules are reported under the label of the rule they extend: the collapsed
# dimensions' (sorted, in range, size <= 1) and C1's accounting of the operand's dimensions.
_DYNAMIC_GATHER_LABELS = {
    "C1": "C1", "C2": "C2", "C3": "C3", "C4": "C4", "C5": "C5", "C6": "C6", "C7": "C6", "C8": "C7", "C9": "C8",
    "C10": "C6", "C11": "C7", "C12": "C8", "C13": "C1", "C14": "C1", "C15": "C1", "C16": "C1", "C17": "C1",
    "C18": "C9", "C19": "C10", "C20": "C11", "C21": "C12", "C22": "C13", "C23": "C14"}
_GATHER_OPERAND, _GATHER_INDICES = "operand #0", "operand #1 (`start_indices`)"


def _check_gather(ctx: OpContext, dn: Any, slice_sizes: tuple[int, ...] | None, sizes_name: str,
                  labels: dict[str, str]) -> None:
    """gather (C1)-(C23) with dimension numbers ``dn`` (a ``GATHER`` record); ``slice_sizes`` (named
    ``sizes_name``) is None when it is a runtime operand (dynamic_gather): the slices' sizes are then
    unknown but, as upstream infers, the result's rank, batch sizes and element type are not.

    ``labels`` maps gather's labels to the checked op's (_GATHER_LABELS, _DYNAMIC_GATHER_LABELS)."""
    operand, indices = ctx.operand_types[0], ctx.operand_types[1]
    result = ctx.result_types[0]
    offset_dims, collapsed, operand_batching = dn.offset_dims, dn.collapsed_slice_dims, dn.operand_batching_dims
    indices_batching, start_index_map = dn.start_indices_batching_dims, dn.start_index_map
    index_vector_dim = dn.index_vector_dim
    if operand.shape is None or indices.shape is None:
        return
    rank, attr = operand.rank, "dimension_numbers"
    _rank_accounting(ctx, labels["C1"], _GATHER_OPERAND, operand, attr,
                     (("offset_dims", offset_dims), ("collapsed_slice_dims", collapsed),
                      ("operand_batching_dims", operand_batching)))
    if not _index_vector_dim_in_range(ctx, labels["C2"], attr, indices, _GATHER_INDICES, index_vector_dim):
        return
    _check_index_vector_size(ctx, labels["C3"], attr, "start_index_map", start_index_map, indices, _GATHER_INDICES,
                             index_vector_dim)
    _sorted_unique(ctx, labels["C4"], _field(attr, "offset_dims"), offset_dims)
    batch_rank = indices.rank - (1 if index_vector_dim < indices.rank else 0)
    _in_range(ctx, labels["C5"], _field(attr, "offset_dims"), offset_dims, batch_rank + len(offset_dims),
              f"the result (its implied rank: {batch_rank} batch + {len(offset_dims)} offset dimensions)")
    _disjoint(ctx, labels["C6"], _field(attr, "collapsed_slice_dims"), collapsed, "`operand_batching_dims`",
              operand_batching)
    _sorted_unique(ctx, labels["C7"], _field(attr, "collapsed_slice_dims"), collapsed, unique=False)
    _in_range(ctx, labels["C8"], _field(attr, "collapsed_slice_dims"), collapsed, rank, _GATHER_OPERAND, operand)
    _check_batching(ctx, tuple(labels[f"C{i}"] for i in (10, 11, 13, 14, 15, 16, 17)), attr,
                    ("operand_batching_dims", "start_indices_batching_dims"), (_GATHER_OPERAND, operand),
                    (_GATHER_INDICES, indices), index_vector_dim, operand_batching, indices_batching)
    _disjoint(ctx, labels["C18"], _field(attr, "start_index_map"), start_index_map, "`operand_batching_dims`",
              operand_batching)
    _in_range(ctx, labels["C19"], _field(attr, "start_index_map"), start_index_map, rank, _GATHER_OPERAND, operand)
    if ctx.failed or (slice_sizes is not None and not _check_slice_sizes(ctx, labels, sizes_name, slice_sizes,
                                                                          operand, collapsed, operand_batching)):
        return
    if result.shape is None:
        return
    batch_sizes = [d for i, d in enumerate(indices.shape) if i != index_vector_dim]
    offset_sizes = ([s for i, s in enumerate(slice_sizes) if i not in collapsed and i not in operand_batching]
                    if slice_sizes is not None else [None] * len(offset_dims))
    expected: list[int | None] = []
    for axis in range(len(batch_sizes) + len(offset_sizes)):
        expected.append(offset_sizes.pop(0) if axis in offset_dims else batch_sizes.pop(0))
    check_inferred_shape(ctx, labels["C22"], expected,
                         what=f"the shape inferred from the batch dimensions of {_GATHER_INDICES} and {sizes_name}")
    check_same_element_type(ctx, labels["C23"], result, "result #0", operand, _GATHER_OPERAND)


def _check_slice_sizes(ctx: OpContext, labels: dict[str, str], sizes_name: str, slice_sizes: tuple[int, ...],
                       operand: TensorType, collapsed: tuple[int, ...], operand_batching: tuple[int, ...]) -> bool:
    """gather (C9), (C12), (C20), (C21): one slice size per operand dimension, at most 1 in collapsed and
    batching dimensions, within the operand's sizes. Returns whether they hold."""
    rank, attr = operand.rank, "dimension_numbers"
    if not ctx.require(len(slice_sizes) == rank, labels["C20"],
                       lambda: f"{sizes_name} is {list(slice_sizes)} but {_GATHER_OPERAND} of type {operand} has "
                               f"rank {rank}; it must have one entry per dimension"):
        return False
    for dims, key, label in ((collapsed, "collapsed_slice_dims", labels["C9"]),
                             (operand_batching, "operand_batching_dims", labels["C12"])):
        big = [d for d in dims if slice_sizes[d] > 1]
        ctx.require(not big, label, lambda: f"{sizes_name} is {list(slice_sizes)} but its entry {big[0]} is "
                                            f"{slice_sizes[big[0]]}; the entries of the dimensions in "
                                            f"{_field(attr, key)} must be at most 1")
    for i, (size, dim) in enumerate(zip(slice_sizes, operand.shape)):
        ctx.require(0 <= size and (dim is None or size <= dim), labels["C21"],
                    lambda: f"{sizes_name} is {list(slice_sizes)} but its entry {i} is {size}; it must be in "
                            f"[0, {dim}], the size of dimension {i} of {_GATHER_OPERAND} of type {operand}"
                            if dim is not None else
                            f"{sizes_name} is {list(slice_sizes)} but its entry {i} is {size}; it must be >= 0")
    return not ctx.failed


@check("stablehlo.gather")
def check_gather(ctx: OpContext, attrs) -> None:
    """gather: spec "gather" (C1)-(C23)."""
    if ctx.tensors(ctx.operand_types, ranked=False):
        _check_gather(ctx, attrs.dimension_numbers, attrs.slice_sizes, "attribute `slice_sizes`", _GATHER_LABELS)


@check("stablehlo.dynamic_gather")
def check_dynamic_gather(ctx: OpContext, attrs) -> None:
    """dynamic_gather (C1)-(C14): gather's rules with ``slice_sizes`` an operand (its values are known when a
    ``stablehlo.constant`` defines it)."""
    if not ctx.tensors(ctx.operand_types, ranked=False):
        return
    operand, sizes = ctx.operand_types[0], ctx.operand_types[2]
    if operand.shape is not None and sizes.shape is not None and len(sizes.shape) == 1 and sizes.shape[0] is not None:
        ctx.require(sizes.shape[0] == operand.rank, "C11",
                    lambda: f"operand #2 (`slice_sizes`) has type {sizes} but {_GATHER_OPERAND} of type {operand} "
                            f"has rank {operand.rank}; it must have one element per dimension")
    _check_gather(ctx, attrs.dimension_numbers, ctx.constant_ints(2), "operand #2 (`slice_sizes`)",
                  _DYNAMIC_GATHER_LABELS)


@check("stablehlo.scatter")
def check_scatter(ctx: OpContext, attrs) -> None:
    """scatter: spec "scatter" (C1)-(C25)."""
    types = ctx.operand_types
    n = (len(types) - 1) // 2
    if not ctx.require(n > 0 and len(types) == 2 * n + 1 and len(ctx.result_types) == n, "C5",
                       lambda: f"has {counted(len(types), 'operand')} and {counted(len(ctx.result_types), 'result')} "
                               f"but needs N >= 1 inputs, then scatter_indices, then N updates, and N results"):
        return
    if not (ctx.tensors(types) and ctx.tensors(ctx.result_types, "result")):
        return
    inputs, indices, updates = list(types[:n]), types[n], list(types[n + 1:])
    for group, what, label in ((inputs, "input", "C1"), (updates, "update", "C3")):
        i = next((i for i, t in enumerate(group) if not shapes_compatible(t.shape, group[0].shape)), None)
        ctx.require(i is None, label, lambda: f"{what} #{i} has type {group[i]} but {what} #0 has {group[0]}; their "
                                              f"shapes must match")
    if ctx.failed:
        return
    dn = attrs.scatter_dimension_numbers
    window_dims, inserted, input_batching = dn.update_window_dims, dn.inserted_window_dims, dn.input_batching_dims
    indices_batching, to_operand = dn.scatter_indices_batching_dims, dn.scatter_dims_to_operand_dims
    index_vector_dim = dn.index_vector_dim
    operand, update = inputs[0], updates[0]
    rank, attr, indices_name = operand.rank, "scatter_dimension_numbers", f"operand #{n} (`scatter_indices`)"
    _rank_accounting(ctx, "C2", "input #0", operand, attr,
                     (("update_window_dims", window_dims), ("inserted_window_dims", inserted),
                      ("input_batching_dims", input_batching)))
    if not _index_vector_dim_in_range(ctx, "C22", attr, indices, indices_name, index_vector_dim):
        return
    _sorted_unique(ctx, "C7", _field(attr, "update_window_dims"), window_dims)
    _in_range(ctx, "C8", _field(attr, "update_window_dims"), window_dims, update.rank, "update #0", update)
    _disjoint(ctx, "C9", _field(attr, "inserted_window_dims"), inserted, "`input_batching_dims`", input_batching)
    _sorted_unique(ctx, "C10", _field(attr, "inserted_window_dims"), inserted, unique=False)
    _in_range(ctx, "C11", _field(attr, "inserted_window_dims"), inserted, rank, "input #0", operand)
    _check_batching(ctx, ("C12", "C13", "C14", "C15", "C16", "C17", "C18"), attr,
                    ("input_batching_dims", "scatter_indices_batching_dims"), ("input #0", operand),
                    (indices_name, indices), index_vector_dim, input_batching, indices_batching)
    _check_index_vector_size(ctx, "C19", attr, "scatter_dims_to_operand_dims", to_operand, indices, indices_name,
                             index_vector_dim)
    _disjoint(ctx, "C20", _field(attr, "scatter_dims_to_operand_dims"), to_operand, "`input_batching_dims`",
              input_batching)
    _in_range(ctx, "C21", _field(attr, "scatter_dims_to_operand_dims"), to_operand, rank, "input #0", operand)
    if ctx.failed:
        return
    _check_scatter_updates_shape(ctx, (operand, indices, update), indices_name, index_vector_dim, window_dims,
                                 inserted + input_batching)
    for i, (x, u) in enumerate(zip(inputs, updates)):
        check_same_element_type(ctx, "C6", u, f"update #{i}", x, f"input #{i}")
    if ctx.failed:
        return
    if not check_reducer(ctx, "C23", ctx.op.regions[0], inputs, [TensorType((), u.element_type) for u in updates]):
        return
    for i, (x, res, body) in enumerate(zip(inputs, ctx.result_types, returned_types(ctx.op.regions[0]))):
        check_same_shape(ctx, "C24", res, f"result #{i}", x, f"input #{i}")
        check_same_element_type(ctx, "C25", res, f"result #{i}", body, "the update computation's result")


def _check_scatter_updates_shape(ctx: OpContext, types: tuple[TensorType, TensorType, TensorType], indices_name: str,
                                 index_vector_dim: int, window_dims, dropped_operand_dims) -> None:
    """scatter (C4): updates = scatter dims of ``scatter_indices`` combined with window dims <= operand's.
    ``types``: input #0, scatter_indices, update #0."""
    operand, indices, update = types
    scatter_sizes = [d for i, d in enumerate(indices.shape) if i != index_vector_dim]
    expected_rank = len(scatter_sizes) + len(window_dims)
    if not ctx.require(update.rank == expected_rank, "C4",
                       lambda: f"update #0 has type {update} but must have rank {expected_rank}: "
                               f"{len(scatter_sizes)} scatter dimensions (those of {indices_name} of type {indices} "
                               f"but index_vector_dim) + {len(window_dims)} `update_window_dims`"):
        return
    window_bounds = [d for i, d in enumerate(operand.shape) if i not in dropped_operand_dims]
    scatter_axes = [i for i in range(update.rank) if i not in window_dims]
    for axis, bound in zip(window_dims, window_bounds):
        size = update.shape[axis]
        ctx.require(size is None or bound is None or size <= bound, "C4",
                    lambda: f"update #0 has type {update} but its window dimension {axis} has size {size}; it must be "
                            f"at most {bound}, the size of the matching dimension of input #0 of type {operand}")
    for axis, bound in zip(scatter_axes, scatter_sizes):
        size = update.shape[axis]
        ctx.require(dim_compatible(size, bound), "C4",
                    lambda: f"update #0 has type {update} but its scatter dimension {axis} has size {size}; it must "
                            f"be {bound}, the size of the matching dimension of {indices_name} of type {indices}")


@check("stablehlo.torch_index_select")
def check_torch_index_select(ctx: OpContext, attrs) -> None:
    """torch_index_select (StablehloOps.td; the rules of XLA's legalization of it to gather,
    legalize_torch_index_select_to_gather): ``0 <= batch_dims <= dim < rank(operand)``, ``batch_dims <=
    rank(index)``, integer indices, the first ``batch_dims`` dimensions of ``operand`` and ``index`` alike;
    the result is ``operand`` with dimension ``dim`` replaced by the index's non-batch dimensions, of the
    operand's element type."""
    if not (ctx.tensors(ctx.operand_types) and ctx.tensors(ctx.result_types, "result")):
        return
    (operand, index), dim, batch = ctx.operand_types, attrs.dim, attrs.batch_dims
    if not ctx.require(0 <= dim < operand.rank, "dim", lambda: f"attribute `dim` is {dim} but must be in "
                                                               f"[0, {operand.rank}) for operand #0 of type {operand}"):
        return
    if not ctx.require(0 <= batch <= min(dim, index.rank), "batch_dims",
                       lambda: f"attribute `batch_dims` is {batch} but must be in [0, {min(dim, index.rank)}]: at most "
                               f"`dim` ({dim}) and the rank of operand #1 of type {index}"):
        return
    if not ctx.require(isinstance(index.element_type, IntegerType), "index",
                       lambda: f"operand #1 (`index`) has type {index} but must be a tensor of integers"):
        return
    if not ctx.require(shapes_compatible(operand.shape[:batch], index.shape[:batch]), "batch_dims",
                       lambda: f"operand #0 of type {operand} and operand #1 of type {index} must have the same "
                               f"sizes in their first {batch} (batch) dimensions"):
        return
    if check_same_element_type(ctx, "shape", operand, "operand #0", ctx.result_types[0], "result #0"):
        check_inferred_shape(ctx, "shape", operand.shape[:dim] + index.shape[batch:] + operand.shape[dim + 1:],
                             what="operand #0's shape with dimension `dim` replaced by the index's own dimensions")
