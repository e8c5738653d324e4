"""``shlo diff A B`` (issue #14 point 4): run two programs on the same inputs (an f32 export and its bf16
twin, an export before and after a change) and name the first op of A whose values differ from B's
beyond the tolerances, or compare two folders ``shlo run --dump`` wrote, without running anything.

Ops are matched by place: the name stack of their name location (what JAX writes, the same in both
exports of one model), else their op name; the k-th run of a place in A is matched with the k-th in B.
Values of different float types are compared as float64 under the looser type's default tolerances
(``compare.default_tolerances``) unless ``--rtol``/``--atol`` say otherwise.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from ..ir.records import record
from ..ir.nodes import Module, Op
from .compare import Comparison, compare, default_tolerances, is_exact
from .dump import DumpEntry, PlacedObserver, read_dump_index
from .outputs import OutputError
from .summary import summarize


@record(frozen=True, slots=True)
class Recorded:
    """One value an op produced: where (place, occurrence, result number), which op, and the value."""

    place: str
    occurrence: int
    result: int
    op: str
    line: int
    load: Callable[[], np.ndarray]

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.place, self.occurrence, self.result)


class Recorder(PlacedObserver):
    """Keeps a copy of every array result of every executed op (kernels may reuse buffers later)."""

    def __init__(self, module: Module):
        super().__init__(module)
        self.values: list[Recorded] = []

    def after(self, op: Op, operands: Sequence[object], results: Sequence[object]) -> None:
        place, occurrence = self.placed(op)
        for number, value in self.arrays(results):
            copy = value.copy()
            self.values.append(Recorded(place, occurrence, number, op.name, op.line, lambda v=copy: v))


def dumped_values(folder: Path) -> list[Recorded]:
    """The values of a ``--dump`` folder as ``Recorded`` entries, loaded when compared."""
    def loader(entry: DumpEntry) -> Callable[[], np.ndarray]:
        return lambda: _load(Path(folder) / entry.file, entry.dtype)

    return [Recorded(e.place, e.occurrence, e.result, e.op, e.line, loader(e)) for e in read_dump_index(folder)]


def _load(path: Path, dtype: str) -> np.ndarray:
    """A dumped array; ml_dtypes values (written as raw bytes) viewed as their type again."""
    try:
        array = np.load(path, allow_pickle=False)
        return array.view(np.dtype(dtype)) if array.dtype.kind == "V" else array
    except (OSError, ValueError, TypeError) as exc:
        raise OutputError(f"{path}: cannot read it: {exc}") from None


@record
class Divergence:
    """The first value of A that differs from B's: both entries, the comparison and both summaries."""

    a: Recorded
    b: Recorded
    comparison: Comparison
    a_summary: str
    b_summary: str


@record
class DiffReport:
    """What ``shlo diff`` found: the first divergence (None: none), and how many values were compared,
    matched no value of the other side, or could not be compared (shapes or kinds differ)."""

    divergence: Divergence | None
    compared: int
    only_in_a: int
    only_in_b: int
    incomparable: int


def _comparable(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Both as one type NumPy computes with, or None when their shapes or kinds differ."""
    if a.shape != b.shape:
        return None
    if a.dtype == b.dtype:
        return a, b
    if is_exact(a.dtype) or is_exact(b.dtype):
        return (a.astype(np.int64), b.astype(np.int64)) if is_exact(a.dtype) and is_exact(b.dtype) else None
    wide = np.complex128 if "c" in (a.dtype.kind, b.dtype.kind) else np.float64
    return a.astype(wide), b.astype(wide)


def first_divergence(a_values: Sequence[Recorded], b_values: Sequence[Recorded], rtol: float | None,
                     atol: float | None) -> DiffReport:
    """Walk A's values in execution order; the first whose matched B value differs beyond the tolerances."""
    b_by_key = {v.key: v for v in b_values}
    a_keys = {v.key for v in a_values}
    compared = incomparable = 0
    for a in a_values:
        b = b_by_key.get(a.key)
        if b is None:
            continue
        left, right = a.load(), b.load()
        pair = _comparable(left, right)
        if pair is None:
            incomparable += 1
            continue
        compared += 1
        loose = max((default_tolerances(x.dtype) for x in (left, right)), key=lambda t: t[0])
        comparison = compare(pair[0], pair[1], loose[0] if rtol is None else rtol,
                             loose[1] if atol is None else atol, f"{a.place} #{a.occurrence}")
        if not comparison.ok:
            return DiffReport(Divergence(a, b, comparison, summarize(left), summarize(right)), compared,
                              sum(v.key not in b_by_key for v in a_values), sum(k not in a_keys for k in b_by_key),
                              incomparable)
    return DiffReport(None, compared, sum(v.key not in b_by_key for v in a_values),
                      sum(k not in a_keys for k in b_by_key), incomparable)
