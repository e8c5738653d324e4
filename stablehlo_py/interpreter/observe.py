"""Per-op hooks for looking inside a run (issue #14: profiles, traces, NaN tracing, value dumps, diffs).

An ``Observer`` set on an ``Interpreter`` sees every executed op start and end, with its operands and
results, and every start of a block of a region (an iteration of a ``while`` body, a branch). Generated code
(codegen.py) made for an observed run calls the hooks around each op (``Observer.hooks``), and so do the
steps (evaluator.py) through ``wrap``; a run without an observer runs code without them, so the hooks cost
nothing unless asked for. Hooks are per thread: a grid run has one thread per process.
"""
from __future__ import annotations

import threading
from typing import Sequence

from ..ir.nodes import Op


class Observer:
    """Hooks around executed ops; the defaults do nothing. ``frames`` (per thread) holds the ops being
    executed, outermost first, with how often a region of each has started (``loop_iteration``)."""

    def __init__(self) -> None:
        self._local = threading.local()

    @property
    def frames(self) -> list[list]:
        """The ops being executed in this thread, outermost first, each as ``[op, region runs]``."""
        frames = getattr(self._local, "frames", None)
        if frames is None:
            frames = self._local.frames = []
        return frames

    hook_form = "values"  # how generated code calls the hooks: "values" (with operands) or "timing" (without)

    def wrap(self, fn, op: Op, n_results: int, starts_block: bool):
        """The kernel ``fn`` of ``op`` (a step of evaluator.py) between the hooks of the running thread; the
        first op of a block also reports a region run."""
        thread_hooks, timing = self.thread_hooks, self.hook_form == "timing"

        def observed(ctx, argument, *operands):
            enter, leave, region_started = thread_hooks()
            if starts_block:
                region_started()
            token = enter() if timing else enter(op, operands)
            result = fn(ctx, argument, *operands)
            results = (result,) if n_results == 1 else tuple(result) if n_results else ()
            leave(op, token, results) if timing else leave(op, token, operands, results)
            return result

        return observed

    def thread_hooks(self) -> tuple:
        """``hooks()`` of the running thread, made once per thread."""
        hooks = getattr(self._local, "hooks", None)
        if hooks is None:
            hooks = self._local.hooks = self.hooks()
        return hooks

    def hooks(self) -> tuple:
        """``(enter, leave, region_started)`` for the calling thread, what generated code (codegen.py) and
        ``wrap`` call around each op:

        - ``enter(op, operands) -> token``: ``op`` starts;
        - ``leave(op, token, operands, results)``: it ran (``results``: a tuple, one entry per result);
        - ``region_started()``: a block of a region of the innermost op being executed starts.

        These keep the op stack (``frames``) and call ``before``/``after``. An observer that needs neither op
        stack nor operands (the profiler) sets ``hook_form = "timing"``: then ``enter()`` takes nothing and
        ``leave(op, token, results)`` no operands (one Python call and two tuples fewer per op)."""
        frames = self.frames
        before, after = self.before, self.after

        def enter(op: Op, operands: Sequence[object]) -> None:
            before(op, operands)
            frames.append([op, 0])

        def leave(op: Op, token: object, operands: Sequence[object], results: Sequence[object]) -> None:
            frames.pop()
            after(op, operands, results)

        def region_started() -> None:
            if frames:
                frames[-1][1] += 1

        return enter, leave, region_started

    def before(self, op: Op, operands: Sequence[object]) -> None:
        """``op`` is about to run on ``operands``."""

    def after(self, op: Op, operands: Sequence[object], results: Sequence[object]) -> None:
        """``op`` ran; ``results`` are its values (one list entry per result)."""

    def loop_iteration(self) -> tuple[Op, int] | None:
        """The innermost ``while`` being executed and the index of its body run now going on, if any."""
        for op, runs in reversed(self.frames):
            if op.name == "stablehlo.while":
                return op, max(runs - 1, 0) // 2  # cond, body, cond, body, ...: body run k is the 2k+2nd
        return None

    def describe_place(self) -> str:
        """Where in the loops the current op is: `` (iteration 3 of the stablehlo.while at line 8)``."""
        place = self.loop_iteration()
        return "" if place is None else f" (iteration {place[1]} of the stablehlo.while at line {place[0].line})"


def observed_steps(observer: Observer, steps: list[tuple]) -> list[tuple]:
    """``steps`` (evaluator.py's ``(kernel, attributes, op, operand slots, result slots, slots to free)``)
    with each kernel wrapped by ``observer.wrap``; the first step of a block also counts a block start."""
    return [(observer.wrap(fn, op, len(outs), index == 0), argument, op, ins, outs, free)
            for index, (fn, argument, op, ins, outs, free) in enumerate(steps)]


class Observers(Observer):
    """Several observers as one; the first is outermost (its ``enter`` runs first, its ``leave`` last)."""

    def __init__(self, observers: Sequence[Observer]):
        super().__init__()
        self.observers = list(observers)

    def hooks(self) -> tuple:
        parts = [_values_form(observer) for observer in self.observers]
        enters = [part[0] for part in parts]
        leaves = [part[1] for part in reversed(parts)]
        starts = [part[2] for part in parts]

        def enter(op: Op, operands: Sequence[object]) -> list:
            return [e(op, operands) for e in enters]

        def leave(op: Op, tokens: list, operands: Sequence[object], results: Sequence[object]) -> None:
            for hook, token in zip(leaves, reversed(tokens)):
                hook(op, token, operands, results)

        def region_started() -> None:
            for hook in starts:
                hook()

        return enter, leave, region_started


def _values_form(observer: Observer) -> tuple:
    """``observer``'s hooks of this thread, called with operands whatever its ``hook_form``."""
    enter, leave, region_started = observer.thread_hooks()
    if observer.hook_form != "timing":
        return enter, leave, region_started
    return (lambda op, operands: enter()), (lambda op, token, operands, results: leave(op, token, results)), \
        region_started
