"""The StableHLO process grid (spec "Parallel execution", "Collective ops", "Point-to-point
communication", "Streaming communication"): process ids, the four process-group strategies,
and the rendezvous through which the processes of ``interpreter.run_parallel`` exchange values.

Processes are Python threads (ops/parallel.py), each with its own ``Interpreter``. Every
exchange happens under one ``threading.Condition``. A process that waits is recorded with the
op it waits in: when every running process waits, the run stops at once with a deadlock error
naming them, and a timeout (``RENDEZVOUS_TIMEOUT``) bounds every wait.
"""
from __future__ import annotations

import threading
import time
from collections import defaultdict, deque
from typing import Callable, Sequence

from ..ir.records import record
from ..errors import Interrupted, ResourceError, SourceError
from ..ir.nodes import Op
from .errors import InterpreterError, NotImplementedOpError

ProcessId = tuple[int, int]  # (replica_id, partition_id)
ProcessGroup = tuple[ProcessId, ...]

# Seconds a process waits in one rendezvous (or recv) before the run fails. Deadlocks are
# detected at once; this only bounds waits on a process that is busy elsewhere for too long.
RENDEZVOUS_TIMEOUT = 60.0


class RunAborted(BaseException):
    """Stops a process whose run already failed (another process's error, a deadlock, a timeout).

    A BaseException so that the evaluator does not report it as the failure of the op it stops.
    """


@record
class _Wait:
    """What a blocked process waits for: the op, a description for errors, and who wakes it."""

    op: Op
    describe: Callable[[], str]
    wake_key: object


class _Meeting:
    """One rendezvous of a process group: the values given so far, then everyone's results."""

    def __init__(self, group: ProcessGroup):
        self.group = group
        self.values: dict[ProcessId, object] = {}
        self.results: list | None = None

    def missing(self) -> list[ProcessId]:
        """The members that have not given their value yet."""
        return [p for p in self.group if p not in self.values]


def format_ids(ids: Sequence[ProcessId]) -> str:
    """Process ids as ``(r, p), (r, p), ...`` for messages."""
    return ", ".join(f"({r}, {p})" for r, p in ids)


class ProcessGrid:
    """``num_replicas`` x ``num_partitions`` processes, their channels, infeed queue and outfeed."""

    def __init__(self, num_replicas: int, num_partitions: int, infeed: Sequence[str] = (),
                 source_name: str = "<string>", timeout: float | None = None):
        self.num_replicas = num_replicas
        self.num_partitions = num_partitions
        self.source_name = source_name
        self.timeout = RENDEZVOUS_TIMEOUT if timeout is None else timeout
        self.outfeed: list[tuple[ProcessId, tuple]] = []  # (process, inputs) in the order written
        self.error: SourceError | None = None  # the first failure; the run stops on it
        self._cond = threading.Condition()
        self._meetings: dict[tuple, _Meeting] = {}
        self._channels: defaultdict[int, deque] = defaultdict(deque)
        self._infeed = deque(infeed)
        self._running: set[ProcessId] = set(self.process_ids)
        self._waiting: dict[ProcessId, _Wait] = {}

    @property
    def process_ids(self) -> list[ProcessId]:
        """Every process id, replica-major: (0, 0), (0, 1), ..., (1, 0), ..."""
        return [(r, p) for r in range(self.num_replicas) for p in range(self.num_partitions)]

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

    # -- lifecycle (ops/parallel.py)

    def finished(self, process: ProcessId) -> None:
        """``process`` returned (or stopped): the others may now be deadlocked waiting for it."""
        with self._cond:
            self._running.discard(process)
            self._waiting.pop(process, None)
            self._check_deadlock()
            self._cond.notify_all()

    def fail(self, error: SourceError) -> None:
        """Stop the run on ``error`` (the first failure is the one reported)."""
        with self._cond:
            if self.error is None:
                self.error = error
            self._cond.notify_all()

    def wait_all(self) -> None:
        """Block until every process finished; raise the run's error if one failed."""
        with self._cond:
            while self._running and self.error is None:
                self._cond.wait()
            if self.error is not None:
                raise self.error

    # -- exchanges

    def exchange(self, process: ProcessId, op: Op, group: ProcessGroup, key: tuple, value: object,
                 combine: Callable[[list], list]) -> object:
        """Rendezvous of ``group`` for ``op``: every member gives ``value``; once all have, ``combine``
        runs once on the values in group order and returns one result per member (group order);
        ``process`` gets its own. ``key`` names the rendezvous (op, channel id, group)."""
        if len(group) == 1:
            return combine([value])[0]
        with self._cond:
            meeting = self._meetings.get(key)
            if meeting is None:
                meeting = self._meetings[key] = _Meeting(group)
            meeting.values[process] = value
            if len(meeting.values) < len(group):
                self._wait_until(process, op, meeting, lambda: meeting.results is not None,
                                 lambda: f"for process(es) {format_ids(meeting.missing())} of the process "
                                         f"group [{format_ids(group)}]")
                return meeting.results[group.index(process)]
            del self._meetings[key]  # the group's next rendezvous with this key starts afresh
        results = combine([meeting.values[p] for p in group])  # the last process to arrive computes
        with self._cond:
            meeting.results = results
            self._wake(meeting)
        return results[group.index(process)]

    def send(self, channel_id: int, values: tuple) -> None:
        """Queue ``values`` on channel ``channel_id`` (received in the order sent)."""
        with self._cond:
            self._channels[channel_id].append(values)
            self._wake(("channel", channel_id))

    def recv(self, process: ProcessId, op: Op, channel_id: int) -> tuple:
        """The oldest values sent on ``channel_id``, waiting for a send if there are none yet."""
        with self._cond:
            queue = self._channels[channel_id]
            self._wait_until(process, op, ("channel", channel_id), lambda: bool(queue),
                             lambda: f"for a send on channel {channel_id}")
            return queue.popleft()

    def next_infeed(self) -> str | None:
        """The function producing the next infeed value (spec "Streaming communication"), or None."""
        with self._cond:
            return self._infeed.popleft() if self._infeed else None

    def write_outfeed(self, process: ProcessId, values: tuple) -> None:
        """Append ``values`` written by ``process`` to ``outfeed``."""
        with self._cond:
            self.outfeed.append((process, values))

    # -- waiting, deadlocks, timeouts (call with the lock held)

    def _wait_until(self, process: ProcessId, op: Op, wake_key: object, ready: Callable[[], bool],
                    describe: Callable[[], str]) -> None:
        """Wait until ``ready()``, recorded as waiting (``describe``) for whoever wakes ``wake_key``."""
        deadline = time.monotonic() + self.timeout
        while not ready():
            if self.error is not None:
                raise RunAborted()
            if process not in self._waiting:
                self._waiting[process] = _Wait(op, describe, wake_key)
                self._check_deadlock()
                continue
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._waiting.pop(process, None)
                self.fail(self._located(op, f"timed out after {self.timeout:g} s: process "
                                            f"({process[0]}, {process[1]}) waited {describe()}"))
                raise RunAborted()
            self._cond.wait(remaining)
        self._waiting.pop(process, None)

    def _wake(self, wake_key: object) -> None:
        """The processes waiting for ``wake_key`` are no longer waiting; wake every thread to check."""
        for process in [p for p, w in self._waiting.items() if w.wake_key == wake_key]:
            del self._waiting[process]
        self._cond.notify_all()

    def _check_deadlock(self) -> None:
        """Fail the run when every running process waits."""
        if self.error is not None or not self._running or any(p not in self._waiting for p in self._running):
            return
        blocked = sorted(self._running)
        lines = [f"process ({p[0]}, {p[1]}) in {self._waiting[p].op.name} (line {self._waiting[p].op.line}) "
                 f"waits {self._waiting[p].describe()}" for p in blocked]
        done = [p for p in self.process_ids if p not in self._running]
        if done:
            lines.append(f"process(es) {format_ids(done)} already finished")
        self.error = self._located(self._waiting[blocked[0]].op,
                                   "deadlock: every running process is waiting: " + "; ".join(lines))
        self._cond.notify_all()

    def _located(self, op: Op, message: str) -> InterpreterError:
        """An error at ``op``."""
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


def run_processes(grid: ProcessGrid, jobs: dict[ProcessId, tuple[str, Callable[[], list]]]) -> dict[ProcessId, list]:
    """Run every job ``(what, fn)`` as process ``pid`` of ``grid``, each in its own thread; the values each
    returned. The first error of any process (or a deadlock, or a timeout) stops the run and is raised,
    naming the process and ``what`` it ran."""
    results: dict[ProcessId, list] = {}

    def run(pid: ProcessId, what: str, fn: Callable[[], list]) -> None:
        try:
            results[pid] = fn()
        except RunAborted:
            pass
        except NotImplementedOpError as exc:  # reported as is: `shlo test` counts the missing op
            grid.fail(exc)
        except (InterpreterError, ResourceError, Interrupted) as exc:  # the same error, naming the process
            exc.message = f"{exc.message} (in process ({pid[0]}, {pid[1]}) running {what})"
            grid.fail(exc)
        except BaseException as exc:  # RecursionError and the like: still stop the run with a message
            grid.fail(InterpreterError(f"{type(exc).__name__}: {exc} (in process ({pid[0]}, {pid[1]}) "
                                       f"running {what})", source_name=grid.source_name))
        finally:
            grid.finished(pid)

    threads = [threading.Thread(target=run, args=(pid, what, fn), name=f"stablehlo process {pid}", daemon=True)
               for pid, (what, fn) in jobs.items()]
    for thread in threads:
        thread.start()
    try:
        grid.wait_all()
    except BaseException as exc:  # a process failed, or this run was interrupted (e.g. `shlo test --timeout`)
        grid.fail(exc if isinstance(exc, InterpreterError) else InterpreterError(f"run stopped: {exc!r}"))
        raise
    missing = [pid for pid in jobs if pid not in results]
    if missing:  # every process ended, none failed, yet one has no results: never silently
        raise InterpreterError(f"process ({missing[0][0]}, {missing[0][1]}) stopped without results",
                               source_name=grid.source_name)
    return results
