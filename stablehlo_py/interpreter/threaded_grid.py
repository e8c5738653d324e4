"""The threaded transport of the process grid (process_grid.py): every process a Python thread of this
process, each with its own ``Interpreter``.

Every exchange happens under one ``threading.Condition``. A process that waits is recorded with the
op it waits in: when every running process waits, the run stops at once with a deadlock error
naming them, and a timeout (``RENDEZVOUS_TIMEOUT``) bounds every wait.
"""
from __future__ import annotations

import threading
import time
from collections import defaultdict, deque
from typing import Callable, Sequence

from ..errors import Interrupted, ResourceError, SourceError
from ..ir.nodes import Op
from ..ir.records import record
from .errors import InterpreterError, NotImplementedOpError
from .process_grid import ProcessGrid, ProcessGroup, ProcessId, RunAborted, format_ids


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


class ThreadedGrid(ProcessGrid):
    """``num_replicas`` x ``num_partitions`` threads, their channels, infeed queue and outfeed."""

    def __init__(self, num_replicas: int, num_partitions: int, infeed: Sequence[str] = (),
                 source_name: str = "<string>", timeout: float | None = None):
        super().__init__(num_replicas, num_partitions, source_name, timeout)
        self.outfeed: list[tuple[ProcessId, tuple]] = []  # (process, inputs) in the order written
        self.error: SourceError | None = None  # the first failure; the run stops on it
        self._cond = threading.Condition()
        self._meetings: dict[tuple, _Meeting] = {}
        self._channels: defaultdict[int, deque] = defaultdict(deque)
        self._infeed = deque(infeed)
        self._running: set[ProcessId] = set(self.process_ids)
        self._waiting: dict[ProcessId, _Wait] = {}

    # -- lifecycle (run_processes)

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

    # -- the transport

    def exchange(self, process: ProcessId, op: Op, group: ProcessGroup, key: tuple, value: object,
                 combine: Callable[[list], list]) -> object:
        """See ``ProcessGrid.exchange``: the last member to arrive runs ``combine``."""
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
        with self._cond:
            self._channels[channel_id].append(values)
            self._wake(("channel", channel_id))

    def recv(self, process: ProcessId, op: Op, channel_id: int) -> tuple:
        with self._cond:
            queue = self._channels[channel_id]
            self._wait_until(process, op, ("channel", channel_id), lambda: bool(queue),
                             lambda: f"for a send on channel {channel_id}")
            return queue.popleft()

    def barrier(self, process: ProcessId, op: Op | None = None) -> None:
        group = tuple(self.process_ids)
        self.exchange(process, op, group, ("barrier",), None, lambda values: [None] * len(values))

    def next_infeed(self) -> str | None:
        with self._cond:
            return self._infeed.popleft() if self._infeed else None

    def write_outfeed(self, process: ProcessId, values: tuple) -> None:
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
                self.fail(self.located(op, f"timed out after {self.timeout:g} s: process "
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
        lines = [f"process ({p[0]}, {p[1]}) in {_place(self._waiting[p].op)} waits {self._waiting[p].describe()}"
                 for p in blocked]
        done = [p for p in self.process_ids if p not in self._running]
        if done:
            lines.append(f"process(es) {format_ids(done)} already finished")
        self.error = self.located(self._waiting[blocked[0]].op,
                                  "deadlock: every running process is waiting: " + "; ".join(lines))
        self._cond.notify_all()


def _place(op: Op | None) -> str:
    """Where a process waits: ``stablehlo.all_reduce (line 8)``, or its barrier."""
    return f"{op.name} (line {op.line})" if op is not None else "a barrier"


def run_processes(grid: ThreadedGrid, jobs: dict[ProcessId, tuple[str, Callable[[], list]]]
                  ) -> dict[ProcessId, list]:
    """Run every job ``(what, fn)`` as process ``pid`` of ``grid``, each in its own thread; the values each
    returned. The first error of any process (or a deadlock, or a timeout) stops the run and is raised,
    naming the process and ``what`` it ran."""
    results: dict[ProcessId, list] = {}

    def run(pid: ProcessId, what: str, fn: Callable[[], list]) -> None:
        try:
            results[pid] = fn()
        except RunAborted:
            pass
        except BaseException as exc:
            grid.fail(process_error(exc, pid, what, grid.source_name))
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


def process_error(exc: BaseException, pid: ProcessId, what: str, source_name: str) -> SourceError:
    """The error with which process ``pid`` (running ``what``) stops the run: a project error naming the
    process (a missing op as is: `shlo test` counts it), anything else (RecursionError and the like) as a
    message, so that the run still stops with one."""
    if isinstance(exc, NotImplementedOpError):
        return exc
    if isinstance(exc, (InterpreterError, ResourceError, Interrupted)):
        exc.message = f"{exc.message} (in process ({pid[0]}, {pid[1]}) running {what})"
        return exc
    return InterpreterError(f"{type(exc).__name__}: {exc} (in process ({pid[0]}, {pid[1]}) running {what})",
                            source_name=source_name)
