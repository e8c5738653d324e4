"""Running a program once per process of a replica x partition grid from the command line (issue #14
point 6, ``shlo run --replicas R --partitions P``): the grid's size, each process's inputs, and its results'
keys.

Inputs and expected values for one process carry the suffix ``@R.P`` (replica R, partition P): on an
``--input``/``--expect`` value (``--input x.npy@0.1``) or on the keys of a ``.npz`` (``arg0@1.0``). Values
and keys without a suffix go to every process. Results are keyed ``KEY@R.P`` when written.
"""
from __future__ import annotations

import re
from typing import Sequence

import numpy as np

from ..interpreter.errors import InputError
from ..interpreter.spmd import in_global_view
from ..ir.attributes import IntegerAttr
from ..ir.nodes import Module

ProcessId = tuple[int, int]
_SUFFIX = re.compile(r"(.*)@(\d+)\.(\d+)", re.DOTALL)


def process_suffix(pid: ProcessId) -> str:
    """``@R.P``."""
    return f"@{pid[0]}.{pid[1]}"


def split_suffix(text: str) -> tuple[str, ProcessId | None]:
    """``("x.npy", (0, 1))`` for ``"x.npy@0.1"``; ``(text, None)`` when it names no process."""
    match = _SUFFIX.fullmatch(text)
    if match is None:
        return text, None
    return match.group(1), (int(match.group(2)), int(match.group(3)))


def grid_size(module: Module, replicas: int | None, partitions: int | None) -> tuple[int, int]:
    """The grid ``shlo run`` uses: the options where given, else the module's ``mhlo.num_replicas`` and
    ``mhlo.num_partitions`` (1 for a program in global view, which runs as one process)."""
    def declared(key: str) -> int:
        attr = module.attributes.get(key)
        return attr.value if isinstance(attr, IntegerAttr) and attr.value > 0 else 1

    view = in_global_view(module)
    size = (replicas if replicas is not None else 1 if view else declared("mhlo.num_replicas"),
            partitions if partitions is not None else 1 if view else declared("mhlo.num_partitions"))
    if view and size != (1, 1):
        raise InputError(f"this program is in global view (it carries sharding annotations): it runs as one "
                         f"process, the mesh simulated inside it; --replicas/--partitions ({size[0]} x {size[1]}) "
                         f"are for programs written per process")
    return size


def keeps(key: str, pid: ProcessId, ids: Sequence[ProcessId]) -> bool:
    """Whether the ``.npz`` key ``key`` may be for process ``pid``: it has no suffix, its suffix names ``pid``,
    or one naming no process of the grid (``keys_for`` reports it)."""
    target = split_suffix(key)[1]
    return target is None or target == pid or target not in ids


def specs_for(specs: Sequence[str], pid: ProcessId, ids: Sequence[ProcessId], option: str) -> list[str]:
    """The ``--input``/``--expect`` values that reach process ``pid`` (in the order given), suffix removed;
    an ``InputError`` for a suffix naming no process of the grid. A value holding ``{replica}``,
    ``{partition}`` or ``{rank}`` (``x_{rank}.npy``) is a pattern: for process ``pid``, its ids put in (its rank
    is its position in ``ids``, replica-major)."""
    chosen = []
    for spec in specs:
        if any(f"{{{name}}}" in spec for name in _PLACEHOLDERS):
            spec = _fill(spec, pid, list(ids).index(pid))
        text, target = split_suffix(spec)
        if target is not None and target not in ids:
            raise InputError(f"{option} {spec!r}: process {target[0]}.{target[1]} is not in the grid")
        if target is None or target == pid:
            chosen.append(text)
    return chosen


_PLACEHOLDERS = ("replica", "partition", "rank")


def _fill(pattern: str, pid: ProcessId, rank: int) -> str:
    """``pattern`` with ``{replica}``, ``{partition}`` and ``{rank}`` replaced (other braces kept as they are)."""
    for name, value in zip(_PLACEHOLDERS, (*pid, rank)):
        pattern = pattern.replace(f"{{{name}}}", str(value))
    return pattern


def keys_for(arrays: dict[str, np.ndarray], origins: dict[str, str], pid: ProcessId,
             ids: Sequence[ProcessId]) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """The arrays of process ``pid``: keys without a suffix and those ending in its ``@R.P`` (suffix
    removed); a key given both ways is an ``InputError``."""
    mine: dict[str, np.ndarray] = {}
    where: dict[str, str] = {}
    for key, value in arrays.items():
        name, target = split_suffix(key)
        if target is not None and target not in ids:
            raise InputError(f"{origins.get(key, key)}: process {target[0]}.{target[1]} is not in the grid")
        if target not in (None, pid):
            continue
        if name in mine:
            raise InputError(f"key '{name}' is given twice for process {pid[0]}.{pid[1]}: by {where[name]} and "
                             f"by {origins.get(key, key)}")
        mine[name], where[name] = value, origins.get(key, key)
    return mine, where
