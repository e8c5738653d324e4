"""``shlo run --profile`` (issue #14 point 1): where a run's time goes, by op name or by source location
(JAX's name stack), and the run as Chrome trace events (``--profile-out trace.json``) that Perfetto and
``chrome://tracing`` open.

Each op's time is its own ("self") time: the time between the profiler's clock readings just before and
just after its kernel, less the time of the ops nested in it (a ``while``'s body ops, a ``func.call``'s
callee, a ``reduce``'s body when it runs op by op, and the profiler's time around those). The profiler's
own time is the ``(profiler)`` row; the interpreter's time between top-level ops is the ``(between ops)``
row, so the rows add up to the time from the first op to the last (the run of the entry function, without
checking inputs and converting results).
"""
from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..interpreter.observe import Observer
from ..ir.nodes import Module, Op
from .signature import location_name

BETWEEN_OPS = "(between ops)"
PROFILER = "(profiler)"


@dataclass(frozen=True, slots=True)
class OpEvent:
    """One executed op: start and duration of its kernel (ns, perf_counter), its self time (less the ops
    nested in it, with their hooks), the profiler's own time around it, thread, and bytes of its results."""

    op: Op
    start: int
    duration: int
    self_time: int
    hooks: int
    thread: int
    produced: int


@dataclass(frozen=True, slots=True)
class ProfileRow:
    """A row of the table: a group of executed ops (``calls`` 0: a row of time no op accounts for)."""

    key: str
    seconds: float
    calls: int
    share: float  # of the run's time
    produced: int  # bytes of the results


class Profiler(Observer):
    """Records every executed op; its hooks read the clock four times per op: on entering ``enter``, on
    leaving it, on entering ``leave`` and on leaving it, so that the time the profiler itself takes is known
    (``hooks``) and is neither an op's nor its parent's."""

    def __init__(self, clock=time.perf_counter_ns):
        super().__init__()
        self.clock = clock
        self._raw: list[tuple] = []
        self._threads: dict[int, int] = {}
        self._hook_totals: list[list[int]] = []  # one [ns] per thread: the profiler's own time
        self._lock = threading.Lock()

    def hooks(self) -> tuple:
        """Hooks that only read the clock and record (no op stack: nesting is by time): ``enter`` reads it
        on entering and last, ``leave`` first and on leaving; what lies between the two pairs is the op's."""
        clock, record, ident = self.clock, self._raw.append, threading.get_ident()
        nested: list[int] = []  # per running op of this thread: the time of the ops nested in it so far
        hooks = [0]  # this thread's profiler time
        with self._lock:
            self._hook_totals.append(hooks)

        def enter(op: Op, operands: Sequence[object]) -> tuple[int, int]:
            entered = clock()
            nested.append(0)
            return entered, clock()

        def leave(op: Op, token: tuple[int, int], operands: Sequence[object], results: Sequence[object]) -> None:
            end = clock()
            entered, start = token
            produced = 0
            for result in results:
                produced += getattr(result, "nbytes", 0)
            inner = nested.pop()
            left = clock()
            if nested:
                nested[-1] += left - entered
            hooks[0] += start - entered + left - end
            record((op, start, end - start, inner, produced, ident, start - entered, entered, left, len(nested)))

        def region_started() -> None:
            pass

        return enter, leave, region_started

    @property
    def events(self) -> list[OpEvent]:
        """The recorded ops as ``OpEvent``s, in the order they finished."""
        return [OpEvent(op, start, duration, duration - inner, hooks, self._thread(ident), produced)
                for op, start, duration, inner, produced, ident, hooks, *_ in self._raw]

    @property
    def span_seconds(self) -> float:
        """The time from entering the first top-level op to leaving the last, summed over threads: the run
        of the entry function's body that the table accounts for."""
        spans: dict[int, list[int]] = {}
        for *_, ident, _, entered, left, depth in self._raw:
            if depth == 0:
                span = spans.setdefault(ident, [entered, left])
                span[0], span[1] = min(span[0], entered), max(span[1], left)
        return sum(last - first for first, last in spans.values()) / 1e9

    @property
    def hook_seconds(self) -> float:
        """The profiler's own time (its wrappers), summed over the run's threads."""
        return sum(total[0] for total in self._hook_totals) / 1e9

    def _thread(self, ident: int) -> int:
        """0, 1, ... for the threads in the order they first ran an op (the processes of a grid run)."""
        return self._threads.setdefault(ident, len(self._threads))


def group_key(op: Op, by: str, module: Module) -> str:
    """The row an op counts in: its name (``by="op"``) or its place (``"location"``): the name stack of its
    name location (``jit(f)/attn/dot_general``), else its name and line."""
    if by == "op":
        return op.name
    return location_name(op.location, module) or f"{op.name} at line {op.line}"


def profile_rows(profiler: Profiler, module: Module, by: str = "op", top: int = 20) -> list[ProfileRow]:
    """The table: the ``top`` groups by self time, the rest as one ``(N more)`` row, the profiler's own
    time (``PROFILER``) and the time between top-level ops (``BETWEEN_OPS``: the interpreter's own work).
    Shares are of the profiled time (``Profiler.span_seconds``: from the first op to the last, per process
    for a grid run); negative ``BETWEEN_OPS`` would mean time counted twice."""
    events = profiler.events
    groups: dict[str, list] = {}
    for event in events:
        group = groups.setdefault(group_key(event.op, by, module), [0, 0, 0])
        group[0] += event.self_time
        group[1] += 1
        group[2] += event.produced
    ordered = sorted(groups.items(), key=lambda item: -item[1][0])
    span = profiler.span_seconds
    capacity = max(span, 1e-12)

    def row(key: str, seconds: float, calls: int = 0, produced: int = 0) -> ProfileRow:
        return ProfileRow(key, seconds, calls, seconds / capacity, produced)

    rows = [row(key, ns / 1e9, calls, produced) for key, (ns, calls, produced) in ordered[:top]]
    rest = ordered[top:]
    if rest:
        rows.append(row(f"({len(rest)} more)", sum(v[0] for _, v in rest) / 1e9, sum(v[1] for _, v in rest),
                        sum(v[2] for _, v in rest)))
    accounted = sum(e.self_time for e in events) / 1e9
    rows.append(row(PROFILER, profiler.hook_seconds))
    rows.append(row(BETWEEN_OPS, span - accounted - profiler.hook_seconds))
    return rows


def chrome_trace(events: Sequence[OpEvent], module: Module) -> dict:
    """The run as Chrome trace events (``"ph": "X"`` complete events, microseconds from the first op):
    one slice per executed op, nested by time on its thread (one thread per process), with the op's
    place in ``args``."""
    origin = min((e.start for e in events), default=0)
    trace = []
    for event in sorted(events, key=lambda e: (e.thread, e.start, -e.duration)):
        op = event.op
        trace.append({"name": op.name, "cat": op.dialect, "ph": "X", "ts": (event.start - origin) / 1000,
                      "dur": event.duration / 1000, "pid": 0, "tid": event.thread,
                      "args": {"location": group_key(op, "location", module), "line": op.line,
                               "column": op.column, "bytes": event.produced}})
    names = [{"name": "thread_name", "ph": "M", "pid": 0, "tid": t, "args": {"name": f"process {t}"}}
             for t in sorted({e.thread for e in events})]
    return {"traceEvents": names + trace, "displayTimeUnit": "ms",
            "otherData": {"source": module.source_name, "producer": "shlo run --profile"}}


def write_chrome_trace(path: Path, events: Sequence[OpEvent], module: Module) -> None:
    """``chrome_trace`` as JSON at ``path``, written atomically."""
    from .outputs import write_text_atomically

    write_text_atomically(Path(path), json.dumps(chrome_trace(events, module)))


def bytes_text(n: int) -> str:
    """``1.5 MiB``."""
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{n} B"


def rows_json(rows: Sequence[ProfileRow]) -> list[dict]:
    return [{"key": r.key, "seconds": r.seconds, "calls": r.calls, "share": r.share, "bytes": r.produced}
            for r in rows]
