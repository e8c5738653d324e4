"""Finding and reading the files the commands are given: MLIR text, MLIR bytecode (``.mlirbc``) and
jax.export blobs, told apart by their content."""
from __future__ import annotations

from pathlib import Path

from ..ir.records import record
from ..errors import InputError, SourceError, StableHLOError
from ..ir.nodes import Module
from ..module import load_bytes, parse_text
from ..parser import split_chunks


def expand_paths(paths) -> list[Path]:
    """Files as given; folders become the program files below them (.mlir, .mlirbc, .jax_exported), sorted."""
    out: list[Path] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            from ..harness.collect import PROGRAM_SUFFIXES  # the harness (and the interpreter) only for folders

            out.extend(sorted(p for p in path.rglob("*") if p.suffix in PROGRAM_SUFFIXES and p.is_file()))
        else:
            out.append(path)
    return out


@record(frozen=True)
class Program:
    """A program file's bytes, what they hold (``text``, ``mlir-bytecode`` or ``jax-export``) and, for
    text, the text."""

    path: Path
    data: bytes
    kind: str
    text: str | None

    @property
    def lines(self) -> list[str] | None:
        """The source lines diagnostics quote (None for the binary kinds)."""
        return self.text.splitlines() if self.text is not None else None

    def modules(self, split: bool = False) -> list[Module | StableHLOError]:
        """The program (each ``// -----`` chunk with ``split``), or the error that stopped reading it."""
        if self.text is None:
            try:
                return [load_bytes(self.data, str(self.path))]
            except StableHLOError as exc:
                return [exc]
        out: list[Module | StableHLOError] = []
        for chunk, offset in (split_chunks(self.text) if split else [(self.text, 0)]):
            try:
                out.append(parse_text(chunk, str(self.path), offset))
            except StableHLOError as exc:
                out.append(exc)
        return out


def read_program(path: Path) -> Program:
    """The program file at ``path``; an ``InputError`` when it cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: {exc.strerror or exc}") from None
    kind = _kind(data)
    text = None
    if kind == "text":
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            pass  # modules() reports it, saying where a damaged jax.export blob went wrong
    return Program(path, data, kind, text)


def _kind(data: bytes) -> str:
    """``sniff`` (bytecode/jax_export.py) of a file's bytes. Both binary kinds hold MLIR bytecode, which starts
    with its magic number (bytecode/container.py ``MAGIC``): bytes without it are text, told so without
    importing the bytecode readers."""
    if b"ML\xefR" not in data:
        return "text"
    from ..bytecode.jax_export import sniff

    return sniff(data)


def load_verified(path: Path) -> tuple[Module, Program]:
    """The verified program at ``path`` and its file; the error that stops reading, parsing or verifying
    it propagates (the command group prints it, cli/exits.py)."""
    from ..verifier import verify

    source = read_program(path)
    (module,) = source.modules()
    if isinstance(module, StableHLOError):
        raise module
    verify(module, source.lines)
    return module, source


def quoting_source(error: StableHLOError, source: Program) -> StableHLOError:
    """``error`` with the source line it points at (printed with a caret), when it points at one."""
    lines = source.lines
    if isinstance(error, SourceError) and error.line and error.source_line is None and lines \
            and error.line <= len(lines):
        error.source_line = lines[error.line - 1]
    return error


def plural(count: int, noun: str) -> str:
    """``1 program``, ``2 programs``."""
    return f"{count} {noun}" + ("" if count == 1 else "s")
