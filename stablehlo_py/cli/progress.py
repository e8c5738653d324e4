"""What ``shlo run`` shows on stderr while a large model reads, verifies and runs (issue #29): a spinner with the
phase and its elapsed time (rich), then a line per phase with its time, and the read speed. Shown by default when
stderr is a terminal and the program file is at least ``LARGE_FILE`` bytes; ``--progress``/``--no-progress``
decide otherwise. Nothing is shown in the other cases, so output that tools read stays as it was."""
from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path
from typing import Iterator

LARGE_FILE = 64 << 20


def shows_progress(choice: bool | None, program: Path) -> bool:
    """Whether to show progress: the option's choice, else for a large file on a terminal."""
    if choice is not None:
        return choice
    try:
        return sys.stderr.isatty() and program.stat().st_size >= LARGE_FILE
    except OSError:
        return False


class RunProgress:
    """Phases of a run, shown as they happen (``phase``); a no-op when not ``enabled``."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._console = None
        if enabled:
            from rich.console import Console

            self._console = Console(stderr=True)

    @contextlib.contextmanager
    def phase(self, doing: str, done: str, size: int | None = None) -> Iterator[None]:
        """Show ``doing`` with a spinner while the block runs, then ``done`` with its time (and, given the
        bytes it read, its speed). A phase that fails shows nothing more: the error says why."""
        if not self.enabled:
            yield
            return
        start = time.perf_counter()
        with self._console.status(f"{doing} ...", spinner="dots"):
            yield
        seconds = time.perf_counter() - start
        speed = f" ({described_size(int(size / seconds))}/s)" if size and seconds > 0 else ""
        self._console.print(f"[green]done[/green] {done} in {seconds:.2f} s{speed}", highlight=False)


def described_size(size: int) -> str:
    """``2.08 GB``, ``512 MB``, ``12 kB`` (decimal units, as file managers show them)."""
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if size >= scale:
            return f"{size / scale:.2f} {unit}" if unit == "GB" else f"{size / scale:.0f} {unit}"
    return f"{size} bytes"
