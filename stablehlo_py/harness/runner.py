"""The per-item runner shared by ``shlo check`` and the pytest plugin: run one collected item.

``run_item`` returns an ``interpreter.self_checking.CaseResult`` (passed, failed or
skipped, with the message a failure reports). It has no process pool and no time
limit of its own: pytest-xdist spreads the items over processes and pytest-timeout
stops one that runs too long (``shlo check`` runs pytest with the plugin).

A self-checking item parses its chunk (each process keeps the last few files parsed,
so the items of one file parse it once; a binary program is read whole) and runs its
function. A model item verifies the program, feeds it the sidecar's inputs, and
compares each result with the sidecar's expected output (``harness.compare``) under
the tolerances of, in order, the run (``--rtol``/``--atol``), the model's ``.toml``
and the element type's defaults.
"""
from __future__ import annotations

import os
import tomllib
import zipfile
from collections import OrderedDict
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from ..ir.records import record
from ..bytecode.jax_export import sniff
from ..errors import StableHLOError
from ..interpreter.self_checking import FAILED, PASSED, SKIPPED, CaseResult, run_case, runnable_functions
from ..ir.nodes import Module
from ..module import ExportedModule, load_bytes
from ..parser import parse_text, split_chunks
from ..verifier import verify
from .collect import MODEL, Item, collect_file, program_files
from .inputs import read_npz


@record(frozen=True)
class Tolerances:
    """Tolerances that override every model's for a whole run (None: the model's or the default)."""

    rtol: float | None = None
    atol: float | None = None


# ---------------------------------------------------------------- parsed chunks, a few files per process
_CACHED_FILES = 4
_parsed: OrderedDict[tuple, dict[int, Module | StableHLOError]] = OrderedDict()
_chunks: OrderedDict[tuple, list[tuple[str, int]]] = OrderedDict()


def _file_key(path: Path) -> tuple:
    stat = os.stat(path)
    return str(path), stat.st_mtime_ns, stat.st_size


def _verified(read: Callable[[], Module]) -> Module | StableHLOError:
    """The module ``read`` returns, verified, or its syntax, format or verification error."""
    try:
        module = read()
        verify(module)  # as upstream's interpreter: an invalid program is reported, never run
        return module
    except StableHLOError as exc:
        return exc


def _chunk_module(path: Path, index: int) -> Module:
    """Chunk ``index`` of the file at ``path``, parsed and verified (cached); raises its syntax or
    verification error. A binary program (MLIR bytecode, a jax.export blob) is chunk 0."""
    key = _file_key(path)
    if key not in _chunks:
        data = path.read_bytes()
        if sniff(data) == "text":
            _chunks[key], _parsed[key] = split_chunks(data.decode("utf-8")), {}
        else:
            _chunks[key], _parsed[key] = [], {0: _verified(lambda: load_bytes(data, str(path)))}
        while len(_chunks) > _CACHED_FILES:
            old, _ = _chunks.popitem(last=False)
            _parsed.pop(old, None)
    modules = _parsed[key]
    if index not in modules:
        chunk, offset = _chunks[key][index]
        modules[index] = _verified(lambda: parse_text(chunk, str(path), offset))
    result = modules[index]
    if isinstance(result, StableHLOError):
        raise result
    return result


def load_program(path: Path) -> tuple[Module, list[str] | None]:
    """The program in a file (MLIR text, MLIR bytecode or a jax.export blob, told by content) and its
    source lines (None for the binary kinds); raises its syntax or format error."""
    data = path.read_bytes()
    module = load_bytes(data, str(path))
    return module, (data.decode("utf-8").splitlines() if sniff(data) == "text" else None)


# ---------------------------------------------------------------- items
def run_item(item: Item, tolerances: Tolerances = Tolerances()) -> CaseResult:
    """Run one item; its outcome. Never raises for a problem of the program or its files."""
    path = str(item.path)
    if item.error:
        return CaseResult(path, item.line, item.name, FAILED, item.error)
    if item.skip:
        return CaseResult(path, item.line, item.name, SKIPPED, item.skip)
    if item.kind == MODEL:
        return _run_model(item, tolerances)
    try:
        module = _chunk_module(item.path, item.chunk)
    except (OSError, UnicodeDecodeError, IndexError) as exc:
        return CaseResult(path, item.line, item.name, FAILED, f"{path}: error: cannot read: {exc}")
    except StableHLOError as exc:
        return CaseResult(path, item.line, item.name, FAILED, str(exc))
    func = next((f for f in runnable_functions(module) if f.name == item.function), None)
    if func is None:
        return CaseResult(path, item.line, item.name, FAILED,
                          f"{path}:{item.line}: error: no function @{item.function} without arguments in this chunk")
    return run_case(module, func, path, item.name)


def run_file(path: str | Path, pattern: str | None = None, force: bool = False) -> list[CaseResult]:
    """Collect and run the items of one file, one after the other (``pattern``: only items whose
    ``file::name`` contains it; ``force``: take the file as self-checking even without check.* ops)."""
    items = collect_file(Path(path), force=force)
    return [run_item(item) for item in items if not pattern or pattern in f"{item.path}::{item.name}"]


def run_paths(paths: Iterable[str | Path]) -> list[CaseResult]:
    """``run_file`` on every program file below ``paths``, in order, in this process."""
    return [result for path in program_files(map(Path, paths)) for result in run_file(path)]


def read_config(path: Path) -> dict:
    """A model's ``NAME.toml``: ``rtol``, ``atol``, ``entry`` and ``seed`` at the top level, and
    per-output tolerances under ``[outputs.NAME]``; a ``ValueError`` saying what is wrong."""
    try:
        config = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"{path}: cannot read: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: not valid TOML: {exc}") from None
    _check_keys(path, "", config, {"rtol", "atol", "entry", "seed", "outputs"})
    if not isinstance(config.get("entry", ""), str):
        raise ValueError(f"{path}: entry is a function name (a string), not {config['entry']!r}")
    if not isinstance(config.get("seed", 0), int):
        raise ValueError(f"{path}: seed is an integer, not {config['seed']!r}")
    outputs = config.get("outputs", {})
    if not isinstance(outputs, dict) or not all(isinstance(v, dict) for v in outputs.values()):
        raise ValueError(f"{path}: [outputs] holds one table per result: [outputs.out0] rtol = ...")
    for name, table in outputs.items():
        _check_keys(path, f"outputs.{name}.", table, {"rtol", "atol"})
    return config


def _check_keys(path: Path, prefix: str, table: dict, known: set[str]) -> None:
    """Unknown keys, and tolerances that are not non-negative numbers, are errors."""
    unknown = sorted(set(table) - known)
    if unknown:
        raise ValueError(f"{path}: unknown key(s) {', '.join(prefix + k for k in unknown)} "
                         f"(known: {', '.join(sorted(known))})")
    for key in ("rtol", "atol"):
        value = table.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < float("inf"):
            raise ValueError(f"{path}: {prefix}{key} is a finite number >= 0, not {value!r}")


# ---------------------------------------------------------------- models with a sidecar
def _load_sidecar(path: Path) -> dict[str, np.ndarray]:
    """The arrays of a NAME.npz, never unpickling; ``ValueError`` saying what is wrong."""
    try:
        with open(path, "rb") as stream:
            if stream.read(4) != b"PK\x03\x04":
                raise ValueError(f"{path}: not a .npz archive")
        return read_npz(path)
    except ValueError as exc:
        if "allow_pickle" in str(exc):
            raise ValueError(f"{path}: holds Python objects (pickled data), which shlo never loads") from None
        raise ValueError(str(exc) if str(exc).startswith(str(path)) else f"{path}: {exc}") from None
    except (OSError, zipfile.BadZipFile, EOFError) as exc:
        raise ValueError(f"{path}: cannot read NumPy data: {exc}") from None


def _tolerance(keys: list[str], which: str, override: float | None, config: dict) -> float | None:
    """The run's override, else the result's entry in the .toml (under any of its keys), else the
    .toml's, else None (the element type's default)."""
    if override is not None:
        return override
    outputs = config.get("outputs", {})
    for key in keys:
        if which in outputs.get(key, {}):
            return float(outputs[key][which])
    return None if config.get(which) is None else float(config[which])


_SIDECAR_HINT = ("they feed no argument and no result either; a sidecar holds only the inputs and the expected "
                "outputs: remove or rename them")


def _result_keys(position: int, name: str | None) -> str:
    """``out0/result0`` or ``out0/result0/NAME``: how ``[outputs.KEY]`` may name a result."""
    return f"out{position}/result{position}" + (f"/{name}" if name else "")


def _run_model(item: Item, tolerances: Tolerances) -> CaseResult:
    """Verify and run a model on its sidecar's inputs; compare each result with the expected one."""
    from ..interpreter import run_function
    from ..verifier import verify
    from .compare import compare
    from .inputs import POSITION_PREFIXES, match_arrays, role_keys
    from .outputs import flatten_results
    from .signature import exported_signature, result_names

    path, sidecar = str(item.path), str(item.sidecar)
    try:
        config = read_config(item.config) if item.config else {}
        seed = int(config.get("seed", 0))
        module, lines = load_program(item.path)
        entry = str(config.get("entry") or module.entry_name())
        verify(module, lines)
        exported = isinstance(module, ExportedModule)
        func = exported_signature(module) if exported else module.funcs.get(entry)
        if func is None:
            return CaseResult(path, item.line, item.name, FAILED, f"{path}: error: no function @{entry} to run")
        arrays = _load_sidecar(item.sidecar)
        values = match_arrays(arrays, func, "input", False, sidecar, module=module, extra_hint=_SIDECAR_HINT)
        if not set(arrays) & role_keys(func, "output", module):
            return CaseResult(path, item.line, item.name, FAILED,
                              f"{path}:{item.line}: error: no expected output to compare: {item.sidecar.name} holds "
                              f"inputs only (the results of @{entry}: " + (", ".join(
                                  _result_keys(i, n) for i, n in enumerate(result_names(func))) or "none") + ")")
        expected = match_arrays(arrays, func, "output", False, sidecar, module=module, extra_hint=_SIDECAR_HINT)
        results = module.call_flat(values, seed=seed) if exported else run_function(module, values, entry, seed=seed)
    except KeyboardInterrupt:  # Ctrl-C (a located RunInterrupted, a StableHLOError too) stops the whole check
        raise
    except (StableHLOError, ValueError) as exc:
        return CaseResult(path, item.line, item.name, FAILED, str(exc))
    except (OSError, UnicodeDecodeError) as exc:
        return CaseResult(path, item.line, item.name, FAILED, f"{path}: error: cannot read: {exc}")
    names = result_names(func)
    known = {f"{prefix}{position}": position for prefix in POSITION_PREFIXES["output"]
             for position in range(len(names))} | {name: i for i, name in enumerate(names) if name is not None}
    unknown = sorted(set(config.get("outputs", {})) - set(known))
    if unknown:
        return CaseResult(path, item.line, item.name, FAILED,
                          f"{item.config}: [outputs.{unknown[0]}] names no result of @{entry} "
                          f"(unknown: {', '.join(unknown)}; results: "
                          f"{', '.join(_result_keys(position, name) for position, name in enumerate(names)) or 'none'})")
    comparisons = []
    for position, (name, actual, wanted) in enumerate(zip(names, results, expected)):
        keys = [f"{prefix}{position}" for prefix in POSITION_PREFIXES["output"]] + ([name] if name else [])
        label = name or f"result{position}"
        rtol = _tolerance(keys, "rtol", tolerances.rtol, config)
        atol = _tolerance(keys, "atol", tolerances.atol, config)
        pairs = zip(flatten_results([actual], [label]), flatten_results([wanted], [label]))  # tokens: none
        comparisons += [compare(got, want, rtol, atol, key) for (key, got), (_, want) in pairs]
    if not comparisons:
        return CaseResult(path, item.line, item.name, FAILED,
                          f"{path}:{item.line}: error: no expected output to compare: @{entry} has no result that "
                          f"{item.sidecar.name} gives an expected value for")
    details = tuple(c.to_json() for c in comparisons)
    if all(c.ok for c in comparisons):
        return CaseResult(path, item.line, item.name, PASSED, details=details)
    differ = sum(not c.ok for c in comparisons)
    report = "\n".join(c.describe() for c in comparisons)
    return CaseResult(path, item.line, item.name, FAILED,
                      f"{path}:{item.line}: error: {differ} of {len(comparisons)} result(s) of @{entry} differ "
                      f"from {item.sidecar.name}\n{report}", details=details)
