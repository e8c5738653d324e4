"""``shlo run --profile`` (issue #14 point 1): where a run's time goes, by op name or by source location
(JAX's name stack), and the run as Chrome trace events (``--profile-out trace.json``) that Perfetto and
``chrome://tracing`` open.

The profiler's hooks read the clock once as an op starts and once as it ends, and record the op; nesting
is found afterwards from the times (an op lies inside the one running when it starts: a ``while``'s body
ops, a ``func.call``'s callee, a ``reduce``'s body when it runs op by op). Each op's time in the table is
its own ("self") time: its time less that of the ops nested in it and of the profiler's hooks around
those, whose cost per op is measured when the profiler is made (as Python's ``profile`` module calibrates
its bias). The hooks' time is the ``(profiler)`` row and the interpreter's time between top-level ops the
``(between ops)`` row, so the rows add up to the time from the first op to the last (the run of the entry
function, without checking inputs and converting results).
"""
from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Sequence

from ..ir.records import record
from ..interpreter.observe import Observer
from ..ir.nodes import Module, Op
from .signature import location_name

BETWEEN_OPS = "(between ops)"
PROFILER = "(profiler)"
_CALIBRATION_ROUNDS = 2000
_HOOK_COSTS: dict = {}  # clock -> the hooks' cost per op (Profiler._calibrate)


@record(frozen=True, slots=True)
class OpEvent:
    """One executed op: start and duration (ns, perf_counter), self time (less the ops nested in it and the
    hooks around them), nesting depth, thread, and bytes of its results."""

    op: Op
    start: int
    duration: int
    self_time: int
    depth: int
    thread: int
    produced: int


@record(frozen=True, slots=True)
class ProfileRow:
    """A row of the table: a group of executed ops (``calls`` 0: a row of time no op accounts for)."""

    key: str
    seconds: float
    calls: int
    share: float  # of the run's time
    produced: int  # bytes of the results


class Profiler(Observer):
    """Records every executed op: ``(op, start, end, bytes of its results, thread)``."""

    def __init__(self, clock=time.perf_counter_ns):
        super().__init__()
        self.clock = clock
        self._raw: list[tuple] = []
        self._events: list[OpEvent] | None = None
        if clock not in _HOOK_COSTS:  # measured once per process and clock
            _HOOK_COSTS[clock] = self._calibrate()
        self.hook_cost = _HOOK_COSTS[clock]  # ns per op outside its two clock readings

    hook_form = "timing"

    def hooks(self) -> tuple:
        """``enter`` is the clock itself; ``leave`` reads it and records the op (no op stack, no operands)."""
        clock, record, ident = self.clock, self._raw.append, threading.get_ident()

        def leave(op: Op, start: int, results: Sequence[object]) -> None:
            end = clock()
            if len(results) == 1:  # most ops: no loop
                produced = getattr(results[0], "nbytes", 0)
            else:
                produced = sum(getattr(result, "nbytes", 0) for result in results)
            record((op, start, end, produced, ident))

        def region_started() -> None:
            pass

        return clock, leave, region_started

    def _calibrate(self) -> int:
        """The time one op's hooks take outside its measured interval, as generated code calls them (the best
        of three rounds, ns)."""
        enter, leave, _ = Profiler.hooks(self)
        operands, clock, best = (None,), self.clock, None
        for _ in range(3):
            first = clock()
            for _ in range(_CALIBRATION_ROUNDS):
                token = enter()
                leave(None, token, operands)
            total = clock() - first
            inside = sum(end - start for _, start, end, _, _ in self._raw)
            self._raw.clear()
            cost = max(0, (total - inside) // _CALIBRATION_ROUNDS)
            best = cost if best is None else min(best, cost)
        return best

    @property
    def events(self) -> list[OpEvent]:
        """The recorded ops as ``OpEvent``s (in the order they ended), nesting found from their times."""
        if self._events is None or len(self._events) != len(self._raw):
            self._events = self._nest()
        return self._events

    def _nest(self) -> list[OpEvent]:
        threads: dict[int, int] = {}
        order = sorted(range(len(self._raw)), key=lambda i: (self._raw[i][4], self._raw[i][1], -self._raw[i][2]))
        inner = [0] * len(self._raw)  # time of the ops directly inside each, with their hooks
        depth = [0] * len(self._raw)
        stack: list[int] = []
        thread = None
        for i in order:
            _, start, end, _, ident = self._raw[i]
            if ident != thread:
                stack, thread = [], ident
            while stack and self._raw[stack[-1]][2] <= start:
                stack.pop()
            if stack:
                inner[stack[-1]] += end - start + self.hook_cost
            depth[i] = len(stack)
            stack.append(i)
        return [OpEvent(op, start, end - start, end - start - inner[i], depth[i],
                        threads.setdefault(ident, len(threads)), produced)
                for i, (op, start, end, produced, ident) in enumerate(self._raw)]

    @property
    def hook_seconds(self) -> float:
        """The profiler's own time: its calibrated cost per op times the ops recorded."""
        return self.hook_cost * len(self._raw) / 1e9

    @property
    def span_seconds(self) -> float:
        """The time from the start of the first top-level op to the end of the last, summed over threads:
        the run of the entry function's body that the table accounts for."""
        spans: dict[int, list[int]] = {}
        for event in self.events:
            if event.depth == 0:
                span = spans.setdefault(event.thread, [event.start, event.start + event.duration])
                span[0], span[1] = min(span[0], event.start), max(span[1], event.start + event.duration)
        return sum(last - first for first, last in spans.values()) / 1e9


def group_key(op: Op, by: str, module: Module) -> str:
    """The row an op counts in: its name (``by="op"``) or its place (``"location"``): the name stack of its
    name location (``jit(f)/attn/dot_general``), else its name and line."""
    if by == "op":
        return op.name
    return location_name(op.location, module) or f"{op.name} at line {op.line}"


def _group_keys(events: Sequence[OpEvent], by: str, module: Module) -> list[str]:
    """``group_key`` of each event's op, found once per op (a loop runs its ops many times)."""
    found: dict[int, str] = {}
    keys = []
    for event in events:
        key = found.get(id(event.op))
        if key is None:
            key = found[id(event.op)] = group_key(event.op, by, module)
        keys.append(key)
    return keys


def profile_rows(profiler: Profiler, module: Module, by: str = "op", top: int = 20) -> list[ProfileRow]:
    """The table: the ``top`` groups by self time, the rest as one ``(N more)`` row, the profiler's own
    time (``PROFILER``) and the time between top-level ops (``BETWEEN_OPS``: the interpreter's own work).
    Shares are of the profiled time (``Profiler.span_seconds``: from the first op to the last, per process
    for a grid run); negative ``BETWEEN_OPS`` would mean time counted twice."""
    events = profiler.events
    groups: dict[str, list] = {}
    for event, key in zip(events, _group_keys(events, by, module)):
        group = groups.setdefault(key, [0, 0, 0])
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
    events = sorted(events, key=lambda e: (e.thread, e.start, -e.duration))
    trace = []
    for event, place in zip(events, _group_keys(events, "location", module)):
        op = event.op
        trace.append({"name": op.name, "cat": op.dialect, "ph": "X", "ts": (event.start - origin) / 1000,
                      "dur": event.duration / 1000, "pid": 0, "tid": event.thread,
                      "args": {"location": place, "line": op.line,
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
    if n < 1024:
        return f"{n} B"
    value, unit = n / 1024, "KiB"
    for larger in ("MiB", "GiB"):
        if value < 1024:
            break
        value, unit = value / 1024, larger
    return f"{value:.1f} {unit}"


def rows_json(rows: Sequence[ProfileRow]) -> list[dict]:
    return [{"key": r.key, "seconds": r.seconds, "calls": r.calls, "share": r.share, "bytes": r.produced}
            for r in rows]
