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
from ..ir.records import record

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


@record(frozen=True)
class RunGrid:
    """The processes of one ``shlo run`` (replica-major ``(replica, partition)`` ids) and those this process
    runs: all of them on threads, its own under MPI (every one in global view, where each rank holds its blocks
    of the one program)."""

    size: tuple[int, int]
    ids: list[tuple[int, int]]
    mine: list[tuple[int, int]]  # the processes whose inputs this process reads
    view: bool  # a program in global view (a sharded @main): one process, its mesh simulated in the run
    world: object | None  # the MPI world (mpi_grid.MpiWorld), None on threads

    @property
    def several(self) -> bool:
        return self.size != (1, 1)

    @property
    def first_own(self) -> tuple[int, int]:
        """The process id this rank's own results are written under (``--output-per-rank``)."""
        return (0, self.world.rank) if self.view else self.mine[0]

    def naming(self, pid: tuple[int, int]) -> str:
        """`` (process R.P)`` for messages about an option's values, when there are several processes."""
        return f" (process {pid[0]}.{pid[1]})" if len(self.ids) > 1 else ""

    def compared(self, output_per_rank: bool) -> list[tuple[int, int]]:
        """The processes whose results this process compares with ``--expect``: all, or under MPI those rank 0
        gathers (every process) or, with ``--output-per-rank``, this rank's."""
        if self.world is None or self.world.rank == 0:
            return self.ids
        return [pid for pid in self.ids if output_per_rank and pid in self.mine]


def plan_grid(module, exported: bool, replicas: int | None, partitions: int | None, world,
              output_per_rank: bool) -> RunGrid:
    """The grid ``shlo run`` runs ``module`` on: ``--replicas``/``--partitions`` or the module's own, checked
    against the MPI world when there is one; a jax.export blob is one process."""
    import click

    from ..harness.grid import grid_size, in_global_view

    size = (1, 1) if exported and replicas is None and partitions is None else \
        grid_size(module, replicas, partitions)
    if exported and size != (1, 1):
        raise InputError("a jax.export blob runs as exp.call does, as one process; --replicas/--partitions "
                         "do not apply")
    ids = [(r, p) for r in range(size[0]) for p in range(size[1])]
    view = not exported and in_global_view(module)
    mine = ids
    if world is not None:
        if exported:
            raise InputError("a jax.export blob runs as one process; run its module under mpiexec")
        check_world(world, module, size, view)
        mine = ids if view else [ids[world.rank]]
    elif output_per_rank:
        raise click.UsageError("--output-per-rank is for runs under MPI (mpiexec -n N shlo run ...)")
    return RunGrid(size, ids, mine, view, world)


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
