"""``shlo check`` (alias ``shlo test``): check models with sidecars and self-checking programs, as CI does.

It runs pytest in this process with the plugin (``stablehlo_py.harness.pytest_plugin``)
and a reporter (``harness.report``), so workers (``-n``, pytest-xdist), time limits
(``--timeout``, pytest-timeout), ``-k`` and JUnit files are pytest's own.
"""
from __future__ import annotations

import contextlib
import copy
import math
import os
import sys
from pathlib import Path

import click

from .distributed import GRID_CHOICES
from .exits import INTERNAL, INTERRUPTED, USAGE, fail
from .run import check_tolerance, max_memory_option

EPILOG = """\b
Examples:
  shlo check models/                          # every NAME.mlir with NAME.npz (+ NAME.toml), every self-checking program
  shlo check models/ -n auto --junit report.xml
  shlo check models/ --format github          # annotations on the pull request's diff
  shlo check corpus/ --shard 2/4 -n 2         # the 2nd quarter of the items (CI matrix of 4 jobs)
  shlo check tests/interpret/ -k si4 --timeout 60
Exit code: 0 all passed, 1 a check failed, 2 usage error, 5 nothing was checked, 70 internal error,
130 interrupted (pytest's codes 2-4 mapped to shlo's, see 'shlo --help').
"""

# pytest.ExitCode -> shlo's exit code (cli/exits.py); OK, TESTS_FAILED and NO_TESTS_COLLECTED keep theirs.
_EXIT_CODES = {2: INTERRUPTED, 3: INTERNAL, 4: USAGE}

# pytest's options that shlo check sets itself; the user's pytest configuration is not read. pytest's own
# terminal output goes nowhere (see check_command): the reporter shows the run. Every folder below PATH is
# checked but .git: not pytest's default norecursedirs (build, dist, venv, hidden folders, ...) nor its
# skipping of virtual environments.
_ISOLATED = ["-c", os.devnull, "--noconftest", "-p", "no:cacheprovider", "-p", "no:python", "-q",
             "--capture=sys", "-o", "junit_family=xunit2", "-o", "junit_suite_name=shlo",
             "-o", "norecursedirs=.git", "--collect-in-virtualenv"]


def _shard(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """Validate ``--shard K/N``."""
    from ..harness.pytest_plugin import parse_shard

    if value is not None:
        try:
            parse_shard(value)
        except ValueError as exc:
            raise click.BadParameter(str(exc)) from None
    return value


def _workers(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """Validate ``-n``: a number of processes or ``auto``."""
    if value != "auto" and not (value.isdigit()):
        raise click.BadParameter(f"{value!r}: give a number of worker processes or 'auto'")
    return value


def _timeout(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """Validate ``--timeout``: a finite number of seconds >= 0 (0: no limit)."""
    if value is not None and not (math.isfinite(value) and value >= 0):
        raise click.BadParameter(f"{value!r}: give a number of seconds >= 0")
    return value


def _rootdir(paths: tuple[Path, ...]) -> Path:
    """The folder item ids are relative to: the current one, or the paths' common folder when one
    is outside it."""
    cwd = Path.cwd()
    resolved = [p.resolve() if p.is_dir() else p.resolve().parent for p in paths]
    if all(p == cwd or cwd in p.parents for p in resolved):
        return cwd
    return Path(os.path.commonpath(resolved))


@contextlib.contextmanager
def _without_pytest_environment(max_memory: int | None = None):
    """Run pytest as shlo check configures it, whatever PYTEST_ADDOPTS or plugin autoloading say; with the
    memory budget ``max_memory`` (bytes) as ``STABLEHLO_PY_MAX_MEMORY``, which the runs (and the workers'
    runs) read."""
    from ..interpreter.budget import BUDGET_VARIABLE

    names = ("PYTEST_ADDOPTS", "PYTEST_DISABLE_PLUGIN_AUTOLOAD", BUDGET_VARIABLE)
    saved = {name: os.environ.pop(name) for name in names if name in os.environ}
    if max_memory is not None:
        os.environ[BUDGET_VARIABLE] = str(max_memory)
    try:
        yield
    finally:
        os.environ.pop(BUDGET_VARIABLE, None)
        os.environ.update(saved)


@click.command("check", epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-n", "-j", "--jobs", "workers", default="0", show_default=True, callback=_workers, metavar="N",
              help="Worker processes (pytest-xdist): a number or 'auto'; 0 runs the checks in this process.")
@click.option("-k", "keyword", default=None, metavar="EXPR",
              help="Only items whose name matches the pytest -k expression (file names and function names).")
@click.option("--timeout", type=float, default=None, metavar="SECONDS", callback=_timeout,
              help="Fail an item that runs longer than this (pytest-timeout); none by default (`shlo test`: "
                   "60); 0: no limit.")
@click.option("--shard", default=None, callback=_shard, metavar="K/N",
              help="Only share K of N of the items (a hash of each item's id), for a CI matrix of N jobs.")
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write a JUnit XML report to this file.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "github"]), default="text", show_default=True,
              help="text: a table; json: one JSON document; github: text plus '::error file=,line=::' annotations.")
@click.option("--rtol", type=float, default=None, callback=check_tolerance, help="Relative tolerance for every model (overrides NAME.toml).")
@click.option("--atol", type=float, default=None, callback=check_tolerance, help="Absolute tolerance for every model (overrides NAME.toml).")
@click.option("-q", "--quiet", is_flag=True, help="Without a terminal, print failures only (not a line per item).")
@click.option("-v", "--verbose", is_flag=True, hidden=True, help="Accepted for compatibility: a line per item.")
@click.option("--grid", "grid_choice", type=click.Choice(GRID_CHOICES), default="auto", show_default=True,
              help="Where the processes of interpreter.run_parallel run: threads, or MPI ranks under mpiexec -n N "
                   "(a grid of N processes then spans the ranks); auto: MPI when mpiexec started shlo.")
@max_memory_option
def check_command(paths: tuple[Path, ...], workers: str, keyword: str | None, timeout: float | None,
                  shard: str | None, junit: Path | None, fmt: str, rtol: float | None, atol: float | None,
                  quiet: bool, verbose: bool, grid_choice: str, max_memory: int | None) -> None:
    """Check models and self-checking programs below PATHS; exit 1 when any check fails.

    \b
    A model is NAME.mlir (or NAME.mlirbc, MLIR bytecode, or NAME.jax_exported, a jax.export
    blob run as exp.call runs it) with a sidecar NAME.npz beside it: inputs under in0, in1, ...
    (or arg0, ... or the argument names the program records), expected outputs under
    out0, ... (or expected0, result0, ... or the result names); an optional NAME.toml
    sets rtol, atol (also per output under [outputs.NAME]), entry and seed. Each model
    is verified, run and its results compared within the tolerances.
    A self-checking program holds check.* test ops (or an upstream RUN line that
    interprets it): each function that runs is an item; its check.* ops compare.

    \b
    Under mpiexec -n N every rank runs the same items in the same order; an interpreter.run_parallel
    grid of N processes runs one process per rank (other grids on threads in every rank); rank 0
    reports. A process that fails on one rank stops every rank with its error.
    """
    import pytest

    from ..interpreter.process_grid import distributed
    from .distributed import start_world

    world = start_world(grid_choice)
    if world is not None and workers != "0":
        fail("under MPI the checks run in each rank's own process: -n/--jobs does not apply")
    if world is not None and world.rank != 0:
        junit = None  # rank 0 writes the report

    from ..harness.collect import PROGRAM_SUFFIXES
    from ..harness.report import CheckReporter

    for path in paths:
        if path.is_file() and path.suffix not in PROGRAM_SUFFIXES:
            raise click.BadParameter(f"{path}: not a program file ({', '.join(PROGRAM_SUFFIXES)}); give the "
                                     f"program file, its sidecar is found beside it", param_hint="PATHS")

    rootdir = _rootdir(paths)
    args = [*_ISOLATED, "--rootdir", str(rootdir)]
    for path in paths:
        args += ["--shlo", str(path)]
    if workers != "0":
        args += ["-n", workers]
    if keyword:
        args += ["-k", keyword]
    if timeout:
        args += ["--timeout", str(timeout)]
    if shard:
        args += ["--shlo-shard", shard]
    if rtol is not None:
        args += ["--shlo-rtol", repr(rtol)]
    if atol is not None:
        args += ["--shlo-atol", repr(atol)]
    staging = None
    if junit is not None:
        directory = junit.resolve().parent
        if not directory.is_dir() or not os.access(directory, os.W_OK):
            fail(f"{junit}: cannot write the JUnit report there (no writable folder {directory})", code=USAGE)
        staging = directory / f".{junit.name}.{os.getpid()}.tmp"  # renamed once complete: never half a file
        try:  # the place must take a file (not, say, /proc): find out before running anything
            os.close(os.open(staging, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except OSError as exc:
            fail(f"{junit}: cannot write the JUnit report there: {exc.strerror or exc}", code=USAGE)
        args += ["--junitxml", str(staging)]
    out, err = sys.stdout, sys.stderr
    silent = world is not None and world.rank != 0  # rank 0 reports
    if silent:
        out = err = open(os.devnull, "w")
    progress_bar = err.isatty() and not os.environ.get("CI") and not quiet
    reporter = CheckReporter(out, err, fmt, progress_bar=progress_bar, quiet=quiet and not verbose, rootdir=rootdir)
    spanning = distributed(world) if world is not None else contextlib.nullcontext()
    try:
        # pytest's terminal reporter (which pytest-timeout needs) writes to the stdout it finds: none.
        with _without_pytest_environment(max_memory), open(os.devnull, "w") as null, contextlib.redirect_stdout(null), \
                spanning:
            code = int(pytest.main(args, plugins=[reporter]))
        code = _EXIT_CODES.get(code, code)
        reporter.finish(code)
        if staging is not None and staging.exists():
            try:
                os.replace(staging, junit)
            except OSError as exc:  # after the summary: one line, exit 2 (the report is not where asked)
                click.echo(f"error: {junit}: cannot write the JUnit report: {exc.strerror or exc}", err=True)
                code = USAGE
    finally:
        if staging is not None and staging.exists():
            staging.unlink()
    if code in (USAGE, INTERNAL) and not reporter.items and not silent:
        click.echo("error: the checks could not run (see above)", err=True)
    if world is not None:
        world.barrier()
        world.leave(code)
    sys.exit(code)


TEST_TIMEOUT = 60.0  # seconds per item for the `shlo test` alias, as the former `shlo test` had


def _test_alias(command: click.Command) -> click.Command:
    """``shlo test``: ``shlo check`` with a default ``--timeout`` of ``TEST_TIMEOUT`` seconds per item (the
    former command's limit), so a program that hangs cannot stall a job that used it."""
    alias = copy.copy(command)
    alias.name = "test"
    alias.params = []
    for param in command.params:
        if param.name == "timeout":
            param = copy.copy(param)
            param.default = TEST_TIMEOUT
            param.show_default = True
            param.help = ("Fail an item that runs longer than this (pytest-timeout); 60 s by default for "
                          "`shlo test`, none for `shlo check`; 0: no limit.")
        alias.params.append(param)
    alias.help = ((command.help or "") + "\n\n`shlo test` is `shlo check` with --timeout 60 by default.")
    return alias


test_command = _test_alias(check_command)
