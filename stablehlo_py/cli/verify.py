"""``shlo verify``: run the verifier checks, each op's spec constraints (C1, C2, ...) and the structure."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..errors import InputError, ParseError, StableHLOError, counted
from .exits import FAILED, OK, USAGE
from ..verifier import verify_module
from .files import expand_paths, read_program

EPILOG_VERIFY = """\b
Examples:
  shlo verify model.mlir
  shlo verify --split-input-file tests/ more.mlir
  shlo verify --format json model.mlir     # one JSON object per diagnostic
"""


def _error_record(exc: StableHLOError, path: Path) -> dict:
    """A file's syntax or format error in the shape of ``Diagnostic.to_dict()`` (constraint ``syntax``;
    ``format`` for MLIR bytecode and jax.export blobs, with the byte offset in the message)."""
    if isinstance(exc, ParseError):
        return {"file": exc.source_name, "line": exc.line, "column": exc.column, "op": "", "constraint": "syntax",
                "message": exc.message}
    return {"file": str(path), "line": 0, "column": 0, "op": "", "constraint": "format",
            "message": str(exc).split(": error: ", 1)[-1]}


@click.command(epilog=EPILOG_VERIFY)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--split-input-file", is_flag=True, help="Treat '// -----' as separating independent programs.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text",
              help="text: file:line:col: error: ... with the source line; json: one object per line.")
@click.option("-q", "--quiet", is_flag=True, help="Print errors only.")
def verify(paths: tuple[Path, ...], split_input_file: bool, output_format: str, quiet: bool) -> None:
    """Verify FILES (or every .mlir, .mlirbc and .jax_exported below a folder): the verifier checks of
    each op's spec constraints (C1, C2, ...) and of the structure.

    Every error of a file is reported. Exit code 0 when everything is valid, 1 otherwise (2 when a file
    cannot be read).
    """
    n_programs = n_errors = n_unreadable = 0
    for path in expand_paths(paths):
        try:
            program = read_program(path)
        except InputError as exc:
            n_unreadable += 1
            _emit(output_format, exc.report(), {"file": str(path), "error": str(exc)})
            continue
        lines = program.lines
        for module in program.modules(split_input_file):
            n_programs += 1
            if isinstance(module, StableHLOError):
                n_errors += 1
                _emit(output_format, module.report(), _error_record(module, path))
                continue
            diagnostics = verify_module(module)
            n_errors += len(diagnostics)
            for d in diagnostics:
                _emit(output_format, d.format(lines), d.to_dict())
    if not quiet and output_format == "text":
        problems = [f"{n} {what}" for n, what in ((n_errors, "error(s)"), (n_unreadable, "unreadable")) if n]
        click.echo(f"{counted(n_programs, 'program')} verified; {', '.join(problems) or 'ok'}")
    sys.exit(USAGE if n_unreadable else FAILED if n_errors else OK)


def _emit(output_format: str, text: str, record: dict) -> None:
    """Print one error: ``record`` as a JSON line, or ``text`` to stderr."""
    if output_format == "json":
        click.echo(json.dumps(record))
    else:
        click.echo(text, err=True)
