"""Finding and reading the files the commands are given."""
from __future__ import annotations

from pathlib import Path

import click


def expand_paths(paths) -> list[Path]:
    """Files as given; folders become the .mlir files below them, sorted."""
    out: list[Path] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*.mlir") if p.is_file()))
        else:
            out.append(path)
    return out


def plural(count: int, noun: str) -> str:
    """``1 program``, ``2 programs``."""
    return f"{count} {noun}" + ("" if count == 1 else "s")


def read_text(path: Path) -> str | None:
    """The file's text, or None after printing why it could not be read."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        click.echo(f"{path}: error: not a UTF-8 text file", err=True)
    except OSError as exc:
        click.echo(f"{path}: error: {exc.strerror or exc}", err=True)
    return None
