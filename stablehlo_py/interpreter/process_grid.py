"""The StableHLO process grid (spec "Parallel execution", "Collective ops", "Point-to-point
communication", "Streaming communication"): process ids, the four process-group strategies, and the
transport through which the processes of a grid exchange values.

``ProcessGrid`` is the interface every transport implements: an exchange within a process group
(``exchange``: every member gives a value, one ``combine`` makes every member's result from the values
in group order), point-to-point ``send``/``recv`` on channels, ``barrier``, and the streaming queues.
Two implementations, chosen at run time: ``threaded_grid.ThreadedGrid`` (every process a thread of this
Python process) and ``mpi_grid.MpiGrid`` (every process one MPI rank, ``mpiexec -n N``). Both run
``combine`` once, on one member, on the values in group order, so a reduction folds in the same order
whichever transport carries it and results agree bit for bit.

A distributed run (MPI) is entered with ``distributed(world)``; while it is, ``current_world()`` gives it,
and the kernels that make grids of their own (``interpreter.run_parallel``, manual computations) make
them on that world, each rank running only its own process.
"""
from __future__ import annotations

from contextlib import AbstractContextManager, contextmanager
from typing import Callable, Iterator, Protocol, Sequence

from ..ir.nodes import Op
from ..ir.records import record
from .errors import InterpreterError

ProcessId = tuple[int, int]  # (replica_id, partition_id)
ProcessGroup = tuple[ProcessId, ...]

# Seconds a process waits in one rendezvous (or recv) before the run fails. Deadlocks are
# detected at once; this only bounds waits on a process that is busy elsewhere for too long.
RENDEZVOUS_TIMEOUT = 60.0


class RunAborted(BaseException):
    """Stops a process whose run already failed (another process's error, a deadlock, a timeout).

    A BaseException so that the evaluator does not report it as the failure of the op it stops.
    """


def format_ids(ids: Sequence[ProcessId]) -> str:
    """Process ids as ``(r, p), (r, p), ...`` for messages."""
    return ", ".join(f"({r}, {p})" for r, p in ids)


class ProcessGrid:
    """``num_replicas`` x ``num_partitions`` processes: their ids, process groups, and the transport
    (``exchange``, ``send``/``recv``, ``barrier``, infeed and outfeed) an implementation provides."""

    def __init__(self, num_replicas: int, num_partitions: int, source_name: str = "<string>",
                 timeout: float | None = None):
        self.num_replicas = num_replicas
        self.num_partitions = num_partitions
        self.source_name = source_name
        self.timeout = RENDEZVOUS_TIMEOUT if timeout is None else timeout

    @property
    def process_ids(self) -> list[ProcessId]:
        """Every process id, replica-major: (0, 0), (0, 1), ..., (1, 0), ..."""
        return [(r, p) for r in range(self.num_replicas) for p in range(self.num_partitions)]

    def flat_id(self, process: ProcessId) -> int:
        """``replica_id * num_partitions + partition_id``: the position of ``process`` in ``process_ids``."""
        return process[0] * self.num_partitions + process[1]

    # -- process groups (spec "cross_replica", "cross_partition", "cross_replica_and_partition",
    #    "flattened_ids"): each takes lists of ids and yields process groups.

    def cross_replica(self, replica_groups: Sequence[Sequence[int]]) -> list[ProcessGroup]:
        """Spec ``cross_replica``: each replica group, once per partition."""
        self._check_ids(replica_groups, self.num_replicas, "replica")
        return [tuple((r, p) for r in group) for group in replica_groups for p in range(self.num_partitions)]

    def cross_partition(self, partition_groups: Sequence[Sequence[int]]) -> list[ProcessGroup]:
        """Spec ``cross_partition``: each partition group, once per replica."""
        self._check_ids(partition_groups, self.num_partitions, "partition")
        return [tuple((r, p) for p in group) for group in partition_groups for r in range(self.num_replicas)]

    def cross_replica_and_partition(self, replica_groups: Sequence[Sequence[int]]) -> list[ProcessGroup]:
        """Spec ``cross_replica_and_partition``: each replica group with every partition of its replicas."""
        self._check_ids(replica_groups, self.num_replicas, "replica")
        return [tuple((r, p) for p in range(self.num_partitions) for r in group) for group in replica_groups]

    def flattened_ids(self, flattened_id_groups: Sequence[Sequence[int]]) -> list[ProcessGroup]:
        """Spec ``flattened_ids``: groups of ids ``replica_id * num_partitions + partition_id``."""
        self._check_ids(flattened_id_groups, self.num_replicas * self.num_partitions, "flattened process")
        n = self.num_partitions
        return [tuple((i // n, i % n) for i in group) for group in flattened_id_groups]

    @staticmethod
    def _check_ids(groups: Sequence[Sequence[int]], size: int, kind: str) -> None:
        """Every id of ``groups`` is below ``size``."""
        for group in groups:
            for i in group:
                if not 0 <= i < size:
                    raise InterpreterError(f"{kind} id {i} in the groups is out of range: the process grid "
                                           f"has {size} {kind} id(s)")

    # -- the transport

    def exchange(self, process: ProcessId, op: Op, group: ProcessGroup, key: tuple, value: object,
                 combine: Callable[[list], list]) -> object:
        """Rendezvous of ``group`` for ``op``: every member gives ``value``; once all have, ``combine``
        runs once on the values in group order and returns one result per member (group order);
        ``process`` gets its own. ``key`` names the rendezvous (op, channel id, group)."""
        raise NotImplementedError

    def send(self, channel_id: int, values: tuple) -> None:
        """Queue ``values`` on channel ``channel_id`` (received in the order sent)."""
        raise NotImplementedError

    def recv(self, process: ProcessId, op: Op, channel_id: int) -> tuple:
        """The oldest values sent on ``channel_id``, waiting for a send if there are none yet."""
        raise NotImplementedError

    def barrier(self, process: ProcessId, op: Op | None = None) -> None:
        """Return once every running process of the grid reached its barrier."""
        raise NotImplementedError

    def next_infeed(self) -> str | None:
        """The function producing the next infeed value (spec "Streaming communication"), or None."""
        raise NotImplementedError

    def write_outfeed(self, process: ProcessId, values: tuple) -> None:
        """Append ``values`` written by ``process`` to the grid's outfeed."""
        raise NotImplementedError

    def located(self, op: Op | None, message: str) -> InterpreterError:
        """An error at ``op`` (None: of the run, at no op)."""
        if op is None:
            return InterpreterError(message, source_name=self.source_name)
        return InterpreterError(message, op_name=op.name, source_name=self.source_name,
                                line=op.line, column=op.column)


@record
class Process:
    """The position of one running process in its grid (``Interpreter.process``)."""

    grid: ProcessGrid
    replica_id: int
    partition_id: int

    @property
    def id(self) -> ProcessId:
        """``(replica_id, partition_id)``."""
        return (self.replica_id, self.partition_id)


class World(Protocol):
    """The OS processes of a distributed run (``mpi_grid.MpiWorld``): this one's rank among ``size``."""

    rank: int
    size: int

    def grid(self, num_replicas: int, num_partitions: int, infeed: Sequence[str] = (),
             source_name: str = "<string>") -> ProcessGrid:
        """A grid of ``num_replicas x num_partitions == size`` processes, process ``k`` (replica-major) on rank ``k``."""

    def started(self) -> None:
        """This rank starts running a program."""

    def finished(self) -> None:
        """This rank's program returned."""

    def stopping(self, interrupt: Callable[[], None]) -> AbstractContextManager:
        """A context in which a stop of the run (another rank's failure) calls ``interrupt``."""

    def fail(self, error: BaseException | None = None, code: int | None = None) -> None:
        """This rank failed with ``error``: stop the run on every rank."""

    def aborted(self, source_name: str = "<string>") -> InterpreterError:
        """What a rank that another's failure stopped raises: the failing rank and its error."""


_world: World | None = None


def current_world() -> World | None:
    """The distributed run this process is part of (``distributed``), else None."""
    return _world


@contextmanager
def distributed(world: World) -> Iterator[World]:
    """Run the block as one rank of ``world``: grids the kernels make span its processes."""
    global _world
    previous, _world = _world, world
    try:
        yield world
    finally:
        _world = previous
