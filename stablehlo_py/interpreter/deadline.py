"""Time limits and Ctrl-C (issue #15): a run given ``timeout=`` seconds, or stopped by Ctrl-C, ends with one
located error naming the op that was running and, inside ``while`` loops, each loop and its iteration.

How: a watchdog (``threading.Timer``) raises ``_TimeUp`` into every thread of the run at its deadline with
``PyThreadState_SetAsyncExc``, which, unlike ``SIGALRM``, reaches any thread (the processes of a grid run,
a run inside a worker thread). The exception lands between two bytecodes of that thread, so one long NumPy
call (a large matmul or sort) finishes before the run stops. ``_TimeUp`` derives from ``BaseException``,
like ``KeyboardInterrupt``, so the evaluator's ``except Exception`` (which turns a kernel's bug into an
``InternalError``) lets both through; ``RunStop.run`` turns them into the located errors at the run's
boundary, from the traceback: the op of the innermost frame of generated code (``GeneratedFunc.ops_by_line``)
or of ``Interpreter.run_block`` (its local ``op``); each ``while`` of generated code counts its passes in a
local (``GeneratedFunc.loop_lines``), the ``while`` kernel in its local ``iteration``.

Python drops an asynchronous exception that lands inside a ``__del__``, a weakref or a garbage-collector
callback: it only passes it to ``sys.unraisablehook``, and the thread runs on as if never stopped (an endless
loop would never end). While a run is on, that hook is ``_dropped_stop``, which makes such a
stop pending again in its thread (from another thread, a moment later), to land in the run's code, and hands anything else to the hook
it replaced.

A stopped run leaves no shared state half-made: compiled functions and their generated Python enter the
caches only once complete (evaluator.py ``compiled_func``, ``generated_python``).
"""
from __future__ import annotations

import ctypes
import math
import sys
import threading
from typing import Callable, TypeVar

from ..errors import Interrupted, ResourceError, SourceError
from ..ir.nodes import Op
from .codegen import GENERATED
from .evaluator import Interpreter
from .kernels.control_flow import while_

T = TypeVar("T")


class TimeLimitError(ResourceError):
    """A run stopped at its time limit (``Module.run(timeout=)``, ``shlo run --timeout``; ``shlo`` exit code 3),
    located at the op that was running."""


class RunInterrupted(Interrupted, KeyboardInterrupt):
    """A run stopped by Ctrl-C (``shlo`` exit code 130), located at the op that was running; still a
    ``KeyboardInterrupt``, so ``except KeyboardInterrupt`` and pytest treat it as one."""


class _TimeUp(BaseException):
    """Raised into a run's threads at its deadline; a ``BaseException`` so that no kernel's handler takes it."""


def _raise_in(thread_id: int, exception: type[BaseException] | None) -> None:
    """Make ``exception`` (a class) pending in thread ``thread_id``; None clears what is pending."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id),
                                               ctypes.py_object(exception) if exception is not None else None)


# The RunStop each thread of a run is in (``RunStop.run``), for ``_dropped_stop``; how many threads are in one,
# and the unraisable hook ``_dropped_stop`` replaced while any is.
_STOP_OF_THREAD: dict[int, "RunStop"] = {}
_hook_lock = threading.Lock()
_hook_users = 0
_replaced_hook = sys.unraisablehook
_AGAIN_SECONDS = 0.01  # from a dropped stop to raising it again: the hook has returned by then


def _dropped_stop(unraisable) -> None:
    """``sys.unraisablehook`` while runs are on: a stop of this thread's run that Python dropped is
    made pending again; anything else goes to the hook this one replaced."""
    thread_id = threading.get_ident()
    stop = _STOP_OF_THREAD.get(thread_id)
    stopping = stop._stopping if stop is not None else None
    if stopping is not None and unraisable.exc_type is stopping:
        # raised again from another thread a moment later: raised from here it would land in this hook itself
        again = threading.Timer(_AGAIN_SECONDS, stop._raise_again, (thread_id,))
        again.daemon = True
        again.start()
        return
    _replaced_hook(unraisable)


def _use_hook(using: bool) -> None:
    """Count a thread of a run (``RunStop.run``) in (``using``) or out; the first in installs ``_dropped_stop``,
    the last out puts back the hook it replaced (unless someone replaced ``_dropped_stop`` since)."""
    global _hook_users, _replaced_hook
    with _hook_lock:
        if using:
            if _hook_users == 0 and sys.unraisablehook is not _dropped_stop:
                _replaced_hook, sys.unraisablehook = sys.unraisablehook, _dropped_stop
            _hook_users += 1
            return
        _hook_users -= 1
        if _hook_users == 0 and sys.unraisablehook is _dropped_stop:
            sys.unraisablehook = _replaced_hook


class RunStop:
    """The time limit (``seconds``, None: none) of one run and its threads, and what stops them; a context
    manager: the watchdog starts on entry and is cancelled on exit."""

    def __init__(self, seconds: float | None, source_name: str = "<string>"):
        if seconds is not None and not (math.isfinite(seconds) and seconds > 0):
            raise ValueError(f"timeout {seconds!r}: give a number of seconds > 0")
        self.seconds = seconds
        self.source_name = source_name
        self._lock = threading.Lock()
        self._threads: set[int] = set()  # the threads running the run's functions now
        self._stopping: type[BaseException] | None = None  # what was raised into them (once)
        self._timer: threading.Timer | None = None

    def __enter__(self) -> "RunStop":
        if self.seconds is not None:
            self._timer = threading.Timer(self.seconds, self._stop, (_TimeUp,))
            self._timer.daemon = True
            self._timer.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._timer is not None:
            self._timer.cancel()

    def interrupt(self) -> None:
        """Stop the run's threads as Ctrl-C stops the main thread (a grid run's processes, once it was)."""
        self._stop(KeyboardInterrupt)

    def _stop(self, exception: type[BaseException]) -> None:
        with self._lock:
            if self._stopping is None:
                self._stopping = exception
                for thread_id in self._threads:
                    _raise_in(thread_id, exception)

    def _raise_again(self, thread_id: int) -> None:
        """Raise the stop into ``thread_id`` again if it is still in the run (``_dropped_stop``)."""
        with self._lock:
            if thread_id in self._threads:
                _raise_in(thread_id, self._stopping)

    def run(self, fn: Callable[[], T]) -> T:
        """``fn()`` in this thread, stopped at the deadline; a stop (or Ctrl-C) as ``TimeLimitError`` (or
        ``RunInterrupted``) at the op that was running."""
        thread_id = threading.get_ident()
        with self._lock:
            self._threads.add(thread_id)
            _STOP_OF_THREAD[thread_id] = self
            stopping = self._stopping
            _use_hook(True)

        def registered() -> T:
            try:
                if stopping is not None:  # the deadline passed before this thread started
                    raise stopping()
                result = fn()
                with self._lock:
                    stopped = self._stopping
                if stopped is not None:  # raised into the thread but not landed yet: the limit was reached
                    raise stopped()
                return result
            finally:
                with self._lock:
                    self._threads.discard(thread_id)
                    _STOP_OF_THREAD.pop(thread_id, None)
                    if self._stopping is not None:  # raised into this thread but not landed yet: never later
                        _raise_in(thread_id, None)
                    _use_hook(False)

        return self._located(registered)

    def run_alone(self, fn: Callable[[], T]) -> T:
        """``run`` for a stop that no other thread holds (nothing calls ``interrupt``): with no deadline
        either, nothing but Ctrl-C can stop ``fn``, and the thread need not be registered."""
        return self._located(fn) if self._timer is None else self.run(fn)

    def _located(self, fn: Callable[[], T]) -> T:
        """``fn()``, a stop landing in it raised as the located error."""
        error: SourceError | None = None
        try:
            return fn()
        except _TimeUp as stop:
            error = located(TimeLimitError, f"time limit of {self.seconds:g} s reached", stop, self.source_name)
        except RunInterrupted:
            raise
        except KeyboardInterrupt as stop:
            error = located(RunInterrupted, "interrupted", stop, self.source_name)
        raise error  # outside the handler: the error does not hold the stopped run's frames as its context


def located(kind: type[SourceError], what: str, stop: BaseException, source_name: str) -> SourceError:
    """A ``kind`` error saying ``what`` stopped the run, at the op the traceback of ``stop`` was in, with
    the ``while`` loops around it (innermost first) and their iterations."""
    op, loops = where(stop)
    parts = [what] if op is None else [f"{what} while running {op.name}"]
    parts += [f"in iteration {iteration:,} of the {loop.name} at {loop.line}:{loop.column}"
              for loop, iteration in reversed(loops)]
    line, column = (op.line, op.column) if op is not None else (0, 0)
    return kind(", ".join(parts), line, column, source_name)


def where(stop: BaseException) -> tuple[Op | None, list[tuple[Op, int]]]:
    """The op being evaluated when ``stop`` was raised and the ``while`` loops it was inside, outermost first,
    each with its iteration (counted from 1): read from the frames of its traceback."""
    op, loops = None, []
    run_block, while_kernel = Interpreter.run_block.__code__, while_.__code__
    tb = stop.__traceback__
    while tb is not None:
        frame, line = tb.tb_frame, tb.tb_lineno
        made = frame.f_globals.get(GENERATED)
        if made is not None and frame.f_code is made.run.__code__:
            op = made.ops_by_line.get(line, op)
            names = frame.f_locals
            loops += [(loop, names[counter]) for loop, counter, first, last in sorted(made.loop_lines, key=_first)
                      if first <= line <= last and counter in names]
        elif frame.f_code is run_block:
            op = frame.f_locals.get("op") or op
        elif frame.f_code is while_kernel and "iteration" in frame.f_locals:
            loops.append((frame.f_locals["attrs"].op, frame.f_locals["iteration"]))
        tb = tb.tb_next
    return op, loops


def _first(loop: tuple[Op, str, int, int]) -> int:
    """The first line of a loop of ``GeneratedFunc.loop_lines``: an outer loop's comes before its inner ones'."""
    return loop[2]
