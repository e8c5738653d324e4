"""``shlo fmt``: print a program as MLIR text, or write it as a portable artifact (``--bytecode``).

The artifact is what ``stablehlo-translate --serialize --target=T`` writes (VHLO in MLIR bytecode,
upstream docs/compatibility.md); it is written to a temporary file beside the output and renamed over it,
so that an interrupted or refused write never leaves a half-written file behind.
"""
from __future__ import annotations

import os
import secrets
import sys
from pathlib import Path
from typing import NoReturn

import click

from ..bytecode.errors import TargetVersionError
from ..bytecode.versions import resolve_target
from ..errors import StableHLOError
from ..printer import print_module
from .exits import FAILED, USAGE
from .files import read_program

EPILOG_FMT = """\b
Examples:
  shlo fmt model.mlir              # the pretty form
  shlo fmt --generic model.mlir    # the generic form: "stablehlo.add"(%a, %b) : (...) -> ...
  shlo fmt model.jax_exported      # the program inside a jax.export blob, as text
  shlo fmt model.mlir --bytecode -o model.mlirbc                   # a portable artifact for jax's week4 (1.15.0)
  shlo fmt model.mlir --bytecode --target 1.0.0 -o model.mlirbc    # ... that StableHLO 1.0.0 reads
\b
Targets: a version #.#.# (0.9.0 to 1.22.0), current, minimum, week4 (1.15.0) or week12 (1.13.7).
"""


@click.command(epilog=EPILOG_FMT)
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--generic", is_flag=True, help="Print the generic form of every op.")
@click.option("--split-input-file", is_flag=True, help="Treat '// -----' as separating independent programs.")
@click.option("--bytecode", is_flag=True, help="Write a portable artifact (VHLO MLIR bytecode) instead of text; needs -o.")
@click.option("--target", help="The StableHLO version the artifact is for (with --bytecode; default week4).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write to this file (atomically) instead of standard output.")
def fmt(path: Path, generic: bool, split_input_file: bool, bytecode: bool, target: str | None,
        output: Path | None) -> None:
    """Print the program in FILE (MLIR text, MLIR bytecode or a jax.export blob), in the pretty form
    (default) or the generic form; with --bytecode, write it as a portable artifact for StableHLO
    --target (what stablehlo-translate --serialize writes)."""
    if target is not None and not bytecode:
        raise click.UsageError("--target only applies to --bytecode")
    if bytecode and output is None:
        raise click.UsageError("--bytecode writes a binary file: give it with -o FILE")
    if bytecode and generic:
        raise click.UsageError("--generic only applies to text output")
    if bytecode:
        try:
            resolve_target(target or "week4")
        except ValueError as exc:
            _fail(path, str(exc), USAGE)
    program = read_program(path)
    modules = []
    for module in program.modules(split_input_file):
        if isinstance(module, StableHLOError):
            raise module
        modules.append(module)
    if bytecode:
        if len(modules) != 1:
            _fail(path, f"--bytecode writes one program; the file holds {len(modules)}", USAGE)
        try:
            data = modules[0].to_bytecode(target or "week4")  # type: ignore[attr-defined]
        except (TargetVersionError, ValueError) as exc:  # the program has no form at the target
            _fail(path, str(exc), FAILED)
        _write_atomically(path, output, data)
        return
    text = "// -----\n".join(print_module(module, generic=generic) for module in modules)
    if output is None:
        click.echo(text, nl=False)
    else:
        _write_atomically(path, output, text.encode())


def _fail(path: Path, message: str, code: int) -> NoReturn:
    """``path: error: message`` on stderr, then exit with ``code`` (cli/exits.py)."""
    click.echo(f"{path}: error: {message}", err=True)
    sys.exit(code)


def _write_atomically(source: Path, output: Path, data: bytes) -> None:
    """``data`` into ``output`` by a temporary file in its folder and a rename: readers see the old file
    or the whole new one. The file is created as ``open`` creates files (mode 0666 less the umask)."""
    temporary = output.with_name(f".{output.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as exc:
        _fail(source, f"cannot write {output}: {exc.strerror or exc}", USAGE)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, output)
    except BaseException as exc:
        temporary.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            _fail(source, f"cannot write {output}: {exc.strerror or exc}", USAGE)
        raise
