"""Finding and reading the files the commands are given: MLIR text, XLA's HLO text, MLIR bytecode
(``.mlirbc``) and jax.export blobs, told apart by their content."""
from __future__ import annotations

import mmap
from pathlib import Path

from ..ir.records import record
from ..errors import SourceError, StableHLOError
from ..hlo import parse_hlo
from ..module import Module, file_kind, load_bytes, program_text, read_file
from ..parser import HexBlobs, parse_text, split_chunks
from .progress import RunProgress, described_size


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
    """A program file's bytes (a memory map of the file), what they hold (``text``, ``hlo`` (XLA's HLO text),
    ``mlir-bytecode`` or ``jax-export``) and, for text, the text the parser reads: the file's, with its long hex blobs taken
    out (``parser.hex_blobs``; ``hex_blobs`` holds them)."""

    path: Path
    data: bytes | mmap.mmap
    kind: str
    text: str | None
    hex_blobs: HexBlobs | None = None

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
        if self.kind == "hlo":
            try:
                return [parse_hlo(self.text, str(self.path), module_type=Module)]
            except StableHLOError as exc:
                return [exc]
        out: list[Module | StableHLOError] = []
        for chunk, offset in (split_chunks(self.text) if split else [(self.text, 0)]):
            try:
                out.append(parse_text(chunk, str(self.path), offset, module_type=Module, hex_blobs=self.hex_blobs))
            except StableHLOError as exc:
                out.append(exc)
        return out


def read_program(path: Path) -> Program:
    """The program file at ``path``; an ``InputError`` when it cannot be read."""
    data = read_file(path)
    kind = file_kind(data)
    if kind not in ("text", "hlo"):
        return Program(path, data, kind, None)
    text, hex_blobs = program_text(data, kind)
    if text is None:  # modules() reports it, saying where a damaged jax.export blob went wrong
        return Program(path, data, "text", None)
    return Program(path, data, kind, text, hex_blobs)


def load_verified(path: Path, progress: RunProgress | None = None) -> tuple[Module, Program]:
    """The verified program at ``path`` and its file; the error that stops reading, parsing or verifying
    it propagates (the command group prints it, cli/exits.py). ``progress`` shows the two phases."""
    from ..verifier import verify

    progress = progress or RunProgress(False)
    size = path.stat().st_size
    with progress.phase(f"reading {path.name} ({described_size(size)})", f"read {described_size(size)}", size):
        source = read_program(path)
        (module,) = source.modules()
        if isinstance(module, StableHLOError):
            raise module
    with progress.phase(f"verifying {path.name}", "verified"):
        verify(module, source.lines)
    return module, source


def quoting_source(error: StableHLOError, source: Program) -> StableHLOError:
    """``error`` with the source line it points at (printed with a caret), when it points at one."""
    lines = source.lines
    taken_from = source.hex_blobs.shifts if source.hex_blobs is not None else {}
    if isinstance(error, SourceError) and error.line and error.source_line is None and lines \
            and error.line <= len(lines) and error.line not in taken_from:  # not a line whose blobs were taken
        error.source_line = lines[error.line - 1]
    return error
