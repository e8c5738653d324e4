"""Checks of the ``collectives`` family (spec "all_gather", "all_reduce", "reduce_scatter", "all_to_all",
"collective_permute", "collective_broadcast", "collective_reduce", "send", "recv", "infeed", "outfeed",
"replica_id", "partition_id", "after_all", "async_start", "async_done"; the legacy "create_token").

Like upstream, replica ids must be unique, non-negative and form ``[0, n)``. The bounds
``size(replica_groups)`` / ``N`` (``num_replicas``, ``num_partitions``) are known only when the module
declares them (``mhlo.num_replicas``, ``mhlo.num_partitions``); ids are checked against them then.
"""
from __future__ import annotations

import numpy as np

from ...errors import counted
from ...ir.attributes import ArrayAttr, Attribute, DenseElementsAttr, IntegerAttr, SymbolRefAttr
from ...ir.mesh_groups import MeshGroupsError, is_mesh_axes, mesh_axes_groups
from ...ir.types import FutureType, IntegerType, TensorType, TokenType
from ..bodies import check_reducer, returned_types
from ..context import OpContext
from ..registry import check
from ..type_rules import (all_compatible, first_mismatch, first_repeat, is_unique, shape_text,
                          shapes_compatible, type_list, type_mismatch, types_compatible)

# ChannelType of #stablehlo.channel_handle<handle, type> (upstream's numbering).
DEVICE_TO_DEVICE, DEVICE_TO_HOST, HOST_TO_DEVICE = 1, 2, 3
_CHANNEL_NAMES = {DEVICE_TO_DEVICE: "DEVICE_TO_DEVICE", DEVICE_TO_HOST: "DEVICE_TO_HOST",
                  HOST_TO_DEVICE: "HOST_TO_DEVICE"}


def _channel_id(attrs) -> int:
    """``channel_id``: the handle of ``channel_handle`` (0 when there is none)."""
    return 0 if attrs.channel_handle is None else attrs.channel_handle.handle


def check_global_device_ids(ctx: OpContext, attrs, label: str) -> None:
    """(C) If ``use_global_device_ids = true``, then ``channel_id > 0``."""
    channel_id = _channel_id(attrs)
    if attrs.use_global_device_ids:
        ctx.require(channel_id > 0, label, f"channel_id is {channel_id} but must be positive when attribute "
                                           f"`use_global_device_ids` is set")


def _declared_count(ctx: OpContext, name: str) -> int | None:
    """``num_replicas`` / ``num_partitions`` from the module's ``mhlo.<name>`` attribute, if declared."""
    value = ctx.module_attributes.get(f"mhlo.{name}")
    return value.value if isinstance(value, IntegerAttr) else None


def _process_grid_mode(ctx: OpContext, attrs, global_ids: bool) -> tuple[str, str, int | None]:
    """(mode, what, N): how ``replica_groups``/``source_target_pairs`` split the process grid (spec
    "Collective ops") and the number of ids N they index. With ``global_ids`` (all_gather, all_reduce,
    reduce_scatter) the modes are cross_replica, cross_replica_and_partition and flattened_ids; otherwise
    cross_replica (``channel_id <= 0``) and cross_partition (``channel_id > 0``)."""
    replicas, partitions = _declared_count(ctx, "num_replicas"), _declared_count(ctx, "num_partitions")
    cross_partition = _channel_id(attrs) > 0
    if not cross_partition:
        return "cross_replica", "num_replicas", replicas
    if not global_ids:
        return "cross_partition", "num_partitions", partitions
    if not attrs.use_global_device_ids:
        return "cross_replica_and_partition", "num_replicas", replicas
    flattened = None if replicas is None or partitions is None else replicas * partitions
    return "flattened_ids", "num_replicas * num_partitions", flattened


def check_process_ids(ctx: OpContext, attrs, label: str, name: str, bound: str, global_ids: bool) -> None:
    """(C) the ids of attribute ``name`` are below ``bound`` (``size(replica_groups)`` or ``N``), which is
    ``num_replicas``, ``num_partitions`` or their product depending on the mode; checked when the module
    declares those counts."""
    ids = _group_ids(ctx, getattr(attrs, name))
    if ids is None or ids.size == 0:
        return
    mode, what, count = _process_grid_mode(ctx, attrs, global_ids)
    largest = int(ids.max())
    ctx.require(count is None or largest < count, label,
                lambda: f"{bound} is {what} = {count} when {mode} is used, but {name} holds id {largest}")


def _group_ids(ctx: OpContext, attr: Attribute | None, label: str | None = None) -> np.ndarray | None:
    """The ids of ``replica_groups`` (or ``source_target_pairs``): a dense tensor's, or the groups that a
    ``#stablehlo.replica_group_mesh_axes`` names, expanded over the module's mesh (ir/mesh_groups.py).
    A mesh-axes attribute that cannot be expanded is reported under ``label`` (None: not reported)."""
    if is_mesh_axes(attr):
        mesh = attr.get("mesh")
        if isinstance(mesh, SymbolRefAttr) and mesh.name not in ctx.symbols and mesh.name in ctx.funcs:
            return None  # upstream's verifier asks only that the symbol exists (verifySymbolUses)
        try:
            return mesh_axes_groups(attr, ctx.symbols)
        except MeshGroupsError as error:
            if label is not None:
                ctx.error(label, f"replica_groups: {error}")
            return None
    return attr.array if isinstance(attr, DenseElementsAttr) else None


def check_replica_groups(ctx: OpContext, attr: Attribute, labels: tuple[str, str], same_size: bool,
                         global_ids: bool = False, group_size: tuple[str, int] | None = None,
                         contiguous: bool = True) -> int | None:
    """``replica_groups`` (``attr``): a rank-2 tensor, ``is_unique`` (labels[0]), ids in ``[0, n)`` (labels[1]).

    Ops whose groups must all have the same size reject the padding id -1; ``group_size``
    is (label, expected) for ``dim(replica_groups, 1) = expected`` (all_to_all C8). Unless ``contiguous``
    is False (collective_broadcast), the ids must form ``[0, n)`` like upstream requires; with
    ``global_ids`` (``use_global_device_ids`` set) they must not be empty.
    Returns the group size ``dim(replica_groups, 1)`` when known.
    """
    groups = _group_ids(ctx, attr, labels[1])
    if groups is None:
        return None
    if not ctx.require(groups.ndim == 2, "attribute", f"attribute `replica_groups` has rank {groups.ndim} but must "
                                                      f"be a 2-dimensional tensor"):
        return None
    if global_ids and not ctx.require(groups.size > 0, labels[1],
                                                             "attribute `replica_groups` is empty but must not be "
                                                             "when `use_global_device_ids` is set"):
        return None
    ids = [int(v) for v in groups.reshape(-1)]
    seen: set[int] = set()
    for replica in ids:
        if replica == -1 and not same_size:
            continue
        if not ctx.require(replica >= 0, labels[1], f"attribute `replica_groups` holds id {replica} but ids must be "
                                                    f">= 0" + ("" if same_size else " (or -1 as padding)")):
            return None
        if not ctx.require(replica not in seen, labels[0], f"attribute `replica_groups` holds id {replica} more "
                                                           f"than once"):
            return None
        seen.add(replica)
    missing = next((i for i in range(len(seen)) if i not in seen), None)
    if contiguous and not ctx.require(missing is None, labels[1],
                                      lambda: f"attribute `replica_groups` holds ids up to {max(seen)} but not "
                                              f"{missing}; the ids must be 0, 1, ..., n-1"):
        return None
    if group_size is not None:
        label, expected = group_size
        if not ctx.require(groups.shape[1] == expected, label, f"attribute `replica_groups` has groups of "
                                                               f"{groups.shape[1]} ids but they must have {expected}"):
            return None
    return int(groups.shape[1])


def _dimension(ctx: OpContext, value: int, name: str, rank: int, label: str) -> int | None:
    """``value``, the integer attribute ``name``, when ``0 <= value < rank`` (reported under ``label``
    otherwise)."""
    if not ctx.require(0 <= value < rank, label, f"attribute `{name}` is {value} but must be in [0, {rank}) for "
                                                 f"operands of rank {rank}"):
        return None
    return value


def _scalar_types(types) -> list[TensorType]:
    return [TensorType((), t.element_type) for t in types]


def _check_reducer_and_results(ctx: OpContext, reducer_label: str, shape_label: str | None,
                               element_label: str, inputs: list[TensorType]) -> None:
    """``computation`` has type ``(tensor<E>, tensor<E>) -> (tensor<E>)`` with ``is_promotable(element_type(
    operand), E)``; ``element_type(results...) = E`` and (``shape_label``) ``shape(results) = shape(operands)``."""
    region = ctx.op.regions[0]
    for scalar in _scalar_types(inputs):  # one application of the computation per operand
        if not check_reducer(ctx, reducer_label, region, [scalar], [scalar]):
            return
    body = returned_types(region)
    for i, (operand, result) in enumerate(zip(inputs, ctx.result_types)):
        if not isinstance(result, TensorType):
            continue
        if shape_label:
            ctx.require(shapes_compatible(operand.shape, result.shape), shape_label,
                        lambda: f"result #{i} has type {result} but operand #{i} has {operand}; their shapes must "
                                f"match")
        element = body[0].element_type
        ctx.require(result.element_type == element, element_label,
                    lambda: f"result #{i} has element type {result.element_type} but the computation returns "
                            f"{element}; they must match")


@check("stablehlo.all_reduce")
def check_all_reduce(ctx: OpContext, attrs) -> None:
    """all_reduce (C1)-(C7)."""
    if not ctx.tensors(ctx.operand_types) or not ctx.arity(None, len(ctx.operand_types)):
        return
    check_replica_groups(ctx, attrs.replica_groups, ("C1", "C3"), same_size=False,
                         global_ids=attrs.use_global_device_ids)
    check_process_ids(ctx, attrs, "C2", "replica_groups", "size(replica_groups)", global_ids=True)
    check_global_device_ids(ctx, attrs, "C4")
    if not ctx.failed:
        _check_reducer_and_results(ctx, "C5", "C6", "C7", list(ctx.operand_types))


@check("stablehlo.collective_reduce")
def check_collective_reduce(ctx: OpContext, attrs) -> None:
    """collective_reduce (C1)-(C4), with the root operand rules of collective_broadcast."""
    data = _dynamic_root_operands(ctx, attrs.has_dynamic_root, "C3", "C3")
    if data is None:
        return
    check_replica_groups(ctx, attrs.replica_groups, ("C1", "C2"), same_size=False,
                         global_ids=attrs.use_global_device_ids, contiguous=False)
    check_process_ids(ctx, attrs, "C2", "replica_groups", "N", global_ids=False)
    # Not among the spec's constraints: upstream also rejects use_global_device_ids without a channel.
    check_global_device_ids(ctx, attrs, "use_global_device_ids")
    if not ctx.failed:
        _check_reducer_and_results(ctx, "C4", "C3", "C4", data)


@check("stablehlo.reduce_scatter")
def check_reduce_scatter(ctx: OpContext, attrs) -> None:
    """reduce_scatter (C1)-(C9)."""
    if not ctx.tensors(ctx.operand_types) or not ctx.tensors(ctx.result_types, "result"):
        return
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    dim = _dimension(ctx, attrs.scatter_dimension, "scatter_dimension", operand.rank, "C2")
    if dim is None:
        return
    group_size = check_replica_groups(ctx, attrs.replica_groups, ("C3", "C5"), same_size=True,
                                      global_ids=attrs.use_global_device_ids)
    check_process_ids(ctx, attrs, "C4", "replica_groups", "size(replica_groups)", global_ids=True)
    check_global_device_ids(ctx, attrs, "C6")
    if ctx.failed:
        return
    _check_divisible_by_process_groups(ctx, attrs, operand.shape[dim], group_size)
    _check_reducer_and_results(ctx, "C7", None, "C9", [operand])
    if not ctx.require(operand.rank == result.rank, "C8", f"result #0 has type {result} but operand #0 has "
                                                          f"{operand}; their ranks must match"):
        return
    size, res_size = operand.shape[dim], result.shape[dim]
    if size is not None and res_size is not None:
        ctx.require(size != 0, "C8", f"operand #0 has type {operand} but its scatter_dimension {dim} must not "
                                     f"have size 0")
        ctx.require(res_size != 0, "C8", f"result #0 has type {result} but its scatter_dimension {dim} must not "
                                         f"have size 0")
        ctx.require(res_size == 0 or size % res_size == 0, "C8",
                    f"operand #0 has type {operand} and result #0 {result}; the operand's size {size} at "
                    f"scatter_dimension {dim} must be a multiple of the result's {res_size}")
    ctx.require(first_mismatch(operand.shape, result.shape, skip=dim) is None, "C8",
                f"result #0 has type {result} but operand #0 has {operand}; all dimensions except "
                f"scatter_dimension = {dim} must match")


def _check_divisible_by_process_groups(ctx: OpContext, attrs, size: int | None, group_size: int | None) -> None:
    """reduce_scatter (C1): ``dim(operand, scatter_dimension) % dim(process_groups, 1) = 0``.

    ``dim(process_groups, 1)`` is ``dim(replica_groups, 1)``, times ``num_partitions`` in
    cross_replica_and_partition mode (spec "cross_replica_and_partition"); when that count is not
    declared, the replica group size (a divisor of it) is checked."""
    if size is None or not group_size:
        return
    mode = _process_grid_mode(ctx, attrs, global_ids=True)[0]
    partitions = _declared_count(ctx, "num_partitions") if mode == "cross_replica_and_partition" else None
    process_group_size = group_size * (partitions or 1)
    ctx.require(size % process_group_size == 0, "C1",
                f"dim(operand, scatter_dimension) = {size} is not a multiple of dim(process_groups, 1) = "
                f"{process_group_size}")


def _paired_operands_rank(ctx: OpContext, label: str) -> int | None:
    """all_gather/all_to_all: ranked tensors, one result per operand; the smallest operand rank."""
    operands, results = ctx.operand_types, ctx.result_types
    if not ctx.tensors(operands) or not ctx.tensors(results, "result"):
        return None
    if not ctx.require(len(operands) == len(results), label, f"has {len(operands)} operand(s) but "
                                                             f"{len(results)} result(s); they must be as many"):
        return None
    return min((t.rank for t in operands), default=0)


@check("stablehlo.all_gather")
def check_all_gather(ctx: OpContext, attrs) -> None:
    """all_gather (C1)-(C6)."""
    rank = _paired_operands_rank(ctx, "C6")
    if rank is None:
        return
    operands, results = ctx.operand_types, ctx.result_types
    dim = _dimension(ctx, attrs.all_gather_dim, "all_gather_dim", rank, "C1")
    if dim is None:
        return
    check_replica_groups(ctx, attrs.replica_groups, ("C2", "C4"), same_size=True,
                         global_ids=attrs.use_global_device_ids)
    check_process_ids(ctx, attrs, "C3", "replica_groups", "size(replica_groups)", global_ids=True)
    if attrs.use_global_device_ids:
        ctx.require(_channel_id(attrs) >= 0, "C5", f"channel_id is {_channel_id(attrs)} but must be >= 0 when "
                                                   f"attribute `use_global_device_ids` is set")
    if ctx.failed:
        return
    for operand, result in zip(operands, results):
        _check_gathered(ctx, operand, result, dim)


def _check_gathered(ctx: OpContext, operand: TensorType, result: TensorType, dim: int) -> None:
    """all_gather (C6): ``type(result) = type(operand)`` but ``dim(result, all_gather_dim)`` is a multiple."""
    size = operand.shape[dim]
    if not ctx.require(size != 0, "C6", f"operand has type {operand} but its all_gather_dim {dim} must not have "
                                        f"size 0"):
        return
    if not ctx.require(operand.rank == result.rank, "C6", f"result has type {result} but operand has {operand}; "
                                                          f"their ranks must match"):
        return
    ctx.require(operand.element_type == result.element_type, "C6",
                f"result has type {result} but operand has {operand}; their element types must match")
    if not ctx.require(first_mismatch(operand.shape, result.shape, skip=dim) is None, "C6",
                       f"result has type {result} but operand has {operand}; all dimensions except all_gather_dim = "
                       f"{dim} must match"):
        return
    gathered = result.shape[dim]
    if size is not None and gathered is not None:
        ctx.require(gathered % size == 0, "C6", f"result has type {result} and operand {operand}; the result's "
                                                f"size {gathered} at all_gather_dim {dim} must be a multiple of the "
                                                f"operand's {size}")


@check("stablehlo.all_to_all")
def check_all_to_all(ctx: OpContext, attrs) -> None:
    """all_to_all (C1)-(C9)."""
    rank = _paired_operands_rank(ctx, "C9")
    if rank is None:
        return
    operands, results = ctx.operand_types, ctx.result_types
    split = _dimension(ctx, attrs.split_dimension, "split_dimension", rank, "C1")
    concat = _dimension(ctx, attrs.concat_dimension, "concat_dimension", rank, "C3")
    count = attrs.split_count
    if split is None or concat is None:
        return
    if not ctx.require(count > 0, "C4", f"attribute `split_count` is {count} but must be positive"):
        return
    for operand in operands:
        size = operand.shape[split]
        if not ctx.require(size is None or size % count == 0, "C2",
                           f"operand has type {operand}; its size {size} at split_dimension {split} must be a "
                           f"multiple of split_count = {count}"):
            return
    check_replica_groups(ctx, attrs.replica_groups, ("C5", "C7"), same_size=True, group_size=("C8", count))
    check_process_ids(ctx, attrs, "C6", "replica_groups", "size(replica_groups)", global_ids=False)
    if ctx.failed:
        return
    for i, (operand, result) in enumerate(zip(operands, results)):
        if not ctx.require(operand.element_type == result.element_type, "C9",
                           f"result #{i} has type {result} but operand #{i} has {operand}; their element types "
                           f"must match"):
            return
        expected = list(operand.shape)
        if split != concat:
            expected[split] = None if expected[split] is None else expected[split] // count
            expected[concat] = None if expected[concat] is None else expected[concat] * count
        ctx.require(shapes_compatible(expected, result.shape), "C9",
                    lambda: f"result #{i} has type {result} but must have shape {shape_text(expected)}, operand "
                            f"#{i}'s split along split_dimension and joined along concat_dimension")


def check_source_target_pairs(ctx: OpContext, attrs) -> None:
    """(C1)-(C4) of collective_permute, send and recv: an ``[N, 2]`` tensor of unique, non-negative ids."""
    attr = attrs.source_target_pairs
    if not isinstance(attr, DenseElementsAttr):
        return
    pairs = attr.array
    if not ctx.require(pairs.ndim == 2 and pairs.shape[1] == 2, "C1",
                       f"attribute `source_target_pairs` has shape {shape_text(pairs.shape)} but must have shape "
                       f"[N, 2]"):
        return
    for column, what, label in ((0, "source", "C2"), (1, "target", "C3")):
        ids = pairs[:, column].tolist()
        ctx.require(is_unique(ids), label,
                    lambda: f"attribute `source_target_pairs` names {what} {first_repeat(ids)} more than once")
    ctx.require(bool((pairs >= 0).all()), "C4", lambda: f"attribute `source_target_pairs` holds id "
                                                        f"{int(pairs.min())} but ids must be >= 0")
    check_process_ids(ctx, attrs, "C4", "source_target_pairs", "N", global_ids=False)


@check("stablehlo.collective_permute")
def check_collective_permute(ctx: OpContext, attrs) -> None:
    """collective_permute (C1)-(C5); the element types of (C5) are the table's."""
    check_source_target_pairs(ctx, attrs)
    operand, result = ctx.operand_types[0], ctx.result_types[0]
    ctx.require(types_compatible(operand, result), "C5",
                f"result #0 has type {result} but operand #0 has {operand}; they must match")


def _dynamic_root_operands(ctx: OpContext, dynamic_root: bool, label: str,
                           count_label: str) -> list[TensorType] | None:
    """The data operands of collective_broadcast/collective_reduce: all operands, or all but the last
    (a ``tensor<[N]xi32>`` root) when ``has_dynamic_root`` (``label``); ``size(results)`` must equal
    their number (``count_label``)."""
    operands = list(ctx.operand_types)
    if not dynamic_root:
        if not ctx.require(len(operands) >= 1, label, "has no operands but needs at least one"):
            return None
        data = operands
    else:
        if not ctx.require(len(operands) >= 2, label, f"has {len(operands)} operand(s) but with `has_dynamic_root` "
                                                      f"needs at least two (data, then the root)"):
            return None
        data, root = operands[:-1], operands[-1]
        if not ctx.require(isinstance(root, TensorType) and root.rank == 1
                           and isinstance(root.element_type, IntegerType) and root.element_type.width == 32,
                           label, f"operand #{len(operands) - 1} (the root) has type {root} but with "
                                  f"`has_dynamic_root` must be a 1-dimensional tensor of i32"):
            return None
        if not ctx.require(root.shape[0] in (None, len(data)), label,
                           f"operand #{len(operands) - 1} (the root) has type {root} but must have {len(data)} "
                           f"elements, one per data operand"):
            return None
    if not ctx.require(len(ctx.result_types) == len(data), count_label,
                       f"has {len(ctx.result_types)} result(s) but {len(data)} data operand(s); they must be as "
                       f"many"):
        return None
    if not ctx.tensors(tuple(data)):
        return None
    return data


@check("stablehlo.collective_broadcast")
def check_collective_broadcast(ctx: OpContext, attrs) -> None:
    """collective_broadcast (C1)-(C6)."""
    dynamic_root = attrs.has_dynamic_root
    data = _dynamic_root_operands(ctx, dynamic_root, "C4" if dynamic_root else "C3", "C5")
    if data is None:
        return
    group_size = check_replica_groups(ctx, attrs.replica_groups, ("C1", "C2"), same_size=False, contiguous=False)
    check_process_ids(ctx, attrs, "C2", "replica_groups", "N", global_ids=False)
    roots = ctx.constant_ints(len(data)) if dynamic_root else None
    if roots is not None and group_size is not None:
        bad = next((root for root in roots if not 0 <= root < group_size), None)
        ctx.require(bad is None, "C6", f"the root operand holds {bad} but roots must be in [0, {group_size}), the "
                                       f"size of a replica group")
    for j, (operand, result) in enumerate(zip(data, ctx.result_types)):
        ctx.require(types_compatible(operand, result), "C3",
                    f"result #{j} has type {result} but operand #{j} has {operand}; they must match")


def _check_channel_type(ctx: OpContext, attrs, label: str, host_type: int) -> None:
    """``channel_type`` is ``host_type`` if ``is_host_transfer = true``, ``DEVICE_TO_DEVICE`` otherwise."""
    channel_type = attrs.channel_handle.type
    host = attrs.is_host_transfer
    expected = host_type if host else DEVICE_TO_DEVICE
    ctx.require(channel_type == expected, label,
                f"channel_handle has type {_CHANNEL_NAMES.get(channel_type, channel_type)} but must be "
                f"{_CHANNEL_NAMES[expected]} when `is_host_transfer` is {str(host).lower()}")


def check_token_results(ctx: OpContext, labels: tuple[str, str, str]) -> None:
    """infeed/recv results: at least one (labels[0]), tensors (labels[1]) then a token (labels[2])."""
    results = ctx.result_types
    if not ctx.require(len(results) > 0, labels[0],
                       "has no results but needs at least a token"):
        return
    for t in results[:-1]:
        if not ctx.require(isinstance(t, TensorType), labels[1], f"result has type {t} but all results but the "
                                                                 f"last must be tensors"):
            return
    ctx.require(isinstance(results[-1], TokenType), labels[2],
                f"the last result has type {results[-1]} but must be a {TokenType()}")


@check("stablehlo.send")
def check_send(ctx: OpContext, attrs) -> None:
    """send (C1)-(C5)."""
    check_source_target_pairs(ctx, attrs)
    _check_channel_type(ctx, attrs, "C5", DEVICE_TO_HOST)


@check("stablehlo.recv")
def check_recv(ctx: OpContext, attrs) -> None:
    """recv (C1)-(C5), and its results: tensors followed by a token."""
    check_source_target_pairs(ctx, attrs)
    _check_channel_type(ctx, attrs, "C5", HOST_TO_DEVICE)
    check_token_results(ctx, ("results", "results", "results"))


@check("stablehlo.infeed")
def check_infeed(ctx: OpContext, attrs) -> None:
    """infeed (C1)-(C3); the optional ``layout`` has one integer list per non-token result (upstream)."""
    check_token_results(ctx, ("C1", "C2", "C3"))
    entries = attrs.layout
    if entries is None or ctx.failed:
        return
    wanted = len(ctx.result_types) - 1
    if not ctx.require(len(entries) == wanted, "layout",
                       f"attribute `layout` has {len(entries)} entries but must have {wanted}, one per result "
                       f"before the token"):
        return
    for entry in entries:
        if not ctx.require(isinstance(entry, ArrayAttr), "layout",
                           f"attribute `layout` holds {entry} but its entries must be arrays"):
            return
        for leaf in entry.elements:
            if not ctx.require(isinstance(leaf, IntegerAttr), "layout",
                               f"attribute `layout` holds {leaf} but its entries must be arrays of integers"):
                return


@check("stablehlo.outfeed")
def check_outfeed(ctx: OpContext, attrs) -> None:
    """outfeed: ``inputs`` then a token, producing a token (spec "outfeed" Inputs/Outputs)."""
    types = ctx.operand_types
    if ctx.require(isinstance(types[-1], TokenType), "signature",
                   lambda: f"operands are ({type_list(types)}) but the last must be a {TokenType()}"):
        _check_token_result(ctx)


def _check_token_result(ctx: OpContext) -> None:
    """The one result is a token (outfeed, after_all, create_token)."""
    ctx.require(ctx.result_types[0] == TokenType(), "signature",
                lambda: f"results are ({type_list(ctx.result_types)}) but the op produces a single {TokenType()}")


def _check_process_id(ctx: OpContext) -> None:
    """replica_id / partition_id: one 0-dimensional ``tensor<ui32>`` result (spec Outputs)."""
    result = ctx.result_types[0]
    ctx.require(result.shape == () and result.element_type == IntegerType(32, signed=False), "signature",
                f"result #0 has type {result} but must be tensor<ui32>")


@check("stablehlo.replica_id")
def check_replica_id(ctx: OpContext, attrs) -> None:
    """replica_id: a ``tensor<ui32>`` result."""
    _check_process_id(ctx)


@check("stablehlo.partition_id")
def check_partition_id(ctx: OpContext, attrs) -> None:
    """partition_id: a ``tensor<ui32>`` result."""
    _check_process_id(ctx)


@check("stablehlo.after_all")
def check_after_all(ctx: OpContext, attrs) -> None:
    """after_all: token operands, one token result (spec Inputs/Outputs)."""
    for i, t in enumerate(ctx.operand_types):
        if not ctx.require(isinstance(t, TokenType), "signature",
                           f"operand #{i} has type {t} but must be a {TokenType()}"):
            return
    _check_token_result(ctx)


@check("stablehlo.create_token")
def check_create_token(ctx: OpContext, attrs) -> None:
    """create_token (after_all without inputs): one token result."""
    _check_token_result(ctx)


# async_start (C2): the ops its body may run asynchronously.
_ASYNC_OPS = frozenset(f"stablehlo.{name}" for name in (
    "all_reduce", "all_gather", "all_to_all", "collective_permute", "reduce_scatter", "collective_broadcast",
    "slice", "dynamic_slice", "dynamic_update_slice"))


@check("stablehlo.async_start")
def check_async_start(ctx: OpContext, attrs) -> None:
    """async_start (C1)-(C4); its one region is the table's (C1)."""
    body = ctx.op.regions[0]
    if not ctx.require(len(body.blocks) == 1, "C1", lambda: f"the body has {counted(len(body.blocks), 'block')} "
                                                            f"but must have one"):
        return
    ops = body.entry.ops
    if not ctx.require(len(ops) == 2, "C1", lambda: f"the body holds {counted(len(ops), 'op')} but must hold one "
                                                    f"op and its return"):
        return
    if not ctx.require(ops[0].name in _ASYNC_OPS, "C2", f"the body runs `{ops[0].name}` but may only run a "
                                                        f"collective op, slice, dynamic_slice or dynamic_update_slice"):
        return
    args = tuple(a.type for a in body.entry.arguments)
    if not ctx.require(tuple(ctx.operand_types) == args, "C3",
                       lambda: type_mismatch("operand", None, ctx.operand_types, "argument", "the body", args,
                                             exact=True)):
        return
    inferred = FutureType(returned_types(body))
    ctx.require(tuple(ctx.result_types) == (inferred,), "C4",
                lambda: f"results are ({type_list(ctx.result_types)}) but the body returns "
                        f"({type_list(inferred.types)}), so the op must produce {inferred}")


@check("stablehlo.async_done")
def check_async_done(ctx: OpContext, attrs) -> None:
    """async_done (C1): a ``future<T>`` operand gives results ``T``."""
    future = ctx.operand_types[0]
    if ctx.require(isinstance(future, FutureType), "signature",
                   f"operand #0 has type {future} but must be a !stablehlo.future"):
        ctx.require(all_compatible(future.types, ctx.result_types), "C1",
                    lambda: type_mismatch("result", None, ctx.result_types, "value", "the future operand",
                                          future.types))
