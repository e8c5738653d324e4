"""The ``shlo`` command: parse, format, verify, run and check StableHLO programs."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import StableHLOError
from ..parser import parse_text, split_chunks
from ..printer import print_module
from .files import expand_paths, plural, read_text
from .ops import ops_command
from .check import check_command, test_command
from .run import run_command
from .verify import verify

EPILOG_PARSE = """\b
Examples:
  shlo parse model.mlir
  shlo parse --split-input-file tests/*.mlir
  shlo parse conformance/        # every .mlir file below the folder
"""

EPILOG_FMT = """\b
Examples:
  shlo fmt model.mlir              # the pretty form
  shlo fmt --generic model.mlir    # the generic form: "stablehlo.add"(%a, %b) : (...) -> ...
"""


@click.group(context_settings={"help_option_names": ["-h", "--help"]},
             epilog="Run 'shlo COMMAND --help' for a command's options and examples.")
@click.version_option(package_name="stablehlo_py")
def main() -> None:
    """Parse, verify and interpret StableHLO programs (MLIR text) with NumPy.

    \b
    Examples:
      shlo run model.mlir --input x.npy         # verify, then run @main on x.npy; results as a table
      shlo check models/ --junit report.xml     # models with sidecars + self-checking programs; exit 1 on a failure
      shlo verify model.mlir                    # each broken constraint at file:line:col; exit 1 on any
    """


@main.command(epilog=EPILOG_PARSE)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--split-input-file", is_flag=True, help="Treat '// -----' as separating independent programs.")
@click.option("-q", "--quiet", is_flag=True, help="Print errors only.")
def parse(paths: tuple[Path, ...], split_input_file: bool, quiet: bool) -> None:
    """Parse FILES (or every .mlir below a folder) and report syntax errors.

    Exit code 0 only when everything parsed.
    """
    n_programs = n_ops = n_failed = 0
    for path in expand_paths(paths):
        text = read_text(path)
        if text is None:
            n_failed += 1
            continue
        chunks = split_chunks(text) if split_input_file else [(text, 0)]
        for chunk, offset in chunks:
            n_programs += 1
            try:
                module = parse_text(chunk, str(path), offset)
            except StableHLOError as exc:
                n_failed += 1
                click.echo(str(exc), err=True)
                continue
            n_ops += sum(1 for _ in module.walk())
    if not quiet:
        status = "ok" if not n_failed else f"{n_failed} failed"
        click.echo(f"{plural(n_programs, 'program')}, {plural(n_ops, 'op')} parsed; {status}")
    sys.exit(1 if n_failed else 0)


@main.command(epilog=EPILOG_FMT)
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--generic", is_flag=True, help="Print the generic form of every op.")
@click.option("--split-input-file", is_flag=True, help="Treat '// -----' as separating independent programs.")
def fmt(path: Path, generic: bool, split_input_file: bool) -> None:
    """Print the program in FILE, in the pretty form (default) or the generic form."""
    text = read_text(path)
    if text is None:
        sys.exit(1)
    chunks = split_chunks(text) if split_input_file else [(text, 0)]
    outputs = []
    for chunk, offset in chunks:
        try:
            outputs.append(print_module(parse_text(chunk, str(path), offset), generic=generic))
        except StableHLOError as exc:
            click.echo(str(exc), err=True)
            sys.exit(1)
    click.echo("// -----\n".join(outputs), nl=False)


# The commands of the later pipeline stages, each in a module of its own.
for _command in (verify, run_command, check_command, ops_command):
    main.add_command(_command)
main.add_command(test_command, "test")  # the former name, kept as an alias (with its 60 s time limit)

if __name__ == "__main__":
    main()
