"""The MPI transport of the process grid (process_grid.py): every process of the grid is one rank of
``mpiexec -n N`` (process ``k`` of ``process_ids``, replica-major, on rank ``k``), values travel with mpi4py
as NumPy buffers (every element type as its bytes, ml_dtypes' too). mpi4py is imported only when a
``MpiWorld`` is made (the optional extra ``stablehlo-py[mpi]``).

Exchanges: every member sends its value to the group's first member (the leader), which receives them in
group order, runs ``combine`` once, as the threaded grid's last arrival does, and sends each member its
result; so reductions fold in the same order and results agree bit for bit with the threaded grid. Each
message is a small JSON header (the rendezvous key, the op, the arrays' types and shapes), then one
message per array, on one tag per kind of traffic (MPI keeps the messages of one sender and tag in order).
A leader receiving a member's header for another rendezvous reports the processes as disagreeing.

The control plane (``MpiWorld``, one thread per rank on its own communicator) makes failures clean: a
rank that fails asks rank 0's coordinator to stop the run; the first such request wins, every rank is
told to stop (a rank in the middle of an op is interrupted as Ctrl-C would, ``RunStop.interrupt``), and
only the winner prints its message, so ``mpiexec`` ends with one message and that error's exit code.
The coordinator also sees deadlocks: every rank reports when it starts and stops waiting; when every
rank still running has waited, unchanged, for ``DEADLOCK_GRACE`` seconds, the run stops with the waits
listed, as the threaded grid reports them. The coordinator also brokers ``send``/``recv`` channels (a
channel id connects a send to any process's recv) and the infeed queue.
"""
from __future__ import annotations

import atexit
import json
import sys
import threading
import time
from collections import defaultdict, deque
from contextlib import contextmanager
from typing import Callable, Iterator, NoReturn, Sequence

import numpy as np

from ..errors import InputError, SourceError
from ..ir.nodes import Op
from .errors import InterpreterError
from .values import TOKEN
from .process_grid import ProcessGrid, ProcessGroup, ProcessId, RunAborted, format_ids

# How long every running rank must have waited, with nothing changing, before the run is a deadlock: messages
# in flight wake a waiting rank within a poll or two, but a rank may get no CPU for a while on a loaded machine.
DEADLOCK_GRACE = 2.0
# Seconds between two polls of a wait, doubled up to a most while nothing arrives: a collective in a loop waits
# for the others again and again, each time about as long as a poll then, so the most stays small (a poll is an
# MPI_Iprobe, a few microseconds). The control thread polls less often: only a stop, a deadlock, and the
# channels it brokers wait on it.
_POLL, _POLL_MAX = 0.00005, 0.001
_CONTROL_POLL, _CONTROL_POLL_MAX = 0.0002, 0.005
# Seconds a failing rank waits for the coordinator's word before it reports its own error anyway.
_ARBITRATION_TIMEOUT = 20.0

# Tags of the data communicator
_VALUE, _RESULT = 1, 2
# Tags of the control communicator: to the coordinator (rank 0), and from it
_FAIL, _WAIT, _RESUME, _FINISHED, _SEND, _RECV, _INFEED, _STARTED = 10, 11, 12, 13, 14, 15, 16, 17
_STOP, _DELIVER, _INFEED_NAME = 20, 21, 22

MPI_EXTRA_HINT = "install the optional extra: pip install 'stablehlo-py[mpi]' (mpi4py and an MPI such as mpich)"


def launched_by_mpi(environ: dict[str, str]) -> bool:
    """Whether this process was started by ``mpiexec`` (MPICH's Hydra, Open MPI, Intel MPI, Slurm's PMI)."""
    return any(name in environ for name in ("PMI_SIZE", "PMI_RANK", "OMPI_COMM_WORLD_SIZE", "PMIX_RANK"))


def _import_mpi():
    try:
        from mpi4py import MPI  # the optional extra: imported only here
    except ImportError as exc:
        raise InputError(f"running on MPI needs mpi4py ({exc}); {MPI_EXTRA_HINT}") from None
    return MPI


_world: "MpiWorld | None" = None


def mpi_world() -> "MpiWorld":
    """The world of this rank for the Python API (``Module.run(..., grid="mpi")``), made on first use."""
    global _world
    if _world is None:
        _world = MpiWorld()
    return _world


class MpiWorld:
    """This rank of ``mpiexec -n N``: its communicators, the control thread, and how the run stops.

    ``stop`` holds the coordinator's decision once the run is stopping: ``{"code": exit code, "rank": the
    rank whose error is printed}``; ``stop_error`` an error the coordinator made itself (a deadlock).
    """

    def __init__(self):
        self.MPI = _import_mpi()
        comm = self.MPI.COMM_WORLD
        self.rank, self.size = comm.Get_rank(), comm.Get_size()
        self.data, self.control = comm.Dup(), comm.Dup()
        # the exit code of an error, for a rank that fails outside ``report`` (set by the command line)
        self.exit_code_of: Callable[[BaseException], int] = lambda error: 1
        self.stop: dict | None = None
        self.stop_error: SourceError | None = None
        self._stopped = threading.Event()
        self._quit = threading.Event()
        self._lock = threading.Lock()
        self._on_stop: list[Callable[[], None]] = []
        self._finished = False
        self.grids_made = 0  # numbers the grids alike on every rank (``MpiGrid.number``)
        self.source_name = "<string>"  # of the program the last grid runs (for the coordinator's errors)
        self._wait_seq = 0
        self._deliveries: deque = deque()  # (channel values) the coordinator forwarded to this rank
        self._infeed_names: deque = deque()
        self._coordinator = _Coordinator(self) if self.rank == 0 else None
        self._thread = threading.Thread(target=self._control_loop, name="stablehlo mpi control", daemon=True)
        self._thread.start()
        atexit.register(self.close)  # before mpi4py's own exit handler finalises MPI

    def grid(self, num_replicas: int, num_partitions: int, infeed: Sequence[str] = (),
             source_name: str = "<string>") -> "MpiGrid":
        """A grid of ``num_replicas x num_partitions`` processes over this world (see the module docstring)."""
        if self.stop is not None:
            raise InterpreterError(f"an earlier run stopped on a failure of rank {self.stop['rank']}: these MPI "
                                   f"processes take no further runs")
        if num_replicas * num_partitions != self.size:
            raise InputError(f"the process grid has {num_replicas} x {num_partitions} = "
                             f"{num_replicas * num_partitions} processes but mpiexec started {self.size} rank(s): "
                             f"run mpiexec -n {num_replicas * num_partitions}")
        return MpiGrid(self, num_replicas, num_partitions, infeed, source_name)

    def barrier(self) -> None:
        """Wait until every rank reached its barrier (a stop of the run ends the wait with ``RunAborted``)."""
        request = self.data.Ibarrier()
        poll = _Poll()
        while not request.Test():
            self.check()
            poll.sleep()

    # -- stopping

    @contextmanager
    def stopping(self, interrupt: Callable[[], None]) -> Iterator[None]:
        """While the block runs, a stop of the run calls ``interrupt`` (``RunStop.interrupt``)."""
        with self._lock:
            self._on_stop.append(interrupt)
            stopped = self.stop is not None
        if stopped:
            interrupt()
        try:
            yield
        finally:
            with self._lock:
                self._on_stop.remove(interrupt)

    def check(self) -> None:
        """Raise ``RunAborted`` once the run is stopping (called by every wait)."""
        if self._stopped.is_set():
            raise RunAborted()

    def fail(self, error: BaseException | None = None, code: int | None = None) -> None:
        """This rank failed with ``error`` (exit ``code``; by default ``exit_code_of(error)``): stop the run on
        every rank; return once the coordinator decided (the world takes no further runs; ``aborted`` tells
        the others what failed)."""
        if code is None:
            code = self.exit_code_of(error) if error is not None else 1
        if self.stop is None:
            text = None if error is None else str(error)
            if isinstance(error, SourceError):  # its headline where it happened, without the quoted source
                text = f"{error.headline()} (at {error.source_name}:{error.line}:{error.column})" if error.line \
                    else error.headline()
            self._to_coordinator(_FAIL, {"rank": self.rank, "code": code, "message": text})
        self._stopped.wait(_ARBITRATION_TIMEOUT)

    def aborted(self, source_name: str = "<string>") -> InterpreterError:
        """The error a rank stopped by another's failure raises where it cannot stay silent (the Python API,
        ``shlo check``)."""
        stop = self.stop or {}
        said = f": {stop['message']}" if stop.get("message") else ""
        return InterpreterError(f"the run stopped: rank {stop.get('rank', '?')} failed{said}", source_name=source_name)

    def report(self, code: int, show: Callable[[], None]) -> NoReturn:
        """This rank failed with exit ``code``: ask the coordinator to stop the run, call ``show`` (which
        prints the error) if this rank's error is the one reported, and exit with the run's code."""
        if self.stop is None:
            self._to_coordinator(_FAIL, {"rank": self.rank, "code": code})
        deadline = time.monotonic() + _ARBITRATION_TIMEOUT
        while not self._stopped.is_set() and time.monotonic() < deadline:
            try:
                self._stopped.wait(0.05)
            except KeyboardInterrupt:  # a second Ctrl-C while the ranks agree on who reports
                pass
        stop = self.stop or {"code": code, "rank": self.rank}  # no word from rank 0: report it here
        if stop["rank"] == self.rank:
            (_printer(self.stop_error) if self.stop_error is not None else show)()
        self.leave(stop["code"])

    def stopped_by(self, error: BaseException) -> bool:
        """Whether ``error`` only says that another rank stopped the run (this rank has nothing to report)."""
        return isinstance(error, RunAborted) or (self.stop is not None and self.stop["rank"] != self.rank)

    def abandon(self) -> NoReturn:
        """This rank was stopped (``RunAborted``): exit with the run's code, printing nothing unless this rank
        holds the coordinator's own error (a deadlock)."""
        self.report(1, lambda: None)

    def leave(self, code: int) -> NoReturn:
        """End the control thread, then exit with ``code`` (mpi4py finalises MPI at exit)."""
        self.close()
        sys.stdout.flush()
        sys.stderr.flush()
        sys.exit(code)

    def close(self) -> None:
        """End the control thread."""
        self._quit.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join()

    # -- waits and the end of the program, as the coordinator sees them

    def waiting(self, process: ProcessId, op: Op, describe: str) -> int:
        """Tell the coordinator that ``process`` waits in ``op`` (``describe``: for what); a wait number."""
        self._wait_seq += 1
        if not self._finished:
            self._to_coordinator(_WAIT, {"rank": self.rank, "seq": self._wait_seq, "process": list(process),
                                         "op": op.name if op else "", "line": op.line if op else 0,
                                         "column": op.column if op else 0, "waits": describe})
        return self._wait_seq

    def resumed(self, seq: int) -> None:
        """The wait ``seq`` ended."""
        if not self._finished:
            self._to_coordinator(_RESUME, {"rank": self.rank, "seq": seq})

    def started(self) -> None:
        """This rank starts a program (again): its waits count for deadlocks."""
        if self._finished:
            self._to_coordinator(_STARTED, {"rank": self.rank})
            self._finished = False

    def finished(self) -> None:
        """This rank's program returned: the others may wait for it in vain from now on."""
        if not self._finished:
            self._to_coordinator(_FINISHED, {"rank": self.rank})
            self._finished = True

    # -- the coordinator's brokerage of channels and infeed

    def channel_send(self, grid: int, channel_id: int, values: tuple) -> None:
        """Give ``values`` to the coordinator's queue of channel ``channel_id`` of grid number ``grid``."""
        send_value(self.control, 0, _SEND, values, self.MPI, {"channel": [grid, channel_id]}).wait()

    def channel_recv(self, grid: int, process: ProcessId, op: Op, channel_id: int) -> tuple:
        """The oldest values sent on ``channel_id`` of grid number ``grid``, from the coordinator."""
        self._to_coordinator(_RECV, {"rank": self.rank, "channel": [grid, channel_id]})
        seq = self.waiting(process, op, f"for a send on channel {channel_id}")
        try:
            poll = _Poll()
            while not self._deliveries:
                self.check()
                poll.sleep()
        finally:
            self.resumed(seq)
        return self._deliveries.popleft()

    def infeed_name(self, grid: int, infeed: Sequence[str]) -> str | None:
        """The next function of the infeed queue ``infeed`` shared by the processes of grid number ``grid``
        (the coordinator pops it)."""
        self._to_coordinator(_INFEED, {"rank": self.rank, "grid": grid, "infeed": list(infeed)})
        poll = _Poll()
        while not self._infeed_names:
            self.check()
            poll.sleep()
        return self._infeed_names.popleft()

    # -- the control thread

    def _to_coordinator(self, tag: int, message: dict) -> None:
        _send_json(self.control, 0, tag, message, self.MPI)

    def _control_loop(self) -> None:
        status = self.MPI.Status()
        poll = _Poll(_CONTROL_POLL, _CONTROL_POLL_MAX)
        while not self._quit.is_set():
            if not self.control.Iprobe(source=self.MPI.ANY_SOURCE, tag=self.MPI.ANY_TAG, status=status):
                if self._coordinator is not None:
                    self._coordinator.check_deadlock()
                poll.sleep()
                continue
            poll.reset()
            source, tag = status.Get_source(), status.Get_tag()
            message = _recv_json(self.control, source, tag, status, self.MPI)
            if tag == _STOP:
                self._stop_here(message)
            elif tag == _DELIVER:
                self._deliveries.append(recv_value(self.control, source, _DELIVER, message, self.MPI))
            elif tag == _INFEED_NAME:
                self._infeed_names.append(message["name"])
            elif self._coordinator is not None:
                self._coordinator.handle(source, tag, message)

    def _stop_here(self, message: dict) -> None:
        with self._lock:
            if self.stop is not None:
                return
            self.stop = message
            callbacks = list(self._on_stop)
        self._stopped.set()
        for interrupt in callbacks:
            interrupt()


class _Coordinator:
    """Rank 0's control thread: who reports a failure, deadlocks, the channel and infeed brokers."""

    def __init__(self, world: MpiWorld):
        self.world = world
        self.stopped = False
        self.waits: dict[int, dict] = {}  # rank -> its current wait
        self.finished: set[int] = set()
        self.snapshot: tuple | None = None
        self.since = 0.0
        # by (grid number, channel id): the values sent, the ranks waiting to receive
        self.channels: defaultdict[tuple, deque] = defaultdict(deque)
        self.receivers: defaultdict[tuple, deque] = defaultdict(deque)
        self.infeeds: dict[int, deque] = {}  # by grid number

    def handle(self, source: int, tag: int, message: dict) -> None:
        world = self.world
        if tag == _FAIL:
            self.stop({"code": message["code"], "rank": message["rank"], "message": message.get("message")})
        elif tag == _WAIT:
            self.waits[message["rank"]] = message
        elif tag == _RESUME:
            if self.waits.get(message["rank"], {}).get("seq") == message["seq"]:
                del self.waits[message["rank"]]
        elif tag == _FINISHED:
            self.finished.add(message["rank"])
            self.waits.pop(message["rank"], None)
        elif tag == _STARTED:
            self.finished.discard(message["rank"])
        elif tag == _SEND:
            values = recv_value(world.control, source, _SEND, message, world.MPI)
            self.channels[tuple(message["channel"])].append(values)
            self._deliver(tuple(message["channel"]))
        elif tag == _RECV:
            self.receivers[tuple(message["channel"])].append(message["rank"])
            self._deliver(tuple(message["channel"]))
        elif tag == _INFEED:
            queue = self.infeeds.setdefault(message["grid"], deque(message["infeed"]))
            name = queue.popleft() if queue else None
            if message["rank"] == world.rank:
                world._infeed_names.append(name)
            else:
                _send_json(world.control, message["rank"], _INFEED_NAME, {"name": name}, world.MPI)

    def _deliver(self, channel: tuple) -> None:
        queue, receivers = self.channels[channel], self.receivers[channel]
        while queue and receivers:
            rank, values = receivers.popleft(), queue.popleft()
            if rank == self.world.rank:
                self.world._deliveries.append(values)
            else:
                send_value(self.world.control, rank, _DELIVER, values, self.world.MPI).wait()

    def stop(self, decision: dict) -> None:
        """Tell every rank to stop; the first decision stands."""
        if self.stopped:
            return
        self.stopped = True
        world = self.world
        for rank in range(world.size):
            if rank != world.rank:
                _send_json(world.control, rank, _STOP, decision, world.MPI)
        world._stop_here(decision)

    def check_deadlock(self) -> None:
        """Stop the run when every running rank has been waiting, unchanged, for ``DEADLOCK_GRACE`` s."""
        running = [r for r in range(self.world.size) if r not in self.finished]
        if self.stopped or not running or any(r not in self.waits for r in running):
            self.snapshot = None
            return
        snapshot = tuple((r, self.waits[r]["seq"]) for r in running)
        now = time.monotonic()
        if snapshot != self.snapshot:
            self.snapshot, self.since = snapshot, now
            return
        if now - self.since < DEADLOCK_GRACE:
            return
        lines = [f"process ({w['process'][0]}, {w['process'][1]}) on rank {r} in {w['op']} (line {w['line']}) "
                 f"waits {w['waits']}" for r, w in ((r, self.waits[r]) for r in running)]
        if self.finished:
            lines.append(f"rank(s) {', '.join(map(str, sorted(self.finished)))} already finished")
        first = self.waits[running[0]]
        error = InterpreterError("deadlock: every running process is waiting: " + "; ".join(lines),
                                 op_name=first["op"] or None, source_name=self.world.source_name,
                                 line=first["line"], column=first["column"])
        self.world.stop_error = error
        self.stop({"code": 1, "rank": self.world.rank, "message": error.headline()})


class MpiGrid(ProcessGrid):
    """``num_replicas x num_partitions`` processes, one per rank of ``world`` (see the module docstring)."""

    def __init__(self, world: MpiWorld, num_replicas: int, num_partitions: int, infeed: Sequence[str] = (),
                 source_name: str = "<string>", timeout: float | None = None):
        super().__init__(num_replicas, num_partitions, source_name, timeout)
        self.world = world
        world.source_name = source_name
        world.grids_made += 1
        self.number = world.grids_made  # the same on every rank: the ranks make their grids in the same order
        self.infeed = tuple(infeed)
        self.outfeed: list[tuple[ProcessId, tuple]] = []  # what this rank's process wrote

    def exchange(self, process: ProcessId, op: Op, group: ProcessGroup, key: tuple, value: object,
                 combine: Callable[[list], list]) -> object:
        if len(group) == 1:
            return combine([value])[0]
        world, MPI = self.world, self.world.MPI
        key_text = repr(key)
        leader = group[0]
        if process != leader:
            sends = send_value(world.data, self.flat_id(leader), _VALUE, value, MPI,
                               {"key": key_text, "op": _op_info(op)})
            header = self._receive_header(process, op, leader, _RESULT,
                                          lambda: f"for the result of process {format_ids([leader])} of the "
                                                  f"process group [{format_ids(group)}]")
            result = recv_value(world.data, self.flat_id(leader), _RESULT, header, MPI)
            self._complete([sends], process, op)
            return result
        values = [value]
        for index, member in enumerate(group[1:], start=1):
            header = self._receive_header(process, op, member, _VALUE,
                                          lambda: f"for process(es) {format_ids(group[index:])} of the process "
                                                  f"group [{format_ids(group)}]")
            if header["key"] != key_text:
                other = header["op"]
                came = f"{other['name']} (line {other['line']})" if other["name"] else "the end of its program"
                raise self.located(op, f"the processes disagree: process ({member[0]}, {member[1]}) came to "
                                       f"{came} while process ({process[0]}, "
                                       f"{process[1]}) waits in {op.name} (line {op.line}) for process(es) "
                                       f"{format_ids(group[index:])} of the process group [{format_ids(group)}]")
            values.append(recv_value(world.data, self.flat_id(member), _VALUE, header, MPI))
        results = combine(values)
        sends = [send_value(world.data, self.flat_id(member), _RESULT, result, MPI,
                            {"key": key_text, "op": _op_info(op)}) for member, result in zip(group[1:], results[1:])]
        self._complete(sends, process, op)
        return results[0]

    def send(self, channel_id: int, values: tuple) -> None:
        self.world.channel_send(self.number, channel_id, values)

    def recv(self, process: ProcessId, op: Op, channel_id: int) -> tuple:
        return self.world.channel_recv(self.number, process, op, channel_id)

    def barrier(self, process: ProcessId, op: Op | None = None) -> None:
        self.exchange(process, op, tuple(self.process_ids), ("barrier",), None, lambda values: [None] * len(values))

    def next_infeed(self) -> str | None:
        return self.world.infeed_name(self.number, self.infeed)

    def write_outfeed(self, process: ProcessId, values: tuple) -> None:
        self.outfeed.append((process, values))

    # -- waiting

    def _receive_header(self, process: ProcessId, op: Op, source: ProcessId, tag: int,
                        describe: Callable[[], str]) -> dict:
        """The next header from ``source`` on ``tag``, polling: a stop of the run, the rendezvous timeout."""
        world, MPI = self.world, self.world.MPI
        status = MPI.Status()
        rank = self.flat_id(source)
        if world.data.Iprobe(source=rank, tag=tag, status=status):
            return _recv_json(world.data, rank, tag, status, MPI)
        seq = world.waiting(process, op, describe())
        deadline = time.monotonic() + self.timeout
        poll = _Poll()
        try:
            while not world.data.Iprobe(source=rank, tag=tag, status=status):
                world.check()
                if time.monotonic() > deadline:
                    raise self.located(op, f"timed out after {self.timeout:g} s: process ({process[0]}, "
                                           f"{process[1]}) waited {describe()}")
                poll.sleep()
        finally:
            world.resumed(seq)
        return _recv_json(world.data, rank, tag, status, MPI)

    def _complete(self, sends: list[Outgoing], process: ProcessId, op: Op) -> None:
        """Wait for this rank's sends to finish (their arrays may be written in place afterwards)."""
        deadline = time.monotonic() + self.timeout
        poll = _Poll()
        while not all(s.done() for s in sends):
            self.world.check()
            if time.monotonic() > deadline:
                raise self.located(op, f"timed out after {self.timeout:g} s: process ({process[0]}, {process[1]}) "
                                       f"waited for its values to be received")
            poll.sleep()


class _Poll:
    """Sleeps between polls, doubling from ``first`` to ``most`` seconds."""

    def __init__(self, first: float = _POLL, most: float = _POLL_MAX):
        self.first, self.most = first, most
        self.delay = first

    def sleep(self) -> None:
        time.sleep(self.delay)
        self.delay = min(self.delay * 2, self.most)

    def reset(self) -> None:
        self.delay = self.first


def _printer(error: BaseException) -> Callable[[], None]:
    def show() -> None:
        print(error.report() if isinstance(error, SourceError) else str(error), file=sys.stderr, flush=True)
    return show


def _op_info(op: Op | None) -> dict:
    return {"name": op.name if op is not None else "", "line": op.line if op is not None else 0}


# -- values on the wire: a JSON header, then one message of bytes per array

def _send_json(comm, dest: int, tag: int, message: dict, MPI) -> None:
    comm.Send([np.frombuffer(json.dumps(message).encode(), np.uint8), MPI.BYTE], dest=dest, tag=tag)


def _recv_json(comm, source: int, tag: int, status, MPI) -> dict:
    buffer = np.empty(status.Get_count(MPI.BYTE), np.uint8)
    comm.Recv([buffer, MPI.BYTE], source=source, tag=tag)
    return json.loads(buffer.tobytes())


def _flatten(value: object, arrays: list[np.ndarray]) -> object:
    """The structure of ``value`` (tuples and lists of arrays, tokens, None) with each array replaced by its index
    in ``arrays`` (appended)."""
    if value is None:
        return None
    if value is TOKEN:
        return {"token": True}
    if isinstance(value, (tuple, list)):
        return {"tuple" if isinstance(value, tuple) else "list": [_flatten(v, arrays) for v in value]}
    if isinstance(value, (np.ndarray, np.generic)):
        array = np.asarray(value)
        if not array.flags.c_contiguous:
            array = array.copy()  # (np.ascontiguousarray would make a 0-d array 1-d)
        if not array.dtype.isnative:
            array = array.astype(array.dtype.newbyteorder("="))
        arrays.append(array)
        return {"array": len(arrays) - 1, "dtype": array.dtype.name, "shape": list(array.shape)}
    raise InterpreterError(f"a value of type {type(value).__name__} cannot be sent to another process")


class Outgoing:
    """The sends of one value: their requests, and the buffers they read (alive until they complete)."""

    def __init__(self, requests: list, buffers: list[np.ndarray], MPI):
        self.requests, self.buffers, self.MPI = requests, buffers, MPI

    def done(self) -> bool:
        """Whether every send completed."""
        return self.MPI.Request.Testall(self.requests)

    def wait(self) -> None:
        """Block until every send completed."""
        self.MPI.Request.Waitall(self.requests)


def send_value(comm, dest: int, tag: int, value: object, MPI, header: dict | None = None) -> Outgoing:
    """Start sending ``value`` (a header holding ``header`` and the value's structure, then its arrays'
    bytes) to ``dest``."""
    arrays: list[np.ndarray] = []
    structure = _flatten(value, arrays)
    buffers = [np.frombuffer(json.dumps({**(header or {}), "value": structure}).encode(), np.uint8)]
    buffers += [a.reshape(-1).view(np.uint8) for a in arrays]
    return Outgoing([comm.Isend([b, MPI.BYTE], dest=dest, tag=tag) for b in buffers], buffers, MPI)


def recv_value(comm, source: int, tag: int, header: dict | None, MPI) -> object:
    """Receive a value sent by ``send_value`` (its header already received, or None to receive it here)."""
    if header is None:
        status = MPI.Status()
        comm.Probe(source=source, tag=tag, status=status)
        header = _recv_json(comm, source, tag, status, MPI)

    def build(structure: object) -> object:
        if structure is None:
            return None
        if "token" in structure:
            return TOKEN
        if "tuple" in structure:
            return tuple(build(s) for s in structure["tuple"])
        if "list" in structure:
            return [build(s) for s in structure["list"]]
        array = np.empty(structure["shape"], np.dtype(structure["dtype"]))
        comm.Recv([array.reshape(-1).view(np.uint8), MPI.BYTE], source=source, tag=tag)
        return array

    return build(header["value"])
