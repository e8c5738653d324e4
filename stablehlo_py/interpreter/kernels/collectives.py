"""Kernels of the ``collectives`` family (spec "Collective ops", "Point-to-point communication",
"Streaming communication"): all_gather, all_reduce, all_to_all, collective_broadcast,
collective_permute, collective_reduce, reduce_scatter, send, recv, infeed, outfeed, replica_id,
partition_id, the tokens of after_all and create_token, and the legacy cross-replica-sum (StablehloOps.td).

Each process runs in its own ``Interpreter`` (``ctx.process``, set by ``interpreter.run_parallel``);
outside ``run_parallel`` a program is the only process of a 1x1 grid. Collective ops meet the
other members of their process group in ``ProcessGrid.exchange`` (threads, or MPI ranks: process_grid.py):
one member computes every member's result once, on whole arrays, from the values in group order.
"""
from __future__ import annotations

import numpy as np

from ...ir.attributes import Attribute, DenseElementsAttr
from ...ir.mesh_groups import MeshGroupsError, is_mesh_axes, mesh_axes_groups, module_symbols
from ...numerics.quantization import quantize
from ..errors import InterpreterError
from ..process_grid import Process, ProcessGroup, ProcessGrid, format_ids
from ..threaded_grid import ThreadedGrid
from ..quantized import quantized_element_type
from ..registry import kernel
from ..values import TOKEN
from ._common import fits, op_results, result_dtype
from ._regions import body_is_elementwise


def process_of(ctx) -> Process:
    """The running process; a program not run by ``run_parallel`` is process (0, 0) of a 1x1 grid."""
    if ctx.process is None:
        ctx.process = Process(ThreadedGrid(1, 1, source_name=ctx.module.source_name), 0, 0)
    return ctx.process


def channel_id(attrs) -> int:
    """``channel_handle.handle`` (0 when absent)."""
    return 0 if attrs.channel_handle is None else attrs.channel_handle.handle


def _id_groups(ctx, attr: Attribute | None, name: str) -> list[list[int]]:
    """``replica_groups`` (or ``source_target_pairs``), attribute ``name``, as lists of ids; ``-1`` pads
    ragged groups. A ``#stablehlo.replica_group_mesh_axes`` names its groups by the axes of a mesh of the
    module, expanded as upstream does (ir/mesh_groups.py); the ids are then used as a tensor's would be."""
    if attr is None:
        return []
    if is_mesh_axes(attr):
        try:
            return mesh_axes_groups(attr, module_symbols(ctx.module.body)).tolist()
        except MeshGroupsError as error:
            raise InterpreterError(f"{name}: {error}") from None
    if not isinstance(attr, DenseElementsAttr):
        raise InterpreterError(f"{name} given as {attr} are not supported (only a 2-dimensional tensor constant)")
    rows = np.asarray(attr.array, dtype=np.int64)
    if rows.size == 0:
        return []
    return [[int(i) for i in row if i >= 0] for row in rows.reshape(rows.shape[0] if rows.ndim else 1, -1)]


def _device_groups(ctx, attrs, grid: ProcessGrid) -> list[ProcessGroup]:
    """Groups of all_gather, all_reduce, reduce_scatter: ``cross_replica`` when ``channel_id <= 0``,
    else ``flattened_ids`` with ``use_global_device_ids``, else ``cross_replica_and_partition``.
    Empty ``replica_groups`` put every id in one group (as XLA does)."""
    groups = _id_groups(ctx, attrs.replica_groups, "replica_groups")
    if attrs.use_global_device_ids:
        if channel_id(attrs) <= 0:
            raise InterpreterError("use_global_device_ids = true needs channel_id > 0", constraint="C5")
        return grid.flattened_ids(groups or [range(grid.num_replicas * grid.num_partitions)])
    if channel_id(attrs) <= 0:
        return grid.cross_replica(groups or [range(grid.num_replicas)])
    return grid.cross_replica_and_partition(groups or [range(grid.num_replicas)])


def _channel_groups(ctx, attrs, grid: ProcessGrid, id_groups: list | None = None) -> list[ProcessGroup]:
    """Groups of all_to_all, collective_broadcast, collective_reduce (of ``replica_groups``) and
    collective_permute (of ``id_groups``, its pairs): ``cross_replica`` when ``channel_id <= 0``,
    else ``cross_partition``. Empty ``replica_groups`` put every id in one group."""
    cross_partition = channel_id(attrs) > 0
    if id_groups is None:
        id_groups = _id_groups(ctx, attrs.replica_groups, "replica_groups") or [
            range(grid.num_partitions if cross_partition else grid.num_replicas)]
    return grid.cross_partition(id_groups) if cross_partition else grid.cross_replica(id_groups)


def _group_of(groups: list[ProcessGroup], process: Process) -> ProcessGroup | None:
    """The group ``process`` belongs to, or None."""
    return next((g for g in groups if process.id in g), None)


def _own_group(groups: list[ProcessGroup], process: Process) -> ProcessGroup:
    """The group ``process`` belongs to; an error when it is in none."""
    group = _group_of(groups, process)
    if group is None:
        raise InterpreterError(f"process {format_ids([process.id])} is in none of the process groups "
                               f"{'; '.join(format_ids(g) for g in groups)}")
    return group


def _meet(ctx, attrs, group: ProcessGroup, value: object, combine) -> object:
    """Rendezvous of ``group`` (keyed by op name, channel id and group); this process's result."""
    process = process_of(ctx)
    op = attrs.op
    key = (op.name, channel_id(attrs), group)
    return process.grid.exchange(process.id, op, group, key, value, combine)


def _zeros(attrs, index: int, shape: tuple[int, ...]) -> np.ndarray:
    """Zeros of result ``index``, of ``shape`` (its operand's: the result has the operand's type);
    for a quantized result ``quantize(0)`` (spec collective_broadcast, collective_permute:
    ``is_quantized(result) ? quantize(0, element_type(result)) : 0``)."""
    zeros = np.zeros(shape, dtype=result_dtype(attrs.op, index))
    qtype = quantized_element_type(attrs.result_types[index])
    return zeros if qtype is None else quantize(zeros, qtype)


def _reduce_across(ctx, attrs, values: list[np.ndarray], dtype: np.dtype) -> np.ndarray:
    """Spec all_reduce: ``computation`` applied along a binary tree whose in-order traversal is the
    group order; here a left fold over whole arrays (one region run per group member)."""
    region = attrs.op.regions[0]
    values = [np.asarray(v).astype(dtype, copy=False) for v in values]
    if body_is_elementwise(region):
        accumulator = values[0]
        for value in values[1:]:
            accumulator = np.asarray(ctx.run_region(region, [accumulator, value])[0])
        return np.broadcast_to(accumulator, values[0].shape).astype(dtype, copy=False)
    result = np.empty(values[0].shape, dtype=dtype)  # bodies with non-elementwise ops: per element
    for index in np.ndindex(result.shape):
        accumulator = values[0][index]
        for value in values[1:]:
            accumulator = ctx.run_region(region, [np.asarray(accumulator), np.asarray(value[index])])[0]
        result[index] = accumulator
    return result


@kernel("stablehlo.all_gather")
def all_gather(ctx, attrs, *operands):
    """Spec ``all_gather``: every member gets the group's operands concatenated along ``all_gather_dim``."""
    process = process_of(ctx)
    group = _own_group(_device_groups(ctx, attrs, process.grid), process)
    dim = attrs.all_gather_dim

    def combine(values: list) -> list:
        gathered = tuple(np.concatenate([v[i] for v in values], axis=dim) for i in range(len(operands)))
        return [gathered] * len(values)

    return op_results(attrs.op, _meet(ctx, attrs, group, operands, combine))


@kernel("stablehlo.all_reduce")
def all_reduce(ctx, attrs, *operands):
    """Spec ``all_reduce``: every member gets ``computation`` applied across the group's operands."""
    process = process_of(ctx)
    group = _own_group(_device_groups(ctx, attrs, process.grid), process)

    def combine(values: list) -> list:
        reduced = tuple(_reduce_across(ctx, attrs, [v[i] for v in values], result_dtype(attrs.op, i))
                        for i in range(len(operands)))
        return [reduced] * len(values)

    return op_results(attrs.op, _meet(ctx, attrs, group, operands, combine))


@kernel("stablehlo.reduce_scatter")
def reduce_scatter(ctx, attrs, operand):
    """Spec ``reduce_scatter``: all_reduce, split along ``scatter_dimension`` into one part per member;
    member ``k`` gets part ``k``."""
    process = process_of(ctx)
    group = _own_group(_device_groups(ctx, attrs, process.grid), process)
    dim = attrs.scatter_dimension
    if operand.shape[dim] % len(group):
        raise InterpreterError(f"dim(operand, scatter_dimension) = {operand.shape[dim]} is not a multiple of the "
                               f"process group size {len(group)}", constraint="C1")

    def combine(values: list) -> list:
        return np.split(_reduce_across(ctx, attrs, values, result_dtype(attrs.op)), len(values), axis=dim)

    return _meet(ctx, attrs, group, operand, combine)


@kernel("stablehlo.all_to_all")
def all_to_all(ctx, attrs, *operands):
    """Spec ``all_to_all``: each operand split into ``split_count`` parts along ``split_dimension``;
    member ``k`` concatenates part ``k`` of every member along ``concat_dimension``."""
    process = process_of(ctx)
    group = _own_group(_channel_groups(ctx, attrs, process.grid), process)
    split_dim, concat_dim, split_count = attrs.split_dimension, attrs.concat_dimension, attrs.split_count
    if split_count != len(group):
        raise InterpreterError(f"split_count = {split_count} differs from the process group size {len(group)}",
                               constraint="C8")

    def combine(values: list) -> list:
        parts = [[np.split(v[i], split_count, axis=split_dim) for i in range(len(operands))] for v in values]
        return [tuple(np.concatenate([sender[i][k] for sender in parts], axis=concat_dim)
                      for i in range(len(operands))) for k in range(len(values))]

    return op_results(attrs.op, _meet(ctx, attrs, group, operands, combine))


def _roots(attrs, operands: tuple) -> tuple[tuple, list[int]]:
    """The data operands and, per result, the index in the group of its source (``has_dynamic_root``:
    the last operand holds them; else 0)."""
    if attrs.has_dynamic_root:
        data, root = operands[:-1], operands[-1]
        return data, [int(i) for i in np.asarray(root).reshape(-1)]
    return operands, [0] * len(operands)


def _rooted_group(ctx, attrs, roots: list[int]) -> ProcessGroup | None:
    """The process group of collective_broadcast/collective_reduce this process is in (None when in
    none), with every root checked to be an index in it (C6)."""
    process = process_of(ctx)
    group = _group_of(_channel_groups(ctx, attrs, process.grid), process)
    if group is not None:
        for root in roots:
            if not 0 <= root < len(group):
                raise InterpreterError(f"root {root} is out of range for a process group of {len(group)} processes",
                                       constraint="C6")
    return group


@kernel("stablehlo.collective_broadcast")
def collective_broadcast(ctx, attrs, *operands):
    """Spec ``collective_broadcast``: every member of a group gets, for result ``j``, operand ``j`` of
    the group's source process; processes in no group get zeros."""
    data, roots = _roots(attrs, operands)
    group = _rooted_group(ctx, attrs, roots)
    if group is None:
        return op_results(attrs.op, [_zeros(attrs, j, np.shape(x)) for j, x in enumerate(data)])

    def combine(values: list) -> list:
        return [tuple(values[root][j] for j, root in enumerate(roots))] * len(values)

    return op_results(attrs.op, _meet(ctx, attrs, group, data, combine))


@kernel("stablehlo.collective_reduce")
def collective_reduce(ctx, attrs, *operands):
    """Spec ``collective_reduce``: ``computation`` applied across the group's operands; result ``j``
    is kept by the group's source process for ``j``, the other processes get zeros."""
    data, roots = _roots(attrs, operands)
    group = _rooted_group(ctx, attrs, roots)
    if group is None:
        return op_results(attrs.op, [_zeros(attrs, j, np.shape(x)) for j, x in enumerate(data)])

    def combine(values: list) -> list:
        results = [[_zeros(attrs, j, np.shape(x)) for j, x in enumerate(data)] for _ in values]
        for j, root in enumerate(roots):
            results[root][j] = _reduce_across(ctx, attrs, [v[j] for v in values], result_dtype(attrs.op, j))
        return results

    return op_results(attrs.op, _meet(ctx, attrs, group, data, combine))


@kernel("stablehlo.collective_permute")
def collective_permute(ctx, attrs, operand):
    """Spec ``collective_permute``: the target of each (source, target) pair gets the source's
    operand; a process that is no target gets zeros. Pairs meet one at a time in attribute order,
    the same order in every process."""
    process = process_of(ctx)
    result = None
    pairs = _id_groups(ctx, attrs.source_target_pairs, "source_target_pairs")
    for group in _channel_groups(ctx, attrs, process.grid, pairs):
        if process.id not in group:
            continue
        source, target = group
        if source == target:
            received = operand
        else:
            received = _meet(ctx, attrs, group, operand, lambda values: [None, values[0]])
        if process.id == target:
            result = received
    return _zeros(attrs, 0, operand.shape) if result is None else result


@kernel("stablehlo.replica_id")
def replica_id(ctx, attrs):
    """Spec ``replica_id``: the replica id of the running process."""
    return np.asarray(process_of(ctx).replica_id, dtype=result_dtype(attrs.op))


@kernel("stablehlo.partition_id")
def partition_id(ctx, attrs):
    """Spec ``partition_id``: the partition id of the running process."""
    return np.asarray(process_of(ctx).partition_id, dtype=result_dtype(attrs.op))


@kernel("stablehlo.send")
def send(ctx, attrs, *operands):
    """Spec ``send``: queue ``inputs`` on channel ``channel_id``. As in the reference interpreter, the
    channel id alone connects a send to the recvs of any process (``source_target_pairs`` and
    ``is_host_transfer`` do not route); values are received in the order sent."""
    process_of(ctx).grid.send(channel_id(attrs), operands[:-1])
    return TOKEN


@kernel("stablehlo.recv")
def recv(ctx, attrs, token):
    """Spec ``recv``: the oldest values sent on channel ``channel_id`` (waiting for a send), then a token."""
    process = process_of(ctx)
    channel = channel_id(attrs)
    values = process.grid.recv(process.id, attrs.op, channel)
    expected = len(attrs.result_types) - 1
    if len(values) != expected:
        raise InterpreterError(f"received {len(values)} value(s) on channel {channel}, "
                               f"the op has {expected} payload result(s)")
    return op_results(attrs.op, [*values, TOKEN])


@kernel("stablehlo.infeed")
def infeed(ctx, attrs, token):
    """Spec ``infeed``: each payload result is the value of the next function of the grid's infeed
    queue (``interpreter.run_parallel``'s ``infeed`` attribute, as in the reference interpreter)."""
    grid = process_of(ctx).grid
    payload = []
    for index in range(len(attrs.result_types) - 1):
        name = grid.next_infeed()
        if name is None:
            raise InterpreterError("the infeed is empty (interpreter.run_parallel's `infeed` attribute lists "
                                   "the functions producing its values)")
        value = np.asarray(ctx.call(name, [])[0])
        if not fits(value.shape, attrs.result_types[index].shape) or value.dtype != result_dtype(attrs.op, index):
            raise InterpreterError(f"infeed function @{name} produced {value.dtype} with shape {list(value.shape)}, "
                                   f"the result has type {attrs.result_types[index]}")
        payload.append(value)
    return op_results(attrs.op, [*payload, TOKEN])


@kernel("stablehlo.outfeed")
def outfeed(ctx, attrs, *operands):
    """Spec ``outfeed``: append ``inputs`` to the grid's outfeed (``ThreadedGrid.outfeed``)."""
    process = process_of(ctx)
    process.grid.write_outfeed(process.id, operands[:-1])
    return TOKEN


@kernel("stablehlo.after_all")
def after_all(ctx, attrs, *tokens):
    """Spec ``after_all``: a token."""
    return TOKEN


@kernel("stablehlo.create_token")
def create_token(ctx, attrs):
    """``create_token`` (after_all without inputs): a token."""
    return TOKEN


@kernel("stablehlo.cross-replica-sum")
def cross_replica_sum(ctx, attrs, operand):
    """``cross-replica-sum`` (StablehloOps.td): ``all_reduce`` with ``channel_id = 0``, ``use_global_device_ids =
    false`` and addition as its computation: every member of its replica group gets the sum of the group's
    operands, added in group order in the element type (as all_reduce's fold does)."""
    process = process_of(ctx)
    grid = process.grid
    group = _own_group(grid.cross_replica(_id_groups(ctx, attrs.replica_groups, "replica_groups")
                                          or [range(grid.num_replicas)]), process)
    dtype = result_dtype(attrs.op)

    def combine(values: list) -> list:
        total = values[0].astype(dtype, copy=False)
        for value in values[1:]:
            total = np.add(total, value, dtype=dtype)
        return [total] * len(values)

    return grid.exchange(process.id, attrs.op, group, (attrs.op.name, 0, group), operand, combine)
