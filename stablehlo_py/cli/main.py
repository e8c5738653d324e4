"""The ``shlo`` command: parse, format, verify, run and check StableHLO programs."""
from __future__ import annotations

import gc
import importlib
import sys
from pathlib import Path

import click

from ..errors import InputError, StableHLOError, counted
from .exits import EXIT_CODES_HELP, FAILED, OK, USAGE, in_world, report_error, stdout_closed
from .files import expand_paths, read_program

# The commands of the later pipeline stages, each in a module of its own, imported when the command is
# used (or listed by --help): `shlo verify` does not import the interpreter that `shlo run` needs.
# "test" is the former name of "check", kept as an alias (with its 60 s time limit).
_COMMANDS = {"fmt": ("fmt", "fmt"), "verify": ("verify", "verify"), "run": ("run", "run_command"),
             "check": ("check", "check_command"), "test": ("check", "test_command"),
             "ops": ("ops", "ops_command"), "info": ("info", "info_command"), "diff": ("diff", "diff_command")}


class _Commands(click.Group):
    """A group whose commands of ``_COMMANDS`` are imported on first use, and whose commands' errors all end
    in ``report_error`` (cli/exits.py): one message, one exit code per kind of error, never a traceback."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort):
            raise  # click's own: usage errors (exit code 2) print themselves
        except BrokenPipeError:
            stdout_closed()
        except (Exception, KeyboardInterrupt) as exc:  # noqa: BLE001 - every error ends here, as its exit code says
            report_error(exc)
        except BaseException as exc:  # one rank of a distributed run stopped by another's error
            if in_world() and not isinstance(exc, SystemExit):
                report_error(exc)
            raise

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
             epilog=EXIT_CODES_HELP + "\nRun 'shlo COMMAND --help' for a command's options and examples.")
@click.version_option(package_name="stablehlo_py")
def main() -> None:
    """Parse, verify and interpret StableHLO programs (MLIR text) with NumPy.

    \b
    Examples:
      shlo run model.mlir --input x.npy         # verify, then run @main on x.npy; results as a table
      shlo check models/ --junit report.xml     # models with sidecars + self-checking programs; exit 1 on a failure
      shlo verify model.mlir                    # each broken constraint at file:line:col; exit 1 on any
    """
    # Here the command's modules are imported (click resolves the command first). Their objects, and NumPy's
    # and click's, live as long as the process: gc.freeze keeps them out of the cyclic collector's passes,
    # the one at the interpreter's exit included (a sixth of what a cold `shlo verify` of a small file
    # spends past NumPy's import). Once per process (when nothing froze objects before), so that a
    # program calling `main` more than once does not keep more of its own garbage each time.
    if not gc.get_freeze_count():
        gc.freeze()


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
    n_programs = n_ops = n_failed = n_unreadable = 0
    for path in expand_paths(paths):
        try:
            program = read_program(path)
        except InputError as exc:
            n_unreadable += 1
            click.echo(exc.report(), err=True)
            continue
        for module in program.modules(split_input_file):
            n_programs += 1
            if isinstance(module, StableHLOError):
                n_failed += 1
                click.echo(module.report(), err=True)
                continue
            n_ops += sum(1 for _ in module.walk())
    if not quiet:
        problems = [f"{n} {what}" for n, what in ((n_failed, "failed"), (n_unreadable, "unreadable")) if n]
        click.echo(f"{counted(n_programs, 'program')}, {counted(n_ops, 'op')} parsed; {', '.join(problems) or 'ok'}")
    sys.exit(USAGE if n_unreadable else FAILED if n_failed else OK)


if __name__ == "__main__":
    main()
