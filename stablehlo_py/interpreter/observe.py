"""Per-op hooks for looking inside a run (issue #14: profiles, traces, NaN tracing, value dumps, diffs).

An ``Observer`` set on an ``Interpreter`` sees every executed op before and after it runs, with its operands
and results, and every start of a block (a function body, or one run of a region: an iteration of a
``while`` body, a comparator call). A run with an observer runs its ops as steps (evaluator.py) whose
kernels are wrapped here; a run without one is untouched, so the hooks cost nothing unless asked for.
Observers are called from the thread of the process that runs the op (a grid run has one per process).
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

    def wrap(self, fn, op: Op, n_results: int, starts_block: bool):
        """The kernel ``fn`` of ``op`` (a step of evaluator.py) wrapped in ``enter``/``leave``; the first op
        of a block also reports a region run (``region_started``)."""
        enter, leave, region_started = self.enter, self.leave, self.region_started

        def observed(ctx, argument, *operands):
            if starts_block:
                region_started()
            token = enter(op, operands)
            result = fn(ctx, argument, *operands)
            leave(op, token, operands, (result,) if n_results == 1 else tuple(result) if n_results else ())
            return result

        return observed

    # The three hooks generated code calls (codegen.py) and ``wrap`` calls around a step.
    def region_started(self) -> None:
        """A block of a region of the innermost op being executed starts (an iteration of a loop)."""
        frames = self.frames
        if frames:
            frames[-1][1] += 1

    def enter(self, op: Op, operands: Sequence[object]) -> object:
        """``op`` starts on ``operands``; what is returned is given back to ``leave``."""
        self.before(op, operands)
        self.frames.append([op, 0])
        return None

    def leave(self, op: Op, token: object, operands: Sequence[object], results: Sequence[object]) -> None:
        """``op`` ran (``token``: what ``enter`` returned)."""
        self.frames.pop()
        self.after(op, operands, results)

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
    """Several observers as one: each wraps the kernel in turn (the first outermost)."""

    def __init__(self, observers: Sequence[Observer]):
        super().__init__()
        self.observers = list(observers)

    def wrap(self, fn, op: Op, n_results: int, starts_block: bool):
        for observer in reversed(self.observers):
            fn = observer.wrap(fn, op, n_results, starts_block)
        return fn
