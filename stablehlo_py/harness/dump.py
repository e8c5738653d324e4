"""``shlo run --dump DIR`` (issue #14 point 3): the results of every executed op, or of those whose name or
place matches ``--dump-filter``, as ``.npy`` files named by op index, name and place, with an index
(``DIR/dump_index.csv``: one row per file). ``interpreter.probe`` files go to the same folder (their own
``index.csv``, as the reference interpreter writes it). ``shlo diff`` compares two such folders."""
from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Sequence

import numpy as np

from ..ir.records import record
from ..interpreter.observe import Observer
from ..ir.nodes import Module, Op
from .outputs import OutputError, write_array_atomically, write_text_atomically
from .signature import location_name

INDEX_NAME = "dump_index.csv"
INDEX_COLUMNS = ("index", "op", "place", "occurrence", "line", "column", "result", "dtype", "shape", "iteration",
                 "file")
_UNSAFE = re.compile(r"[^\w.\-]+")


@record(frozen=True, slots=True)
class DumpEntry:
    """One dumped value, as the index lists it; ``key`` is what ``shlo diff`` matches on."""

    index: int
    op: str
    place: str
    occurrence: int
    line: int
    result: int
    dtype: str
    file: str

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.place, self.occurrence, self.result)


def op_place(op: Op, module: Module) -> str:
    """An op's place for matching across programs: its name stack (``jit(f)/attn/dot_general``) when it
    has a name location, else its op name (occurrences then count per name)."""
    return location_name(op.location, module) or op.name


class PlacedObserver(Observer):
    """An observer that names each executed op by its place (``op_place``) and how often that place ran
    before, as dumps and ``shlo diff`` match values across programs."""

    def __init__(self, module: Module):
        super().__init__()
        self.module = module
        self._places: dict[int, str] = {}  # id(op) -> its place, found once per op
        self._occurrences: dict[str, int] = {}

    def placed(self, op: Op) -> tuple[str, int]:
        """``(place, occurrence)`` of this execution of ``op``."""
        place = self._places.get(id(op))
        if place is None:
            place = self._places[id(op)] = op_place(op, self.module)
        occurrence = self._occurrences.get(place, 0)
        self._occurrences[place] = occurrence + 1
        return place, occurrence

    @staticmethod
    def arrays(results: Sequence[object]) -> list[tuple[int, np.ndarray]]:
        """``(result number, array)`` of the results that hold arrays (0-d values that generated code keeps
        as NumPy scalars included; tokens and tuples left out)."""
        return [(number, np.asarray(value)) for number, value in enumerate(results)
                if isinstance(value, (np.ndarray, np.generic))]


class Dumper(PlacedObserver):
    """Writes the results of the executed ops that ``pattern`` matches (by op name or place) to ``folder``."""

    def __init__(self, folder: Path, module: Module, pattern: str | None = None):
        super().__init__(module)
        self.folder = Path(folder)
        self.pattern = re.compile(pattern) if pattern else None
        self.rows: list[dict] = []
        self._executed = 0
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OutputError(f"{self.folder}: cannot make the dump folder: {exc.strerror or exc}") from None

    def after(self, op: Op, operands: Sequence[object], results: Sequence[object]) -> None:
        index = self._executed
        self._executed += 1
        place, occurrence = self.placed(op)
        if self.pattern is not None and not (self.pattern.search(op.name) or self.pattern.search(place)):
            return
        loop = self.loop_iteration()
        for number, value in self.arrays(results):
            stem = _UNSAFE.sub("_", f"{index:06d}_{op.mnemonic}_{place}").strip("_")[:120]
            name = f"{stem}_{number}.npy" if len(results) > 1 else f"{stem}.npy"
            write_array_atomically(self.folder / name, value)
            self.rows.append({"index": index, "op": op.name, "place": place, "occurrence": occurrence,
                              "line": op.line, "column": op.column, "result": number, "dtype": str(value.dtype),
                              "shape": "x".join(map(str, value.shape)), "iteration": "" if loop is None else loop[1],
                              "file": name})

    def write_index(self) -> None:
        """``dump_index.csv`` for what was written (called when the run ends, also when it failed)."""
        text = io.StringIO()
        writer = csv.DictWriter(text, fieldnames=INDEX_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.rows)
        write_text_atomically(self.folder / INDEX_NAME, text.getvalue())


def read_dump_index(folder: Path) -> list[DumpEntry]:
    """The entries of a folder ``--dump`` wrote, in execution order; ``OutputError`` when it has no index."""
    path = Path(folder) / INDEX_NAME
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise OutputError(f"{path}: not a folder written by 'shlo run --dump' ({exc.strerror or exc})") from None
    entries = []
    for number, row in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        try:
            entries.append(DumpEntry(int(row["index"]), row["op"], row["place"], int(row["occurrence"]),
                                     int(row["line"]), int(row["result"]), row["dtype"], row["file"]))
        except (KeyError, TypeError, ValueError):
            raise OutputError(f"{path}:{number}: not a row of a dump index") from None
    return entries
