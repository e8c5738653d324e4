"""``shlo test``: run self-checking programs (their ``check.*`` test ops compare results) and count
passes and failures."""
from __future__ import annotations

import collections
import sys
from pathlib import Path

import click

from .files import expand_paths

EPILOG = """\b
Examples:
  shlo test tests/interpret/                 # every .mlir below the folder
  shlo test add.mlir -k si4                  # programs whose file::function contains "si4"
  shlo test suite/ --jobs 4 --timeout 60
"""


@click.command("test", epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-k", "pattern", default=None, help="Run only programs whose 'file::function' contains PATTERN.")
@click.option("--timeout", type=float, default=60.0, show_default=True, help="Seconds allowed per program.")
@click.option("--jobs", "-j", type=int, default=1, show_default=True, help="Worker processes.")
@click.option("-v", "--verbose", is_flag=True, help="Also list passed and skipped programs.")
def test_command(paths: tuple[Path, ...], pattern: str | None, timeout: float, jobs: int, verbose: bool) -> None:
    """Interpret self-checking programs and report each failure with file, line and what differed.

    A self-checking program compares its results with expected values through
    check.* test ops (not to be confused with the verifier checks of 'shlo verify').
    Files are split at '// -----'. A chunk's @main runs when it takes no arguments
    (its custom_call @check.* test ops compare the results); otherwise each function
    without arguments runs (check.* test ops inside). Ends with 'N passed, M failed,
    K skipped'; exit code 1 when anything failed.
    """
    from ..interpreter.self_checking import FAILED, PASSED, SKIPPED, run_files

    counts = collections.Counter()
    missing = collections.Counter()
    for result in run_files([str(p) for p in expand_paths(paths)], pattern, timeout, max(jobs, 1)):
        counts[result.status] += 1
        if result.status == FAILED:
            click.echo(f"FAILED {result.label}\n  {result.message.replace(chr(10), chr(10) + '  ')}")
            if result.missing_op:
                missing[result.missing_op] += 1
        elif verbose:
            extra = f" ({result.message})" if result.message else ""
            click.echo(f"{result.status.upper()} {result.label}{extra}")
    if missing:
        click.echo("not implemented ops (failed programs): " +
                   ", ".join(f"{name} x{n}" for name, n in missing.most_common()))
    click.echo(f"{counts[PASSED]} passed, {counts[FAILED]} failed, {counts[SKIPPED]} skipped")
    sys.exit(1 if counts[FAILED] else 0)
