"""Manual (per-device) regions of a program in the global view: Shardy's ``sdy.manual_computation``
(kernels/sdy.py) and GSPMD's ``@SPMDFullToShardShape`` ... ``@SPMDShardToFullShape`` (custom_calls/gspmd.py).

A ``Layout`` says which block of a global array each device holds: the number of tiles of every dimension
and each device's tile index (devices holding the same tile are replicas). ``run_manual`` splits each
operand into its devices' blocks, runs the body once per device, as process ``(0, device id)`` of a
fresh ``ProcessGrid`` (one thread each, so the body's collectives meet as on that many devices, their
``replica_groups`` naming the mesh's device ids), and puts each result back together from its blocks;
replicas must agree.
"""
from __future__ import annotations

from functools import partial
from itertools import product
from typing import Sequence

import numpy as np

from ..ir.records import record
from ..ir.hlo_sharding import HloSharding
from ..ir.nodes import Op, Region
from ..ir.sdy import Mesh, TensorSharding
from .errors import InterpreterError
from .process_grid import Process, ProcessGrid, run_processes


@record(frozen=True)
class Layout:
    """``tiles[d]`` blocks along dimension ``d``; ``blocks[device]`` is the block index that device holds."""

    tiles: tuple[int, ...]
    blocks: dict[int, tuple[int, ...]]


def sdy_layout(sharding: TensorSharding, mesh: Mesh, manual_axes: Sequence[str]) -> Layout:
    """The blocks of a value sharded by ``sharding`` over the ``manual_axes`` of ``mesh``: along each
    dimension, the index is mixed-radix over its manual axes, major first; a sub-axis ``"x":(pre)size``
    of a device at coordinate ``c`` on ``"x"`` is ``(c // pre) % size`` (Shardy's attrs.td AxisRefAttr)."""
    names = [a.name for a in mesh.axes]
    devices = mesh.devices
    refs = [[a for a in dim.axes if a.name in manual_axes] for dim in sharding.dims]
    tiles = tuple(int(np.prod([a.size(mesh) for a in dim])) for dim in refs)
    blocks = {}
    for coords in np.ndindex(devices.shape):
        at = dict(zip(names, coords))
        index = []
        for dim in refs:
            b = 0
            for a in dim:
                size = a.size(mesh)
                b = b * size + (at[a.name] // a.pre_size) % size
            index.append(b)
        blocks[int(devices[coords])] = tuple(index)
    return Layout(tiles, blocks)


def hlo_layout(sharding: HloSharding, rank: int, devices: Sequence[int]) -> Layout:
    """The blocks of a value with a GSPMD sharding (``{replicated}`` or a tiled one) on ``devices``."""
    if sharding.kind == "replicated":
        return Layout((1,) * rank, {d: (0,) * rank for d in devices})
    if sharding.kind != "tiled" or "manual" in sharding.subgroups:
        raise InterpreterError(f"a {'partly manual' if sharding.kind == 'tiled' else sharding.kind} sharding "
                               f"cannot split a value over the devices")
    if len(sharding.tiles) != rank:
        raise InterpreterError(f"the sharding has {len(sharding.tiles)} tile dimensions for a value of rank {rank}")
    devices = sharding.devices.reshape(sharding.tiles + (-1,))  # replicas last
    blocks = {int(devices[index]): index[:-1] for index in np.ndindex(devices.shape)}
    return Layout(sharding.tiles, blocks)


def _slices(layout: Layout, shape: tuple[int, ...], device: int, what: str) -> tuple[slice, ...]:
    block = layout.blocks.get(device)
    if block is None:
        raise InterpreterError(f"{what}: device {device} holds no block of it")
    sizes = []
    for d, (n, t) in enumerate(zip(shape, layout.tiles)):
        if n % t:
            raise InterpreterError(f"{what}: dimension {d} of size {n} does not divide into {t} blocks")
        sizes.append(n // t)
    return tuple(slice(b * s, (b + 1) * s) for b, s in zip(block, sizes))


def run_manual(ctx, op: Op, region: Region, operands: Sequence[np.ndarray], in_layouts: Sequence[Layout],
               out_layouts: Sequence[Layout], devices: Sequence[int]) -> list[np.ndarray]:
    """Run ``region`` once per device of ``devices`` on the operands' blocks; the results assembled (see the
    module docstring). ``op`` owns the region (its result types give the global shapes)."""
    if ctx.process is not None and (ctx.process.grid.num_replicas, ctx.process.grid.num_partitions) != (1, 1):
        raise InterpreterError("a manual computation inside a parallel run is not supported")
    grid = ProcessGrid(1, max(devices) + 1, source_name=ctx.module.source_name)
    ctx.compile_all()
    jobs = {}
    for device in devices:
        args = [np.asarray(x)[_slices(layout, np.shape(x), device, f"operand #{i}")]
                for i, (x, layout) in enumerate(zip(operands, in_layouts))]
        interp = ctx.fork(Process(grid, 0, device))
        jobs[(0, device)] = (f"the body of {op.name} (line {op.line})", partial(interp.run_region, region, args))
    for pid in set(grid.process_ids) - set(jobs):
        grid.finished(pid)  # partition ids that no device of the mesh has
    per_device = run_processes(grid, jobs)
    return [_assemble(i, t, out_layouts[i], {d: per_device[(0, d)][i] for d in devices})
            for i, t in enumerate(op.result_types)]


def _assemble(index: int, type_, layout: Layout, values: dict[int, np.ndarray]) -> np.ndarray:
    """Result ``index`` from each device's block; devices holding the same block must agree."""
    first = np.asarray(next(iter(values.values())))
    shape = tuple(type_.shape)
    out = np.empty(shape, dtype=first.dtype)
    owner: dict[tuple[int, ...], int] = {}
    what = f"result #{index}"
    for device, value in values.items():
        value = np.asarray(value)
        where = _slices(layout, shape, device, what)
        block = layout.blocks[device]
        if block in owner:
            if not np.array_equal(out[where], value, equal_nan=value.dtype.kind in "fc"):
                raise InterpreterError(f"{what}: devices {owner[block]} and {device} hold the same block of it "
                                       f"(its sharding replicates it) but their values differ")
            continue
        if out[where].shape != value.shape:
            raise InterpreterError(f"{what}: device {device} gives a block of shape {value.shape}, expected "
                                   f"{out[where].shape}")
        out[where] = value
        owner[block] = device
    missing = [b for b in product(*map(range, layout.tiles)) if b not in owner]
    if missing:
        raise InterpreterError(f"{what}: no device holds block {list(missing[0])} of it")
    return out
