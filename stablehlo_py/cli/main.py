"""The ``shlo`` command: parse, format, verify, run and check StableHLO programs."""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

import click

from ..errors import StableHLOError
from .files import expand_paths, plural, read_program

# The commands of the later pipeline stages, each in a module of its own, imported when the command is
# used (or listed by --help): `shlo verify` does not import the interpreter that `shlo run` needs.
# "test" is the former name of "check", kept as an alias (with its 60 s time limit).
_COMMANDS = {"fmt": ("fmt", "fmt"), "verify": ("verify", "verify"), "run": ("run", "run_command"),
             "check": ("check", "check_command"), "test": ("check", "test_command"),
             "ops": ("ops", "ops_command"), "info": ("info", "info_command"), "diff": ("diff", "diff_command")}


class _Commands(click.Group):
    """A group whose commands of ``_COMMANDS`` are imported on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *_COMMANDS})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        command = super().get_command(ctx, name)
        if command is None and name in _COMMANDS:
            module, attribute = _COMMANDS[name]
            command = getattr(importlib.import_module(f"{__package__}.{module}"), attribute)
            self.add_command(command, name)
        return command

EPILOG_PARSE = """\b
Examples:
  shlo parse model.mlir
  shlo parse --split-input-file tests/*.mlir
  shlo parse conformance/        # every .mlir, .mlirbc and .jax_exported file below the folder
  shlo parse model.mlirbc        # MLIR bytecode (a portable artifact)
"""

@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]},
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
    """Parse FILES (or every .mlir, .mlirbc and .jax_exported below a folder) and report errors.

    A file may hold MLIR text, MLIR bytecode (a portable VHLO artifact) or a jax.export blob
    (Exported.serialize()); the content says which.

    Exit code 0 only when everything parsed.
    """
    n_programs = n_ops = n_failed = 0
    for path in expand_paths(paths):
        program = read_program(path)
        if program is None:
            n_failed += 1
            continue
        for module in program.modules(split_input_file):
            n_programs += 1
            if isinstance(module, StableHLOError):
                n_failed += 1
                click.echo(str(module), err=True)
                continue
            n_ops += sum(1 for _ in module.walk())
    if not quiet:
        status = "ok" if not n_failed else f"{n_failed} failed"
        click.echo(f"{plural(n_programs, 'program')}, {plural(n_ops, 'op')} parsed; {status}")
    sys.exit(1 if n_failed else 0)


if __name__ == "__main__":
    main()
