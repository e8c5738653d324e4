"""The collector shared by ``shlo check`` and the pytest plugin: which files are tests, and their items.

Two kinds of test file:

- a **model with a sidecar**: ``NAME.mlir`` (or ``NAME.mlirbc``, MLIR bytecode, or
  ``NAME.jax_exported``, a jax.export blob, called as ``exp.call`` calls it) with ``NAME.npz``
  beside it (inputs and expected outputs) and optionally ``NAME.toml`` (tolerances, entry
  point). One item, named after the sidecar.
- a **self-checking program**: a file holding ``check.*`` test ops or an upstream RUN
  line that interprets it (``interpreter.self_checking.is_self_checking``). One item
  per function that runs (see ``runnable_functions``), named after it; a chunk that
  expects a diagnostic (``expected-error``) or has nothing to run is one skipped item.
  MLIR bytecode or a jax.export blob without a sidecar (a portable artifact of such a
  program) is one when the program it holds has a ``check.*`` test op
  (``has_check_ops``); a binary file that cannot be read is one failing item.

Collecting reads the text and does not parse it: functions are found by their
``func.func`` lines (a chunk where none is found is parsed to be sure), and each
item is parsed when it runs (``harness.runner``). So every pytest-xdist worker,
which collects every item, spends little on the items other workers run. A binary
program is read to be collected (about a millisecond for an artifact of a testdata file).
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Iterable

from ..ir.records import record
from ..bytecode.jax_export import sniff
from ..errors import StableHLOError
from ..interpreter.self_checking import has_check_ops, is_self_checking, runnable_functions
from ..module import load_bytes
from ..parser import parse_text, split_chunks

SELF_CHECK, MODEL = "self-check", "model"
SIDECAR_SUFFIX, CONFIG_SUFFIX = ".npz", ".toml"
PROGRAM_SUFFIXES = (".mlir", ".mlirbc", ".jax_exported", ".hlo")  # .hlo: XLA's HLO text

# The start of a function in the pretty form: func.func [visibility] @name( ... the name may be quoted.
_FUNC_HEADER = re.compile(
    r'^[ \t]*func\.func\s+(?:(?:public|private|nested)\s+)?@("(?:[^"\\\n]|\\.)*"|[\w$.-]+)\s*\(\s*(\)?)', re.M)


@record(frozen=True)
class Item:
    """One test: what ``harness.runner.run_item`` needs to run it, and where it is (file and 1-based line)."""

    path: Path
    name: str  # unique within the file
    line: int
    kind: str  # SELF_CHECK or MODEL
    function: str | None = None  # the function that runs (self-check); models read theirs from the .toml
    chunk: int = 0  # index of the '// -----' chunk (self-check)
    skip: str | None = None  # collected only to be reported as skipped, for this reason
    sidecar: Path | None = None  # NAME.npz (model)
    config: Path | None = None  # NAME.toml when present (model)
    error: str | None = None  # why the file could not be read: the item fails with this message


@record(frozen=True)
class _Function:
    name: str
    line: int
    takes_arguments: bool


def _functions(chunk: str, offset: int) -> list[_Function]:
    """The ``func.func`` headers of a chunk, with their lines (counted from the file's start)."""
    found = []
    for match in _FUNC_HEADER.finditer(chunk):
        name = match.group(1)
        if name.startswith('"'):
            name = name[1:-1]
        start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
        found.append(_Function(name, offset + chunk.count("\n", 0, start) + 1, not match.group(2)))
    return found


def _chunk_items(path: Path, chunk: str, offset: int, index: int) -> list[Item]:
    """The items of one chunk, before names are made unique."""
    label = f"chunk{index}"
    if "expected-error" in chunk:
        return [Item(path, label, offset + 1, SELF_CHECK, chunk=index,
                     skip="chunk expects a diagnostic (expected-error)")]
    functions = _functions(chunk, offset)
    mains = [f for f in functions if f.name == "main" and not f.takes_arguments]
    runnable = mains or [f for f in functions if not f.takes_arguments]
    if not runnable:
        # No function header found in the pretty form (generic form, say): parse the chunk to be sure.
        try:
            module = parse_text(chunk, str(path), offset)
        except StableHLOError:
            return [Item(path, label, offset + 1, SELF_CHECK, chunk=index)]  # fails with the syntax error
        runnable = [_Function(f.name, f.line, False) for f in runnable_functions(module)]
        if not runnable:
            return [Item(path, label, offset + 1, SELF_CHECK, chunk=index,
                         skip="no function without arguments to run")]
    return [Item(path, f.name, f.line, SELF_CHECK, function=f.name, chunk=index) for f in runnable]


def _unique_names(items: list[Item]) -> list[Item]:
    """Names that occur more than once in a file get the chunk's index: ``main[chunk3]``."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item.name] = counts.get(item.name, 0) + 1
    return [item if counts[item.name] == 1 else replace(item, name=f"{item.name}[chunk{item.chunk}]")
            for item in items]


def _model_item(path: Path, text: str, sidecar: Path) -> Item:
    """The item of a model with its sidecar; its line is the entry function's (``@main`` unless the
    .toml names another; read again when it runs)."""
    config = _config(path)
    entry = "main"
    if config is not None:
        try:
            entry = str(tomllib.loads(config.read_text(encoding="utf-8")).get("entry", entry))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            pass  # reported when the item runs
    line = next((f.line for f in _functions(text, 0) if f.name == entry), 1)
    return Item(path, sidecar.name, line, MODEL, sidecar=sidecar, config=config)


def _config(path: Path) -> Path | None:
    """The model's ``NAME.toml`` when there is one."""
    config = path.with_suffix(CONFIG_SUFFIX)
    return config if config.is_file() else None


def collect_file(path: Path, force: bool = False) -> list[Item]:
    """The items of one program file; none when it has nothing to check (``force``: take it as a
    self-checking program even without check.* ops or a RUN line)."""
    path = Path(path)
    sidecar = path.with_suffix(SIDECAR_SUFFIX)
    try:
        data = path.read_bytes()
        if sniff(data) != "text":  # MLIR bytecode or a jax.export blob: a model when it has a sidecar
            return [Item(path, sidecar.name, 1, MODEL, sidecar=sidecar, config=_config(path))] \
                if sidecar.is_file() else _binary_items(path, data, force)
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = "not a UTF-8 text file" if isinstance(exc, UnicodeDecodeError) else (exc.strerror or str(exc))
        return [Item(path, "<file>", 1, SELF_CHECK, error=f"{path}: error: cannot read: {reason}")]
    items: list[Item] = []
    if sidecar.is_file():
        items.append(_model_item(path, text, sidecar))
    if force or is_self_checking(text):
        checks: list[Item] = []
        for index, (chunk, offset) in enumerate(split_chunks(text)):
            checks.extend(_chunk_items(path, chunk, offset, index))
        items.extend(_unique_names(checks))
    return items


def _binary_items(path: Path, data: bytes, force: bool) -> list[Item]:
    """The items of a binary program without a sidecar: one per function that runs when it holds a
    ``check.*`` test op or ``force`` is set (bytecode has no lines of its own: each item is at line 1)."""
    try:
        module = load_bytes(data, str(path))
    except StableHLOError as exc:
        return [Item(path, "<file>", 1, SELF_CHECK, error=str(exc))]
    if not (force or has_check_ops(module)):
        return []
    return [Item(path, f.name, 1, SELF_CHECK, function=f.name) for f in runnable_functions(module)] \
        or [Item(path, "chunk0", 1, SELF_CHECK, skip="no function without arguments to run")]


def program_files(paths: Iterable[Path]) -> list[Path]:
    """Files as given; folders become the program files below them, sorted."""
    out: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*") if p.suffix in PROGRAM_SUFFIXES and p.is_file()))
        else:
            out.append(path)
    return out


def collect(paths: Iterable[Path]) -> list[Item]:
    """The items of every program file below ``paths``, in order."""
    return [item for path in program_files(paths) for item in collect_file(path)]
