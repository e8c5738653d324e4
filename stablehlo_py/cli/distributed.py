"""``shlo run`` as one rank of ``mpiexec -n N`` (issue #27): starting the MPI world, which grid the ranks form,
and gathering a grid's results on rank 0.

Under MPI (``--grid mpi``, or ``--grid auto`` when the environment says ``mpiexec`` started this process) each
rank runs one process of the program's grid: process ``k`` of the replica-major order on rank ``k``, so N must
be ``num_replicas x num_partitions``; a program in global view (a sharded ``@main``) runs on every rank, each
rank one device of its mesh (N must be the mesh's size) holding only its blocks inside manual computations.
Errors end through the world (cli/exits.py ``enter_world``): one message, every rank with its exit code.
"""
from __future__ import annotations

import os
from pathlib import Path

from ..errors import InputError

GRID_CHOICES = ("auto", "threads", "mpi")


def start_world(choice: str) -> object | None:
    """The MPI world this process is a rank of (``mpi_grid.MpiWorld``), None for a run on threads: ``choice`` is
    ``--grid`` (``auto``: MPI when ``mpiexec`` started this process)."""
    from ..interpreter.mpi_grid import MpiWorld, launched_by_mpi
    from .exits import enter_world

    if choice == "threads" or (choice == "auto" and not launched_by_mpi(os.environ)):
        return None
    world = MpiWorld()
    enter_world(world)
    return world


def mesh_size(module) -> int | None:
    """The devices a program in global view runs on: the size of its largest ``sdy.mesh``, else its
    ``mhlo.num_replicas x mhlo.num_partitions`` (GSPMD); None when it declares neither."""
    from ..dialect.sdy import module_meshes
    from ..ir.attributes import IntegerAttr

    sizes = [int(mesh.devices.size) for mesh in module_meshes(module.body).values()]
    if sizes:
        return max(sizes)
    declared = [module.attributes.get(key) for key in ("mhlo.num_replicas", "mhlo.num_partitions")]
    counts = [a.value for a in declared if isinstance(a, IntegerAttr) and a.value > 0]
    return None if not counts else counts[0] * (counts[1] if len(counts) > 1 else 1)


def check_world(world, module, size: tuple[int, int], global_view: bool) -> None:
    """An ``InputError`` unless ``mpiexec`` started as many ranks as the program has processes (or devices)."""
    if global_view:
        devices = mesh_size(module)
        if devices is not None and devices != world.size:
            raise InputError(f"this sharded program runs on a mesh of {devices} device(s), one per rank, but "
                             f"mpiexec started {world.size} rank(s): run mpiexec -n {devices}")
        return
    if size[0] * size[1] != world.size:
        raise InputError(f"the process grid is {size[0]} x {size[1]} = {size[0] * size[1]} process(es), one per "
                         f"rank, but mpiexec started {world.size} rank(s): run mpiexec -n {size[0] * size[1]} "
                         f"(or give --replicas/--partitions)")


def gather_on_first(world, size: tuple[int, int], pid: tuple[int, int], results: tuple,
                    source_name: str) -> dict | None:
    """Every process's results on rank 0 (by process id), None on the other ranks."""
    grid = world.grid(*size, source_name=source_name)
    everyone = tuple(grid.process_ids)
    gathered = grid.exchange(pid, None, everyone, ("results",), tuple(results),
                             lambda values: [values] + [None] * (len(values) - 1))
    return None if gathered is None else dict(zip(everyone, gathered))


def per_rank_path(output: Path, pid: tuple[int, int]) -> Path:
    """Where rank ``pid`` writes with ``--output-per-rank``: a folder is shared (its keys carry ``@R.P``),
    ``out.npz`` becomes ``out@R.P.npz``."""
    if output.suffix not in (".npy", ".npz"):
        return output
    return output.with_name(f"{output.stem}@{pid[0]}.{pid[1]}{output.suffix}")


def world_all_ok(world, ok: bool) -> bool:
    """Whether ``ok`` holds on every rank."""
    import numpy as np

    grid = world.grid(world.size, 1)
    flags = grid.exchange((world.rank, 0), None, tuple(grid.process_ids), ("ok",), np.asarray(ok),
                          lambda values: [np.asarray(all(bool(v) for v in values))] * len(values))
    return bool(flags)
