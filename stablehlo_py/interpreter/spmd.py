"""Manual (per-device) regions of a program in the global view: Shardy's ``sdy.manual_computation``
(kernels/sdy.py) and GSPMD's ``@SPMDFullToShardShape`` ... ``@SPMDShardToFullShape`` (custom_calls/gspmd.py).

A ``Layout`` says which block of a global array each device holds: the number of tiles of every dimension
and each device's tile index (devices holding the same tile are replicas). ``run_manual`` splits each
operand into its devices' blocks, runs the body once per device, as process ``(0, device id)`` of a
fresh ``ProcessGrid`` (one thread each, so the body's collectives meet as on that many devices, their
``replica_groups`` naming the mesh's device ids), and puts each result back together from its blocks;
replicas must agree.

In a distributed run (MPI, ``process_grid.current_world``) device ``d`` of the mesh is rank ``d``: each rank
takes only its own blocks of the operands (of a memory-mapped input, only their bytes are read), runs the
body once, and the results are assembled from every rank's blocks on every rank. ``own_blocks`` gives a
rank's blocks of a program's results (``shlo run --output-per-rank``).
"""
from __future__ import annotations

import os
from functools import partial
from itertools import product
from typing import Sequence

import numpy as np

from ..ir.records import record
from ..dialect.sdy import module_meshes
from ..ir.hlo_sharding import HloSharding, parse_hlo_sharding
from ..ir.nodes import Module, Op, Region
from ..ir.sdy import Mesh, TensorSharding, parse_sharding, resolve_mesh
from .errors import InterpreterError
from .process_grid import Process, World, current_world
from .threaded_grid import ThreadedGrid, run_processes


_SHARDING_ATTRIBUTES = ("sdy.sharding", "mhlo.sharding", "sdy.sharding_rule")


def in_global_view(module: Module) -> bool:
    """Whether the module is a sharded program in global view (JAX's ``jit`` with shardings, Shardy or
    GSPMD): it carries sharding annotations and runs as one process, the mesh simulated inside it
    (this module), whatever its ``mhlo.num_partitions`` says."""
    for func in module.funcs.values():
        for attrs in (*func.arg_attrs, *func.result_attrs):
            if attrs is not None and any(key in _SHARDING_ATTRIBUTES for key, _ in attrs.entries):
                return True
    return any(op.dialect == "sdy" or "mhlo.sharding" in op.attributes for op in module.walk())


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
    world = current_world()
    if world is not None:
        return _run_on_world(ctx, world, op, region, operands, in_layouts, out_layouts, devices)
    grid = ThreadedGrid(1, max(devices) + 1, source_name=ctx.module.source_name)
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


def _run_on_world(ctx, world: World, op: Op, region: Region, operands: Sequence[np.ndarray],
                  in_layouts: Sequence[Layout], out_layouts: Sequence[Layout], devices: Sequence[int]) -> list:
    """``run_manual`` as rank ``d`` of ``world``, device ``d``: its blocks, its body, everyone's results."""
    if sorted(devices) != list(range(world.size)):
        raise InterpreterError(f"the mesh has {len(devices)} device(s) and mpiexec started {world.size} rank(s): "
                               f"each rank runs one device, run mpiexec -n {len(devices)}")
    grid = world.grid(1, world.size, source_name=ctx.module.source_name)
    device = world.rank
    args = [_read_block(x, _slices(layout, np.shape(x), device, f"operand #{i}"))
            for i, (x, layout) in enumerate(zip(operands, in_layouts))]
    ctx.compile_all()
    blocks = ctx.fork(Process(grid, 0, device)).run_region(region, args)
    del args

    def combine(values: list) -> list:
        per_device = dict(zip(devices, values))
        results = [_assemble(i, t, out_layouts[i], {d: per_device[d][i] for d in devices})
                   for i, t in enumerate(op.result_types)]
        return [results] * len(values)

    group = tuple((0, d) for d in devices)
    return grid.exchange((0, device), op, group, (op.name, op.line, op.column), list(blocks), combine)


def _read_block(value: object, where: tuple[slice, ...]) -> np.ndarray:
    """``value[where]``; of an array memory-mapped from a file (an input read lazily), read from the file with
    ``os.preadv``, one row of the block at a time: touching the mapping would bring each page's neighbours
    into this process too (the kernel maps pages around a fault), the whole array for a block of columns."""
    array = np.asarray(value)
    mapped = array
    while mapped is not None and not isinstance(mapped, np.memmap):
        mapped = mapped.base if isinstance(mapped.base, np.ndarray) else None
    if mapped is None or mapped.filename is None or array.ndim == 0 or not array.flags.c_contiguous:
        return array[where]
    start = mapped.offset + array.__array_interface__["data"][0] - mapped.__array_interface__["data"][0]
    block = np.empty(tuple(s.stop - s.start for s in where), array.dtype)
    if block.size == 0:
        return block
    row_strides = array.strides[:-1]
    first = start + sum(s.start * stride for s, stride in zip(where, array.strides))
    rows = block.reshape(-1, block.shape[-1]).view(np.uint8)
    with open(mapped.filename, "rb") as file:
        for k, index in enumerate(np.ndindex(block.shape[:-1])):
            offset = first + sum(i * stride for i, stride in zip(index, row_strides))
            if os.preadv(file.fileno(), [rows[k]], offset) != rows.shape[1]:
                raise InterpreterError(f"{mapped.filename}: shorter than its array")
    return block


def own_blocks(module: Module, func, results: Sequence[object], device: int, devices: int) -> list:
    """Device ``device``'s block of each result of ``func`` (of a program in global view run on ``devices``
    devices) by the result's ``sdy.sharding`` or ``mhlo.sharding`` (the whole value when it has neither)."""
    meshes = module_meshes(module.body)
    blocks = []
    for index, value in enumerate(results):
        attrs = func.result_attrs[index] if index < len(func.result_attrs) else None
        entries = dict(attrs.entries) if attrs is not None else {}
        layout = None
        if not isinstance(value, np.ndarray):
            pass
        elif "sdy.sharding" in entries:
            sharding = parse_sharding(entries["sdy.sharding"])
            mesh = resolve_mesh(sharding, meshes)
            if mesh is None:
                raise InterpreterError(f"the sharding of result #{index} names no sdy.mesh of the module")
            layout = sdy_layout(sharding, mesh, [axis.name for axis in mesh.axes])
        elif "mhlo.sharding" in entries and hasattr(entries["mhlo.sharding"], "value"):
            sharding = parse_hlo_sharding(entries["mhlo.sharding"].value)
            if sharding.kind in ("replicated", "tiled") and "manual" not in sharding.subgroups:
                layout = hlo_layout(sharding, value.ndim, range(devices))
        blocks.append(value if layout is None else value[_slices(layout, value.shape, device, f"result #{index}")])
    return blocks


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
