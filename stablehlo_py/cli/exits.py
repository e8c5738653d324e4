"""The exit codes of ``shlo`` and the one place that turns an error into its message and its code.

Every command lets project errors propagate to ``report_error`` (called by the command group, main.py)
or calls ``fail``; nothing else prints an error or picks an exit code for one. An exception that is not a
project error is a bug of this package: one line asking for a report, its traceback only under
``STABLEHLO_PY_DEBUG=1``.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, NoReturn

import click

from ..errors import InputError, Interrupted, InternalError, ResourceError, StableHLOError, debug_enabled

if TYPE_CHECKING:
    from .files import Program

OK = 0
FAILED = 1  # a check failed, or the program is invalid
USAGE = 2  # usage or input error
RESOURCE = 3  # a resource limit (memory budget, time limit) stopped the run
NOTHING_CHECKED = 5  # nothing was checked (the code pytest gives when it collects no test)
INTERNAL = 70  # EX_SOFTWARE of sysexits.h
INTERRUPTED = 130  # 128 + SIGINT, as shells report a command stopped by Ctrl-C

EXIT_CODES_HELP = """\b
Exit codes:
  0    success
  1    a check failed, or the program is invalid (parse, verification or run error)
  2    usage or input error (options, input and output files)
  3    a resource limit stopped the run (--max-memory, --timeout)
  5    nothing was checked
  70   internal error (please report it; STABLEHLO_PY_DEBUG=1 shows the traceback)
  130  interrupted (Ctrl-C)
"""


def exit_code(error: BaseException) -> int:
    """The exit code for ``error`` (see ``EXIT_CODES_HELP``)."""
    if isinstance(error, (Interrupted, KeyboardInterrupt)):
        return INTERRUPTED
    if isinstance(error, (ResourceError, MemoryError)):
        return RESOURCE
    if isinstance(error, InternalError):
        return INTERNAL
    if isinstance(error, InputError):
        return USAGE
    if isinstance(error, StableHLOError):
        return FAILED
    return INTERNAL


def message(error: BaseException) -> str:
    """What ``shlo`` prints for ``error``: a project error as it prints itself (``file:line:col: error: ...``
    with the source line when known), anything else as one line."""
    if isinstance(error, StableHLOError):
        return error.report()
    if isinstance(error, KeyboardInterrupt):
        return "interrupted"
    if isinstance(error, MemoryError):
        return f"error: out of memory{f' ({error})' if str(error) else ''}; a smaller --max-memory stops " \
               "the op that needs too much before it allocates"
    return f"internal error{_raised_at(error)} (please report): {type(error).__name__}: {error}" \
           f"{'' if debug_enabled() else '; STABLEHLO_PY_DEBUG=1 shows the traceback'}"


def _raised_at(error: BaseException) -> str:
    """`` at stablehlo_py/<module>.py:<line>``: where in this package ``error`` was raised (the innermost
    frame of the package; what a report needs without the traceback)."""
    import traceback  # only now: not on the start-up path of every command

    package = Path(__file__).resolve().parents[1]
    where = ""
    for frame in traceback.extract_tb(error.__traceback__):
        path = Path(frame.filename)
        if package in path.parents:
            where = f" at {path.relative_to(package.parent)}:{frame.lineno}"
    return where


# The MPI world of a distributed run (cli/distributed.py), else None: its ranks agree on which one prints.
_world = None


def enter_world(world: object) -> None:
    """From now on, errors end through ``world`` (``mpi_grid.MpiWorld``): every rank stops with the exit code of
    the first error, and only the rank that had it prints it."""
    global _world
    _world = world
    world.exit_code_of = exit_code


def in_world() -> bool:
    """Whether this is one rank of a distributed run."""
    return _world is not None


def _leave(code: int, show: Callable[[], None]) -> NoReturn:
    """``show()`` the error and exit with ``code``; in a distributed run, through its world."""
    if _world is not None:
        _world.report(code, show)
    show()
    sys.exit(code)


def report_error(error: BaseException) -> NoReturn:
    """Print ``error`` on stderr and exit with its code; under ``STABLEHLO_PY_DEBUG=1`` an internal error's
    traceback is printed before its line. In a distributed run, a rank stopped by another's error exits
    silently with that error's code."""
    if _world is not None and _world.stopped_by(error):
        _world.abandon()
    code = exit_code(error)

    def show() -> None:
        if code == INTERNAL and debug_enabled():
            import traceback

            traceback.print_exception(error, file=sys.stderr)
        click.echo(message(error), err=True)

    _leave(code, show)


def stdout_closed() -> NoReturn:
    """End quietly when the reader of stdout has gone (``shlo ops | head``), as other command-line tools do:
    stdout is pointed at /dev/null so that Python's own flush at exit does not fail again (the Python docs'
    advice for SIGPIPE), and the exit code is 1 (the output is incomplete)."""
    import os

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    sys.exit(FAILED)


def fail(problem: str | BaseException, source: "Program | None" = None, code: int | None = None) -> NoReturn:
    """Print ``problem`` on stderr and exit: an error as ``message`` prints it (with the source line it
    points at when ``source`` is given) and with its code; a text as ``error: problem`` with ``code``
    (default 2, a usage or input error: the texts the commands give are about what they were asked)."""
    if isinstance(problem, BaseException):
        if source is not None and isinstance(problem, StableHLOError):
            from .files import quoting_source

            problem = quoting_source(problem, source)
        if code is None:
            report_error(problem)
        _leave(code, lambda: click.echo(message(problem), err=True))
    _leave(USAGE if code is None else code, lambda: click.echo(f"error: {problem}", err=True))
